import type { GuestSide } from "./guests.ts";
import { ACCESSIBLE_ROUTE_REACH, accessibleRoutes, type Fixture, type RuleKind, type SeatAssignment, type SeatingRule, type SeatingSettings, type SeatingTable, RULE_LABELS, tableLabel, tablesNearAccessibleRoute } from "./seating.ts";

/**
 * Auto-seating by the couple's rules (issue 31, decision 030). Deterministic: the same plan and list
 * always give the same chart. Musts (households, keep-together and keep-apart musts, near-table musts,
 * locked seats) are never broken: when they contradict, the answer names the conflict and changes
 * nothing. Preferences are kept where they can be, and each one that is not is explained.
 */

export interface SeatingGuest {
  id: string;
  name: string;
  householdId: string;
  side: GuestSide;
  child: boolean;
  /** From the guest list, in the couple's words; non-empty = seated near an accessible route (settings.accessibleSeating). */
  accessibilityNeeds?: string;
}

export interface AutoSeatInput {
  guests: readonly SeatingGuest[];
  tables: readonly SeatingTable[];
  fixtures: readonly Fixture[];
  seats: readonly SeatAssignment[];
  rules: readonly SeatingRule[];
  settings: SeatingSettings;
  /** Fill the empty seats (everyone seated stays), or seat everyone again (only locked guests stay). */
  mode: "empty" | "all";
}

export interface SoftRuleResult {
  label: string;
  kept: boolean;
  /** How much of it holds, 0 to 1 (guests near the table asked for, tables with both sides...). */
  share: number;
  /** Why it is not kept, for the couple. */
  reason?: string;
}

export type AutoSeatResult =
  | { ok: true; seats: SeatAssignment[]; soft: SoftRuleResult[]; unseated: string[]; notes: string[] }
  | { ok: false; conflicts: string[] };

const seatedTables = (tables: readonly SeatingTable[]) => tables.filter((table) => table.seats > 0);
const isHeadTable = (table: SeatingTable) => table.shape === "head" || table.shape === "sweetheart";

