/**
 * The give-back wedding (issue 35, decision 043): each year Serviceberry and donating vendors give a
 * wedding to a couple in need. Couples apply once; admins review with statuses and notes; vendors
 * pledge services from their dashboard.
 */
import { z } from "zod";
import "./zod-messages.ts";
import { calendarDateSchema } from "./calendar-date.ts";
import { CITIES } from "./cities.ts";

export const GIVE_BACK_NEEDS = [
  { id: "venue", label: "Venue" },
  { id: "catering", label: "Catering" },
  { id: "photography", label: "Photography" },
  { id: "flowers", label: "Flowers" },
  { id: "attire", label: "Attire" },
  { id: "cake", label: "Cake" },
  { id: "music", label: "Music or DJ" },
  { id: "officiant", label: "Officiant" },
  { id: "hair-makeup", label: "Hair and makeup" },
  { id: "planning", label: "Planning help" },
] as const;
export type GiveBackNeed = (typeof GIVE_BACK_NEEDS)[number]["id"];
const NEED_IDS = GIVE_BACK_NEEDS.map((need) => need.id) as [GiveBackNeed, ...GiveBackNeed[]];

export const GIVE_BACK_STATUSES = ["submitted", "in_review", "selected", "not_selected"] as const;
export type GiveBackStatus = (typeof GIVE_BACK_STATUSES)[number];
export const GIVE_BACK_STATUS_LABELS: Record<GiveBackStatus, string> = { submitted: "Received", in_review: "In review", selected: "Selected", not_selected: "Not selected this time" };

export const GIVE_BACK_STORY_MIN = 200;
export const GIVE_BACK_STORY_MAX = 4000;
const CITY_IDS = CITIES.map((city) => city.id) as [string, ...string[]];

export const giveBackApplicationSchema = z.object({
  partnerNames: z.string().trim().min(3, "Tell us both your names.").max(200, "Keep the names to 200 characters."),
  story: z
    .string()
    .trim()
    .min(GIVE_BACK_STORY_MIN, `Tell us your story in at least ${GIVE_BACK_STORY_MIN} characters.`)
    .max(GIVE_BACK_STORY_MAX, `Keep your story to ${GIVE_BACK_STORY_MAX} characters.`),
  weddingDate: calendarDateSchema,
  city: z.enum(CITY_IDS, "Choose Cleveland, Columbus, Cincinnati or Nashville."),
  guestCount: z.coerce.number("Enter a number of guests.").int("Enter a whole number of guests.").min(2, "At least the two of you.").max(300, "The give-back wedding is for up to 300 guests."),
  needs: z.array(z.enum(NEED_IDS, "Choose from the list.")).min(1, "Choose at least one thing you need.").max(NEED_IDS.length),
  consent: z.boolean("Please agree so our team and donating vendors may read your application.").refine((agreed) => agreed, "Please agree so our team and donating vendors may read your application."),
});
export type GiveBackApplicationInput = z.infer<typeof giveBackApplicationSchema>;

export const giveBackReviewSchema = z.object({
  status: z.enum(GIVE_BACK_STATUSES, "Choose a status."),
  notes: z.string().trim().max(2000, "Keep the notes to 2000 characters."),
});
export type GiveBackReviewInput = z.infer<typeof giveBackReviewSchema>;

export const giveBackPledgeSchema = z.object({
  service: z.string().trim().min(3, "Say what you'll give (at least 3 characters).").max(300, "Keep it to 300 characters."),
  /** What the service is worth, in cents (shown to admins planning the wedding). */
  valueCents: z.coerce.number("Enter an amount.").int("Enter whole cents.").min(0, "The value can't be negative.").max(5_000_000, "Pledges are up to $50,000."),
});
export type GiveBackPledgeInput = z.infer<typeof giveBackPledgeSchema>;
