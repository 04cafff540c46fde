import { and, asc, eq, like, or, sql } from "drizzle-orm";
import { venueListingSchema, type VenueListingInput } from "../../../domain/venues.ts";
import { VENUE_MIN_PHOTOS_TO_PUBLISH, type VenueListingPatch } from "../../../domain/venue-owner.ts";
import { detailAnswerErrors, questionnaireCompleteness } from "../../../domain/venue-questionnaire.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { slugify } from "../../db/slugs.ts";
import { tourBookings, tourRequests, tourSlots, venueImages, venues } from "../../db/schema/index.ts";
import { ApiError, validationError } from "../../http/errors.ts";
import type { VenueRow } from "../venues/index.ts";

const LISTING_KEYS = Object.keys(venueListingSchema.shape) as (keyof VenueListingInput)[];

/** The listing's editable facts, as the schema names them (the columns share the names). */
export function listingOf(row: VenueRow): Record<keyof VenueListingInput, unknown> {
  return Object.fromEntries(LISTING_KEYS.map((key) => [key, row[key]])) as Record<keyof VenueListingInput, unknown>;
}

/** The first free slug of: name, name-city, name-city-2, name-city-3, ... */
export async function uniqueSlug(db: Database, name: string, city: string): Promise<string> {
  const base = slugify(name);
  const withCity = base.endsWith(`-${city}`) ? base : `${base}-${city}`;
  const taken = new Set(
    (await db.select({ slug: venues.slug }).from(venues).where(or(eq(venues.slug, base), like(venues.slug, `${withCity}%`)))).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  if (!taken.has(withCity)) return withCity;
  for (let n = 2; ; n++) if (!taken.has(`${withCity}-${n}`)) return `${withCity}-${n}`;
}

/** A new unpublished listing owned by `ownerId`. Two owners naming venues alike at once both succeed. */
export async function createVenue(db: Database, ownerId: string, input: VenueListingInput): Promise<VenueRow> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(db, input.name, input.city);
    try {
      const [row] = await db
        .insert(venues)
        .values({ ...input, slug: attempt === 0 ? slug : `${slug}-${Math.random().toString(36).slice(2, 6)}`, ownerId, published: false })
        .returning();
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function imagesOf(db: Database, venueId: string) {
  return db
    .select({ id: venueImages.id, url: venueImages.url, thumbUrl: venueImages.thumbUrl, alt: venueImages.alt, width: venueImages.width, height: venueImages.height, position: venueImages.position })
    .from(venueImages)
    .where(eq(venueImages.venueId, venueId))
    .orderBy(asc(venueImages.position), asc(venueImages.createdAt));
}

/** What stops a listing from going live, in words an owner can act on; empty when it can publish. */
export function publishProblems(row: VenueRow, imageCount: number): string[] {
  const problems: string[] = [];
  if (imageCount < VENUE_MIN_PHOTOS_TO_PUBLISH) {
    const more = VENUE_MIN_PHOTOS_TO_PUBLISH - imageCount;
    problems.push(`Add at least ${VENUE_MIN_PHOTOS_TO_PUBLISH} photos (${more} more to go).`);
  }
  const parsed = venueListingSchema.safeParse(listingOf(row));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${String(issue.path[0] ?? "listing")}: ${issue.message}`);
  }
  return problems;
}

/** The owner's full view of one listing: facts, questionnaire answers, photos and what publishing needs. */
export async function ownerVenueView(db: Database, row: VenueRow) {
  const images = await imagesOf(db, row.id);
  return {
    venue: {
      id: row.id,
      slug: row.slug,
      published: row.published,
      ...(listingOf(row) as VenueListingInput),
      details: row.details,
      viewCount: row.viewCount,
      panoramaUrl: row.panoramaUrl,
      updatedAt: row.updatedAt,
      images,
    },
    completeness: questionnaireCompleteness({ ...row }),
    publishProblems: publishProblems(row, images.length),
  };
}

/** My listings with the numbers the dashboard shows. */
export async function listOwnerVenues(db: Database, ownerId: string) {
  const rows = await db
    .select({
      venue: venues,
      // Correlated subqueries name the outer table in full: drizzle leaves single-table columns unqualified.
      saves: sql<number>`(select count(*)::int from saved_venues s where s.venue_id = venues.id)`,
      pendingRequests: sql<number>`(select count(*)::int from tour_requests r where r.venue_id = venues.id and r.status = 'pending')`,
      // A booked slot or a confirmed request (at the time the owner confirmed, kept in proposed_at) is an upcoming tour.
      upcomingTours: sql<number>`((select count(*)::int from tour_bookings b join tour_slots ts on ts.id = b.slot_id where b.venue_id = venues.id and b.status = 'confirmed' and ts.starts_at > now())
        + (select count(*)::int from tour_requests r where r.venue_id = venues.id and r.status = 'confirmed' and coalesce(r.proposed_at, r.preferred_at) > now()))`,
      imageCount: sql<number>`(select count(*)::int from venue_images i where i.venue_id = venues.id)`,
      cover: sql<string | null>`(select i.thumb_url from venue_images i where i.venue_id = venues.id order by i.position, i.created_at limit 1)`,
      coverAlt: sql<string | null>`(select i.alt from venue_images i where i.venue_id = venues.id order by i.position, i.created_at limit 1)`,
    })
    .from(venues)
    .where(eq(venues.ownerId, ownerId))
    .orderBy(sql`${venues.createdAt} desc`);
  return rows.map(({ venue, saves, pendingRequests, upcomingTours, imageCount, cover, coverAlt }) => ({
    id: venue.id,
    slug: venue.slug,
    name: venue.name,
    city: venue.city,
    neighborhood: venue.neighborhood,
    published: venue.published,
    viewCount: venue.viewCount,
    saves: Number(saves),
    pendingRequests: Number(pendingRequests),
    upcomingTours: Number(upcomingTours),
    imageCount: Number(imageCount),
    cover,
    coverAlt: coverAlt ?? "",
    completeness: questionnaireCompleteness({ ...venue }),
    canPublish: publishProblems(venue, Number(imageCount)).length === 0,
    updatedAt: venue.updatedAt,
  }));
}

/**
 * Applies a partial edit: each field is validated by the patch schema (route), then the merged listing
 * must still pass the full schema, so cross-field rules hold; detail answers must be known questions.
 * An empty detail answer removes it.
 */
export async function patchVenue(db: Database, row: VenueRow, patch: VenueListingPatch): Promise<VenueRow> {
  const { details, ...fields } = patch;
  const merged = venueListingSchema.safeParse({ ...listingOf(row), ...fields });
  if (!merged.success) throw validationError(merged.error);
  let nextDetails = row.details;
  if (details) {
    const problems = detailAnswerErrors(details);
    const first = Object.entries(problems)[0];
    if (first) throw new ApiError(400, "invalid_input", `${first[0]}: ${first[1][0]}`, problems);
    nextDetails = { ...row.details };
    for (const [id, answer] of Object.entries(details)) {
      const trimmed = answer.trim();
      if (trimmed === "") delete nextDetails[id];
      else nextDetails[id] = trimmed;
    }
  }
  // Only the fields sent change (the parsed merge fills in the rest with the stored values).
  const changed = Object.fromEntries(Object.keys(fields).map((key) => [key, merged.data[key as keyof VenueListingInput]]));
  const [updated] = await db
    .update(venues)
    .set({ ...changed, details: nextDetails, updatedAt: sql`now()` })
    .where(eq(venues.id, row.id))
    .returning();
  return updated!;
}

/** Confirmed tours still to come: a listing with these can't be deleted until they are canceled. */
export async function upcomingTourCount(db: Database, venueId: string): Promise<number> {
  const [[booked], [requested]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tourBookings)
      .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
      .where(and(eq(tourBookings.venueId, venueId), eq(tourBookings.status, "confirmed"), sql`${tourSlots.startsAt} > now()`)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tourRequests)
      .where(and(eq(tourRequests.venueId, venueId), eq(tourRequests.status, "confirmed"), sql`coalesce(${tourRequests.proposedAt}, ${tourRequests.preferredAt}) > now()`)),
  ]);
  return Number(booked?.n ?? 0) + Number(requested?.n ?? 0);
}
