import { z } from "zod";
import "./zod-messages.ts";
import { FLOWER_COLORS, FLOWER_IDS, flowerById, FLOWERS, type Flower, type FlowerColor, type MonthRange } from "./floral-catalog.ts";

/**
 * The floral design studio's rules (decision 032): the design pieces, the design a couple saves, and the
 * pure maths both sides share: stems and cost per piece and for the whole wedding, the warnings read
 * from the catalog (season, budget, summer heat), suggested recipes from a palette, and a palette
 * taken from a photo's pixels.
 */

export const DESIGNS_MAX = 20;
export const PIECES_MAX = 12;
export const FLOWERS_PER_PIECE_MAX = 12;
export const PALETTE_MAX = 6;
/** The florist's design, labor and delivery on top of the stems: about a third of the flowers' cost is typical. */
export const FLORIST_LABOR_BP = 3500;
/** Guests per reception table when the seating plan has no tables yet. */
export const GUESTS_PER_TABLE = 8;

type Role = "focal" | "secondary" | "filler" | "green";

export interface PieceKind {
  id: string;
  name: string;
  /** How many a wedding usually needs: a number, or one per reception table. */
  defaultQuantity: number | "tables";
  /** A starter recipe: stems per piece for each role. */
  recipe: Partial<Record<Role, number>>;
}

export const PIECE_KINDS = [
  { id: "bridal-bouquet", name: "Bridal bouquet", defaultQuantity: 1, recipe: { focal: 10, secondary: 8, filler: 6, green: 6 } },
  { id: "bridesmaid-bouquet", name: "Bridesmaid bouquets", defaultQuantity: 4, recipe: { focal: 5, secondary: 4, filler: 3, green: 3 } },
  { id: "boutonniere", name: "Boutonnieres", defaultQuantity: 6, recipe: { focal: 1, filler: 1, green: 1 } },
  { id: "corsage", name: "Corsages", defaultQuantity: 4, recipe: { focal: 2, filler: 1, green: 1 } },
  { id: "centerpiece-low", name: "Low centerpieces", defaultQuantity: "tables", recipe: { focal: 6, secondary: 5, filler: 4, green: 5 } },
  { id: "centerpiece-tall", name: "Tall centerpieces", defaultQuantity: "tables", recipe: { focal: 10, secondary: 6, filler: 5, green: 8 } },
  { id: "arch", name: "Arch or arbor", defaultQuantity: 1, recipe: { focal: 30, secondary: 25, filler: 20, green: 40 } },
  { id: "aisle-marker", name: "Aisle markers", defaultQuantity: 8, recipe: { focal: 3, filler: 3, green: 3 } },
  { id: "cake-flowers", name: "Cake flowers", defaultQuantity: 1, recipe: { focal: 4, filler: 3, green: 2 } },
] as const satisfies readonly PieceKind[];
export type PieceKindId = (typeof PIECE_KINDS)[number]["id"];
const PIECE_KIND_IDS = PIECE_KINDS.map((kind) => kind.id) as [PieceKindId, ...PieceKindId[]];

export function pieceKind(id: PieceKindId): PieceKind {
  return PIECE_KINDS.find((kind) => kind.id === id)!;
}

const hexColorSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, "Choose colors as #rrggbb.");
const colorNames = Object.keys(FLOWER_COLORS) as [FlowerColor, ...FlowerColor[]];

export const designFlowerSchema = z
  .object({
    flowerId: z.enum(FLOWER_IDS, { message: "Choose a flower from the catalog." }),
    color: z.enum(colorNames, { message: "Choose one of the flower's colors." }),
    stems: z.number({ message: "Enter the stems as a number." }).int("Enter whole stems.").min(1, "Use at least 1 stem.").max(300, "Use at most 300 stems of one flower in a piece."),
  })
  .refine((entry) => flowerById(entry.flowerId)?.colors.includes(entry.color) ?? false, { message: "That flower doesn't come in that color.", path: ["color"] });
export type DesignFlower = z.infer<typeof designFlowerSchema>;

