import { asc, eq } from "drizzle-orm";
import type { VenueCard, VenueSearchPage } from "../../../domain/venue-cards.ts";
import { VENUE_PAGE_SIZE, type VenueSearch, type VenueSort } from "../../../domain/venues.ts";
import { catalogueVersionOf } from "../../db/catalogue-version.ts";
import type { Database } from "../../db/client.ts";
import { venues } from "../../db/schema/index.ts";
import { versionReadForThisSearch } from "../../http/search-cache.ts";
import { toCard, venueCardColumns } from "./search-columns.ts";

/**
 * Every published venue's card and the facts the filters read, kept per process behind the catalog
 * version (decision 015). A search without words or a date is then answered from memory: the filters
 * and sorts below mirror the SQL in search.ts, and search-snapshot.test.ts holds the two to the same
 * answers on both databases.
 */
interface Entry {
  card: VenueCard;
  viewCount: number;
  styles: ReadonlySet<string>;
  amenities: ReadonlySet<string>;
}

export interface CatalogSnapshot {
  version: number;
  loadedAt: number;
  /** Sorted by name then id, exactly as the database sorts them (its collation, not JavaScript's). */
  entries: readonly Entry[];
  /** Each sort's order, worked out on first use. */
  orders: Map<VenueSort, readonly Entry[]>;
}

/** Words need the text index and dates the blackout table: those searches stay in the database. */
export function searchableInMemory(search: VenueSearch): boolean {
  return !search.q?.trim() && !search.date;
}

async function loadSnapshot(db: Database, version: number, loadedAt: number): Promise<CatalogSnapshot> {
  const rows = await db
    .select({ ...venueCardColumns, viewCount: venues.viewCount })
    .from(venues)
    .where(eq(venues.published, true))
    .orderBy(asc(venues.name), asc(venues.id));
  const entries = rows.map(({ viewCount, ...row }) => {
    const card = toCard(row);
    return { card, viewCount, styles: new Set(card.styles), amenities: new Set(card.amenities) };
  });
  return { version, loadedAt, entries, orders: new Map() };
}

/** The same order as `ordering()` in search.ts without a text rank; ties fall back to name order. */
function compareFor(sort: VenueSort): ((a: Entry, b: Entry) => number) | undefined {
  switch (sort) {
    case "price_low":
      return (a, b) => a.card.priceTier - b.card.priceTier || a.card.rentalFeeMin - b.card.rentalFeeMin;
    case "price_high":
      return (a, b) => b.card.priceTier - a.card.priceTier || b.card.rentalFeeMax - a.card.rentalFeeMax;
    case "capacity":
      return (a, b) => b.card.standingCapacity - a.card.standingCapacity;
    case "recommended":
      return (a, b) => b.viewCount - a.viewCount;
    case "name":
      return undefined;
  }
}

function ordered(snapshot: CatalogSnapshot, sort: VenueSort): readonly Entry[] {
  let order = snapshot.orders.get(sort);
  if (!order) {
    const compare = compareFor(sort);
    // Array sort is stable, so equal keys keep the name order the database gave.
    order = compare ? [...snapshot.entries].sort(compare) : snapshot.entries;
    snapshot.orders.set(sort, order);
  }
  return order;
}

/** The filters of `filters()` in search.ts, for a search without words or a date. */
function matcher(search: VenueSearch): (entry: Entry) => boolean {
  const { city, guests, priceMax, styles, setting, amenities, has3dTour } = search;
  return ({ card, styles: venueStyles, amenities: venueAmenities }) =>
    (!city || card.city === city) &&
    (!guests || card.standingCapacity >= guests) &&
    (!priceMax || card.priceTier <= priceMax) &&
    (!styles?.length || styles.some((style) => venueStyles.has(style))) &&
    // A venue with both indoor and outdoor space suits someone asking for either.
    (!setting || card.setting === setting || (setting !== "both" && card.setting === "both")) &&
    (!amenities?.length || amenities.every((amenity) => venueAmenities.has(amenity))) &&
    (has3dTour === undefined || card.has3dTour === has3dTour);
}

/** One page of a search and its total, from the snapshot. */
export function searchSnapshot(snapshot: CatalogSnapshot, search: VenueSearch): VenueSearchPage {
  const matches = matcher(search);
  const offset = (search.page - 1) * VENUE_PAGE_SIZE;
  const cards: VenueCard[] = [];
  let total = 0;
  for (const entry of ordered(snapshot, search.sort)) {
    if (!matches(entry)) continue;
    if (total >= offset && cards.length < VENUE_PAGE_SIZE) cards.push(entry.card);
    total++;
  }
  return { venues: cards, total, page: search.page, pageSize: VENUE_PAGE_SIZE };
}

export interface SnapshotOptions {
  /** How long view counts (which leave the version alone) may be out of date, as in the search cache. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The current snapshot, or undefined while it is being (re)loaded: the caller then asks the database,
 * so a search never waits for a load and never sees a catalog older than its version.
 */
export function createSnapshotSource(db: Database, { ttlMs = 60_000, now = Date.now }: SnapshotOptions = {}) {
  const catalogue = catalogueVersionOf(db);
  let snapshot: CatalogSnapshot | undefined;
  let loading: Promise<void> | undefined;

  const reload = (version: number) => {
    loading ??= loadSnapshot(db, version, now())
      // Loaded under the version read before it, so a write landing during the load is never hidden.
      .then((loaded) => void (snapshot = loaded))
      // A failed load (a closing database, a lost connection) leaves the database path answering.
      .catch(() => undefined)
      .finally(() => (loading = undefined));
    return loading;
  };

  return {
    async current(): Promise<CatalogSnapshot | undefined> {
      const version = versionReadForThisSearch(db) ?? (await catalogue.current());
      if (snapshot && snapshot.version === version && now() - snapshot.loadedAt < ttlMs) return snapshot;
      void reload(version);
      return undefined;
    },
    /** Resolves when a load in progress has finished (for tests). */
    settled: () => loading ?? Promise.resolve(),
  };
}

const sources = new WeakMap<Database, ReturnType<typeof createSnapshotSource>>();

/** The snapshot source of this database handle: one per handle, so per server process. */
export function snapshotSourceOf(db: Database): ReturnType<typeof createSnapshotSource> {
  let source = sources.get(db);
  if (!source) sources.set(db, (source = createSnapshotSource(db)));
  return source;
}
