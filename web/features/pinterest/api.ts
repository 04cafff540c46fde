import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@web/lib/api";

export type PinterestStatus = InferResponseType<(typeof api)["pinterest"]["$get"], 200>;
export type PinterestBoardsPage = InferResponseType<(typeof api)["pinterest"]["boards"]["$get"], 200>;
export type PinterestPinsPage = InferResponseType<(typeof api)["pinterest"]["boards"][":boardId"]["pins"]["$get"], 200>;
export type PinterestImportResult = InferResponseType<(typeof api)["pinterest"]["import"]["$post"], 200>;

export const pinterestKeys = { all: ["pinterest"] as const };

export const pinterestQueries = {
  availability: () => queryOptions({ queryKey: [...pinterestKeys.all, "availability"] as const, queryFn: ({ signal }) => unwrap(api.pinterest.availability.$get(undefined, { init: { signal } })) }),
  status: (userId: string) => queryOptions({ queryKey: [...pinterestKeys.all, userId, "status"] as const, queryFn: ({ signal }) => unwrap(api.pinterest.$get(undefined, { init: { signal } })) }),
  boards: (userId: string, bookmark: string | undefined) =>
    queryOptions({
      queryKey: [...pinterestKeys.all, userId, "boards", bookmark ?? ""] as const,
      queryFn: ({ signal }) => unwrap(api.pinterest.boards.$get({ query: bookmark ? { bookmark } : {} }, { init: { signal } })),
      retry: false,
    }),
  pins: (userId: string, boardId: string, bookmark: string | undefined) =>
    queryOptions({
      queryKey: [...pinterestKeys.all, userId, "pins", boardId, bookmark ?? ""] as const,
      queryFn: ({ signal }) => unwrap(api.pinterest.boards[":boardId"].pins.$get({ param: { boardId }, query: bookmark ? { bookmark } : {} }, { init: { signal } })),
      retry: false,
    }),
};

function usePinterestWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: pinterestKeys.all }), queryClient.invalidateQueries({ queryKey: ["inspiration-boards"] })]),
  });
}

export const useStartConnect = () => usePinterestWrite(() => unwrap(api.pinterest.connect.$post()));
export const useCompleteConnect = () => usePinterestWrite((input: { code: string; state: string }) => unwrap(api.pinterest.connect.complete.$post({ json: input })));
export const useDisconnect = () => usePinterestWrite(() => unwrap(api.pinterest.connection.$delete()));
export const useImportPins = () =>
  usePinterestWrite((input: { pinterestBoardId: string; boardName: string; pinIds: string[] }) => unwrap(api.pinterest.import.$post({ json: input })));
export const useRefreshBoard = () => usePinterestWrite((id: string) => unwrap(api.pinterest.refresh[":id"].$post({ param: { id } })));
