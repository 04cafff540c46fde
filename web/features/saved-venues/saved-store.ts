import { useEffect, useSyncExternalStore } from "react";
import type { SavedVenue } from "@domain/venue-cards";
import { api, unwrap } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";

/**
 * Which venues the signed-in person has saved, shared by every heart on screen. Loaded once per
 * account from GET /api/saved-venues/ids; a toggle shows at once and is undone if the server refuses.
 */
interface SavedState {
  userId: string | null;
  ids: ReadonlySet<string>;
  status: "idle" | "loading" | "ready" | "error";
}

let state: SavedState = { userId: null, ids: new Set(), status: "idle" };
const listeners = new Set<() => void>();

function setState(next: Partial<SavedState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function load(userId: string) {
  setState({ userId, status: "loading", ids: new Set() });
  try {
    const { ids } = await unwrap(api["saved-venues"].ids.$get());
    if (state.userId === userId) setState({ ids: new Set(ids), status: "ready" });
  } catch {
    if (state.userId === userId) setState({ status: "error" });
  }
}

/** The saved ids for the current account (empty when signed out). */
export function useSavedVenueIds(): SavedState {
  const { user, status } = useAuth();
  const userId = status === "signed-in" ? (user?.id ?? null) : null;
  useEffect(() => {
    if (userId === null) {
      if (state.userId !== null) setState({ userId: null, ids: new Set(), status: "idle" });
    } else if (state.userId !== userId || state.status === "error") {
      void load(userId);
    }
  }, [userId]);
  return useSyncExternalStore(subscribe, () => state, () => state);
}

function withId(ids: ReadonlySet<string>, id: string, saved: boolean): Set<string> {
  const next = new Set(ids);
  if (saved) next.add(id);
  else next.delete(id);
  return next;
}

/** Saves or unsaves a venue; throws the server's error after putting the heart back. */
export async function setVenueSaved(venueId: string, saved: boolean): Promise<void> {
  const before = state.ids.has(venueId);
  setState({ ids: withId(state.ids, venueId, saved) });
  try {
    const param = { param: { venueId } };
    if (saved) await unwrap(api["saved-venues"][":venueId"].$put(param));
    else await unwrap(api["saved-venues"][":venueId"].$delete(param));
  } catch (error) {
    setState({ ids: withId(state.ids, venueId, before) });
    throw error;
  }
}

export async function fetchSavedVenues(signal?: AbortSignal): Promise<{ venues: SavedVenue[]; max: number }> {
  return unwrap(api["saved-venues"].$get(undefined, { init: { signal } })) as Promise<{ venues: SavedVenue[]; max: number }>;
}
