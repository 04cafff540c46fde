import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { PollInput, TaskInput, TaskUpdateInput } from "@domain/tasks-polls";
import { api, unwrap } from "@web/lib/api";

export type BoardView = InferResponseType<(typeof api)["tasks-polls"]["$get"], 200>;
export type TaskView = BoardView["tasks"][number];
export type PollView = BoardView["polls"][number];

/** The couple's tasks and polls, per account and per couple: a helper's view never shows for another. */
export const tasksPollsKeys = {
  all: ["tasks-polls"] as const,
  board: (userId: string, coupleId: string | null) => [...tasksPollsKeys.all, userId, coupleId ?? "own"] as const,
};

/** A helper names the couple; the couple leaves it out. */
const queryFor = (coupleId: string | null) => (coupleId ? { coupleId } : {});

export const tasksPollsQueries = {
  board: (userId: string, coupleId: string | null) =>
    queryOptions({
      queryKey: tasksPollsKeys.board(userId, coupleId),
      queryFn: ({ signal }) => unwrap(api["tasks-polls"].$get({ query: queryFor(coupleId) }, { init: { signal } })),
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

export function useAddPoll(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: PollInput) => unwrap(api["tasks-polls"].polls.$post({ query: queryFor(coupleId), json: input })), onSuccess: refresh });
}

export function useVote(coupleId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ pollId, option }: { pollId: string; option: number }) =>
      unwrap(api["tasks-polls"].polls[":pollId"].vote.$put({ param: { pollId }, query: queryFor(coupleId), json: { option } })),
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
