import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import type { siteSettingsSchema } from "@domain/websites";
import { api, apiFetch, ApiRequestError, unwrap } from "@web/lib/api";

export type BuilderView = InferResponseType<typeof api.websites.mine.$get, 200>;
export type PublicSiteView = InferResponseType<(typeof api.websites.site)[":site"]["$get"], 200>;
export type OpenSite = Extract<PublicSiteView, { state: "open" }>["site"];
export type CoupleProfileView = InferResponseType<(typeof api.websites.couples)[":id"]["$get"], 200>;
export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>;

export const websiteKeys = {
  all: ["websites"] as const,
  mine: () => ["websites", "mine"] as const,
  couple: (id: string) => ["websites", "couple", id] as const,
};

export const websiteQueries = {
  mine: () => queryOptions({ queryKey: websiteKeys.mine(), queryFn: ({ signal }) => unwrap(api.websites.mine.$get(undefined, { init: { signal } })) }),
  couple: (id: string) =>
    queryOptions({ queryKey: websiteKeys.couple(id), queryFn: ({ signal }) => unwrap(api.websites.couples[":id"].$get({ param: { id } }, { init: { signal } })), retry: false }),
  slugCheck: (slug: string) =>
    queryOptions({
      queryKey: ["websites", "slug-check", slug] as const,
      queryFn: ({ signal }) => unwrap(api.websites.mine["slug-check"].$get({ query: { slug } }, { init: { signal } })),
      staleTime: 10_000,
    }),
};

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsValues) => unwrap(api.websites.mine.$put({ json: input })),
    onSuccess: (view) => {
      queryClient.setQueryData(websiteKeys.mine(), view);
      void queryClient.invalidateQueries({ queryKey: ["planning"] });
    },
  });
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => unwrap(api.websites.mine.published.$put({ json: { published } })),
    onSuccess: (view) => {
      queryClient.setQueryData(websiteKeys.mine(), view);
      void queryClient.invalidateQueries({ queryKey: ["planning"] });
    },
  });
}

export const qrCodeUrl = (format: "svg" | "png") => `/api/websites/mine/qr.${format}`;

export type SitePhotoValue = SiteSettingsValues["content"]["gallery"][number];
export type UploadedSitePhoto = Omit<SitePhotoValue, "caption" | "alt">;

/** One photo for the gallery or a wedding-party member (multipart: the hono client has no typed multipart for this route). */
export function useUploadSitePhoto() {
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedSitePhoto> => {
      const form = new FormData();
      form.append("file", file);
      const response = await apiFetch("/api/websites/mine/images", { method: "POST", body: form }).catch(() => {
        throw new ApiRequestError(0, "network_error", "We couldn't reach Serviceberry. Check your connection and try again.");
      });
      const body = (await response.json().catch(() => null)) as (UploadedSitePhoto & { error?: undefined }) | { error?: { code: string; message: string } } | null;
      if (response.status !== 201 || !body || body.error) {
        throw new ApiRequestError(response.status, body?.error?.code ?? "upload_failed", body?.error?.message ?? "The upload failed. Try again.");
      }
      return body as UploadedSitePhoto;
    },
  });
}
