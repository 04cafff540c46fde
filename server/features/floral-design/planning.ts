import { z } from "zod";
import { getCity, isCityId } from "../../../domain/cities.ts";
import { FLOWERS, type Flower } from "../../../domain/floral-catalog.ts";
import { designSchema, formatDollars, inMonths, monthName, paletteFromWords, seasonOf, seasonText, suggestPiece, type DesignContext } from "../../../domain/floral.ts";
import { has } from "../../planning/entities.ts";
import { readCoupleProfile } from "../account/planning.ts";
import { guestTableCount } from "../seating/index.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { createDesign, designSummaries } from "./operations/designs.ts";

/** One of the couple's floral designs as June reads it. */
export interface FloralDesignFacts {
  id: string;
  name: string;
  pieces: { name: string; quantity: number }[];
  stems: number;
  estimateCents: number;
  shared: boolean;
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** The couple's floral designs, latest first (none: []). */
    floralDesigns: FloralDesignFacts[];
  }
}

const stateOf = (facts: Facts): "OH" | "TN" | null => {
  const city = facts.profile?.city;
  return city && isCityId(city) ? getCity(city).state : null;
};

export function answerFloralDesigns(facts: Facts): SkillReply {
  const designs = facts.floralDesigns;
  if (designs === undefined) return { reply: "I couldn't read your floral designs just now. Open the Floral Design Studio to see them." };
  if (designs.length === 0) {
    return {
      reply: "You haven't made a floral design yet. In the Floral Design Studio you pick your colors, then each piece (bouquets, boutonnieres, centerpieces, the arch) with its flowers, and see the stems and a cost estimate add up. Want me to start one from your wedding colors?",
      actions: [{ type: "start-floral-design", name: "Our wedding flowers" }],
    };
  }
  const lines = designs.slice(0, 3).map((design) => {
    const pieces = design.pieces.map((piece) => `${piece.quantity} × ${piece.name.toLowerCase()}`).join(", ");
    return `• ${design.name}: ${pieces || "no pieces yet"}; ${design.stems} stems, about ${formatDollars(design.estimateCents)} with the florist's labor${design.shared ? " (shared by link)" : ""}`;
  });
  return { reply: `Your floral ${designs.length === 1 ? "design" : "designs"}:\n${lines.join("\n")}\nOpen the Floral Design Studio to change a piece or share a design with your florist.` };
}

