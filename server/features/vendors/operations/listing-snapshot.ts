import { asc, eq, inArray, sql } from "drizzle-orm";
import type { CityId } from "../../../../domain/cities.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorCard, VendorListResult } from "../../../../domain/vendor-cards.ts";
import {
  budgetReason,
  categoryBudget,
  compareMatches,
  homeCityReason,
  MATCH_POINTS,
  MATCH_VARIABLE_MAX,
  matchedVendor,
  matchFixedPoints,
  matchVariablePoints,
  PER_GUEST_CATEGORIES,
  styleReason,
  vendorOnlyReasons,
  type CategoryMatches,
} from "../../../../domain/vendor-matching.ts";
import { averageRating, MATCH_RESULTS_PER_CATEGORY, priceBand, VENDOR_STYLES, VENDOR_PAGE_SIZE, type VendorListQuery, type VendorMatchInput, type VendorSort } from "../../../../domain/vendors.ts";
import { catalogueVersionOf } from "../../../db/catalogue-version.ts";
import type { Database } from "../../../db/client.ts";
import { vendorPortfolioImages, vendors } from "../../../db/schema/index.ts";
import { versionReadForThisSearch, type JsonText } from "../../../http/search-cache.ts";
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

/**
 * A vendor as matching in one city sees it: its fixed points there, and what the couple-dependent
 * points read, worked out once (the price, whether it scales with guests, its styles as bits).
 */
interface MatchEntry {
  entry: Entry;
  fixed: number;
  startingPrice: number;
  perGuest: boolean;
  styleBits: number;
}

/**
 * A category's vendors in one city for matching, each list best fixed points first: everyone, and per
 * style the vendors listing it. Only a vendor sharing a style with the couple can earn style points,
 * so the walk takes those from the style lists and the rest from `everyone` with a lower bound.
 */
