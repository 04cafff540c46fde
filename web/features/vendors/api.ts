import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CategoryCount, VendorDetail, VendorListResult } from "@domain/vendor-cards";
import type { CategoryMatches } from "@domain/vendor-matching";
import type { VendorMatchInput, VendorReviewInput } from "@domain/vendors";
import { ApiRequestError, apiFetch, unwrap } from "@web/lib/api";
import { CATALOG_STALE_MS } from "@web/lib/page-queries";
import { notify } from "@web/lib/toast";

export interface MyReview {
  id: string;
  rating: number;
  body: string;
  /** held: waiting for our team before it shows and counts; removed: taken down by our team. */
  status: "published" | "held" | "removed";
  createdAt: string;
  updatedAt: string;
}

/** Query keys of the vendors feature: lists by their query string, profiles by id or slug. */
export const vendorKeys = {
  all: ["vendors"] as const,
  list: (query: Record<string, string>) => [...vendorKeys.all, "list", new URLSearchParams(query).toString()] as const,
  categories: (city: string | null) => [...vendorKeys.all, "categories", city ?? "all"] as const,
  detail: (idOrSlug: string) => [...vendorKeys.all, "detail", idOrSlug] as const,
  myReview: (vendorId: string) => [...vendorKeys.all, "my-review", vendorId] as const,
  missing: (what: string) => [...vendorKeys.all, "missing", what] as const,
};

const get = <T,>(path: string, signal?: AbortSignal) => unwrap<T>(apiFetch(path, { signal, credentials: "same-origin" }));
const send = <T,>(method: string, path: string, body?: unknown) =>
  unwrap<T>(
    apiFetch(path, body === undefined ? { method, credentials: "same-origin" } : { method, credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );

export const vendorQueries = {
  list: (query: Record<string, string>) =>
    queryOptions({
      queryKey: vendorKeys.list(query),
      queryFn: ({ signal }) => {
        const search = new URLSearchParams(query).toString();
        return get<VendorListResult>(`/api/vendors${search ? `?${search}` : ""}`, signal);
      },
      placeholderData: keepPreviousData,
      staleTime: CATALOG_STALE_MS,
    }),
  categories: (city: string | null) =>
    queryOptions({
      queryKey: vendorKeys.categories(city),
      queryFn: ({ signal }) => get<{ categories: CategoryCount[] }>(`/api/vendors/categories${city ? `?city=${city}` : ""}`, signal),
      staleTime: CATALOG_STALE_MS,
    }),
  detail: (idOrSlug: string) =>
    queryOptions({
      queryKey: vendorKeys.detail(idOrSlug),
      queryFn: ({ signal }) => get<VendorDetail>(`/api/vendors/${encodeURIComponent(idOrSlug)}`, signal),
      staleTime: CATALOG_STALE_MS,
      retryOnMount: false,
    }),
  myReview: (vendorId: string) =>
    queryOptions({
      queryKey: vendorKeys.myReview(vendorId),
      queryFn: ({ signal }) => get<{ review: MyReview | null }>(`/api/vendors/${vendorId}/reviews/mine`, signal),
    }),
  /**
   * An address naming a city or category we don't have: a query that is "not found", so the server
   * answers the page with a 404 like a missing venue (the renderer dehydrates 404 errors).
   */
  missing: (what: string, message: string) =>
    queryOptions({
      queryKey: vendorKeys.missing(what),
      queryFn: (): Promise<null> => Promise.reject(new ApiRequestError(404, "not_found", message)),
      retry: false,
      retryOnMount: false,
      staleTime: Infinity,
    }),
};

export function matchVendors(input: VendorMatchInput) {
  return send<{ categories: CategoryMatches[] }>("POST", "/api/vendors/match", input);
}

/** Posts (or edits) the couple's review, then refreshes the profile and the lists its rating shows in. */
export function useSaveReview(vendorId: string, idOrSlug: string, existing: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorReviewInput) =>
      existing
        ? send<{ review: MyReview; notice: string | null }>("PUT", `/api/vendors/${vendorId}/reviews/mine`, input)
        : send<{ review: MyReview; notice: string | null }>("POST", `/api/vendors/${vendorId}/reviews`, input),
    onSuccess: async (result) => {
      client.setQueryData(vendorKeys.myReview(vendorId), result);
      await Promise.all([client.invalidateQueries({ queryKey: vendorKeys.detail(idOrSlug) }), client.invalidateQueries({ queryKey: [...vendorKeys.all, "list"] })]);
    },
  });
}

/** Takes back the couple's review, then refreshes the profile and the lists its rating shows in. */
export function useDeleteReview(vendorId: string, idOrSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => send<{ deleted: true }>("DELETE", `/api/vendors/${vendorId}/reviews/mine`),
    onSuccess: async () => {
      // Said here, not by the dialog: clearing the review unmounts the dialog before its own callbacks run.
      void notify.success("Your review is deleted.");
      client.setQueryData(vendorKeys.myReview(vendorId), { review: null });
      await Promise.all([client.invalidateQueries({ queryKey: vendorKeys.detail(idOrSlug) }), client.invalidateQueries({ queryKey: [...vendorKeys.all, "list"] })]);
    },
  });
}

/** Counts one profile view; a refused or failed count never bothers the visitor. */
export function sendVendorView(id: string): void {
  void apiFetch(`/api/vendors/${id}/views`, { method: "POST", credentials: "same-origin" })
    .then((response) => response.text())
    .catch(() => {});
}
