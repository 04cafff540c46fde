import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CITIES, type CityId } from "../../../../domain/cities.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard, VendorListResult } from "../../../../domain/vendor-cards.ts";
import {
  budgetReason,
  categoryBudget,
  homeCityReason,
  matchedVendor,
  PER_GUEST_CATEGORIES,
  styleReason,
  vendorOnlyReasons,
  type CategoryMatches,
} from "../../../../domain/vendor-matching.ts";
import { averageRating, MATCH_RESULTS_PER_CATEGORY, priceBand, VENDOR_PAGE_SIZE, type VendorListQuery, type VendorMatchInput, type VendorSort } from "../../../../domain/vendors.ts";
import { catalogueVersionOf } from "../../../db/catalogue-version.ts";
import type { Database } from "../../../db/client.ts";
import { vendorPortfolioImages, vendors } from "../../../db/schema/index.ts";
import { versionReadForThisSearch, type JsonText } from "../../../http/search-cache.ts";
import { bestMatches, buildMatchIndex, matchIndexSteps, STEP_VENDORS, STYLE_BITS, styleBitsOf, type MatchIndex } from "./match-index.ts";
import { toVendorCard, vendorCardColumns, vendorSortOrder, type CardRow } from "./catalog.ts";

/**
 * The facts listings and matching read about every published vendor, kept per process behind the
 * catalog version (decision 026, after the venues' decision 015). Narrow on purpose: no summary,
 * description or cover, so 100,000 vendors fit in a few tens of megabytes. A listing without words
 * and a match are worked out here, and only the cards they show (12, or 3 per category) are read from
 * the database by id, or from the snapshot's own small store of cards already read.
 */
interface Entry {
  id: string;
  slug: string;
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
  /**
   * Position in JavaScript's name order (localeCompare, matching's tie-break), equal for names that
   * compare equal: the walk compares two numbers instead of calling the collator for every tie.
   */
  matchNameRank: number;
  /** This vendor's part of a match answer (the MatchedVendor's JSON), written on first use. */
  matchedJson?: string;
  /** Its reasons that depend on it alone (reviews, replies, experience), as JSON array items, written on first use. */
  ownReasonsJson?: string;
}

export interface ListingSnapshot {
  version: number;
  /** When it was loaded, or its view counts last read. */
  loadedAt: number;
  /** Every published vendor, by name then id as the database sorts them. */
  entries: readonly Entry[];
  /** Per "category:city" ("*" for any): the vendors working there, in name order, made on first use. */
  groups: Map<string, readonly Entry[]>;
  /**
   * Per "category:city": the vendors working there, indexed for matching (see match-index.ts). Built
   * in the background after the load (buildMatchIndexes), or on first use if asked before that.
   */
  matchOrders: Map<string, MatchIndex<Entry>>;
  /** Per "category:sort" ("*" for any): its vendors in that order, as positions in `entries`, made on first use. */
  orders: Map<string, Int32Array>;
  /** Positions 0, 1, 2...: the name order, made on first use. */
  nameOrder?: Int32Array;
  /** Per vendor, its category and cities as numbers (see slotsOf), made on first use. */
  slots?: { categories: Uint8Array; cities: Uint8Array };
  /**
   * Per sort, every vendor in that sort's order (as positions in `entries`), sorted by the database
   * with the listing's own ORDER BY: a category's order is then a filter of it, not a sort (decision
   * 064). Missing if the database's list did not line up with `entries` (a write between the reads);
   * that snapshot is stale anyway and sorts its categories itself.
   */
  sortedAll: Partial<Record<VendorSort, Int32Array>>;
  /** Whether every card is in `cards` (else cards are read by id as listings need them). */
  cardsComplete: boolean;
  /** Per category, city and filters: how many vendors pass them (see filteredTotal). */
  totals: Map<string, number>;
  /** Cards already read by id, for this snapshot's version only. */
  cards: Map<string, VendorCard>;
  /**
   * Per card read after the load (fillCards, cardsFor): the digest of everything it was made from
   * (cardPrint), read in the same statement, so the next snapshot keeps the cards whose digest has not
   * changed instead of reading them again (decision 067).
   */
  cardPrints: Map<string, string>;
}

/**
 * A catalog this size or smaller (the embedded database's) has every card loaded with the snapshot;
 * a larger one has them loaded after it, in batches of CARD_BATCH (a few MB of JSON each, so no one
 * read or parse holds up requests for long), while listings read the cards they miss by id.
 */
const MAX_CARDS = 20_000;
const CARD_BATCH = 5_000;

