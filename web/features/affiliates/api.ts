import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AffiliateApplicationInput, AffiliatePayoutInput, AffiliateReviewInput, AffiliateStatus } from "@domain/affiliates";
import { api, unwrap } from "@web/lib/api";
import { withReauthentication } from "@web/lib/reauth";

export const affiliateKeys = {
  all: ["affiliates"] as const,
  dashboard: () => [...affiliateKeys.all, "dashboard"] as const,
  admin: (status: AffiliateStatus | "all") => [...affiliateKeys.all, "admin", "list", status] as const,
  adminPayouts: () => [...affiliateKeys.all, "admin", "payouts"] as const,
};

export const affiliateQueries = {
  dashboard: () => queryOptions({ queryKey: affiliateKeys.dashboard(), queryFn: ({ signal }) => unwrap(api.affiliates.dashboard.$get(undefined, { init: { signal } })) }),
  admin: (status: AffiliateStatus | "all") =>
    queryOptions({
      queryKey: affiliateKeys.admin(status),
      queryFn: ({ signal }) => unwrap(api.admin.affiliates.$get({ query: status === "all" ? {} : { status } }, { init: { signal } })),
    }),
  adminPayouts: () => queryOptions({ queryKey: affiliateKeys.adminPayouts(), queryFn: ({ signal }) => unwrap(api.admin.affiliates.payouts.$get(undefined, { init: { signal } })) }),
};

export function useApplyAsAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: AffiliateApplicationInput) => unwrap(api.affiliates.application.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}

export function useReviewAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: AffiliateReviewInput & { id: string }) => withReauthentication(() => unwrap(api.admin.affiliates[":id"].$patch({ param: { id }, json }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...affiliateKeys.all, "admin"] }),
  });
}

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: AffiliatePayoutInput & { id: string }) => withReauthentication(() => unwrap(api.admin.affiliates[":id"].payouts.$post({ param: { id }, json }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...affiliateKeys.all, "admin"] }),
  });
}

/** A code typed on the sign-up form: the server sets the referral cookie, or ignores a code it doesn't know. */
export async function noteReferralCode(code: string): Promise<void> {
  await api.affiliates.referral.$post({ json: { code } }).catch(() => undefined);
}
