import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { EventValues, TaskValues } from "@domain/timeline";
import { api, unwrap } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";

export type TimelineView = InferResponseType<typeof api.timeline.$get, 200>;
export type TaskView = TimelineView["tasks"][number];
export type EventView = TimelineView["events"][number];
export type SharedView = InferResponseType<(typeof api.timeline.shared)[":token"]["$get"], 200>;
export type TimelineByIdView = InferResponseType<(typeof api.timeline)["by-id"][":timelineId"]["$get"], 200>;
export type MovedTask = InferResponseType<(typeof api.timeline)["wedding-date"]["$put"], 200>["moved"][number];

/** Query keys of the timeline, per account: one couple's checklist never shows for another. */
export const timelineKeys = {
  all: ["timeline"] as const,
  mine: (userId: string) => [...timelineKeys.all, "mine", userId] as const,
  byId: (userId: string, id: string) => [...timelineKeys.all, "by-id", userId, id] as const,
  shared: (token: string) => [...timelineKeys.all, "shared", token] as const,
};

export const timelineQueries = {
  mine: (userId: string) => queryOptions({ queryKey: timelineKeys.mine(userId), queryFn: ({ signal }) => unwrap(api.timeline.$get(undefined, { init: { signal } })) }),
  byId: (userId: string, timelineId: string) =>
    queryOptions({ queryKey: timelineKeys.byId(userId, timelineId), queryFn: ({ signal }) => unwrap(api.timeline["by-id"][":timelineId"].$get({ param: { timelineId } }, { init: { signal } })) }),
  shared: (token: string) =>
    queryOptions({ queryKey: timelineKeys.shared(token), queryFn: ({ signal }) => unwrap(api.timeline.shared[":token"].$get({ param: { token } }, { init: { signal } })), retry: false }),
};

export const TASKS_ICS_URL = "/api/timeline/tasks.ics";
export const EVENTS_ICS_URL = "/api/timeline/events.ics";

function useMineKey() {
  const { user } = useAuth();
  return timelineQueries.mine(user?.id ?? "").queryKey;
}

/** Every write reads the timeline again afterwards (and the dashboard's overview with it). */
function useTimelineWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }) });
}

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  const key = useMineKey();
  return useMutation({
    mutationFn: (templateId: string) => unwrap(api.timeline.$post({ json: { templateId } })),
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}

export function useMoveWeddingDate() {
  return useTimelineWrite((input: { weddingDate: string; adjust: boolean }) => unwrap(api.timeline["wedding-date"].$put({ json: input })));
}

export function useSaveTask() {
  return useTimelineWrite(({ id, input }: { id?: string; input: TaskValues }) =>
    id ? unwrap(api.timeline.tasks[":id"].$put({ param: { id }, json: input })) : unwrap(api.timeline.tasks.$post({ json: input })),
  );
}

export function useSetTaskDone() {
  const queryClient = useQueryClient();
  const key = useMineKey();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => unwrap(api.timeline.tasks[":id"].$patch({ param: { id }, json: { done } })),
    // Checked at once; the server's answer (or a refetch after a failure) settles it.
    onMutate: ({ id, done }) => {
      queryClient.setQueryData(key, (view) => (view ? { ...view, tasks: view.tasks.map((t) => (t.id === id ? { ...t, done } : t)) } : view));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}

export function useDeleteTask() {
  return useTimelineWrite((id: string) => unwrap(api.timeline.tasks[":id"].$delete({ param: { id } })));
}

export function useSaveEvent() {
  return useTimelineWrite(({ id, input }: { id?: string; input: EventValues }) =>
    id ? unwrap(api.timeline.events[":id"].$put({ param: { id }, json: input })) : unwrap(api.timeline.events.$post({ json: input })),
  );
}

export function useDeleteEvent() {
  return useTimelineWrite((id: string) => unwrap(api.timeline.events[":id"].$delete({ param: { id } })));
}

export function useCreateShare() {
  return useTimelineWrite((label: string) => unwrap(api.timeline.shares.$post({ json: { label } })));
}

export function useRevokeShare() {
  return useTimelineWrite((id: string) => unwrap(api.timeline.shares[":id"].$delete({ param: { id } })));
}
