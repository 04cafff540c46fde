import { asc, eq, inArray, sql } from "drizzle-orm";
import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard, VendorListResult } from "../../../../domain/vendor-cards.ts";
import { categoryBudget, compareMatches, estimatedCost, MATCH_VARIABLE_MAX, matchFixedPoints, matchVariablePoints } from "../../../../domain/vendor-matching.ts";
import { averageRating, MATCH_RESULTS_PER_CATEGORY, priceBand, VENDOR_PAGE_SIZE, type VendorListQuery, type VendorMatchInput, type VendorSort } from "../../../../domain/vendors.ts";
import { catalogueVersionOf } from "../../../db/catalogue-version.ts";
import type { Database } from "../../../db/client.ts";
import { vendorPortfolioImages, vendors } from "../../../db/schema/index.ts";
import { versionReadForThisSearch } from "../../../http/search-cache.ts";
import { toVendorCard, vendorCardColumns, type CardRow } from "./catalog.ts";

/**
 * The facts listings and matching read about every published vendor, kept per process behind the
 * catalog version (decision 026, after the venues' decision 015). Narrow on purpose: no summary,
 * description or cover, so 100,000 vendors fit in a few tens of megabytes. A listing without words
 * and a match are worked out here, and only the cards they show (12, or 3 per category) are read from
 * the database by id, or from the snapshot's own small store of cards already read.
 */
interface Entry {
  id: string;
  businessName: string;
  category: VendorCategorySlug;
  city: CityId;
  citiesServed: readonly CityId[];
  startingPrice: number;
  styles: readonly string[];
  reviewCount: number;
  ratingTotal: number;
  rating: number | null;
  viewCount: number;
  responseTimeHours: number;
  yearsInBusiness: number;
  /** Position in the database's name order (its collation, not JavaScript's): listings' last tie-break. */
  nameRank: number;
}

/** A vendor as matching in one city sees it: its fixed points there, and the most it can score. */
interface MatchEntry {
  entry: Entry;
  fixed: number;
  bound: number;
}

export interface ListingSnapshot {
  version: number;
  /** When it was loaded, or its view counts last read. */
  loadedAt: number;
  /** Every published vendor, by name then id as the database sorts them. */
  entries: readonly Entry[];
  /** Per "category:city" ("*" for any): the vendors working there, in name order, made on first use. */
  groups: Map<string, readonly Entry[]>;
  /** Each group's order per sort, worked out on first use. */
  orders: Map<string, readonly Entry[]>;
  /** Per "category:city": the vendors working there, best possible match score first (fixed points plus MATCH_VARIABLE_MAX). */
  matchOrders: Map<string, readonly MatchEntry[]>;
  /** Cards already read by id, for this snapshot's version only. */
  cards: Map<string, VendorCard>;
}

/**
 * At most this many cards are kept per snapshot (about 1 KB each), the oldest read going first. A
 * catalog this size or smaller (the embedded database's) has every card loaded with the snapshot.
 */
const MAX_CARDS = 20_000;

/** Words need the text index: those listings stay in the database. */
export function listableInMemory(query: VendorListQuery): boolean {
  return !query.q?.trim();
}

type FactsRow = [string, string, string, string, string[], number, string[], number, number, number, number, number];
type CardExtraRow = [string, string, string, string | null, string | null, string | null, string | null];

/**
 * Two statements, each one JSON value: PGlite hands back one text far faster than ten thousand rows of
 * arrays. The facts in name order; then, while the catalog is small enough, every card's remaining
 * columns with its cover found by one pass over the portfolio pictures (not one lookup per vendor).
 */
