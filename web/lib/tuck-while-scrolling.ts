import { useEffect, useState } from "react";

/** How far the page must move before the buttons react, so a finger's wobble does not flicker them. */
const SCROLL_SLACK_PX = 12;

/**
 * Whether the floating assistant buttons should tuck away: on a phone (below 768 px), while the
 * page is being scrolled down past its first screenful, so they never sit on top of what the person
 * is reading (a "See all tasks" link, a filter). Scrolling up brings them back; keyboard focus shows
 * a tucked button too (the launchers add `focus-visible` styles).
 */
export function useTuckWhileScrolling(): boolean {
  const [tucked, setTucked] = useState(false);
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
  return tucked;
}

/** The launchers' classes while tucked: slid below the screen edge, back in view when focused from the keyboard. */
export const TUCKED_CLASSES = "translate-y-[calc(100%+6rem)] opacity-0 focus-visible:translate-y-0 focus-visible:opacity-100";
