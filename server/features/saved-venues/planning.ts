import { z } from "zod";
import { idSchema } from "../../../domain/ids.ts";
import { has, headcountIn } from "../../planning/entities.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { catalogVenueNamedIn, guestCountOf, venueFactsByIds, venueLine, type VenueFacts } from "../venues/planning.ts";
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
    return { reply: `${fitting}${short.length > 0 ? `\nToo small for ${asked}: ${short.map((v) => `${v.name} (seats ${v.seatedCapacity})`).join(", ")}.` : ""}` };
  }
  const guests = guestCountOf(facts);
  return { reply: `Your most recently saved venues:\n${saved.map((v) => venueLine(v, guests)).join("\n")}\nCompare them side by side on your Venue Favorites page.` };
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
      intent: "save-venue",
      rank: 50,
      utterances: ["save this venue", "save the carriage barn to our favorites", "heart that venue", "add the glasshouse to our saved venues", "save it to our list", "favorite the terrace for us"],
      recognizes: (t) =>
        has(t, /\b(save|heart|favorite|bookmark|add)\b.*\b(venue|to (my |our )?(favorites|saved|list))\b|\bsave (the )?[a-z]|^\W*(?:(?:please|pls|can you|could you|go ahead and)\s+)*(?:heart|favorite|bookmark|star)\s+(?:the\s+)?[a-z]/) && !has(t, /\bsave[- ]the[- ]dates?\b|\bsave money\b|\bsaving\b/),
      answer: ({ text, facts }) => answerSaveVenue(text, facts),
    },
    {
      intent: "saved-venues",
      rank: 70,
      utterances: ["list the venues we saved", "venues marked with a heart", "show our saved venues", "our favorite venues", "capacity of a venue on our list", "price of a saved venue", "our shortlist of venues"],
      recognizes: (t) =>
        has(t, /\b(saved|favorite|hearted|shortlist(ed)?)\b.*\b(venues?|places?|spots?|locations?)\b|\b(venues?|places?|spots?|locations?)\b.*\b(saved|hearted|shortlist(ed)?)\b/) ||
        has(t, /\b(which|what)\b.*\b(venues?|places?|spots?)\b.*\b(did|have) we (save|heart|favorite)\b/),
      answer: ({ text, facts }) => answerSavedVenues(facts, text),
    },
  ],
  async overview(scope) {
    const [saved, profile] = await Promise.all([savedVenueCount(scope.deps, scope.access.coupleId), readCoupleProfile(scope.deps.db, scope.access.coupleId)]);
    return { venues: { saved, status: profile?.venueStatus ?? null } };
  },
});
