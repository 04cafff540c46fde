import { useEffect, useState, type RefObject } from "react";

/** How far the page must move before the buttons react, so a finger's wobble does not flicker them. */
const SCROLL_SLACK_PX = 12;
/** The room a button keeps around it from a region it must not cover. */
const KEEP_CLEAR_GAP_PX = 8;

/** Regions the assistants' buttons must never cover (a 3D viewer and its controls), see `useKeepClearOfAssistants`. */
const keepClearRegions = new Set<Element>();
const keepClearListeners = new Set<() => void>();
const keepClearChanged = () => keepClearListeners.forEach((listener) => listener());

/**
 * Marks an element the floating assistant buttons must not cover: while any part of it is under a
 * button (at any width, scrolled or not), that button tucks away as it does while scrolling. For
 * controls that sit low on the first screen of a phone, such as the 3D viewer's zoom row.
 */
export function useKeepClearOfAssistants(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    keepClearRegions.add(element);
    keepClearChanged();
    return () => {
      keepClearRegions.delete(element);
      keepClearChanged();
    };
  }, [region]);
}

/**
 * Whether a region marked with `useKeepClearOfAssistants` is under the button. An IntersectionObserver
 * whose root is shrunk to the button's place follows the regions through scrolling and layout changes.
 */
function useCoversKeepClearRegion(button: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!shown) return;
    let observer: IntersectionObserver | undefined;
    const underButton = new Set<Element>();
    const watch = () => {
      observer?.disconnect();
      underButton.clear();
      const element = button.current;
      if (!element || keepClearRegions.size === 0) {
        setCovers(false);
        return;
      }
      // Where the button sits untucked: a fixed element's offsets are its place in the viewport, transforms ignored.
      const top = element.offsetTop - KEEP_CLEAR_GAP_PX;
      const left = element.offsetLeft - KEEP_CLEAR_GAP_PX;
      const bottom = element.offsetTop + element.offsetHeight + KEEP_CLEAR_GAP_PX;
      const right = element.offsetLeft + element.offsetWidth + KEEP_CLEAR_GAP_PX;
      const rootMargin = `${-top}px ${right - window.innerWidth}px ${bottom - window.innerHeight}px ${-left}px`;
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) underButton.add(entry.target);
          else underButton.delete(entry.target);
        }
        setCovers(underButton.size > 0);
      }, { rootMargin });
      keepClearRegions.forEach((region) => observer?.observe(region));
    };
    watch();
    keepClearListeners.add(watch);
    window.addEventListener("resize", watch);
    return () => {
      observer?.disconnect();
      keepClearListeners.delete(watch);
      window.removeEventListener("resize", watch);
    };
  }, [button, shown]);
  return shown && covers;
}

/**
 * Whether a floating assistant button should tuck away: on a phone (below 768 px), while the page is
 * being scrolled down past its first screenful, so they never sit on top of what the person is reading
 * (a "See all tasks" link, a filter); and at any width while it would cover a region marked with
 * `useKeepClearOfAssistants`. Scrolling up brings them back; keyboard focus shows a tucked button too
 * (the launchers add `focus-visible` styles). `shown`: whether the button is on the page now.
 */
export function useTuckWhileScrolling(button: RefObject<HTMLElement | null>, shown = true): boolean {
  const [tucked, setTucked] = useState(false);
  const coversKeepClearRegion = useCoversKeepClearRegion(button, shown);
  useEffect(() => {
    const phone = window.matchMedia("(max-width: 767px)");
    let lastY = window.scrollY;
    // Already scrolled down when the buttons' code arrives: on a page to read the app starts on the
    // first action, often that very scroll (decision 056), so the buttons start tucked.
    if (phone.matches && lastY > 80) setTucked(true);
    const onScroll = () => {
      const y = window.scrollY;
      if (!phone.matches) {
        setTucked(false);
      } else if (y > lastY + SCROLL_SLACK_PX && y > 80) {
        setTucked(true);
      } else if (y < lastY - SCROLL_SLACK_PX || y <= 80) {
        setTucked(false);
      } else {
        return;
      }
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return tucked || coversKeepClearRegion;
}

/** The launchers' classes while tucked: slid below the screen edge, back in view when focused from the keyboard. */
export const TUCKED_CLASSES = "translate-y-[calc(100%+6rem)] opacity-0 focus-visible:translate-y-0 focus-visible:opacity-100";
