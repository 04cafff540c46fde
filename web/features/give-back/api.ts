import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { GiveBackApplicationInput, GiveBackPledgeInput, GiveBackReviewInput, GiveBackStatus } from "@domain/give-back";
import { api, unwrap } from "@web/lib/api";
import { withReauthentication } from "@web/lib/reauth";

export const giveBackKeys = {
  all: ["give-back"] as const,
  figures: () => [...giveBackKeys.all, "figures"] as const,
  application: () => [...giveBackKeys.all, "application"] as const,
  pledges: () => [...giveBackKeys.all, "pledges"] as const,
  adminApplications: (status: GiveBackStatus | "all") => [...giveBackKeys.all, "admin", "applications", status] as const,
  adminPledges: () => [...giveBackKeys.all, "admin", "pledges"] as const,
};

export const giveBackQueries = {
  figures: () => queryOptions({ queryKey: giveBackKeys.figures(), queryFn: ({ signal }) => unwrap(api["give-back"].figures.$get(undefined, { init: { signal } })) }),
  application: () => queryOptions({ queryKey: giveBackKeys.application(), queryFn: ({ signal }) => unwrap(api["give-back"].application.$get(undefined, { init: { signal } })) }),
  pledges: () => queryOptions({ queryKey: giveBackKeys.pledges(), queryFn: ({ signal }) => unwrap(api["give-back"].pledges.$get(undefined, { init: { signal } })) }),
  adminApplications: (status: GiveBackStatus | "all") =>
    queryOptions({
      queryKey: giveBackKeys.adminApplications(status),
      queryFn: ({ signal }) => unwrap(api.admin["give-back"].applications.$get({ query: status === "all" ? {} : { status } }, { init: { signal } })),
    }),
  adminPledges: () => queryOptions({ queryKey: giveBackKeys.adminPledges(), queryFn: ({ signal }) => unwrap(api.admin["give-back"].pledges.$get(undefined, { init: { signal } })) }),
};

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: GiveBackApplicationInput) => unwrap(api["give-back"].application.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giveBackKeys.all }),
  });
}

export function useAddPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: GiveBackPledgeInput) => unwrap(api["give-back"].pledges.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giveBackKeys.all }),
  });
}

export function useWithdrawPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api["give-back"].pledges[":id"].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giveBackKeys.all }),
  });
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: GiveBackReviewInput & { id: string }) => withReauthentication(() => unwrap(api.admin["give-back"].applications[":id"].$patch({ param: { id }, json }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...giveBackKeys.all, "admin"] }),
  });
}
