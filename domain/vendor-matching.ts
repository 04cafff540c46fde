import { getCity, type CityId } from "./cities.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "./vendor-categories.ts";
import type { VendorCard } from "./vendor-cards.ts";
import { MATCH_RESULTS_PER_CATEGORY, vendorStyleLabel, type VendorMatchInput } from "./vendors.ts";

/**
 * Vendor matching (issue 12): the questionnaire's answers against each vendor's public facts, with
 * every point explained. Nobody pays to rank: the score uses only what is listed here, and ties go to
 * the vendor name, alphabetically. This text is shown to couples as "how matching works".
 */

/** The typical share of a wedding budget each kind of vendor takes (US averages, rounded). */
export const BUDGET_SHARES: Record<VendorCategorySlug, number> = {
  caterers: 0.3,
  photographers: 0.11,
  videographers: 0.08,
  djband: 0.07,
  florists: 0.08,
  weddingplanners: 0.1,
  bakers: 0.03,
  hairmakeup: 0.03,
  transportation: 0.03,
  officiants: 0.015,
  bartenders: 0.05,
  decorators: 0.06,
};

/** Categories priced per guest: their starting price is for 100 guests, so it scales with the guest count. */
export const PER_GUEST_CATEGORIES: readonly VendorCategorySlug[] = ["caterers", "bartenders"];

export const MATCH_POINTS = {
  withinBudget: 30,
  nearBudget: 15,
  perStyle: 15,
  maxStyle: 30,
  /** Times the average rating, scaled by how many reviews back it (full weight from five). */
  perRatingStar: 6,
  fastReply: 8,
  dayReply: 4,
  experienced: 5,
  homeCity: 5,
} as const;

export const HOW_MATCHING_WORKS: readonly string[] = [
  "We only show vendors who work in the city you chose.",
  `Budget: we set aside a typical share of your budget for each kind of vendor (catering about 30%, photography about 11%...). A vendor whose starting price fits that share gets ${MATCH_POINTS.withinBudget} points, up to a quarter over gets ${MATCH_POINTS.nearBudget}. Catering and bar prices are scaled to your guest count.`,
  `Style: ${MATCH_POINTS.perStyle} points for each style you chose that the vendor lists, up to ${MATCH_POINTS.maxStyle}.`,
  `Reviews: up to ${MATCH_POINTS.perRatingStar * 5} points from the average rating couples gave, counted in full from five reviews.`,
  `Replies: ${MATCH_POINTS.fastReply} points for vendors who usually reply within 6 hours, ${MATCH_POINTS.dayReply} within a day. ${MATCH_POINTS.experienced} points for 10 or more years in business, ${MATCH_POINTS.homeCity} for being based in your city.`,
  "Your wedding date is not used for ranking: vendors confirm their availability when you write to them.",
  "No vendor can pay to rank higher. Ties are broken by name, alphabetically.",
];

export interface MatchReason {
  points: number;
  text: string;
}

/**
 * What a match shows of its vendor: the match page names it, links to its profile and shows its
 * rating and starting price; June words the same fields. The rest of the card (summary, styles,
 * cover...) is on the profile, and leaving it out halves a full matching's answer (decision 060).
 */
export type MatchedVendor = Pick<VendorCard, "id" | "slug" | "businessName" | "category" | "city" | "startingPrice" | "rating" | "reviewCount">;

/** The fields of a MatchedVendor, in the order the answer writes them. */
export function matchedVendor(vendor: MatchedVendor): MatchedVendor {
  return {
    id: vendor.id,
    slug: vendor.slug,
    businessName: vendor.businessName,
    category: vendor.category,
    city: vendor.city,
    startingPrice: vendor.startingPrice,
    rating: vendor.rating,
    reviewCount: vendor.reviewCount,
  };
}

export interface VendorMatch {
  vendor: MatchedVendor;
  score: number;
  reasons: MatchReason[];
}

export interface CategoryMatches {
  category: VendorCategorySlug;
  /** The share of the budget set aside for this category, in whole dollars. */
  budget: number;
  matches: VendorMatch[];
}

export function categoryBudget(input: Pick<VendorMatchInput, "budget">, category: VendorCategorySlug): number {
  return Math.round(input.budget * BUDGET_SHARES[category]);
}

