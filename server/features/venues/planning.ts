import { z } from "zod";
import { cityName, has, usd } from "../../planning/entities.ts";
import { definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { readCoupleProfile } from "../account/planning.ts";
import { catalogVenueFacts, type VenueFacts } from "./operations/catalog-facts.ts";

export { venueFactsByIds, type VenueFacts } from "./operations/catalog-facts.ts";

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** Published catalog venues in the couple's city that seat their guests (every city when none is set). */
    catalogVenues: VenueFacts[];
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
  const candidates = (facts.catalogVenues ?? [])
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


/** The venue catalog as a planning module: what June may name and suggest (decision 022). */
export const venuesPlanning = definePlanningModule({
  name: "venues",
  async facts(scope) {
    const profile = await readCoupleProfile(scope.deps.db, scope.access.coupleId);
    return { catalogVenues: await catalogVenueFacts(scope.deps.db, { city: profile?.city ?? null, minSeats: profile?.guestCount ?? 0 }) };
  },
  tools: [
    defineTool({
      name: "find_venues",
      description: "Catalog venues in the couple's city that seat their guests and fit their budget, cheapest first.",
      input: z.object({
        guests: z.number().int().min(1).max(2000).optional().describe("Guest count, when it differs from the couple's."),
        style: z.string().max(40).optional(),
      }),
      run({ facts }, input) {
        const scoped: Facts = {
          ...facts,
          profile: facts.profile ? { ...facts.profile, ...(input.guests ? { guestCount: input.guests } : {}), ...(input.style ? { weddingStyle: input.style } : {}) } : facts.profile,
        };
        const { venues } = suggestVenues(scoped, 5);
        const count = input.guests ?? guestCountOf(scoped);
        return {
          venues: venues.map((v) => ({
            id: v.id,
            name: v.name,
            neighborhood: v.neighborhood,
            city: v.city,
            seats: v.seatedCapacity,
            styles: v.styles,
            ...(count ? { estimateDollars: venueEstimate(v, count), forGuests: count } : { rentalDollars: [v.rentalFeeMin, v.rentalFeeMax], perGuestDollars: [v.perGuestMin, v.perGuestMax] }),
          })),
        };
      },
    }),
  ],
  skills: [
    {
      intent: "venues",
      rank: 130,
      utterances: ["venues that can hold all our guests", "a venue big enough for our guest count", "which places would fit us", "venue ideas in our budget", "suggest a venue", "find us a venue", "rustic barn for the reception", "outdoor garden ceremony site", "space big enough for 180 people", "hall with room for 250", "least expensive reception site", "lakeside venue below 8000", "victorian estate for a ceremony", "does the venue have our date open", "can we book the hall for our day", "tell me about the ballroom downtown", "where should we get married", "reception spaces near us", "places to have the wedding in cincinnati"],
      recognizes: (t) => has(t, /\bvenues?\b|\breception (hall|space|site)\b|\bwhere (should|could|can) we (get married|have)\b|\bplace to (get married|have)\b/),
      answer: ({ facts }) => answerVenues(facts),
      capability: "Venues from our catalog that fit your city, guest count and budget, and saving them",
    },
  ],
});
