/** The builder's zoom: pixels per foot, from a whole-room view on a phone to close work on a table. */
export const SCALE_MIN = 2;
export const SCALE_MAX = 24;
export const SCALE_STEP = 1.25;

export const clampScale = (scale: number) => Math.round(Math.min(SCALE_MAX, Math.max(SCALE_MIN, scale)) * 100) / 100;

/**
 * The scroll position that keeps the point under `anchor` (in the viewport, relative to the scroller's
 * top-left) in place when the scale changes: what a pinch or a zoom around the pointer needs.
 */
export function scrollToKeep(scroll: { left: number; top: number }, anchor: { x: number; y: number }, from: number, to: number): { left: number; top: number } {
  const ratio = to / from;
  return { left: Math.max(0, (scroll.left + anchor.x) * ratio - anchor.x), top: Math.max(0, (scroll.top + anchor.y) * ratio - anchor.y) };
}

/** Two touch points: their distance and midpoint. */
export function pinchOf(a: { x: number; y: number }, b: { x: number; y: number }) {
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}
