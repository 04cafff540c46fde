import { z } from "zod";
import type { BudgetCategoryId } from "../../../domain/budget.ts";
import type { CityId } from "../../../domain/cities.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../domain/vendor-categories.ts";
import type { VendorCard } from "../../../domain/vendor-cards.ts";
import { categoryBudget, estimatedCost, rankVendors } from "../../../domain/vendor-matching.ts";
import { averageRating, VENDOR_STYLES, type VendorMatchInput } from "../../../domain/vendors.ts";
import { categoryName, cityName, dollars, has, usd, VENDOR_TO_BUDGET, vendorCategoryIn } from "../../planning/entities.ts";
import { definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { readCoupleProfile } from "../account/planning.ts";
import { directoryVendorFacts, type VendorFacts } from "./operations/directory-facts.ts";

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** Directory vendors serving the couple's city (every city when none is set). */
    vendors: VendorFacts[];
  }
}

const guestCountOf = (facts: Facts) => facts.profile?.guestCount ?? facts.budget?.guestCount ?? null;

const VENDOR_QUESTIONS: Partial<Record<BudgetCategoryId, string>> = {
  photography: "Ask to see two full galleries (not just highlights), how many hours and shooters are included, and when you'll get the photos.",
  videography: "Ask for a full ceremony edit as well as the highlight film, and whether audio from the vows and toasts is included.",
  catering: "Ask what's included per guest (staff, rentals, cake cutting), the service charge, and when the final headcount is due.",
  flowers: "Bring photos of what you love and your palette; ask what's in season for your date, and whether ceremony pieces can move to the reception.",
  music: "Ask to see them perform or a video of a full set, how they handle requests and do-not-play lists, and whether they emcee.",
  cake: "Book a tasting; ask about cost per slice, delivery and setup, and whether your venue charges a cutting fee.",
  planner: "Ask whether they offer full planning or day-of coordination, how many weddings they take per weekend, and for two recent references.",
  officiant: "Ask whether they'll meet with you beforehand, whether you can write your own vows, and how they file the license.",
  transportation: "Ask for the exact vehicles, the minimum hours, and how overtime is charged.",
};

const vendorCategoryName = (slug: VendorCategorySlug) => VENDOR_CATEGORIES.find((c) => c.slug === slug)!.name;

const asCard = (v: VendorFacts): VendorCard => ({
  id: v.id,
  slug: v.slug,
  businessName: v.name,
  category: v.category,
  city: v.city,
  citiesServed: v.citiesServed,
  summary: "",
  startingPrice: v.startingPrice,
  styles: v.styles,
  rating: averageRating(v.ratingTotal, v.reviewCount),
  reviewCount: v.reviewCount,
  responseTimeHours: v.responseTimeHours,
  yearsInBusiness: v.yearsInBusiness,
  cover: null,
  claimed: false,
});

/** The categories suggested when none is named: the first bookings after the venue. */
const FIRST_BOOKINGS: readonly VendorCategorySlug[] = ["photographers", "caterers", "djband", "florists"];

/** Directory vendors ranked for the couple by the matching questionnaire's own scoring. */
export function suggestVendors(facts: Facts, categories: readonly VendorCategorySlug[], perCategory: number) {
  const city = facts.profile?.city as CityId | null | undefined;
  if (!city) return null;
  const guestCount = guestCountOf(facts) ?? 100;
  const budget = facts.budget ? Math.round(facts.budget.totalCents / 100) : 0;
  const style = facts.profile?.weddingStyle;
  const styles = style && VENDOR_STYLES.some((s) => s.id === style) ? [style] : [];
  const input: VendorMatchInput = { city, guestCount, budget, styles: styles as VendorMatchInput["styles"], categories: [...categories], weddingDate: null };
  return { input, ranked: rankVendors((facts.vendors ?? []).map(asCard), input, perCategory) };
}