export const designPieceSchema = z.object({
  kind: z.enum(PIECE_KIND_IDS, { message: "Choose a design piece." }),
  quantity: z.number({ message: "Enter how many as a number." }).int("Enter a whole number.").min(0, "How many can't be negative.").max(500, "Make at most 500 of one piece."),
  flowers: z.array(designFlowerSchema).max(FLOWERS_PER_PIECE_MAX, `Use at most ${FLOWERS_PER_PIECE_MAX} flowers in one piece.`),
});
export type DesignPiece = z.infer<typeof designPieceSchema>;

export const designSchema = z.object({
  name: z.string().trim().min(1, "Name the design.").max(80, "A design name can be at most 80 characters."),
  palette: z.array(hexColorSchema).min(1, "Choose at least one color.").max(PALETTE_MAX, `Choose at most ${PALETTE_MAX} colors.`),
  outdoor: z.boolean().default(false),
  pieces: z
    .array(designPieceSchema)
    .max(PIECES_MAX, `A design can have at most ${PIECES_MAX} pieces.`)
    .refine((pieces) => new Set(pieces.map((piece) => piece.kind)).size === pieces.length, { message: "Each piece appears once in a design: change its quantity instead." }),
});
export type DesignInput = z.input<typeof designSchema>;
export type Design = z.infer<typeof designSchema>;

export const designIdParamSchema = z.object({ id: z.uuid({ message: "That design id is not valid." }) });
export const designInquiryParamSchema = z.object({ inquiryId: z.uuid({ message: "That inquiry id is not valid." }) });
export const designAttachParamSchema = designIdParamSchema.extend(designInquiryParamSchema.shape);
/** A share token: 24 random bytes as 32 url-safe characters. */
export const designShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, "That share link is not valid.");
export const designShareParamSchema = z.object({ token: designShareTokenSchema });

/** What a design needs to know about the wedding. */
export interface DesignContext {
  weddingDate: string | null;
  /** "OH" or "TN": the season tables differ. Unknown: Ohio's, the stricter. */
  state: "OH" | "TN" | null;
  guestCount: number | null;
  /** Guest tables on the couple's floor plan (its largest event's), when they have drawn one. */
  seatingTables?: number | null;
  /** The budget's "Flowers and decor" line, when a budget exists. */
  flowersBudgetCents: number | null;
}

/** Reception tables: one per GUESTS_PER_TABLE guests. */
export function tablesFor(guestCount: number | null): number {
  return guestCount && guestCount > 0 ? Math.ceil(guestCount / GUESTS_PER_TABLE) : 0;
}

/** Reception tables for centerpieces: the floor plan's guest tables when it has some, else one per table of 8 guests. */
export function receptionTables(context: Pick<DesignContext, "guestCount" | "seatingTables">): number {
  return context.seatingTables && context.seatingTables > 0 ? context.seatingTables : tablesFor(context.guestCount);
}

export function defaultQuantity(kind: PieceKindId, context: Pick<DesignContext, "guestCount" | "seatingTables">): number {
  const value = pieceKind(kind).defaultQuantity;
  return value === "tables" ? receptionTables(context) : value;
}

export interface FlowerLine {
  flowerId: string;
  name: string;
  color: FlowerColor;
  stems: number;
  stemCents: number;
  costCents: number;
}

export interface PieceTotals {
  kind: PieceKindId;
  name: string;
  quantity: number;
  stemsEach: number;
  flowersEachCents: number;
  stems: number;
  flowersCents: number;
}

export interface DesignTotals {
  pieces: PieceTotals[];
  /** The wedding's whole flower list: each flower and color, added up across pieces and quantities. */
  flowerList: FlowerLine[];
  stems: number;
  flowersCents: number;
  laborCents: number;
  estimateCents: number;
}

