import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { VendorClaimInput } from "@domain/vendors";
import { api, unwrap, type ApiRequestError } from "@web/lib/api";

export const vendorClaimKeys = {
  all: ["vendor-claims"] as const,
  mine: () => [...vendorClaimKeys.all, "mine"] as const,
  claimable: (q: string) => [...vendorClaimKeys.all, "claimable", q] as const,
};

export const vendorClaimQueries = {
  mine: () => queryOptions({ queryKey: vendorClaimKeys.mine(), queryFn: ({ signal }) => unwrap(api["vendor-claims"].mine.$get(undefined, { init: { signal } })) }),
  claimable: (q: string) =>
    queryOptions({
      queryKey: vendorClaimKeys.claimable(q),
      queryFn: ({ signal }) => unwrap(api["vendor-claims"].vendors.$get({ query: q ? { q } : {} }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
};

export function useSendVendorClaim() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, VendorClaimInput>({
    mutationFn: (json) => unwrap(api["vendor-claims"].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorClaimKeys.all }),
  });
}
