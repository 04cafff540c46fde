import type { ImportPlan, PlannedGuest, PlannedHousehold } from "./build.ts";

export type DuplicatePolicy = "skip" | "update";

export interface GuestUpdate {
  guestId: string;
  householdId: string | null;
  guest: PlannedGuest;
  /** The file's address for the guest's household, if it gives one. */
  address: PlannedHousehold["address"];
  /** The file's envelope line for the household ("Mr. and Mrs. Jonas Fischer"), or "". */
  mailingName: string;
}

export interface ResolvedImport {
  /** New households with their new guests. */
  households: PlannedHousehold[];
  /** New guests joining a household already on the list (a matched member's). */
  joins: { householdId: string; guest: PlannedGuest }[];
  /** Guests already on the list, with the file's non-blank values to write over theirs. */
  updates: GuestUpdate[];
  skipped: number;
}

/** Non-blank values of `later` win over `earlier`'s (used for "update" on a duplicate within the file). */
function merge(earlier: PlannedGuest, later: PlannedGuest): void {
  for (const key of ["email", "phone", "meal", "dietary", "notes", "table"] as const) {
    if (later[key]) earlier[key] = later[key];
  }
  if (later.side) earlier.side = later.side;
  if (later.rsvp) earlier.rsvp = later.rsvp;
  if (later.plusOneAllowed !== null) earlier.plusOneAllowed = later.plusOneAllowed;
  earlier.tags = [...new Set([...earlier.tags, ...later.tags])];
  earlier.eventRsvps = { ...earlier.eventRsvps, ...later.eventRsvps };
}

/**
 * Settles duplicates by the couple's choice. Skip: a guest already on the list, or already earlier in
 * the file, is left out. Update: the list's guest takes the file's non-blank values, and a repeat in
 * the file is merged into its first row. Either way no one is added twice. Call only on a plan
 * without errors.
 */
export function resolveDuplicates(plan: ImportPlan, policy: DuplicatePolicy): ResolvedImport {
  const byRow = new Map<number, PlannedGuest[]>();
  for (const guest of plan.households.flatMap((household) => household.guests)) {
    byRow.set(guest.row, [...(byRow.get(guest.row) ?? []), guest]);
  }
  const updates = new Map<string, GuestUpdate>();
  const joins: ResolvedImport["joins"] = [];
  const households: PlannedHousehold[] = [];
  let skipped = 0;
  for (const household of plan.households) {
    const fresh: PlannedGuest[] = [];
    let joinTo: string | null = null;
    for (const guest of household.guests) {
      const duplicate = guest.duplicate;
      if (!duplicate) {
        fresh.push(guest);
        continue;
      }
      if (duplicate.of === "list") joinTo ??= duplicate.householdId;
      if (policy === "skip") {
        skipped += 1;
        continue;
      }
      if (duplicate.of === "list") {
        const earlier = updates.get(duplicate.guestId);
        if (earlier) merge(earlier.guest, guest);
        else updates.set(duplicate.guestId, { guestId: duplicate.guestId, householdId: duplicate.householdId, guest, address: household.address, mailingName: household.mailingName });
      } else {
        const first = (byRow.get(duplicate.row) ?? []).find(
          (other) => !other.duplicate && `${other.firstName} ${other.lastName}`.toLowerCase() === `${guest.firstName} ${guest.lastName}`.toLowerCase(),
        ) ?? (byRow.get(duplicate.row) ?? []).find((other) => other.email && other.email.toLowerCase() === guest.email.toLowerCase());
        if (first) merge(first, guest);
        else skipped += 1;
      }
    }
    if (fresh.length === 0) continue;
    // Members new to the list join the household of a member who was already on it.
    if (joinTo) for (const guest of fresh) joins.push({ householdId: joinTo, guest });
    else households.push({ ...household, guests: fresh });
  }
  return { households, joins, updates: [...updates.values()], skipped };
}
