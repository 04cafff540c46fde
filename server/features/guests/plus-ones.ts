import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { plusOneGuest, type RsvpStatus } from "../../../domain/guests.ts";
import { guests } from "../../db/schema/index.ts";
import type { GuestRow, Transaction } from "./rows.ts";

/**
 * Keeps a guest's plus-one as a guest row of their own (guest_type plus_one, `plus_one_of` the host),
 * in the host's household, so the counts, event answers and meal tallies include them: made when the
 * host is coming with a named plus-one, updated with the host's answers, and deleted (undoably, like
 * any guest) when the host no longer brings one. Runs inside the write that changed the host.
 */
export async function syncPlusOne(tx: Transaction, host: GuestRow, meals: Readonly<Record<string, string | null>>, now: Date): Promise<void> {
  if (host.guestType === "plus_one") return;
  const [existing] = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.plusOneOf, host.id), isNull(guests.deletedAt)))
    .limit(1);
  const wanted = plusOneGuest(
    { plusOneAllowed: host.plusOneAllowed, plusOneName: host.plusOneName, rsvpStatus: host.rsvpStatus as RsvpStatus, invitations: host.invitations },
    existing ? { invitations: existing.invitations, mealChoice: existing.mealChoice } : null,
    meals,
    now.toISOString(),
  );
  if (!wanted) {
    if (existing) await tx.update(guests).set({ deletedAt: now, updatedAt: now }).where(eq(guests.id, existing.id));
    return;
  }
  if (existing) {
    await tx.update(guests).set({ ...wanted, updatedAt: now }).where(eq(guests.id, existing.id));
    return;
  }
  // One the host had before (taken away by an edit now undone): back with their answers and meal.
  const [removed] = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.plusOneOf, host.id), isNotNull(guests.deletedAt)))
    .orderBy(desc(guests.deletedAt))
    .limit(1);
  if (removed) {
    await tx.update(guests).set({ ...wanted, deletedAt: null, updatedAt: now }).where(eq(guests.id, removed.id));
    return;
  }
  await tx.insert(guests).values({
    ...wanted,
    coupleId: host.coupleId,
    householdId: host.householdId,
    side: host.side,
    guestType: "plus_one",
    plusOneOf: host.id,
    notes: `Plus-one of ${`${host.firstName} ${host.lastName}`.trim()}.`,
  });
}
