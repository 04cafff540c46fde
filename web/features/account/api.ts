import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/lib/api";

/** Query keys of the account feature: the couple's wedding profile and a business's profile. */
export const accountKeys = {
  coupleProfile: ["account", "couple-profile"] as const,
  businessProfile: ["account", "business-profile"] as const,
};

export const accountQueries = {
  coupleProfile: () =>
    queryOptions({ queryKey: accountKeys.coupleProfile, queryFn: ({ signal }) => unwrap(api.account["couple-profile"].$get(undefined, { init: { signal } })) }),
  businessProfile: () =>
    queryOptions({ queryKey: accountKeys.businessProfile, queryFn: ({ signal }) => unwrap(api.account["business-profile"].$get(undefined, { init: { signal } })) }),
};

type CoupleProfileBody = Parameters<(typeof api.account)["couple-profile"]["$put"]>[0]["json"];
type BusinessProfileBody = Parameters<(typeof api.account)["business-profile"]["$put"]>[0]["json"];

/** Saving a profile: the answer is the stored profile, written into the cache as it is. */
export function useSaveCoupleProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CoupleProfileBody) => unwrap(api.account["couple-profile"].$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData(accountQueries.coupleProfile().queryKey, saved),
  });
}

export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: BusinessProfileBody) => unwrap(api.account["business-profile"].$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData(accountQueries.businessProfile().queryKey, saved),
  });
}

/** Deleting the account ends everything cached for it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrap(api.account.delete.$post({ json: { password, confirm: "DELETE" } })),
    onSuccess: () => queryClient.clear(),
  });
}
