import { useQuery, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiRequestError } from "@web/lib/api";
import { forgetSchedule, loadSchedule, saveSchedule } from "./offline-cache";

/**
 * A schedule query that survives losing the connection: each answer is saved; when a fetch fails for
 * want of a network, the last saved copy shows (with when it was saved). An answer that says the
 * schedule is gone (404, 403) wipes the saved copy, so a revoked link shows nothing.
 */
export function useOfflineSchedule<T>(scope: string, options: { queryKey: QueryKey; queryFn?: unknown }) {
  const query = useQuery({ queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<T>, retry: false, networkMode: "always" });
  const [cached] = useState(() => loadSchedule<T>(scope));
  const gone = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 403 || query.error.status === 400);
  useEffect(() => {
    if (query.data !== undefined) saveSchedule(scope, query.data);
  }, [scope, query.data]);
  useEffect(() => {
    if (gone) forgetSchedule(scope);
  }, [scope, gone]);
  const offline = query.data === undefined && query.isError && !gone && cached !== null;
  return {
    data: query.data ?? (offline ? cached!.data : undefined),
    savedAt: offline ? cached!.savedAt : null,
    isPending: query.isPending,
    error: query.data === undefined && !offline ? query.error : null,
    gone,
    refetch: () => void query.refetch(),
  };
}
