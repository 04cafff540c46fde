/**
 * The flower catalog of the floral design studio, written for Serviceberry from growers' and florists'
 * typical figures for Ohio and Tennessee: when each flower is available to florists there (field-grown
 * or commonly shipped in), a typical wholesale-to-retail price per stem, fragrance, how it holds up in
 * summer heat, and whether it is toxic to cats or dogs (ASPCA's lists). Months are 1 to 12, inclusive;
 * a range like [11, 2] wraps the new year; [1, 12] is all year.
 */

/** The color names flowers come in, and how the studio draws them. */
export const FLOWER_COLORS = {
  white: "#f8f6f0",
  ivory: "#efe4c8",
  blush: "#f2c9c4",
  pink: "#e79ab0",
  "hot pink": "#d6467e",
  red: "#b8233a",
  burgundy: "#6e1f33",
  coral: "#ee7c63",
  peach: "#f5b48c",
  orange: "#e9822f",
  yellow: "#f2cf4a",
  lavender: "#b9a6d6",
  purple: "#6f4a9a",
  blue: "#6c8fc7",
  green: "#6e8b5a",
  sage: "#a9b8a0",
} as const;
export type FlowerColor = keyof typeof FLOWER_COLORS;

export type FlowerKind = "flower" | "green";
/** How a stem reads in a design: a round focal bloom, a spray of small blooms, a tall spike, a trailing line, or foliage. */
export type FlowerShape = "round" | "spray" | "spike" | "cascading" | "foliage";
export type Fragrance = "none" | "light" | "strong";
/** low: wilts or bruises in summer heat out of water; medium: holds a few hours; high: holds all day. */
export type HeatTolerance = "low" | "medium" | "high";
export type MonthRange = readonly [number, number];

export interface Flower {
  id: string;
  name: string;
  kind: FlowerKind;
  shape: FlowerShape;
  colors: readonly FlowerColor[];
  ohio: MonthRange;
  tennessee: MonthRange;
  /** Typical price per stem in cents (a strand, for vines). */
  stemCents: number;
  fragrance: Fragrance;
  heat: HeatTolerance;
  toxicToPets: boolean;
}

type Row = [id: string, name: string, kind: FlowerKind, shape: FlowerShape, colors: FlowerColor[], ohio: MonthRange, tennessee: MonthRange, stemCents: number, fragrance: Fragrance, heat: HeatTolerance, toxicToPets: boolean];

const YEAR: MonthRange = [1, 12];