async function loadSnapshot(db: Database, version: number, loadedAt: number): Promise<ListingSnapshot> {
  const [factsRow] = await db
    .select({
      facts: sql<string | null>`json_agg(json_build_array(${vendors.id}, ${vendors.businessName}, ${vendors.category}, ${vendors.city}, ${vendors.citiesServed},
        ${vendors.startingPrice}, ${vendors.styles}, ${vendors.reviewCount}, ${vendors.ratingTotal}, ${vendors.viewCount}, ${vendors.responseTimeHours},
        ${vendors.yearsInBusiness}) order by ${vendors.businessName}, ${vendors.id})::text`,
    })
    .from(vendors)
    .where(eq(vendors.published, true));
  const facts = JSON.parse(factsRow?.facts ?? "[]") as FactsRow[];
  const entries: Entry[] = facts.map(([id, businessName, category, city, citiesServed, startingPrice, styles, reviewCount, ratingTotal, viewCount, responseTimeHours, yearsInBusiness], nameRank) => ({
    id,
    businessName,
    category: category as VendorCategorySlug,
    city: city as CityId,
    citiesServed: citiesServed as CityId[],
    startingPrice,
    styles,
    reviewCount,
    ratingTotal,
    rating: averageRating(ratingTotal, reviewCount),
    viewCount,
    responseTimeHours,
    yearsInBusiness,
    nameRank,
  }));
  const cards = new Map<string, VendorCard>();
  if (entries.length <= MAX_CARDS) {
    const i = vendorPortfolioImages;
    const covers = db
      .selectDistinctOn([i.vendorId], { vendorId: i.vendorId, url: i.url, thumbUrl: i.thumbUrl, alt: i.alt })
      .from(i)
      .orderBy(asc(i.vendorId), asc(i.position), asc(i.id))
      .as("covers");
    const [extraRow] = await db
      .select({
        cards: sql<string | null>`json_agg(json_build_array(${vendors.id}, ${vendors.slug}, ${vendors.summary}, ${vendors.ownerId}, ${covers.url}, ${covers.thumbUrl}, ${covers.alt}))::text`,
      })
      .from(vendors)
      .leftJoin(covers, eq(covers.vendorId, vendors.id))
      .where(eq(vendors.published, true));
    const extras = new Map((JSON.parse(extraRow?.cards ?? "[]") as CardExtraRow[]).map((row) => [row[0], row]));
    for (const entry of entries) {
      const extra = extras.get(entry.id);
      if (!extra) continue;
      const [, slug, summary, ownerId, url, thumbUrl, alt] = extra;
      cards.set(
        entry.id,
        toVendorCard({
          id: entry.id,
          slug,
          businessName: entry.businessName,
          category: entry.category,
          city: entry.city,
          citiesServed: [...entry.citiesServed],
          summary,
          startingPrice: entry.startingPrice,
          styles: [...entry.styles],
          reviewCount: entry.reviewCount,
          ratingTotal: entry.ratingTotal,
          responseTimeHours: entry.responseTimeHours,
          yearsInBusiness: entry.yearsInBusiness,
          ownerId,
          cover: url === null ? null : { url, thumbUrl: thumbUrl ?? "", alt: alt ?? "" },
        }),
      );
    }
  }
  return { version, loadedAt, entries, groups: new Map(), orders: new Map(), matchOrders: new Map(), cards };
}

/**
 * View counts move without the catalog version (decision 004): past the snapshot's age they are read
 * again (one small statement) and the "recommended" orders worked out anew, instead of a whole reload.
 */
async function refreshViewCounts(db: Database, snapshot: ListingSnapshot, loadedAt: number): Promise<void> {
  const [row] = await db
    .select({ views: sql<string | null>`json_agg(json_build_array(${vendors.id}, ${vendors.viewCount}))::text` })
    .from(vendors)
    .where(eq(vendors.published, true));
  const views = new Map(JSON.parse(row?.views ?? "[]") as [string, number][]);
  for (const entry of snapshot.entries) entry.viewCount = views.get(entry.id) ?? entry.viewCount;
  for (const key of [...snapshot.orders.keys()]) if (key.endsWith(":recommended")) snapshot.orders.delete(key);
  snapshot.loadedAt = loadedAt;
}

// Reviews count for more as they add up: the SQL's ((rating_total + 8.0) / (review_count + 2)).
const weighted = (e: Entry) => (e.ratingTotal + 8) / (e.reviewCount + 2);
const average = (e: Entry) => (e.reviewCount > 0 ? e.ratingTotal / e.reviewCount : -1);

