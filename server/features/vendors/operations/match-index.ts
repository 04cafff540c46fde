import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import { MATCH_POINTS, matchFixedPoints, matchVariablePoints, PER_GUEST_CATEGORIES, type MatchFacts } from "../../../../domain/vendor-matching.ts";
import { VENDOR_STYLES } from "../../../../domain/vendors.ts";

/**
 * Finding a category's best matches in one city without walking its vendors (decision 063).
 *
 * A score is the vendor's fixed points (reviews, replies, experience, home city) plus 0, 15 or 30 for
 * the budget and 0, 15 or 30 for styles. The budget points only fall as the starting price rises, so
 * each budget class is a prefix of the vendors sorted by price: "within" (30), "within or near" (15 or
 * more), everyone. The style points are 30 for a vendor listing two of the couple's styles, 15 for one.
 * So the index keeps, per category and city, the vendors sorted by price in lists: everyone, per style
 * and per pair of styles, and for every price prefix of each list its best few by fixed points.
 *
 * A winner is then among the best few of some list and prefix: the list of the styles it shares (a
 * pair, one style, or everyone) and the prefix of its budget class. Every vendor of that list and
 * prefix earns at least its budget and style points, so a vendor ahead of it there by fixed points
 * (ties by name, then id) is ahead of it in the answer too. The answer is the best of those few
 * (at most 11 lists x 3 prefixes x 3), found with two binary searches per list: the same work at
 * 100 vendors as at 100,000.
 */

/** What the index reads of a vendor: matching's facts, and its place in JavaScript's name order. */
export type MatchableVendor = Pick<MatchFacts, "city" | "startingPrice" | "styles" | "rating" | "reviewCount" | "responseTimeHours" | "yearsInBusiness"> & {
  id: string;
  /** Position in localeCompare's name order, equal for names that compare equal (matching's tie-break). */
  matchNameRank: number;
};

/** One list: its vendors' starting prices in ascending order, and the best `keep` of every prefix. */
interface PriceList {
  prices: Int32Array;
  /**
   * The positions (in `prices`) where the best of the prefix changed: the vendor there entered it.
   * After change j the best are `best[j * keep ...]`, best first, -1 past the last.
   */
  changes: Int32Array;
  best: Int32Array;
}

/**
 * One category's vendors in one city. A vendor is its position in `vendors`, which is best fixed
 * points first, then name order, then id: a smaller number is ahead among equal budget and style points.
 */
export interface MatchIndex<V extends MatchableVendor> {
  perGuest: boolean;
  /** How many of the best each prefix keeps (the answer's matches per category). */
  keep: number;
  vendors: readonly V[];
  fixed: Float64Array;
  styleBits: Int32Array;
  /** Everyone under 0, each style under its bit, each pair of styles under its two bits. */
  lists: ReadonlyMap<number, PriceList>;
}

export const STYLE_BITS: ReadonlyMap<string, number> = new Map(VENDOR_STYLES.map((style, i) => [style.id, 1 << i]));
export const styleBitsOf = (styles: readonly string[]) => styles.reduce((bits, style) => bits | (STYLE_BITS.get(style) ?? 0), 0);

function bitsOf(bits: number): number[] {
  const found: number[] = [];
  for (let rest = bits; rest !== 0; rest &= rest - 1) found.push(rest & -rest);
  return found;
}
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Matching's order among equal scores: name (as localeCompare orders it), then id (the same). */
export function compareNames(a: MatchableVendor, b: MatchableVendor): number {
  return a.matchNameRank - b.matchNameRank || a.id.localeCompare(b.id);
}

/**
 * How many vendors a building step handles between pauses (see matchIndexSteps): a few tenths of a
 * millisecond of work, so the caller can yield to the event loop at a fine grain.
 */
export const STEP_VENDORS = 1_000;

/** The vendors of one category working in `city` (the caller's choice), indexed for matching there. */
export function buildMatchIndex<V extends MatchableVendor>(candidates: readonly V[], category: VendorCategorySlug, city: CityId, keep: number): MatchIndex<V> {
  const steps = matchIndexSteps(candidates, category, city, keep);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * buildMatchIndex as steps: it pauses (yields) every STEP_VENDORS vendors of each pass, so a caller
 * building many indexes in the background can give the event loop its turn between slices instead of
 * holding every request behind one long block (decision 067). Only the two sorts run whole.
 */
export function* matchIndexSteps<V extends MatchableVendor>(candidates: readonly V[], category: VendorCategorySlug, city: CityId, keep: number): Generator<void, MatchIndex<V>> {
  const n = candidates.length;
  // Fixed points compared in tenths (the rating's are rounded to tenths): equal points are equal here,
  // whatever order the floating-point additions took.
  const points = new Float64Array(n);
  const tenths = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    points[i] = matchFixedPoints(candidates[i]!, city);
    tenths[i] = Math.round(points[i]! * 10);
    if (i % STEP_VENDORS === STEP_VENDORS - 1) yield;
  }
  const order = candidates.map((_, i) => i).sort((a, b) => tenths[b]! - tenths[a]! || compareNames(candidates[a]!, candidates[b]!));
  yield;
  const vendors = order.map((i) => candidates[i]!);
  const fixed = new Float64Array(n);
  const styleBits = new Int32Array(n);
  const prices = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    fixed[i] = points[order[i]!]!;
    styleBits[i] = styleBitsOf(vendors[i]!.styles);
    prices[i] = vendors[i]!.startingPrice;
    if (i % STEP_VENDORS === STEP_VENDORS - 1) yield;
  }

  // By key: everyone (0), a style's bit, two styles' bits (an array, not a map: it is looked up about seven times per vendor).
  const building: ({ prices: number[]; changes: number[]; best: number[]; current: number[] } | undefined)[] = new Array(1 << VENDOR_STYLES.length);
  const add = (key: number, vendor: number, price: number) => {
    let list = building[key];
    if (!list) building[key] = list = { prices: [], changes: [], best: [], current: [] };
    const at = list.prices.length;
    list.prices.push(price);
    const { current } = list;
    if (current.length === keep && vendor > current[keep - 1]!) return;
    let place = current.length;
    while (place > 0 && current[place - 1]! > vendor) place--;
    current.splice(place, 0, vendor);
    if (current.length > keep) current.pop();
    list.changes.push(at);
    for (let i = 0; i < keep; i++) list.best.push(current[i] ?? -1);
  };
  // Cheapest first (equal prices in any order: a budget class never splits them).
  const byPrice = Array.from(order.keys()).sort((a, b) => prices[a]! - prices[b]!);
  yield;
  for (let step = 0; step < n; step++) {
    if (step % STEP_VENDORS === STEP_VENDORS - 1) yield;
    const i = byPrice[step]!;
    const price = prices[i]!;
    add(0, i, price);
    const bits = bitsOf(styleBits[i]!);
    for (let a = 0; a < bits.length; a++) {
      add(bits[a]!, i, price);
      for (let b = a + 1; b < bits.length; b++) add(bits[a]! | bits[b]!, i, price);
    }
  }
  const lists = new Map<number, PriceList>();
  building.forEach((list, key) => list && lists.set(key, { prices: Int32Array.from(list.prices), changes: Int32Array.from(list.changes), best: Int32Array.from(list.best) }));
  return { perGuest: PER_GUEST_CATEGORIES.includes(category), keep, vendors, fixed, styleBits, lists };
}

