import { optionalHttpUrl } from "./web-address.ts";
import { calendarDateSchema } from "./calendar-date.ts";
import { optionalPhone } from "./phone.ts";
import { z } from "zod";
import "./zod-messages.ts";
import { choiceIds as ids, cityIdSchema, queryList as listParam } from "./choices.ts";

export { cityIdSchema };

/**
 * The venue marketplace's vocabulary, shared by the server (validation, search) and the web app
 * (filters, forms, labels). What couples compare, after Here Comes The Guide and Wedding Spot.
 */

export const VENUE_STYLES = [
  { id: "barn", label: "Barn & farm" },
  { id: "ballroom", label: "Ballroom" },
  { id: "garden", label: "Garden" },
  { id: "industrial", label: "Industrial & loft" },
  { id: "historic", label: "Historic" },
  { id: "waterfront", label: "Waterfront" },
  { id: "rooftop", label: "Rooftop" },
  { id: "vineyard", label: "Vineyard & brewery" },
  { id: "museum", label: "Museum & gallery" },
  { id: "rustic", label: "Rustic lodge" },
  { id: "modern", label: "Modern" },
  { id: "estate", label: "Estate & mansion" },
] as const;
export type VenueStyle = (typeof VENUE_STYLES)[number]["id"];

export const VENUE_SETTINGS = [
  { id: "indoor", label: "Indoor" },
  { id: "outdoor", label: "Outdoor" },
  { id: "both", label: "Indoor & outdoor" },
] as const;
export type VenueSetting = (typeof VENUE_SETTINGS)[number]["id"];

export const VENUE_AMENITIES = [
  { id: "in_house_catering", label: "In-house catering" },
  { id: "outside_catering", label: "Outside caterers allowed" },
  { id: "bar_service", label: "Bar service" },
  { id: "byob", label: "Bring your own alcohol" },
  { id: "on_site_parking", label: "On-site parking" },
  { id: "wheelchair_accessible", label: "Wheelchair accessible" },
  { id: "accommodation", label: "Guest rooms on site" },
  { id: "ceremony_space", label: "Ceremony space" },
  { id: "bridal_suite", label: "Getting-ready suite" },
  { id: "dance_floor", label: "Dance floor" },
  { id: "av_equipment", label: "Sound & AV" },
  { id: "tables_chairs", label: "Tables & chairs included" },
  { id: "rain_plan", label: "Rain plan" },
  { id: "pet_friendly", label: "Pets welcome" },
] as const;
export type VenueAmenity = (typeof VENUE_AMENITIES)[number]["id"];

export const CATERING_POLICIES = [
  { id: "in_house", label: "In-house only" },
  { id: "approved_list", label: "From an approved list" },
  { id: "any", label: "Any licensed caterer" },
] as const;

export const ALCOHOL_POLICIES = [
  { id: "in_house", label: "Venue bar only" },
  { id: "licensed_bartender", label: "Bring your own with a licensed bartender" },
  { id: "byob", label: "Bring your own" },
  { id: "none", label: "No alcohol" },
] as const;

/** $ to $$$$: what a typical Saturday wedding costs all in, shown as a band. */
export const PRICE_TIERS = [
  { id: 1, label: "$", caption: "Under $8k" },
  { id: 2, label: "$$", caption: "$8k to $15k" },
  { id: 3, label: "$$$", caption: "$15k to $25k" },
  { id: 4, label: "$$$$", caption: "Over $25k" },
] as const;

export const VENUE_SORTS = [
  { id: "recommended", label: "Recommended" },
  { id: "price_low", label: "Price: low to high" },
  { id: "price_high", label: "Price: high to low" },
  { id: "capacity", label: "Largest capacity" },
  { id: "name", label: "Name A to Z" },
] as const;
export type VenueSort = (typeof VENUE_SORTS)[number]["id"];

