import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { CATALOG_QUERY_KEY } from "@web/lib/page-queries";
import type { InferResponseType } from "hono/client";
import { VENUE_IMAGE_MAX_BYTES } from "@domain/venues";
import { api, ApiRequestError, unwrap } from "@web/lib/api";
import { tourKeys } from "../tours";

export type OwnerVenueView = InferResponseType<(typeof api.owner.venues)[":id"]["$get"], 200>;
export type OwnerVenue = OwnerVenueView["venue"];
export type OwnerImage = OwnerVenue["images"][number];
export type OwnerVenueSummary = InferResponseType<typeof api.owner.venues.$get, 200>["venues"][number];

/** Query keys of an owner's listings: the list (dashboard, account page) and each listing. */
export const ownerKeys = {
  all: ["owner-venues"] as const,
  list: () => [...ownerKeys.all, "list"] as const,
  venue: (id: string) => [...ownerKeys.all, "venue", id] as const,
};

export const ownerQueries = {
  list: () => queryOptions({ queryKey: ownerKeys.list(), queryFn: ({ signal }) => unwrap(api.owner.venues.$get(undefined, { init: { signal } })) }),
  venue: (id: string) =>
    queryOptions({ queryKey: ownerKeys.venue(id), queryFn: ({ signal }) => unwrap(api.owner.venues[":id"].$get({ param: { id } }, { init: { signal } })) }),
};

type ListingInput = Parameters<typeof api.owner.venues.$post>[0]["json"];
type ListingPatch = Parameters<(typeof api.owner.venues)[":id"]["$patch"]>[0]["json"];
/**
 * The listing forms send their fields as entered (numbers as text, questionnaire details as a map);
 * the server coerces and validates each one. The routes declare their parsed shape as their input
 * (server/http/validate.ts types `in` as the schema's output), hence this one documented widening.
 */
type ListingFields = { readonly [field: string]: unknown };

export const ownerWrites = {
  create: (fields: ListingFields) => unwrap(api.owner.venues.$post({ json: fields as ListingInput })),
  update: (id: string, fields: ListingFields) => unwrap(api.owner.venues[":id"].$patch({ param: { id }, json: fields as ListingPatch })),
  publish: (id: string) => unwrap(api.owner.venues[":id"].publish.$post({ param: { id } })),
  unpublish: (id: string) => unwrap(api.owner.venues[":id"].unpublish.$post({ param: { id } })),
  remove: (id: string) => unwrap(api.owner.venues[":id"].$delete({ param: { id } })),
  reorderImages: (id: string, imageIds: string[]) => unwrap(api.owner.venues[":id"].images.order.$put({ param: { id }, json: { imageIds } })),
  removeImage: (id: string, imageId: string) => unwrap(api.owner.venues[":id"].images[":imageId"].$delete({ param: { id, imageId } })),
  describeImage: (id: string, imageId: string, alt: string) => unwrap(api.owner.venues[":id"].images[":imageId"].$patch({ param: { id, imageId }, json: { alt } })),
};

/** An owner write: afterwards the owner's listings are read again (and the tours pages, which show the listing). */
export function useOwnerMutation<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([ownerKeys.all, tourKeys.all, CATALOG_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * Publishing or hiding a listing from the dashboard: the switch flips at once and flips back if the
 * server refuses (e.g. a listing not ready to publish).
 */
export function useSetPublished() {
  const queryClient = useQueryClient();
  const listKey = ownerQueries.list().queryKey;
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) => (published ? ownerWrites.publish(id) : ownerWrites.unpublish(id)),
    onMutate: async ({ id, published }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (old) => old && { ...old, venues: old.venues.map((v) => (v.id === id ? { ...v, published } : v)) });
      return before;
    },
    onError: (_error, _change, before) => queryClient.setQueryData(listKey, before),
    onSettled: () => Promise.all([ownerKeys.all, CATALOG_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The public venue page of a listing. */
export const publicVenuePath = (slug: string) => `/venues/${slug}`;
export const toursPath = (venueId: string) => `/venue-owner-dashboard/venues/${venueId}/tours`;
export const editPath = (venueId: string, step?: string) => `/add-venue?venue=${venueId}${step ? `&step=${step}` : ""}`;
export const questionnairePath = (venueId: string) => `/venue-questionnaire?venue=${venueId}`;

/** What the browser can tell before uploading; the server checks the real content again. */
export function precheckPhoto(file: File): string | null {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml" || file.type === "image/gif") {
    return "Choose a photo (JPEG, PNG, WebP or HEIC).";
  }
  if (file.size > VENUE_IMAGE_MAX_BYTES) return `This photo is ${(file.size / 1024 / 1024).toFixed(1)} MB; photos can be at most 8 MB.`;
  return null;
}

/**
 * Uploads one photo with progress (fetch has no upload progress, so this is XMLHttpRequest). Resolves
 * with the stored image, rejects with the server's message.
 */
export function uploadPhoto(venueId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<OwnerImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/owner/venues/${venueId}/images`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { image?: OwnerImage; error?: { code: string; message: string } } | null;
      if (xhr.status === 201 && body?.image) resolve(body.image);
      else reject(new ApiRequestError(xhr.status, body?.error?.code ?? "upload_failed", body?.error?.message ?? "The upload failed. Try again."));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "network_error", "We couldn't reach Serviceberry. Check your connection and try again."));
    xhr.onabort = () => reject(new ApiRequestError(0, "aborted", "Upload canceled."));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
