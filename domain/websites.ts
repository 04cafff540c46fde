import { z } from "zod";
import { isHttpUrl, HTTP_URL_MESSAGE } from "./web-address.ts";
import "./zod-messages.ts";

/**
 * Wedding websites (issue 30, decision 029): what the couple chooses (address, design, palette,
 * sections, privacy) and writes (story, travel, FAQ...). Names, date, city, venue and the events are
 * never stored here: the site reads them from the couple's profile and guest list on every visit.
 */

/** A readable address /wedding/{slug}: lowercase letters, digits and single hyphens. */
export const SITE_SLUG_MIN = 3;
export const SITE_SLUG_MAX = 60;

/** Addresses a site may not take: they read as the product's own pages or could mislead a guest. */
export const RESERVED_SITE_SLUGS: ReadonlySet<string> = new Set([
  "admin", "api", "app", "assets", "auth", "login", "logout", "signup", "sign-in", "sign-up", "account", "settings", "help", "support",
  "faq", "about", "contact", "privacy", "terms", "rsvp", "media", "static", "www", "mail", "email", "blog", "planning", "vendors",
  "venues", "couple", "couples", "wedding", "weddings", "serviceberry", "juneberry", "june", "grace", "official", "security", "new", "edit",
]);

export const siteSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SITE_SLUG_MIN, `Use at least ${SITE_SLUG_MIN} characters for the address.`)
  .max(SITE_SLUG_MAX, `Keep the address to ${SITE_SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, numbers and single hyphens (like jordan-and-sam), starting and ending with a letter or number.")
  .refine((slug) => !RESERVED_SITE_SLUGS.has(slug), "That address is reserved. Try one with your names, like jordan-and-sam.");

/** The address suggested from the couple's names ("Jordan" and "Sam Lee" -> "jordan-and-sam"). */
export function suggestedSlug(partner1: string | null | undefined, partner2: string | null | undefined): string {
  const first = (name: string | null | undefined) =>
    (name ?? "")
      .trim()
      .split(/\s+/)[0]!
      .normalize("NFKD")
      .replace(/[^\w-]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  const parts = [first(partner1), first(partner2)].filter(Boolean);
  const slug = parts.length === 2 ? `${parts[0]}-and-${parts[1]}` : parts[0] ? `${parts[0]}-wedding` : "our-wedding";
  return slug.slice(0, SITE_SLUG_MAX).replace(/-+$/, "");
}

/** Six designs written for Serviceberry: heading type, layout of the opening, and a default palette. */
export const SITE_DESIGNS = [
  { id: "garden", name: "Garden", font: "serif", layout: "centered", palette: "sage", description: "Soft serif headings, centered, with room to breathe." },
  { id: "modern", name: "Modern", font: "sans", layout: "left", palette: "charcoal", description: "Clean geometric type set to the left." },
  { id: "classic", name: "Classic", font: "serif", layout: "framed", palette: "plum", description: "A framed opening with formal serif type." },
  { id: "coastal", name: "Coastal", font: "sans", layout: "centered", palette: "harbor", description: "Airy sans-serif type with a calm, centered layout." },
  { id: "rustic", name: "Rustic", font: "serif", layout: "left", palette: "terracotta", description: "Warm serif headings set to the left, like a barn-door sign." },
  { id: "evening", name: "Evening", font: "sans", layout: "framed", palette: "midnight", description: "A framed opening on a dark ground for an evening celebration." },
] as const;
export type SiteDesignId = (typeof SITE_DESIGNS)[number]["id"];
export const SITE_DESIGN_IDS = SITE_DESIGNS.map((d) => d.id) as [SiteDesignId, ...SiteDesignId[]];

/**
 * Palettes: background, text, accent (buttons, links) and the text on the accent. Every pair used for
 * text meets WCAG AA (4.5:1); checked in websites.test.ts.
 */
export const SITE_PALETTES = [
  { id: "sage", name: "Sage", background: "#f7f5ef", surface: "#ffffff", text: "#243127", muted: "#4f5d52", accent: "#3f6b4d", onAccent: "#ffffff" },
  { id: "charcoal", name: "Charcoal", background: "#ffffff", surface: "#f4f4f5", text: "#1f2328", muted: "#4b5259", accent: "#2f4a6d", onAccent: "#ffffff" },
  { id: "plum", name: "Plum", background: "#fbf8f4", surface: "#ffffff", text: "#2b1d2a", muted: "#5b4a58", accent: "#6b2f5f", onAccent: "#ffffff" },
  { id: "harbor", name: "Harbor", background: "#f3f7f9", surface: "#ffffff", text: "#14283a", muted: "#3f5566", accent: "#1f5f80", onAccent: "#ffffff" },
  { id: "terracotta", name: "Terracotta", background: "#fbf5ee", surface: "#ffffff", text: "#3a2418", muted: "#634838", accent: "#9a4523", onAccent: "#ffffff" },
  { id: "midnight", name: "Midnight", background: "#161b2e", surface: "#222942", text: "#f3efe6", muted: "#c9c3b6", accent: "#e3c77d", onAccent: "#161b2e" },
] as const;
export type SitePaletteId = (typeof SITE_PALETTES)[number]["id"];
export const SITE_PALETTE_IDS = SITE_PALETTES.map((p) => p.id) as [SitePaletteId, ...SitePaletteId[]];

export const siteDesign = (id: string) => SITE_DESIGNS.find((d) => d.id === id) ?? SITE_DESIGNS[0];
export const sitePalette = (id: string) => SITE_PALETTES.find((p) => p.id === id) ?? SITE_PALETTES[0];

/** The sections a couple turns on and orders. "home" always opens the site. */
export const SITE_SECTIONS = ["story", "schedule", "wedding-party", "gallery", "travel", "things-to-do", "registry", "faq", "rsvp", "song-requests"] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];
export const SITE_SECTION_LABELS: Record<SiteSection, string> = {
  story: "Our story",
  schedule: "Schedule",
  "wedding-party": "Wedding party",
  gallery: "Photos",
  travel: "Travel and hotels",
  "things-to-do": "Things to do",
  registry: "Registry",
  faq: "FAQ",
  rsvp: "RSVP",
  "song-requests": "Song requests",
};

export const SITE_PRIVACY = ["public", "password", "invited"] as const;
export type SitePrivacy = (typeof SITE_PRIVACY)[number];
export const SITE_PRIVACY_LABELS: Record<SitePrivacy, string> = {
  public: "Public: anyone with the link",
  password: "Password: guests type the password you share",
  invited: "Invited guests only: guests find their invitation first",
};

/** How a guest finds their invitation on the site. */
export const RSVP_LOOKUPS = ["name", "exact", "code"] as const;
export type RsvpLookup = (typeof RSVP_LOOKUPS)[number];
export const RSVP_LOOKUP_LABELS: Record<RsvpLookup, string> = {
  name: "By name, forgiving small typos",
  exact: "Only by their exact full name",
  code: "Only by their household's code (printed on the invitation)",
};

/**
 * A household's code: 8 letters and digits in two groups ("K7QM-3XPA"), without look-alikes (0/O, 1/I/L).
 * The server derives it from the household's RSVP token, so nothing new is stored.
 */
export const HOUSEHOLD_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const householdCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((code) => code.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, "Type the 8-character code from your invitation, like K7QM-3XPA."));
export const formatHouseholdCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

const text = (max: number, what: string) => z.string().trim().max(max, `Keep ${what} to ${max} characters.`);
const httpUrl = z
  .string()
  .trim()
  .max(500, "Keep the web address to 500 characters.")
  .refine((value) => isHttpUrl(value), HTTP_URL_MESSAGE);

export const SITE_FAQ_MAX = 20;
export const SITE_REGISTRY_MAX = 10;
export const SITE_HOTELS_MAX = 6;
export const SITE_GALLERY_MAX = 24;
export const SITE_PARTY_MAX = 16;

/** An uploaded photo of the site: its address is one the server gave this site (checked on save). */
const sitePhotoSchema = z.object({
  url: z.string().max(300).regex(/^\/media\/websites\/[a-f0-9-]+\/[a-z0-9]+\.webp$/, "That photo is not one of this site's uploads."),
  thumbUrl: z.string().max(300).regex(/^\/media\/websites\/[a-f0-9-]+\/[a-z0-9]+-thumb\.webp$/, "That photo is not one of this site's uploads."),
  width: z.number().int().positive().max(10_000),
  height: z.number().int().positive().max(10_000),
});
export type SitePhoto = z.infer<typeof sitePhotoSchema>;

/** What the couple writes for the site; everything else comes from their planning. */
export const siteContentSchema = z.object({
  headline: text(120, "the headline").default(""),
  story: text(4000, "your story").default(""),
  travel: text(2000, "the travel notes").default(""),
  hotels: z
    .array(z.object({ name: text(120, "the hotel's name").min(1, "Give the hotel a name."), details: text(500, "the hotel details").default(""), url: httpUrl.or(z.literal("")).default("") }))
    .max(SITE_HOTELS_MAX, `List up to ${SITE_HOTELS_MAX} hotels.`)
    .default([]),
  thingsToDo: text(2000, "things to do").default(""),
  registry: z
    .array(z.object({ label: text(80, "the store's name").min(1, "Name the store."), url: httpUrl }))
    .max(SITE_REGISTRY_MAX, `List up to ${SITE_REGISTRY_MAX} registries.`)
    .default([]),
  faq: z
    .array(z.object({ question: text(200, "the question").min(1, "Write the question."), answer: text(1000, "the answer").min(1, "Write the answer.") }))
    .max(SITE_FAQ_MAX, `List up to ${SITE_FAQ_MAX} questions.`)
    .default([]),
  /** The photo gallery, in the couple's order; alt text is what a screen reader says. */
  gallery: z
    .array(sitePhotoSchema.extend({ caption: text(200, "the caption").default(""), alt: text(200, "the description").min(1, "Describe each photo for guests who use a screen reader.") }))
    .max(SITE_GALLERY_MAX, `Keep the gallery to ${SITE_GALLERY_MAX} photos.`)
    .default([]),
  /** The wedding party, in the couple's order. */
  party: z
    .array(
      z.object({
        name: text(80, "the name").min(1, "Give each person a name."),
        role: text(80, "the role").default(""),
        bio: text(600, "the bio").default(""),
        photo: sitePhotoSchema.nullable().default(null),
      }),
    )
    .max(SITE_PARTY_MAX, `List up to ${SITE_PARTY_MAX} people in the wedding party.`)
    .default([]),
  /** The picture shown when the link is shared; null = the first gallery photo, or a card with the names and date. */
  previewPhotoUrl: z.string().max(300).nullable().default(null),
  /** Which day-of schedule event gives a guest-list event its time and place (by id); unlinked events match by name. */
  timelineLinks: z.record(z.uuid(), z.uuid()).default({}),
  /** Dress code per guest-list event id. */
  dressCodes: z.record(z.uuid(), text(80, "the dress code")).default({}),
  /** Events everyone sees on the schedule (by id); the others show only to guests invited to them. */
  publicEventIds: z.array(z.uuid()).max(12).default([]),
  /** The saved venue the site shows; null = the newest saved one. */
  venueId: z.uuid().nullable().default(null),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

export const SITE_PASSWORD_MIN = 4;
export const SITE_PASSWORD_MAX = 64;

/** Saving the site from the builder. `password` is only sent to set or change it. */
export const siteSettingsSchema = z
  .object({
    slug: siteSlugSchema,
    design: z.enum(SITE_DESIGN_IDS, { message: "Choose one of the designs." }),
    palette: z.enum(SITE_PALETTE_IDS, { message: "Choose one of the palettes." }),
    sections: z
      .array(z.enum(SITE_SECTIONS, { message: "That is not one of the sections." }))
      .max(SITE_SECTIONS.length)
      .refine((list) => new Set(list).size === list.length, "Each section can be listed once."),
    privacy: z.enum(SITE_PRIVACY, { message: "Choose who can see the site." }),
    password: z.string().min(SITE_PASSWORD_MIN, `Use at least ${SITE_PASSWORD_MIN} characters for the site password.`).max(SITE_PASSWORD_MAX, `Keep the site password to ${SITE_PASSWORD_MAX} characters.`).optional(),
    rsvpLookup: z.enum(RSVP_LOOKUPS, { message: "Choose how guests find their invitation." }),
    content: siteContentSchema,
    /**
     * Sections with a password of their own (beyond the site's): a new password sets or changes it,
     * "keep" leaves the saved one, a section not listed has none.
     */
    sectionPasswords: z
      .partialRecord(
        z.enum(SITE_SECTIONS, { message: "That is not one of the sections." }),
        z.union([
          z.literal("keep"),
          z.string().min(SITE_PASSWORD_MIN, `Use at least ${SITE_PASSWORD_MIN} characters for a page password.`).max(SITE_PASSWORD_MAX, `Keep a page password to ${SITE_PASSWORD_MAX} characters.`),
        ]),
      )
      .default({}),
  })
  .strict();
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

export const publishSchema = z.object({ published: z.boolean({ message: "Say whether the site is published." }) }).strict();
export const slugCheckSchema = z.object({ slug: z.string().max(200, "Keep the address to 200 characters."), coupleId: z.string().optional() });

/** /wedding/{slug} or /wedding/{id}. */
export const siteAddressSchema = z.object({ site: z.string().min(1).max(80, "That site address is not valid.") });
export const coupleIdParamSchema = z.object({ id: z.string().min(1).max(64, "That couple id is not valid.").regex(/^[A-Za-z0-9_-]+$/, "That couple id is not valid.") });

export const siteUnlockSchema = z
  .object({
    password: z.string().min(1, "Enter the password the couple shared.").max(SITE_PASSWORD_MAX, "That password is too long."),
    /** A page with its own password; without it, the site's password. */
    section: z.enum(SITE_SECTIONS, { message: "That is not one of the sections." }).optional(),
  })
  .strict();
/** Finding one's invitation: by name, or by the household's code. */
export const rsvpLookupSchema = z.union([
  z
    .object({
      firstName: z.string().trim().min(1, "Enter your first name.").max(80, "Keep your first name to 80 characters."),
      lastName: z.string().trim().min(1, "Enter your last name.").max(80, "Keep your last name to 80 characters."),
    })
    .strict(),
  z.object({ code: householdCodeSchema }).strict(),
]);
export type RsvpLookupInput = z.infer<typeof rsvpLookupSchema>;

/** The cookie that holds a visitor's pass to one protected site (a random token, stored hashed). */
export const SITE_PASS_COOKIE = "sb_site_pass";

const normalizeTitle = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/**
 * The day-of schedule event that gives a guest-list event its time and place: the one the couple
 * linked, or else the one whose title is the event's name ("Ceremony" and "ceremony"), or starts with
 * it ("Reception" and "Reception: dinner and dancing"). Unmatched events keep the guest list's time.
 */
export function dayOfMatch<T extends { id: string; title: string }>(event: { id: string; name: string }, dayOf: readonly T[], links: Readonly<Record<string, string>>): T | undefined {
  const linked = links[event.id];
  if (linked) return dayOf.find((d) => d.id === linked);
  const name = normalizeTitle(event.name);
  if (!name) return undefined;
  return dayOf.find((d) => normalizeTitle(d.title) === name) ?? dayOf.find((d) => normalizeTitle(d.title).startsWith(`${name} `));
}
