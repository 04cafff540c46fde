import { z } from "zod";
import { formatCalendarDate } from "../../../domain/dates.ts";
import { idSchema } from "../../../domain/ids.ts";
import { has, headcountIn, usd } from "../../planning/entities.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { catalogVenueNamedIn, guestCountOf, venueEstimate, venueFactsByIds, venueLine, type VenueFacts } from "../venues/planning.ts";
import { newestSavedVenueIds, saveVenue, savedVenueCount } from "./operations/saved.ts";
import { readCoupleProfile } from "../account/planning.ts";
import { JUNE_SAVED_VENUES_IN_CONTEXT } from "../../../domain/june.ts";

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** The couple's most recently saved venues (spec: 5), newest first. */
    savedVenues: VenueFacts[];
  }
}

export function answerSavedVenues(facts: Facts, text = ""): SkillReply {
  const saved = facts.savedVenues;
  if (saved === undefined) return { reply: "I couldn't read your saved venues just now. You'll find them on your Venue Favorites page." };
  if (saved.length === 0) return { reply: "You haven't saved any venues yet. Ask me for venue ideas, or tap the heart on any venue you like." };
  // "Which of the places we saved can seat 120?": the saved venues split by the count asked about.
  const asked = headcountIn(text);
  if (asked !== undefined) {
    const fit = saved.filter((v) => v.seatedCapacity >= asked);
    const short = saved.filter((v) => v.seatedCapacity < asked);
    const fitting = fit.length > 0 ? `These of your saved venues seat ${asked}:\n${fit.map((v) => venueLine(v, asked)).join("\n")}` : `None of your saved venues seats ${asked}.`;
    // "…can fit 120, and what's the cheapest rental fee of those": the ranking asked, among the ones that fit.
    const ranking = rankingAskedIn(text);
    const rankedFit = ranking && ranking.by !== "seats" && fit.length > 1 ? [...fit].sort((a, b) => (ranking.by === "rent" ? a.rentalFeeMin - b.rentalFeeMin : venueEstimate(a, asked).low - venueEstimate(b, asked).low)) : [];
    if (ranking?.reverse) rankedFit.reverse();
    const best = rankedFit[0] ? `\n${ranking!.label} of those: ${rankedFit[0].name} (rental from ${usd(rankedFit[0].rentalFeeMin)}${ranking!.by === "cost" ? `, about ${usd(venueEstimate(rankedFit[0], asked).low)} and up for ${asked} guests` : ""}).` : "";
    return { reply: `${fitting}${best}${short.length > 0 ? `\nToo small for ${asked}: ${short.map((v) => `${v.name} (seats ${v.seatedCapacity})`).join(", ")}.` : ""}` };
  }
  const guests = guestCountOf(facts);
  // "Which of our saved venues are still open on our date?": each one's calendar on the wedding date.
  if (availabilityAskedIn(text)) {
    const availability = facts.venueAvailability;
    if (!availability) return { reply: "Add your wedding date to your profile and I'll check which of your saved venues are open that day." };
    const day = formatCalendarDate(availability.date, "EEEE, MMMM d, yyyy");
    const taken = saved.filter((v) => availability.blockedIds.includes(v.id));
    const open = saved.filter((v) => !availability.blockedIds.includes(v.id));
    const parts = [
      open.length > 0 ? `Open on your date, ${day}:\n${open.map((v) => venueLine(v, guests)).join("\n")}` : `None of your saved venues is open on your date, ${day}.`,
      ...(taken.length > 0 ? [`Not available that day (the venue has it blocked): ${taken.map((v) => v.name).join(", ")}.`] : []),
      ...(open.length > 0 ? ["Open means the venue hasn't blocked the day; request a tour or ask the venue to hold it."] : []),
    ];
    return { reply: parts.join("\n") };
  }
  // "Which of our saved spots is cheapest to rent?", "the biggest one we hearted": the saved venues ranked by what was asked.
  const ranking = rankingAskedIn(text);
  if (ranking) {
    const cost = (v: VenueFacts) => (ranking.by === "rent" || !guests ? v.rentalFeeMin : venueEstimate(v, guests).low);
    const ranked = [...saved].sort((a, b) => (ranking.by === "seats" ? b.seatedCapacity - a.seatedCapacity : cost(a) - cost(b)));
    if (ranking.reverse) ranked.reverse();
    const [first] = ranked;
    const why = ranking.by === "seats" ? `seats ${first!.seatedCapacity}` : ranking.by === "rent" || !guests ? `rental from ${usd(first!.rentalFeeMin)}` : `rental from ${usd(first!.rentalFeeMin)}, about ${usd(venueEstimate(first!, guests).low)} and up for your ${guests} guests`;
    return { reply: `${ranking.label} of your saved venues: ${first!.name} (${why}).${ranked.length > 1 ? `\nAll of them, in that order:\n${ranked.map((v) => venueLine(v, guests)).join("\n")}` : ""}` };
  }
  return { reply: `Your most recently saved venues:\n${saved.map((v) => venueLine(v, guests)).join("\n")}\nCompare them side by side on your Venue Favorites page.` };
}

