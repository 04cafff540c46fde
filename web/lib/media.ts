import { createContext, useCallback, useContext, useMemo } from "react";
import { MOBILE_BREAKPOINT_PX } from "@domain/constants";
import { useBrowserValue } from "./browser-value";

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

/** Whether a CSS media query matches; false in the build's prerender. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeTo(query), [query]);
  const read = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserValue(subscribe, read, false);
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

/**
 * Whether the server drew the page for a webview (it reads the user agent, decision 056): the value a
 * server-rendered page hydrates with. False in the build's prerender.
 */
export const RenderedForWebviewContext = createContext(false);

/** A webview by user agent; while hydrating, what the server or the build assumed, so the HTML matches. */
export function useIsWebview(): boolean {
  return useBrowserValue(noSubscription, readIsWebview, useContext(RenderedForWebviewContext));
}
const readIsWebview = () => isWebviewUserAgent(navigator.userAgent);