export function designTotals(design: Pick<Design, "pieces">): DesignTotals {
  const list = new Map<string, FlowerLine>();
  const pieces = design.pieces.map((piece): PieceTotals => {
    let stemsEach = 0;
    let flowersEachCents = 0;
    for (const entry of piece.flowers) {
      const flower = flowerById(entry.flowerId);
      if (!flower) continue;
      stemsEach += entry.stems;
      flowersEachCents += entry.stems * flower.stemCents;
      const key = `${flower.id}:${entry.color}`;
      const line = list.get(key) ?? { flowerId: flower.id, name: flower.name, color: entry.color, stems: 0, stemCents: flower.stemCents, costCents: 0 };
      line.stems += entry.stems * piece.quantity;
      line.costCents = line.stems * flower.stemCents;
      list.set(key, line);
    }
    return { kind: piece.kind, name: pieceKind(piece.kind).name, quantity: piece.quantity, stemsEach, flowersEachCents, stems: stemsEach * piece.quantity, flowersCents: flowersEachCents * piece.quantity };
  });
  const flowerList = [...list.values()].filter((line) => line.stems > 0).sort((a, b) => b.stems - a.stems || a.name.localeCompare(b.name));
  const stems = pieces.reduce((sum, piece) => sum + piece.stems, 0);
  const flowersCents = pieces.reduce((sum, piece) => sum + piece.flowersCents, 0);
  const laborCents = Math.round((flowersCents * FLORIST_LABOR_BP) / 10_000);
  return { pieces, flowerList, stems, flowersCents, laborCents, estimateCents: flowersCents + laborCents };
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const monthName = (month: number) => MONTHS[month - 1] ?? "";

export function inMonths(range: MonthRange, month: number): boolean {
  const [from, to] = range;
  return from <= to ? month >= from && month <= to : month >= from || month <= to;
}

export function seasonOf(flower: Flower, state: "OH" | "TN" | null): MonthRange {
  return state === "TN" ? flower.tennessee : flower.ohio;
}

export const isYearRound = (range: MonthRange) => range[0] === 1 && range[1] === 12;

export function seasonText(range: MonthRange): string {
  return isYearRound(range) ? "all year" : range[0] === range[1] ? monthName(range[0]) : `${monthName(range[0])} to ${monthName(range[1])}`;
}

const SUMMER_MONTHS = new Set([6, 7, 8]);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
export { dollars as formatDollars };

export type DesignWarning =
  | { kind: "season"; flowerId: string; message: string }
  | { kind: "budget"; message: string }
  | { kind: "heat"; flowerId: string; message: string };

/**
 * What the catalog says about this design on this wedding: flowers out of season in the wedding's state
 * on its date, an estimate over the budget's flowers line, and fragile flowers at an outdoor summer
 * wedding. Without a date there is no season or heat warning (nothing to read them against).
 */
export function designWarnings(design: Pick<Design, "pieces" | "outdoor">, context: DesignContext, totals = designTotals(design)): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  const used = [...new Set(design.pieces.filter((piece) => piece.quantity > 0).flatMap((piece) => piece.flowers.map((entry) => entry.flowerId)))]
    .map((id) => flowerById(id))
    .filter((flower): flower is Flower => flower !== undefined);
  const month = context.weddingDate ? Number(context.weddingDate.slice(5, 7)) : null;
  const stateName = context.state === "TN" ? "Tennessee" : "Ohio";
  if (month) {
    for (const flower of used) {
      const season = seasonOf(flower, context.state);
      if (!inMonths(season, month)) {
        warnings.push({
          kind: "season",
          flowerId: flower.id,
          message: `${flower.name} is out of season in ${stateName} in ${monthName(month)} (its season there is ${seasonText(season)}): expect imported stems at a higher price, or choose another flower.`,
        });
      }
    }
  }
  if (context.flowersBudgetCents !== null && totals.estimateCents > context.flowersBudgetCents) {
    warnings.push({
      kind: "budget",
      message: `This design's estimate (${dollars(totals.estimateCents)}) is ${dollars(totals.estimateCents - context.flowersBudgetCents)} over your budget's Flowers and decor line (${dollars(context.flowersBudgetCents)}).`,
    });
  }
  if (month && design.outdoor && SUMMER_MONTHS.has(month)) {
    for (const flower of used.filter((f) => f.heat === "low")) {
      warnings.push({
        kind: "heat",
        flowerId: flower.id,
        message: `${flower.name} wilts quickly in summer heat outdoors: keep it in water until the last moment, or choose a flower that holds up all day.`,
      });
    }
  }
  return warnings;
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A rough perceptual distance between two colors ("redmean"). */
export function colorDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgbOf(a);
  const [r2, g2, b2] = rgbOf(b);
  const mean = (r1 + r2) / 2;
  return Math.sqrt((2 + mean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - mean) / 256) * (b1 - b2) ** 2);
}

