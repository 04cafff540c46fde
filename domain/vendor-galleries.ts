import { z } from "zod";
import { CITY_IDS } from "./choices.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "./vendor-categories.ts";

/**
 * Vendors' inspiration galleries (decision 049): a vendor's own work, captioned and tagged, in their
 * order, public at /vendor-inspiration/{code} while the gallery has a live code; /vendor-inspiration
 * browses every live gallery's images by category and city.
 */
export const GALLERY_IMAGES_MAX = 60;
export const GALLERY_CAPTION_MAX = 200;
export const GALLERY_INTRO_MAX = 600;
export const GALLERY_TAGS_MAX = 8;
export const GALLERY_TAG_MAX = 24;
/** Images per page of the browsable gallery. */
export const GALLERY_INDEX_PAGE_SIZE = 24;

/** A gallery's code: the business's words and a random tail, e.g. `petal-and-stem-k7q2m9`. */
export const GALLERY_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const GALLERY_CODE_TAIL = 6;

/** Where a gallery's public page is. */
export const vendorGalleryPath = (code: string) => `/vendor-inspiration/${code}`;

/** A code from the business's name (its first words) and random letters; `random` gives values in [0, 1). */
export function galleryCodeFor(businessName: string, random: () => number): string {
  const words = businessName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join("-")
    .slice(0, 40)
    .replace(/-+$/, "");
  let tail = "";
  for (let i = 0; i < GALLERY_CODE_TAIL; i++) tail += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)]!;
  return words ? `${words}-${tail}` : `gallery-${tail}`;
}

/** A tag as stored: lowercase words and digits, single spaces. */
export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, " ");
}

const tagSchema = z
  .string()
  .transform(normalizeTag)
  .pipe(
    z
      .string()
      .min(1, "A tag can't be empty.")
      .max(GALLERY_TAG_MAX, `Keep each tag to ${GALLERY_TAG_MAX} characters.`)
      .regex(/^[a-z0-9][a-z0-9 &'-]*$/, "Tags use letters, digits, spaces, hyphens, apostrophes and &."),
  );

export const galleryTagsSchema = z
  .array(tagSchema, { message: "Tags are a list of words." })
  .max(GALLERY_TAGS_MAX, `Use up to ${GALLERY_TAGS_MAX} tags on an image.`)
  .transform((tags) => [...new Set(tags)]);

/** "peonies, Garden party" as typed in one box. */
export function tagsFromText(text: string): string[] {
  return text
    .split(",")
    .map(normalizeTag)
    .filter(Boolean);
}

export const galleryCaptionSchema = z
  .string({ message: "Write a caption, or leave it empty." })
  .trim()
  .max(GALLERY_CAPTION_MAX, `Keep a caption to ${GALLERY_CAPTION_MAX} characters.`);

export const galleryImageEditSchema = z.object({ caption: galleryCaptionSchema, tags: galleryTagsSchema });

export const galleryIntroSchema = z.object({
  intro: z.string({ message: "Write an introduction, or leave it empty." }).trim().max(GALLERY_INTRO_MAX, `Keep the introduction to ${GALLERY_INTRO_MAX} characters.`),
});

export const galleryFromPortfolioSchema = z.object({
  portfolioImageId: z.uuid({ message: "Choose a photo from your portfolio." }),
  caption: galleryCaptionSchema.default(""),
  tags: galleryTagsSchema.default([]),
});

export const galleryOrderSchema = z.object({
  imageIds: z
    .array(z.uuid({ message: "That image id is not valid." }))
    .max(GALLERY_IMAGES_MAX, `A gallery holds at most ${GALLERY_IMAGES_MAX} images.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each image can appear once in the order."),
});

export const galleryCodeParamSchema = z.object({
  code: z.string().regex(GALLERY_CODE_PATTERN, "That gallery code is not valid."),
});

export const galleryImageParamSchema = z.object({
  id: z.uuid("That vendor id is not valid"),
  imageId: z.uuid({ message: "That image id is not valid." }),
});

export const gallerySaveParamSchema = z.object({ imageId: z.uuid({ message: "That image id is not valid." }) });
export const gallerySaveSchema = z.object({ boardId: z.uuid({ message: "Choose one of your boards." }) });

const categorySlugs = VENDOR_CATEGORIES.map((c) => c.slug) as [VendorCategorySlug, ...VendorCategorySlug[]];

/** The browsable gallery's filters: all optional; `page` from 1. */
export const galleryIndexQuerySchema = z.object({
  category: z.enum(categorySlugs, { message: "Choose one of the vendor categories." }).optional(),
  city: z.enum(CITY_IDS, { message: "Choose Cleveland, Columbus, Nashville or Cincinnati." }).optional(),
  tag: z
    .string()
    .transform(normalizeTag)
    .pipe(z.string().max(GALLERY_TAG_MAX, `Keep the tag to ${GALLERY_TAG_MAX} characters.`))
    .optional(),
  page: z.coerce.number({ message: "The page is a number." }).int("The page is a whole number.").min(1, "Pages start at 1.").max(500, "That page is too far.").default(1),
});
export type GalleryIndexQuery = z.infer<typeof galleryIndexQuerySchema>;

/** An image as a gallery page shows it. */
export interface GalleryImageView {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  caption: string;
  tags: string[];
  /** Shown on the vendor's own dashboard: how often couples saved it to a board. */
  saves: number;
  fromPortfolio: boolean;
}

/** A vendor's public gallery. */
export interface PublicGallery {
  code: string;
  intro: string;
  vendor: { id: string; slug: string; businessName: string; category: string; city: string; citiesServed: string[] };
  images: GalleryImageView[];
  tags: string[];
  updatedAt: string;
}

/** One image of the browsable gallery, with whose work it is. */
export interface GalleryIndexItem {
  id: string;
  thumbUrl: string;
  width: number;
  height: number;
  caption: string;
  tags: string[];
  code: string;
  vendor: { businessName: string; category: string; city: string };
}

export interface GalleryIndex {
  items: GalleryIndexItem[];
  total: number;
  page: number;
  pageSize: number;
  galleries: number;
}

/** Tags of a gallery, most used first, then by name. */
export function galleryTags(images: readonly { tags: readonly string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const image of images) for (const tag of image.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

/** The address of the browsable gallery with these filters (defaults left out). */
export function galleryIndexPath(query: Partial<GalleryIndexQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.city) params.set("city", query.city);
  if (query.tag) params.set("tag", query.tag);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/vendor-inspiration${search ? `?${search}` : ""}`;
}
