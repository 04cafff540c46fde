import { z } from "zod";
import { idSchema } from "./ids.ts";
import "./zod-messages.ts";

/**
 * The floor plan and seating chart (issue 31, decision 030): one plan per couple and event, measured in
 * feet. Tables and room pieces sit by their center; guests sit at a table's numbered seat. The same
 * schemas validate the builder's form and the server's save.
 */

export const TABLE_SHAPES = ["round", "rectangle", "banquet", "serpentine", "cocktail", "head", "sweetheart"] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export const TABLE_SHAPE_LABELS: Record<TableShape, string> = {
  round: "Round table",
  rectangle: "Rectangular table",
  banquet: "Banquet table",
  serpentine: "Serpentine table",
  cocktail: "Cocktail table",
  head: "Head table",
  sweetheart: "Sweetheart table",
};
/** How many seats each shape takes (round tables seat 6 to 12; cocktail tables are for standing). */
export const SEAT_RANGE: Record<TableShape, { min: number; max: number; default: number }> = {
  round: { min: 6, max: 12, default: 8 },
  rectangle: { min: 4, max: 12, default: 8 },
  banquet: { min: 6, max: 30, default: 12 },
  serpentine: { min: 3, max: 8, default: 6 },
  cocktail: { min: 0, max: 4, default: 0 },
  head: { min: 2, max: 24, default: 8 },
  sweetheart: { min: 2, max: 2, default: 2 },
};

export const FIXTURE_KINDS = ["dance_floor", "stage", "dj_booth", "bar", "buffet", "cake_table", "gift_table", "door", "aisle", "wall"] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];
export const FIXTURE_LABELS: Record<FixtureKind, string> = {
  dance_floor: "Dance floor",
  stage: "Stage",
  dj_booth: "DJ booth",
  bar: "Bar",
  buffet: "Buffet",
  cake_table: "Cake table",
  gift_table: "Gift table",
  door: "Door",
  aisle: "Aisle or path",
  wall: "Wall",
};
export const FIXTURE_SIZES: Record<FixtureKind, { width: number; length: number }> = {
  dance_floor: { width: 20, length: 20 },
  stage: { width: 16, length: 8 },
  dj_booth: { width: 6, length: 3 },
  bar: { width: 10, length: 3 },
  buffet: { width: 12, length: 3 },
  cake_table: { width: 4, length: 4 },
  gift_table: { width: 6, length: 3 },
  door: { width: 6, length: 1 },
  aisle: { width: 5, length: 20 },
  wall: { width: 10, length: 1 },
};

/** Limits that keep one plan a sensible size (a 400-guest wedding uses about 45 tables). */
export const TABLES_MAX = 150;
export const FIXTURES_MAX = 60;
export const RULES_MAX = 200;
export const ROOM_FEET_MIN = 10;
export const ROOM_FEET_MAX = 400;
/** Space a seated guest needs behind the table edge (chair and walkway), in feet. */
export const CHAIR_DEPTH = 2;
/** The clearances the builder checks, in feet (a common catering rule of thumb). */
export const CLEARANCE_BETWEEN_TABLES = 1.5;
export const CLEARANCE_TO_WALLS = 1;
/** How far (chairs to door or path, in feet) a table may be to count as near an accessible route. */
export const ACCESSIBLE_ROUTE_REACH = 10;
/** The pieces that can be marked accessible (step-free doors, ramps and paths). */
export const ROUTE_KINDS: readonly FixtureKind[] = ["door", "aisle"];

/** Client-made ids for pieces on the plan ("t-4f2a"): short, so the saved plan stays small. */
const pieceIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "That table id is not valid.");

const feet = (what: string) =>
  z
    .number({ message: `Enter ${what} in feet.` })
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} can't be negative.`)
    .max(ROOM_FEET_MAX, `Keep ${what} within ${ROOM_FEET_MAX} feet.`);
const rotationSchema = z.number({ message: "Enter an angle." }).min(0, "Use an angle from 0 to 359 degrees.").max(359, "Use an angle from 0 to 359 degrees.");

