import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { GalleryIndex, GalleryIndexQuery, PublicGallery } from "@domain/vendor-galleries";
import { api, apiFetch, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";
import { CATALOG_STALE_MS } from "@web/lib/page-queries";

const galleries = api["vendor-galleries"];
export type OwnGallery = InferResponseType<(typeof galleries)["vendors"][":id"]["$get"], 200>;
export type OwnGalleryImage = OwnGallery["images"][number];

/** Query keys: the public galleries (by code, and the browsable index by its filters) and a vendor's own. */
export const galleryKeys = {
  all: ["vendor-galleries"] as const,
  index: (query: Partial<GalleryIndexQuery>) => [...galleryKeys.all, "index", query.category ?? "", query.city ?? "", query.tag ?? "", query.page ?? 1] as const,
  byCode: (code: string) => [...galleryKeys.all, "code", code] as const,
  own: (vendorId: string) => [...galleryKeys.all, "own", vendorId] as const,
};

const get = <T,>(path: string, signal?: AbortSignal) => unwrap<T>(apiFetch(path, { signal, credentials: "same-origin" }));

export const galleryQueries = {
  index: (query: Partial<GalleryIndexQuery>) =>
    queryOptions({
      queryKey: galleryKeys.index(query),
      queryFn: ({ signal }) => {
        const params = new URLSearchParams();
        if (query.category) params.set("category", query.category);
        if (query.city) params.set("city", query.city);
        if (query.tag) params.set("tag", query.tag);
        if (query.page && query.page > 1) params.set("page", String(query.page));
        const search = params.toString();
        return get<GalleryIndex>(`/api/vendor-galleries${search ? `?${search}` : ""}`, signal);
      },
      placeholderData: keepPreviousData,
      staleTime: CATALOG_STALE_MS,
    }),
  byCode: (code: string) =>
    queryOptions({
      queryKey: galleryKeys.byCode(code),
      queryFn: ({ signal }) => get<PublicGallery>(`/api/vendor-galleries/by-code/${encodeURIComponent(code)}`, signal),
      staleTime: CATALOG_STALE_MS,
      retryOnMount: false,
      retry: false,
    }),
  own: (vendorId: string) =>
    queryOptions({ queryKey: galleryKeys.own(vendorId), queryFn: ({ signal }) => unwrap(galleries.vendors[":id"].$get({ param: { id: vendorId } }, { init: { signal } })) }),
};

/**
 * A vendor's writes answer with the whole gallery: it replaces the cached one, and the public reads
 * refresh. One gallery's writes run one after another (a shared scope), so two quick reorders reach
 * the server in the order they were made and the last answer is the last write's.
 */
function useGalleryWrite<TVariables>(vendorId: string, write: (variables: TVariables) => Promise<OwnGallery>) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `vendor-gallery-${vendorId}` },
    mutationFn: write,
    onSuccess: (gallery) => queryClient.setQueryData(galleryKeys.own(vendorId), gallery),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all, predicate: (query) => query.queryKey[1] !== "own" }),
  });
}

export const useGalleryIntro = (vendorId: string) => useGalleryWrite(vendorId, (intro: string) => unwrap(galleries.vendors[":id"].$put({ param: { id: vendorId }, json: { intro } })));
export const useNewGalleryCode = (vendorId: string) => useGalleryWrite(vendorId, () => unwrap(galleries.vendors[":id"].code.$post({ param: { id: vendorId } })));
export const useRevokeGalleryCode = (vendorId: string) => useGalleryWrite(vendorId, () => unwrap(galleries.vendors[":id"].code.$delete({ param: { id: vendorId } })));
export const useUploadGalleryImage = (vendorId: string) =>
  useGalleryWrite(vendorId, ({ file, caption, tags }: { file: File; caption: string; tags: string }) => {
    const form = new FormData();
    form.append("file", file);
    if (caption.trim()) form.append("alt", caption.trim());
    if (tags.trim()) form.append("tags", tags.trim());
    return unwrap<OwnGallery>(apiFetch(`/api/vendor-galleries/vendors/${encodeURIComponent(vendorId)}/images`, { method: "POST", body: form }));
  });
export const useAddFromPortfolio = (vendorId: string) =>
  useGalleryWrite(vendorId, (portfolioImageId: string) => unwrap(galleries.vendors[":id"].images["from-portfolio"].$post({ param: { id: vendorId }, json: { portfolioImageId } })));
export const useEditGalleryImage = (vendorId: string) =>
  useGalleryWrite(vendorId, ({ imageId, caption, tags }: { imageId: string; caption: string; tags: string[] }) =>
    unwrap(galleries.vendors[":id"].images[":imageId"].$patch({ param: { id: vendorId, imageId }, json: { caption, tags } })),
  );
export const useRemoveGalleryImage = (vendorId: string) =>
  useGalleryWrite(vendorId, (imageId: string) => unwrap(galleries.vendors[":id"].images[":imageId"].$delete({ param: { id: vendorId, imageId } })));
export const useReorderGallery = (vendorId: string) => useGalleryWrite(vendorId, (imageIds: string[]) => unwrap(galleries.vendors[":id"].order.$put({ param: { id: vendorId }, json: { imageIds } })));

/** A couple (or their helper, with `coupleId`) saves a gallery image to one of the couple's boards. */
export function useSaveToBoard(coupleId: string | null) {
  const queryClient = useQueryClient();
  const client = (coupleId ? apiWithQuery({ coupleId }) : api)["vendor-galleries"];
  return useMutation({
    mutationFn: ({ imageId, boardId }: { imageId: string; boardId: string }) => unwrap(client.images[":imageId"].save.$post({ param: { imageId }, json: { boardId } })),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ["inspiration-boards"] }), queryClient.invalidateQueries({ queryKey: ["planning"] })]),
  });
}
