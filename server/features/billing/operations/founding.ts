import { count, eq, sql } from "drizzle-orm";
import { FOUNDING_VENDOR_PLACES, type FoundingStatus } from "../../../../domain/vendor-pros.ts";
import type { Database } from "../../../db/client.ts";
import { foundingPlaces } from "../../../db/schema/index.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Places left, counted from the places real paid subscriptions took (never from sign-ups). */
export async function foundingStatus(db: Database): Promise<FoundingStatus> {
  const [row] = await db.select({ taken: count() }).from(foundingPlaces);
  const taken = row?.taken ?? 0;
  return { places: FOUNDING_VENDOR_PLACES, taken, placesLeft: Math.max(0, FOUNDING_VENDOR_PLACES - taken) };
}

export async function holdsFoundingPlace(db: Database | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ seat: foundingPlaces.seat }).from(foundingPlaces).where(eq(foundingPlaces.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * Takes the next founding place for `userId` inside the caller's transaction, or refuses when all are
 * taken. A transaction-scoped advisory lock makes concurrent payments take places one after another,
 * so the 51st sees 50 and is refused in the very transaction that would have taken a place; the seat
 * check (1 to 50) and unique seat are the database's own backstop.
 */
export async function takeFoundingPlace(tx: Tx, userId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('serviceberry:founding-50'))`);
  if (await holdsFoundingPlace(tx, userId)) return true;
  const [row] = await tx.select({ taken: count() }).from(foundingPlaces);
  const taken = Number(row?.taken ?? 0);
  if (taken >= FOUNDING_VENDOR_PLACES) return false;
  await tx.insert(foundingPlaces).values({ seat: taken + 1, userId });
  return true;
}
