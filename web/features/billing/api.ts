import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutRequest, PlanGrantInput } from "@domain/plans";
import { api, unwrap, type ApiRequestError } from "@web/lib/api";
import { withReauthentication } from "@web/lib/reauth";

export const billingKeys = {
  all: ["billing"] as const,
  plans: () => [...billingKeys.all, "plans"] as const,
  mine: () => [...billingKeys.all, "mine"] as const,
  accounts: (q: string, offset: number) => [...billingKeys.all, "admin", "accounts", q, offset] as const,
  grants: () => [...billingKeys.all, "admin", "grants"] as const,
};

export const BILLING_PAGE_SIZE = 20;

export const billingQueries = {
  /** The plans and prices as the server charges them, whether Stripe is set up, and founding places left. */
  plans: () => queryOptions({ queryKey: billingKeys.plans(), queryFn: ({ signal }) => unwrap(api.billing.plans.$get(undefined, { init: { signal } })) }),
  /** The signed-in business account's plan in force. */
  mine: () => queryOptions({ queryKey: billingKeys.mine(), queryFn: ({ signal }) => unwrap(api.billing.mine.$get(undefined, { init: { signal } })) }),
  accounts: (q: string, offset: number) =>
    queryOptions({
      queryKey: billingKeys.accounts(q, offset),
      queryFn: ({ signal }) =>
        unwrap(api.admin.billing.accounts.$get({ query: { ...(q ? { q } : {}), limit: String(BILLING_PAGE_SIZE), offset: String(offset) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
  grants: () => queryOptions({ queryKey: billingKeys.grants(), queryFn: ({ signal }) => unwrap(api.admin.billing.grants.$get(undefined, { init: { signal } })) }),
};

/** Starts Stripe Checkout and leaves for Stripe's page (the server prices it; only the plan's key is sent). */
export function useCheckout() {
  return useMutation<{ url: string }, ApiRequestError, CheckoutRequest>({
    mutationFn: (json) => unwrap(api.billing.checkout.$post({ json })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Opens the Stripe customer portal (cards, invoices, cancellation). */
export function usePortal() {
  return useMutation<{ url: string }, ApiRequestError, void>({
    mutationFn: () => unwrap(api.billing.portal.$post()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CheckoutRequest) => unwrap(api.billing.change.$post({ json })),
    onSuccess: (plan) => queryClient.setQueryData(billingKeys.mine(), plan),
  });
}

export function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => unwrap(api.billing.cancel.$post({ json: { cancel } })),
    onSuccess: (plan) => queryClient.setQueryData(billingKeys.mine(), plan),
  });
}

export function useGrantPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PlanGrantInput) => withReauthentication(() => unwrap(api.admin.billing.grants.$post({ json }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...billingKeys.all, "admin"] }),
  });
}