/** What the vendor would cost this couple at their starting price. */
export function estimatedCost(vendor: Pick<VendorCard, "category" | "startingPrice">, guestCount: number): number {
  return PER_GUEST_CATEGORIES.includes(vendor.category) ? Math.round((vendor.startingPrice * guestCount) / 100) : vendor.startingPrice;
}

/**
 * $12,500: what toLocaleString("en-US") writes for a whole number, without the locale lookup that
 * made wording a full matching's answer (72 amounts) cost more than finding its winners.
 */
export function wholeDollars(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return `$${value.toLocaleString("en-US")}`;
  const digits = String(value);
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return `$${grouped}`;
}
const dollars = wholeDollars;

/** The facts a score reads: a card's, or the listing snapshot's narrower record of the same vendor. */
export type MatchFacts = Pick<VendorCard, "category" | "city" | "startingPrice" | "rating" | "reviewCount" | "responseTimeHours" | "yearsInBusiness"> & {
  citiesServed: readonly string[];
  styles: readonly string[];
};

function budgetPoints(cost: number, budget: number): number {
  return cost <= budget ? MATCH_POINTS.withinBudget : cost <= budget * 1.25 ? MATCH_POINTS.nearBudget : 0;
}
function stylePoints(shared: number): number {
  return shared > 0 ? Math.min(MATCH_POINTS.maxStyle, shared * MATCH_POINTS.perStyle) : 0;
}
function ratingPoints(rating: number | null, reviewCount: number): number {
  if (rating === null || reviewCount <= 0) return 0;
  return Math.round(rating * MATCH_POINTS.perRatingStar * (Math.min(reviewCount, 5) / 5) * 10) / 10;
}
function replyPoints(hours: number): number {
  return hours <= 6 ? MATCH_POINTS.fastReply : hours <= 24 ? MATCH_POINTS.dayReply : 0;
}
const experiencePoints = (years: number) => (years >= 10 ? MATCH_POINTS.experienced : 0);
const homePoints = (vendorCity: string, city: string) => (vendorCity === city ? MATCH_POINTS.homeCity : 0);

/**
 * A vendor's score alone, without the reasons' wording: the same points added in the same order as
 * scoreVendor's reasons (a rule that gives nothing adds 0), so both give the very same number.
 * Null when the vendor does not work in the couple's city.
 */
export function matchScore(vendor: MatchFacts, input: VendorMatchInput): number | null {
  if (!vendor.citiesServed.includes(input.city)) return null;
  let shared = 0;
  for (const style of input.styles) if (vendor.styles.includes(style)) shared++;
  const points =
    budgetPoints(estimatedCost(vendor, input.guestCount), categoryBudget(input, vendor.category)) +
    stylePoints(shared) +
    ratingPoints(vendor.rating, vendor.reviewCount) +
    replyPoints(vendor.responseTimeHours) +
    experiencePoints(vendor.yearsInBusiness) +
    homePoints(vendor.city, input.city);
  return Math.round(points * 10) / 10;
}

/**
 * The points that do not depend on the couple's budget and styles (reviews, replies, experience, home
 * city): matchScore is round((budget + style + these) x 10) / 10. Every part is a whole number but the
 * rating's, itself rounded to tenths, so the total is the same whichever way the parts are grouped.
 */
export function matchFixedPoints(vendor: Pick<MatchFacts, "city" | "rating" | "reviewCount" | "responseTimeHours" | "yearsInBusiness">, city: string): number {
  return ratingPoints(vendor.rating, vendor.reviewCount) + replyPoints(vendor.responseTimeHours) + experiencePoints(vendor.yearsInBusiness) + homePoints(vendor.city, city);
}

/** The budget and style points of matchScore, from the vendor's cost and the number of styles it shares. */
export function matchVariablePoints(cost: number, budget: number, sharedStyles: number): number {
  return budgetPoints(cost, budget) + stylePoints(sharedStyles);
}

/** The most any couple's budget and styles can add to a vendor's fixed points. */
export const MATCH_VARIABLE_MAX = MATCH_POINTS.withinBudget + MATCH_POINTS.maxStyle;

