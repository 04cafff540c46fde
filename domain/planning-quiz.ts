import { z } from "zod";
import type { WEDDING_STYLES } from "./account";
import type { VenueStyle } from "./venues";
import type { VendorStyle } from "./vendors";
import type { VendorCategorySlug } from "./vendor-categories";
import "./zod-messages.ts";
import { choiceIds as ids } from "./choices.ts";

/**
 * The planning quiz (issue 28): seven friendly questions whose answers score the profile's wedding
 * styles; the winner is a named style with a palette, and the server finds catalog rows that fit it.
 */

export type ProfileStyle = (typeof WEDDING_STYLES)[number];
type QuizStyle = Exclude<ProfileStyle, "destination">;

interface QuizOption<Id extends string> {
  id: Id;
  label: string;
  /** Points this answer gives each style. */
  points: Partial<Record<QuizStyle, number>>;
}

const option = <Id extends string>(id: Id, label: string, points: Partial<Record<QuizStyle, number>>): QuizOption<Id> => ({ id, label, points });

export const QUIZ_SEASONS = [
  option("spring", "Spring: blossoms and soft light", { garden: 2, vintage: 1, boho: 1 }),
  option("summer", "Summer: long evenings outside", { boho: 2, garden: 1, rustic: 1 }),
  option("fall", "Fall: warm colors and cozy layers", { rustic: 2, vintage: 1, classic: 1 }),
  option("winter", "Winter: candlelight and velvet", { glam: 2, classic: 1, modern: 1 }),
] as const;

export const QUIZ_SIZES = [
  { ...option("intimate", "Intimate: up to 50 guests", { boho: 1, modern: 1, vintage: 1 }), guests: 40 },
  { ...option("medium", "Medium: 50 to 120 guests", { garden: 1, rustic: 1 }), guests: 100 },
  { ...option("large", "Large: 120 to 200 guests", { classic: 1, rustic: 1 }), guests: 160 },
  { ...option("grand", "Grand: more than 200 guests", { glam: 1, classic: 1 }), guests: 220 },
] as const;

export const QUIZ_FORMALITIES = [
  option("relaxed", "Relaxed: come as you are", { boho: 2, rustic: 2 }),
  option("semi_formal", "Dressy but comfortable", { garden: 2, vintage: 1, modern: 1 }),
  option("formal", "Formal: suits and long dresses", { classic: 2, vintage: 1 }),
  option("black_tie", "Black tie", { glam: 3, classic: 1 }),
] as const;

export const QUIZ_SETTINGS = [
  option("outdoor", "Outdoors under the sky", { garden: 2, boho: 2, rustic: 1 }),
  option("indoor", "Indoors, whatever the weather", { glam: 2, classic: 1, modern: 1 }),
  option("both", "A bit of both", { rustic: 1, vintage: 1, modern: 1 }),
] as const;

export const QUIZ_COLORS = [
  option("pastels", "Soft pastels", { garden: 2, vintage: 2 }),
  option("earthy", "Earthy neutrals", { rustic: 2, boho: 2 }),
  option("jewel", "Deep jewel tones", { glam: 2, classic: 1 }),
  option("monochrome", "Black and white", { modern: 3, classic: 1 }),
  option("bright", "Bright and joyful", { boho: 1, modern: 1, garden: 1 }),
] as const;

export const QUIZ_PRIORITIES = [
  { ...option("venue", "A stunning venue", { classic: 1, glam: 1 }), category: "weddingplanners" },
  { ...option("food", "Food and drink", { rustic: 1 }), category: "caterers" },
  { ...option("photos", "Photos and video", { modern: 1, garden: 1 }), category: "photographers" },
  { ...option("music", "Music and dancing", { glam: 1, boho: 1 }), category: "djband" },
  { ...option("flowers", "Flowers and decor", { garden: 1, vintage: 1 }), category: "florists" },
  { ...option("look", "Our look: hair, makeup, attire", { glam: 1, vintage: 1 }), category: "hairmakeup" },
] as const satisfies readonly (QuizOption<string> & { category: VendorCategorySlug })[];

export const QUIZ_BUDGETS = [
  { ...option("under_20k", "Under $20,000", { boho: 1, rustic: 1 }), total: 20_000 },
  { ...option("20k_35k", "$20,000 to $35,000", { garden: 1, rustic: 1 }), total: 35_000 },
  { ...option("35k_60k", "$35,000 to $60,000", { classic: 1, vintage: 1, modern: 1 }), total: 60_000 },
  { ...option("over_60k", "More than $60,000", { glam: 2, classic: 1 }), total: 100_000 },
] as const;

export const QUIZ_CITIES = [
  { id: "cleveland", label: "Cleveland" },
  { id: "columbus", label: "Columbus" },
  { id: "cincinnati", label: "Cincinnati" },
  { id: "nashville", label: "Nashville" },
] as const;


