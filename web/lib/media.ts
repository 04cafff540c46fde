import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "@domain/constants";

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscribeTo(query), () => window.matchMedia(query).matches, () => false);
}

/** Narrower than the 768 px breakpoint of spec section 9. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/** A phone or tablet webview, detected from the user agent as the spec says (iPhone, iPod, iPad, Android). */
export function isWebviewUserAgent(userAgent: string): boolean {
  return /iPhone|iPod|iPad|Android/.test(userAgent);
}

const noSubscription = () => () => {};

/** A webview by user agent; false while prerendering, so the build's HTML is the plain browser's. */
export function useIsWebview(): boolean {
  return useSyncExternalStore(noSubscription, () => isWebviewUserAgent(navigator.userAgent), () => false);
}
