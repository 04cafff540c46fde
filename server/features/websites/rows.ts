import { desc, eq } from "drizzle-orm";
import { isUuid } from "../../../domain/ids.ts";
import { siteContentSchema, type SiteContent, type SitePrivacy, type RsvpLookup, type SiteSection, SITE_SECTIONS } from "../../../domain/websites.ts";
import type { Database } from "../../db/client.ts";
import { savedVenues, venues, weddingWebsiteSlugs, weddingWebsites } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import type { AppDeps } from "../../deps.ts";

export type SiteDeps = Pick<AppDeps, "db" | "config" | "logger">;
export type Reader = Pick<Database, "select" | "execute">;
export type WebsiteRow = typeof weddingWebsites.$inferSelect;

/** The same answer for an unknown address, an unpublished draft and a removed site: nothing is revealed. */
export const siteNotFound = () => new ApiError(404, "site_not_found", "We couldn't find that wedding website. Check the address the couple shared with you.");

export async function siteOfCouple(db: Reader, coupleId: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(weddingWebsites).where(eq(weddingWebsites.coupleId, coupleId)).limit(1);
  return row;
}

/** A site by its id, its current slug or an old one; `redirectTo` is set when the address is not the current slug. */
export async function siteAt(db: Reader, address: string): Promise<{ site: WebsiteRow; redirectTo: string | null } | undefined> {
  if (isUuid(address)) {
    const [site] = await db.select().from(weddingWebsites).where(eq(weddingWebsites.id, address)).limit(1);
    return site ? { site, redirectTo: null } : undefined;
  }
  const [row] = await db
    .select({ site: weddingWebsites })
    .from(weddingWebsiteSlugs)
    .innerJoin(weddingWebsites, eq(weddingWebsites.id, weddingWebsiteSlugs.websiteId))
    .where(eq(weddingWebsiteSlugs.slug, address.toLowerCase()))
    .limit(1);
  if (!row) return undefined;
  return { site: row.site, redirectTo: row.site.slug === address ? null : row.site.slug };
}

/** What the couple chose, as the builder and the site read it (stored content is parsed, so an older shape still reads). */
export function siteSettingsView(row: WebsiteRow) {
  const content = siteContentSchema.safeParse(row.content);
  return {
    id: row.id,
    slug: row.slug,
    design: row.design,
    palette: row.palette,
    sections: row.sections.filter((s): s is SiteSection => (SITE_SECTIONS as readonly string[]).includes(s)),
    privacy: row.privacy as SitePrivacy,
    hasPassword: row.passwordHash !== null,
    /** Sections with a password of their own (never the hashes). */
    protectedSections: Object.keys(row.sectionPasswordHashes ?? {}).filter((s): s is SiteSection => (SITE_SECTIONS as readonly string[]).includes(s)),
    rsvpLookup: row.rsvpLookup as RsvpLookup,
    content: content.success ? content.data : siteContentSchema.parse({}),
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type SiteSettingsView = ReturnType<typeof siteSettingsView>;
export type { SiteContent };

/** The couple's saved venues, newest first: the site's venue is one of them (the newest unless the couple picked another). */
export async function savedVenuesOf(db: Reader, coupleId: string) {
  return db
    .select({ id: venues.id, name: venues.name, address: venues.address, city: venues.city, slug: venues.slug })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(eq(savedVenues.userId, coupleId))
    .orderBy(desc(savedVenues.createdAt))
    .limit(20);
}