export const VENUE_PAGE_SIZE = 12;
export const VENUE_SEARCH_MAX_LENGTH = 200;
export const VENUE_MAX_IMAGES = 12;
export const VENUE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const venueStyleSchema = z.enum(ids(VENUE_STYLES));
export const venueSettingSchema = z.enum(ids(VENUE_SETTINGS));
export const venueAmenitySchema = z.enum(ids(VENUE_AMENITIES));

const dateString = calendarDateSchema;

/** GET /api/venues: every filter optional; the web app puts the selected city in by default. */
export const venueSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(VENUE_SEARCH_MAX_LENGTH, `Search for at most ${VENUE_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
  city: cityIdSchema.optional(),
  guests: z.coerce.number().int().min(1, "Guest count starts at 1.").max(2000, "We list venues for up to 2,000 guests.").optional(),
  priceMax: z.coerce.number().int().min(1).max(4).optional(),
  styles: listParam(venueStyleSchema),
  setting: venueSettingSchema.optional(),
  amenities: listParam(venueAmenitySchema),
  date: dateString.optional(),
  has3dTour: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  sort: z.enum(ids(VENUE_SORTS)).default("recommended"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type VenueSearch = z.infer<typeof venueSearchSchema>;

/** The venue facts an owner edits (add-venue and the questionnaire); the server validates the same. */
export const venueListingSchema = z
  .object({
    name: z.string().trim().min(2, "Give the venue a name.").max(120),
    city: cityIdSchema,
    address: z.string().trim().min(5, "Add the street address.").max(200),
    neighborhood: z.string().trim().max(80).default(""),
    summary: z.string().trim().min(20, "Write a sentence or two (at least 20 characters).").max(280),
    description: z.string().trim().min(80, "Tell couples more (at least 80 characters).").max(5000),
    styles: z.array(venueStyleSchema).min(1, "Choose at least one style.").max(4, "Choose up to four styles."),
    setting: venueSettingSchema,
    seatedCapacity: z.coerce.number().int().min(10, "Seated capacity is at least 10.").max(2000),
    standingCapacity: z.coerce.number().int().min(10, "Standing capacity is at least 10.").max(3000),
    priceTier: z.coerce.number().int().min(1).max(4),
    rentalFeeMin: z.coerce.number().int().min(0).max(500_000),
    rentalFeeMax: z.coerce.number().int().min(0).max(500_000),
    perGuestMin: z.coerce.number().int().min(0).max(2_000),
    perGuestMax: z.coerce.number().int().min(0).max(2_000),
    priceIncludes: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
    amenities: z.array(venueAmenitySchema).max(VENUE_AMENITIES.length).default([]),
    catering: z.enum(ids(CATERING_POLICIES)),
    alcohol: z.enum(ids(ALCOHOL_POLICIES)),
    parking: z.string().trim().max(300).default(""),
    accessibility: z.string().trim().max(500).default(""),
    accommodation: z.string().trim().max(500).default(""),
    rules: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    website: optionalHttpUrl(300).default(""),
    phone: optionalPhone().default(""),
  })
  .refine((v) => v.rentalFeeMax >= v.rentalFeeMin, { path: ["rentalFeeMax"], message: "The top of the range can't be below the bottom." })
  .refine((v) => v.perGuestMax >= v.perGuestMin, { path: ["perGuestMax"], message: "The top of the range can't be below the bottom." })
  .refine((v) => v.standingCapacity >= v.seatedCapacity, { path: ["standingCapacity"], message: "Standing capacity is usually at least the seated capacity." });
export type VenueListingInput = z.infer<typeof venueListingSchema>;

export function styleLabel(id: string): string {
  return VENUE_STYLES.find((s) => s.id === id)?.label ?? id;
}
export function amenityLabel(id: string): string {
  return VENUE_AMENITIES.find((a) => a.id === id)?.label ?? id;
}
export function settingLabel(id: string): string {
  return VENUE_SETTINGS.find((s) => s.id === id)?.label ?? id;
}
export function priceTierLabel(tier: number): string {
  return PRICE_TIERS.find((t) => t.id === tier)?.label ?? "";
}
