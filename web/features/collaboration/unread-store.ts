import { useEffect, useSyncExternalStore } from "react";
import { useAuth } from "@web/lib/auth";
import type { UnreadView } from "./api";

/**
 * The unread counts every badge shows (header, menus, dashboards). The header sits outside the pages'
 * query cache (the home never loads TanStack Query), so this is a small store of its own: fetched when a
 * badge appears for a person, every minute, when the window regains focus, and right after the chat page
 * moves the read marker (`refreshUnread`).
 */
let summary: UnreadView | undefined;
let summaryFor: string | null = null;
let fetchedAt = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();
const REFRESH_MS = 60_000;

function publish(next: UnreadView | undefined, userId: string | null) {
  summary = next;
  summaryFor = userId;
  for (const listener of listeners) listener();
}

/** Asks the server again (one request at a time); `force` skips the few seconds a fresh answer is kept. */
export function refreshUnread(userId: string | null = summaryFor, force = true): Promise<void> {
  if (!userId) return Promise.resolve();
  if (!force && summaryFor === userId && Date.now() - fetchedAt < 5_000) return Promise.resolve();
  if (inFlight) return inFlight;
  inFlight = fetch("/api/collaboration/unread", { credentials: "same-origin" })
    .then(async (response) => {
      // A failed count leaves the last one shown: a badge is a hint, not worth an error.
      if (response.ok) {
        fetchedAt = Date.now();
        publish((await response.json()) as UnreadView, userId);
      }
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in person's unread counts (undefined while signed out or not yet known). */
export function useUnreadChats(): UnreadView | undefined {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const current = useSyncExternalStore(
    subscribe,
    () => (userId && summaryFor === userId ? summary : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (!userId) return;
    void refreshUnread(userId, false);
    const timer = setInterval(() => void refreshUnread(userId, false), REFRESH_MS);
    const onFocus = () => void refreshUnread(userId, false);
    window.addEventListener("focus", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [userId]);
  return current;
}
