import { safeStorage } from "@web/lib/storage";

/**
 * The phone view keeps the last schedule it loaded in localStorage, so once opened it keeps showing
 * the day when the connection drops (a venue basement, a barn with no signal). Keyed by timeline and
 * by share token, so one link never shows another's schedule.
 */
export interface CachedSchedule<T> {
  savedAt: string;
  data: T;
}

const keyOf = (scope: string) => `serviceberry.timeline.${scope}`;

export function saveSchedule<T>(scope: string, data: T): void {
  safeStorage.set(keyOf(scope), JSON.stringify({ savedAt: new Date().toISOString(), data } satisfies CachedSchedule<T>));
}

export function loadSchedule<T>(scope: string): CachedSchedule<T> | null {
  const raw = safeStorage.get(keyOf(scope));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as CachedSchedule<T>;
    return typeof parsed.savedAt === "string" && parsed.data ? parsed : null;
  } catch {
    return null;
  }
}

/** A link that no longer works (revoked, or access withdrawn) leaves nothing behind on the phone. */
export function forgetSchedule(scope: string): void {
  try {
    window.localStorage.removeItem(keyOf(scope));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
