import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { POST_SIGN_IN_REDIRECT_MS } from "@domain/constants";

/**
 * A screen that signs someone in keeps its form on screen from the moment they submit until it has
 * moved them on: signing in flips the session to "signed in" midway, and without this hold the
 * screen would flash its "you're signed in" panel first.
 */
export function useEntryFlow() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hold = useCallback(() => setHolding(true), []);
  const release = useCallback(() => setHolding(false), []);

  /** Moves on after the spec's 100 ms (section 2), unless the person is already there. */
  const moveTo = useCallback(
    (destination: string) => {
      if (destination === pathname) {
        setHolding(false);
        return;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(destination, { replace: true }), POST_SIGN_IN_REDIRECT_MS);
    },
    [navigate, pathname],
  );

  return { holding, hold, release, moveTo };
}

export type EntryFlow = ReturnType<typeof useEntryFlow>;
