import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import type { Database } from "../../../db/client.ts";
import { containsPattern } from "../../../db/like.ts";
import { vendors, venues } from "../../../db/schema/index.ts";

type Reader = Pick<Database, "select">;

/** A published venue or vendor as a poll option shows it: its name, a photo and its page. */
export interface ListingView {
  kind: "venue" | "vendor";
  id: string;
  name: string;
  city: string;
  photo: string | null;
  href: string;
}

// The first photo by position; the outer column is spelled out (drizzle leaves select columns unqualified).
const venuePhoto = sql<string | null>`(select i.thumb_url from venue_images i where i.venue_id = "venues"."id" order by i.position, i.created_at limit 1)`;
const vendorPhoto = sql<string | null>`(select i.thumb_url from vendor_portfolio_images i where i.vendor_id = "vendors"."id" order by i.position, i.created_at limit 1)`;

const venueColumns = { id: venues.id, slug: venues.slug, name: venues.name, city: venues.city, photo: venuePhoto };
const vendorColumns = { id: vendors.id, slug: vendors.slug, name: vendors.businessName, city: vendors.city, photo: vendorPhoto };

type Row = { id: string; slug: string; name: string; city: string; photo: string | null };
/** Listings store a city id ("cincinnati"); options show its name. */
const cityName = (city: string) => (isCityId(city) ? getCity(city).name : city);
const venueView = (row: Row): ListingView => ({ kind: "venue", id: row.id, name: row.name, city: cityName(row.city), photo: row.photo, href: `/venues/${row.slug}` });
const vendorView = (row: Row): ListingView => ({ kind: "vendor", id: row.id, name: row.name, city: cityName(row.city), photo: row.photo, href: `/vendor/${row.slug}` });

/** Published venues and vendors whose name contains `q` (a few of each), for the poll's option picker. */
export async function searchCatalog(db: Reader, q: string, limit = 6): Promise<{ results: ListingView[] }> {
  const pattern = containsPattern(q);
  const [venueRows, vendorRows] = await Promise.all([
    db.select(venueColumns).from(venues).where(and(eq(venues.published, true), ilike(venues.name, pattern))).orderBy(asc(venues.name)).limit(limit),
    db.select(vendorColumns).from(vendors).where(and(eq(vendors.published, true), ilike(vendors.businessName, pattern))).orderBy(asc(vendors.businessName)).limit(limit),
  ]);
  return { results: [...venueRows.map(venueView), ...vendorRows.map(vendorView)] };
}

/** Published listings by id (a listing taken down is left out: its option shows the label it was saved with). */
export async function listingsById(db: Reader, venueIds: string[], vendorIds: string[]): Promise<Map<string, ListingView>> {
  const [venueRows, vendorRows] = await Promise.all([
    venueIds.length ? db.select(venueColumns).from(venues).where(and(eq(venues.published, true), inArray(venues.id, [...new Set(venueIds)]))) : [],
    vendorIds.length ? db.select(vendorColumns).from(vendors).where(and(eq(vendors.published, true), inArray(vendors.id, [...new Set(vendorIds)]))) : [],
  ]);
  return new Map([...venueRows.map(venueView), ...vendorRows.map(vendorView)].map((listing) => [`${listing.kind}:${listing.id}`, listing]));
}
