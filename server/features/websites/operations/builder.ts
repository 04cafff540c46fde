import { and, eq, ne } from "drizzle-orm";
import { siteContentSchema, siteSlugSchema, suggestedSlug, SITE_SECTIONS, type SiteSettingsInput, siteSettingsSchema } from "../../../../domain/websites.ts";
import { weddingWebsiteSlugs, weddingWebsites } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ApiError } from "../../../http/errors.ts";
import { readCoupleProfile } from "../../account/planning.ts";
import type { AppDeps } from "../../../deps.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import { loadEvents } from "../../guests/index.ts";
import { dayOfEventsOfCouple } from "../../timeline/index.ts";
import { forgetRenderedSite } from "../page/cache.ts";
import { householdCodesOf } from "./public.ts";
import { sitePhotoUrls } from "./photos.ts";
import { savedVenuesOf, siteOfCouple, siteSettingsView, type Reader, type SiteDeps } from "../rows.ts";
import { composeSite } from "./compose.ts";
import { hashSitePassword } from "./password.ts";

const slugTaken = () => new ApiError(409, "slug_taken", "That address is taken. Try another, like your names with the year.", { slug: ["That address is taken."] });

/** Whether an address is free for this couple's site (their own current and old addresses are theirs). */
export async function checkSlug(deps: SiteDeps, coupleId: string, raw: string) {
  const parsed = siteSlugSchema.safeParse(raw);
  if (!parsed.success) return { slug: raw, available: false, message: parsed.error.issues[0]!.message };
  const slug = parsed.data;
  const own = await siteOfCouple(deps.db, coupleId);
  const [holder] = await deps.db.select({ websiteId: weddingWebsiteSlugs.websiteId }).from(weddingWebsiteSlugs).where(eq(weddingWebsiteSlugs.slug, slug)).limit(1);
  if (holder && holder.websiteId !== own?.id) return { slug, available: false, message: "That address is taken. Try another, like your names with the year." };
  return { slug, available: true, message: "That address is free." };
}

/** A first address from the couple's names that no other site holds ("jordan-and-sam", then "jordan-and-sam-2"...). */
async function freeSuggestedSlug(db: Reader, base: string): Promise<string> {
  for (let n = 1; n < 50; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ slug: weddingWebsiteSlugs.slug }).from(weddingWebsiteSlugs).where(eq(weddingWebsiteSlugs.slug, candidate)).limit(1);
    if (!taken && siteSlugSchema.safeParse(candidate).success) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/**
 * The builder's data: the couple's saved choices (or the first draft made from their planning), what
 * the site reads from their planning, and the preview.
 */
export async function readBuilder(deps: SiteDeps, coupleId: string) {
  const { db } = deps;
  const [row, profile, events, venues, dayOf, householdCodes] = await Promise.all([
    siteOfCouple(db, coupleId),
    readCoupleProfile(db, coupleId),
    loadEvents(db, coupleId),
    savedVenuesOf(db, coupleId),
    dayOfEventsOfCouple(db, coupleId),
    householdCodesOf(db, coupleId),
  ]);
  const planning = {
    partner1: profile?.partner1Name ?? "",
    partner2: profile?.partner2Name ?? "",
    weddingDate: profile?.weddingDate ?? null,
    city: profile?.city ?? null,
    venues: venues.map((v) => ({ id: v.id, name: v.name, address: v.address })),
    events: events.map((e) => ({ id: e.id, name: e.name, kind: e.kind, date: e.eventDate, time: e.startTime, place: e.location })),
    dayOf: dayOf.map((e) => ({ id: e.id, title: e.title, startMinutes: e.startMinutes, place: e.place })),
    householdCodes,
  };
  if (row) return { saved: true as const, settings: siteSettingsView(row), planning, preview: await composeSite(db, row, { invitedEventIds: new Set(), everything: true }) };
  // The first draft: the couple's names for the address, every section on, the ceremony and reception on everyone's schedule.
  const draft = {
    slug: await freeSuggestedSlug(db, suggestedSlug(profile?.partner1Name, profile?.partner2Name)),
    design: "garden" as const,
    palette: "sage" as const,
    sections: [...SITE_SECTIONS],
    privacy: "public" as const,
    hasPassword: false,
    protectedSections: [],
    rsvpLookup: "name" as const,
    content: siteContentSchema.parse({ publicEventIds: events.filter((e) => e.kind === "ceremony" || e.kind === "reception").map((e) => e.id) }),
    published: false,
    publishedAt: null,
  };
  return { saved: false as const, settings: draft, planning, preview: null };
}

