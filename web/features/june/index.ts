import { createElement, useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@web/lib/auth";
import type { LauncherProps } from "./launcher-props";

/**
 * The app shell's only entry into June. The home's JavaScript budget is full, so not even the button
 * is in the shell: its chunk loads a moment after the page has loaded (never competing with the
 * page's own scripts), and the panel only on click or at the auto-open timer. What the button needs
 * from the shell (who is signed in, where we are) comes as props, so its chunk imports almost nothing.
 */
export function JuneSlot({ aboveBottomNav = false }: { aboveBottomNav?: boolean }) {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const [Launcher, setLauncher] = useState<ComponentType<LauncherProps>>();
  useEffect(() => {
    const timer = setTimeout(() => void import("./JuneLauncher").then((m) => setLauncher(() => m.default)), 2000);
    return () => clearTimeout(timer);
  }, []);
  // Hidden while the session loads (a venue owner never sees it flash) and for venue owners (decision 017).
  const hidden = status === "loading" || user?.is_venue_owner === true;
  return Launcher ? createElement(Launcher, { hidden, pathname, aboveBottomNav }) : null;
}
