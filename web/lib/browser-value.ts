import { startTransition, useEffect, useLayoutEffect, useState } from "react";

// True while rendering what the build assumed: in the build's prerender (no window), and while the
// prerendered home page hydrates (set by main.tsx, cleared by <HydrationEnd />).
let hydrating = typeof window === "undefined";

export function beginHydration(): void {
  hydrating = true;
}

/**
 * Rendered last in the app: its layout effect runs once the first (hydrating) render has committed.
 * The event tells the start script (scripts/prerender.mjs) to replay an early click: sent from the
 * last passive effect, after every component's own first effects (a menu closing itself on mount would
 * otherwise close again what the replayed click opened).
 */
export function HydrationEnd(): null {
  useLayoutEffect(() => {
    hydrating = false;
  }, []);
  useEffect(() => {
    window.dispatchEvent(new Event("serviceberry:hydrated"));
  }, []);
  return null;
}

/**
 * A value only the browser knows (a media query, the user agent, a stored choice), read at render.
 * While the prerendered page hydrates it starts as the value the build assumed, so the HTML matches,
 * and moves to the browser's value as a transition: React redraws what depends on it in small slices
 * instead of the one long synchronous pass a mismatched useSyncExternalStore forces. Later changes
 * apply at once.
 * `subscribe` and `read` must be stable (module-level or memoised).
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, buildValue: T): T {
  const [value, setValue] = useState(() => (hydrating ? buildValue : read()));
  useEffect(() => {
    // Catching up with the browser after hydration is background work; a change after that (a city
    // picked, a window resized) answers something the person just did, so it is applied at once.
    startTransition(() => setValue(read()));
    return subscribe(() => setValue(read()));
  }, [subscribe, read]);
  return value;
}
