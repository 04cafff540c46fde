import type { AutoSeatInput, SeatingGuest } from "./seating-engine.ts";
import type { SeatingRule, SeatingTable } from "./seating.ts";

/**
 * Generated weddings for the seating engine's tests and benchmark: households of 1 to 5 (some with
 * children), both sides, round tables in rows with a head table and a door, and a mix of musts and
 * preferences. A seeded generator, so every run sees the same weddings.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: small, fast and good enough to vary test data.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const FIRST = ["Ana", "Ben", "Cora", "Dev", "Elena", "Frank", "Gia", "Hugo", "Iris", "Jonas", "Kai", "Lena", "Marco", "Nina", "Omar", "Priya", "Quinn", "Rosa", "Sam", "Tess"];
const LAST = ["Alvarez", "Brooks", "Chen", "Dunn", "Evans", "Fischer", "Garcia", "Hale", "Ito", "Jensen", "Kim", "Lopez", "Moore", "Novak", "Ortiz", "Patel"];

/** A uuid-shaped id from a number (the schemas want uuids). */
export const fixtureId = (prefix: number, n: number) => `${prefix.toString(16).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

/** `accessibility`: the door is marked accessible and about one household in twelve has a guest with accessibility needs. */
export function generateWedding(options: { seed: number; guests: number; tables: number; rules: number; seatsPerTable?: number; accessibility?: boolean }): AutoSeatInput {
  const random = seededRandom(options.seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const guests: SeatingGuest[] = [];
  let household = 0;
  while (guests.length < options.guests) {
    household += 1;
    const size = Math.min(options.guests - guests.length, 1 + Math.floor(random() * random() * 5));
    const last = pick(LAST);
    const side = pick(["partner1", "partner2", "partner1", "partner2", "both"] as const);
    const needs = options.accessibility === true && random() < 1 / 12;
    for (let member = 0; member < size; member += 1) {
      const n = guests.length + 1;
      guests.push({ id: fixtureId(1, n), name: `${pick(FIRST)} ${last} ${n}`, householdId: fixtureId(2, household), side, child: member >= 2 && random() < 0.5, ...(needs && member === 0 ? { accessibilityNeeds: "Wheelchair" } : {}) });
    }
  }
  const perRow = Math.max(1, Math.ceil(Math.sqrt(options.tables)));
  const tables: SeatingTable[] = [{ id: "t-head", shape: "head", name: "Head table", number: 1, seats: 8, x: 6 + perRow * 6, y: 4, rotation: 0 }];
  for (let index = 0; index < options.tables - 1; index += 1) {
    tables.push({ id: `t-${index + 2}`, shape: "round", name: "", number: index + 2, seats: options.seatsPerTable ?? 10, x: 6 + (index % perRow) * 12, y: 14 + Math.floor(index / perRow) * 12, rotation: 0 });
  }
  const fixtures = [{ id: "f-door", kind: "door" as const, label: "", x: 6, y: 14 + perRow * 12, width: 6, length: 1, rotation: 0, accessible: options.accessibility === true }];
  const rules: SeatingRule[] = [];
  const households = new Map<string, string[]>();
  for (const guest of guests) households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest.id]);
  const single = () => pick(guests).id;
  for (let index = 0; index < options.rules; index += 1) {
    const kind = pick(["together", "apart", "near_head", "near_exit", "together", "apart"] as const);
    const must = random() < 0.3;
    const guestIds = kind === "near_head" || kind === "near_exit" ? [single()] : [single(), single()];
    if (new Set(guestIds).size < guestIds.length) continue;
    rules.push({ id: `r-${index + 1}`, kind, guestIds, must });
  }
  return { guests, tables, fixtures, seats: [], rules, settings: { kidsTableId: null, sides: "mixed", include: "attending", accessibleSeating: "must" }, mode: "all" };
}
