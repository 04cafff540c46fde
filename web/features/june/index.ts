import { createElement, useEffect, useLayoutEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@web/lib/auth";
import { JUNE_SERVER_ROOT_ID, type LauncherProps } from "./launcher-props";

export { JUNE_SERVER_ROOT_ID };
const loadLauncher = () => import("./JuneLauncher");
/** June's button itself, for the server's HTML of a page to read (web/entry-server.tsx, decision 056). */
export const loadJuneLauncher = async () => (await loadLauncher()).default;

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
  const [openedEarly, setOpenedEarly] = useState(false);
  useEffect(() => {
    // A page to read sent to a visitor has June's button in its HTML (decision 056): taken over at once,
    // open if it was pressed before the app started (the start script marks it).
    const serverButton = document.getElementById(JUNE_SERVER_ROOT_ID);
    const load = () =>
      void loadLauncher().then((m) => {
        setOpenedEarly(serverButton?.dataset.open === "true");
        setLauncher(() => m.default);
      });
    if (serverButton) {
      load();
      return;
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, []);
  // The app's button replaces the server's in the same frame.
  useLayoutEffect(() => {
    if (Launcher) document.getElementById(JUNE_SERVER_ROOT_ID)?.remove();
  }, [Launcher]);
  // Hidden while the session loads (a venue owner never sees it flash) and for venue owners (decision 017).
  const hidden = status === "loading" || user?.is_venue_owner === true;
  return Launcher ? createElement(Launcher, { hidden, pathname, aboveBottomNav, initiallyOpen: openedEarly }) : null;
}
