import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@web/lib/api";

export function toRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(0, "request_failed", error instanceof Error ? error.message : "Something went wrong. Please try again.");
}

export interface ApiResource<T> {
  /** "loading" only until the first answer; later loads keep the data and set `refreshing`. */
  status: "loading" | "ready" | "error";
  data: T | undefined;
  error: ApiRequestError | null;
  refreshing: boolean;
  reload(): void;
  /** Replace the data in place (after a save answered with the new value). */
  setData(next: T): void;
}

/**
 * Loads one API answer and reloads it whenever `key` changes. A newer request cancels the one in
 * flight, so a slow, stale answer never replaces a newer one; the previous data stays on screen
 * meanwhile (pagination and search do not flash).
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ApiResource<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ status: ApiResource<T>["status"]; data: T | undefined; error: ApiRequestError | null; refreshing: boolean }>({
    status: "loading",
    data: undefined,
    error: null,
    refreshing: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, refreshing: previous.status !== "loading" }));
    loadRef
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: "ready", data, error: null, refreshing: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: previous.data === undefined ? "error" : previous.status,
          data: previous.data,
          error: toRequestError(error),
          refreshing: false,
        }));
      });
    return () => controller.abort();
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: "ready", data, error: null, refreshing: false }), []);
  return { ...state, reload, setData };
}
