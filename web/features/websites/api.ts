import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import type { rsvpLookupSchema, siteSettingsSchema } from "@domain/websites";
import { api, unwrap } from "@web/lib/api";

export type BuilderView = InferResponseType<typeof api.websites.mine.$get, 200>;
export type PublicSiteView = InferResponseType<(typeof api.websites.site)[":site"]["$get"], 200>;
export type OpenSite = Extract<PublicSiteView, { state: "open" }>["site"];
export type CoupleProfileView = InferResponseType<(typeof api.websites.couples)[":id"]["$get"], 200>;
export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>;

export const websiteKeys = {
  all: ["websites"] as const,
  mine: () => ["websites", "mine"] as const,
  site: (address: string) => ["websites", "site", address] as const,
  couple: (id: string) => ["websites", "couple", id] as const,
};

export const websiteQueries = {
  mine: () => queryOptions({ queryKey: websiteKeys.mine(), queryFn: ({ signal }) => unwrap(api.websites.mine.$get(undefined, { init: { signal } })) }),
  /**
   * The site a visitor opens. The server renders it as a visitor without a pass sees it; in the browser it
   * is asked once more on mount, with this browser's pass (a cookie), so an unlocked site opens and a
   * guest who found their invitation sees their own events.
   */
  site: (address: string) =>
    queryOptions({
      queryKey: websiteKeys.site(address),
      queryFn: ({ signal }) => unwrap(api.websites.site[":site"].$get({ param: { site: address } }, { init: { signal } })),
      retry: false,
      staleTime: 0,
    }),
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

export function useUnlockSite(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrap(api.websites.site[":site"].unlock.$post({ param: { site: address }, json: { password } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.site(address) }),
  });
}

export function useFindInvitation(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: z.input<typeof rsvpLookupSchema>) => unwrap(api.websites.site[":site"]["rsvp-lookup"].$post({ param: { site: address }, json: name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.site(address) }),
  });
}

export const qrCodeUrl = (format: "svg" | "png") => `/api/websites/mine/qr.${format}`;
