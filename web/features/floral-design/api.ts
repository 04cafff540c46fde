import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Design } from "@domain/floral";
import { api, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";

export type StudioView = InferResponseType<(typeof api)["floral-designs"]["$get"], 200>;
export type DesignView = StudioView["designs"][number];
export type StudioContextView = StudioView["context"];
export type SharedDesignView = InferResponseType<(typeof api)["floral-designs"]["shared"][":token"]["$get"], 200>;
export type FloristInquiryView = InferResponseType<(typeof api)["floral-designs"]["florist-inquiries"]["$get"], 200>["inquiries"][number];

const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);

/** Query keys of the studio, per account and couple: one couple's designs never show for another. */
export const floralKeys = {
  all: ["floral-designs"] as const,
  studio: (userId: string, coupleId: string | null) => [...floralKeys.all, "studio", userId, coupleId ?? "own"] as const,
  shared: (token: string) => [...floralKeys.all, "shared", token] as const,
  floristInquiries: (userId: string) => [...floralKeys.all, "florist-inquiries", userId] as const,
  inquiry: (inquiryId: string) => [...floralKeys.all, "inquiry", inquiryId] as const,
};

export const floralQueries = {
  studio: (userId: string, coupleId: string | null) =>
    queryOptions({ queryKey: floralKeys.studio(userId, coupleId), queryFn: ({ signal }) => unwrap(clientFor(coupleId)["floral-designs"].$get(undefined, { init: { signal } })) }),
  shared: (token: string) =>
    queryOptions({ queryKey: floralKeys.shared(token), queryFn: ({ signal }) => unwrap(api["floral-designs"].shared[":token"].$get({ param: { token } }, { init: { signal } })), retry: false }),
  floristInquiries: (userId: string) =>
    queryOptions({ queryKey: floralKeys.floristInquiries(userId), queryFn: ({ signal }) => unwrap(api["floral-designs"]["florist-inquiries"].$get(undefined, { init: { signal } })) }),
  inquiry: (inquiryId: string) =>
    queryOptions({ queryKey: floralKeys.inquiry(inquiryId), queryFn: ({ signal }) => unwrap(api["floral-designs"].inquiry[":inquiryId"].$get({ param: { inquiryId } }, { init: { signal } })) }),
};

/** Every write reads the studio again afterwards (and the dashboard's overview). */
function useStudioWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: floralKeys.all }), queryClient.invalidateQueries({ queryKey: ["planning"] })]),
  });
}

export function useSaveDesign(coupleId: string | null) {
  const client = clientFor(coupleId)["floral-designs"];
  return useStudioWrite(({ id, design }: { id?: string; design: Design }) => (id ? unwrap(client[":id"].$put({ param: { id }, json: design })) : unwrap(client.$post({ json: design }))));
}

export function useDeleteDesign(coupleId: string | null) {
  const client = clientFor(coupleId)["floral-designs"];
  return useStudioWrite((id: string) => unwrap(client[":id"].$delete({ param: { id } })));
}

export function useShareDesign(coupleId: string | null) {
  const client = clientFor(coupleId)["floral-designs"];
  return useStudioWrite((id: string) => unwrap(client[":id"].share.$post({ param: { id } })));
}

export function useRevokeDesignShare(coupleId: string | null) {
  const client = clientFor(coupleId)["floral-designs"];
  return useStudioWrite((id: string) => unwrap(client[":id"].share.$delete({ param: { id } })));
}

/** Attaching a design to an inquiry is the couple's own (never a helper's). */
export function useAttachDesign() {
  return useStudioWrite(({ id, inquiryId }: { id: string; inquiryId: string }) => unwrap(api["floral-designs"][":id"].inquiries[":inquiryId"].$put({ param: { id, inquiryId } })));
}
