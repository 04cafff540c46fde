import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { VenueDetail } from "../../../domain/venue-cards.ts";
import type { Principal } from "../../auth/principal.ts";
import type { Database } from "../../db/client.ts";
import { tourBookings, tourSlots, venueBlackoutDates, venueImages, venues } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { isUuid } from "../../../domain/ids.ts";
import type { VenueRow } from "./ownership.ts";
import { CITIES } from "../../../domain/cities.ts";

const timeZoneOf = (city: string) => CITIES.find((c) => c.id === city)?.timeZone ?? "America/New_York";

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
export const NEXT_OPEN_SLOTS = 6;

export function venueNotFound(): ApiError {
  return new ApiError(404, "venue_not_found", "We couldn't find that venue. It may have been removed or the link is mistyped; browse all venues instead.");
}

/** A venue by its id or its slug, or undefined. Anything that is neither shape is not looked up. */
export async function findVenue(db: Database, idOrSlug: string): Promise<VenueRow | undefined> {
  const key = idOrSlug.toLowerCase();
  const where = isUuid(key) ? eq(venues.id, key) : SLUG.test(key) ? eq(venues.slug, key) : undefined;
  if (!where) return undefined;
  return (await db.select().from(venues).where(where).limit(1))[0];
}

/**
 * The listing as couples see it. An unpublished listing is shown only to its owner and admins; to
 * everyone else it does not exist.
 */
export async function loadVenueDetail(
  db: Database,
  idOrSlug: string,
  principal: () => Promise<Principal | null>,
  now = new Date(),
): Promise<VenueDetail> {
  const venue = await findVenue(db, idOrSlug);
  if (!venue) throw venueNotFound();
  if (!venue.published) {
    const viewer = await principal();
    if (!viewer || (!viewer.isAdmin && venue.ownerId !== viewer.userId)) {
      throw venueNotFound();
    }
  }

  const [images, slots, blackouts] = await Promise.all([
    db
      .select({
        id: venueImages.id,
        url: venueImages.url,
        thumbUrl: venueImages.thumbUrl,
        alt: venueImages.alt,
        width: venueImages.width,
        height: venueImages.height,
      })
      .from(venueImages)
      .where(eq(venueImages.venueId, venue.id))
      .orderBy(asc(venueImages.position), asc(venueImages.createdAt)),
    // Open = no confirmed booking (a canceled booking frees the slot again).
    db
      .select({ id: tourSlots.id, startsAt: tourSlots.startsAt, endsAt: tourSlots.endsAt })
      .from(tourSlots)
      .where(
        and(
          eq(tourSlots.venueId, venue.id),
          gt(tourSlots.startsAt, now),
          sql`not exists (select 1 from ${tourBookings} where ${tourBookings.slotId} = ${tourSlots.id} and ${tourBookings.status} = 'confirmed')`,
          // A blacked-out day hides its times, judged by the venue's own calendar day.
          sql`not exists (select 1 from ${venueBlackoutDates} where ${venueBlackoutDates.venueId} = ${tourSlots.venueId}
                and ${venueBlackoutDates.date} = (${tourSlots.startsAt} at time zone ${timeZoneOf(venue.city)})::date)`,
        ),
      )
      .orderBy(asc(tourSlots.startsAt))
      .limit(NEXT_OPEN_SLOTS),
    db
      .select({ date: venueBlackoutDates.date })
      .from(venueBlackoutDates)
      .where(
        and(
          eq(venueBlackoutDates.venueId, venue.id),
          gte(venueBlackoutDates.date, sql`${isoDate(now)}::date`),
          lt(venueBlackoutDates.date, sql`(${isoDate(now)}::date + interval '12 months')::date`),
        ),
      )
      .orderBy(asc(venueBlackoutDates.date)),
  ]);

  return {
    id: venue.id,
    slug: venue.slug,
    name: venue.name,
    city: venue.city,
    neighborhood: venue.neighborhood,
    summary: venue.summary,
    description: venue.description,
    address: venue.address,
    styles: venue.styles,
    setting: venue.setting,
    seatedCapacity: venue.seatedCapacity,
    standingCapacity: venue.standingCapacity,
    priceTier: venue.priceTier,
    rentalFeeMin: venue.rentalFeeMin,
    rentalFeeMax: venue.rentalFeeMax,
    perGuestMin: venue.perGuestMin,
    perGuestMax: venue.perGuestMax,
    priceIncludes: venue.priceIncludes,
    amenities: venue.amenities,
    catering: venue.catering,
    alcohol: venue.alcohol,
    parking: venue.parking,
    accessibility: venue.accessibility,
    accommodation: venue.accommodation,
    rules: venue.rules,
    website: venue.website,
    phone: venue.phone,
    details: venue.details,
    panoramaUrl: venue.panoramaUrl,
    has3dTour: venue.panoramaUrl !== null,
    published: venue.published,
    claimed: venue.ownerId !== null,
    images,
    nextOpenSlots: slots.map((slot) => ({ id: slot.id, startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
    unavailableDates: blackouts.map((b) => b.date),
  };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
