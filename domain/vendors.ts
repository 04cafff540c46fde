import { z } from "zod";
import { calendarDateSchema } from "./calendar-date.ts";
import "./zod-messages.ts";
import { CITIES } from "./cities.ts";
import { choiceIds as ids, cityIdSchema, queryList as listParam } from "./choices.ts";
import { optionalPhone, requiredPhone } from "./phone.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "./vendor-categories.ts";
import { optionalHttpUrl } from "./web-address.ts";

/**
 * The vendor marketplace's vocabulary (issue 12), shared by the server (validation, search, matching)
 * and the web app (filters, forms, labels): the couple's side (lists, profiles, reviews, inquiries,
 * matching) and the vendor's side (profile, packages, portfolio, inbox, claims, friendors).
 */

export const VENDOR_STYLES = [
  { id: "classic", label: "Classic" },
  { id: "modern", label: "Modern" },
  { id: "rustic", label: "Rustic" },
  { id: "boho", label: "Boho" },
  { id: "glam", label: "Glam" },
  { id: "romantic", label: "Romantic" },
  { id: "minimalist", label: "Minimalist" },
  { id: "vintage", label: "Vintage" },
  { id: "garden", label: "Garden" },
  { id: "black_tie", label: "Black tie" },
  { id: "playful", label: "Playful" },
  { id: "southern", label: "Southern" },
] as const;
export type VendorStyle = (typeof VENDOR_STYLES)[number]["id"];

export const VENDOR_SORTS = [
  { id: "recommended", label: "Recommended" },
  { id: "rating", label: "Highest rated" },
  { id: "price_low", label: "Price: low to high" },
  { id: "price_high", label: "Price: high to low" },
  { id: "reviews", label: "Most reviewed" },
  { id: "name", label: "Name A to Z" },
] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number]["id"];

/** Starting-price bands for the filter (whole dollars, `max` inclusive; null = no top). */
export const VENDOR_PRICE_BANDS = [
  { id: "under500", label: "Under $500", min: 0, max: 499 },
  { id: "500to1500", label: "$500 to $1,500", min: 500, max: 1500 },
  { id: "1500to3500", label: "$1,500 to $3,500", min: 1500, max: 3500 },
  { id: "3500to7500", label: "$3,500 to $7,500", min: 3500, max: 7500 },
  { id: "over7500", label: "Over $7,500", min: 7501, max: null },
] as const;
export type VendorPriceBand = (typeof VENDOR_PRICE_BANDS)[number]["id"];

export const INQUIRY_STATUSES = [
  { id: "new", label: "New" },
  { id: "replied", label: "Replied" },
  { id: "booked", label: "Booked" },
  { id: "declined", label: "Declined" },
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]["id"];

export const VENDOR_CLAIM_ROLES = [
  { id: "owner", label: "Owner" },
  { id: "partner", label: "Partner" },
  { id: "manager", label: "Manager" },
  { id: "staff", label: "Staff member" },
] as const;

export const VENDOR_PAGE_SIZE = 12;
export const VENDOR_SEARCH_MAX_LENGTH = 200;
export const VENDOR_MAX_PACKAGES = 8;
export const VENDOR_MAX_IMAGES = 12;
export const VENDOR_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const VENDOR_REVIEW_MAX_LENGTH = 2000;
export const VENDOR_REVIEW_MIN_LENGTH = 20;
export const INQUIRY_MESSAGE_MAX_LENGTH = 4000;
/** How many vendors matching shows per category. */
export const MATCH_RESULTS_PER_CATEGORY = 3;

const categorySlugs = VENDOR_CATEGORIES.map((c) => c.slug) as [VendorCategorySlug, ...VendorCategorySlug[]];

export const vendorCityIdSchema = cityIdSchema;
export const vendorCategorySchema = z.enum(categorySlugs, { message: "Choose one of the vendor categories." });
export const vendorStyleSchema = z.enum(ids(VENDOR_STYLES), { message: "Choose one of the listed styles." });
export const inquiryStatusSchema = z.enum(ids(INQUIRY_STATUSES), { message: "Choose new, replied, booked or declined." });

const dateString = calendarDateSchema;
const wholeDollars = (label: string, max: number) =>
  z.coerce
    .number({ message: `Enter ${label} in whole dollars.` })
    .int(`Enter ${label} in whole dollars.`)
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} can't be negative.`)
    .max(max, `We list ${label} up to $${max.toLocaleString("en-US")}.`);

// ---- Couples: lists and profiles ---------------------------------------------------------------