export function listNames(names: readonly string[], max = 3): string {
  if (names.length === 0) return "";
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/** The tables counted as "near" a set of anchors: the anchors' own, and the closest quarter of the rest. */
function nearTables(tables: readonly SeatingTable[], anchors: readonly { x: number; y: number }[], includeHead: boolean): Set<string> {
  if (anchors.length === 0) return new Set();
  const distance = (table: SeatingTable) => Math.min(...anchors.map((anchor) => Math.hypot(anchor.x - table.x, anchor.y - table.y)));
  const candidates = seatedTables(tables).filter((table) => !isHeadTable(table));
  const ranked = [...candidates].sort((a, b) => distance(a) - distance(b) || a.number - b.number);
  const near = new Set(ranked.slice(0, Math.max(1, Math.ceil(candidates.length / 4))).map((table) => table.id));
  if (includeHead) for (const table of tables) if (isHeadTable(table)) near.add(table.id);
  return near;
}

type NearKind = Exclude<RuleKind, "together" | "apart">;
const isNear = (kind: RuleKind): kind is NearKind => kind === "near_head" || kind === "near_exit" || kind === "near_accessible";

/** Where each kind of "near" rule points, on this plan. */
export function nearSets(tables: readonly SeatingTable[], fixtures: readonly Fixture[]): Record<NearKind, Set<string>> {
  return {
    near_head: nearTables(tables, tables.filter(isHeadTable), true),
    near_exit: nearTables(tables, fixtures.filter((fixture) => fixture.kind === "door"), false),
    near_accessible: tablesNearAccessibleRoute(tables, fixtures),
  };
}

const NEAR_MISSING: Record<NearKind, string> = {
  near_head: "There's no head or sweetheart table on the plan.",
  near_exit: "There's no door on the plan.",
  near_accessible: "No door or path on the plan is marked accessible.",
};
/** Why no table counts as near: nothing to be near, or (for an accessible route that is marked) no table close enough to it. */
function nearMissing(kind: NearKind, fixtures: readonly Fixture[]): string {
  if (kind === "near_accessible" && accessibleRoutes(fixtures).length > 0) return `No table has chairs within ${ACCESSIBLE_ROUTE_REACH} feet of the accessible route.`;
  return NEAR_MISSING[kind];
}
const NEAR_FULL: Record<NearKind, string> = {
  near_head: "The tables nearest the head table were full.",
  near_exit: "The tables nearest a door were full.",
  near_accessible: `The tables within ${ACCESSIBLE_ROUTE_REACH} feet of an accessible route were full.`,
};

/**
 * The couple's rules plus one for each guest whose accessibility needs are on the list (unless the
 * couple turned that off): near an accessible route, a must or a preference as the settings say.
 */
export function effectiveRules(input: Pick<AutoSeatInput, "guests" | "rules" | "settings">): SeatingRule[] {
  const mode = input.settings.accessibleSeating ?? "must";
  if (mode === "off") return [...input.rules];
  const needs = input.guests.filter((guest) => (guest.accessibilityNeeds ?? "").trim() !== "");
  return [...input.rules, ...needs.map((guest) => ({ id: `needs-${guest.id}`, kind: "near_accessible" as const, guestIds: [guest.id], must: mode === "must" }))];
}

/** Checks of the musts on a finished chart (used by tests and by the save's notices). */
export function mustViolations(input: Pick<AutoSeatInput, "guests" | "tables" | "fixtures" | "rules" | "settings">, seats: readonly SeatAssignment[]): string[] {
  const tableOf = new Map(seats.map((seat) => [seat.guestId, seat.tableId]));
  const guests = new Map(input.guests.map((guest) => [guest.id, guest]));
  const tables = new Map(input.tables.map((table) => [table.id, table]));
  const near = nearSets(input.tables, input.fixtures);
  const violations: string[] = [];
  const households = new Map<string, SeatingGuest[]>();
  for (const guest of input.guests) {
    if (input.settings.kidsTableId !== null && guest.child) continue;
    households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest]);
  }
  for (const members of households.values()) {
    const at = new Set(members.map((guest) => tableOf.get(guest.id)).filter((id) => id !== undefined));
    if (at.size > 1) violations.push(`${listNames(members.map((guest) => guest.name))} are one household but sit at different tables.`);
  }
  for (const rule of effectiveRules(input)) {
    if (!rule.must) continue;
    const members = rule.guestIds.filter((id) => guests.has(id));
    const names = members.map((id) => guests.get(id)!.name);
    const at = members.map((id) => tableOf.get(id));
    if (rule.kind === "together" && new Set(at.filter((id) => id !== undefined)).size > 1) violations.push(`${listNames(names)} must sit together.`);
    if (rule.kind === "apart") {
      const placed = at.filter((id) => id !== undefined);
      if (new Set(placed).size < placed.length) violations.push(`${listNames(names)} must sit apart.`);
    }
    if (isNear(rule.kind)) {
      const set = near[rule.kind];
      const away = members.filter((id) => tableOf.has(id) && !set.has(tableOf.get(id)!));
      if (away.length > 0) violations.push(`${listNames(away.map((id) => guests.get(id)!.name))} must sit ${RULE_LABELS[rule.kind].toLowerCase()}.`);
    }
  }
  for (const seat of seats) if (!tables.has(seat.tableId)) violations.push("A guest is seated at a table that isn't on the plan.");
  return violations;
}

