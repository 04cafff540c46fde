import { and, count, desc, eq, sql } from "drizzle-orm";
import { SAVED_VENUES_MAX, type SavedVenue, type VenueCard } from "../../../../domain/venue-cards.ts";
import type { Database } from "../../../db/client.ts";
import { savedVenues, venues } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { isUuid } from "../../../../domain/ids.ts";
import { toCard, venueCardColumns, venueNotFound } from "../../venues/index.ts";

type Deps = { db: Database };

/** A venue saved before snapshots were kept, now unlisted: its name and place, nothing the owner wrote since. */
function hiddenCard(live: VenueCard): VenueCard {
  return { ...live, summary: "", styles: [], amenities: [], catering: "", alcohol: "" };
}

/** The couple's saved venues, newest first, with what the list and the comparison show. */
export async function listSavedVenues(deps: Deps, coupleId: string): Promise<{ venues: SavedVenue[]; max: number }> {
  const rows = await deps.db
    .select({ ...venueCardColumns, published: venues.published, details: venues.details, savedAt: savedVenues.createdAt, snapshot: savedVenues.snapshot })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(eq(savedVenues.userId, coupleId))
    .orderBy(desc(savedVenues.createdAt), desc(savedVenues.venueId));
  const saved: SavedVenue[] = rows.map(({ snapshot, savedAt, details, ...row }) => {
    const live = toCard(row);
    // An unlisted venue shows as it was when saved, never the hidden listing's later edits.
    const card = row.published ? live : { ...(snapshot ?? hiddenCard(live)), id: row.id, cover: null };
    return { ...card, published: row.published, details: row.published ? (details ?? {}) : {}, savedAt: savedAt.toISOString() };
  });
  return { venues: saved, max: SAVED_VENUES_MAX };
}

/** Just the ids, for the hearts on result lists. */
export async function savedVenueIds(deps: Deps, coupleId: string): Promise<{ ids: string[] }> {
  const rows = await deps.db.select({ id: savedVenues.venueId }).from(savedVenues).where(eq(savedVenues.userId, coupleId));
  return { ids: rows.map((r) => r.id) };
}

/** The ids of the newest saved venues, newest first. */
export async function newestSavedVenueIds(deps: Deps, coupleId: string, limit: number): Promise<string[]> {
  const rows = await deps.db
    .select({ id: savedVenues.venueId })
    .from(savedVenues)
    .innerJoin(venues, and(eq(venues.id, savedVenues.venueId), eq(venues.published, true)))
    .where(eq(savedVenues.userId, coupleId))
    .orderBy(desc(savedVenues.createdAt), desc(savedVenues.venueId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Saves a published venue; saving it again changes nothing. Up to SAVED_VENUES_MAX, checked under a lock. */
export async function saveVenue(deps: Deps, coupleId: string, rawVenueId: string): Promise<{ venueId: string; saved: true }> {
  const venueId = rawVenueId.toLowerCase();
  if (!isUuid(venueId)) throw venueNotFound();
  await deps.db.transaction(async (tx) => {
    // One save at a time per account, so concurrent saves cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-venues:${coupleId}`}))`);
    const [venue] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.published, true)));
    if (!venue) throw venueNotFound();
    const [existing] = await tx
      .select({ venueId: savedVenues.venueId })
      .from(savedVenues)
      .where(and(eq(savedVenues.userId, coupleId), eq(savedVenues.venueId, venueId)));
    if (existing) return;
    const [row] = await tx.select({ n: count() }).from(savedVenues).where(eq(savedVenues.userId, coupleId));
    if ((row?.n ?? 0) >= SAVED_VENUES_MAX) {
      throw new ApiError(409, "saved_venues_limit", `You can save up to ${SAVED_VENUES_MAX} venues. Remove some from your favorites to save this one.`);
    }
    const [card] = await tx.select(venueCardColumns).from(venues).where(eq(venues.id, venueId));
    const snapshot = card && toCard(card);
    await tx.insert(savedVenues).values({ userId: coupleId, venueId, snapshot }).onConflictDoNothing();
  });
  return { venueId, saved: true };
}

/** Removes a venue from the couple's saved list; removing one that is not saved changes nothing. */
export async function unsaveVenue(deps: Deps, coupleId: string, rawVenueId: string): Promise<{ venueId: string; saved: false }> {
  const venueId = rawVenueId.toLowerCase();
  if (!isUuid(venueId)) throw venueNotFound();
  await deps.db.delete(savedVenues).where(and(eq(savedVenues.userId, coupleId), eq(savedVenues.venueId, venueId)));
  return { venueId, saved: false };
}

/** How many venues the couple saved (the overview's count). */
export async function savedVenueCount(deps: Deps, coupleId: string): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(savedVenues).where(eq(savedVenues.userId, coupleId));
  return row?.n ?? 0;
}