/** The flower color nearest to a palette color. */
export function nearestFlowerColor(hex: string, colors: readonly FlowerColor[] = colorNames): FlowerColor {
  let best = colors[0]!;
  for (const color of colors) if (colorDistance(hex, FLOWER_COLORS[color]) < colorDistance(hex, FLOWER_COLORS[best])) best = color;
  return best;
}

const ROLE_SHAPES: Record<Role, readonly Flower["shape"][]> = {
  focal: ["round"],
  secondary: ["round", "spike", "cascading"],
  filler: ["spray"],
  green: ["foliage", "cascading"],
};

/**
 * A starter recipe for a piece from the palette: for each role, the flower in season on the wedding's
 * month (all year when no date) whose color is nearest that role's palette color, with the piece's
 * usual stems. The couple changes it from there.
 */
export function suggestPiece(kind: PieceKindId, palette: readonly string[], context: DesignContext): DesignPiece {
  const month = context.weddingDate ? Number(context.weddingDate.slice(5, 7)) : null;
  const recipe = pieceKind(kind).recipe;
  const flowers: DesignFlower[] = [];
  const roles: Role[] = ["focal", "secondary", "filler", "green"];
  roles.forEach((role, index) => {
    const stems = recipe[role];
    if (!stems) return;
    const target = role === "green" ? FLOWER_COLORS.sage : (palette[index % Math.max(palette.length, 1)] ?? FLOWER_COLORS.white);
    const candidates = FLOWERS.filter(
      (flower) =>
        (role === "green" ? flower.kind === "green" : flower.kind === "flower") &&
        ROLE_SHAPES[role].includes(flower.shape) &&
        (month === null || inMonths(seasonOf(flower, context.state), month)) &&
        !flowers.some((chosen) => chosen.flowerId === flower.id),
    );
    let best: { flower: Flower; color: FlowerColor; distance: number } | undefined;
    for (const flower of candidates) {
      const color = nearestFlowerColor(target, flower.colors);
      const distance = colorDistance(target, FLOWER_COLORS[color]);
      if (!best || distance < best.distance) best = { flower, color, distance };
    }
    if (best) flowers.push({ flowerId: best.flower.id, color: best.color, stems });
  });
  return { kind, quantity: defaultQuantity(kind, context), flowers };
}

const toHex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/**
 * The main colors of an image from its RGBA pixels: colors are grouped into buckets of 4 bits per
 * channel, the fullest buckets are taken (their average color), skipping transparent pixels and any
 * bucket too close to one already taken.
 */
export function paletteFromPixels(pixels: ArrayLike<number>, count = 5, minDistance = 90): string[] {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! < 128) continue;
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  const ranked = [...buckets.values()].sort((a, b) => b.n - a.n).map((bucket) => toHex(bucket.r / bucket.n, bucket.g / bucket.n, bucket.b / bucket.n));
  const chosen: string[] = [];
  for (const color of ranked) {
    if (chosen.length >= count) break;
    if (chosen.every((taken) => colorDistance(taken, color) >= minDistance)) chosen.push(color);
  }
  return chosen;
}

/** Turns the profile's free-text wedding colors ("sage, blush and ivory") into palette colors the studio knows. */
export function paletteFromWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  const words: Record<string, FlowerColor> = { gold: "yellow", mustard: "yellow", navy: "blue", "dusty blue": "blue", cream: "ivory", champagne: "ivory", rose: "pink", wine: "burgundy", maroon: "burgundy", mauve: "lavender", lilac: "lavender", terracotta: "coral", rust: "orange", emerald: "green", olive: "sage" };
  for (const name of Object.keys(FLOWER_COLORS) as FlowerColor[]) words[name] = name;
  // In the order the couple wrote them.
  const found = Object.entries(words)
    .map(([word, color]) => ({ color, at: lower.search(new RegExp(`\\b${word}\\b`)) }))
    .filter((match) => match.at >= 0)
    .sort((a, b) => a.at - b.at);
  const colors = [...new Set(found.map((match) => match.color))];
  return colors.slice(0, PALETTE_MAX).map((name) => FLOWER_COLORS[name]);
}
