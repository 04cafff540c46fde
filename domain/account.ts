import { z } from "zod";
import { calendarDateSchema } from "./calendar-date";
import { containsLink, NO_LINKS_MESSAGE } from "./links";
import "./zod-messages.ts";
import { PASSWORD_MAX_LENGTH, USER_TYPES, type UserType } from "./account-kinds";
import { optionalHttpUrl } from "./web-address";
import { optionalPhone } from "./phone";
import { addDays } from "./dates";

export * from "./account-kinds";

/** Sending mail to other people (tour bookings, invitations, inquiries) waits for a proven address. */
export const VERIFY_EMAIL_MESSAGE = "Please verify your email address first. We sent you a link; you can ask for a new one from the banner.";

export const signUpKinds = { couple: "couple", vendor: "vendor", venue: "venue_owner" } as const satisfies Record<string, UserType>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

const isoDate = calendarDateSchema.refine((value) => value >= "1900-01-01" && value <= "2100-12-31", "Choose a date between 1900 and 2100");

export const WEDDING_STYLES = ["classic", "rustic", "modern", "garden", "boho", "glam", "vintage", "destination"] as const;
export const VENUE_STATUSES = ["searching", "shortlisted", "booked"] as const;

/** The couple's wedding profile (couple_profiles); every field optional so it can be filled over time. */
export const coupleProfileSchema = z.object({
  partner1Name: optionalText(80, "Partner 1's name").refine((value) => !value || !containsLink(value), NO_LINKS_MESSAGE),
  partner2Name: optionalText(80, "Partner 2's name").refine((value) => !value || !containsLink(value), NO_LINKS_MESSAGE),
  weddingDate: isoDate
    // A day of slack: "today" in Nashville is still yesterday in UTC for part of the evening.
    .refine((value) => value >= addDays(new Date().toISOString().slice(0, 10), -1), "Choose a wedding date that hasn't passed")
    .nullable()
    .optional(),
  guestCount: z.coerce
    .number({ message: "Guest count must be a number" })
    .int("Guest count must be a whole number")
    .min(0, "Guest count cannot be negative")
    .max(2000, "Guest count must be at most 2,000")
    .nullable()
    .optional(),
  city: z.enum(["cleveland", "columbus", "nashville", "cincinnati"], { message: "Choose one of our four cities" }).nullable().optional(),
  weddingStyle: z.enum(WEDDING_STYLES, { message: "Choose a style from the list" }).nullable().optional(),
  ceremonyType: optionalText(80, "Ceremony type"),
  venueStatus: z.enum(VENUE_STATUSES, { message: "Choose a venue status from the list" }).nullable().optional(),
  colorPalette: optionalText(120, "Color palette"),
  notes: optionalText(2000, "Notes"),
});
export type CoupleProfileInput = z.infer<typeof coupleProfileSchema>;

/** The business basics of vendor and venue-owner accounts (business_profiles). */
export const businessProfileSchema = z.object({
  businessName: optionalText(120, "Business name"),
  contactName: optionalText(80, "Contact name"),
  phone: optionalPhone()
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  website: optionalHttpUrl(200, "Use a full address like https://example.com")
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  city: z.enum(["cleveland", "columbus", "nashville", "cincinnati"], { message: "Choose one of our four cities" }).nullable().optional(),
  category: optionalText(40, "Category"),
  description: optionalText(2000, "Description"),
});
export type BusinessProfileInput = z.infer<typeof businessProfileSchema>;

export const resetLinkQuerySchema = z.object({
  token: z.string({ error: "The link has no token" }).trim().min(1, "The link has no token").max(200, "That link isn't one of ours"),
});

export const reauthenticateSchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(PASSWORD_MAX_LENGTH),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to confirm" }).min(1, "Enter your password to confirm").max(PASSWORD_MAX_LENGTH),
  confirm: z.literal("DELETE", { message: 'Type DELETE to confirm' }),
});


/** What sign-up accepts beyond email and password (better-auth checks those two itself). */
export const signUpExtrasSchema = z.object({
  name: z.string({ error: "Your name must be text" }).trim().max(100, "Keep your name to 100 characters").optional(),
  userType: z.enum(USER_TYPES, { message: "Choose couple, venue owner or vendor" }).optional(),
});

export const ACCOUNT_KIND_LOCKED = "Your account kind can't be changed here. If you signed up as the wrong kind, contact us and we'll help.";

/** The only self-service account fields (POST /api/auth/update-user); the kind of account is not one of them. */
export const updateUserSchema = z.strictObject(
  {
    name: z.string({ error: "Your name must be text" }).trim().min(1, "Please enter your name").max(100, "Keep your name to 100 characters").optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only your name can be changed here" : undefined) },
);
