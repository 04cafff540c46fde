import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { createContext, useContext } from "react";
import type { EventValues, TaskValues } from "@domain/timeline";
import { api, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";
import { useAuth } from "@web/lib/auth";

/**
 * Whose timeline the page works on: null for the couple's own, or the couple a helper opened
 * (/planning/master-timeline?coupleId=...): every call then names that couple.
 */
export const TimelineCoupleContext = createContext<string | null>(null);

const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);

function useClient() {
  return clientFor(useContext(TimelineCoupleContext));
}

export type TimelineView = InferResponseType<typeof api.timeline.$get, 200>;
export type TaskView = TimelineView["tasks"][number];
export type EventView = TimelineView["events"][number];
export type SharedView = InferResponseType<(typeof api.timeline.shared)[":token"]["$get"], 200>;
export type TimelineByIdView = InferResponseType<(typeof api.timeline)["by-id"][":timelineId"]["$get"], 200>;
export type MovedTask = InferResponseType<(typeof api.timeline)["wedding-date"]["$put"], 200>["moved"][number];

/** Query keys of the timeline, per account: one couple's checklist never shows for another. */
export const timelineKeys = {
  all: ["timeline"] as const,
  mine: (userId: string, coupleId: string | null = null) => [...timelineKeys.all, "mine", userId, coupleId ?? "own"] as const,
  byId: (userId: string, id: string) => [...timelineKeys.all, "by-id", userId, id] as const,
  shared: (token: string) => [...timelineKeys.all, "shared", token] as const,
};

export const timelineQueries = {
  mine: (userId: string, coupleId: string | null = null) =>
    queryOptions({ queryKey: timelineKeys.mine(userId, coupleId), queryFn: ({ signal }) => unwrap(clientFor(coupleId).timeline.$get(undefined, { init: { signal } })) }),
  byId: (userId: string, timelineId: string) =>
    queryOptions({ queryKey: timelineKeys.byId(userId, timelineId), queryFn: ({ signal }) => unwrap(api.timeline["by-id"][":timelineId"].$get({ param: { timelineId } }, { init: { signal } })) }),
  shared: (token: string) =>
    queryOptions({ queryKey: timelineKeys.shared(token), queryFn: ({ signal }) => unwrap(api.timeline.shared[":token"].$get({ param: { token } }, { init: { signal } })), retry: false }),
};

export const TASKS_ICS_URL = "/api/timeline/tasks.ics";
export const EVENTS_ICS_URL = "/api/timeline/events.ics";

function useMineKey() {
  const { user } = useAuth();
  return timelineQueries.mine(user?.id ?? "", useContext(TimelineCoupleContext)).queryKey;
}

/** Every write reads the timeline again afterwards (and the dashboard's overview with it). */
function useTimelineWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }) });
}

export function useApplyTemplate() {
  const client = useClient();
  const queryClient = useQueryClient();
  const key = useMineKey();
  return useMutation({
    mutationFn: (templateId: string) => unwrap(client.timeline.$post({ json: { templateId } })),
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}

export function useMoveWeddingDate() {
  // The couple's own wedding date, whoever's timeline is open (only the couple sees the form).
  return useTimelineWrite((input: { weddingDate: string; adjust: boolean }) => unwrap(api.timeline["wedding-date"].$put({ json: input })));
}

export function useSaveTask() {
  const client = useClient();
  return useTimelineWrite(({ id, input }: { id?: string; input: TaskValues }) =>
    id ? unwrap(client.timeline.tasks[":id"].$put({ param: { id }, json: input })) : unwrap(client.timeline.tasks.$post({ json: input })),
  );
}

export function useSetTaskDone() {
  const client = useClient();
  const queryClient = useQueryClient();
  const key = useMineKey();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => unwrap(client.timeline.tasks[":id"].$patch({ param: { id }, json: { done } })),
    // Checked at once; the server's answer (or a refetch after a failure) settles it.
    onMutate: ({ id, done }) => {
      queryClient.setQueryData(key, (view) => (view ? { ...view, tasks: view.tasks.map((t) => (t.id === id ? { ...t, done } : t)) } : view));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}

export function useDeleteTask() {
  const client = useClient();
  return useTimelineWrite((id: string) => unwrap(client.timeline.tasks[":id"].$delete({ param: { id } })));
}

export function useSaveEvent() {
  const client = useClient();
  return useTimelineWrite(({ id, input }: { id?: string; input: EventValues }) =>
    id ? unwrap(client.timeline.events[":id"].$put({ param: { id }, json: input })) : unwrap(client.timeline.events.$post({ json: input })),
  );
}

export function useDeleteEvent() {
  const client = useClient();
  return useTimelineWrite((id: string) => unwrap(client.timeline.events[":id"].$delete({ param: { id } })));
}

export function useCreateShare() {
  const client = useClient();
  return useTimelineWrite((label: string) => unwrap(client.timeline.shares.$post({ json: { label } })));
}

export function useRevokeShare() {
  const client = useClient();
  return useTimelineWrite((id: string) => unwrap(client.timeline.shares[":id"].$delete({ param: { id } })));
}