export function answerVendors(text: string, facts: Facts): SkillReply {
  const category = vendorCategoryIn(text);
  const budgetId = category ? VENDOR_TO_BUDGET[category] : undefined;
  const parts: string[] = [];
  if (facts.vendors === undefined) {
    parts.push("I can't reach the vendor directory right now, so I won't name vendors. Browse them by category on the Vendors page.");
  } else {
    const suggestion = suggestVendors(facts, category ? [category] : FIRST_BOOKINGS, category ? 3 : 1);
    if (!suggestion) {
      parts.push("Set your city in your profile (My Account) and I'll suggest vendors from our directory who work there.");
    } else {
      const { input, ranked } = suggestion;
      const city = cityName(input.city)!;
      const lines = ranked.flatMap(({ category: slug, matches }) =>
        matches.map(({ vendor }) => {
          const cost = estimatedCost(vendor, input.guestCount);
          const price = slug === "caterers" || slug === "bartenders" ? `about ${usd(cost)} for ${input.guestCount} guests` : `from ${usd(cost)}`;
          const rating = vendor.rating !== null ? `, rated ${vendor.rating.toFixed(1)} by ${vendor.reviewCount} ${vendor.reviewCount === 1 ? "couple" : "couples"}` : "";
          return `• ${vendor.businessName} (${vendorCategoryName(slug)}, ${cityName(vendor.city)}): ${price}${rating}`;
        }),
      );
      if (lines.length === 0) {
        parts.push(`I didn't find ${category ? vendorCategoryName(category).toLowerCase() : "vendors"} in our directory who work in ${city}. Try the Vendors page for nearby cities.`);
      } else {
        const fits = [`working in ${city}`, input.budget > 0 ? "ranked for your budget" : null, input.styles.length > 0 ? `and your ${facts.profile?.weddingStyle} style` : null].filter(Boolean).join(", ");
        parts.push(`From our vendor directory, ${fits}:\n${lines.join("\n")}\n`);
        if (category && input.budget > 0) parts.push(`The typical share of your budget for ${vendorCategoryName(category).toLowerCase()} is ${usd(categoryBudget(input, category))}.`);
        if (input.budget === 0) parts.push("Set your budget and I'll rank them by what fits it.");
      }
    }
  }
  if (budgetId) {
    const allocated = facts.budget?.allocations[budgetId];
    if (allocated !== undefined && allocated > 0) parts.push(`You've set aside ${dollars(allocated)} for ${categoryName(budgetId).toLowerCase()}.`);
    const questions = VENDOR_QUESTIONS[budgetId];
    if (questions) parts.push(questions);
  } else if (!category) {
    parts.push("Book in this order: venue, then photographer, caterer and music, then florist, officiant, hair and makeup, cake and transportation.");
  }
  return { reply: parts.join(" ").replace(/\n /g, "\n") };
}


/** The vendor directory as a planning module: what June may name and rank (decision 022). */
export const vendorsPlanning = definePlanningModule({
  name: "vendors",
  async facts(scope) {
    const profile = await readCoupleProfile(scope.deps.db, scope.access.coupleId);
    return { vendors: await directoryVendorFacts(scope.deps.db, profile?.city ?? null) };
  },
  tools: [
    defineTool({
      name: "find_vendors",
      description: "Directory vendors of one category working in the couple's city, ranked for their budget and style.",
      input: z.object({ category: z.enum(VENDOR_CATEGORIES.map((c) => c.slug) as [VendorCategorySlug, ...VendorCategorySlug[]], { message: "Give one of the directory categories." }) }),
      run({ facts }, input) {
        if (facts.vendors === undefined) return { error: "unknown" };
        const suggestion = suggestVendors(facts, [input.category], 5);
        if (!suggestion) return { error: "The couple has not set their city; ask them to add it to their profile." };
        return {
          vendors: suggestion.ranked[0]!.matches.map(({ vendor, reasons }) => ({
            name: vendor.businessName,
            city: vendor.city,
            estimatedDollars: estimatedCost(vendor, suggestion.input.guestCount),
            rating: vendor.rating,
            reviewCount: vendor.reviewCount,
            why: reasons.map((r) => r.text),
          })),
        };
      },
    }),
  ],
  skills: [
    {
      intent: "vendors",
      rank: 140,
      utterances: ["we need a photographer", "looking for a caterer", "we still need a florist", "find us a baker", "can you recommend a florist", "affordable dj", "photographers within our budget", "bakery for a wedding cake", "bridal stylist for hair", "someone to officiate", "day-of coordinator", "bar service for the reception", "transportation for guests", "catering that won't break the bank", "live band for dancing", "someone to film the ceremony", "is this florist any good", "find vendors near us", "any good decorators"],
      recognizes: (t) => has(t, /\bvendors?\b|\bphotographers?\b|\bvideographers?\b|\bflorists?\b|\bcaterers?\b|\bdjs?\b|\bband\b|\bbakers?\b|\bofficiants?\b|\bbartenders?\b|\bdecorators?\b|\bplanners?\b/),
      answer: ({ text, facts }) => answerVendors(text, facts),
      capability: "Vendors from our directory for each category",
    },
  ],
});