/** Words need the text index: those listings stay in the database. */
export function listableInMemory(query: VendorListQuery): boolean {
  return !query.q?.trim();
}

type FactsRow = [string, string, string, string, string, string[], number, string[], number, number, number, number, number];
type CardExtraRow = [string, string, string | null, string | null, string | null, string | null];

/**
 * Two statements, each one JSON value: PGlite hands back one text far faster than ten thousand rows of
 * arrays. The facts in name order; then, while the catalog is small enough, every card's remaining
 * columns with its cover found by one pass over the portfolio pictures (not one lookup per vendor).
 */
async function loadSnapshot(db: Database, version: number, loadedAt: number, cardsWithLoad: number): Promise<ListingSnapshot> {
  const [factsRow] = await db
    .select({
      facts: sql<string | null>`json_agg(json_build_array(${vendors.id}, ${vendors.slug}, ${vendors.businessName}, ${vendors.category}, ${vendors.city}, ${vendors.citiesServed},
        ${vendors.startingPrice}, ${vendors.styles}, ${vendors.reviewCount}, ${vendors.ratingTotal}, ${vendors.viewCount}, ${vendors.responseTimeHours},
        ${vendors.yearsInBusiness}) order by ${vendors.businessName}, ${vendors.id})::text`,
    })
    .from(vendors)
    .where(eq(vendors.published, true));
  const facts = JSON.parse(factsRow?.facts ?? "[]") as FactsRow[];
  const entries: Entry[] = facts.map(([id, slug, businessName, category, city, citiesServed, startingPrice, styles, reviewCount, ratingTotal, viewCount, responseTimeHours, yearsInBusiness], nameRank) => ({
    id,
    slug,
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
    matchNameRank: 0,
  }));
  rankByJavaScriptName(entries);
  const cards = new Map<string, VendorCard>();
  if (entries.length <= cardsWithLoad) {
    const i = vendorPortfolioImages;
    const covers = db
      .selectDistinctOn([i.vendorId], { vendorId: i.vendorId, url: i.url, thumbUrl: i.thumbUrl, alt: i.alt })
      .from(i)
      .orderBy(asc(i.vendorId), asc(i.position), asc(i.id))
      .as("covers");
    const [extraRow] = await db
      .select({
        cards: sql<string | null>`json_agg(json_build_array(${vendors.id}, ${vendors.summary}, ${vendors.ownerId}, ${covers.url}, ${covers.thumbUrl}, ${covers.alt}))::text`,
      })
      .from(vendors)
      .leftJoin(covers, eq(covers.vendorId, vendors.id))
      .where(eq(vendors.published, true));
    const extras = new Map((JSON.parse(extraRow?.cards ?? "[]") as CardExtraRow[]).map((row) => [row[0], row]));
    for (const entry of entries) {
      const extra = extras.get(entry.id);
      if (!extra) continue;
      const [, summary, ownerId, url, thumbUrl, alt] = extra;
      cards.set(
        entry.id,
        toVendorCard({
          id: entry.id,
          slug: entry.slug,
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
  const sortedAll = await loadSortedOrders(db, entries.length);
  return { version, loadedAt, entries, groups: new Map(), orders: new Map(), matchOrders: new Map(), totals: new Map(), cards, cardPrints: new Map(), sortedAll, cardsComplete: entries.length <= cardsWithLoad };
}

/**
 * A digest of every column a vendor's card is made from, its cover included (a row's text tells NULL
 * from empty): read with each card and, after a write, for every vendor, so a card is kept only if
 * nothing it shows changed.
 */
// Written out, table named: drizzle leaves a column in a select's field unqualified, and inside the
// cover's subquery an unqualified "id" would be the picture's own.
const cardPrint = () =>
  sql.raw(`md5(row(${["slug", "business_name", "category", "city", "cities_served", "summary", "starting_price", "styles", "review_count", "rating_total", "response_time_hours", "years_in_business", "owner_id"]
    .map((column) => `"vendors"."${column}"`)
    .join(", ")}, (select row(i.url, i.thumb_url, i.alt) from vendor_portfolio_images i where i.vendor_id = "vendors"."id" order by i.position, i.id limit 1))::text)`) as SQL<string>;
const cardColumnsWithPrint = { ...vendorCardColumns, print: cardPrint() };

/** Whether two loads read the same facts for a vendor (view counts aside: they move without the version). */
function sameFacts(a: Entry, b: Entry): boolean {
  return (
    a.slug === b.slug &&
    a.businessName === b.businessName &&
    a.category === b.category &&
    a.city === b.city &&
    a.startingPrice === b.startingPrice &&
    a.reviewCount === b.reviewCount &&
    a.ratingTotal === b.ratingTotal &&
    a.responseTimeHours === b.responseTimeHours &&
    a.yearsInBusiness === b.yearsInBusiness &&
    a.citiesServed.length === b.citiesServed.length &&
    a.citiesServed.every((city, i) => b.citiesServed[i] === city) &&
    a.styles.length === b.styles.length &&
    a.styles.every((style, i) => b.styles[i] === style)
  );
}

/**
 * The categories whose vendors a write changed between two snapshots (added, removed, or any fact
 * changed), in steps: the other categories' match indexes carry over (one write touches one vendor,
 * so 11 of 12 categories). The facts are read whole on every load, so this needs no change log.
 */
function* touchedCategoriesSteps(previous: ListingSnapshot, next: ListingSnapshot): Generator<void, Set<string>> {
  const before = new Map<string, Entry>();
  for (let i = 0; i < previous.entries.length; i++) {
    before.set(previous.entries[i]!.id, previous.entries[i]!);
    if (i % STEP_VENDORS === STEP_VENDORS - 1) yield;
  }
  const touched = new Set<string>();
  for (let i = 0; i < next.entries.length; i++) {
    const entry = next.entries[i]!;
    const old = before.get(entry.id);
    before.delete(entry.id);
    if (!old || !sameFacts(old, entry)) {
      touched.add(entry.category);
      if (old) touched.add(old.category);
    }
    if (i % STEP_VENDORS === STEP_VENDORS - 1) yield;
  }
  // Vendors gone (unpublished or deleted).
  for (const old of before.values()) touched.add(old.category);
  return touched;
}

/** The position of a published vendor in a sort: its row number in the SQL listing's ORDER BY, name and id last. */
const positionIn = (order: SQL[]) => sql<number>`(row_number() over (order by ${sql.join([...order, sql`${vendors.businessName}`, sql`${vendors.id}`], sql`, `)}))`;
/** Its position in name order, from 0: its index in `entries`. */
const namePosition = () => sql<number>`(${positionIn([])} - 1)`.as("position");

/** JSON positions (a list of numbers) as the sort's order, or undefined if it is not `count` long. */
function orderFrom(json: string | null | undefined, count: number): Int32Array | undefined {
  const positions = JSON.parse(json ?? "[]") as number[];
  return positions.length === count ? Int32Array.from(positions) : undefined;
}

/**
 * Every published vendor in each sort's order, from one statement: the database sorts (on PostgreSQL
 * in its own process) with the SQL listing's ORDER BY, so the snapshot's orders are the SQL
 * listing's by construction. Each list holds positions in name order (`entries`' order). Empty if a
 * list is not `count` long (a write landed between the snapshot's reads).
 */
async function loadSortedOrders(db: Database, count: number): Promise<ListingSnapshot["sortedAll"]> {
  const ranked = db
    .select({
      position: namePosition(),
      recommended: positionIn(vendorSortOrder("recommended")).as("by_recommended"),
      rating: positionIn(vendorSortOrder("rating")).as("by_rating"),
      priceLow: positionIn(vendorSortOrder("price_low")).as("by_price_low"),
      priceHigh: positionIn(vendorSortOrder("price_high")).as("by_price_high"),
      reviews: positionIn(vendorSortOrder("reviews")).as("by_reviews"),
    })
    .from(vendors)
    .where(eq(vendors.published, true))
    .as("ranked");
  const inOrder = (by: SQL.Aliased<number>) => sql<string | null>`json_agg(${ranked.position} order by ${by})::text`;
  const [row] = await db
    .select({
      recommended: inOrder(ranked.recommended),
      rating: inOrder(ranked.rating),
      priceLow: inOrder(ranked.priceLow),
      priceHigh: inOrder(ranked.priceHigh),
      reviews: inOrder(ranked.reviews),
    })
    .from(ranked);
  const orders = {
    recommended: orderFrom(row?.recommended, count),
    rating: orderFrom(row?.rating, count),
    price_low: orderFrom(row?.priceLow, count),
    price_high: orderFrom(row?.priceHigh, count),
    reviews: orderFrom(row?.reviews, count),
  };
  return Object.values(orders).every((order) => order !== undefined) ? orders : {};
}

/**
 * Reads the cards a snapshot loaded without them, a batch at a time, for as long as it is the current
 * snapshot: afterwards no listing page reads a card from the database. After a write, the previous
 * snapshot's cards whose digest is unchanged are kept first (one statement reads every vendor's
 * digest), so only the changed ones are read.
 */
async function fillCards(db: Database, snapshot: ListingSnapshot, isCurrent: () => boolean, batch: number, previous?: ListingSnapshot): Promise<void> {
  if (previous && previous.cardPrints.size > 0) {
    const [row] = await db.select({ prints: sql<string | null>`json_agg(json_build_array(${vendors.id}, ${cardPrint()}))::text` }).from(vendors).where(eq(vendors.published, true));
    for (const [id, print] of JSON.parse(row?.prints ?? "[]") as [string, string][]) {
      const card = previous.cards.get(id);
      if (card && previous.cardPrints.get(id) === print && !snapshot.cards.has(id)) {
        snapshot.cards.set(id, card);
        snapshot.cardPrints.set(id, print);
      }
    }
  }
  const missing = snapshot.entries.flatMap((entry) => (snapshot.cards.has(entry.id) ? [] : [entry.id]));
  for (let from = 0; from < missing.length; from += batch) {
    if (!isCurrent()) return;
    const rows = await db
      .select(cardColumnsWithPrint)
      .from(vendors)
      .where(and(eq(vendors.published, true), inArray(vendors.id, missing.slice(from, from + batch))));
    for (const row of rows) keepCard(snapshot, row);
  }
  snapshot.cardsComplete = true;
}

/** A card read with its digest, kept unless one was kept already (cards of one version are all alike). */
function keepCard(snapshot: ListingSnapshot, row: CardRow & { print: string }): void {
  if (snapshot.cards.has(row.id)) return;
  snapshot.cards.set(row.id, toVendorCard(row));
  snapshot.cardPrints.set(row.id, row.print);
}

/**
 * Sets matchNameRank: one sort with a collator (what localeCompare without arguments uses) per load,
 * instead of a localeCompare per tied score per request, which the profile showed as matching's top cost.
 */
function rankByJavaScriptName(entries: Entry[]): void {
  const collator = new Intl.Collator();
  const sorted = [...entries].sort((a, b) => collator.compare(a.businessName, b.businessName));
  let rank = 0;
  sorted.forEach((entry, i) => {
    if (i > 0 && collator.compare(sorted[i - 1]!.businessName, entry.businessName) !== 0) rank = i;
    entry.matchNameRank = rank;
  });
}

/**
 * View counts move without the catalog version (decision 004): past the snapshot's age they are read
 * again, with the "recommended" order they make (one statement, sorted by the database), and the
 * categories' "recommended" orders are made again from it on first use, a filter each instead of a sort
 * (decision 064).
 */
async function refreshViewCounts(db: Database, snapshot: ListingSnapshot, loadedAt: number): Promise<void> {
  const ranked = db
    .select({ position: namePosition(), viewCount: vendors.viewCount, recommended: positionIn(vendorSortOrder("recommended")).as("by_recommended") })
    .from(vendors)
    .where(eq(vendors.published, true))
    .as("ranked");
  const [row] = await db.select({ views: sql<string | null>`json_agg(json_build_array(${ranked.position}, ${ranked.viewCount}) order by ${ranked.recommended})::text` }).from(ranked);
  const views = JSON.parse(row?.views ?? "[]") as [number, number][];
  // Another length means a write landed since the load: that snapshot is replaced on the next request.
  if (views.length === snapshot.entries.length) {
    const recommended = new Int32Array(views.length);
    views.forEach(([position, viewCount], i) => {
      snapshot.entries[position]!.viewCount = viewCount;
      recommended[i] = position;
    });
    if (snapshot.sortedAll.recommended) snapshot.sortedAll.recommended = recommended;
  }
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

/** The vendors of a category (or any) working in a city (or anywhere), in name order (matching's groups). */
function group(snapshot: ListingSnapshot, category: VendorCategorySlug | undefined, city: CityId | undefined): readonly Entry[] {
  const key = `${category ?? "*"}:${city ?? "*"}`;
  let list = snapshot.groups.get(key);
  if (!list) {
    const { categories, cities } = slotsOf(snapshot);
    const categorySlot = category ? (CATEGORY_SLOTS.get(category) ?? -1) : 0;
    const cityBit = cityBitOf(city);
    list = snapshot.entries.filter((_, i) => (!categorySlot || categories[i] === categorySlot) && (!cityBit || (cities[i]! & cityBit) !== 0));
    snapshot.groups.set(key, list);
  }
  return list;
}

const CATEGORY_SLOTS = new Map<string, number>(VENDOR_CATEGORIES.map((c, i) => [c.slug, i + 1]));
// From bit 1: bit 0 stands for a city outside the list, which no query names.
const CITY_SLOTS = new Map<string, number>(CITIES.map((c, i) => [c.id, i + 1]));
/** A city's bit in slots' `cities` (0: anywhere; a city outside the list gets a bit no vendor has). */
const cityBitOf = (city: CityId | undefined) => (city ? 1 << (CITY_SLOTS.get(city) ?? 8) : 0);

/**
 * Per vendor (by position in `entries`): its category as a number (0 for one outside the list) and
 * the cities it works in as bits, so walks and splits compare numbers in typed arrays.
 */
function slotsOf(snapshot: ListingSnapshot): NonNullable<ListingSnapshot["slots"]> {
  if (!snapshot.slots) {
    const steps = slotsSteps(snapshot);
    while (!steps.next().done);
  }
  return snapshot.slots!;
}

/** slotsOf in steps of STEP_VENDORS vendors (for the background build; a listing may set them first). */
function* slotsSteps(snapshot: ListingSnapshot): Generator<void, void> {
  const { entries } = snapshot;
  const categories = new Uint8Array(entries.length);
  const cities = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    categories[i] = CATEGORY_SLOTS.get(entry.category) ?? 0;
    for (const served of entry.citiesServed) cities[i]! |= 1 << (CITY_SLOTS.get(served) ?? 0);
    if (i % STEP_VENDORS === STEP_VENDORS - 1) yield;
  }
  snapshot.slots ??= { categories, cities };
}

/**
 * A category's (or every category's) vendors in a sort's order, as positions in `entries`: a filter
 * of the database's order of every vendor (decision 064), or of the name order sorted here when the
 * snapshot has no order from the database. Cities are checked during the walk (slots).
 */
function ordered(snapshot: ListingSnapshot, category: VendorCategorySlug | undefined, sort: VendorSort): Int32Array {
  const key = `${category ?? "*"}:${sort}`;
  let order = snapshot.orders.get(key);
  if (!order) {
    const all = sort === "name" ? (snapshot.nameOrder ??= Int32Array.from(snapshot.entries, (_, i) => i)) : snapshot.sortedAll[sort];
    const slot = category ? (CATEGORY_SLOTS.get(category) ?? -1) : 0;
    const { categories } = slotsOf(snapshot);
    const inCategory = (base: Int32Array) => (slot === 0 ? base : base.filter((position) => categories[position] === slot));
    if (all) {
      order = inCategory(all);
    } else {
      const compare = compareFor(sort);
      // A copy: the name order is kept, and typed arrays sort in place.
      order = ordered(snapshot, category, "name")
        .slice()
        .sort((a, b) => compare(snapshot.entries[a]!, snapshot.entries[b]!));
    }
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
    const rows = await db.select(cardColumnsWithPrint).from(vendors).where(inArray(vendors.id, missing));
    // Kept: the store is bounded by the catalog, whose every card is being read anyway (fillCards).
    for (const row of rows) keepCard(snapshot, row as CardRow & { print: string });
  }
  // A vendor unpublished since the load has no card: it is left out, as the database would.
  return ids.flatMap((id) => snapshot.cards.get(id) ?? []);
}

/** At most this many totals are kept per snapshot (then they are counted again as asked). */
const MAX_TOTALS = 20_000;

/**
 * How many vendors of a category and city pass a listing's filters: the same for every sort and
 * page, so it is counted once per snapshot and a page needs only the walk up to its last vendor.
 */
function filteredTotal(snapshot: ListingSnapshot, query: VendorListQuery, inCity: (position: number) => boolean, matches: (entry: Entry) => boolean): number {
  const key = `${query.category ?? "*"}:${query.city ?? "*"}:${query.price ?? ""}:${[...(query.styles ?? [])].sort().join(",")}:${query.minRating ?? ""}`;
  let total = snapshot.totals.get(key);
  if (total === undefined) {
    total = 0;
    for (const position of ordered(snapshot, query.category, "name")) if (inCity(position) && matches(snapshot.entries[position]!)) total++;
    if (snapshot.totals.size >= MAX_TOTALS) snapshot.totals.clear();
    snapshot.totals.set(key, total);
  }
  return total;
}

/** One page of a listing without words and its total, from the snapshot. */
export async function listFromSnapshot(db: Database, snapshot: ListingSnapshot, query: VendorListQuery): Promise<VendorListResult> {
  const { entries } = snapshot;
  const { cities } = slotsOf(snapshot);
  const city = query.city;
  const cityBit = cityBitOf(city);
  const inCity = (position: number) => cityBit === 0 || (cities[position]! & cityBit) !== 0;
  const matches = matcher(query);
  const pageSize = VENDOR_PAGE_SIZE;
  const offset = (query.page - 1) * pageSize;
  const order = ordered(snapshot, query.category, query.sort);
  const page: string[] = [];
  // The walk stops at the page's last vendor: the total is counted apart (filteredTotal).
  let passed = 0;
  const take = (entry: Entry): boolean => {
    if (!matches(entry)) return false;
    if (passed++ >= offset) page.push(entry.id);
    return page.length === pageSize;
  };
  // "Recommended" in a city puts the vendors based there first, keeping the order within each part.
  if (query.sort === "recommended" && city) {
    let full = false;
    for (const position of order) if (inCity(position) && entries[position]!.city === city && (full = take(entries[position]!))) break;
    if (!full) for (const position of order) if (inCity(position) && entries[position]!.city !== city && take(entries[position]!)) break;
  } else {
    for (const position of order) if (inCity(position) && take(entries[position]!)) break;
  }
  const total = filteredTotal(snapshot, query, inCity, matches);
  return { vendors: await cardsFor(db, snapshot, page), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

// A card's JSON, written once per card: cards are never changed in place (a changed vendor gets a new
// card in the next snapshot), and stringifying the page's twelve cards was a tenth of a never-asked
// listing's CPU on PostgreSQL at 100,000 vendors (decision 070).
const cardJson = new WeakMap<VendorCard, string>();
function cardJsonOf(card: VendorCard): string {
  let json = cardJson.get(card);
  if (json === undefined) cardJson.set(card, (json = JSON.stringify(card)));
  return json;
}

/** listFromSnapshot's page as JSON: exactly JSON.stringify of it, with each card's JSON kept. */
export async function listingJsonFromSnapshot(db: Database, snapshot: ListingSnapshot, query: VendorListQuery): Promise<JsonText<VendorListResult>> {
  const { vendors: cards, total, page, pageCount, pageSize } = await listFromSnapshot(db, snapshot, query);
  return `{"vendors":[${cards.map(cardJsonOf).join(",")}],"total":${JSON.stringify(total)},"page":${JSON.stringify(page)},"pageCount":${JSON.stringify(pageCount)},"pageSize":${JSON.stringify(pageSize)}}`;
}

/**
 * A category's vendors working in a city, indexed for matching there: built after the load
 * (buildMatchIndexes), or here if asked for before that (a snapshot used without its source).
 */
function matchIndex(snapshot: ListingSnapshot, category: VendorCategorySlug, city: CityId): MatchIndex<Entry> {
  const key = `${category}:${city}`;
  let found = snapshot.matchOrders.get(key);
  if (!found) snapshot.matchOrders.set(key, (found = buildMatchIndex(group(snapshot, category, city), category, city, MATCH_RESULTS_PER_CATEGORY)));
  return found;
}

/**
 * Every category's match index in one city, in steps: the city's vendors split by category in one
 * pass over the catalog (not one filter per category), then each index built in steps (match-index.ts).
 */
function* cityMatchIndexSteps(snapshot: ListingSnapshot, city: CityId): Generator<void, void> {
  if (!snapshot.slots) yield* slotsSteps(snapshot);
  const { categories, cities } = snapshot.slots!;
  const cityBit = cityBitOf(city);
  const byCategory: Entry[][] = VENDOR_CATEGORIES.map(() => []);
  for (let i = 0; i < snapshot.entries.length; i++) {
    if ((cities[i]! & cityBit) !== 0 && categories[i]! > 0) byCategory[categories[i]! - 1]!.push(snapshot.entries[i]!);
    if (i % STEP_VENDORS === STEP_VENDORS - 1) yield;
  }
  for (const [slot, { slug: category }] of VENDOR_CATEGORIES.entries()) {
    const key = `${category}:${city}`;
    if (snapshot.matchOrders.has(key)) continue;
    const index = yield* matchIndexSteps(byCategory[slot]!, category, city, MATCH_RESULTS_PER_CATEGORY);
    // A question may have built it meanwhile (matchIndex): the first one stays, so answers never change index.
    if (!snapshot.matchOrders.has(key)) snapshot.matchOrders.set(key, index);
  }
}

/** How long the background build works before giving the event loop its turn. */
const SLICE_MS = 4;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs steps to the end, SLICE_MS at a time, giving the event loop its turn between slices. */
async function inSlices<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const end = performance.now() + SLICE_MS;
    let step = steps.next();
    while (!step.done && performance.now() < end) step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/**
 * Builds every city's match indexes for a snapshot after its load, in slices of about SLICE_MS that
 * give the event loop its turn between them: no question builds an index (0.3 to 0.9 s per city at
 * 100,000 vendors, which held every request behind it; decision 067), and no request waits behind one
 * long block. A question for a city not built yet moves that city to the front and waits for it.
 * Stops when the snapshot is no longer current (a write replaced it).
 */
function buildMatchIndexes(snapshot: ListingSnapshot, isCurrent: () => boolean, previous?: ListingSnapshot) {
  const queue: CityId[] = CITIES.map((c) => c.id);
  const waiting = new Map<CityId, () => void>();
  const built = new Map<CityId, Promise<void>>(queue.map((city) => [city, new Promise<void>((resolve) => waiting.set(city, resolve))]));
  const done = (async () => {
    try {
      if (previous) {
        // After a write: the indexes of categories it did not touch are the previous snapshot's.
        const touched = await inSlices(touchedCategoriesSteps(previous, snapshot));
        for (const [key, index] of previous.matchOrders) {
          if (!touched.has(key.slice(0, key.indexOf(":"))) && !snapshot.matchOrders.has(key)) snapshot.matchOrders.set(key, index);
        }
      }
      while (queue.length > 0 && isCurrent()) {
        const city = queue.shift()!;
        await inSlices(cityMatchIndexSteps(snapshot, city));
        waiting.get(city)!();
        await nextTurn();
      }
    } finally {
      // Replaced (or failed): a waiting question goes on, and builds what it needs itself.
      for (const resolve of waiting.values()) resolve();
    }
  })();
  return {
    done,
    /** Resolves when this city's indexes are built (or the build stopped). */
    city(city: CityId): Promise<void> {
      const at = queue.indexOf(city);
      if (at > 0) queue.unshift(...queue.splice(at, 1));
      return built.get(city) ?? Promise.resolve();
    },
  };
}

function matchedVendorJson(e: Entry): string {
  return (e.matchedJson ??= JSON.stringify(
    matchedVendor({ id: e.id, slug: e.slug, businessName: e.businessName, category: e.category, city: e.city, startingPrice: e.startingPrice, rating: e.rating, reviewCount: e.reviewCount }),
  ));
}
function ownReasonsJson(e: Entry): string {
  return (e.ownReasonsJson ??= vendorOnlyReasons(e)
    .map((reason) => JSON.stringify(reason))
    .join(","));
}
const homeReasonJson = new Map<CityId, string>();

// What JSON.stringify writes for a finite number (its ToString), without the call: 36 per answer.
const numberJson = (value: number) => (Number.isFinite(value) ? String(value) : JSON.stringify(value));
// Text JSON writes as it is: printable ASCII without a quote or a backslash.
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/**
 * JSON.stringify(budgetReason(...)), written directly: stringifying the 36 reason objects of a full
 * matching was a fifth of writing its answer (decision 070). The same text, byte for byte; a text
 * JSON would escape goes through JSON.stringify.
 */
function budgetReasonJson(cost: number, budget: number, perGuest: boolean, guestCount: number): string {
  const reason = budgetReason(cost, budget, perGuest, guestCount);
  return PLAIN_JSON_TEXT.test(reason.text) ? `{"points":${numberJson(reason.points)},"text":"${reason.text}"}` : JSON.stringify(reason);
}

/**
 * A full matching's answer, from the snapshot alone: exactly JSON.stringify({ categories:
 * rankVendors(every vendor of the city, input) }), written straight from each winner's parts. A
 * vendor's own part and its reasons that depend on it alone are written once per snapshot; only the
 * budget and style reasons are worded per answer. No card and no database read (decision 060).
 */
export function matchAnswerFromSnapshot(snapshot: ListingSnapshot, input: VendorMatchInput, perCategory = MATCH_RESULTS_PER_CATEGORY): JsonText<{ categories: CategoryMatches[] }> {
  const city = input.city as CityId;
  const coupleStyles = styleBitsOf(input.styles);
  let home = homeReasonJson.get(city);
  if (home === undefined) homeReasonJson.set(city, (home = JSON.stringify(homeCityReason(city))));
  const styleReasons = new Map<number, string>();
  // The answer's pieces, joined once: one copy of its text, not one per match, category and answer.
  const out: string[] = ['{"categories":['];
  for (const { slug: category } of VENDOR_CATEGORIES) {
    if (!input.categories.includes(category)) continue;
    const budget = categoryBudget(input, category);
    const perGuest = PER_GUEST_CATEGORIES.includes(category);
    if (out.length > 1) out.push(",");
    out.push('{"category":', JSON.stringify(category), ',"budget":', JSON.stringify(budget), ',"matches":[');
    const winners = bestMatches(matchIndex(snapshot, category, city), { budget, guestCount: input.guestCount, styles: coupleStyles }, perCategory);
    for (let i = 0; i < winners.length; i++) {
      const { score, vendor: entry, cost, sharedStyles: shared } = winners[i]!;
      let style = styleReasons.get(shared);
      if (style === undefined) {
        const reason = styleReason(input.styles.filter((s) => (STYLE_BITS.get(s)! & shared) !== 0));
        styleReasons.set(shared, (style = reason ? `,${JSON.stringify(reason)}` : ""));
      }
      const own = ownReasonsJson(entry);
      out.push(i > 0 ? ',{"vendor":' : '{"vendor":', matchedVendorJson(entry), ',"score":', numberJson(score), ',"reasons":[', budgetReasonJson(cost, budget, perGuest, input.guestCount), style);
      if (own) out.push(",", own);
      if (entry.city === city) out.push(",", home);
      out.push("]}");
    }
    out.push("]}");
  }
  out.push("]}");
  return out.join("");
}

export interface SnapshotOptions {
  /** How long view counts (which leave the version alone) may be out of date, as in the search cache. */
  ttlMs?: number;
  now?: () => number;
  /** Up to this many vendors, their cards are read with the snapshot; past it, after it (see MAX_CARDS). */
  cardsWithLoad?: number;
  /** How many cards each read after the snapshot's load takes. */
  cardBatch?: number;
}

/**
 * The snapshot for the current catalog version, or undefined while the first one (or one after a
 * write) loads: the caller then asks the database, so nobody waits for a load and nobody sees a
 * catalog older than its version. A snapshot only past its age is still served while its view counts
 * are read again.
 */
export function createListingSnapshotSource(db: Database, { ttlMs = 60_000, now = Date.now, cardsWithLoad = MAX_CARDS, cardBatch = CARD_BATCH }: SnapshotOptions = {}) {
  const catalogue = catalogueVersionOf(db);
  let snapshot: ListingSnapshot | undefined;
  let loading: Promise<void> | undefined;
  let filling: Promise<void> | undefined;
  let indexing: { of: ListingSnapshot; build: ReturnType<typeof buildMatchIndexes> } | undefined;

  const reload = (version: number) => {
    loading ??= loadSnapshot(db, version, now(), cardsWithLoad)
      .then((loaded) => {
        const previous = snapshot;
        snapshot = loaded;
        indexing = { of: loaded, build: buildMatchIndexes(loaded, () => snapshot === loaded, previous) };
        indexing.build.done.catch(() => undefined);
        if (!loaded.cardsComplete) {
          filling = fillCards(db, loaded, () => snapshot === loaded, cardBatch, previous).catch(() => undefined);
        }
      })
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
    /**
     * The snapshot, waiting for a load in progress instead of answering without it: for matching,
     * whose answer without a snapshot reads every vendor of the city (seconds at 10,000 vendors,
     * and on the embedded database that read also holds up the load). Undefined if the load failed.
     */
    async ready(): Promise<ListingSnapshot | undefined> {
      const found = await this.current();
      if (found || !loading) return found;
      await loading;
      return this.current();
    },
    /**
     * The snapshot with the city's match indexes built, for matching: a question asked while they are
     * being built (right after a load) waits for its city's, which are then built next.
     */
    async readyToMatch(city: CityId): Promise<ListingSnapshot | undefined> {
      const found = await this.ready();
      if (found && indexing?.of === found) await indexing.build.city(city);
      return found;
    },
    /** Resolves when a load in progress has finished (for tests). */
    settled: () => loading ?? Promise.resolve(),
    /** Resolves when the match indexes of the last load are built (for tests). */
    matchIndexed: () => indexing?.build.done ?? Promise.resolve(),
    /** Resolves when the cards read after the last load are all in (for tests). */
    cardsFilled: () => filling ?? Promise.resolve(),
  };
}

const sources = new WeakMap<Database, ReturnType<typeof createListingSnapshotSource>>();

/** The snapshot source of this database handle: one per handle, so per server process. */
export function listingSnapshotSourceOf(db: Database): ReturnType<typeof createListingSnapshotSource> {
  let source = sources.get(db);
  if (!source) sources.set(db, (source = createListingSnapshotSource(db)));
  return source;
}
