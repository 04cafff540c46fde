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

/** The vendors of one category working in `city` (the caller's choice), indexed for matching there. */
export function buildMatchIndex<V extends MatchableVendor>(candidates: readonly V[], category: VendorCategorySlug, city: CityId, keep: number): MatchIndex<V> {
  // Fixed points compared in tenths (the rating's are rounded to tenths): equal points are equal here,
  // whatever order the floating-point additions took.
  const points = candidates.map((v) => matchFixedPoints(v, city));
  const tenths = points.map((p) => Math.round(p * 10));
  const order = candidates.map((_, i) => i).sort((a, b) => tenths[b]! - tenths[a]! || compareNames(candidates[a]!, candidates[b]!));
  const n = order.length;
  const vendors = order.map((i) => candidates[i]!);
  const fixed = new Float64Array(n);
  const styleBits = new Int32Array(n);
  const prices = new Int32Array(n);
  order.forEach((from, i) => {
    fixed[i] = points[from]!;
    styleBits[i] = styleBitsOf(vendors[i]!.styles);
    prices[i] = vendors[i]!.startingPrice;
  });

  const building = new Map<number, { prices: number[]; changes: number[]; best: number[]; current: number[] }>();
  const add = (key: number, vendor: number, price: number) => {
    let list = building.get(key);
    if (!list) building.set(key, (list = { prices: [], changes: [], best: [], current: [] }));
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
  for (const i of byPrice) {
    const price = prices[i]!;
    add(0, i, price);
    const bits = bitsOf(styleBits[i]!);
    for (let a = 0; a < bits.length; a++) {
      add(bits[a]!, i, price);
      for (let b = a + 1; b < bits.length; b++) add(bits[a]! | bits[b]!, i, price);
    }
  }
  const lists = new Map<number, PriceList>();
  for (const [key, list] of building) lists.set(key, { prices: Int32Array.from(list.prices), changes: Int32Array.from(list.changes), best: Int32Array.from(list.best) });
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

/**
 * The best `count` vendors of the index for this couple, in rankVendors' order (score, then name,
 * then id), with matchScore's very score. Asked for more than the index keeps per prefix, it scores
 * every vendor instead.
 */
export function bestMatches<V extends MatchableVendor>(index: MatchIndex<V>, ask: MatchAsk, count: number): MatchWinner<V>[] {
  const { perGuest, fixed, styleBits, vendors, keep } = index;
  const { budget, guestCount, styles } = ask;
  const costOf = (price: number) => (perGuest ? Math.round((price * guestCount) / 100) : price);
  const best: MatchWinner<V>[] = [];
  const bestAt: number[] = [];
  const consider = (i: number) => {
    if (bestAt.includes(i)) return;
    const vendor = vendors[i]!;
    const cost = costOf(vendor.startingPrice);
    const sharedStyles = styleBits[i]! & styles;
    const score = Math.round((matchVariablePoints(cost, budget, bitCount(sharedStyles)) + fixed[i]!) * 10) / 10;
    let place = best.length;
    while (place > 0 && (best[place - 1]!.score < score || (best[place - 1]!.score === score && compareNames(best[place - 1]!.vendor, vendor) > 0))) place--;
    if (place >= count) return;
    best.splice(place, 0, { vendor, score, cost, sharedStyles });
    bestAt.splice(place, 0, i);
    if (best.length > count) {
      best.pop();
      bestAt.pop();
    }
  };
  if (count > keep) {
    for (let i = 0; i < vendors.length; i++) consider(i);
    return best;
  }
  // How many of a list's vendors (cheapest first) earn at least `points` for the budget.
  const withPoints = (prices: Int32Array, points: number) => {
    let low = 0;
    let high = prices.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (matchVariablePoints(costOf(prices[mid]!), budget, 0) >= points) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const takeBestOf = (list: PriceList, prefix: number) => {
    // The last change inside the prefix holds its best.
    let low = 0;
    let high = list.changes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (list.changes[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    if (low === 0) return;
    for (let at = (low - 1) * keep, end = at + keep; at < end && list.best[at]! >= 0; at++) consider(list.best[at]!);
  };
  const coupleStyles = bitsOf(styles);
  const keys = [0, ...coupleStyles];
  for (let a = 0; a < coupleStyles.length; a++) for (let b = a + 1; b < coupleStyles.length; b++) keys.push(coupleStyles[a]! | coupleStyles[b]!);
  for (const key of keys) {
    const list = index.lists.get(key);
    if (!list) continue;
    takeBestOf(list, withPoints(list.prices, MATCH_POINTS.withinBudget));
    takeBestOf(list, withPoints(list.prices, MATCH_POINTS.nearBudget));
    takeBestOf(list, list.prices.length);
  }
  return best;
}
