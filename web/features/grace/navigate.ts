import type { MouseEvent } from "react";

/**
 * Grace's root sits outside the app's router, so her links navigate the way the browser's own back
 * and forward do: push the address, then tell the router (BrowserRouter listens to popstate). A
 * modified click (new tab, new window) is left to the browser.
 */
export function navigateInApp(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  window.history.pushState({}, "", href);
  window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  return true;
}