export const roomSchema = z.object({
  width: z.number({ message: "Enter the room's width in feet." }).min(ROOM_FEET_MIN, `A room is at least ${ROOM_FEET_MIN} feet wide.`).max(ROOM_FEET_MAX, `Keep the room within ${ROOM_FEET_MAX} feet.`),
  length: z.number({ message: "Enter the room's length in feet." }).min(ROOM_FEET_MIN, `A room is at least ${ROOM_FEET_MIN} feet long.`).max(ROOM_FEET_MAX, `Keep the room within ${ROOM_FEET_MAX} feet.`),
});
export type Room = z.infer<typeof roomSchema>;

export const seatingTableSchema = z
  .object({
    id: pieceIdSchema,
    shape: z.enum(TABLE_SHAPES, { message: "Choose a table shape." }),
    name: z.string().trim().max(40, "Keep a table's name to 40 characters.").default(""),
    number: z.number().int("Table numbers are whole numbers.").min(1, "Table numbers start at 1.").max(999, "Table numbers go up to 999."),
    seats: z.number().int("Seats are whole numbers.").min(0, "A table can't have fewer than 0 seats.").max(30, "A table has at most 30 seats."),
    x: feet("the position"),
    y: feet("the position"),
    rotation: rotationSchema.default(0),
  })
  .superRefine((table, ctx) => {
    const range = SEAT_RANGE[table.shape];
    if (table.seats < range.min || table.seats > range.max) {
      ctx.addIssue({ code: "custom", path: ["seats"], message: `A ${TABLE_SHAPE_LABELS[table.shape].toLowerCase()} seats ${range.min === range.max ? range.min : `${range.min} to ${range.max}`}.` });
    }
  });
export type SeatingTable = z.infer<typeof seatingTableSchema>;

export const fixtureSchema = z.object({
  id: pieceIdSchema,
  kind: z.enum(FIXTURE_KINDS, { message: "Choose what this piece is." }),
  label: z.string().trim().max(40, "Keep a label to 40 characters.").default(""),
  x: feet("the position"),
  y: feet("the position"),
  width: z.number().min(0.5, "A piece is at least half a foot wide.").max(ROOM_FEET_MAX, `Keep a piece within ${ROOM_FEET_MAX} feet.`),
  length: z.number().min(0.5, "A piece is at least half a foot long.").max(ROOM_FEET_MAX, `Keep a piece within ${ROOM_FEET_MAX} feet.`),
  rotation: rotationSchema.default(0),
  /** A step-free door or path (doors and aisles only): guests with accessibility needs sit near one. */
  accessible: z.boolean().default(false),
});
export type Fixture = z.infer<typeof fixtureSchema>;

export const seatAssignmentSchema = z.object({
  guestId: idSchema("That guest is not valid."),
  tableId: pieceIdSchema,
  /** 1-based seat at the table. */
  seat: z.number().int().min(1, "Seats are numbered from 1.").max(30, "A table has at most 30 seats."),
  /** Auto-seat never moves a locked guest. */
  locked: z.boolean().default(false),
});
export type SeatAssignment = z.infer<typeof seatAssignmentSchema>;