/** How well each preference holds on a chart (and the sides and kids' table settings, when set). */
export function softResults(input: Pick<AutoSeatInput, "guests" | "tables" | "fixtures" | "rules" | "settings">, seats: readonly SeatAssignment[]): SoftRuleResult[] {
  const tableOf = new Map(seats.map((seat) => [seat.guestId, seat.tableId]));
  const guests = new Map(input.guests.map((guest) => [guest.id, guest]));
  const near = nearSets(input.tables, input.fixtures);
  const results: SoftRuleResult[] = [];
  for (const rule of effectiveRules(input)) {
    if (rule.must) continue;
    const members = rule.guestIds.filter((id) => guests.has(id));
    if (members.length === 0) continue;
    const names = listNames(members.map((id) => guests.get(id)!.name));
    const label = `${RULE_LABELS[rule.kind]}: ${names}`;
    const at = members.map((id) => tableOf.get(id));
    if (rule.kind === "together") {
      const counts = new Map<string, number>();
      for (const id of at) if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
      const largest = Math.max(0, ...counts.values());
      const kept = counts.size <= 1 && at.every((id) => id !== undefined);
      results.push({ label, kept, share: largest / members.length, reason: kept ? undefined : "No table had room for all of them after the musts were seated." });
    } else if (rule.kind === "apart") {
      const placed = at.filter((id) => id !== undefined);
      const distinct = new Set(placed).size;
      const kept = distinct === placed.length;
      results.push({ label, kept, share: placed.length === 0 ? 1 : distinct / placed.length, reason: kept ? undefined : "Their households or keep-together rules left no way to part them." });
    } else if (isNear(rule.kind)) {
      const set = near[rule.kind];
      const close = at.filter((id) => id !== undefined && set.has(id)).length;
      const kept = close === members.length;
      const reason = set.size === 0 ? nearMissing(rule.kind, input.fixtures) : NEAR_FULL[rule.kind];
      results.push({ label, kept, share: close / members.length, reason: kept ? undefined : reason });
    }
  }
  if (input.settings.sides !== "any") {
    const byTable = new Map<string, Set<GuestSide>>();
    for (const [guestId, tableId] of tableOf) {
      const side = guests.get(guestId)?.side;
      if (!side || side === "both") continue;
      byTable.set(tableId, (byTable.get(tableId) ?? new Set()).add(side));
    }
    const tablesWithGuests = new Set(tableOf.values());
    const mixed = [...tablesWithGuests].filter((id) => (byTable.get(id)?.size ?? 0) > 1).length;
    const good = input.settings.sides === "mixed" ? mixed : tablesWithGuests.size - mixed;
    const total = Math.max(1, tablesWithGuests.size);
    const kept = good === tablesWithGuests.size;
    results.push({
      label: input.settings.sides === "mixed" ? "Both sides mixed at every table" : "Each side at its own tables",
      kept,
      share: good / total,
      reason: kept ? undefined : `${tablesWithGuests.size - good} of ${tablesWithGuests.size} tables don't: households and musts came first.`,
    });
  }
  const kidsTable = input.settings.kidsTableId;
  const children = input.guests.filter((guest) => guest.child);
  if (kidsTable !== null && children.length > 0) {
    const there = children.filter((guest) => tableOf.get(guest.id) === kidsTable).length;
    const kept = there === children.length;
    results.push({ label: "Children at the kids' table", kept, share: there / children.length, reason: kept ? undefined : "The kids' table ran out of seats." });
  }
  return results;
}

/** One figure to compare charts by: kept preferences first, then how close the rest came. */
export function softScore(results: readonly SoftRuleResult[]): number {
  return results.reduce((sum, result) => sum + (result.kept ? 1000 : 0) + result.share, 0);
}

class UnionFind {
  private parent = new Map<string, string>();
  find(id: string): string {
    let root = id;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    this.parent.set(id, root);
    return root;
  }
  union(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    // The smaller id wins, so the groups do not depend on the order rules are read in.
    if (rootA === rootB) return;
    if (rootA < rootB) this.parent.set(rootB, rootA);
    else this.parent.set(rootA, rootB);
  }
}

interface Unit {
  key: string;
  members: SeatingGuest[];
  /** The table its kept guests already sit at. */
  anchor: string | null;
  /** Tables a near-table must allows (null: any). */
  allowed: Set<string> | null;
  /** Units it must not share a table with. */
  apart: Set<string>;
  /** The kinds of near-table musts its guests have. */
  nearKinds: Set<NearKind>;
}