/** Saves the builder in one transaction: the site row and, for a new address, its slug (the old one stays and redirects). */
export async function saveSite(deps: SiteDeps & Pick<AppDeps, "storage">, coupleId: string, input: ReturnType<typeof siteSettingsSchema.parse>, now = new Date()) {
  const passwordHash = input.password ? await hashSitePassword(input.password) : undefined;
  const newSectionHashes = Object.fromEntries(
    await Promise.all(Object.entries(input.sectionPasswords).filter(([, value]) => value !== "keep").map(async ([section, value]) => [section, await hashSitePassword(value)] as const)),
  );
  const dayOf = new Set((await dayOfEventsOfCouple(deps.db, coupleId)).map((e) => e.id));
  if (Object.values(input.content.timelineLinks).some((id) => !dayOf.has(id))) {
    throw new ApiError(400, "invalid_input", "One of the day-of schedule's events is gone. Reload the page and try again.", { "content.timelineLinks": ["Not one of your day-of events."] });
  }
  const events = new Set((await loadEvents(deps.db, coupleId)).map((e) => e.id));
  const unknownEvent = [...input.content.publicEventIds, ...Object.keys(input.content.dressCodes)].find((id) => !events.has(id));
  if (unknownEvent) throw new ApiError(400, "invalid_input", "One of the events is not in your guest list any more. Reload the page and try again.", { "content.publicEventIds": ["Not one of your events."] });
  if (input.content.venueId && !(await savedVenuesOf(deps.db, coupleId)).some((v) => v.id === input.content.venueId)) {
    throw new ApiError(400, "invalid_input", "Choose one of your saved venues.", { "content.venueId": ["Choose one of your saved venues."] });
  }
  let removedPhotos: string[] = [];
  let siteId: string | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const existing = await siteOfCouple(tx, coupleId);
      // Photos are this site's own uploads; a photo dropped from the site is deleted after the save.
      const ownPrefix = `/media/websites/${existing?.id ?? "-"}/`;
      const photos = sitePhotoUrls(input.content);
      if (photos.some((url) => !url.startsWith(ownPrefix))) {
        throw new ApiError(400, "invalid_input", "One of the photos is not one of this site's uploads. Upload it again.", { "content.gallery": ["Upload the photo again."] });
      }
      if (input.content.previewPhotoUrl && !photos.includes(input.content.previewPhotoUrl)) {
        throw new ApiError(400, "invalid_input", "Choose the link-preview picture from your gallery or wedding-party photos.", { "content.previewPhotoUrl": ["Choose one of your photos."] });
      }
      const keptSections = Object.entries(input.sectionPasswords).filter(([, value]) => value === "keep");
      const missing = keptSections.find(([section]) => !existing?.sectionPasswordHashes?.[section]);
      if (missing) throw new ApiError(400, "invalid_input", "Set a password for each page you protect.", { [`sectionPasswords.${missing[0]}`]: ["Set a password for this page."] });
      const sectionPasswordHashes = { ...Object.fromEntries(keptSections.map(([section]) => [section, existing!.sectionPasswordHashes[section]!])), ...newSectionHashes };
      removedPhotos = existing ? sitePhotoUrls(siteSettingsView(existing).content).filter((url) => !photos.includes(url)) : [];
      if (input.privacy === "password" && !passwordHash && !existing?.passwordHash) {
        throw new ApiError(400, "invalid_input", "Set a password for a password-protected site.", { password: ["Set a password guests will type."] });
      }
      const [holder] = await tx.select({ websiteId: weddingWebsiteSlugs.websiteId }).from(weddingWebsiteSlugs).where(eq(weddingWebsiteSlugs.slug, input.slug)).limit(1);
      if (holder && holder.websiteId !== existing?.id) throw slugTaken();
      const values = {
        slug: input.slug,
        design: input.design,
        palette: input.palette,
        sections: input.sections,
        privacy: input.privacy,
        rsvpLookup: input.rsvpLookup,
        content: input.content,
        sectionPasswordHashes,
        updatedAt: now,
        ...(passwordHash ? { passwordHash } : {}),
      };
      const [site] = existing
        ? await tx.update(weddingWebsites).set(values).where(eq(weddingWebsites.id, existing.id)).returning()
        : await tx.insert(weddingWebsites).values({ coupleId, ...values }).returning();
      if (!holder) await tx.insert(weddingWebsiteSlugs).values({ slug: input.slug, websiteId: site!.id });
      siteId = site!.id;
    });
  } catch (error) {
    // Two couples taking one address at the same moment: the slug's primary key decides.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (siteId) forgetRenderedSite(siteId);
  await removeFiles(deps.storage, deps.logger, removedPhotos);
  return readBuilder(deps, coupleId);
}

export async function setPublished(deps: SiteDeps, coupleId: string, published: boolean, now = new Date()) {
  const [row] = await deps.db
    .update(weddingWebsites)
    .set({ published, publishedAt: published ? now : null, updatedAt: now })
    .where(and(eq(weddingWebsites.coupleId, coupleId), ne(weddingWebsites.published, published)))
    .returning({ id: weddingWebsites.id });
  if (row) forgetRenderedSite(row.id);
  if (!row && !(await siteOfCouple(deps.db, coupleId))) throw new ApiError(409, "site_not_saved", "Save your website before publishing it.");
  return readBuilder(deps, coupleId);
}

export type { SiteSettingsInput };
