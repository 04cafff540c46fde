import { z } from "zod";
import "./zod-messages.ts";
import { requiredPhone } from "./phone.ts";
import { QUESTIONNAIRE_ANSWER_MAX } from "./venue-questionnaire.ts";
import { venueListingSchema } from "./venues.ts";
import { MOST_VENUE_PHOTOS } from "./plans.ts";

/** A listing needs this many photos before couples can see it. */
export const VENUE_MIN_PHOTOS_TO_PUBLISH = 3;
/** Narrower uploads look blurry in the gallery. */
export const VENUE_IMAGE_MIN_WIDTH = 800;
export const VENUE_IMAGE_MAX_WIDTH = 1600;
export const VENUE_THUMB_WIDTH = 480;
export const VENUE_IMAGE_ALT_MAX = 200;
export const VENUE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/heif"] as const;

type ListingShape = typeof venueListingSchema.shape;
type Unwrapped<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type PatchShape = { [K in keyof ListingShape]: z.ZodOptional<Unwrapped<ListingShape[K]>> };

/**
 * PATCH /api/owner/venues/:id: any subset of the listing's fields (no defaults filled in, so a field
 * left out stays as it is) plus questionnaire answers. The server then checks the merged listing
 * against the full schema, so its cross-field rules still hold.
 */
const patchShape = Object.fromEntries(
  Object.entries(venueListingSchema.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional()]),
) as PatchShape;

export const venueListingPatchSchema = z.strictObject({
  ...patchShape,
  details: z.record(z.string(), z.string().max(QUESTIONNAIRE_ANSWER_MAX, `Keep each answer to ${QUESTIONNAIRE_ANSWER_MAX} characters.`)).optional(),
}, { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined) });
export type VenueListingPatch = z.infer<typeof venueListingPatchSchema>;

export const venueImageOrderSchema = z.object({
  imageIds: z.array(z.uuid("That photo id is not valid")).min(1, "Send the photos in their new order.").max(MOST_VENUE_PHOTOS),
});

export const venueImageAltSchema = z.object({
  alt: z.string().trim().min(1, "Describe the photo for people who can't see it.").max(VENUE_IMAGE_ALT_MAX, `Keep the description to ${VENUE_IMAGE_ALT_MAX} characters.`),
});

export const venueIdParamSchema = z.object({ id: z.uuid("That venue id is not valid") });
export const venueImageParamSchema = z.object({ id: z.uuid("That venue id is not valid"), imageId: z.uuid("That photo id is not valid") });

// ---- Claims -------------------------------------------------------------------------------------

export const CLAIM_ROLES = [
  { id: "owner", label: "Owner" },
  { id: "manager", label: "General manager" },
  { id: "events", label: "Events or sales manager" },
  { id: "staff", label: "Events staff" },
] as const;

export function claimRoleLabel(id: string): string {
  return CLAIM_ROLES.find((r) => r.id === id)?.label ?? id;
}

export const CLAIM_STATUSES = ["pending", "approved", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const venueClaimSchema = z.object({
  venueId: z.uuid("Choose the venue you want to claim."),
  role: z.enum(CLAIM_ROLES.map((r) => r.id) as [string, ...string[]], { message: "Choose your role at the venue." }),
  phone: requiredPhone("Enter a phone number we can call to verify the claim, with its area code."),
  proof: z
    .string()
    .trim()
    .min(20, "Tell us how we can verify you (at least 20 characters).")
    .max(2000, "Keep it to 2,000 characters."),
});
export type VenueClaimInput = z.infer<typeof venueClaimSchema>;

export const claimableVenueQuerySchema = z.object({
  q: z.string().trim().max(200, "Search for at most 200 characters.").default(""),
});

export const adminClaimQuerySchema = z.object({
  status: z.enum([...CLAIM_STATUSES, "all"]).default("pending"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const claimRejectSchema = z.object({
  note: z.string().trim().min(5, "Tell the claimant why (at least 5 characters).").max(1000, "Keep the note to 1,000 characters."),
});
