import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useIsWebview } from "@web/lib/media";
import { TUCKED_CLASSES, useTuckWhileScrolling } from "@web/lib/tuck-while-scrolling";

// The panel, its API client and everything else load on first intent (hover, focus or tap): the
// shell carries only this button (the home page's JS budget is full).
const loadPanel = () => import("./GracePanel");
const GracePanel = lazy(loadPanel);

/**
 * Grace's floating button, bottom-left on every page (June's is bottom-right). `initiallyOpen`: the
 * button was pressed before the app started (a page to read, decision 056).
 */
export function GraceLauncher({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  // In the webview on a phone, the app's bottom navigation is fixed at the bottom (below 768 px): sit
  // above it. Decided by CSS, so the server's HTML of this button is right at any width (decision 056).
  const aboveBottomNav = useIsWebview();
  const [open, setOpen] = useState(initiallyOpen);
  const [loaded, setLoaded] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tucked = useTuckWhileScrolling(buttonRef, !open);
  const prefetch = useCallback(() => void loadPanel(), []);
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  // Closing gives the focus back to the button (mounted again once the panel is closed).
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      {!open && (
        <button
          ref={buttonRef}
          type="button"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          aria-label="Get help from Grace, our support assistant"
          aria-haspopup="dialog"
          className={`fixed left-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lift transition-[transform,opacity] duration-200 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden ${aboveBottomNav ? "bottom-[calc(5rem+env(safe-area-inset-bottom))] md:bottom-4" : "bottom-4"} ${tucked ? TUCKED_CLASSES : ""}`}
          data-tucked={tucked || undefined}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
            <path d="M12 17h.01" />
          </svg>
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <GracePanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