/** GET /api/vendors: every filter optional; the pages put the category and city from the path in. */
export const vendorListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(VENDOR_SEARCH_MAX_LENGTH, `Search for at most ${VENDOR_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
  category: vendorCategorySchema.optional(),
  city: vendorCityIdSchema.optional(),
  price: z.enum(ids(VENDOR_PRICE_BANDS), { message: "Choose one of the price ranges." }).optional(),
  styles: listParam(vendorStyleSchema),
  minRating: z.coerce.number().int().min(1, "Ratings go from 1 to 5 stars.").max(5, "Ratings go from 1 to 5 stars.").optional(),
  sort: z.enum(ids(VENDOR_SORTS), { message: "Choose one of the sort orders." }).default("recommended"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

/** /vendor/:id links by slug; ids work too. */
export const vendorIdOrSlugParamSchema = z.object({
  id: z.union([z.uuid(), z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)], { message: "That vendor address is not valid." }),
});
export const vendorIdParamSchema = z.object({ id: z.uuid("That vendor id is not valid") });
export const vendorReviewParamSchema = z.object({ id: z.uuid("That vendor id is not valid"), reviewId: z.uuid("That review id is not valid") });

/** A couple's review of a vendor: one per couple per vendor (POST creates, PUT edits their own). */
export const vendorReviewSchema = z.object({
  rating: z.coerce
    .number({ message: "Choose a rating from 1 to 5 stars." })
    .int("Choose a rating from 1 to 5 stars.")
    .min(1, "Choose a rating from 1 to 5 stars.")
    .max(5, "Choose a rating from 1 to 5 stars."),
  body: z
    .string({ message: "Write a few words about working with this vendor." })
    .trim()
    .min(VENDOR_REVIEW_MIN_LENGTH, `Write at least ${VENDOR_REVIEW_MIN_LENGTH} characters about working with this vendor.`)
    .max(VENDOR_REVIEW_MAX_LENGTH, `Keep the review to ${VENDOR_REVIEW_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
export type VendorReviewInput = z.infer<typeof vendorReviewSchema>;

/** A vendor's public answer to a review. */
export const reviewReplySchema = z.object({
  body: z.string().trim().min(1, "Write your answer.").max(2000, "Keep your answer to 2,000 characters."),
});

/** A vendor reporting a review to our team. */
export const reviewReportSchema = z.object({
  reason: z.string().trim().min(10, "Tell us in a sentence what is wrong with this review.").max(1000, "Keep the reason to 1,000 characters."),
});

export const REVIEW_MODERATION_ACTIONS = ["publish", "remove", "dismiss-report"] as const;
/** An admin's decision on a review in the moderation queue. */
export const reviewModerationSchema = z.object({ action: z.enum(REVIEW_MODERATION_ACTIONS, { message: "Choose publish, remove or dismiss-report." }) });

export const reviewIdParamSchema = z.object({ id: z.uuid("That is not a review id.") });

// ---- Inquiries -----------------------------------------------------------------------------------

/** A couple writing to a vendor from its profile. */
export const vendorInquirySchema = z.object({
  weddingDate: dateString.optional().nullable(),
  guestCount: z.coerce
    .number({ message: "Enter the guest count as a number." })
    .int("Enter the guest count as a whole number.")
    .min(1, "Guest count starts at 1.")
    .max(2000, "We plan weddings for up to 2,000 guests.")
    .optional()
    .nullable(),
  budget: wholeDollars("your budget", 1_000_000).optional().nullable(),
  message: z
    .string({ message: "Write a message to the vendor." })
    .trim()
    .min(20, "Tell the vendor a little about your wedding (at least 20 characters).")
    .max(INQUIRY_MESSAGE_MAX_LENGTH, `Keep the message to ${INQUIRY_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`),
  /** Attach the couple's music plan (DJs and bands only): the vendor reads it, always current, in the thread. */
  attachMusicPlan: z.boolean({ message: "Say whether to attach your music plan." }).optional(),
});
export type VendorInquiryInput = z.infer<typeof vendorInquirySchema>;

/** A reply in an inquiry's thread, by the couple or the vendor. */
export const inquiryMessageSchema = z.object({
  body: z
    .string({ message: "Write a message." })
    .trim()
    .min(1, "Write a message.")
    .max(INQUIRY_MESSAGE_MAX_LENGTH, `Keep the message to ${INQUIRY_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
export const inquiryStatusUpdateSchema = z.object({ status: inquiryStatusSchema });
export const inquiryIdParamSchema = z.object({ id: z.uuid("That inquiry id is not valid") });
export const inquiryListQuerySchema = z.object({
  status: z.enum([...ids(INQUIRY_STATUSES), "all"], { message: "Choose new, replied, booked, declined or all." }).default("all"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

// ---- Vendors: profile, packages, portfolio, claims, friendors ---------------------------------

/** What a vendor edits about their business (/vendor-account). */
export const vendorProfileSchema = z.object({
  businessName: z.string().trim().min(2, "Give the business a name.").max(120, "Keep the name to 120 characters."),
  category: vendorCategorySchema,
  city: vendorCityIdSchema,
  citiesServed: z.array(vendorCityIdSchema).min(1, "Choose at least one city you work in.").max(CITIES.length),
  summary: z.string().trim().min(20, "Write a sentence or two (at least 20 characters).").max(280, "Keep the summary to 280 characters."),
  description: z.string().trim().min(80, "Tell couples more (at least 80 characters).").max(5000, "Keep the description to 5,000 characters."),
  startingPrice: wholeDollars("the starting price", 1_000_000),
  styles: z.array(vendorStyleSchema).min(1, "Choose at least one style.").max(4, "Choose up to four styles."),
  yearsInBusiness: z.coerce.number().int("Enter whole years.").min(0, "Years in business can't be negative.").max(100, "Enter up to 100 years."),
  responseTimeHours: z.coerce.number().int("Enter whole hours.").min(1, "Reply time is at least 1 hour.").max(336, "Enter up to 336 hours (two weeks)."),
  website: optionalHttpUrl(300).default(""),
  phone: optionalPhone().default(""),
});
export type VendorProfileInput = z.infer<typeof vendorProfileSchema>;

export const vendorPackageSchema = z.object({
  name: z.string().trim().min(2, "Give the package a name.").max(80, "Keep the name to 80 characters."),
  price: wholeDollars("the price", 1_000_000),
  description: z.string().trim().max(500, "Keep the description to 500 characters.").default(""),
  includes: z
    .array(z.string().trim().min(1, "Remove the empty line.").max(120, "Keep each item to 120 characters."))
    .min(1, "List at least one thing the package includes.")
    .max(20, "List up to 20 things."),
});
export type VendorPackageInput = z.infer<typeof vendorPackageSchema>;
export const vendorPackageParamSchema = z.object({ id: z.uuid("That vendor id is not valid"), packageId: z.uuid("That package id is not valid") });

export const VENDOR_IMAGE_ALT_MAX = 200;
export const vendorImageAltSchema = z.object({
  alt: z.string().trim().min(1, "Describe the picture for people who can't see it.").max(VENDOR_IMAGE_ALT_MAX, `Keep the description to ${VENDOR_IMAGE_ALT_MAX} characters.`),
});
export const vendorImageParamSchema = z.object({ id: z.uuid("That vendor id is not valid"), imageId: z.uuid("That picture id is not valid") });

export const vendorClaimSchema = z.object({
  vendorId: z.uuid("Choose the business you want to claim."),
  role: z.enum(ids(VENDOR_CLAIM_ROLES), { message: "Choose your role in the business." }),
  phone: requiredPhone("Enter a phone number we can call to verify the claim, with its area code."),
  proof: z.string().trim().min(20, "Tell us how we can verify you (at least 20 characters).").max(2000, "Keep it to 2,000 characters."),
});
export type VendorClaimInput = z.infer<typeof vendorClaimSchema>;

/** Friendors: a vendor recommending another vendor they trust. */
export const vendorRecommendationSchema = z.object({
  recommendedVendorId: z.uuid("Choose the vendor you recommend."),
  note: z.string().trim().min(10, "Say why you trust them (at least 10 characters).").max(500, "Keep the note to 500 characters."),
});
export type VendorRecommendationInput = z.infer<typeof vendorRecommendationSchema>;

// ---- Matching ------------------------------------------------------------------------------------

/** The questionnaire of /vendors/match. */
export const vendorMatchSchema = z.object({
  city: vendorCityIdSchema,
  weddingDate: dateString.optional().nullable(),
  guestCount: z.coerce
    .number({ message: "Enter the guest count as a number." })
    .int("Enter the guest count as a whole number.")
    .min(1, "Guest count starts at 1.")
    .max(2000, "We plan weddings for up to 2,000 guests."),
  /** The whole wedding budget; matching splits it across the categories by typical shares. */
  budget: wholeDollars("your budget", 10_000_000).refine((v) => v >= 500, "Enter a budget of at least $500."),
  // A style named twice counts once (matching's points and reasons are per style shared).
  styles: z
    .array(vendorStyleSchema)
    .min(1, "Choose at least one style.")
    .max(4, "Choose up to four styles.")
    .transform((styles) => [...new Set(styles)]),
  categories: z.array(vendorCategorySchema).min(1, "Choose at least one kind of vendor you need.").max(VENDOR_CATEGORIES.length),
});
export type VendorMatchInput = z.infer<typeof vendorMatchSchema>;

// ---- Labels --------------------------------------------------------------------------------------

export function vendorStyleLabel(id: string): string {
  return VENDOR_STYLES.find((s) => s.id === id)?.label ?? id;
}
export function vendorSortLabel(id: string): string {
  return VENDOR_SORTS.find((s) => s.id === id)?.label ?? id;
}
export function inquiryStatusLabel(id: string): string {
  return INQUIRY_STATUSES.find((s) => s.id === id)?.label ?? id;
}
export function priceBand(id: string) {
  return VENDOR_PRICE_BANDS.find((b) => b.id === id);
}
/** Average rating to one decimal, or null without reviews. */
export function averageRating(ratingTotal: number, reviewCount: number): number | null {
  return reviewCount > 0 ? Math.round((ratingTotal / reviewCount) * 10) / 10 : null;
}

/** The seeded catalog's reviews are written by sample accounts whose ids start with this; they are shown marked as samples. */
export const SAMPLE_REVIEWER_ID_PREFIX = "seed-couple-";