export const RULE_KINDS = ["together", "apart", "near_head", "near_exit", "near_accessible"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const RULE_LABELS: Record<RuleKind, string> = {
  together: "Keep together",
  apart: "Keep apart",
  near_head: "Near the head table",
  near_exit: "Near an exit",
  near_accessible: "Near an accessible route",
};

export const seatingRuleSchema = z
  .object({
    id: pieceIdSchema,
    kind: z.enum(RULE_KINDS, { message: "Choose a kind of rule." }),
    guestIds: z
      .array(idSchema("That guest is not valid."))
      .min(1, "Choose at least one guest for this rule.")
      .max(40, "A rule can name up to 40 guests.")
      .transform((ids) => [...new Set(ids)]),
    /** A must (never broken; auto-seat refuses when musts contradict) or a preference (kept where it can be). */
    must: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    if ((rule.kind === "together" || rule.kind === "apart") && rule.guestIds.length < 2) {
      ctx.addIssue({ code: "custom", path: ["guestIds"], message: `"${RULE_LABELS[rule.kind]}" needs at least two guests.` });
    }
  });
export type SeatingRule = z.infer<typeof seatingRuleSchema>;

export const SIDE_MIXING = ["any", "mixed", "apart"] as const;
export type SideMixing = (typeof SIDE_MIXING)[number];

export const seatingSettingsSchema = z.object({
  /** Children sit at this table (a kids' table); null keeps them with their household. */
  kidsTableId: pieceIdSchema.nullable().default(null),
  /** Both sides at every table, each side at its own tables, or no preference. */
  sides: z.enum(SIDE_MIXING, { message: "Choose how to mix the two sides." }).default("any"),
  /** Whose answers count: attending only, or also those who haven't answered. */
  include: z.enum(["attending", "attending_and_pending"], { message: "Choose who to seat." }).default("attending"),
  /** Guests whose accessibility needs are on the list sit near an accessible route: always, where possible, or not by this setting. */
  accessibleSeating: z.enum(["must", "prefer", "off"], { message: "Choose how to seat guests with accessibility needs." }).default("must"),
});
export type SeatingSettings = z.infer<typeof seatingSettingsSchema>;

export const seatingLayoutSchema = z.object({
  room: roomSchema,
  tables: z.array(seatingTableSchema).max(TABLES_MAX, `A plan has at most ${TABLES_MAX} tables.`),
  fixtures: z.array(fixtureSchema).max(FIXTURES_MAX, `A plan has at most ${FIXTURES_MAX} room pieces.`),
});
export type SeatingLayout = z.infer<typeof seatingLayoutSchema>;

/** The whole plan as the builder saves it. `eventId` null = the guest list as a whole (no events set up). */
export const seatingPlanSchema = seatingLayoutSchema
  .extend({
    eventId: idSchema("That event is not valid.").nullable(),
    seats: z.array(seatAssignmentSchema).max(5000, "A plan seats at most 5,000 guests."),
    rules: z.array(seatingRuleSchema).max(RULES_MAX, `A plan has at most ${RULES_MAX} rules.`),
    settings: seatingSettingsSchema,
  })
  .superRefine((plan, ctx) => {
    for (const issue of planStructureIssues(plan)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type SeatingPlanInput = z.infer<typeof seatingPlanSchema>;
export type SeatingPlan = SeatingPlanInput;

export const seatingEventQuerySchema = z.object({ eventId: idSchema("That event is not valid.").optional() });
export const autoSeatSchema = z.object({
  eventId: idSchema("That event is not valid.").nullable(),
  mode: z.enum(["empty", "all"], { message: "Choose whether to fill empty seats or seat everyone again." }).default("empty"),
});
export const shareTokenParamSchema = z.object({
  token: z
    .string()
    .min(20, "That link is not valid.")
    .max(100, "That link is not valid.")
    .regex(/^[A-Za-z0-9_-]+$/, "That link is not valid."),
});

export function tableLabel(table: Pick<SeatingTable, "name" | "number">): string {
  return table.name ? `Table ${table.number} (${table.name})` : `Table ${table.number}`;
}

/**
 * What makes a plan impossible to save (as opposed to warnings): repeated ids or table numbers, a
 * guest at two seats, two guests on one seat, a seat a table does not have, a rule naming a table
 * that is not there. Each message says what to fix.
 */
export function planStructureIssues(plan: Pick<SeatingPlan, "tables" | "fixtures" | "seats" | "settings">): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const tables = new Map<string, SeatingTable>();
  const numbers = new Map<number, string>();
  plan.tables.forEach((table, index) => {
    if (tables.has(table.id)) issues.push({ path: ["tables", index, "id"], message: "Two tables have the same id." });
    tables.set(table.id, table);
    if (numbers.has(table.number)) issues.push({ path: ["tables", index, "number"], message: `Two tables are numbered ${table.number}: give each its own number.` });
    numbers.set(table.number, table.id);
  });
  const fixtureIds = new Set<string>();
  plan.fixtures.forEach((fixture, index) => {
    if (fixtureIds.has(fixture.id) || tables.has(fixture.id)) issues.push({ path: ["fixtures", index, "id"], message: "Two pieces have the same id." });
    if (fixture.accessible && !ROUTE_KINDS.includes(fixture.kind)) issues.push({ path: ["fixtures", index, "accessible"], message: "Only doors and aisles can be marked as accessible routes." });
    fixtureIds.add(fixture.id);
  });
  const guestSeats = new Set<string>();
  const seatTaken = new Set<string>();
  const seatedAt = new Map<string, number>();
  plan.seats.forEach((seat, index) => {
    const table = tables.get(seat.tableId);
    if (!table) {
      issues.push({ path: ["seats", index, "tableId"], message: "A guest is seated at a table that isn't on the plan." });
      return;
    }
    if (guestSeats.has(seat.guestId)) issues.push({ path: ["seats", index, "guestId"], message: "A guest is seated twice." });
    guestSeats.add(seat.guestId);
    if (seat.seat > table.seats) issues.push({ path: ["seats", index, "seat"], message: `${tableLabel(table)} has ${table.seats} seats; seat ${seat.seat} isn't one of them.` });
    const key = `${seat.tableId}:${seat.seat}`;
    if (seatTaken.has(key)) issues.push({ path: ["seats", index, "seat"], message: `Two guests are on seat ${seat.seat} at ${tableLabel(table)}.` });
    seatTaken.add(key);
    seatedAt.set(seat.tableId, (seatedAt.get(seat.tableId) ?? 0) + 1);
  });
  plan.tables.forEach((table, index) => {
    const seated = seatedAt.get(table.id) ?? 0;
    if (seated > table.seats) issues.push({ path: ["tables", index, "seats"], message: `${tableLabel(table)} has ${seated} guests; move ${seated - table.seats} before giving it ${table.seats} seats.` });
  });
  if (plan.settings.kidsTableId !== null && !tables.has(plan.settings.kidsTableId)) {
    issues.push({ path: ["settings", "kidsTableId"], message: "The kids' table isn't on the plan any more: choose another." });
  }
  return issues;
}

/** A table's top in feet (without chairs): round and cocktail tables are circles (width = length = diameter). */
export function tableSize(table: Pick<SeatingTable, "shape" | "seats">): { width: number; length: number; round: boolean } {
  switch (table.shape) {
    case "round":
      return { width: table.seats <= 8 ? 5 : table.seats <= 10 ? 6 : 6.5, length: table.seats <= 8 ? 5 : table.seats <= 10 ? 6 : 6.5, round: true };
    case "cocktail":
      return { width: 2.5, length: 2.5, round: true };
    case "rectangle":
      return { width: Math.max(4, Math.ceil(table.seats / 2) * 2), length: 2.5, round: false };
    case "banquet":
      return { width: Math.max(6, Math.ceil(table.seats / 2) * 2), length: 3, round: false };
    case "serpentine":
      return { width: 6, length: 3, round: false };
    case "head":
      return { width: Math.max(4, table.seats * 2), length: 2.5, round: false };
    case "sweetheart":
      return { width: 4, length: 2.5, round: false };
  }
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The axis-aligned box around a rotated rectangle centered at (x, y). */
function boxOf(x: number, y: number, width: number, length: number, rotation: number, margin: number): Box {
  const angle = (rotation * Math.PI) / 180;
  const halfW = (Math.abs(Math.cos(angle)) * width + Math.abs(Math.sin(angle)) * length) / 2 + margin;
  const halfL = (Math.abs(Math.sin(angle)) * width + Math.abs(Math.cos(angle)) * length) / 2 + margin;
  return { minX: x - halfW, maxX: x + halfW, minY: y - halfL, maxY: y + halfL };
}

/** A table with its chairs: the space it really takes. */
export function tableFootprint(table: SeatingTable): Box {
  const size = tableSize(table);
  return boxOf(table.x, table.y, size.width, size.length, table.rotation, table.seats > 0 ? CHAIR_DEPTH : 0.5);
}

const overlapBy = (a: Box, b: Box) => Math.min(a.maxX - b.minX, b.maxX - a.minX, a.maxY - b.minY, b.maxY - a.minY);

export interface LayoutWarning {
  /** The table or piece the warning is about. */
  pieceId: string;
  kind: "outside_room" | "overlap" | "too_close" | "too_close_to_wall";
  message: string;
}

/**
 * What the builder flags but still saves (nothing the couple drew is lost): tables outside the room or
 * overlapping other tables or pieces, and clearances (between tables' chairs, and to the walls) that are
 * too tight to walk through.
 */
export function layoutWarnings(layout: SeatingLayout): LayoutWarning[] {
  const warnings: LayoutWarning[] = [];
  const fixtures = layout.fixtures.filter((fixture) => fixture.kind !== "door" && fixture.kind !== "wall");
  const footprints = layout.tables.map((table) => ({ table, box: tableFootprint(table) }));
  for (const [index, { table, box }] of footprints.entries()) {
    const label = tableLabel(table);
    if (box.minX < 0 || box.minY < 0 || box.maxX > layout.room.width || box.maxY > layout.room.length) {
      warnings.push({ pieceId: table.id, kind: "outside_room", message: `${label} with its chairs doesn't fit inside the room.` });
    } else if (box.minX < CLEARANCE_TO_WALLS || box.minY < CLEARANCE_TO_WALLS || box.maxX > layout.room.width - CLEARANCE_TO_WALLS || box.maxY > layout.room.length - CLEARANCE_TO_WALLS) {
      warnings.push({ pieceId: table.id, kind: "too_close_to_wall", message: `${label}'s chairs are less than ${CLEARANCE_TO_WALLS} foot from a wall.` });
    }
    for (const other of footprints.slice(index + 1)) {
      const overlap = overlapBy(box, other.box);
      const tops = overlapBy(boxOf(table.x, table.y, tableSize(table).width, tableSize(table).length, table.rotation, 0), boxOf(other.table.x, other.table.y, tableSize(other.table).width, tableSize(other.table).length, other.table.rotation, 0));
      if (tops > 0) warnings.push({ pieceId: other.table.id, kind: "overlap", message: `${label} and ${tableLabel(other.table)} overlap.` });
      else if (overlap > -CLEARANCE_BETWEEN_TABLES) warnings.push({ pieceId: other.table.id, kind: "too_close", message: `${label} and ${tableLabel(other.table)} are too close: leave ${CLEARANCE_BETWEEN_TABLES} feet between chairs for an aisle.` });
    }
    for (const fixture of fixtures) {
      if (overlapBy(box, boxOf(fixture.x, fixture.y, fixture.width, fixture.length, fixture.rotation, 0)) > 0) {
        warnings.push({ pieceId: table.id, kind: "overlap", message: `${label} overlaps the ${(fixture.label || FIXTURE_LABELS[fixture.kind]).toLowerCase()}.` });
      }
    }
  }
  return warnings;
}

/** The next free table number and a new piece id that is not taken. */
export function nextTableNumber(tables: readonly Pick<SeatingTable, "number">[]): number {
  const used = new Set(tables.map((table) => table.number));
  let number = 1;
  while (used.has(number)) number += 1;
  return number;
}

/** The lowest free seat at a table, or null when it is full. */
export function freeSeat(table: Pick<SeatingTable, "id" | "seats">, seats: readonly Pick<SeatAssignment, "tableId" | "seat">[]): number | null {
  const taken = new Set(seats.filter((seat) => seat.tableId === table.id).map((seat) => seat.seat));
  for (let seat = 1; seat <= table.seats; seat += 1) if (!taken.has(seat)) return seat;
  return null;
}

/** The gap between two boxes in feet (0 when they touch or overlap). */
function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  return Math.hypot(dx, dy);
}

/** The doors and paths marked accessible. */
export function accessibleRoutes<F extends Pick<Fixture, "kind" | "accessible">>(fixtures: readonly F[]): F[] {
  return fixtures.filter((fixture) => fixture.accessible === true && ROUTE_KINDS.includes(fixture.kind));
}

/**
 * The guest tables near an accessible route: their chairs within ACCESSIBLE_ROUTE_REACH feet of a door
 * or path marked accessible (head and sweetheart tables are seated by hand, so they are left out).
 */
export function tablesNearAccessibleRoute(tables: readonly SeatingTable[], fixtures: readonly Fixture[]): Set<string> {
  const routes = accessibleRoutes(fixtures).map((fixture) => boxOf(fixture.x, fixture.y, fixture.width, fixture.length, fixture.rotation, 0));
  const near = new Set<string>();
  if (routes.length === 0) return near;
  for (const table of tables) {
    if (table.seats === 0 || table.shape === "head" || table.shape === "sweetheart") continue;
    const box = tableFootprint(table);
    if (routes.some((route) => gapBetween(box, route) <= ACCESSIBLE_ROUTE_REACH)) near.add(table.id);
  }
  return near;
}

export const ALIGNMENTS = ["left", "center", "right", "top", "middle", "bottom", "distribute_across", "distribute_down"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
export const ALIGNMENT_LABELS: Record<Alignment, string> = {
  left: "Align left edges",
  center: "Align centers (across)",
  right: "Align right edges",
  top: "Align top edges",
  middle: "Align middles (down)",
  bottom: "Align bottom edges",
  distribute_across: "Space evenly across",
  distribute_down: "Space evenly down",
};

const roundFeet = (feet: number) => Math.round(feet * 100) / 100;

/** A piece's box on the floor: a table's top, or a room piece. */
function pieceBox(piece: SeatingTable | Fixture): Box {
  if ("shape" in piece) {
    const size = tableSize(piece);
    return boxOf(piece.x, piece.y, size.width, size.length, piece.rotation, 0);
  }
  return boxOf(piece.x, piece.y, piece.width, piece.length, piece.rotation, 0);
}

/**
 * Lines up the chosen tables and pieces (at least two; spacing evenly needs three): their left, center or
 * right edges to the outermost of them, or their top, middle or bottom; or spaces their centers evenly
 * between the first and the last. Positions stay inside the room. Anything not chosen stays put.
 */
export function alignPieces<P extends Pick<SeatingLayout, "room" | "tables" | "fixtures">>(plan: P, ids: readonly string[], how: Alignment): P {
  const chosen = new Set(ids);
  const pieces = [...plan.tables, ...plan.fixtures].filter((piece) => chosen.has(piece.id));
  const distribute = how === "distribute_across" || how === "distribute_down";
  if (pieces.length < (distribute ? 3 : 2)) return plan;
  const boxes = new Map(pieces.map((piece) => [piece.id, pieceBox(piece)]));
  const all = [...boxes.values()];
  const minX = Math.min(...all.map((box) => box.minX));
  const maxX = Math.max(...all.map((box) => box.maxX));
  const minY = Math.min(...all.map((box) => box.minY));
  const maxY = Math.max(...all.map((box) => box.maxY));
  const target = new Map<string, { x: number; y: number }>();
  if (distribute) {
    const across = how === "distribute_across";
    const ordered = [...pieces].sort((a, b) => (across ? a.x - b.x : a.y - b.y) || a.id.localeCompare(b.id));
    const first = across ? ordered[0]!.x : ordered[0]!.y;
    const last = across ? ordered.at(-1)!.x : ordered.at(-1)!.y;
    const step = (last - first) / (ordered.length - 1);
    ordered.forEach((piece, index) => target.set(piece.id, across ? { x: first + step * index, y: piece.y } : { x: piece.x, y: first + step * index }));
  } else {
    for (const piece of pieces) {
      const box = boxes.get(piece.id)!;
      const halfW = (box.maxX - box.minX) / 2;
      const halfL = (box.maxY - box.minY) / 2;
      const x = how === "left" ? minX + halfW : how === "right" ? maxX - halfW : how === "center" ? (minX + maxX) / 2 : piece.x;
      const y = how === "top" ? minY + halfL : how === "bottom" ? maxY - halfL : how === "middle" ? (minY + maxY) / 2 : piece.y;
      target.set(piece.id, { x, y });
    }
  }
  const place = <T extends SeatingTable | Fixture>(piece: T): T => {
    const to = target.get(piece.id);
    if (!to) return piece;
    const x = roundFeet(Math.min(Math.max(to.x, 0), plan.room.width));
    const y = roundFeet(Math.min(Math.max(to.y, 0), plan.room.length));
    return x === piece.x && y === piece.y ? piece : { ...piece, x, y };
  };
  return { ...plan, tables: plan.tables.map(place), fixtures: plan.fixtures.map(place) };
}

export interface SuggestedLayout {
  layout: SeatingLayout;
  /** Guest seats the suggestion aims for (a quarter more than guests, so households fit whole). */
  seatsWanted: number;
  /** Guest seats it placed (the head table not counted). */
  seatsPlaced: number;
  /** Seats that did not fit in the room. */
  seatsShort: number;
  /** Tables of 8 that did not fit. */
  tablesShort: number;
}

/**
 * A starting layout for a room and a head count: a head table at the top, a dance floor in the middle
 * and round tables of 8 in rows around it, kept to the clearances (checked again with layoutWarnings).
 * Tables that do not fit are left out and counted, so the couple sees how many seats are missing. With
 * `accessibleDoor` the door it draws is marked step-free (the venue lists itself as wheelchair accessible).
 */
export function suggestLayout(room: Room, guestCount: number, options: { accessibleDoor?: boolean } = {}): SuggestedLayout {
  const tables: SeatingTable[] = [];
  const fixtures: Fixture[] = [];
  const head: SeatingTable = { id: "t-head", shape: "head", name: "Head table", number: 1, seats: 8, x: room.width / 2, y: 4.5, rotation: 0 };
  if (tableFootprint(head).maxX <= room.width - CLEARANCE_TO_WALLS && tableFootprint(head).maxY <= room.length) tables.push(head);
  const danceSide = Math.min(20, Math.max(10, Math.floor(Math.min(room.width, room.length) / 3)));
  fixtures.push({ id: "f-dance", kind: "dance_floor", label: "", x: room.width / 2, y: Math.min(room.length / 2, 9 + danceSide / 2), width: danceSide, length: danceSide, rotation: 0, accessible: false });
  fixtures.push({ id: "f-door", kind: "door", label: "", x: room.width / 2, y: room.length - 0.5, width: 6, length: 1, rotation: 0, accessible: options.accessibleDoor === true });
  const dance = boxOf(fixtures[0]!.x, fixtures[0]!.y, danceSide, danceSide, 0, 1);
  // The way in stays clear: no table within an aisle's width of the door.
  const doorway = boxOf(room.width / 2, room.length - 3, 6 + 2 * CLEARANCE_BETWEEN_TABLES, 6, 0, 0);
  // The head table is for the couple and their party; every guest gets a seat at the round tables.
  // A quarter more seats than guests, so households fit whole at tables of 8.
  const needed = Math.max(8, Math.ceil(guestCount * 1.25));
  const spacing = 9 + CLEARANCE_BETWEEN_TABLES; // a round table of 8 with chairs is 9 feet across
  const reach = 4.5 + CLEARANCE_TO_WALLS;
  let number = tables.length + 1;
  let seated = 0;
  for (let y = 9 + reach; y + reach <= room.length && seated < needed; y += spacing) {
    for (let x = reach; x + reach <= room.width && seated < needed; x += spacing) {
      const table: SeatingTable = { id: `t-${number}`, shape: "round", name: "", number, seats: 8, x, y, rotation: 0 };
      const box = tableFootprint(table);
      if (overlapBy(box, dance) > 0 || overlapBy(box, doorway) > 0) continue;
      tables.push(table);
      number += 1;
      seated += 8;
    }
  }
  const seatsShort = Math.max(0, needed - seated);
  return { layout: { room, tables, fixtures }, seatsWanted: needed, seatsPlaced: seated, seatsShort, tablesShort: Math.ceil(seatsShort / 8) };
}
