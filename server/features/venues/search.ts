import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { VenueCard, VenueSearchPage } from "../../../domain/venue-cards.ts";
import { VENUE_PAGE_SIZE, type VenueSearch } from "../../../domain/venues.ts";
import type { Database } from "../../db/client.ts";
import { venues } from "../../db/schema/index.ts";
import { toCard, venueCardColumns } from "./search-columns.ts";
import { searchableInMemory, searchSnapshot, snapshotSourceOf } from "./search-snapshot.ts";

export { toCard, venueCardColumns } from "./search-columns.ts";

/** A last word made only of letters and digits can safely end in `:*` (a prefix match). */
const PREFIX_WORD = /^[\p{L}\p{N}]{2,40}$/u;

/**
 * The text query: PostgreSQL's websearch syntax over the whole text (any input is valid syntax), OR
 * the same words with the last one as a prefix, so "garden cinc" already finds Cincinnati gardens
 * while someone is typing. Everything reaches the database as bound parameters.
 */
export function textQuery(q: string): SQL {
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const words = q.split(/\s+/).filter(Boolean);
  const last = words.at(-1);
  if (!last || !PREFIX_WORD.test(last)) return web;
  const prefix = sql`to_tsquery('english', ${`${last}:*`})`;
  const rest = words.slice(0, -1).join(" ");
  return rest ? sql`(${web} || (websearch_to_tsquery('english', ${rest}) && ${prefix}))` : sql`(${web} || ${prefix})`;
}

function filters(search: VenueSearch, tsQuery: SQL | undefined): SQL[] {
  const conditions: SQL[] = [eq(venues.published, true)];
  if (tsQuery) conditions.push(sql`${venues.search} @@ ${tsQuery}`);
  if (search.city) conditions.push(eq(venues.city, search.city));
  if (search.guests) conditions.push(gte(venues.standingCapacity, search.guests));
  if (search.priceMax) conditions.push(lte(venues.priceTier, search.priceMax));
  if (search.styles?.length) conditions.push(arrayOverlaps(venues.styles, search.styles));
  // A venue with both indoor and outdoor space suits someone asking for either.
  if (search.setting === "both") conditions.push(eq(venues.setting, "both"));
  else if (search.setting) conditions.push(inArray(venues.setting, [search.setting, "both"]));
  if (search.amenities?.length) conditions.push(arrayContains(venues.amenities, search.amenities));
  if (search.date) {
    conditions.push(
      sql`not exists (select 1 from venue_blackout_dates b where b.venue_id = ${venues.id} and b.date = ${search.date}::date)`,
    );
  }
  if (search.has3dTour === true) conditions.push(isNotNull(venues.panoramaUrl));
  if (search.has3dTour === false) conditions.push(isNull(venues.panoramaUrl));
  return conditions;
}

function ordering(search: VenueSearch, rank: SQL | undefined): SQL[] {
  const tail = [asc(venues.name), asc(venues.id)];
  switch (search.sort) {
    case "price_low":
      return [asc(venues.priceTier), asc(venues.rentalFeeMin), ...tail];
    case "price_high":
      return [desc(venues.priceTier), desc(venues.rentalFeeMax), ...tail];
    case "capacity":
      return [desc(venues.standingCapacity), ...tail];
    case "name":
      return tail;
    case "recommended":
      // Best text match first, then what couples look at most.
      return [...(rank ? [desc(rank)] : []), desc(venues.viewCount), ...tail];
  }
}

/**
 * GET /api/venues: published venues matching every filter, one page and the total. A search without
 * words or a date is answered from the process's catalog snapshot when it is current (decision 015),
 * otherwise by the database.
 */
export async function searchVenues(db: Database, search: VenueSearch): Promise<VenueSearchPage> {
  if (searchableInMemory(search)) {
    const snapshot = await snapshotSourceOf(db).current();
    if (snapshot) return searchSnapshot(snapshot, search);
  }
  return searchVenuesInDatabase(db, search);
}

/**
 * The same search in the database: one page and the total in a single statement (count(*) over the
 * filtered rows before the limit).
 */
export async function searchVenuesInDatabase(db: Database, search: VenueSearch): Promise<VenueSearchPage> {
  const q = search.q?.trim();
  const tsQuery = q ? textQuery(q) : undefined;
  const rank = tsQuery ? sql`ts_rank(${venues.search}, ${tsQuery})` : undefined;
  const where = and(...filters(search, tsQuery));
  const offset = (search.page - 1) * VENUE_PAGE_SIZE;

  const rows = await db
    .select({ ...venueCardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(venues)
    .where(where)
    .orderBy(...ordering(search, rank))
    .limit(VENUE_PAGE_SIZE)
    .offset(offset);

  let total = rows[0]?.total ?? 0;
  // Past the last page there are no rows to carry the count; ask for it on its own.
  if (rows.length === 0 && offset > 0) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(venues).where(where);
    total = row?.total ?? 0;
  }
  const cards: VenueCard[] = rows.map(({ total: _total, ...row }) => toCard(row));
  return { venues: cards, total, page: search.page, pageSize: VENUE_PAGE_SIZE };
}
