import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { VendorPackageInput, VendorProfileInput, VendorRecommendationInput } from "@domain/vendors";
import type { InferResponseType } from "hono/client";
import { api, apiFetch, unwrap, type ApiRequestError } from "@web/lib/api";

const dash = api["vendor-dashboard"].vendors;

export const dashboardKeys = {
  all: ["vendor-dashboard"] as const,
  mine: () => [...dashboardKeys.all, "mine"] as const,
  vendor: (id: string) => [...dashboardKeys.all, "vendor", id] as const,
  candidates: (id: string, q: string) => [...dashboardKeys.all, "candidates", id, q] as const,
  reviews: (id: string) => [...dashboardKeys.all, "reviews", id] as const,
};

const fetchDashboard = (id: string, signal?: AbortSignal) => unwrap(dash[":id"].$get({ param: { id } }, { init: { signal } }));
export type Dashboard = Awaited<ReturnType<typeof fetchDashboard>>;

export const dashboardQueries = {
  mine: () => queryOptions({ queryKey: dashboardKeys.mine(), queryFn: ({ signal }) => unwrap(dash.$get(undefined, { init: { signal } })) }),
  vendor: (id: string) => queryOptions({ queryKey: dashboardKeys.vendor(id), queryFn: ({ signal }) => fetchDashboard(id, signal) }),
  reviews: (id: string) => queryOptions({ queryKey: dashboardKeys.reviews(id), queryFn: ({ signal }) => unwrap(dash[":id"].reviews.$get({ param: { id } }, { init: { signal } })) }),
  candidates: (id: string, q: string) =>
    queryOptions({
      queryKey: dashboardKeys.candidates(id, q),
      queryFn: ({ signal }) => unwrap(dash[":id"]["friendor-candidates"].$get({ param: { id }, query: q ? { q } : {} }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
};

/** A dashboard write: the profile (and the list of profiles) are read again. */
function useDashboardMutation<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiRequestError, TVariables>({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }) });
}

export const useCreateVendor = () => useDashboardMutation((json: VendorProfileInput) => unwrap(dash.$post({ json })));
export const useSaveProfile = (id: string) => useDashboardMutation((json: VendorProfileInput) => unwrap(dash[":id"].$put({ param: { id }, json })));
export const usePublish = (id: string) =>
  useDashboardMutation((publish: boolean) => unwrap(publish ? dash[":id"].publish.$post({ param: { id } }) : dash[":id"].unpublish.$post({ param: { id } })));
export const useAddPackage = (id: string) => useDashboardMutation((json: VendorPackageInput) => unwrap(dash[":id"].packages.$post({ param: { id }, json })));
export const useUpdatePackage = (id: string) =>
  useDashboardMutation(({ packageId, json }: { packageId: string; json: VendorPackageInput }) => unwrap(dash[":id"].packages[":packageId"].$put({ param: { id, packageId }, json })));
export const useDeletePackage = (id: string) => useDashboardMutation((packageId: string) => unwrap(dash[":id"].packages[":packageId"].$delete({ param: { id, packageId } })));
export const useUpdateImageAlt = (id: string) =>
  useDashboardMutation(({ imageId, alt }: { imageId: string; alt: string }) => unwrap(dash[":id"].images[":imageId"].$patch({ param: { id, imageId }, json: { alt } })));
export const useDeleteImage = (id: string) => useDashboardMutation((imageId: string) => unwrap(dash[":id"].images[":imageId"].$delete({ param: { id, imageId } })));
export const useRecommend = (id: string) => useDashboardMutation((json: VendorRecommendationInput) => unwrap(dash[":id"].recommendations.$post({ param: { id }, json })));
export const useRemoveRecommendation = (id: string) =>
  useDashboardMutation((recommendationId: string) => unwrap(dash[":id"].recommendations[":recommendationId"].$delete({ param: { id, recommendationId } })));

/** One photo as multipart (the typed client sends JSON only). */
export const useUploadImage = (id: string) =>
  useDashboardMutation(({ file, alt }: { file: File; alt: string }) => {
    const form = new FormData();
    form.append("file", file);
    if (alt.trim()) form.append("alt", alt.trim());
    return unwrap<{ image: { id: string } }>(apiFetch(`/api/vendor-dashboard/vendors/${encodeURIComponent(id)}/images`, { method: "POST", body: form }));
  });

export type VendorReviewView = InferResponseType<(typeof dash)[":id"]["reviews"]["$get"], 200>["reviews"][number];
export const useReplyToReview = (id: string) =>
  useDashboardMutation(({ reviewId, body }: { reviewId: string; body: string }) => unwrap(dash[":id"].reviews[":reviewId"].reply.$put({ param: { id, reviewId }, json: { body } })));
export const useDeleteReviewReply = (id: string) =>
  useDashboardMutation((reviewId: string) => unwrap(dash[":id"].reviews[":reviewId"].reply.$delete({ param: { id, reviewId } })));
export const useReportReview = (id: string) =>
  useDashboardMutation(({ reviewId, reason }: { reviewId: string; reason: string }) => unwrap(dash[":id"].reviews[":reviewId"].report.$post({ param: { id, reviewId }, json: { reason } })));
