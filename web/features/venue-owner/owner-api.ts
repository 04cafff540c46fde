import type { InferResponseType } from "hono/client";
import { VENUE_IMAGE_MAX_BYTES } from "@domain/venues";
import { api, ApiRequestError } from "@web/lib/api";

export type OwnerVenueView = InferResponseType<(typeof api.owner.venues)[":id"]["$get"], 200>;
export type OwnerVenue = OwnerVenueView["venue"];
export type OwnerImage = OwnerVenue["images"][number];
export type OwnerVenueSummary = InferResponseType<typeof api.owner.venues.$get, 200>["venues"][number];

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
    xhr.onabort = () => reject(new ApiRequestError(0, "aborted", "Upload cancelled."));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