export interface MatchWinner<V> {
  vendor: V;
  score: number;
  /** What the vendor would cost this couple (estimatedCost). */
  cost: number;
  /** The couple's styles it lists, as bits. */
  sharedStyles: number;
}

/** What the couple asks of one category: its share of the budget, their guests and styles (as bits). */
export interface MatchAsk {
  budget: number;
  guestCount: number;
  styles: number;
}

/** estimatedCost from a starting price: per-guest prices are for 100 guests. */
function costOf(perGuest: boolean, price: number, guestCount: number): number {
  return perGuest ? Math.round((price * guestCount) / 100) : price;
}

/** How many of a list's vendors (cheapest first) earn at least `points` for the budget: a binary search. */
function countWithBudgetPoints(prices: Int32Array, points: number, perGuest: boolean, ask: MatchAsk): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (matchVariablePoints(costOf(perGuest, prices[mid]!, ask.guestCount), ask.budget, 0) >= points) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where the best of a list's first `prefix` vendors start in `best` (the last change inside the prefix), or -1. */
function bestOfPrefix(list: PriceList, prefix: number, keep: number): number {
  let low = 0;
  let high = list.changes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list.changes[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? -1 : (low - 1) * keep;
}

/** The answer being put together: the best so far, in order, and their positions in the index. */
interface Standing<V> {
  best: MatchWinner<V>[];
  at: number[];
  count: number;
}

/** Scores vendor `i` (matchScore's very number, from its fixed and variable parts) and places it if it is among the best. */
function consider<V extends MatchableVendor>(index: MatchIndex<V>, ask: MatchAsk, standing: Standing<V>, i: number): void {
  const { best, at, count } = standing;
  if (at.includes(i)) return;
  const vendor = index.vendors[i]!;
  const cost = costOf(index.perGuest, vendor.startingPrice, ask.guestCount);
  const sharedStyles = index.styleBits[i]! & ask.styles;
  const score = Math.round((matchVariablePoints(cost, ask.budget, bitCount(sharedStyles)) + index.fixed[i]!) * 10) / 10;
  let place = best.length;
  while (place > 0 && (best[place - 1]!.score < score || (best[place - 1]!.score === score && compareNames(best[place - 1]!.vendor, vendor) > 0))) place--;
  if (place >= count) return;
  best.splice(place, 0, { vendor, score, cost, sharedStyles });
  at.splice(place, 0, i);
  if (best.length > count) {
    best.pop();
    at.pop();
  }
}

/**
 * The best `count` vendors of the index for this couple, in rankVendors' order (score, then name,
 * then id), with matchScore's very score. Asked for more than the index keeps per prefix, it scores
 * every vendor instead.
 */
export function bestMatches<V extends MatchableVendor>(index: MatchIndex<V>, ask: MatchAsk, count: number): MatchWinner<V>[] {
  const standing: Standing<V> = { best: [], at: [], count };
  const { keep, perGuest } = index;
  if (count > keep) {
    for (let i = 0; i < index.vendors.length; i++) consider(index, ask, standing, i);
    return standing.best;
  }
  const coupleStyles = bitsOf(ask.styles);
  const keys = [0, ...coupleStyles];
  for (let a = 0; a < coupleStyles.length; a++) for (let b = a + 1; b < coupleStyles.length; b++) keys.push(coupleStyles[a]! | coupleStyles[b]!);
  for (const key of keys) {
    const list = index.lists.get(key);
    if (!list) continue;
    // The best of the vendors within the budget, within or near it, and of everyone.
    for (const prefix of [countWithBudgetPoints(list.prices, MATCH_POINTS.withinBudget, perGuest, ask), countWithBudgetPoints(list.prices, MATCH_POINTS.nearBudget, perGuest, ask), list.prices.length]) {
      const from = bestOfPrefix(list, prefix, keep);
      if (from < 0) continue;
      for (let at = from; at < from + keep && list.best[at]! >= 0; at++) consider(index, ask, standing, list.best[at]!);
    }
  }
  return standing.best;
}
