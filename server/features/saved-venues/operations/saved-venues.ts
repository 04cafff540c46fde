import { and, count, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "../../../../domain/ids.ts";
import { SAVED_VENUES_MAX, type SavedVenue, type VenueCard } from "../../../../domain/venue-cards.ts";
import type { Principal } from "../../../auth/principal.ts";
import { savedVenues, venues } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";
import { ApiError } from "../../../http/errors.ts";
import { toCard, venueCardColumns, venueNotFound } from "../../venues/index.ts";

/** What saved-venue operations use. */
export type SavedVenueDeps = Pick<AppDeps, "db">;

/** A venue saved before snapshots were kept, now unlisted: its name and place, nothing the owner wrote since. */
function hiddenCard(live: VenueCard): VenueCard {
  return { ...live, summary: "", styles: [], amenities: [], catering: "", alcohol: "" };
}

/** A path's venue id, lower-cased; anything that is not an id is a venue we cannot find. */
function venueIdOf(raw: string): string {
  const venueId = raw.toLowerCase();
  if (!isUuid(venueId)) throw venueNotFound();
  return venueId;
}

/** My saved venues, newest first, with what the list and the comparison show. */
export async function listSavedVenues({ db }: SavedVenueDeps, { userId }: Principal) {
  const rows = await db
    .select({ ...venueCardColumns, published: venues.published, details: venues.details, savedAt: savedVenues.createdAt, snapshot: savedVenues.snapshot })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(eq(savedVenues.userId, userId))
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
export async function savedVenueIds({ db }: SavedVenueDeps, { userId }: Principal) {
  const rows = await db.select({ id: savedVenues.venueId }).from(savedVenues).where(eq(savedVenues.userId, userId));
  return { ids: rows.map((r) => r.id) };
}

/** Saves a published venue; saving it again changes nothing. */
export async function saveVenue({ db }: SavedVenueDeps, { userId }: Principal, rawVenueId: string) {
  const venueId = venueIdOf(rawVenueId);
  await db.transaction(async (tx) => {
    // One save at a time per account, so concurrent saves cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-venues:${userId}`}))`);
    const [venue] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.published, true)));
    if (!venue) throw venueNotFound();
    const [existing] = await tx
      .select({ venueId: savedVenues.venueId })
      .from(savedVenues)
      .where(and(eq(savedVenues.userId, userId), eq(savedVenues.venueId, venueId)));
    if (existing) return;
    const [row] = await tx.select({ n: count() }).from(savedVenues).where(eq(savedVenues.userId, userId));
    if ((row?.n ?? 0) >= SAVED_VENUES_MAX) {
      throw new ApiError(409, "saved_venues_limit", `You can save up to ${SAVED_VENUES_MAX} venues. Remove some from your favorites to save this one.`);
    }
    const [card] = await tx.select(venueCardColumns).from(venues).where(eq(venues.id, venueId));
    const snapshot = card && toCard(card);
    await tx.insert(savedVenues).values({ userId, venueId, snapshot }).onConflictDoNothing();
  });
  return { venueId, saved: true };
}

/** Removes a venue from my saved list; removing one that is not saved changes nothing. */
export async function unsaveVenue({ db }: SavedVenueDeps, { userId }: Principal, rawVenueId: string) {
  const venueId = venueIdOf(rawVenueId);
  await db.delete(savedVenues).where(and(eq(savedVenues.userId, userId), eq(savedVenues.venueId, venueId)));
  return { venueId, saved: false };
}
