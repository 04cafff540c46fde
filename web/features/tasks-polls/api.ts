import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { PollInput, TaskInput, TaskUpdateInput } from "@domain/tasks-polls";
import { api, unwrap } from "@web/lib/api";

export type BoardView = InferResponseType<(typeof api)["tasks-polls"]["$get"], 200>;
export type TaskView = BoardView["tasks"][number];
export type PollView = BoardView["polls"][number];
export type CommentView = InferResponseType<(typeof api)["tasks-polls"]["tasks"][":taskId"]["comments"]["$get"], 200>["comments"][number];
export type ListingView = InferResponseType<(typeof api)["tasks-polls"]["catalog"]["$get"], 200>["results"][number];

/** The couple's tasks and polls, per account and per couple: a helper's view never shows for another. */
export const tasksPollsKeys = {
  all: ["tasks-polls"] as const,
  board: (userId: string, coupleId: string | null) => [...tasksPollsKeys.all, userId, coupleId ?? "own"] as const,
  comments: (userId: string, coupleId: string | null, taskId: string) => [...tasksPollsKeys.board(userId, coupleId), "comments", taskId] as const,
  catalog: (userId: string, coupleId: string | null, q: string) => [...tasksPollsKeys.board(userId, coupleId), "catalog", q] as const,
};

/** A helper names the couple; the couple leaves it out. */
const queryFor = (coupleId: string | null) => (coupleId ? { coupleId } : {});

/** How often an open poll's results refresh while the page is in view (decision 058: polling, not a stream). */
export const LIVE_RESULTS_MS = 4000;

export const tasksPollsQueries = {
  board: (userId: string, coupleId: string | null) =>
    queryOptions({
      queryKey: tasksPollsKeys.board(userId, coupleId),
      queryFn: ({ signal }) => unwrap(api["tasks-polls"].$get({ query: queryFor(coupleId) }, { init: { signal } })),
      // Live results: while a poll is open, others' votes show without a reload (only while the tab is visible).
      refetchInterval: (query) => (query.state.data?.polls.some((poll) => !poll.closed) ? LIVE_RESULTS_MS : false),
    }),
  comments: (userId: string, coupleId: string | null, taskId: string) =>
    queryOptions({
      queryKey: tasksPollsKeys.comments(userId, coupleId, taskId),
      queryFn: ({ signal }) => unwrap(api["tasks-polls"].tasks[":taskId"].comments.$get({ param: { taskId }, query: queryFor(coupleId) }, { init: { signal } })),
    }),
  catalog: (userId: string, coupleId: string | null, q: string) =>
    queryOptions({
      queryKey: tasksPollsKeys.catalog(userId, coupleId, q),
      queryFn: ({ signal }) => unwrap(api["tasks-polls"].catalog.$get({ query: { ...queryFor(coupleId), q } }, { init: { signal } })),
      enabled: q.trim().length >= 2,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: tasksPollsKeys.all }), client.invalidateQueries({ queryKey: ["planning"] })]);
}

export function useAddTask(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: TaskInput) => unwrap(api["tasks-polls"].tasks.$post({ query: queryFor(coupleId), json: input })), onSuccess: refresh });
}

export function useUpdateTask(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: TaskUpdateInput }) =>
      unwrap(api["tasks-polls"].tasks[":taskId"].$patch({ param: { taskId }, query: queryFor(coupleId), json: input })),
    onSuccess: refresh,
  });
}

export function useDeleteTask(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (taskId: string) => unwrap(api["tasks-polls"].tasks[":taskId"].$delete({ param: { taskId }, query: queryFor(coupleId) })),
    onSuccess: refresh,
  });
}

export function useAddComment(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: string; body: string }) => unwrap(api["tasks-polls"].tasks[":taskId"].comments.$post({ param: { taskId }, query: queryFor(coupleId), json: { body } })),
    onSuccess: refresh,
  });
}

export function useEditComment(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) => unwrap(api["tasks-polls"].comments[":commentId"].$patch({ param: { commentId }, query: queryFor(coupleId), json: { body } })),
    onSuccess: refresh,
  });
}

export function useDeleteComment(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (commentId: string) => unwrap(api["tasks-polls"].comments[":commentId"].$delete({ param: { commentId }, query: queryFor(coupleId) })),
    onSuccess: refresh,
  });
}

export function useAddPoll(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: PollInput) => unwrap(api["tasks-polls"].polls.$post({ query: queryFor(coupleId), json: input })), onSuccess: refresh });
}

export function useVote(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ pollId, choices }: { pollId: string; choices: number[] }) =>
      unwrap(api["tasks-polls"].polls[":pollId"].vote.$put({ param: { pollId }, query: queryFor(coupleId), json: { choices } })),
    onSuccess: refresh,
  });
}

export function useClosePoll(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (pollId: string) => unwrap(api["tasks-polls"].polls[":pollId"].close.$post({ param: { pollId }, query: queryFor(coupleId) })),
    onSuccess: refresh,
  });
}
