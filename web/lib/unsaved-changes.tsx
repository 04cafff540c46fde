import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useWarnBeforeUnload } from "./forms";

/** Where the person asked to go: another page of the app, or back in history. */
type Leaving = { kind: "link"; to: string } | { kind: "back" };

/** The guard entry's router state: it repeats the form's own address, so Back lands on the form first. */
const GUARD_STATE = { unsavedChangesGuard: true };

/**
 * Asks before unsaved changes are lost: closing or reloading the tab (the browser's own prompt), a
 * link to another page of the app, and the Back button. The app uses a declarative BrowserRouter, which
 * has no blocker, so links are caught by a capture-phase click listener before React Router sees them,
 * and Back is caught with a guard entry: while there are changes, one extra history entry with the same
 * address sits on top, and leaving it means the person pressed Back.
 * Returns the confirm dialog; render it anywhere in the form's tree.
 */
export function useUnsavedChangesPrompt(dirty: boolean, what = "your changes"): ReactNode {
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const guarded = useRef(false);
  const guardedHref = useRef("");
  const here = location.pathname + location.search + location.hash;
  useWarnBeforeUnload(dirty);

  // The guard entry follows the address while it is on top (a tab switch replaces it in place).
  useEffect(() => {
    if (guarded.current) guardedHref.current = here;
  }, [here]);

  useEffect(() => {
    if (dirty && !guarded.current) {
      guarded.current = true;
      guardedHref.current = here;
      void navigate(here, { state: GUARD_STATE, preventScrollReset: true });
    } else if (!dirty && guarded.current) {
      // Saved or discarded: take the guard entry away again, so Back works as usual.
      guarded.current = false;
      void navigate(-1);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of `dirty` adds or removes the guard; the address is read at that moment
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onPopState = () => {
      if (!guarded.current) return;
      guarded.current = false;
      setLeaving({ kind: "back" });
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      // Another site unloads the page, where the browser's own prompt asks; the same page keeps the form.
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ kind: "link", to: url.pathname + url.search + url.hash });
    };
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  function stay() {
    if (leaving?.kind === "back") {
      // Back already left the guard entry: put it back, the person is still here.
      guarded.current = true;
      void navigate(guardedHref.current, { state: GUARD_STATE, preventScrollReset: true });
    }
    setLeaving(null);
  }

  function leave() {
    if (!leaving) return;
    setLeaving(null);
    if (leaving.kind === "back") {
      void navigate(-1);
    } else {
      // The new page takes the guard entry's place, so Back from it returns to the form once.
      const replace = guarded.current;
      guarded.current = false;
      void navigate(leaving.to, { replace });
    }
  }

  return (
    <Dialog open={leaving !== null} onOpenChange={(open) => !open && stay()}>
      <DialogContent hideClose>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>You have unsaved changes. If you leave this page now, {what} will be lost.</DialogDescription>
        {/* Keeping the changes comes first, so it has the focus when the dialog opens. */}
        <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
          <Button onClick={stay}>Keep editing</Button>
          <Button variant="ghost" onClick={leave}>
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