/** "Still open on our date", "which are booked that day": the saved venues' calendars asked about. */
function availabilityAskedIn(text: string): boolean {
  const t = text.toLowerCase();
  return /\b(?:open|available|availability|free|booked|taken|blocked|snapped up|still have)\b/.test(t) && /\b(?:our|the|that|wedding) (?:date|day)\b|\bon (?:june|our|the)\b|\bdate\b/.test(t);
}

/** A ranking asked of the saved venues: by price (the rent alone when "to rent" is said) or by size. */
function rankingAskedIn(text: string): { by: "rent" | "cost" | "seats"; reverse: boolean; label: string } | undefined {
  const t = text.toLowerCase();
  const by = /\b(?:rent|rental|to book the space)\b/.test(t) ? "rent" : "cost";
  if (/\b(?:cheapest|least expensive|most affordable|lowest price|best (?:deal|value)|cheaper)\b/.test(t)) return { by, reverse: false, label: "The cheapest" };
  if (/\b(?:priciest|most expensive|costliest|pricier)\b/.test(t)) return { by, reverse: true, label: "The priciest" };
  if (/\b(?:biggest|largest|roomiest|seats the most|holds the most|most (?:room|space|seats))\b/.test(t)) return { by: "seats", reverse: false, label: "The biggest" };
  if (/\b(?:smallest|most intimate|cosiest|coziest|seats the fewest)\b/.test(t)) return { by: "seats", reverse: true, label: "The smallest" };
  return undefined;
}

export function answerSaveVenue(text: string, facts: Facts): SkillReply {
  const venue = catalogVenueNamedIn(text, facts);
  if (!venue) {
    return { reply: "I couldn't find that venue in our catalog. Check the name on the Venues page, or ask me for venue ideas and I'll offer to save the ones you like." };
  }
  if (facts.savedVenues?.some((v) => v.id === venue.id)) return { reply: `${venue.name} is already in your favorites.` };
  return { reply: `Shall I save ${venue.name} to your favorites?`, actions: [{ type: "save-venue", venueId: venue.id, venueName: venue.name }] };
}


const saveVenueSchema = z.object({ type: z.literal("save-venue"), venueId: idSchema("That venue is not valid."), venueName: z.string().max(200) });

