import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import type { Context } from "hono";
import { blogPostPath } from "../../domain/blog.ts";
import { PUBLIC_PAGE_PATHS, vendorPagePath, venuePagePath } from "../../domain/public-pages.ts";
import { createCatalogCache } from "../db/catalog-cache.ts";
import type { Database } from "../db/client.ts";
import { blogPosts, vendorGalleries, vendorGalleryImages, vendors, venues } from "../db/schema/index.ts";
import { vendorGalleryPath } from "../../domain/vendor-galleries.ts";

/** A blog article readers can open: published, and its time has come. */
const liveBlogPost = () => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, sql`now()`));

/** A vendor's gallery couples can open (decision 049): a live code, a published listing, at least one image. */
const liveGallery = () =>
  sql`${vendorGalleries.code} is not null and exists (select 1 from ${vendors} where ${vendors.id} = ${vendorGalleries.vendorId} and ${vendors.published}) and exists (select 1 from ${vendorGalleryImages} where ${vendorGalleryImages.vendorId} = ${vendorGalleries.vendorId})`;

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); past that /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Where one numbered sitemap file of an index is. */
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

interface Listed {
  path: string;
  lastModified?: Date;
}

/**
 * The addresses in sitemap order (public pages, then published venues, published vendors and live blog articles, each
 * by slug) from `offset`, at most `limit`: a numbered file reads only its own slice.
 */
async function listedSlice(db: Database, offset: number, limit: number): Promise<Listed[]> {
  const out: Listed[] = PUBLIC_PAGE_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
  let skip = Math.max(0, offset - PUBLIC_PAGE_PATHS.length);
  const [venueCount] = await db.select({ n: count() }).from(venues).where(eq(venues.published, true));
  const venueTotal = venueCount?.n ?? 0;
  if (out.length < limit && skip < venueTotal) {
    const rows = await db
      .select({ slug: venues.slug, updatedAt: venues.updatedAt })
      .from(venues)
      .where(eq(venues.published, true))
      .orderBy(asc(venues.slug))
      .offset(skip)
      .limit(limit - out.length);
    out.push(...rows.map((venue) => ({ path: venuePagePath(venue.slug), lastModified: new Date(venue.updatedAt) })));
  }
  skip = Math.max(0, skip - venueTotal);
  if (out.length < limit) {
    const rows = await db
      .select({ slug: vendors.slug, updatedAt: vendors.updatedAt })
      .from(vendors)
      .where(eq(vendors.published, true))
      .orderBy(asc(vendors.slug))
      .offset(skip)
      .limit(limit - out.length);
    out.push(...rows.map((vendor) => ({ path: vendorPagePath(vendor.slug), lastModified: new Date(vendor.updatedAt) })));
  }
  if (out.length < limit) {
    const [vendorCount] = await db.select({ n: count() }).from(vendors).where(eq(vendors.published, true));
    skip = Math.max(0, skip - (vendorCount?.n ?? 0));
    const rows = await db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(liveBlogPost())
      .orderBy(asc(blogPosts.slug))
      .offset(skip)
      .limit(limit - out.length);
    out.push(...rows.map((post) => ({ path: blogPostPath(post.slug), lastModified: new Date(post.updatedAt) })));
  }
  if (out.length < limit) {
    const [postCount] = await db.select({ n: count() }).from(blogPosts).where(liveBlogPost());
    skip = Math.max(0, skip - (postCount?.n ?? 0));
    const rows = await db
      .select({ code: vendorGalleries.code, updatedAt: vendorGalleries.updatedAt })
      .from(vendorGalleries)
      .where(liveGallery())
      .orderBy(asc(vendorGalleries.code))
      .offset(skip)
      .limit(limit - out.length);
    out.push(...rows.map((gallery) => ({ path: vendorGalleryPath(gallery.code!), lastModified: new Date(gallery.updatedAt) })));
  }
  return out;
}

async function listedTotal(db: Database): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${venues} where published) + (select count(*) from ${vendors} where published) + (select count(*) from ${blogPosts} where ${liveBlogPost()}) + (select count(*) from ${vendorGalleries} where ${liveGallery()})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return PUBLIC_PAGE_PATHS.length + (row?.n ?? 0);
}

const urlset = (origin: string, listed: readonly Listed[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map(({ path, lastModified }) => `<url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""}</url>`),
    "</urlset>",
  ].join("\n");

/**
 * The body of /sitemap.xml (`part` undefined) or of one numbered file of its index: every public page
 * and every published venue and vendor. Up to `maxUrls` addresses /sitemap.xml lists them itself;
 * past that it is a sitemap index of files holding `maxUrls` each. Undefined for a file that does not exist.
 */
export async function sitemapDocument(db: Database, origin: string, part?: number, maxUrls = SITEMAP_MAX_URLS): Promise<string | undefined> {
  const total = await listedTotal(db);
  const parts = Math.ceil(total / maxUrls);
  if (part === undefined) {
    if (parts <= 1) return urlset(origin, await listedSlice(db, 0, maxUrls));
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc></sitemap>`),
      "</sitemapindex>",
    ].join("\n");
  }
  if (parts <= 1 || !Number.isInteger(part) || part < 1 || part > parts) return undefined;
  return urlset(origin, await listedSlice(db, (part - 1) * maxUrls, maxUrls));
}

/**
 * /sitemap.xml and /sitemaps/N.xml. At 100,000 vendors a file takes a moment to write, so each is kept
 * per process while the catalog is unchanged, for at most ten minutes (crawlers are told an hour).
 */
export function createSitemaps(db: Database, origin: string) {
  const cache = createCatalogCache<string | undefined>(db, { ttlMs: 10 * 60_000, maxEntries: 20 });
  const send = async (c: Context, part?: number) => {
    const body = await cache.get(String(part ?? "index"), () => sitemapDocument(db, origin, part));
    if (body === undefined) return c.text("Not found", 404);
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(body, 200, { "Content-Type": "application/xml; charset=UTF-8" });
  };
  return {
    index: (c: Context) => send(c),
    part: (c: Context) => {
      const match = /^(\d{1,4})\.xml$/.exec(c.req.param("file") ?? "");
      return match ? send(c, Number(match[1])) : c.text("Not found", 404);
    },
  };
}

/** /robots.txt: everything public may be crawled; the API and personal screens are no one's search result. */
export function robotsTxt(c: Context, origin: string) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /couple-account",
    "Disallow: /venue-owner-account",
    "Disallow: /vendor-account",
    "Disallow: /venue-owner-dashboard",
    "Disallow: /planning/budget-tracker",
    "Disallow: /password-reset",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(body);
}
