import { infiniteQueryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@web/lib/api";

export type ActivityPage = InferResponseType<typeof api.activity.$get, 200>;
export type ActivityEntry = ActivityPage["entries"][number];

/** Query keys of the activity feed, per account and couple (a partner reads the couple's with ?coupleId=). */
export const activityKeys = {
  all: ["activity"] as const,
  feed: (userId: string, coupleId: string | null) => [...activityKeys.all, userId, coupleId ?? "own"] as const,
};

/** The feed, newest first, a page at a time ("Show earlier activity" asks for the next). */
export function activityFeedQuery(userId: string, coupleId: string | null) {
  return infiniteQueryOptions({
    queryKey: activityKeys.feed(userId, coupleId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.activity.$get({ query: { ...(coupleId ? { coupleId } : {}), ...(pageParam ? { before: String(pageParam) } : {}) } }, { init: { signal } })),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