/** Which catalog flower a message names ("are peonies in season"). */
export function flowerIn(text: string): Flower | undefined {
  const lower = text.toLowerCase();
  const names = FLOWERS.map((flower) => ({ flower, words: [flower.name.toLowerCase(), flower.id.replace(/-/g, " ")] }));
  // The longest name first: "spray rose" before "rose".
  const sorted = names.flatMap(({ flower, words }) => words.map((word) => ({ flower, word }))).sort((a, b) => b.word.length - a.word.length);
  return sorted.find(({ word }) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(e?s)?\\b`).test(lower))?.flower;
}

export function answerFlowerSeason(text: string, facts: Facts): SkillReply {
  const flower = flowerIn(text);
  if (!flower) return { reply: "Which flower? Ask me, for example, \"are peonies in season for our date?\" and I'll check Ohio's and Tennessee's seasons." };
  const state = stateOf(facts);
  const date = facts.profile?.weddingDate;
  const seasons = `In Ohio: ${seasonText(flower.ohio)}; in Tennessee: ${seasonText(flower.tennessee)}. About ${formatDollars(flower.stemCents)} a stem.`;
  const pets = flower.toxicToPets ? " It's toxic to cats or dogs, so keep it out of reach of pets." : "";
  const heat = flower.heat === "low" ? " It wilts quickly in summer heat out of water." : "";
  if (!date) return { reply: `${flower.name}: ${seasons}${heat}${pets} Add your wedding date to your profile and I'll tell you whether it's in season for you.` };
  const month = Number(date.slice(5, 7));
  const inSeason = inMonths(seasonOf(flower, state), month);
  const where = state === "TN" ? "Tennessee" : "Ohio";
  return {
    reply: `${flower.name} is ${inSeason ? "in season" : "out of season"} in ${where} in ${monthName(month)}, your wedding month. ${seasons}${inSeason ? "" : " Out of season means imported stems at a higher price, or a substitute."}${heat}${pets}`,
  };
}

const startDesignSchema = z.object({
  type: z.literal("start-floral-design"),
  name: z.string().trim().min(1, "Name the design.").max(80, "A design name can be at most 80 characters."),
});

/** The floral design studio as a planning module (decision 032). */
export const floralDesignPlanning = definePlanningModule({
  name: "floral-design",
  async facts(scope) {
    return { floralDesigns: await designSummaries(scope.deps, scope.access.coupleId) };
  },
  tools: [
    defineTool({
      name: "get_floral_designs",
      description: "The couple's floral designs: each design's pieces and quantities, total stems, the cost estimate in cents (flowers plus the florist's labor) and whether it is shared by link.",
      input: z.object({}),
      run: ({ facts }) => ({ designs: facts.floralDesigns ?? null }),
    }),
    defineTool({
      name: "get_flower_season",
      description: "A flower from Serviceberry's catalog: its season in Ohio and Tennessee, whether it is in season on the couple's wedding month, price per stem, heat tolerance and pet toxicity.",
      input: z.object({ flower: z.string().min(1).max(60).describe("The flower's name, e.g. peony") }),
      run: ({ facts }, input) => ({ answer: answerFlowerSeason(input.flower, facts).reply }),
    }),
  ],
  actions: [
    defineAction({
      type: "start-floral-design",
      area: "boards",
      level: "edit",
      input: startDesignSchema,
      label: (action) => `Start a floral design "${action.name}" from your wedding colors`,
      async run(scope, action) {
        const [profile, seatingTables] = await Promise.all([readCoupleProfile(scope.deps.db, scope.access.coupleId), guestTableCount(scope.deps.db, scope.access.coupleId)]);
        const city = profile?.city && isCityId(profile.city) ? getCity(profile.city) : null;
        const context: DesignContext = { weddingDate: profile?.weddingDate ?? null, state: city?.state ?? null, guestCount: profile?.guestCount ?? null, seatingTables, flowersBudgetCents: null };
        const words = paletteFromWords(profile?.colorPalette);
        const palette = words.length > 0 ? words : ["#f8f6f0", "#f2c9c4", "#a9b8a0"];
        const design = designSchema.parse({
          name: action.name,
          palette,
          pieces: (["bridal-bouquet", "boutonniere", "centerpiece-low"] as const).map((kind) => suggestPiece(kind, palette, context)),
        });
        const created = await createDesign(scope.deps, scope.access, design);
        return `Started "${created.name}" in the Floral Design Studio: a bridal bouquet, boutonnieres and low centerpieces in your colors, about ${formatDollars(created.totals.estimateCents)} so far. Open the studio to change any piece.`;
      },
      changes: ["floral-designs", "planning"],
      proposal: {
        tool: "propose_start_floral_design",
        description: "Propose starting a floral design from the couple's wedding colors (a bridal bouquet, boutonnieres and low centerpieces with in-season flowers); they confirm in the chat.",
        args: z.object({ name: z.string().max(80).optional() }),
        toAction: (args) => ({ name: args.name?.trim() || "Our wedding flowers" }),
      },
    }),
  ],
  skills: [
    {
      intent: "start-floral-design",
      rank: 25,
      utterances: ["start a floral design for us", "make us a flower design", "create a floral design from our colors", "design our wedding flowers", "build a bouquet and centerpieces for us"],
      recognizes: (t) => has(t, /\b(start|create|make|build|design)\b.*\b(floral|flower)\b.*\bdesign\b|\bdesign (our|my|the) (wedding )?flowers\b/),
      answer: () => ({ reply: "Shall I start a floral design from your wedding colors? You'll be able to change every piece in the Floral Design Studio.", actions: [{ type: "start-floral-design", name: "Our wedding flowers" }] }),
    },
    {
      intent: "flower-season",
      rank: 60,
      utterances: ["are peonies in season for our wedding", "when are dahlias available", "can we get ranunculus in october", "is hydrangea in season in june", "are sunflowers toxic to cats", "which months can we get tulips"],
      recognizes: (t) => has(t, /\b(in season|out of season|season|available|toxic)\b/) && flowerIn(t) !== undefined,
      answer: ({ text, facts }) => answerFlowerSeason(text, facts),
      capability: "Flowers: what's in season for your date, and your floral designs",
    },
    {
      intent: "floral-designs",
      rank: 110,
      utterances: ["what's in our floral design", "how many stems do we need", "how much will our bouquets cost", "what do our centerpieces cost", "show our flower design", "how many boutonnieres did we plan"],
      recognizes: (t) => has(t, /\b(floral design|flower design|bouquets?|centerpieces?|boutonnieres?|corsages?|stems?)\b/),
      answer: ({ facts }) => answerFloralDesigns(facts),
    },
  ],
  async overview(scope) {
    const designs = await designSummaries(scope.deps, scope.access.coupleId);
    const latest = designs[0];
    return { floral: { designs: designs.length, latest: latest ? { id: latest.id, name: latest.name, stems: latest.stems, estimateCents: latest.estimateCents } : null } };
  },
});