/** The couple's saved venues as a planning module (decision 022). */
export const savedVenuesPlanning = definePlanningModule({
  name: "saved-venues",
  async facts(scope) {
    const ids = await newestSavedVenueIds(scope.deps, scope.access.coupleId, JUNE_SAVED_VENUES_IN_CONTEXT);
    const byId = new Map((await venueFactsByIds(scope.deps.db, ids)).map((venue) => [venue.id, venue]));
    return { savedVenues: ids.flatMap((id) => byId.get(id) ?? []) };
  },
  tools: [
    defineTool({
      name: "get_saved_venues",
      description: "The venues the couple saved most recently (up to 5), with prices.",
      input: z.object({}),
      run: ({ facts }) => ({ summary: answerSavedVenues(facts).reply, venues: (facts.savedVenues ?? []).map((v) => ({ id: v.id, name: v.name })) }),
    }),
  ],
  actions: [
    defineAction({
      type: "save-venue",
      area: "venues",
      level: "edit",
      input: saveVenueSchema,
      label: (action) => `Save ${action.venueName} to your favorites`,
      async run(scope, action) {
        await saveVenue(scope.deps, scope.access.coupleId, action.venueId);
        return `Saved ${action.venueName} to your favorites.`;
      },
      changes: ["saved-venues", "planning"],
      proposal: {
        tool: "propose_save_venue",
        description: "Propose saving a catalog venue to the couple's favorites; they confirm in the chat.",
        args: z.object({ venue_id: z.string() }),
        toAction(args, facts) {
          const known = [...(facts.catalogVenues ?? []), ...(facts.savedVenues ?? [])].find((v) => v.id === args.venue_id);
          if (!known) return { error: "That id is not a catalog venue you were given. Use find_venues first." };
          return { venueId: known.id, venueName: known.name };
        },
      },
    }),
  ],
  skills: [
    {
      // "Save alum creek garden house to our venues pls": a catalog venue named with a save word, before any search.
      intent: "save-venue",
      rank: 48,
      slotted: true,
      topic: "saving a venue",
      recognizes: (t, facts) => facts !== undefined && has(t, /^\W*(?:(?:please|pls|can you|could you|go ahead and|ok|okay)\s+)*(?:save|heart|favorite|favourite|bookmark|star)\b/) && !has(t, /\bsave[- ]the[- ]dates?\b/) && catalogVenueNamedIn(t, facts) !== undefined,
      answer: ({ text, facts }) => answerSaveVenue(text, facts),
    },
    {
      intent: "save-venue",
      rank: 50,
      utterances: ["save this venue", "save the carriage barn to our favorites", "heart that venue", "add the glasshouse to our saved venues", "save it to our list", "favorite the terrace for us"],
      recognizes: (t) =>
        has(t, /\b(save|heart|favorite|bookmark|add)\b.*\b(venue|to (my |our )?(favorites|saved|list))\b|\bsave (the )?[a-z]|^\W*(?:(?:please|pls|can you|could you|go ahead and)\s+)*(?:heart|favorite|bookmark|star)\s+(?:the\s+)?[a-z]/) && !has(t, /\bsave[- ]the[- ]dates?\b|\bsave (?:much|anything|any|a lot|lots|money|us|more|enough|some|that much|big|a bundle|a ton)\b|\b(?:would|will|does|could|do) (?:that|it|this|they) (?:even |really |actually )?save\b|\bsaving\b/),
      answer: ({ text, facts }) => answerSaveVenue(text, facts),
    },
    {
      // "Which of our saved spots is cheapest to rent?": the saved venues ranked, before any guess.
      intent: "saved-venues",
      rank: 69,
      slotted: true,
      topic: "your saved venues",
      recognizes: (t) =>
        (rankingAskedIn(t) !== undefined || availabilityAskedIn(t)) &&
        has(t, /\b(saved|favorite|favourite|favorited|hearted|shortlist(ed)?|liked|loved|(?:our|the) (?:list|options|choices))\b/) &&
        has(t, /\b(venues?|places?|spots?|locations?|ones?|options|choices)\b/),
      answer: ({ text, facts }) => answerSavedVenues(facts, text),
    },
    {
      intent: "saved-venues",
      rank: 70,
      utterances: ["list the venues we saved", "venues marked with a heart", "show our saved venues", "our favorite venues", "capacity of a venue on our list", "price of a saved venue", "our shortlist of venues"],
      recognizes: (t) =>
        has(t, /\b(saved|favorite|hearted|shortlist(ed)?)\b.*\b(venues?|places?|spots?|locations?)\b|\b(venues?|places?|spots?|locations?)\b.*\b(saved|hearted|shortlist(ed)?)\b/) ||
        has(t, /\b(which|what)\b.*\b(venues?|places?|spots?)\b.*\b(did|have) we (save|heart|favorite)\b/) ||
        // "Which ones did we save again? the venues": the kind said after the question.
        (has(t, /\b(which|what)\b[^.?!]*\b(?:ones?|did we|have we)\b[^.?!]*\b(save|saved|heart|hearted|favorite|favorited)\b/) && has(t, /\b(venues?|places?|spots?)\b/)),
      answer: ({ text, facts }) => answerSavedVenues(facts, text),
    },
  ],
  async overview(scope) {
    const [saved, profile] = await Promise.all([savedVenueCount(scope.deps, scope.access.coupleId), readCoupleProfile(scope.deps.db, scope.access.coupleId)]);
    return { venues: { saved, status: profile?.venueStatus ?? null } };
  },
});
