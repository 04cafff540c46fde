import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/lib/api";

export const claimKeys = {
  all: ["venue-claims"] as const,
  mine: () => [...claimKeys.all, "mine"] as const,
  claimable: (q: string) => [...claimKeys.all, "claimable", q] as const,
};

export const claimQueries = {
  mine: () => queryOptions({ queryKey: claimKeys.mine(), queryFn: ({ signal }) => unwrap(api["venue-claims"].mine.$get(undefined, { init: { signal } })) }),
  /** Unclaimed listings by name; the previous results stay while the next search loads. */
  claimable: (q: string) =>
    queryOptions({
      queryKey: claimKeys.claimable(q),
      queryFn: ({ signal }) => unwrap(api["venue-claims"].venues.$get({ query: { q } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
};

type ClaimBody = Parameters<(typeof api)["venue-claims"]["$post"]>[0]["json"];

/** Sends a claim; "Your claims" and the claimable list are read again. */
export function useSendClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ClaimBody) => unwrap(api["venue-claims"].$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
