import { z } from "zod";
import { addDays, formatZoned, weekdayOf, zonedDate, zonedTimeToUtc, zoneAbbreviation } from "./dates.ts";
import "./zod-messages.ts";

/**
 * Intake scheduling (issue 34, decision 041): a couple books a session with a counselor, coach or
 * planner the admin lists. Every session lasts an hour and starts on the hour of the provider's own
 * clock, so two sessions of one provider either start at the same instant or do not overlap, and one
 * unique index (provider, start) is all it takes to make double-booking impossible.
 */
export const PROVIDER_KINDS = ["counselor", "coach", "planner"] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export const PROVIDER_KIND_LABELS: Record<ProviderKind, string> = { counselor: "Counselor", coach: "Coach", planner: "Planner" };

export const SESSION_MINUTES = 60;
/** How far ahead a couple can book, and how soon: a provider needs a little notice. */
export const BOOKING_HORIZON_DAYS = 28;
export const BOOKING_NOTICE_HOURS = 12;
/** Upcoming sessions one couple may hold at once. */
export const UPCOMING_SESSIONS_MAX = 3;
export const SESSION_NOTE_MAX = 1000;
export const PROVIDER_BIO_MAX = 1000;
export const AVAILABILITY_WINDOWS_MAX = 21;
/** Other times offered when the one a couple picked was taken. */
export const ALTERNATIVES_OFFERED = 5;

export const SLOT_TAKEN_MESSAGE = "That time was just booked by someone else. Please pick one of the other times.";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The zones the admin can pick from: every zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

/** One weekly window of a provider's hours, on their clock: Monday 9 to 12 offers 9, 10 and 11 o'clock. */
export const availabilityWindowSchema = z
  .object({
    weekday: z.number({ message: "Pick a day of the week." }).int().min(0, "Pick a day of the week.").max(6, "Pick a day of the week."),
    startHour: z.number({ message: "Pick a starting hour." }).int("Use whole hours.").min(0, "Hours run from 0 to 24.").max(23, "Hours run from 0 to 24."),
    endHour: z.number({ message: "Pick an ending hour." }).int("Use whole hours.").min(1, "Hours run from 0 to 24.").max(24, "Hours run from 0 to 24."),
  })
  .strict()
  .refine((window) => window.endHour > window.startHour, { message: "Each window must end after it starts.", path: ["endHour"] });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

export const providerSchema = z
  .object({
    name: z.string({ message: "Enter their name." }).trim().min(1, "Enter their name.").max(120, "Keep the name under 120 characters."),
    kind: z.enum(PROVIDER_KINDS, { message: "Choose counselor, coach or planner." }),
    bio: z.string().trim().max(PROVIDER_BIO_MAX, `Keep the description under ${PROVIDER_BIO_MAX.toLocaleString("en-US")} characters.`).default(""),
    timeZone: z.string({ message: "Pick their time zone." }).refine(isTimeZone, "Pick a time zone such as America/New_York."),
    availability: z
      .array(availabilityWindowSchema)
      .max(AVAILABILITY_WINDOWS_MAX, `Give at most ${AVAILABILITY_WINDOWS_MAX} weekly windows.`)
      .default([]),
    active: z.boolean({ message: "Say whether couples can book them (true or false)." }).default(true),
  })
  .strict();
export type ProviderInput = z.infer<typeof providerSchema>;

export const uuidParam = (message: string) => z.string().uuid(message);
export const providerParamSchema = z.object({ providerId: uuidParam("That provider id is not valid.") });
export const sessionParamSchema = z.object({ sessionId: uuidParam("That session id is not valid.") });

const startsAtSchema = z.string({ message: "Pick a time." }).datetime({ offset: true, message: "Pick a time from the list." });

export const bookSessionSchema = z
  .object({
    providerId: uuidParam("Pick who you'd like to meet."),
    startsAt: startsAtSchema,
    note: z.string().trim().max(SESSION_NOTE_MAX, `Keep your note under ${SESSION_NOTE_MAX.toLocaleString("en-US")} characters.`).default(""),
  })
  .strict();
export type BookSessionInput = z.infer<typeof bookSessionSchema>;

export const rescheduleSessionSchema = z.object({ startsAt: startsAtSchema }).strict();

/** A provider as couples see them (the admin sees `active` and their hours too). */
export interface ProviderView {
  id: string;
  name: string;
  kind: ProviderKind;
  bio: string;
  timeZone: string;
  availability: AvailabilityWindow[];
  active: boolean;
}

export interface SessionView {
  id: string;
  provider: { id: string; name: string; kind: ProviderKind; timeZone: string };
  startsAt: string;
  endsAt: string;
  status: "confirmed" | "canceled";
  note: string;
}

/**
 * The hours a provider offers from `from` up to `days` days later, as instants, earliest first:
 * each window's whole hours on each matching day of their clock, at least the notice ahead of `now`.
 */
export function providerSlots(provider: { timeZone: string; availability: readonly AvailabilityWindow[] }, now: Date, days = BOOKING_HORIZON_DAYS): Date[] {
  const earliest = now.getTime() + BOOKING_NOTICE_HOURS * 3_600_000;
  const latest = now.getTime() + days * 86_400_000;
  const today = zonedDate(now, provider.timeZone);
  const slots = new Map<number, Date>();
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    for (const window of provider.availability) {
      if (window.weekday !== weekday) continue;
      for (let hour = window.startHour; hour < window.endHour; hour++) {
        const at = zonedTimeToUtc(date, `${String(hour).padStart(2, "0")}:00`, provider.timeZone);
        // A skipped hour at a clock change lands off the hour: it is not offered.
        if (Number(formatZoned(at, provider.timeZone, "m")) !== 0) continue;
        if (at.getTime() < earliest || at.getTime() > latest) continue;
        slots.set(at.getTime(), at);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.getTime() - b.getTime());
}

/** "Tue, Dec 1, 2026, 10:00 AM EST" on the given clock. */
export function formatSessionTime(at: Date | string, timeZone: string): string {
  const instant = typeof at === "string" ? new Date(at) : at;
  return `${formatZoned(instant, timeZone, "EEE, MMM d, yyyy, h:mm a")} ${zoneAbbreviation(instant, timeZone)}`;
}

/** "Mondays 9 AM–12 PM" for the admin list and the booking page. */
export function describeWindow(window: AvailabilityWindow): string {
  const hour = (h: number) => (h === 0 || h === 24 ? "12 AM" : h === 12 ? "12 PM" : h < 12 ? `${h} AM` : `${h - 12} PM`);
  return `${WEEKDAY_NAMES[window.weekday]}s ${hour(window.startHour)}–${hour(window.endHour)}`;
}

/** Reminder mail about the modules (decision 041): how often, or never. */
export const REMINDER_FREQUENCIES = ["off", "weekly", "monthly"] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
export const reminderSettingsSchema = z.object({ frequency: z.enum(REMINDER_FREQUENCIES, { message: "Choose weekly, monthly or off." }) }).strict();
export const unsubscribeSchema = z.object({ token: z.string().min(10, "That unsubscribe link is not complete.").max(300, "That unsubscribe link is not valid.") }).strict();

/** A partner's private note on a module: only its writer reads it. */
export const PRIVATE_NOTE_MAX = 4000;
export const privateNoteSchema = z
  .object({ body: z.string({ message: "Write your note as text." }).max(PRIVATE_NOTE_MAX, `Keep your note under ${PRIVATE_NOTE_MAX.toLocaleString("en-US")} characters.`) })
  .strict();
