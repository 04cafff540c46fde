import { inArray, sql } from "drizzle-orm";
import { getCity } from "../../../../domain/cities.ts";
import { seedPanoramaUrl, seedVenueImages } from "../../../art/venues/generator.ts";
import { hashString } from "../../../art/random.ts";
import type { Database } from "../../client.ts";
import { tourSlots, venueBlackoutDates, venueImages, venueRooms, venues } from "../../schema/index.ts";
import { roomsFromCapacity } from "../../../../domain/venue-rooms.ts";
import { SEED_VENUES } from "./catalogue.ts";
import { TOUR_MINUTES, tourSlotTimes, upcomingSaturdays } from "./schedule.ts";
import type { SeedVenue } from "./types.ts";

export { SEED_VENUES } from "./catalogue.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Loads the venue catalogue. Venues already present (by slug) are left alone, with their images,
 * slots and blackout dates; only newly inserted venues get theirs. Five statements in all, so it
 * stays quick on the embedded database.
 */
export function seedVenues(tx: Transaction | Database, now = new Date()): Promise<{ inserted: number }> {
  return insertSeedVenues(tx, SEED_VENUES, { now });
}

/**
 * Inserts the given seed venues that are not there yet (by slug), with their gallery rows, tour slots
 * and booked Saturdays. `analyze: false` leaves the planner statistics to the caller (a bulk load
 * in batches analyzes once at the end).
 */
export async function insertSeedVenues(
  tx: Transaction | Database,
  list: readonly SeedVenue[],
  { now = new Date(), analyze = true }: { now?: Date; analyze?: boolean } = {},
): Promise<{ inserted: number }> {
  // Most starts find the catalog already there: one cheap read answers that.
  const existing = new Set((await tx.select({ slug: venues.slug }).from(venues).where(inArray(venues.slug, list.map((v) => v.slug)))).map((row) => row.slug));
  const missing = list.filter((venue) => !existing.has(venue.slug));
  if (missing.length === 0) return { inserted: 0 };
  const inserted = await tx
    .insert(venues)
    .values(
      missing.map(({ slug, contactEmail, tour: _tour, ...listing }, index) => ({
        ...listing,
        slug,
        contactEmail,
        ownerId: null,
        published: true,
        panoramaUrl: seedPanoramaUrl(missing[index]!),
      })),
    )
    // Another server seeding at the same moment may have inserted some: theirs stay.
    .onConflictDoNothing({ target: venues.slug })
    .returning({ id: venues.id, slug: venues.slug });
  if (inserted.length === 0) return { inserted: 0 };

  const bySlug = new Map(missing.map((venue) => [venue.slug, venue]));
  const images: (typeof venueImages.$inferInsert)[] = [];
  const rooms: { venue_id: string; name: string; width_feet: number; length_feet: number; position: number }[] = [];
  const blackouts: (typeof venueBlackoutDates.$inferInsert)[] = [];
  // Every venue in a city offers the same local times and Saturdays; work them out once per time zone.
  const slotTimes = new Map<string, ReturnType<typeof tourSlotTimes>>();
  const saturdays = new Map<string, string[]>();
  for (const { id, slug } of inserted) {
    const venue = bySlug.get(slug);
    if (!venue) continue;
    for (const image of seedVenueImages(venue)) images.push({ venueId: id, ...image });
    // Floor sizes the floor plan builder starts from, worked out from the seated capacity (owners change them).
    roomsFromCapacity(venue).forEach((room, position) => rooms.push({ venue_id: id, name: room.name, width_feet: room.width, length_feet: room.length, position }));
    const timeZone = getCity(venue.city).timeZone;
    let times = slotTimes.get(timeZone);
    if (!times) slotTimes.set(timeZone, (times = tourSlotTimes(now, timeZone)));
    // About one Saturday in eight is already taken by another wedding.
    let days = saturdays.get(timeZone);
    if (!days) saturdays.set(timeZone, (days = upcomingSaturdays(now, timeZone)));
    for (const date of days.filter((day) => hashString(`${slug}:${day}`) % 8 === 0)) {
      blackouts.push({ venueId: id, date, reason: "Booked for another wedding" });
    }
  }
  // One JSON parameter instead of thousands of bound values: much quicker on the embedded database.
  if (images.length > 0) {
    await tx.execute(
      sql`insert into ${venueImages} (venue_id, url, thumb_url, alt, width, height, position)
          select venue_id, url, thumb_url, alt, width, height, position
          from json_to_recordset(${JSON.stringify(images.map((i) => ({ venue_id: i.venueId, url: i.url, thumb_url: i.thumbUrl, alt: i.alt, width: i.width, height: i.height, position: i.position })))}::json)
            as x(venue_id uuid, url text, thumb_url text, alt text, width int, height int, position int)`,
    );
  }
  if (rooms.length > 0) {
    await tx.execute(
      sql`insert into ${venueRooms} (venue_id, name, width_feet, length_feet, position)
          select venue_id, name, width_feet, length_feet, position
          from json_to_recordset(${JSON.stringify(rooms)}::json) as x(venue_id uuid, name text, width_feet int, length_feet int, position int)`,
    );
  }
  // Slots are the bulk of the rows (a venue x a time): one statement crossing two arrays per time zone.
  for (const [timeZone, times] of slotTimes) {
    const ids = inserted.filter(({ slug }) => getCity(bySlug.get(slug)!.city).timeZone === timeZone).map(({ id }) => id);
    if (ids.length === 0 || times.length === 0) continue;
    await tx.execute(
      sql`insert into ${tourSlots} (venue_id, starts_at, ends_at)
          select venue_id, starts_at, starts_at + make_interval(mins => ${sql.raw(String(TOUR_MINUTES))})
          from unnest(${`{${ids.join(",")}}`}::uuid[]) as venue_id
          cross join unnest(${`{${times.map((t) => `"${t.startsAt.toISOString()}"`).join(",")}}`}::timestamptz[]) as starts_at`,
    );
  }
  if (blackouts.length > 0) {
    await tx.execute(
      sql`insert into ${venueBlackoutDates} (venue_id, date, reason)
          select venue_id, date, reason
          from json_to_recordset(${JSON.stringify(blackouts.map((b) => ({ venue_id: b.venueId, date: b.date, reason: b.reason })))}::json)
            as x(venue_id uuid, date date, reason text)
          on conflict do nothing`,
    );
  }
  if (analyze) await analyzeVenueTables(tx);
  return { inserted: inserted.length };
}

/** Fresh planner statistics after a bulk load, so searches use the right indexes from the first query. */
export async function analyzeVenueTables(tx: Transaction | Database): Promise<void> {
  await tx.execute(sql`analyze ${venues}`);
  await tx.execute(sql`analyze ${venueImages}`);
  await tx.execute(sql`analyze ${tourSlots}`);
}
