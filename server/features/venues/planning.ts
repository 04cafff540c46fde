import { z } from "zod";
import { formatCalendarDate } from "../../../domain/dates.ts";
import { VENUE_STYLES, type VenueStyle } from "../../../domain/venues.ts";
import { catalogItemNamedIn, cityIn, cityName, has, headcountIn, priceCapIn, usd, vendorCategoriesIn, vocabularyIn } from "../../planning/entities.ts";
import { definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { readCoupleProfile } from "../account/planning.ts";
import { catalogVenueFacts, venueIdsBlockedOn, type VenueFacts } from "./operations/catalog-facts.ts";

export { venueFactsByIds, type VenueFacts } from "./operations/catalog-facts.ts";

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** Published catalog venues in every city, cheapest first (June searches them by the slots a message names). */
    catalogVenues: VenueFacts[];
    /** The catalog venues that have blocked the couple's wedding date (null: no wedding date set). */
    venueAvailability: { date: string; blockedIds: string[] } | null;
  }
}

/** The guest count June plans for: the profile's, else the budget's. */
export const guestCountOf = (facts: Facts) => facts.profile?.guestCount ?? facts.budget?.guestCount ?? null;

/** A catalog venue the message names (the longest name found wins). */
export function venueNamedIn(text: string, venues: readonly VenueFacts[]): VenueFacts | undefined {
  const lower = text.toLowerCase();
  const simplify = (name: string) => name.toLowerCase().replace(/^the /, "");
  return [...venues].sort((a, b) => b.name.length - a.name.length).find((v) => lower.includes(simplify(v.name)));
}

/** A venue's likely cost for a guest count: rental plus per-guest pricing, low and high ends (dollars). */
export function venueEstimate(venue: VenueFacts, guests: number): { low: number; high: number } {
  return { low: venue.rentalFeeMin + venue.perGuestMin * guests, high: venue.rentalFeeMax + venue.perGuestMax * guests };
}

export function venueLine(venue: VenueFacts, guests: number | null): string {
  const place = [venue.neighborhood, cityName(venue.city)].filter(Boolean).join(", ");
  const cost =
    guests && guests > 0
      ? `about ${usd(venueEstimate(venue, guests).low)} to ${usd(venueEstimate(venue, guests).high)} for ${guests} guests (rental plus per-guest pricing)`
      : `rental ${usd(venue.rentalFeeMin)} to ${usd(venue.rentalFeeMax)}, plus ${usd(venue.perGuestMin)} to ${usd(venue.perGuestMax)} per guest`;
  return `• ${venue.name} (${place}): seats ${venue.seatedCapacity}, ${cost}.`;
}

/** Catalog venues that fit the couple: their city and guest count (from the query), their budget and style. */
export function suggestVenues(facts: Facts, limit = 3): { venues: VenueFacts[]; budgetCap: number | null } {
  const guests = guestCountOf(facts);
  const saved = new Set((facts.savedVenues ?? []).map((v) => v.id));
  const budget = facts.budget;
  // The venue and catering shares together: per-guest venue pricing usually includes the food.
  const budgetCap = budget ? Math.round(((budget.allocations.venue ?? 0) + (budget.allocations.catering ?? 0)) / 100) : null;
  const style = facts.profile?.weddingStyle?.toLowerCase();
  const city = facts.profile?.city;
  const candidates = (facts.catalogVenues ?? [])
    .filter((v) => !city || v.city === city)
    .filter((v) => !saved.has(v.id))
    .filter((v) => (guests ? v.seatedCapacity >= guests : true))
    .filter((v) => (budgetCap && guests ? venueEstimate(v, guests).low <= budgetCap : true));
  const score = (v: VenueFacts) => (style && v.styles.some((s) => s.toLowerCase().includes(style)) ? 0 : 1);
  const sorted = [...candidates].sort((a, b) => score(a) - score(b) || (guests ? venueEstimate(a, guests).low - venueEstimate(b, guests).low : a.priceTier - b.priceTier) || a.name.localeCompare(b.name));
  return { venues: sorted.slice(0, limit), budgetCap };
}