interface MatchGroup {
  everyone: readonly MatchEntry[];
  byStyle: ReadonlyMap<string, readonly MatchEntry[]>;
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
  /** Per "category:city": the vendors working there for matching, best fixed points first (see MatchGroup). */
  matchOrders: Map<string, MatchGroup>;
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

type FactsRow = [string, string, string, string, string, string[], number, string[], number, number, number, number, number];
type CardExtraRow = [string, string, string | null, string | null, string | null, string | null];

/**
 * Two statements, each one JSON value: PGlite hands back one text far faster than ten thousand rows of
 * arrays. The facts in name order; then, while the catalog is small enough, every card's remaining
 * columns with its cover found by one pass over the portfolio pictures (not one lookup per vendor).
 */
async function loadSnapshot(db: Database, version: number, loadedAt: number): Promise<ListingSnapshot> {
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
  if (entries.length <= MAX_CARDS) {
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
  return { version, loadedAt, entries, groups: new Map(), orders: new Map(), matchOrders: new Map(), cards };
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

/** compareMatches (score, then name as JavaScript compares, then id) with the name's rank worked out at load. */
function compareRanked(a: { score: number; entry: Entry }, b: { score: number; entry: Entry }): number {
  return b.score - a.score || a.entry.matchNameRank - b.entry.matchNameRank || compareMatches({ score: 0, businessName: "", id: a.entry.id }, { score: 0, businessName: "", id: b.entry.id });
}

const STYLE_BITS = new Map<string, number>(VENDOR_STYLES.map((style, i) => [style.id, 1 << i]));
const styleBitsOf = (styles: readonly string[]) => styles.reduce((bits, style) => bits | (STYLE_BITS.get(style) ?? 0), 0);
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

function matchGroup(snapshot: ListingSnapshot, category: VendorCategorySlug, city: CityId): MatchGroup {
  const key = `${category}:${city}`;
  let found = snapshot.matchOrders.get(key);
  if (!found) {
    const perGuest = PER_GUEST_CATEGORIES.includes(category);
    const everyone = group(snapshot, category, city)
      .map((entry): MatchEntry => ({ entry, fixed: matchFixedPoints(entry, city), startingPrice: entry.startingPrice, perGuest, styleBits: styleBitsOf(entry.styles) }))
      .sort((a, b) => b.fixed - a.fixed);
    const byStyle = new Map(VENDOR_STYLES.map((style) => [style.id, everyone.filter((m) => (m.styleBits & STYLE_BITS.get(style.id)!) !== 0)]));
    found = { everyone, byStyle };
    snapshot.matchOrders.set(key, found);
  }
  return found;
}

/**
 * The best `perCategory` vendors of one category for this couple, in rankVendors' order, with their
 * scores: matchScore's very number, here added up from its fixed and variable parts.
 *
 * Each list is walked best fixed points first and left once even its best possible score is below
 * the last kept one: fixed + the most budget and style points for vendors sharing one of the
 * couple's styles (their style lists), fixed + the most budget points for everyone else. A vendor in
 * two lists is scored twice and kept once.
 */
function categoryWinners(snapshot: ListingSnapshot, input: VendorMatchInput, category: VendorCategorySlug, coupleStyles: number, perCategory: number): Winner[] {
  const budget = categoryBudget(input, category);
  const { everyone, byStyle } = matchGroup(snapshot, category, input.city);
  const best: Winner[] = [];
  const walk = (list: readonly MatchEntry[], most: number) => {
    for (const m of list) {
      if (best.length === perCategory && m.fixed + most < best[perCategory - 1]!.score) return;
      const cost = m.perGuest ? Math.round((m.startingPrice * input.guestCount) / 100) : m.startingPrice;
      const score = Math.round((matchVariablePoints(cost, budget, bitCount(m.styleBits & coupleStyles)) + m.fixed) * 10) / 10;
      if (best.length === perCategory && score < best[perCategory - 1]!.score) continue;
      if (best.some((b) => b.entry === m.entry)) continue;
      const candidate = { score, entry: m.entry, match: m, cost };
      if (best.length === perCategory && compareRanked(candidate, best[perCategory - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && compareRanked(candidate, best[at - 1]!) < 0) at--;
      best.splice(at, 0, candidate);
      if (best.length > perCategory) best.pop();
    }
  };
  for (const style of new Set(input.styles)) walk(byStyle.get(style) ?? [], MATCH_VARIABLE_MAX);
  // Sharing no style, a vendor can add budget points only.
  walk(everyone, MATCH_VARIABLE_MAX - MATCH_POINTS.maxStyle);
  return best;
}

interface Winner {
  score: number;
  entry: Entry;
  match: MatchEntry;
  /** What the vendor would cost this couple (estimatedCost). */
  cost: number;
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
  const parts: string[] = [];
  for (const { slug: category } of VENDOR_CATEGORIES) {
    if (!input.categories.includes(category)) continue;
    const budget = categoryBudget(input, category);
    const matches = categoryWinners(snapshot, input, category, coupleStyles, perCategory).map(({ score, entry, match, cost }) => {
      const shared = match.styleBits & coupleStyles;
      let style = styleReasons.get(shared);
      if (style === undefined) {
        const reason = styleReason(input.styles.filter((s) => (STYLE_BITS.get(s)! & shared) !== 0));
        styleReasons.set(shared, (style = reason ? JSON.stringify(reason) : ""));
      }
      let reasons = JSON.stringify(budgetReason(cost, budget, match.perGuest, input.guestCount));
      if (style) reasons += `,${style}`;
      const own = ownReasonsJson(entry);
      if (own) reasons += `,${own}`;
      if (entry.city === city) reasons += `,${home}`;
      return `{"vendor":${matchedVendorJson(entry)},"score":${JSON.stringify(score)},"reasons":[${reasons}]}`;
    });
    parts.push(`{"category":${JSON.stringify(category)},"budget":${JSON.stringify(budget)},"matches":[${matches.join(",")}]}`);
  }
  return `{"categories":[${parts.join(",")}]}`;
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