const ROWS: Row[] = [
  ["garden-rose", "Garden rose", "flower", "round", ["white", "ivory", "blush", "peach", "burgundy"], YEAR, YEAR, 650, "strong", "medium", false],
  ["rose", "Rose", "flower", "round", ["white", "ivory", "blush", "pink", "red", "yellow", "coral"], YEAR, YEAR, 300, "light", "medium", false],
  ["spray-rose", "Spray rose", "flower", "spray", ["white", "blush", "pink", "peach"], YEAR, YEAR, 250, "light", "medium", false],
  ["peony", "Peony", "flower", "round", ["white", "blush", "pink", "hot pink", "coral"], [5, 6], [4, 6], 900, "strong", "low", true],
  ["ranunculus", "Ranunculus", "flower", "round", ["white", "blush", "peach", "coral", "orange", "yellow", "burgundy"], [3, 6], [2, 5], 350, "none", "low", true],
  ["anemone", "Anemone", "flower", "round", ["white", "red", "purple", "blue"], [3, 5], [2, 5], 350, "none", "low", true],
  ["hydrangea", "Hydrangea", "flower", "round", ["white", "blue", "lavender", "pink", "green"], [6, 9], [5, 9], 600, "none", "low", true],
  ["dahlia", "Dahlia", "flower", "round", ["white", "blush", "peach", "coral", "burgundy", "yellow"], [7, 10], [6, 10], 500, "none", "low", true],
  ["lisianthus", "Lisianthus", "flower", "round", ["white", "blush", "lavender", "purple", "green"], [6, 9], [5, 10], 300, "none", "high", false],
  ["carnation", "Carnation", "flower", "round", ["white", "blush", "pink", "red", "burgundy", "yellow", "peach"], YEAR, YEAR, 150, "light", "high", true],
  ["tulip", "Tulip", "flower", "round", ["white", "blush", "pink", "red", "yellow", "purple", "orange"], [1, 5], [1, 4], 200, "none", "low", true],
  ["calla-lily", "Calla lily", "flower", "spike", ["white", "ivory", "yellow", "burgundy", "purple"], YEAR, YEAR, 500, "none", "medium", true],
  ["phalaenopsis-orchid", "Phalaenopsis orchid", "flower", "cascading", ["white", "blush", "purple"], YEAR, YEAR, 1200, "none", "medium", false],
  ["cymbidium-orchid", "Cymbidium orchid", "flower", "spray", ["white", "green", "blush", "burgundy"], YEAR, YEAR, 1000, "none", "medium", false],
  ["oriental-lily", "Oriental lily", "flower", "round", ["white", "pink"], YEAR, YEAR, 500, "strong", "medium", true],
  ["gardenia", "Gardenia", "flower", "round", ["white", "ivory"], YEAR, YEAR, 700, "strong", "low", true],
  ["stephanotis", "Stephanotis", "flower", "spray", ["white"], YEAR, YEAR, 100, "light", "low", false],
  ["sweet-pea", "Sweet pea", "flower", "spray", ["white", "blush", "lavender", "purple", "burgundy"], [5, 7], [4, 6], 300, "strong", "low", true],
  ["lily-of-the-valley", "Lily of the valley", "flower", "spray", ["white"], [5, 5], [4, 5], 800, "strong", "low", true],
  ["freesia", "Freesia", "flower", "spray", ["white", "yellow", "lavender", "pink", "orange"], YEAR, YEAR, 200, "strong", "medium", false],
  ["stock", "Stock", "flower", "spike", ["white", "blush", "lavender", "purple", "pink"], [4, 6], [3, 5], 250, "strong", "low", false],
  ["snapdragon", "Snapdragon", "flower", "spike", ["white", "blush", "peach", "yellow", "burgundy"], [6, 10], [4, 10], 200, "none", "medium", false],
  ["delphinium", "Delphinium", "flower", "spike", ["white", "blue", "lavender"], [6, 8], [5, 7], 400, "none", "low", true],
  ["larkspur", "Larkspur", "flower", "spike", ["white", "blush", "lavender", "purple"], [6, 7], [5, 6], 250, "none", "low", true],
  ["foxglove", "Foxglove", "flower", "spike", ["white", "blush", "purple"], [5, 7], [5, 6], 350, "none", "low", true],
  ["lavender", "Lavender", "flower", "spike", ["lavender", "purple"], [6, 8], [6, 7], 100, "strong", "high", true],
  ["cosmos", "Cosmos", "flower", "round", ["white", "blush", "pink", "burgundy", "orange"], [7, 10], [6, 10], 150, "none", "medium", false],
  ["zinnia", "Zinnia", "flower", "round", ["white", "pink", "hot pink", "red", "orange", "yellow"], [7, 10], [6, 10], 125, "none", "high", false],
  ["sunflower", "Sunflower", "flower", "round", ["yellow", "orange", "burgundy"], [7, 10], [6, 10], 250, "none", "high", false],
  ["scabiosa", "Scabiosa", "flower", "round", ["white", "lavender", "burgundy", "blue"], [6, 9], [5, 9], 200, "light", "medium", false],
  ["football-mum", "Football mum", "flower", "round", ["white", "yellow", "orange", "burgundy", "green"], [8, 11], [8, 11], 250, "none", "high", true],
  ["spray-mum", "Spray chrysanthemum", "flower", "spray", ["white", "yellow", "lavender", "green"], YEAR, YEAR, 150, "none", "high", true],
  ["gerbera-daisy", "Gerbera daisy", "flower", "round", ["white", "pink", "red", "orange", "yellow", "peach"], YEAR, YEAR, 200, "none", "medium", false],
  ["astilbe", "Astilbe", "flower", "spike", ["white", "blush", "pink", "burgundy"], [6, 7], [5, 6], 300, "none", "low", false],
  ["celosia", "Celosia", "flower", "spike", ["burgundy", "hot pink", "orange", "yellow", "coral"], [7, 10], [6, 10], 200, "none", "high", false],
  ["amaranthus", "Hanging amaranthus", "flower", "cascading", ["burgundy", "green"], [7, 10], [7, 10], 350, "none", "high", false],
  ["queen-annes-lace", "Queen Anne's lace", "flower", "spray", ["white"], [6, 9], [5, 8], 150, "none", "medium", false],
  ["babys-breath", "Baby's breath", "flower", "spray", ["white", "blush"], YEAR, YEAR, 150, "light", "high", true],
  ["wax-flower", "Wax flower", "flower", "spray", ["white", "blush", "pink"], YEAR, YEAR, 150, "light", "high", false],
  ["statice", "Statice", "flower", "spray", ["white", "lavender", "purple", "blue", "yellow"], YEAR, YEAR, 125, "none", "high", false],
  ["thistle", "Blue thistle", "flower", "round", ["blue", "white", "green"], [7, 9], [6, 9], 300, "none", "high", false],
  ["craspedia", "Craspedia", "flower", "round", ["yellow"], YEAR, YEAR, 200, "none", "high", false],
  ["hellebore", "Hellebore", "flower", "round", ["white", "green", "blush", "burgundy"], [2, 4], [1, 4], 450, "none", "low", true],
  ["king-protea", "King protea", "flower", "round", ["blush", "pink", "white"], YEAR, YEAR, 1200, "none", "high", false],
  ["pincushion-protea", "Pincushion protea", "flower", "round", ["orange", "yellow", "coral"], YEAR, YEAR, 500, "none", "high", false],
  ["marigold", "Marigold", "flower", "round", ["orange", "yellow"], [7, 10], [6, 10], 100, "light", "high", true],
  ["daffodil", "Daffodil", "flower", "round", ["yellow", "white"], [3, 4], [2, 4], 125, "light", "low", true],
  ["iris", "Iris", "flower", "spike", ["blue", "purple", "white", "yellow"], [5, 6], [4, 5], 200, "light", "low", true],
  ["alstroemeria", "Alstroemeria", "flower", "spray", ["white", "blush", "pink", "peach", "yellow", "purple"], YEAR, YEAR, 175, "none", "high", true],
  ["aster", "Aster", "flower", "spray", ["white", "lavender", "purple", "pink"], [8, 10], [8, 10], 175, "none", "medium", false],
  ["black-eyed-susan", "Black-eyed Susan", "flower", "round", ["yellow", "orange"], [7, 9], [6, 9], 125, "none", "high", true],
  ["clematis", "Clematis", "flower", "cascading", ["white", "lavender", "purple", "blush"], [5, 8], [5, 7], 500, "light", "low", true],
  ["viburnum", "Snowball viburnum", "flower", "round", ["green", "white"], [4, 5], [4, 5], 500, "none", "low", true],
  ["hypericum", "Hypericum berry", "flower", "spray", ["red", "peach", "green", "white", "burgundy"], YEAR, YEAR, 200, "none", "high", true],
  ["bells-of-ireland", "Bells of Ireland", "green", "spike", ["green"], [6, 8], [5, 7], 300, "light", "medium", false],
  ["silver-dollar-eucalyptus", "Silver dollar eucalyptus", "green", "foliage", ["sage"], YEAR, YEAR, 250, "light", "high", true],
  ["seeded-eucalyptus", "Seeded eucalyptus", "green", "foliage", ["sage", "green"], YEAR, YEAR, 300, "light", "high", true],
  ["italian-ruscus", "Italian ruscus", "green", "foliage", ["green"], YEAR, YEAR, 150, "none", "high", false],
  ["salal", "Salal (lemon leaf)", "green", "foliage", ["green"], YEAR, YEAR, 100, "none", "high", false],
  ["trailing-ivy", "Trailing ivy", "green", "cascading", ["green"], YEAR, YEAR, 150, "none", "high", true],
  ["smilax", "Smilax vine", "green", "cascading", ["green"], YEAR, YEAR, 1500, "none", "medium", false],
  ["dusty-miller", "Dusty miller", "green", "foliage", ["sage"], [5, 10], [4, 10], 150, "none", "high", true],
  ["olive-branch", "Olive branch", "green", "foliage", ["sage", "green"], YEAR, YEAR, 350, "none", "high", false],
  ["leatherleaf-fern", "Leatherleaf fern", "green", "foliage", ["green"], YEAR, YEAR, 75, "none", "high", false],
  ["magnolia-leaf", "Magnolia leaves", "green", "foliage", ["green"], YEAR, YEAR, 400, "none", "high", false],
  ["pittosporum", "Pittosporum", "green", "foliage", ["green", "sage"], YEAR, YEAR, 150, "none", "high", false],
  ["asparagus-fern", "Asparagus fern", "green", "cascading", ["green"], YEAR, YEAR, 150, "none", "medium", true],
  ["lambs-ear", "Lamb's ear", "green", "foliage", ["sage"], [5, 9], [5, 9], 150, "none", "medium", false],
];

export const FLOWERS: readonly Flower[] = ROWS.map(([id, name, kind, shape, colors, ohio, tennessee, stemCents, fragrance, heat, toxicToPets]) => ({
  id,
  name,
  kind,
  shape,
  colors,
  ohio,
  tennessee,
  stemCents,
  fragrance,
  heat,
  toxicToPets,
}));

const BY_ID = new Map(FLOWERS.map((flower) => [flower.id, flower]));
export const FLOWER_IDS = FLOWERS.map((flower) => flower.id) as [string, ...string[]];

export function flowerById(id: string): Flower | undefined {
  return BY_ID.get(id);
}
