import { describe, expect, it } from "vitest";
import { autoSeat, greedySeat, mustViolations, softResults, type AutoSeatInput, type SeatingGuest } from "./seating-engine.ts";
import { fixtureId, generateWedding } from "./seating-fixtures.ts";
import { layoutWarnings, planStructureIssues, seatingPlanSchema, suggestLayout, type SeatingTable } from "./seating.ts";

const guest = (n: number, household: number, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({ id: fixtureId(1, n), name: `Guest ${n}`, householdId: fixtureId(2, household), side: "both", child: false, ...extra });
const round = (number: number, seats: number, x = number * 12, y = 20): SeatingTable => ({ id: `t-${number}`, shape: "round", name: "", number, seats, x, y, rotation: 0 });
const base = (guests: SeatingGuest[], tables: SeatingTable[], more: Partial<AutoSeatInput> = {}): AutoSeatInput => ({
  guests,
  tables,
  fixtures: [],
  seats: [],
  rules: [],
  settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "must" },
  mode: "all",
  ...more,
});

describe("auto-seat on generated weddings", () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`never breaks a must and gives every guest one seat (seed ${seed})`, () => {
      const input = generateWedding({ seed, guests: 120, tables: 14, rules: 16 });
      const result = autoSeat(input);
      if (!result.ok) {
        // A generated rule set may contradict itself; then nothing is seated and the conflict is named.
        expect(result.conflicts.length).toBeGreaterThan(0);
        return;
      }
      expect(mustViolations(input, result.seats)).toEqual([]);
      const seatKeys = result.seats.map((seat) => `${seat.tableId}:${seat.seat}`);
      expect(new Set(seatKeys).size).toBe(seatKeys.length);
      expect(new Set(result.seats.map((seat) => seat.guestId)).size).toBe(result.seats.length);
      for (const seat of result.seats) expect(seat.seat).toBeLessThanOrEqual(input.tables.find((table) => table.id === seat.tableId)!.seats);
      expect(result.seats.length + result.unseated.length).toBe(input.guests.length);
    });
  }

  it("keeps more preferences than seating in list order", () => {
    let engine = 0;
    let greedy = 0;
    for (const seed of [11, 12, 13]) {
      const input = generateWedding({ seed, guests: 150, tables: 16, rules: 20 });
      const withoutMusts = { ...input, rules: input.rules.map((rule) => ({ ...rule, must: false })) };
      const result = autoSeat(withoutMusts);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      engine += result.soft.filter((rule) => rule.kept).length;
      greedy += softResults(withoutMusts, greedySeat(withoutMusts)).filter((rule) => rule.kept).length;
    }
    expect(engine).toBeGreaterThan(greedy);
  });

  it("gives the same chart every time", () => {
    const input = generateWedding({ seed: 42, guests: 80, tables: 10, rules: 10 });
    expect(autoSeat(input)).toEqual(autoSeat(input));
  });
});

