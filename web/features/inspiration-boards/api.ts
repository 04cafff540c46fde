import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { VENUE_IMAGE_MAX_BYTES } from "@domain/venues";
import { api, apiFetch, ApiRequestError, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";

export type BoardsView = InferResponseType<(typeof api)["inspiration-boards"]["$get"], 200>;
export type BoardView = BoardsView["boards"][number];
export type BoardImageView = BoardView["images"][number];

const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);

/** Query keys per account and couple: one couple's boards never show for another. */
export const boardKeys = {
  all: ["inspiration-boards"] as const,
  list: (userId: string, coupleId: string | null) => [...boardKeys.all, userId, coupleId ?? "own"] as const,
};

export const boardQueries = {
  list: (userId: string, coupleId: string | null) =>
    queryOptions({ queryKey: boardKeys.list(userId, coupleId), queryFn: ({ signal }) => unwrap(clientFor(coupleId)["inspiration-boards"].$get(undefined, { init: { signal } })) }),
};

/** Every write reads the boards again afterwards (and the dashboard's overview). */
function useBoardWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: boardKeys.all }), queryClient.invalidateQueries({ queryKey: ["planning"] })]),
  });
}

export function useCreateBoard(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite((name: string) => unwrap(client.$post({ json: { name } })));
}

export function useRenameBoard(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite(({ id, name }: { id: string; name: string }) => unwrap(client[":id"].$patch({ param: { id }, json: { name } })));
}

/** The colors, links and note a couple adds to a board. */
export function useUpdateBoard(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite(({ id, ...patch }: { id: string; colors?: string[]; links?: { url: string; label: string }[]; note?: string }) => unwrap(client[":id"].$patch({ param: { id }, json: patch })));
}

export function useDeleteBoard(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite((id: string) => unwrap(client[":id"].$delete({ param: { id } })));
}

export function useImageNote(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite(({ id, imageId, note }: { id: string; imageId: string; note: string }) => unwrap(client[":id"].images[":imageId"].$patch({ param: { id, imageId }, json: { note } })));
}

export function useRemoveImage(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite(({ id, imageId }: { id: string; imageId: string }) => unwrap(client[":id"].images[":imageId"].$delete({ param: { id, imageId } })));
}

export function useReorderImages(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite(({ id, imageIds }: { id: string; imageIds: string[] }) => unwrap(client[":id"].order.$put({ param: { id }, json: { imageIds } })));
}

/** What the browser can tell before uploading (the server checks the content itself). */
export function precheckBoardImage(file: File): string | null {
  if (file.type && (!file.type.startsWith("image/") || file.type === "image/svg+xml" || file.type === "image/gif")) return `${file.name}: choose a photo (JPEG, PNG, WebP or HEIC).`;
  if (file.size > VENUE_IMAGE_MAX_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; images can be at most 8 MB.`;
  return null;
}

/** One image to a board (multipart: the hono client has no typed multipart for this route). */
export function useUploadImage(coupleId: string | null) {
  return useBoardWrite(async ({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append("file", file);
    const query = coupleId ? `?coupleId=${encodeURIComponent(coupleId)}` : "";
    const response = await apiFetch(`/api/inspiration-boards/${encodeURIComponent(id)}/images${query}`, { method: "POST", body: form }).catch(() => {
      throw new ApiRequestError(0, "network_error", "We couldn't reach Serviceberry. Check your connection and try again.");
    });
    const body = (await response.json().catch(() => null)) as (BoardView & { error?: undefined }) | { error?: { code: string; message: string } } | null;
    if (response.status !== 201 || !body || body.error) {
      throw new ApiRequestError(response.status, body?.error?.code ?? "upload_failed", body?.error?.message ?? "The upload failed. Try again.");
    }
    return body as BoardView;
  });
}

/** An image from a pasted image or pin address: the server fetches it under its guard (decision 042). */
export function useAddFromAddress(coupleId: string | null) {
  const client = clientFor(coupleId)["inspiration-boards"];
  return useBoardWrite(({ id, url, note }: { id: string; url: string; note: string }) => unwrap(client[":id"].images["from-address"].$post({ param: { id }, json: { url, note } })));
}

export type SharesView = InferResponseType<(typeof api)["inspiration-boards"]["shares"]["$get"], 200>;
export const shareKeys = { all: ["inspiration-board-shares"] as const };
export const shareQueries = {
  list: (userId: string) => queryOptions({ queryKey: [...shareKeys.all, userId] as const, queryFn: ({ signal }) => unwrap(api["inspiration-boards"].shares.$get(undefined, { init: { signal } })) }),
};

/** Shares or unshares a board with a vendor the couple wrote to (the couple only). */
export function useBoardShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vendorId, shared }: { id: string; vendorId: string; shared: boolean }) =>
      unwrap(shared ? api["inspiration-boards"][":id"].shares[":vendorId"].$put({ param: { id, vendorId } }) : api["inspiration-boards"][":id"].shares[":vendorId"].$delete({ param: { id, vendorId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}

export type VendorBoardsView = InferResponseType<(typeof api)["inspiration-boards"]["shared-with-me"][":coupleId"]["$get"], 200>;
export const vendorBoardQueries = {
  shared: (userId: string, coupleId: string, source: "all" | "pinterest") =>
    queryOptions({
      queryKey: ["inspiration-boards-shared", userId, coupleId, source] as const,
      queryFn: ({ signal }) => unwrap(api["inspiration-boards"]["shared-with-me"][":coupleId"].$get({ param: { coupleId }, query: { source } }, { init: { signal } })),
      retry: false,
    }),
};