export function autoSeat(input: AutoSeatInput): AutoSeatResult {
  const guests = [...input.guests].sort((a, b) => a.name.localeCompare(b.name, "en-US") || a.id.localeCompare(b.id));
  const guestById = new Map(guests.map((guest) => [guest.id, guest]));
  const tables = seatedTables(input.tables);
  const tableById = new Map(tables.map((table) => [table.id, table]));
  // Head and sweetheart tables are the couple's to seat by hand: auto-seat keeps who is there and fills the guest tables.
  const guestTables = tables.filter((table) => !isHeadTable(table));
  const nameOf = (id: string) => guestById.get(id)?.name ?? "A guest";
  const near = nearSets(input.tables, input.fixtures);
  const kidsTableId = input.settings.kidsTableId !== null && tableById.has(input.settings.kidsTableId) ? input.settings.kidsTableId : null;

  // Who stays where they are: locked guests always; in "empty" mode everyone already seated.
  const kept = input.seats.filter((seat) => guestById.has(seat.guestId) && tableById.has(seat.tableId) && seat.seat <= tableById.get(seat.tableId)!.seats && (seat.locked || input.mode === "empty"));

  // Groups that must share a table: households (children apart from them when there is a kids' table) and must-together rules.
  const groups = new UnionFind();
  const firstOfHousehold = new Map<string, string>();
  for (const guest of guests) {
    const key = kidsTableId !== null && guest.child ? `${guest.householdId}:children` : guest.householdId;
    const first = firstOfHousehold.get(key);
    if (first === undefined) firstOfHousehold.set(key, guest.id);
    else groups.union(first, guest.id);
  }
  const musts = effectiveRules(input).filter((rule) => rule.must);
  for (const rule of musts) {
    if (rule.kind !== "together") continue;
    const members = rule.guestIds.filter((id) => guestById.has(id));
    for (const id of members.slice(1)) groups.union(members[0]!, id);
  }
  const units = new Map<string, Unit>();
  for (const guest of guests) {
    const key = groups.find(guest.id);
    const unit = units.get(key) ?? { key, members: [], anchor: null, allowed: null, apart: new Set<string>(), nearKinds: new Set<NearKind>() };
    unit.members.push(guest);
    units.set(key, unit);
  }
  const unitOf = (guestId: string) => units.get(groups.find(guestId))!;
  const rules = effectiveRules(input);

  const conflicts: string[] = [];
  for (const seat of kept) {
    const unit = unitOf(seat.guestId);
    if (unit.anchor !== null && unit.anchor !== seat.tableId) {
      conflicts.push(`${listNames(unit.members.map((guest) => guest.name))} must sit together, but some of them are kept at ${tableLabel(tableById.get(unit.anchor)!)} and some at ${tableLabel(tableById.get(seat.tableId)!)}. Unlock or move them first.`);
      continue;
    }
    unit.anchor = seat.tableId;
  }
  for (const rule of musts) {
    const members = rule.guestIds.filter((id) => guestById.has(id));
    if (rule.kind === "apart") {
      for (const [index, a] of members.entries()) {
        for (const b of members.slice(index + 1)) {
          const unitA = unitOf(a);
          const unitB = unitOf(b);
          if (unitA === unitB) conflicts.push(`${nameOf(a)} and ${nameOf(b)} must sit apart, but they are in one household or a keep-together rule.`);
          else if (unitA.anchor !== null && unitA.anchor === unitB.anchor) conflicts.push(`${nameOf(a)} and ${nameOf(b)} must sit apart, but both are kept at ${tableLabel(tableById.get(unitA.anchor)!)}.`);
          unitA.apart.add(unitB.key);
          unitB.apart.add(unitA.key);
        }
      }
    }
    if (isNear(rule.kind)) {
      const set = near[rule.kind];
      if (set.size === 0 && members.length > 0) {
        const why = nearMissing(rule.kind, input.fixtures);
        const fix = rule.kind !== "near_accessible" ? "" : why === NEAR_MISSING.near_accessible ? " Mark a step-free door or path as accessible, or make this a preference." : " Move a table next to it, or make this a preference.";
        conflicts.push(`${listNames(members.map(nameOf))} must sit ${RULE_LABELS[rule.kind].toLowerCase()}, but ${why.charAt(0).toLowerCase()}${why.slice(1)}${fix}`);
      }
      for (const id of members) {
        const unit = unitOf(id);
        unit.nearKinds.add(rule.kind);
        unit.allowed = unit.allowed === null ? new Set(set) : new Set([...unit.allowed].filter((tableId) => set.has(tableId)));
      }
    }
  }
  const largest = Math.max(0, ...guestTables.map((table) => table.seats));
  for (const unit of units.values()) {
    const names = listNames(unit.members.map((guest) => guest.name));
    if (unit.allowed !== null && unit.allowed.size === 0 && [...unit.nearKinds].every((kind) => near[kind].size > 0)) {
      conflicts.push(`${names} have musts that point to different tables (${listNames([...unit.nearKinds].sort().map((kind) => RULE_LABELS[kind].toLowerCase()))}). Make one of them a preference.`);
    }
    else if (unit.anchor !== null && unit.allowed !== null && !unit.allowed.has(unit.anchor)) conflicts.push(`${names} are kept at ${tableLabel(tableById.get(unit.anchor)!)}, which isn't where their must asks for.`);
    if (unit.anchor !== null && unit.members.length > tableById.get(unit.anchor)!.seats) conflicts.push(`${names} (${unit.members.length} guests) must sit together at ${tableLabel(tableById.get(unit.anchor)!)}, which seats ${tableById.get(unit.anchor)!.seats}.`);
    else if (unit.anchor === null && unit.members.length > largest && guestTables.length > 0) conflicts.push(`${names} (${unit.members.length} guests) must sit together, but the largest table seats ${largest}.`);
  }
  // Enough seats where the near-table musts point: every guest held to those tables needs one of their seats.
  for (const kind of ["near_accessible", "near_head", "near_exit"] as const) {
    const held = [...units.values()].filter((unit) => unit.nearKinds.has(kind));
    const guestsHeld = held.reduce((sum, unit) => sum + unit.members.length, 0);
    const seatsThere = guestTables.filter((table) => near[kind].has(table.id)).reduce((sum, table) => sum + table.seats, 0);
    if (held.length > 0 && near[kind].size > 0 && guestsHeld > seatsThere) {
      const where = kind === "near_accessible" ? `within ${ACCESSIBLE_ROUTE_REACH} feet of an accessible route` : kind === "near_head" ? "nearest the head table" : "nearest a door";
      conflicts.push(`${guestsHeld} guests (${listNames(held.flatMap((unit) => unit.members.map((guest) => guest.name)))}) must sit ${where}, but the tables there seat ${seatsThere}. Add a table there${kind === "near_accessible" ? " or mark another door or path accessible" : ""}, or make some of these rules preferences.`);
    }
  }
  if (conflicts.length > 0) return { ok: false, conflicts: [...new Set(conflicts)] };

  // Place every unit: kept guests first, then units with the fewest choices, then the largest.
  const tableOfGuest = new Map<string, string>(kept.map((seat) => [seat.guestId, seat.tableId]));
  const unitAt = new Map<string, string>();
  const free = new Map(tables.map((table) => [table.id, table.seats]));
  for (const seat of kept) free.set(seat.tableId, free.get(seat.tableId)! - 1);
  const anchored = [...units.values()].filter((unit) => unit.anchor !== null);
  for (const unit of anchored) {
    unitAt.set(unit.key, unit.anchor!);
    for (const guest of unit.members) {
      if (tableOfGuest.has(guest.id)) continue;
      tableOfGuest.set(guest.id, unit.anchor!);
      free.set(unit.anchor!, free.get(unit.anchor!)! - 1);
    }
  }
  if ([...free.values()].some((count) => count < 0)) {
    const full = tables.filter((table) => free.get(table.id)! < 0).map(tableLabel);
    return { ok: false, conflicts: [`${listNames(full)} can't hold every guest whose household is kept there. Add seats or unlock someone.`] };
  }

  const softRules = rules.filter((rule) => !rule.must);
  const softOf = new Map<string, SeatingRule[]>();
  for (const rule of softRules) for (const id of rule.guestIds) softOf.set(id, [...(softOf.get(id) ?? []), rule]);
  const sideCount = new Map<string, { partner1: number; partner2: number }>();
  const addSide = (tableId: string, guest: SeatingGuest, delta: number) => {
    if (guest.side === "both") return;
    const counts = sideCount.get(tableId) ?? { partner1: 0, partner2: 0 };
    counts[guest.side] += delta;
    sideCount.set(tableId, counts);
  };
  for (const [guestId, tableId] of tableOfGuest) addSide(tableId, guestById.get(guestId)!, 1);

  /** What placing a unit at a table adds to the preferences (a quick estimate; the swaps use the real count). */
  const gain = (unit: Unit, tableId: string): number => {
    let score = 0;
    for (const guest of unit.members) {
      for (const rule of softOf.get(guest.id) ?? []) {
        if (isNear(rule.kind)) score += near[rule.kind].has(tableId) ? 3 : 0;
        else {
          const others = rule.guestIds.filter((id) => id !== guest.id && tableOfGuest.get(id) === tableId).length;
          score += rule.kind === "together" ? 2 * others : -4 * others;
        }
      }
      if (kidsTableId !== null) score += guest.child ? (tableId === kidsTableId ? 4 : 0) : tableId === kidsTableId ? -4 : 0;
      if (input.settings.sides !== "any" && guest.side !== "both") {
        const counts = sideCount.get(tableId) ?? { partner1: 0, partner2: 0 };
        const other = guest.side === "partner1" ? counts.partner2 : counts.partner1;
        const same = counts[guest.side];
        score += input.settings.sides === "apart" ? (other > 0 ? -2 : same > 0 ? 1 : 0) : other > 0 ? 1 : 0;
      }
    }
    return score;
  };
  const fits = (unit: Unit, tableId: string) =>
    free.get(tableId)! >= unit.members.length && (unit.allowed === null || unit.allowed.has(tableId)) && ![...unit.apart].some((other) => unitAt.get(other) === tableId);

  const place = (unit: Unit, tableId: string) => {
    unitAt.set(unit.key, tableId);
    free.set(tableId, free.get(tableId)! - unit.members.length);
    for (const guest of unit.members) {
      tableOfGuest.set(guest.id, tableId);
      addSide(tableId, guest, 1);
    }
  };
  const unplace = (unit: Unit) => {
    const tableId = unitAt.get(unit.key)!;
    unitAt.delete(unit.key);
    free.set(tableId, free.get(tableId)! + unit.members.length);
    for (const guest of unit.members) {
      tableOfGuest.delete(guest.id);
      addSide(tableId, guest, -1);
    }
  };

  const waiting = [...units.values()]
    .filter((unit) => unit.anchor === null && unit.members.some((guest) => !tableOfGuest.has(guest.id)))
    .sort((a, b) => (a.allowed?.size ?? Infinity) - (b.allowed?.size ?? Infinity) || b.apart.size - a.apart.size || b.members.length - a.members.length || a.key.localeCompare(b.key));
  const unseatedUnits: Unit[] = [];
  for (const unit of waiting) {
    let best: { tableId: string; score: number; leftover: number; number: number } | undefined;
    for (const table of guestTables) {
      if (!fits(unit, table.id)) continue;
      const candidate = { tableId: table.id, score: gain(unit, table.id), leftover: free.get(table.id)! - unit.members.length, number: table.number };
      if (!best || candidate.score > best.score || (candidate.score === best.score && (candidate.leftover < best.leftover || (candidate.leftover === best.leftover && candidate.number < best.number)))) best = candidate;
    }
    if (best) place(unit, best.tableId);
    else unseatedUnits.push(unit);
  }

  // Improve the preferences: move a unit to free seats, or swap two units of the same size, when the count of kept preferences (then how close the rest come) rises.
  // The same figure as softScore(softResults(...)), from the running state: the swaps call it thousands of times.
  const softMembers = softRules.map((rule) => ({ rule, members: rule.guestIds.filter((id) => guestById.has(id)) })).filter((entry) => entry.members.length > 0);
  const children = guests.filter((guest) => guest.child);
  const evaluate = () => {
    let score = 0;
    const add = (kept: boolean, share: number) => (score += (kept ? 1000 : 0) + share);
    for (const { rule, members } of softMembers) {
      if (rule.kind === "together") {
        const counts = new Map<string, number>();
        let placed = 0;
        for (const id of members) {
          const at = tableOfGuest.get(id);
          if (at === undefined) continue;
          placed += 1;
          counts.set(at, (counts.get(at) ?? 0) + 1);
        }
        add(counts.size <= 1 && placed === members.length, Math.max(0, ...counts.values()) / members.length);
      } else if (rule.kind === "apart") {
        const at = members.map((id) => tableOfGuest.get(id)).filter((id) => id !== undefined);
        const distinct = new Set(at).size;
        add(distinct === at.length, at.length === 0 ? 1 : distinct / at.length);
      } else if (isNear(rule.kind)) {
        const set = near[rule.kind];
        const close = members.filter((id) => set.has(tableOfGuest.get(id) ?? "")).length;
        add(close === members.length, close / members.length);
      }
    }
    if (input.settings.sides !== "any") {
      const withGuests = tables.filter((table) => free.get(table.id)! < table.seats);
      const mixed = withGuests.filter((table) => {
        const counts = sideCount.get(table.id);
        return counts !== undefined && counts.partner1 > 0 && counts.partner2 > 0;
      }).length;
      const good = input.settings.sides === "mixed" ? mixed : withGuests.length - mixed;
      add(good === withGuests.length, good / Math.max(1, withGuests.length));
    }
    if (kidsTableId !== null && children.length > 0) {
      const there = children.filter((guest) => tableOfGuest.get(guest.id) === kidsTableId).length;
      add(there === children.length, there / children.length);
    }
    return score;
  };
  if (softRules.length > 0 || input.settings.sides !== "any" || kidsTableId !== null) {
    const movable = [...units.values()].filter((unit) => unit.anchor === null && unitAt.has(unit.key)).sort((a, b) => a.key.localeCompare(b.key));
    let score = evaluate();
    for (let round = 0; round < 3; round += 1) {
      let improved = false;
      for (const unit of movable) {
        const from = unitAt.get(unit.key)!;
        for (const table of guestTables) {
          if (table.id === from) continue;
          unplace(unit);
          if (fits(unit, table.id)) {
            place(unit, table.id);
            const next = evaluate();
            if (next > score + 1e-9) {
              score = next;
              improved = true;
              break;
            }
            unplace(unit);
          }
          place(unit, from);
        }
      }
      for (const [index, a] of movable.entries()) {
        for (const b of movable.slice(index + 1)) {
          const tableA = unitAt.get(a.key)!;
          const tableB = unitAt.get(b.key)!;
          if (tableA === tableB || a.members.length !== b.members.length) continue;
          unplace(a);
          unplace(b);
          let swapped = false;
          if (fits(a, tableB)) {
            place(a, tableB);
            swapped = fits(b, tableA);
          }
          if (swapped) {
            place(b, tableA);
            const next = evaluate();
            if (next > score + 1e-9) {
              score = next;
              improved = true;
              continue;
            }
            unplace(b);
          }
          if (unitAt.has(a.key)) unplace(a);
          place(a, tableA);
          place(b, tableB);
        }
      }
      if (!improved) break;
    }
  }

  // Seat numbers: kept guests keep theirs; a unit's new guests take the lowest free seats side by side.
  const keptSeat = new Map(kept.map((seat) => [seat.guestId, seat]));
  const taken = new Map<string, Set<number>>(tables.map((table) => [table.id, new Set<number>()]));
  for (const seat of kept) taken.get(seat.tableId)!.add(seat.seat);
  const seats: SeatAssignment[] = kept.map((seat) => ({ ...seat }));
  const ordered = [...units.values()].sort((a, b) => a.key.localeCompare(b.key));
  for (const unit of ordered) {
    for (const guest of unit.members) {
      if (keptSeat.has(guest.id)) continue;
      const tableId = tableOfGuest.get(guest.id);
      if (tableId === undefined) continue;
      const used = taken.get(tableId)!;
      let seat = 1;
      while (used.has(seat)) seat += 1;
      used.add(seat);
      seats.push({ guestId: guest.id, tableId, seat, locked: false });
    }
  }
  const unseated = guests.filter((guest) => !tableOfGuest.has(guest.id)).map((guest) => guest.id);
  const notes: string[] = [];
  for (const unit of unseatedUnits) {
    const names = listNames(unit.members.map((guest) => guest.name));
    notes.push(unit.members.length > 1 ? `No table had ${unit.members.length} free seats to keep ${names} together within your rules. Add seats or a table.` : `No free seat for ${names} within your rules. Add seats or a table.`);
  }
  return { ok: true, seats, soft: softResults(input, seats), unseated, notes };
}

/**
 * The simple way, for comparison (the benchmark's baseline): guests in list order, household by
 * household, into the first table with room, ignoring every rule.
 */
export function greedySeat(input: AutoSeatInput): SeatAssignment[] {
  const tables = seatedTables(input.tables);
  const free = new Map(tables.map((table) => [table.id, table.seats]));
  const households = new Map<string, SeatingGuest[]>();
  for (const guest of input.guests) households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest]);
  const seats: SeatAssignment[] = [];
  for (const members of households.values()) {
    const table = tables.find((candidate) => free.get(candidate.id)! >= members.length);
    if (!table) continue;
    for (const guest of members) {
      const seat = table.seats - free.get(table.id)! + 1;
      free.set(table.id, free.get(table.id)! - 1);
      seats.push({ guestId: guest.id, tableId: table.id, seat, locked: false });
    }
  }
  return seats;
}
