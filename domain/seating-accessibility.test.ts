import { describe, expect, it } from "vitest";
import { autoSeat, mustViolations, softResults, type AutoSeatInput, type SeatingGuest } from "./seating-engine.ts";
import { fixtureId, generateWedding } from "./seating-fixtures.ts";
import { ACCESSIBLE_ROUTE_REACH, type Fixture, type SeatingTable, alignPieces, layoutWarnings, planStructureIssues, suggestLayout, tablesNearAccessibleRoute } from "./seating.ts";
import { roomsFromCapacity, venueRoomsSchema } from "./venue-rooms.ts";

const guest = (n: number, household: number, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({ id: fixtureId(1, n), name: `Guest ${n}`, householdId: fixtureId(2, household), side: "both", child: false, ...extra });
const round = (number: number, seats: number, x: number, y: number): SeatingTable => ({ id: `t-${number}`, shape: "round", name: "", number, seats, x, y, rotation: 0 });
const door = (accessible: boolean, x = 5, y = 59.5): Fixture => ({ id: "f-door", kind: "door", label: "", x, y, width: 6, length: 1, rotation: 0, accessible });
// Table 1 by the door (its chairs 4 feet from it), table 2 across the room (40 feet away).
const tables = [round(1, 6, 6, 51), round(2, 6, 50, 10)];
const input = (guests: SeatingGuest[], more: Partial<AutoSeatInput> = {}): AutoSeatInput => ({
  guests,
  tables,
  fixtures: [door(true)],
  seats: [],
  rules: [],
  settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "must" },
  mode: "all",
  ...more,
});

describe("near an accessible route", () => {
  it("counts the tables whose chairs are within reach of a door or path marked accessible", () => {
    expect([...tablesNearAccessibleRoute(tables, [door(true)])]).toEqual(["t-1"]);
    expect(tablesNearAccessibleRoute(tables, [door(false)]).size).toBe(0);
    const path: Fixture = { id: "f-path", kind: "aisle", label: "", x: 50, y: 30, width: 4, length: 10, rotation: 0, accessible: true };
    // Table 2's chairs end at y = 14.5; the path starts at y = 25: 10.5 feet, just out of reach.
    expect(tablesNearAccessibleRoute(tables, [path]).has("t-2")).toBe(25 - 14.5 <= ACCESSIBLE_ROUTE_REACH);
    expect(tablesNearAccessibleRoute(tables, [{ ...path, y: 29 }]).has("t-2")).toBe(true);
  });

  it("seats a guest with accessibility needs, and their household, at a table near the route", () => {
    const guests = [guest(1, 1), guest(2, 2, { accessibilityNeeds: "Wheelchair" }), guest(3, 2), guest(4, 3)];
    const result = autoSeat(input(guests));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tableOf = new Map(result.seats.map((seat) => [seat.guestId, seat.tableId]));
    expect(tableOf.get(fixtureId(1, 2))).toBe("t-1");
    expect(tableOf.get(fixtureId(1, 3))).toBe("t-1");
    expect(mustViolations(input(guests), result.seats)).toEqual([]);
  });

  it("names the conflict and changes nothing when no route is marked accessible", () => {
    const guests = [guest(1, 1, { accessibilityNeeds: "Walker" })];
    const result = autoSeat(input(guests, { fixtures: [door(false)] }));
    expect(result).toEqual({ ok: false, conflicts: [expect.stringContaining("Guest 1 must sit near an accessible route, but no door or path on the plan is marked accessible.")] });
  });

  it("says no table is close enough, rather than that nothing is marked, when the route is marked but far from every table", () => {
    const guests = [guest(1, 1, { accessibilityNeeds: "Wheelchair" })];
    const farDoor = door(true, 50, 59.5);
    const result = autoSeat(input(guests, { tables: [round(1, 6, 6, 10), round(2, 6, 20, 10)], fixtures: [farDoor] }));
    expect(result).toEqual({ ok: false, conflicts: [`Guest 1 must sit near an accessible route, but no table has chairs within ${ACCESSIBLE_ROUTE_REACH} feet of the accessible route. Move a table next to it, or make this a preference.`] });
    const preferred = input(guests, { tables: [round(1, 6, 6, 10), round(2, 6, 20, 10)], fixtures: [farDoor], settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "prefer" } });
    const seated = autoSeat(preferred);
    expect(seated.ok).toBe(true);
    if (!seated.ok) return;
    expect(seated.soft.find((rule) => !rule.kept)?.reason).toBe(`No table has chairs within ${ACCESSIBLE_ROUTE_REACH} feet of the accessible route.`);
  });

  it("names the conflict when the tables near the route can't seat everyone who needs them", () => {
    const guests = [1, 2, 3, 4].map((n) => guest(n, n, { accessibilityNeeds: "No stairs" })).concat([5, 6, 7].map((n) => guest(n, 4)));
    const result = autoSeat(input(guests));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.conflicts).toEqual([expect.stringMatching(/^7 guests \(.*\) must sit within 10 feet of an accessible route, but the tables there seat 6\./)]);
  });

  it("keeps it as a preference, and explains it when not kept, when the couple asks for that", () => {
    const guests = [1, 2].map((n) => guest(n, n, { accessibilityNeeds: "Wheelchair" })).concat([guest(3, 1), guest(4, 1), guest(5, 1), guest(6, 2), guest(7, 2), guest(8, 2)]);
    const prefer = input(guests, { settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "prefer" } });
    const result = autoSeat(prefer);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const notKept = result.soft.filter((rule) => !rule.kept);
    expect(notKept).toHaveLength(1);
    expect(notKept[0]).toMatchObject({ label: expect.stringMatching(/^Near an accessible route: Guest [12]$/), reason: "The tables within 10 feet of an accessible route were full." });
    expect(softResults(prefer, result.seats)).toEqual(result.soft);
  });

  it("ignores the needs when the couple turned the setting off", () => {
    const guests = [guest(1, 1, { accessibilityNeeds: "Walker" })];
    const result = autoSeat(input(guests, { fixtures: [], settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "off" } }));
    expect(result.ok).toBe(true);
  });

  it("never breaks the accessible-route must on generated weddings", () => {
    for (const seed of [11, 12, 13, 14]) {
      const wedding = generateWedding({ seed, guests: 120, tables: 14, rules: 10, accessibility: true });
      expect(wedding.guests.some((one) => one.accessibilityNeeds)).toBe(true);
      const result = autoSeat(wedding);
      if (!result.ok) {
        expect(result.conflicts.length).toBeGreaterThan(0);
        continue;
      }
      expect(mustViolations(wedding, result.seats)).toEqual([]);
    }
  });

  it("lets only doors and aisles be marked accessible", () => {
    const stage: Fixture = { id: "f-stage", kind: "stage", label: "", x: 10, y: 10, width: 16, length: 8, rotation: 0, accessible: true };
    const issues = planStructureIssues({ tables: [], fixtures: [stage], seats: [], settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "must" } });
    expect(issues.map((issue) => issue.message)).toEqual(["Only doors and aisles can be marked as accessible routes."]);
  });
});