/** The same order as listVendors' ORDER BY (without the home-city first, applied by the walk). */
function compareFor(sort: VendorSort): (a: Entry, b: Entry) => number {
  const byName = (a: Entry, b: Entry) => a.nameRank - b.nameRank;
  switch (sort) {
    case "recommended":
      return (a, b) => weighted(b) - weighted(a) || b.viewCount - a.viewCount || byName(a, b);
    case "rating":
      // "nulls last": no reviews sorts below every average (they are at least 1).
      return (a, b) => average(b) - average(a) || b.reviewCount - a.reviewCount || byName(a, b);
    case "price_low":
      return (a, b) => a.startingPrice - b.startingPrice || byName(a, b);
    case "price_high":
      return (a, b) => b.startingPrice - a.startingPrice || byName(a, b);
    case "reviews":
      return (a, b) => b.reviewCount - a.reviewCount || byName(a, b);
    case "name":
      return byName;
  }
}

/** The vendors of a category (or any) working in a city (or anywhere), in name order. */
function group(snapshot: ListingSnapshot, category: VendorCategorySlug | undefined, city: CityId | undefined): readonly Entry[] {
  const key = `${category ?? "*"}:${city ?? "*"}`;
  let list = snapshot.groups.get(key);
  if (!list) {
    list = snapshot.entries.filter((e) => (!category || e.category === category) && (!city || e.citiesServed.includes(city)));
    snapshot.groups.set(key, list);
  }
  return list;
}

function ordered(snapshot: ListingSnapshot, category: VendorCategorySlug | undefined, city: CityId | undefined, sort: VendorSort): readonly Entry[] {
  const key = `${category ?? "*"}:${city ?? "*"}:${sort}`;
  let order = snapshot.orders.get(key);
  if (!order) {
    const base = group(snapshot, category, city);
    order = sort === "name" ? base : [...base].sort(compareFor(sort));
    snapshot.orders.set(key, order);
  }
  return order;
}

/** listVendors' WHERE, for a listing without words. */
function matcher(query: VendorListQuery): (entry: Entry) => boolean {
  const band = query.price ? priceBand(query.price) : undefined;
  const { styles, minRating } = query;
  // Category and city are the group walked (see ordered).
  return (e) =>
    (!band || (e.startingPrice >= band.min && (band.max === null || e.startingPrice <= band.max))) &&
    (!styles?.length || styles.some((style) => e.styles.includes(style))) &&
    (!minRating || (e.reviewCount > 0 && e.ratingTotal >= minRating * e.reviewCount));
}

/** The cards of these vendors in this order: from the snapshot's store, the rest in one read by id. */
async function cardsFor(db: Database, snapshot: ListingSnapshot, ids: readonly string[]): Promise<VendorCard[]> {
  const missing = ids.filter((id) => !snapshot.cards.has(id));
  if (missing.length > 0) {
    const rows = await db.select(vendorCardColumns).from(vendors).where(inArray(vendors.id, missing));
    for (const row of rows) {
      snapshot.cards.set(row.id, toVendorCard(row as CardRow));
      if (snapshot.cards.size > MAX_CARDS) snapshot.cards.delete(snapshot.cards.keys().next().value!);
    }
  }
  // A vendor unpublished since the load has no card: it is left out, as the database would.
  return ids.flatMap((id) => snapshot.cards.get(id) ?? []);
}

