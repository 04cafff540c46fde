import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { PUBLIC_PAGE_PATHS, vendorPagePath, venuePagePath } from "../../domain/public-pages.ts";
import type { Database } from "../db/client.ts";
import { vendors, venues } from "../db/schema/index.ts";

/** Sitemaps hold at most 50,000 addresses; past that the file would need an index of several. */
const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** /sitemap.xml: every public page and every published venue and vendor, from the database. */
export async function sitemapXml(c: Context, db: Database, origin: string) {
  const listed = await db
    .select({ slug: venues.slug, updatedAt: venues.updatedAt })
    .from(venues)
    .where(eq(venues.published, true))
    .orderBy(asc(venues.slug))
    .limit(SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length);
  const listedVendors = await db
    .select({ slug: vendors.slug, updatedAt: vendors.updatedAt })
    .from(vendors)
    .where(eq(vendors.published, true))
    .orderBy(asc(vendors.slug))
    .limit(Math.max(0, SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length - listed.length));
  const entry = (path: string, lastModified?: Date) =>
    `<url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGE_PATHS.map((path) => entry(path)),
    ...listed.map((venue) => entry(venuePagePath(venue.slug), new Date(venue.updatedAt))),
    ...listedVendors.map((vendor) => entry(vendorPagePath(vendor.slug), new Date(vendor.updatedAt))),
    "</urlset>",
  ].join("\n");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(body, 200, { "Content-Type": "application/xml; charset=UTF-8" });
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
