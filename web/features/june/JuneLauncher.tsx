import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { JUNE_AUTO_OPEN_DELAY_MS, JUNE_AUTO_OPENED_KEY } from "@domain/constants";
import { TUCKED_CLASSES, useTuckWhileScrolling } from "@web/lib/tuck-while-scrolling";
import type { LauncherProps } from "./launcher-props";

// The panel, its chat logic and the query cache load only when June first opens (the home's JS budget is full).
const loadPanel = () => import("./JunePanel");
const JunePanel = lazy(loadPanel);
/** localStorage that never throws (private mode, blocked storage); kept here so this chunk needs no other. */
const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Unavailable: the panel may open again on a later visit.
    }
  },
};

/** The first visit to these auto-opens the panel (spec section 4). */
const AUTO_OPEN_PATHS = ["/", "/index"];

/**
 * June's floating round button, bottom-right on every page (decision 017): shown signed out (the
 * fixed welcome) and to every signed-in account except venue owners. It auto-opens once per browser,
 * 8 seconds after a first visit to the home page.
 */
export default function JuneLauncher({ hidden, pathname, aboveBottomNav, initiallyOpen = false }: LauncherProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [loaded, setLoaded] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tucked = useTuckWhileScrolling(buttonRef, !hidden) && !open;

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // When the visit to this path began: the page load for the first page (this chunk arrives after
  // it), the route change for later ones.
  const visitStarted = useRef<{ pathname: string; at: number } | null>(null);
  if (visitStarted.current?.pathname !== pathname) visitStarted.current = { pathname, at: visitStarted.current ? performance.now() : 0 };

  useEffect(() => {
    if (hidden || open || !AUTO_OPEN_PATHS.includes(pathname) || storage.get(JUNE_AUTO_OPENED_KEY)) return;
    const elapsed = performance.now() - (visitStarted.current?.at ?? 0);
    const timer = window.setTimeout(
      () => {
        storage.set(JUNE_AUTO_OPENED_KEY, "true");
        show();
      },
      Math.max(0, JUNE_AUTO_OPEN_DELAY_MS - elapsed),
    );
    return () => window.clearTimeout(timer);
  }, [hidden, open, pathname, show]);

  if (hidden) return null;
  return (
    <>
      <button
          ref={buttonRef}
          type="button"
          onClick={open ? close : show}
          aria-expanded={open}
          aria-controls={loaded ? "june-panel" : undefined}
          onPointerEnter={() => void loadPanel()}
          aria-label="Chat with June, your wedding planning assistant"
          className={`fixed right-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lift transition-[transform,opacity] duration-200 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden md:right-6 ${
            aboveBottomNav ? "bottom-[calc(5rem+env(safe-area-inset-bottom))] md:bottom-6" : "bottom-4 md:bottom-6"
          } ${tucked ? TUCKED_CLASSES : ""}`}
          data-tucked={tucked || undefined}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
            <path d="M12 8.5l.9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3z" fill="currentColor" stroke="none" />
          </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <JunePanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