/** One page of a listing without words and its total, from the snapshot. */
export async function listFromSnapshot(db: Database, snapshot: ListingSnapshot, query: VendorListQuery): Promise<VendorListResult> {
  const matches = matcher(query);
  const pageSize = VENDOR_PAGE_SIZE;
  const offset = (query.page - 1) * pageSize;
  const order = ordered(snapshot, query.category, query.city, query.sort);
  const page: string[] = [];
  let total = 0;
  const take = (entry: Entry) => {
    if (!matches(entry)) return;
    if (total >= offset && page.length < pageSize) page.push(entry.id);
    total++;
  };
  // "Recommended" in a city puts the vendors based there first, keeping the order within each part.
  if (query.sort === "recommended" && query.city) {
    for (const entry of order) if (entry.city === query.city) take(entry);
    for (const entry of order) if (entry.city !== query.city) take(entry);
  } else {
    for (const entry of order) take(entry);
  }
  return { vendors: await cardsFor(db, snapshot, page), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

function matchOrder(snapshot: ListingSnapshot, category: VendorCategorySlug, city: CityId): readonly MatchEntry[] {
  const key = `${category}:${city}`;
  let order = snapshot.matchOrders.get(key);
  if (!order) {
    order = group(snapshot, category, city)
      .map((entry) => {
        const fixed = matchFixedPoints(entry, city);
        return { entry, fixed, bound: fixed + MATCH_VARIABLE_MAX };
      })
      .sort((a, b) => b.bound - a.bound);
    snapshot.matchOrders.set(key, order);
  }
  return order;
}

/**
 * Matching's candidates from the snapshot: per category asked, the best `perCategory` vendors by
 * matchScore (the very number scoreVendor gives, here added up from its fixed and variable parts)
 * in rankVendors' order, as cards. rankVendors over
 * them then gives what it would give over every vendor of the city.
 */
export async function matchCandidatesFromSnapshot(db: Database, snapshot: ListingSnapshot, input: VendorMatchInput, perCategory = MATCH_RESULTS_PER_CATEGORY): Promise<VendorCard[]> {
  const winners: string[] = [];
  for (const category of new Set(input.categories)) {
    const budget = categoryBudget(input, category);
    const best: { score: number; businessName: string; id: string }[] = [];
    // The group holds only vendors working in the city, so each has a score (matchScore's, by parts).
    for (const { entry, fixed, bound } of matchOrder(snapshot, category, input.city)) {
      // Best possible first: once even the best possible is below the last kept score, nobody left can enter.
      if (best.length === perCategory && bound < best[perCategory - 1]!.score) break;
      const cost = estimatedCost(entry, input.guestCount);
      let shared = 0;
      for (const style of input.styles) if (entry.styles.includes(style)) shared++;
      const score = Math.round((matchVariablePoints(cost, budget, shared) + fixed) * 10) / 10;
      if (best.length === perCategory && score < best[perCategory - 1]!.score) continue;
      const candidate = { score, businessName: entry.businessName, id: entry.id };
      if (best.length === perCategory && compareMatches(candidate, best[perCategory - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && compareMatches(candidate, best[at - 1]!) < 0) at--;
      best.splice(at, 0, candidate);
      if (best.length > perCategory) best.pop();
    }
    winners.push(...best.map((b) => b.id));
  }
  return cardsFor(db, snapshot, winners);
}

export interface SnapshotOptions {
  /** How long view counts (which leave the version alone) may be out of date, as in the search cache. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The snapshot for the current catalog version, or undefined while the first one (or one after a
 * write) loads: the caller then asks the database, so nobody waits for a load and nobody sees a
 * catalog older than its version. A snapshot only past its age is still served while its view counts
 * are read again.
 */
export function createListingSnapshotSource(db: Database, { ttlMs = 60_000, now = Date.now }: SnapshotOptions = {}) {
  const catalogue = catalogueVersionOf(db);
  let snapshot: ListingSnapshot | undefined;
  let loading: Promise<void> | undefined;

  const reload = (version: number) => {
    loading ??= loadSnapshot(db, version, now())
      .then((loaded) => void (snapshot = loaded))
      .catch(() => undefined)
      .finally(() => (loading = undefined));
    return loading;
  };
  const refresh = (current: ListingSnapshot) => {
    loading ??= refreshViewCounts(db, current, now())
      .catch(() => undefined)
      .finally(() => (loading = undefined));
  };

  return {
    async current(): Promise<ListingSnapshot | undefined> {
      const version = versionReadForThisSearch(db) ?? (await catalogue.current());
      if (snapshot && snapshot.version === version) {
        if (now() - snapshot.loadedAt >= ttlMs) refresh(snapshot);
        return snapshot;
      }
      void reload(version);
      return undefined;
    },
    /** Resolves when a load in progress has finished (for tests). */
    settled: () => loading ?? Promise.resolve(),
  };
}

const sources = new WeakMap<Database, ReturnType<typeof createListingSnapshotSource>>();

/** The snapshot source of this database handle: one per handle, so per server process. */
export function listingSnapshotSourceOf(db: Database): ReturnType<typeof createListingSnapshotSource> {
  let source = sources.get(db);
  if (!source) sources.set(db, (source = createListingSnapshotSource(db)));
  return source;
}