export function answerVenues(facts: Facts): SkillReply {
  if (facts.catalogVenues === undefined) return { reply: "I can't reach the venue catalog right now. You can browse every venue on the Venues page meanwhile." };
  const guests = guestCountOf(facts);
  const city = cityName(facts.profile?.city);
  const { venues, budgetCap } = suggestVenues(facts);
  const fits = [city ? `in ${city}` : "in our four cities", guests ? `seating ${guests}` : null, budgetCap && guests ? `within your venue and catering budget of ${usd(budgetCap)}` : null]
    .filter(Boolean)
    .join(", ");
  if (venues.length === 0) {
    return {
      reply: `I didn't find a catalog venue ${fits}${(facts.savedVenues?.length ?? 0) > 0 ? " beyond the ones you've saved" : ""}. You could widen the search on the Venues page, adjust your guest count, or move money into the venue category.`,
    };
  }
  const missing = [!city ? "set your city in your profile" : null, !guests ? "add your guest count" : null].filter(Boolean);
  const lines = venues.map((v) => venueLine(v, guests));
  return {
    reply: `Venues from our catalog ${fits}:\n${lines.join("\n")}\n${missing.length > 0 ? `For a closer fit, ${missing.join(" and ")}. ` : ""}Want me to save any of them to your favorites?`,
    actions: venues.map((v) => ({ type: "save-venue" as const, venueId: v.id, venueName: v.name })),
  };
}


/** What a message asks of the catalog: a city, styles, a headcount, a rental cap, the cheapest first. */
export interface VenueQuery {
  city?: string;
  styles: VenueStyle[];
  /** "Garden or vineyard": any of the styles named will do, not every one. */
  anyStyle?: boolean;
  guests?: number;
  /** The most the rental may start at, in dollars. */
  maxRental?: number;
  cheapest: boolean;
}

export function venueQueryIn(text: string): VenueQuery {
  const cap = priceCapIn(text);
  return {
    city: cityIn(text),
    // "Something on the water": the waterfront style in everyday words.
    styles: vocabularyIn(text.replace(/\b(?:on|by|near|overlooking) the (?:water|lake|river)\b|\blake(?:side|front)?\b|\briver(?:side|front)?\b/gi, " waterfront "), VENUE_STYLES),
    anyStyle: /\b(?:or|either)\b/.test(text.toLowerCase()),
    guests: headcountIn(text),
    maxRental: cap === undefined ? undefined : Math.round(cap / 100),
    cheapest: has(text.toLowerCase(), /\b(cheapest|least expensive|most affordable|lowest price|budget[- ]friendly|inexpensive|cheap)\b/),
  };
}

/**
 * The catalog venues meeting every constraint: the city named (else the couple's), every style named,
 * seats for the headcount named (else the couple's, unless `strictGuests` is off and none would fit), a
 * rental from at most the cap. Cheapest first when asked, else the couple's style first, then price.
 */
export function searchVenues(facts: Facts, query: VenueQuery): { venues: VenueFacts[]; city: string | undefined; guests: number | null } {
  const city = query.city ?? facts.profile?.city ?? undefined;
  const guests = query.guests ?? guestCountOf(facts);
  const style = facts.profile?.weddingStyle?.toLowerCase();
  const matching = (facts.catalogVenues ?? [])
    .filter((v) => !city || v.city === city)
    .filter((v) => query.styles.length === 0 || (query.anyStyle ? query.styles.some((s) => v.styles.includes(s)) : query.styles.every((s) => v.styles.includes(s))))
    .filter((v) => !guests || v.seatedCapacity >= guests)
    .filter((v) => query.maxRental === undefined || v.rentalFeeMin <= query.maxRental);
  const cost = (v: VenueFacts) => (guests ? venueEstimate(v, guests).low : v.rentalFeeMin);
  const styleFirst = (v: VenueFacts) => (!query.cheapest && style && v.styles.some((s) => s.includes(style)) ? 0 : 1);
  const sorted = [...matching].sort((a, b) => (query.cheapest ? a.rentalFeeMin - b.rentalFeeMin : 0) || styleFirst(a) - styleFirst(b) || cost(a) - cost(b) || a.name.localeCompare(b.name));
  return { venues: sorted, city, guests };
}

const styleLabel = (id: VenueStyle) => VENUE_STYLES.find((s) => s.id === id)!.label.toLowerCase();