describe("align tools", () => {
  const room = { width: 80, length: 60 };
  const plan = { room, tables: [round(1, 8, 10, 12), round(2, 10, 30, 20), round(3, 8, 42, 31)], fixtures: [door(false, 70, 40)] };

  it("lines up left edges, centers and bottom edges of the chosen tables only", () => {
    const left = alignPieces(plan, ["t-1", "t-2"], "left");
    // Table 1 is 5 feet across (left edge 7.5); table 2 seats 10 and is 6 feet across, so its center goes to 10.5.
    expect(left.tables.map((table) => table.x)).toEqual([10, 10.5, 42]);
    expect(left.tables.map((table) => table.y)).toEqual([12, 20, 31]);
    expect(left.fixtures).toEqual(plan.fixtures);
    const center = alignPieces(plan, ["t-1", "t-3"], "center");
    expect(center.tables.map((table) => table.x)).toEqual([26, 30, 26]);
    const bottom = alignPieces(plan, ["t-1", "t-2", "t-3"], "bottom");
    expect(bottom.tables.map((table) => table.y)).toEqual([31, 30.5, 31]);
  });

  it("spaces three or more evenly between the outermost, and needs three", () => {
    const spread = alignPieces(plan, ["t-1", "t-2", "t-3"], "distribute_across");
    expect(spread.tables.map((table) => table.x)).toEqual([10, 26, 42]);
    expect(alignPieces(plan, ["t-1", "t-2"], "distribute_across")).toBe(plan);
    expect(alignPieces(plan, ["t-1"], "left")).toBe(plan);
  });

  it("aligns room pieces with tables and keeps everything inside the room", () => {
    const right = alignPieces(plan, ["t-1", "f-door"], "right");
    expect(right.tables[0]!.x).toBe(70.5);
    expect(right.fixtures[0]!.x).toBe(70);
    const top = alignPieces({ room, tables: [round(1, 8, 10, 0), round(2, 8, 30, 20)], fixtures: [] }, ["t-1", "t-2"], "top");
    expect(top.tables.map((table) => table.y)).toEqual([0, 0]);
  });
});

describe("rooms from a venue's capacity", () => {
  it("gives the same rooms for the same venue, large enough for its seated capacity", () => {
    const venue = { slug: "rivergate-foundry-hall", seatedCapacity: 220, setting: "indoor" };
    const rooms = roomsFromCapacity(venue);
    expect(roomsFromCapacity(venue)).toEqual(rooms);
    expect(rooms.map((room) => room.name)).toEqual(["Reception hall", "Gallery room"]);
    expect(rooms[0]!.width * rooms[0]!.length).toBeGreaterThanOrEqual(220 * 15);
    expect(rooms.every((room) => room.width % 5 === 0 && room.length >= room.width)).toBe(true);
    expect(roomsFromCapacity({ slug: "small-barn", seatedCapacity: 80, setting: "outdoor" }).map((room) => room.name)).toEqual(["Lawn"]);
  });

  it("fits the whole capacity at tables of 8 with the clearances kept", () => {
    for (const seatedCapacity of [60, 120, 180, 300]) {
      const [main] = roomsFromCapacity({ slug: `venue-${seatedCapacity}`, seatedCapacity, setting: "indoor" });
      const suggestion = suggestLayout(main!, Math.floor(seatedCapacity / 1.25), { accessibleDoor: true });
      expect(suggestion.seatsPlaced).toBeGreaterThanOrEqual(seatedCapacity);
      expect(suggestion.seatsShort).toBe(0);
      expect(layoutWarnings(suggestion.layout)).toEqual([]);
      expect(suggestion.layout.fixtures.find((fixture) => fixture.kind === "door")?.accessible).toBe(true);
    }
  });

  it("refuses rooms out of range and two rooms of one name", () => {
    const parsed = venueRoomsSchema.safeParse({ rooms: [{ name: "Ballroom", width: 5, length: 60 }, { name: "ballroom", width: 40, length: 60 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["A room's width is at least 10 feet.", 'Two rooms are called "ballroom": give each its own name.']);
  });
});