describe("auto-seat rules", () => {
  it("seats households together", () => {
    const guests = [guest(1, 1), guest(2, 1), guest(3, 1), guest(4, 2), guest(5, 2), guest(6, 3)];
    const result = autoSeat(base(guests, [round(1, 6), round(2, 6)]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tableOf = new Map(result.seats.map((seat) => [seat.guestId, seat.tableId]));
    expect(new Set([1, 2, 3].map((n) => tableOf.get(fixtureId(1, n)))).size).toBe(1);
    expect(tableOf.get(fixtureId(1, 4))).toBe(tableOf.get(fixtureId(1, 5)));
  });

  it("keeps locked guests where they are and fills only empty seats", () => {
    const guests = [guest(1, 1), guest(2, 2), guest(3, 3)];
    const seats = [
      { guestId: fixtureId(1, 1), tableId: "t-2", seat: 4, locked: true },
      { guestId: fixtureId(1, 2), tableId: "t-1", seat: 2, locked: false },
    ];
    const empty = autoSeat(base(guests, [round(1, 6), round(2, 6)], { seats, mode: "empty" }));
    expect(empty.ok && empty.seats).toEqual(expect.arrayContaining([seats[0], seats[1]]));
    const all = autoSeat(base(guests, [round(1, 6), round(2, 6)], { seats, mode: "all" }));
    expect(all.ok && all.seats).toEqual(expect.arrayContaining([seats[0]]));
  });

  it("keeps apart what must be apart", () => {
    const guests = [guest(1, 1), guest(2, 2)];
    const rules = [{ id: "r-1", kind: "apart" as const, guestIds: [fixtureId(1, 1), fixtureId(1, 2)], must: true }];
    const result = autoSeat(base(guests, [round(1, 8), round(2, 8)], { rules }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.seats[0]!.tableId).not.toBe(result.seats[1]!.tableId);
  });

  it("refuses contradictory musts, names them and changes nothing", () => {
    const guests = [guest(1, 1), guest(2, 2)];
    const id = [fixtureId(1, 1), fixtureId(1, 2)];
    const rules = [
      { id: "r-1", kind: "apart" as const, guestIds: id, must: true },
      { id: "r-2", kind: "together" as const, guestIds: id, must: true },
    ];
    const result = autoSeat(base(guests, [round(1, 8), round(2, 8)], { rules }));
    expect(result).toEqual({ ok: false, conflicts: ["Guest 1 and Guest 2 must sit apart, but they are in one household or a keep-together rule."] });
  });

  it("refuses a household larger than any table", () => {
    const guests = [1, 2, 3, 4, 5, 6, 7].map((n) => guest(n, 1));
    const result = autoSeat(base(guests, [round(1, 6)]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.conflicts[0]).toContain("the largest table seats 6");
  });

  it("refuses a must near the head table when there is none", () => {
    const result = autoSeat(base([guest(1, 1)], [round(1, 8)], { rules: [{ id: "r-1", kind: "near_head", guestIds: [fixtureId(1, 1)], must: true }] }));
    expect(result.ok).toBe(false);
  });

  it("explains preferences it could not keep, and says who has no seat", () => {
    const guests = [guest(1, 1), guest(2, 2), guest(3, 3)];
    const rules = [{ id: "r-1", kind: "together" as const, guestIds: [fixtureId(1, 1), fixtureId(1, 2), fixtureId(1, 3)], must: false }];
    const result = autoSeat(base(guests, [round(1, 6, 0, 0)].map((table) => ({ ...table, seats: 2, shape: "rectangle" as const })), { rules }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.unseated).toHaveLength(1);
    expect(result.notes[0]).toMatch(/No free seat/);
    expect(result.soft[0]).toMatchObject({ kept: false, reason: expect.any(String) });
  });

  it("seats children at the kids' table when there is one", () => {
    const guests = [guest(1, 1), guest(2, 1), guest(3, 1, { child: true }), guest(4, 1, { child: true })];
    const result = autoSeat(base(guests, [round(1, 6), round(2, 6)], { settings: { kidsTableId: "t-2", sides: "any", include: "attending", accessibleSeating: "must" } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tableOf = new Map(result.seats.map((seat) => [seat.guestId, seat.tableId]));
    expect(tableOf.get(fixtureId(1, 3))).toBe("t-2");
    expect(tableOf.get(fixtureId(1, 1))).toBe("t-1");
  });

  it("keeps children with their parents when there is no kids' table", () => {
    const guests = [guest(1, 1), guest(2, 1, { child: true }), guest(3, 2), guest(4, 2), guest(5, 3, { child: true }), guest(6, 3)];
    const result = autoSeat(base(guests, [round(1, 4), round(2, 4)]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tableOf = new Map(result.seats.map((seat) => [seat.guestId, seat.tableId]));
    expect(tableOf.get(fixtureId(1, 2))).toBe(tableOf.get(fixtureId(1, 1)));
    expect(tableOf.get(fixtureId(1, 5))).toBe(tableOf.get(fixtureId(1, 6)));
  });

  // Four households of two, two on each side, at two tables of four.
  const sided = [guest(1, 1, { side: "partner1" }), guest(2, 1, { side: "partner1" }), guest(3, 2, { side: "partner1" }), guest(4, 2, { side: "partner1" }), guest(5, 3, { side: "partner2" }), guest(6, 3, { side: "partner2" }), guest(7, 4, { side: "partner2" }), guest(8, 4, { side: "partner2" })];
  const sidesAt = (seats: readonly { guestId: string; tableId: string }[]) => {
    const sideOf = new Map(sided.map((one) => [one.id, one.side]));
    const byTable = new Map<string, Set<string>>();
    for (const seat of seats) byTable.set(seat.tableId, (byTable.get(seat.tableId) ?? new Set()).add(sideOf.get(seat.guestId)!));
    return [...byTable.values()].map((sides) => sides.size);
  };

  it("mixes both sides at every table when the couple asks", () => {
    const result = autoSeat(base(sided, [round(1, 4), round(2, 4)], { settings: { kidsTableId: null, sides: "mixed", include: "attending", accessibleSeating: "must" } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(sidesAt(result.seats)).toEqual([2, 2]);
    expect(result.soft).toContainEqual(expect.objectContaining({ label: "Both sides mixed at every table", kept: true }));
  });

  it("seats each side at its own tables when the couple asks", () => {
    const result = autoSeat(base(sided, [round(1, 4), round(2, 4)], { settings: { kidsTableId: null, sides: "apart", include: "attending", accessibleSeating: "must" } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(sidesAt(result.seats)).toEqual([1, 1]);
    expect(result.soft).toContainEqual(expect.objectContaining({ label: "Each side at its own tables", kept: true }));
  });

  it("seats a near-the-exit must at the table by the door, and refuses it with no door on the plan", () => {
    const door = { id: "f-door", kind: "door" as const, label: "", x: 70, y: 20, width: 6, length: 1, rotation: 0, accessible: false };
    const rules = [{ id: "r-1", kind: "near_exit" as const, guestIds: [fixtureId(1, 1)], must: true }];
    const tables = [round(1, 8, 10), round(2, 8, 30), round(3, 8, 50), round(4, 8, 66)];
    const result = autoSeat(base([guest(1, 1), guest(2, 2)], tables, { rules, fixtures: [door] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.seats.find((seat) => seat.guestId === fixtureId(1, 1))?.tableId).toBe("t-4");
    const refused = autoSeat(base([guest(1, 1), guest(2, 2)], tables, { rules }));
    expect(refused.ok).toBe(false);
  });
});

describe("plan checks", () => {
  it("refuses a table shrunk below its seated guests, with what to fix", () => {
    const plan = { tables: [round(1, 6)], fixtures: [], seats: [7, 8].map((seat, index) => ({ guestId: fixtureId(1, index), tableId: "t-1", seat, locked: false })), settings: { kidsTableId: null, sides: "any" as const, include: "attending" as const, accessibleSeating: "must" as const } };
    expect(planStructureIssues(plan).map((issue) => issue.message)).toEqual(["Table 1 has 6 seats; seat 7 isn't one of them.", "Table 1 has 6 seats; seat 8 isn't one of them."]);
  });

  it("refuses repeated table numbers and a guest seated twice", () => {
    const parsed = seatingPlanSchema.safeParse({
      eventId: null,
      room: { width: 60, length: 40 },
      tables: [round(1, 8), { ...round(1, 8), id: "t-9" }],
      fixtures: [],
      seats: [
        { guestId: fixtureId(1, 1), tableId: "t-1", seat: 1 },
        { guestId: fixtureId(1, 1), tableId: "t-9", seat: 1 },
      ],
      rules: [],
      settings: {},
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["Two tables are numbered 1: give each its own number.", "A guest is seated twice."]);
  });

  it("flags overlapping tables and tables outside the room, without refusing them", () => {
    const warnings = layoutWarnings({ room: { width: 30, length: 30 }, tables: [round(1, 8, 10, 10), round(2, 8, 12, 10), round(3, 8, 29, 10)], fixtures: [] });
    expect(warnings.map((warning) => warning.kind)).toEqual(expect.arrayContaining(["overlap", "outside_room"]));
  });

  it("suggests a layout that fits the head count, or says how many seats are missing", () => {
    const roomy = suggestLayout({ width: 80, length: 70 }, 120);
    expect(roomy.seatsShort).toBe(0);
    expect(roomy.layout.tables.reduce((sum, table) => sum + table.seats, 0)).toBeGreaterThanOrEqual(120);
    expect(layoutWarnings(roomy.layout).filter((warning) => warning.kind === "overlap" || warning.kind === "outside_room")).toEqual([]);
    const small = suggestLayout({ width: 30, length: 30 }, 200);
    expect(small.seatsShort).toBeGreaterThan(0);
  });
});
