import { z } from "zod";
import type { BudgetCategoryId } from "../../../domain/budget.ts";
import type { CityId } from "../../../domain/cities.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../domain/vendor-categories.ts";
import type { VendorCard } from "../../../domain/vendor-cards.ts";
import { categoryBudget, estimatedCost, rankVendors } from "../../../domain/vendor-matching.ts";
import { averageRating, VENDOR_STYLES, type VendorMatchInput } from "../../../domain/vendors.ts";
import { amountsIn, catalogItemNamedIn, categoryName, citiesIn, cityIn, cityName, dollars, has, priceCapIn, usd, VENDOR_TO_BUDGET, vendorCategoriesIn, vendorCategoryIn } from "../../planning/entities.ts";
import { definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { directoryVendorFacts, type VendorFacts } from "./operations/directory-facts.ts";

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** Published directory vendors of every city (June filters them by the city a message names, else the couple's). */
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
/** A category's name inside a sentence: "DJs and bands", "hair and makeup" (acronyms keep their capitals). */
const categoryInSentence = (slug: VendorCategorySlug) =>
  vendorCategoryName(slug)
    .replace(/&/g, "and")
    .split(" ")
    .map((word) => (/^[A-Z]{2,}/.test(word) ? word : word.toLowerCase()))
    .join(" ");

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
export function suggestVendors(facts: Facts, categories: readonly VendorCategorySlug[], perCategory: number, query: VendorQuery = { cheapest: false }) {
  const city = (query.city ?? facts.profile?.city) as CityId | null | undefined;
  if (!city) return null;
  const guestCount = guestCountOf(facts) ?? 100;
  const budget = facts.budget ? Math.round(facts.budget.totalCents / 100) : 0;
  const style = facts.profile?.weddingStyle;
  const styles = style && VENDOR_STYLES.some((s) => s.id === style) ? [style] : [];
  const input: VendorMatchInput = { city, guestCount, budget, styles: styles as VendorMatchInput["styles"], categories: [...categories], weddingDate: null };
  // Only vendors who work in the city and start within the cap are candidates; the ranking orders them.
  const candidates = (facts.vendors ?? []).filter((v) => v.citiesServed.includes(city) && (query.alsoCity === undefined || v.citiesServed.includes(query.alsoCity)) && (query.maxPrice === undefined || v.startingPrice <= query.maxPrice));
  const ranked = rankVendors(candidates.map(asCard), input, query.cheapest ? 1000 : perCategory).map((group) =>
    query.cheapest ? { ...group, matches: [...group.matches].sort((a, b) => a.vendor.startingPrice - b.vendor.startingPrice).slice(0, perCategory) } : group,
  );
  return { input, ranked };
}

/** What a message asks of the directory besides the category: a city, a starting-price cap, the cheapest first. */
export interface VendorQuery {
  city?: CityId;
  /** A second city they must also serve ("a dj around columbus who'll also do cincinnati"). */
  alsoCity?: CityId;
  /** Dollars. */
  maxPrice?: number;
  cheapest: boolean;
}

/** Two cities said as both ("who'll also do cincinnati", "columbus and nashville"), not as a choice or where they live. */
const SERVES_BOTH = /\b(?:also|too|as well|both)\b|\b(?:cleveland|columbus|cincinnati|cincy|nashville)\s*(?:and|&|\+)\s*(?:cleveland|columbus|cincinnati|cincy|nashville)\b/i;

export function vendorQueryIn(text: string): VendorQuery {
  // "They've got 1800 set aside, anyone that starts under that": the amount said is the cap "that" points at.
  // "We only set aside like $500 for it", "we've got 2k for a photographer": what they have for it is the cap.
  const pointed = /\b(?:under|below|less than|within|for|at or under|no more than) (?:that|it|this)\b|\b(?:set aside|budgeted|have|got|only have|saved)\b[^.?!]{0,20}\$?\d[^.?!]{0,20}\bfor (?:it|that|this|one|an?\b)/i.test(text) ? amountsIn(text)[0] : undefined;
  const cap = priceCapIn(text) ?? pointed;
  const cities = citiesIn(text);
  return { city: cities[0] ?? cityIn(text), alsoCity: cities.length === 2 && SERVES_BOTH.test(text) ? cities[1] : undefined, maxPrice: cap === undefined ? undefined : Math.round(cap / 100), cheapest: has(text.toLowerCase(), /\b(cheapest|least expensive|most affordable|lowest price|inexpensive|cheap|affordable)\b/) };
}

/** A directory vendor the message names. */
export function directoryVendorNamedIn(text: string, facts: Facts): VendorFacts | undefined {
  return catalogItemNamedIn(text, facts.vendors ?? []);
}

/** "Ever heard of…", "thoughts on…", "is … legit": a question about one named business. */
const ASKS_ABOUT_ONE = /\b(tell (me|us) about|know about|heard of|thoughts on|opinions? (of|on)|reviews? (of|for)|info (on|about)|details (on|about)|is [a-z' &]{2,40} (any good|good|legit|reliable|worth it))\b/;
/** The last word of most vendors' business names. */
const VENDOR_NAME_WORD = /\b(florals?|flowers|photography|photo|films?|media|catering|caterers|kitchen|djs?|entertainment|band|strings|quartet|bakery|cakes|sweets|events|beauty|salon|bridal|press|paperie|stationery|rentals|limo|limousine|transportation|studios?|co|company|collective)\b/;

export function answerVendorDetail(text: string, facts: Facts): SkillReply {
  const vendor = directoryVendorNamedIn(text, facts);
  if (!vendor) return { reply: "I couldn't find a vendor by that name in our directory, so I can't vouch for them or describe them. Check the spelling, or ask me for vendors by category and city." };
  const rating = averageRating(vendor.ratingTotal, vendor.reviewCount);
  const reviews = rating !== null ? `rated ${rating.toFixed(1)} by ${vendor.reviewCount} ${vendor.reviewCount === 1 ? "couple" : "couples"}` : "no reviews yet";
  return {
    reply: `${vendor.name} (${vendorCategoryName(vendor.category)}, based in ${cityName(vendor.city)}) works in ${vendor.citiesServed.map((c) => cityName(c)).join(", ")}, from ${usd(vendor.startingPrice)}; ${reviews}${vendor.yearsInBusiness ? `, ${vendor.yearsInBusiness} years in business` : ""}. Read their reviews and packages on their page in the Vendors directory.`,
  };
}

export function answerVendors(text: string, facts: Facts): SkillReply {
  // "Need a florist and a baker in columbus": each category searched with the same city and cap.
  const named = vendorCategoriesIn(text);
  if (named.length > 1) return { reply: named.slice(0, 3).map((category) => answerVendorsOf(category, text, facts).reply).join("\n\n") };
  return answerVendorsOf(vendorCategoryIn(text), text, facts);
}

function answerVendorsOf(category: VendorCategorySlug | undefined, text: string, facts: Facts): SkillReply {
  const budgetId = category ? VENDOR_TO_BUDGET[category] : undefined;
  // "Who fits within our videography budget?": what they set aside for the category is the price cap.
  const set = budgetId && facts.budget ? facts.budget.allocations[budgetId] : undefined;
  const withinBudget = set !== undefined && set > 0 && /\b(?:within|under|inside|in|fits?|fitting)\s+(?:our|the|my)\s+(?:\w+\s+)?budget\b/i.test(text);
  const asked = vendorQueryIn(text);
  const query = withinBudget && asked.maxPrice === undefined ? { ...asked, maxPrice: Math.round(set / 100) } : asked;
  const parts: string[] = [];
  if (facts.vendors === undefined) {
    parts.push("I can't reach the vendor directory right now, so I won't name vendors. Browse them by category on the Vendors page.");
  } else {
    const suggestion = suggestVendors(facts, category ? [category] : FIRST_BOOKINGS, category ? 3 : 1, query);
    if (!suggestion) {
      parts.push("Set your city in your profile (My Account) and I'll suggest vendors from our directory who work there.");
    } else {
      const { input, ranked } = suggestion;
      const city = `${cityName(input.city)!}${query.alsoCity && query.alsoCity !== input.city ? ` and ${cityName(query.alsoCity)}` : ""}`;
      const lines = ranked.flatMap(({ category: slug, matches }) =>
        matches.map(({ vendor }) => {
          const cost = estimatedCost(vendor, input.guestCount);
          const price = slug === "caterers" || slug === "bartenders" ? `about ${usd(cost)} for ${input.guestCount} guests` : `from ${usd(cost)}`;
          const rating = vendor.rating !== null ? `, rated ${vendor.rating.toFixed(1)} by ${vendor.reviewCount} ${vendor.reviewCount === 1 ? "couple" : "couples"}` : "";
          return `• ${vendor.businessName} (${vendorCategoryName(slug)}, ${cityName(vendor.city)}): ${price}${rating}`;
        }),
      );
      const cap = query.maxPrice !== undefined ? ` starting at ${usd(query.maxPrice)} or less` : "";
      if (lines.length === 0) {
        parts.push(`I couldn't find any ${category ? categoryInSentence(category) : "vendors"} in our directory who work in ${city}${cap}: none fits all of that. Try a higher price or a nearby city on the Vendors page.`);
      } else {
        const fits = [`working in ${city}${cap}`, query.cheapest ? "cheapest first" : input.budget > 0 ? "ranked for your budget" : null, !query.cheapest && input.styles.length > 0 ? `and your ${facts.profile?.weddingStyle} style` : null].filter(Boolean).join(", ");
        parts.push(`From our vendor directory, ${fits}:\n${lines.join("\n")}\n`);
        if (category && input.budget > 0) parts.push(`The typical share of your budget for ${categoryInSentence(category)} is ${usd(categoryBudget(input, category))}.`);
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
    return { vendors: await directoryVendorFacts(scope.deps.db, null) };
  },
  tools: [
    defineTool({
      name: "find_vendors",
      description: "Directory vendors of one category working in a city (else the couple's), starting at or under a price cap if given, ranked for their budget and style or cheapest first. An empty list means none fits.",
      input: z.object({
        category: z.enum(VENDOR_CATEGORIES.map((c) => c.slug) as [VendorCategorySlug, ...VendorCategorySlug[]], { message: "Give one of the directory categories." }),
        city: z.enum(["columbus", "cleveland", "cincinnati", "nashville"]).optional().describe("When it differs from the couple's city."),
        max_starting_price_dollars: z.number().int().min(0).max(1_000_000).optional(),
        cheapest_first: z.boolean().optional(),
      }),
      run({ facts }, input) {
        if (facts.vendors === undefined) return { error: "unknown" };
        const suggestion = suggestVendors(facts, [input.category], 5, { city: input.city, maxPrice: input.max_starting_price_dollars, cheapest: input.cheapest_first ?? false });
        if (!suggestion) return { error: "The couple has not set their city; ask them to add it to their profile." };
        return {
          vendors: suggestion.ranked[0]!.matches.map(({ vendor, reasons }) => ({
            name: vendor.businessName,
            city: vendor.city,
            startingPriceDollars: vendor.startingPrice,
            estimatedDollars: estimatedCost(vendor, suggestion.input.guestCount),
            rating: vendor.rating,
            reviewCount: vendor.reviewCount,
            why: reasons.map((r) => r.text),
          })),
        };
      },
    }),
    defineTool({
      name: "get_vendor",
      description: "One directory vendor by name (fuzzy): category, cities, starting price, rating. Says when the directory has no vendor of that name.",
      input: z.object({ name: z.string().min(2).max(200) }),
      run({ facts }, input) {
        const vendor = directoryVendorNamedIn(input.name, facts);
        return vendor ? { found: true, summary: answerVendorDetail(vendor.name, facts).reply } : { found: false, note: "No directory vendor has that name; do not describe it." };
      },
    }),
  ],
  skills: [
    {
      intent: "vendor-detail",
      rank: 46,
      slotted: true,
      utterances: ["have you heard of this photographer", "are they any good", "what do you know about that florist", "is this caterer reliable", "tell me about that dj company", "ever heard of them"],
      topic: "one vendor",
      recognizes: (t, facts) => facts !== undefined && directoryVendorNamedIn(t, facts) !== undefined && !has(t, /\b(pay|paid|owe|deposit|cost|costing|budget|delete|remove|save|heart|favorite|favourite|bookmark|expenses?|bucks|dollars)\b/),
      answer: ({ text, facts }) => answerVendorDetail(text, facts),
    },
    {
      // "Ever heard of Velvet Fern Florals?": a business named like a vendor that the directory does not have.
      intent: "vendor-unknown",
      rank: 48,
      slotted: true,
      topic: "one vendor",
      recognizes: (t, facts) => facts !== undefined && has(t, ASKS_ABOUT_ONE) && has(t, VENDOR_NAME_WORD) && !has(t, /\b(in|near|around) (cleveland|columbus|cincinnati|nashville)\b|\bvendors\b|\b(our|my) (florist|photographer|caterer|dj|baker|planner)\b/) && directoryVendorNamedIn(t, facts) === undefined,
      answer: ({ text, facts }) => answerVendorDetail(text, facts),
    },
    {
      intent: "vendor-search",
      rank: 135,
      slotted: true,
      utterances: ["photographer in cleveland under 2000", "cheapest florist in nashville", "dj under $1,200", "caterers in cincinnati"],
      topic: "vendors in our directory",
      // A directory category with a city, a price cap or "cheapest": a search, not a budget question.
      recognizes: (t) => {
        const query = vendorQueryIn(t);
        const asksForOne = has(t, /\b(recs?|recommend\w*|suggest\w*|looking for|need an?|find (us|me)|know (any|an?)|who does|any good|around here|near us|any \w+ (?:compan(?:y|ies)|services|businesses|options))\b/);
        // "We need an officiant in cleveland, we only set aside $500 for it": a vendor asked for in a city, the money said as the limit.
        const askedInCity = asksForOne && query.city !== undefined && !has(t, /\b(?:set|put|move|bump|raise|allocate)\b(?! aside)/);
        return vendorCategoryIn(t) !== undefined && (query.city !== undefined || query.maxPrice !== undefined || query.cheapest || asksForOne) && (askedInCity || !has(t, /\b(set|put|move|bump|raise|allocate|budgeted|set aside|spent|paid|owe)\b/));
      },
      answer: ({ text, facts }) => answerVendors(text, facts),
    },
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