export const quizAnswersSchema = z.object({
  season: z.enum(ids(QUIZ_SEASONS), { message: "Choose a season" }),
  size: z.enum(ids(QUIZ_SIZES), { message: "Choose a wedding size" }),
  formality: z.enum(ids(QUIZ_FORMALITIES), { message: "Choose how formal it feels" }),
  setting: z.enum(ids(QUIZ_SETTINGS), { message: "Choose a setting" }),
  colors: z.enum(ids(QUIZ_COLORS), { message: "Choose a color mood" }),
  priorities: z
    .array(z.enum(ids(QUIZ_PRIORITIES), { message: "Choose priorities from the list" }), { message: "Choose up to three priorities" })
    .min(1, "Choose at least one priority")
    .max(3, "Choose up to three priorities")
    .refine((list) => new Set(list).size === list.length, "Choose each priority once"),
  budget: z.enum(ids(QUIZ_BUDGETS), { message: "Choose a budget band" }),
  city: z.enum(ids(QUIZ_CITIES), { message: "Choose one of our four cities" }),
  /** The couple's own guest count when they know it (from their profile); else the size band's. */
  guestCount: z.coerce.number({ message: "Guest count must be a number" }).int("Guest count must be a whole number").min(1, "Guest count must be at least 1").max(2000, "Guest count must be at most 2,000").optional(),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export interface QuizStyleResult {
  id: QuizStyle;
  name: string;
  description: string;
  /** Color names with the swatch each is shown as. */
  palette: readonly { name: string; hex: string }[];
  venueStyles: readonly VenueStyle[];
  vendorStyles: readonly VendorStyle[];
}

/** The seven named styles; `id` is the profile's wedding style it saves as. */
export const QUIZ_STYLES: Record<QuizStyle, QuizStyleResult> = {
  garden: {
    id: "garden",
    name: "Garden Romance",
    description: "Soft, blooming and light-filled: a ceremony among flowers, linen, and a long dinner as the sun goes down.",
    palette: [
      { name: "Blush", hex: "#E8B4B8" },
      { name: "Sage", hex: "#9CAF88" },
      { name: "Ivory", hex: "#F8F4E6" },
      { name: "Lavender", hex: "#B8A9C9" },
    ],
    venueStyles: ["garden", "estate", "waterfront"],
    vendorStyles: ["garden", "romantic"],
  },
  rustic: {
    id: "rustic",
    name: "Rustic Harvest",
    description: "Warm wood, string lights and family-style plates: relaxed, generous and rooted in the season.",
    palette: [
      { name: "Terracotta", hex: "#C8664B" },
      { name: "Wheat", hex: "#E3C893" },
      { name: "Olive", hex: "#6B7A3A" },
      { name: "Cream", hex: "#F5EEDC" },
    ],
    venueStyles: ["barn", "rustic", "vineyard"],
    vendorStyles: ["rustic", "southern"],
  },
  modern: {
    id: "modern",
    name: "Modern Minimalist",
    description: "Clean lines, bold space and a few perfect details: a gallery or loft, sculptural flowers, a sharp menu.",
    palette: [
      { name: "Charcoal", hex: "#36454F" },
      { name: "White", hex: "#FFFFFF" },
      { name: "Slate", hex: "#708090" },
      { name: "Brass", hex: "#B5A642" },
    ],
    venueStyles: ["modern", "industrial", "rooftop", "museum"],
    vendorStyles: ["modern", "minimalist"],
  },
  glam: {
    id: "glam",
    name: "Evening Glamour",
    description: "Black tie, candlelight and a packed dance floor: a ballroom night with shine in every detail.",
    palette: [
      { name: "Black", hex: "#1C1C1C" },
      { name: "Gold", hex: "#C9A646" },
      { name: "Emerald", hex: "#1F6E50" },
      { name: "Champagne", hex: "#F1E2C4" },
    ],
    venueStyles: ["ballroom", "historic", "rooftop"],
    vendorStyles: ["glam", "black_tie"],
  },
  classic: {
    id: "classic",
    name: "Timeless Classic",
    description: "Elegant and traditional: white flowers, a seated dinner, a string quartet and photos you'll love in forty years.",
    palette: [
      { name: "Ivory", hex: "#F8F4E6" },
      { name: "Navy", hex: "#1F2A44" },
      { name: "Champagne", hex: "#F1E2C4" },
      { name: "Silver", hex: "#C0C0C0" },
    ],
    venueStyles: ["ballroom", "historic", "estate"],
    vendorStyles: ["classic", "black_tie"],
  },
  boho: {
    id: "boho",
    name: "Free-Spirited Boho",
    description: "Pampas, macramé and bare feet on the grass: easygoing, personal and full of texture.",
    palette: [
      { name: "Rust", hex: "#B7472A" },
      { name: "Mustard", hex: "#D4A437" },
      { name: "Dusty rose", hex: "#C9A0A0" },
      { name: "Sand", hex: "#E6D5B8" },
    ],
    venueStyles: ["garden", "vineyard", "barn"],
    vendorStyles: ["boho", "playful"],
  },
  vintage: {
    id: "vintage",
    name: "Vintage Charm",
    description: "Lace, heirlooms and a historic room with stories to tell: romantic, a little nostalgic, never stuffy.",
    palette: [
      { name: "Dusty blue", hex: "#8BA6BF" },
      { name: "Mauve", hex: "#B28DA0" },
      { name: "Cream", hex: "#F5EEDC" },
      { name: "Antique gold", hex: "#B8976A" },
    ],
    venueStyles: ["historic", "museum", "estate"],
    vendorStyles: ["vintage", "romantic"],
  },
};

/** Ties go to the style listed first here (the broadest fits first). */
const STYLE_ORDER: readonly QuizStyle[] = ["classic", "garden", "rustic", "modern", "boho", "glam", "vintage"];

const pick = <T extends { id: string }>(list: readonly T[], id: string): T => list.find((item) => item.id === id) ?? list[0]!;

/** Each style's score for these answers. */
export function scoreStyles(answers: QuizAnswers): Record<QuizStyle, number> {
  const scores = Object.fromEntries(STYLE_ORDER.map((style) => [style, 0])) as Record<QuizStyle, number>;
  const chosen: { points: Partial<Record<QuizStyle, number>> }[] = [
    pick(QUIZ_SEASONS, answers.season),
    pick(QUIZ_SIZES, answers.size),
    pick(QUIZ_FORMALITIES, answers.formality),
    pick(QUIZ_SETTINGS, answers.setting),
    pick(QUIZ_COLORS, answers.colors),
    pick(QUIZ_BUDGETS, answers.budget),
    ...answers.priorities.map((priority) => pick(QUIZ_PRIORITIES, priority)),
  ];
  for (const { points } of chosen) for (const [style, value] of Object.entries(points) as [QuizStyle, number][]) scores[style] += value;
  return scores;
}

/** The named style these answers point to. */
export function quizStyle(answers: QuizAnswers): QuizStyleResult {
  const scores = scoreStyles(answers);
  let best: QuizStyle = STYLE_ORDER[0]!;
  for (const style of STYLE_ORDER) if (scores[style] > scores[best]) best = style;
  return QUIZ_STYLES[best];
}

/** The guest count the matches are sized for: the couple's own, else the size band's. */
export const quizGuestCount = (answers: QuizAnswers): number => answers.guestCount ?? pick(QUIZ_SIZES, answers.size).guests;

/** The total budget the band stands for (its upper end; the top band a typical spend). */
export const quizBudgetTotal = (answers: QuizAnswers): number => pick(QUIZ_BUDGETS, answers.budget).total;

/** Share of the total a venue (rental plus per-guest food and drink) may take: planners' usual 45 to 50%. */
export const VENUE_BUDGET_SHARE = 0.5;

/** Share of the total by vendor category, from the usual split couples start from. */
export const CATEGORY_BUDGET_SHARE: Partial<Record<VendorCategorySlug, number>> = {
  weddingplanners: 0.1,
  caterers: 0.3,
  photographers: 0.12,
  djband: 0.08,
  florists: 0.1,
  hairmakeup: 0.04,
};

/** The vendor categories the priorities ask for, in the order chosen. */
export const quizCategories = (answers: QuizAnswers): VendorCategorySlug[] => answers.priorities.map((priority) => pick(QUIZ_PRIORITIES, priority).category);

/** The palette as the profile keeps it (color names, comma-separated; the profile allows 120 characters). */
export const paletteText = (style: QuizStyleResult): string => style.palette.map((color) => color.name).join(", ");

export interface QuizVenueMatch {
  id: string;
  slug: string;
  name: string;
  neighborhood: string;
  seatedCapacity: number;
  estimate: number;
  reasons: string[];
}

export interface QuizVendorMatch {
  id: string;
  slug: string;
  businessName: string;
  startingPrice: number;
  reasons: string[];
}

export interface QuizResult {
  style: QuizStyleResult;
  guestCount: number;
  budgetTotal: number;
  city: QuizAnswers["city"];
  venues: QuizVenueMatch[];
  vendors: { category: VendorCategorySlug; name: string; matches: QuizVendorMatch[] }[];
}

/** Where a signed-out visitor's answers wait while they sign up (the browser's own storage). */
export const QUIZ_ANSWERS_STORAGE_KEY = "serviceberry.planning-quiz.answers";