/** The budget reason: what the vendor would cost against the category's share of the budget. */
export function budgetReason(cost: number, budget: number, perGuest: boolean, guestCount: number): MatchReason {
  const costText = perGuest ? `about ${dollars(cost)} for ${guestCount} guests` : `from ${dollars(cost)}`;
  const points = budgetPoints(cost, budget);
  if (points === MATCH_POINTS.withinBudget) return { points, text: `Fits your budget: ${costText}, within the ${dollars(budget)} typical share` };
  if (points === MATCH_POINTS.nearBudget) return { points, text: `Close to your budget: ${costText}, a little over the ${dollars(budget)} typical share` };
  return { points: 0, text: `Above your budget: ${costText}, over the ${dollars(budget)} typical share` };
}

/** The style reason for the couple's styles the vendor lists (in the couple's order), or null for none. */
export function styleReason(sharedStyles: readonly string[]): MatchReason | null {
  return sharedStyles.length > 0 ? { points: stylePoints(sharedStyles.length), text: `Matches your style: ${sharedStyles.map(vendorStyleLabel).join(", ")}` } : null;
}

/** The reasons that depend on the vendor alone (reviews, replies, experience), in the answer's order. */
export function vendorOnlyReasons(vendor: Pick<MatchFacts, "rating" | "reviewCount" | "responseTimeHours" | "yearsInBusiness">): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (vendor.rating !== null && vendor.reviewCount > 0) {
    reasons.push({ points: ratingPoints(vendor.rating, vendor.reviewCount), text: `Rated ${vendor.rating.toFixed(1)} by ${vendor.reviewCount} ${vendor.reviewCount === 1 ? "couple" : "couples"}` });
  }
  if (vendor.responseTimeHours <= 6) reasons.push({ points: MATCH_POINTS.fastReply, text: `Usually replies within ${vendor.responseTimeHours} ${vendor.responseTimeHours === 1 ? "hour" : "hours"}` });
  else if (vendor.responseTimeHours <= 24) reasons.push({ points: MATCH_POINTS.dayReply, text: "Usually replies within a day" });
  if (vendor.yearsInBusiness >= 10) reasons.push({ points: MATCH_POINTS.experienced, text: `${vendor.yearsInBusiness} years in business` });
  return reasons;
}

/** The home-city reason, last: for a vendor based in the couple's city. */
export function homeCityReason(city: CityId): MatchReason {
  return { points: MATCH_POINTS.homeCity, text: `Based in ${getCity(city).name}` };
}

/** One vendor's score and the reasons for it; null when the vendor does not work in the couple's city. */
export function scoreVendor(vendor: MatchFacts & MatchedVendor, input: VendorMatchInput): VendorMatch | null {
  const score = matchScore(vendor, input);
  if (score === null) return null;
  const reasons: MatchReason[] = [];
  const perGuest = PER_GUEST_CATEGORIES.includes(vendor.category);
  reasons.push(budgetReason(estimatedCost(vendor, input.guestCount), categoryBudget(input, vendor.category), perGuest, input.guestCount));
  const style = styleReason(input.styles.filter((s) => vendor.styles.includes(s)));
  if (style) reasons.push(style);
  reasons.push(...vendorOnlyReasons(vendor));
  if (vendor.city === input.city) reasons.push(homeCityReason(input.city as CityId));
  return { vendor: matchedVendor(vendor), score, reasons };
}

/** How matches are ordered: score, then name (alphabetically, as JavaScript compares), then id. */
export function compareMatches(a: { score: number; businessName: string; id: string }, b: { score: number; businessName: string; id: string }): number {
  return b.score - a.score || a.businessName.localeCompare(b.businessName) || a.id.localeCompare(b.id);
}

/** Ranked vendors for each category asked for, in the navigation's category order. */
export function rankVendors(candidates: readonly (MatchFacts & MatchedVendor)[], input: VendorMatchInput, perCategory = MATCH_RESULTS_PER_CATEGORY): CategoryMatches[] {
  const wanted = VENDOR_CATEGORIES.map((c) => c.slug).filter((slug) => input.categories.includes(slug));
  return wanted.map((category) => {
    const matches = candidates
      .filter((vendor) => vendor.category === category)
      .map((vendor) => scoreVendor(vendor, input))
      .filter((match): match is VendorMatch => match !== null)
      .sort((a, b) => compareMatches({ score: a.score, businessName: a.vendor.businessName, id: a.vendor.id }, { score: b.score, businessName: b.vendor.businessName, id: b.vendor.id }));
    return { category, budget: categoryBudget(input, category), matches: matches.slice(0, perCategory) };
  });
}