export function answerVenueSearch(text: string, facts: Facts): SkillReply {
  if (facts.catalogVenues === undefined) return { reply: "I can't reach the venue catalog right now. You can browse every venue on the Venues page meanwhile." };
  const query = venueQueryIn(text);
  let { venues, city, guests } = searchVenues(facts, query);
  // The couple's own headcount was not asked for: when it rules out every venue that meets what was asked, say so and show those.
  let tooSmall = "";
  if (venues.length === 0 && query.guests === undefined && guests) {
    const loosened = searchVenues({ ...facts, profile: facts.profile ? { ...facts.profile, guestCount: null } : facts.profile, budget: facts.budget ? { ...facts.budget, guestCount: 0 } : facts.budget }, query);
    if (loosened.venues.length > 0) {
      tooSmall = `None of them seats your ${guests} guests, so check capacity before you tour. `;
      ({ venues, city } = loosened);
      guests = null;
    }
  }
  // "The cheapest place in columbus": cheaper ones too small for the couple's own headcount are named, with their size.
  if (query.cheapest && query.guests === undefined && guests && venues.length > 0 && !/\b(?:fits?|holds?|seats?)\b|\ball (?:of )?(?:our|the|my) guests\b|\beveryone\b|\bbig enough\b/i.test(text)) {
    const everySize = searchVenues({ ...facts, profile: facts.profile ? { ...facts.profile, guestCount: null } : facts.profile, budget: facts.budget ? { ...facts.budget, guestCount: 0 } : facts.budget }, query).venues;
    const cheaperSmall = everySize.filter((v) => v.seatedCapacity < guests! && v.rentalFeeMin < venues[0]!.rentalFeeMin).slice(0, 2);
    if (cheaperSmall.length > 0) tooSmall = `Cheaper still, but too small for your ${guests} guests: ${cheaperSmall.map((v) => `${v.name} (rental from ${usd(v.rentalFeeMin)}, seats ${v.seatedCapacity})`).join(", ")}. `;
  }
  const wanted = (count: number) => [
    query.styles.length > 0 ? `${query.styles.map(styleLabel).join(query.anyStyle ? " or " : " and ")} ${count === 1 ? "venue" : "venues"}` : count === 1 ? "venue" : "venues",
    city ? `in ${cityName(city)}` : "in our four cities",
    guests ? `seating ${guests}` : null,
    query.maxRental !== undefined ? `with a rental from ${usd(query.maxRental)} or less` : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (venues.length === 0) {
    return {
      reply: `I couldn't find any ${wanted(2)} in our catalog: nothing meets all of that. Try loosening one thing (another style, a higher price, or a nearby city), or browse the Venues page with its filters.`,
    };
  }
  const shown = venues.slice(0, query.cheapest ? 3 : 4);
  const lead = query.cheapest ? `The most affordable ${wanted(shown.length)} in our catalog, by rental fee:` : `${venues.length === 1 ? "One" : venues.length} ${wanted(venues.length)} in our catalog${venues.length > shown.length ? `; the first ${shown.length}` : ""}:`;
  return {
    reply: `${lead}\n${shown.map((v) => venueLine(v, guests)).join("\n")}\n${tooSmall}Want me to save any of them to your favorites?`,
    actions: shown.filter((v) => !(facts.savedVenues ?? []).some((saved) => saved.id === v.id)).map((v) => ({ type: "save-venue" as const, venueId: v.id, venueName: v.name })),
  };
}

/** The catalog venue a message names: the couple's saved ones answer to a short name ("the carriage barn"). */
/** A comparison asked: cheaper, bigger, "vs", "or". */
const COMPARED = /\b(?:cheaper|pricier|more expensive|less expensive|costs? (?:more|less)|bigger|smaller|larger|holds? more|seats? more|better|vs\.?|versus|compared? (?:to|with)|difference between)\b/;

/** The two venues a comparison names, one on each side of "or", "vs" or "and". */
function twoVenuesIn(text: string, facts: Facts): [VenueFacts, VenueFacts] | undefined {
  const sides = text.split(/\s+(?:or|vs\.?|versus|and|than|compared (?:to|with))\s+/i);
  if (sides.length < 2) return undefined;
  const first = catalogVenueNamedIn(sides.slice(0, -1).join(" "), facts);
  const second = catalogVenueNamedIn(sides.at(-1)!, facts);
  return first && second && first.id !== second.id ? [first, second] : undefined;
}

export function answerVenueCompare(text: string, facts: Facts): SkillReply {
  const pair = twoVenuesIn(text, facts);
  if (!pair) return answerVenueDetail(text, facts);
  const guests = guestCountOf(facts);
  const line = (v: VenueFacts) => `${v.name}: rental ${usd(v.rentalFeeMin)} to ${usd(v.rentalFeeMax)}, plus ${usd(v.perGuestMin)} to ${usd(v.perGuestMax)} per guest${guests ? ` (about ${usd(venueEstimate(v, guests).low)} to ${usd(venueEstimate(v, guests).high)} for your ${guests} guests)` : ""}; seats ${v.seatedCapacity}.`;
  const bySize = /\b(?:bigger|smaller|larger|holds? more|seats? more)\b/i.test(text);
  const [a, b] = pair;
  const verdict = bySize
    ? a.seatedCapacity === b.seatedCapacity ? `They seat the same, ${a.seatedCapacity}.` : `${a.seatedCapacity > b.seatedCapacity ? a.name : b.name} is bigger (seats ${Math.max(a.seatedCapacity, b.seatedCapacity)} to ${Math.min(a.seatedCapacity, b.seatedCapacity)}).`
    : (() => {
        const cost = (v: VenueFacts) => (guests ? venueEstimate(v, guests).low : v.rentalFeeMin);
        return cost(a) === cost(b) ? "They cost about the same." : `${cost(a) < cost(b) ? a.name : b.name} is cheaper${guests ? ` for your ${guests} guests` : " to rent"}.`;
      })();
  return { reply: `${verdict}\n• ${line(a)}\n• ${line(b)}` };
}

export function catalogVenueNamedIn(text: string, facts: Facts): VenueFacts | undefined {
  const saved = facts.savedVenues ?? [];
  const known = [...saved, ...(facts.catalogVenues ?? []).filter((v) => !saved.some((s) => s.id === v.id))];
  return catalogItemNamedIn(text, known, new Set(saved.map((v) => v.id))) ?? savedVenueByKind(text, saved);
}

/** "The mansion we hearted", "our saved barn": the one saved venue whose name has that word. */
function savedVenueByKind(text: string, saved: readonly VenueFacts[]): VenueFacts | undefined {
  const named = /\b(?:the|that|our) (\w+) (?:we|i|you) (?:saved|hearted|liked|loved|favorited|favourited|bookmarked|starred|picked)\b|\b(?:our|the) (?:saved|hearted|favorite|favourite|favorited) (\w+)\b|\b(?:the|that) (\w+) (?:place|one|venue|spot)\b/i.exec(text);
  const kind = (named?.[1] ?? named?.[2] ?? named?.[3])?.toLowerCase().replace(/s$/, "");
  if (!kind || kind.length < 3) return undefined;
  const matches = saved.filter((venue) => venue.name.toLowerCase().split(/[^a-z]+/).some((word) => word.replace(/s$/, "") === kind));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Whether a venue is free on the couple's wedding date, as the venue's own blocked dates say. */
export function availabilityLine(venue: VenueFacts, facts: Facts): string | undefined {
  const availability = facts.venueAvailability;
  if (!availability) return facts.profile?.weddingDate ? undefined : "Add your wedding date to your profile and I'll check whether it's free that day.";
  const day = formatCalendarDate(availability.date, "EEEE, MMMM d, yyyy");
  return availability.blockedIds.includes(venue.id)
    ? `On your date, ${day}, it's not available: the venue has that day blocked.`
    : `On your date, ${day}, it's open: the venue hasn't blocked that day (request a tour or ask the venue to hold it).`;
}

export function answerVenueDetail(text: string, facts: Facts): SkillReply {
  const venue = catalogVenueNamedIn(text, facts);
  if (!venue) return { reply: "I couldn't find a venue by that name in our catalog, so I won't guess at its details. Check the spelling, or search the Venues page; I can also suggest catalog venues that fit you." };
  // "Is it big enough if we end up at 150?": the count asked about, else the couple's own.
  const guests = headcountIn(text) ?? guestCountOf(facts);
  const place = [venue.neighborhood, cityName(venue.city)].filter(Boolean).join(", ");
  const styles = venue.styles.length > 0 ? ` Style: ${venue.styles.join(", ")}.` : "";
  const price = `Rental ${usd(venue.rentalFeeMin)} to ${usd(venue.rentalFeeMax)}, plus ${usd(venue.perGuestMin)} to ${usd(venue.perGuestMax)} per guest${guests ? ` (about ${usd(venueEstimate(venue, guests).low)} to ${usd(venueEstimate(venue, guests).high)} for your ${guests} guests)` : ""}.`;
  const whose = headcountIn(text) !== undefined ? "" : "your ";
  const fits = guests ? (venue.seatedCapacity >= guests ? ` That fits ${whose}${guests} guests.` : ` That's not enough for ${whose}${guests} guests.`) : "";
  const saved = (facts.savedVenues ?? []).some((v) => v.id === venue.id);
  const availability = availabilityLine(venue, facts);
  return {
    reply: `${venue.name} (${place}) seats ${venue.seatedCapacity}${venue.standingCapacity ? ` (${venue.standingCapacity} standing)` : ""}.${fits} ${price}${styles}${availability ? ` ${availability}` : ""}${saved ? " It's in your favorites." : ""}`,
    ...(saved ? {} : { actions: [{ type: "save-venue" as const, venueId: venue.id, venueName: venue.name }] }),
  };
}

/** Whether a message asks to search the catalog with a constraint June can read (a city, a style, a size or a price cap). */
function asksVenueSearch(text: string): boolean {
  // "We need a barn in Columbus that seats 150": a kind of venue named is a venue asked for.
  const kinds = "barn|estate|garden|loft|ballroom|winery|vineyard|farm|mansion|rooftop|chapel|hall|lodge|manor|greenhouse|warehouse|brewery|museum|hotel|lakehouse|courtyard|conservatory";
  // "Vineyard or winery vibe in cincinnati": a kind of place as a vibe, or the message's first words, is a place asked for.
  // "A shuttle from the hotel" names a place to leave from, not a place asked for.
  const venueWord = new RegExp(`\\b(venues?|places?|spots?|locations?|spaces?|somewhere|something|anything|anywhere|options|what'?s out there|what(?:'s| is) available|what do you (?:have|got))\\b|\\b(?:${kinds})(?:-?y|-?ish)\\s+(?:vibes?|feel|style|look)\\b|(?<!\\b(?:from|to|at|near|by|between) )\\b(?:a|an|another|some|any|the)\\s+(?:\\w+\\s+)?(?:${kinds})s?\\b|\\b(?:${kinds})s?(?:\\s+or\\s+(?:an?\\s+)?\\w+)?\\s+(?:vibes?|feel|style|look|type|setting|weddings?)\\b|^\\W*(?:${kinds})s?\\b`);
  if (!has(text, venueWord) || has(text, /\b(saved|hearted|favorites?|shortlist|our list)\b|\b(?:did|have|had) (?:we|i|you) (?:\w+ )?(?:save|heart|favorite|bookmark)\b|\b(?:save|heart|favorite|bookmark) (?:that|this|the|it)\b/)) return false;
  // "Cake bakers in cleveland? nothing fancy": a kind of vendor asked for is the directory's, not a place.
  // "A shuttle from the hotel to the venue": the venue is where the vendor goes, not a place asked for.
  // "Bartenders in columbus? our venue doesn't do the bar": the couple's own venue said to do something is the setting, not a place asked for.
  const placesAsked = text.replace(/\b(?:from|to|at|near|by|between|and|of) (?:the |our |a )?(?:venues?|hotels?|ceremony|reception)(?: sites?| spaces?)?\b|\b(?:our|my) venue(?:'s)?(?= (?:doesn'?t|does|do|won'?t|can'?t|cannot|only|says|said|requires|wants|has|had|provides|includes|is|isn'?t|charges|allows)\b)/gi, " ");
  if (vendorCategoriesIn(text.replace(/\bmusic city\b/gi, " ")).length > 0 && !has(placesAsked, new RegExp(`\\b(?:venues?|places?|spots?|locations?)\\b|\\b(?:${kinds})s?\\b`))) return false;
  const query = venueQueryIn(text);
  return query.city !== undefined || query.styles.length > 0 || query.guests !== undefined || query.maxRental !== undefined || query.cheapest;
}

/** "Tell me about…", "ever heard of…", "is … any good": a question about one named place. */
const ASKS_ABOUT_A_PLACE = /\b(tell (me|us) about|know about|heard of|thoughts on|opinion (of|on)|is (the )?[a-z' ]{2,40} (any good|good|nice|worth it|legit)|reviews? (of|for)|info (on|about)|details (on|about)|what(?:'s| is) (?:it|that|that place|the place) like|check(?:ing)? out|how about|what about|have you seen)\b/;
/** The last word of most venues' names. */
const VENUE_NAME_WORD = /\b(conservatory|hall|barn|estate|gardens?|manor|lodge|inn|vineyards?|winery|chapel|pavilion|ballroom|loft|farm|farmstead|house|club|mansion|castle|terrace|greenhouse|atrium|museum|hotel|resort|ranch|orchard|brewery|distillery|lakehouse|cottage|courtyard|gallery|arboretum|plantation|retreat|warehouse|rooftop)\b/;

/** The venue catalog as a planning module: what June may name and suggest (decision 022). */
export const venuesPlanning = definePlanningModule({
  name: "venues",
  async facts(scope) {
    const profile = await readCoupleProfile(scope.deps.db, scope.access.coupleId);
    const [catalogVenues, blockedIds] = await Promise.all([catalogVenueFacts(scope.deps.db, { city: null, minSeats: 0 }), profile?.weddingDate ? venueIdsBlockedOn(scope.deps.db, profile.weddingDate) : Promise.resolve(null)]);
    return { catalogVenues, venueAvailability: profile?.weddingDate && blockedIds ? { date: profile.weddingDate, blockedIds } : null };
  },
  tools: [
    defineTool({
      name: "find_venues",
      description: "Search the venue catalog: by city (else the couple's), styles, guests to seat (else the couple's count), the most the rental may start at, cheapest first if asked. Returns only venues meeting every constraint (none means none fits).",
      input: z.object({
        city: z.enum(["columbus", "cleveland", "cincinnati", "nashville"]).optional(),
        styles: z.array(z.enum(VENUE_STYLES.map((s) => s.id) as [VenueStyle, ...VenueStyle[]])).max(4).optional(),
        guests: z.number().int().min(1).max(2000).optional().describe("Guest count, when it differs from the couple's."),
        max_rental_dollars: z.number().int().min(0).max(1_000_000).optional(),
        cheapest_first: z.boolean().optional(),
      }),
      run({ facts }, input) {
        const { venues, city, guests } = searchVenues(facts, { city: input.city, styles: input.styles ?? [], guests: input.guests, maxRental: input.max_rental_dollars, cheapest: input.cheapest_first ?? false });
        return {
          city,
          guests,
          count: venues.length,
          venues: venues.slice(0, 6).map((v) => ({
            id: v.id,
            name: v.name,
            neighborhood: v.neighborhood,
            city: v.city,
            seats: v.seatedCapacity,
            styles: v.styles,
            rentalDollars: [v.rentalFeeMin, v.rentalFeeMax],
            perGuestDollars: [v.perGuestMin, v.perGuestMax],
            blockedOnWeddingDate: facts.venueAvailability ? facts.venueAvailability.blockedIds.includes(v.id) : null,
          })),
        };
      },
    }),
    defineTool({
      name: "get_venue",
      description: "One catalog venue by name (fuzzy): seats, prices, styles, and whether it is free on the couple's wedding date. Says when no catalog venue has that name.",
      input: z.object({ name: z.string().min(2).max(200) }),
      run({ facts }, input) {
        const venue = catalogVenueNamedIn(input.name, facts);
        if (!venue) return { found: false, note: "No catalog venue has that name; do not describe it." };
        return { found: true, id: venue.id, summary: answerVenueDetail(venue.name, facts).reply };
      },
    }),
  ],
  skills: [
    {
      // "Which one is cheaper, the carriage barn or hoover lakeside": two venues named, side by side.
      intent: "venue-compare",
      rank: 44,
      slotted: true,
      topic: "two venues side by side",
      recognizes: (t, facts) => facts !== undefined && COMPARED.test(t) && twoVenuesIn(t, facts) !== undefined,
      answer: ({ text, facts }) => answerVenueCompare(text, facts),
    },
    {
      intent: "venue-detail",
      rank: 45,
      slotted: true,
      utterances: ["how big is that venue", "what does the lodge cost", "is the mansion free on our date", "tell me about the glasshouse", "is that venue available on our wedding day", "have you heard of that venue", "what do you know about this place"],
      topic: "one venue",
      // A catalog venue named, asked about rather than saved, searched or deleted.
      // Paying for it is the budget's ("pay the rest on the barn place"); two of them compared is the saved list's.
      recognizes: (t, facts) =>
        facts !== undefined &&
        !has(t, /\b(save|heart|favorite|favourite|bookmark|delete|remove|unsave|get rid|add)\b/) &&
        !has(t, /\b(pay|paid|paying|owe|owed|balance|deposit|installments?|the rest)\b|\b(?:vs\.?|versus|compared (?:to|with))\b|\bwhich (?:one|of them)(?:'s| is)? (?:cheaper|bigger|smaller|better|pricier)\b/) &&
        catalogVenueNamedIn(t, facts) !== undefined,
      answer: ({ text, facts }) => answerVenueDetail(text, facts),
    },
    {
      // "What do you know about the Rosewood Conservatory?": a place named like a venue that the catalog does not have.
      intent: "venue-unknown",
      rank: 47,
      slotted: true,
      topic: "one venue",
      // "Anything barn-y that holds two hundred" is a search, not a place named.
      recognizes: (t, facts) =>
        facts !== undefined &&
        // "A place called the Glass Orchard Pavilion in columbus, do you have it?": a name, whatever city follows.
        ((has(t, /\b(?:a place|a venue|somewhere|a spot|one) called\b/) && has(t, VENUE_NAME_WORD) && catalogVenueNamedIn(t, facts) === undefined) ||
        // "Does anyone know anything about the silver birch pavilion in columbus? cant find it on here": a named place looked for.
        (has(t, new RegExp(`\\bthe (?:[a-z'’-]+\\s+){1,3}${VENUE_NAME_WORD.source}`)) && has(t, /\b(?:know (?:anything |much )?about|heard (?:anything )?(?:of|about)|can'?t find|cant find|couldn'?t find|not (?:on|in) here|isn'?t (?:on|in) here|is (?:it|that|they) on here)\b/) && catalogVenueNamedIn(t, facts) === undefined) ||
        has(t, ASKS_ABOUT_A_PLACE) && has(t, VENUE_NAME_WORD) && !has(t, /\b(in|near|around) (cleveland|columbus|cincinnati|nashville)\b|\bvenues\b|\b(?:anything|something|somewhere|any|some|holds?|seats?|fits?)\b/) && catalogVenueNamedIn(t, facts) === undefined),
      answer: ({ text, facts }) => answerVenueDetail(text, facts),
    },
    {
      intent: "venue-search",
      rank: 125,
      slotted: true,
      utterances: ["garden venues in cleveland", "barn venue for 150 guests", "venues in nashville under 5000", "cheapest venue that fits everyone", "historic places in cincinnati", "a rooftop spot downtown", "waterfront venue under 8k", "something that holds 250 people"],
      topic: "venues in our catalog",
      recognizes: (t) => asksVenueSearch(t),
      answer: ({ text, facts }) => answerVenueSearch(text, facts),
    },
    {
      intent: "venues",
      rank: 130,
      utterances: ["venues that can hold all our guests", "a venue big enough for our guest count", "which places would fit us", "venue ideas in our budget", "suggest a venue", "find us a venue", "rustic barn for the reception", "outdoor garden ceremony site", "space big enough for 180 people", "hall with room for 250", "least expensive reception site", "lakeside venue below 8000", "victorian estate for a ceremony", "does the venue have our date open", "can we book the hall for our day", "tell me about the ballroom downtown", "where should we get married", "reception spaces near us", "places to have the wedding in cincinnati"],
      recognizes: (t) => has(t, /\bvenues?\b|\breception (hall|space|site)\b|\bwhere (should|could|can) we (get married|have)\b|\bplace to (get married|have)\b/),
      answer: ({ text, facts }) => (asksVenueSearch(text) ? answerVenueSearch(text, facts) : answerVenues(facts)),
      capability: "Venues from our catalog by city, style, size, price and your date, and saving them",
    },
  ],
});
