import { z } from "zod";
import { optionalCalendarDateSchema } from "./calendar-date.ts";
import { idSchema } from "./ids.ts";
import { optionalPhone } from "./phone.ts";
import "./zod-messages.ts";

/**
 * The guest list (issue 13): guests in households, the wedding's events, answers per event, and the
 * schemas the manager's forms, the API, the RSVP page and the CSV import all validate with.
 */

export const RSVP_STATUSES = ["pending", "attending", "declined"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const RSVP_LABELS: Record<RsvpStatus, string> = { pending: "Pending", attending: "Attending", declined: "Declined" };

export const GUEST_SIDES = ["partner1", "partner2", "both"] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];
/** Labels when the couple's names are unknown; the UI prefers "Jordan's side". */
export const SIDE_LABELS: Record<GuestSide, string> = { partner1: "Partner 1", partner2: "Partner 2", both: "Both" };

export const GUEST_TYPES = ["adult", "child", "plus_one", "vendor_meal"] as const;
export type GuestType = (typeof GUEST_TYPES)[number];
export const GUEST_TYPE_LABELS: Record<GuestType, string> = { adult: "Adult", child: "Child", plus_one: "Plus-one", vendor_meal: "Vendor meal" };

export const EVENT_KINDS = ["rehearsal_dinner", "ceremony", "reception", "brunch", "other"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  rehearsal_dinner: "Rehearsal dinner",
  ceremony: "Ceremony",
  reception: "Reception",
  brunch: "Brunch",
  other: "Other",
};

export const GUESTS_PER_COUPLE_MAX = 50_000;
export const EVENTS_PER_COUPLE_MAX = 12;
export const TAGS_PER_GUEST_MAX = 20;
export const MEAL_OPTIONS_MAX = 8;
export const BULK_EDIT_MAX = 500;
export const GUEST_PAGE_SIZE_MAX = 200;
export const GUEST_PAGE_SIZE_DEFAULT = 50;

const text = (max: number, what: string) => z.string().trim().max(max, `Keep ${what} to ${max.toLocaleString("en-US")} characters.`);

/** An optional email: "" or missing is none (null); stored lower-cased. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, "That email address is too long.")
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email address, like name@example.com.")
  .transform((value) => (value === "" ? null : value.toLowerCase()));

export const tagSchema = z
  .string()
  .trim()
  .min(1, "Tags can't be empty.")
  .max(40, "Keep each tag to 40 characters.");
export const tagsSchema = z
  .array(tagSchema)
  .max(TAGS_PER_GUEST_MAX, `A guest can have up to ${TAGS_PER_GUEST_MAX} tags.`)
  .transform(uniqueTags);

/** Tags without repeats, ignoring case ("College" and "college" are one tag; the first spelling stays). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const mealChoiceSchema = text(60, "the meal").transform((value) => (value === "" ? null : value));

/** A mailing address (on the household: one invitation goes to one address). Every part may be blank. */
export const mailingAddressSchema = z.object({
  addressLine1: text(120, "the street address").prefault(""),
  addressLine2: text(120, "the second address line").prefault(""),
  city: text(80, "the city").prefault(""),
  state: text(40, "the state").prefault(""),
  postalCode: text(20, "the ZIP code").prefault(""),
  country: text(60, "the country").default("United States"),
});
export type MailingAddress = z.infer<typeof mailingAddressSchema>;

/**
 * One person on the list, without where they belong: the fields a form or a CSV row gives. The import
 * validates each row with this schema.
 */
export const guestFieldsSchema = z.object({
  firstName: z.string().trim().min(1, "Enter the guest's first name.").max(80, "Keep the first name to 80 characters."),
  lastName: text(80, "the last name").prefault(""),
  email: optionalEmailSchema.prefault(""),
  phone: optionalPhone()
    .transform((value) => (value === "" ? null : value))
    .prefault(""),
  side: z.enum(GUEST_SIDES, { message: "Choose partner 1, partner 2 or both." }).default("both"),
  guestType: z.enum(GUEST_TYPES, { message: "Choose adult, child, plus-one or vendor meal." }).default("adult"),
  rsvpStatus: z.enum(RSVP_STATUSES, { message: "Choose pending, attending or declined." }).default("pending"),
  tags: tagsSchema.default([]),
  mealChoice: mealChoiceSchema.prefault(""),
  dietaryNeeds: text(300, "dietary needs").prefault(""),
  /** Wheelchair, walker, no stairs...: the floor plan seats them near an accessible route. */
  accessibilityNeeds: text(200, "accessibility needs").prefault(""),
  plusOneAllowed: z.boolean({ message: "Say whether a plus-one is allowed." }).default(false),
  plusOneName: text(120, "the plus-one's name").prefault(""),
  tableAssignment: text(40, "the table")
    .transform((value) => (value === "" ? null : value))
    .prefault(""),
  notes: text(1000, "notes").prefault(""),
});
export type GuestFields = z.infer<typeof guestFieldsSchema>;

export const householdSchema = mailingAddressSchema.extend({
  name: text(120, "the household name").prefault(""),
  /** Left out, the household keeps the one it has. */
  mailingName: text(200, "the name on the envelope").optional(),
});
export type HouseholdInput = z.infer<typeof householdSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type HouseholdValues = z.input<typeof householdSchema>;

/**
 * A guest as the manager adds or edits them: their fields, the household they join (an existing one by
 * id, or a new one with `household`), and the events they are invited to (per-event answers are kept
 * for events still listed).
 */
export const guestSchema = guestFieldsSchema.extend({
  householdId: idSchema("Choose a household from your list.").nullable().default(null),
  household: householdSchema.optional(),
  eventIds: z.array(idSchema("Choose an event from your list.")).max(EVENTS_PER_COUPLE_MAX).optional(),
});
export type GuestInput = z.infer<typeof guestSchema>;
export type GuestFormValues = z.input<typeof guestSchema>;

export const weddingEventSchema = z.object({
  name: z.string().trim().min(1, "Name the event, like Reception.").max(80, "Keep the name to 80 characters."),
  kind: z.enum(EVENT_KINDS, { message: "Choose what kind of event it is." }).default("other"),
  eventDate: optionalCalendarDateSchema.prefault(""),
  startTime: text(20, "the time").prefault(""),
  location: text(160, "the place").prefault(""),
  mealOptions: z
    .array(z.string().trim().min(1, "Meal options can't be empty.").max(60, "Keep each meal to 60 characters."))
    .max(MEAL_OPTIONS_MAX, `Offer up to ${MEAL_OPTIONS_MAX} meals.`)
    .transform((meals) => [...new Set(meals)])
    .default([]),
});
export type WeddingEventInput = z.infer<typeof weddingEventSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type WeddingEventValues = z.input<typeof weddingEventSchema>;

/** Bulk edit: the chosen guests, and what to change on all of them (left out = unchanged). */
export const bulkEditSchema = z.object({
  ids: z
    .array(idSchema())
    .min(1, "Choose at least one guest.")
    .max(BULK_EDIT_MAX, `Edit up to ${BULK_EDIT_MAX} guests at once.`),
  set: z
    .object({
      rsvpStatus: z.enum(RSVP_STATUSES).optional(),
      side: z.enum(GUEST_SIDES).optional(),
      guestType: z.enum(GUEST_TYPES).optional(),
      tableAssignment: text(40, "the table")
        .transform((value) => (value === "" ? null : value))
        .optional(),
      addTags: z.array(tagSchema).max(TAGS_PER_GUEST_MAX).optional(),
      removeTags: z.array(tagSchema).max(TAGS_PER_GUEST_MAX).optional(),
      inviteEventIds: z.array(idSchema()).max(EVENTS_PER_COUPLE_MAX).optional(),
      uninviteEventIds: z.array(idSchema()).max(EVENTS_PER_COUPLE_MAX).optional(),
      /** Allow or take away a plus-one (a plus-one's own row is left as it is). */
      plusOneAllowed: z.boolean().optional(),
    })
    .refine((set) => Object.values(set).some((value) => value !== undefined), "Choose something to change."),
});
export type BulkEditInput = z.infer<typeof bulkEditSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type BulkEditValues = z.input<typeof bulkEditSchema>;

/**
 * A guest as a bulk edit found it: every field a bulk edit can change. The edit answers with these,
 * and Undo sends them back (POST /api/guests/bulk-edit/undo), which puts each guest back as it was
 * (a plus-one taken away comes back with their answers and meal).
 */
export const bulkEditSnapshotSchema = z.object({
  id: idSchema(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  side: z.enum(GUEST_SIDES),
  guestType: z.enum(GUEST_TYPES),
  tableAssignment: text(40, "the table").nullable(),
  tags: z.array(tagSchema).max(TAGS_PER_GUEST_MAX),
  plusOneAllowed: z.boolean(),
  plusOneName: text(120, "the plus-one's name"),
  invitations: z
    .record(
      idSchema(),
      z.object({ status: z.enum(RSVP_STATUSES), mealChoice: text(60, "the meal").nullable().optional(), respondedAt: z.iso.datetime({ offset: true }).nullable().optional() }),
    )
    .refine((value) => Object.keys(value).length <= EVENTS_PER_COUPLE_MAX, `A guest is invited to up to ${EVENTS_PER_COUPLE_MAX} events.`),
});
export type BulkEditSnapshot = z.infer<typeof bulkEditSnapshotSchema>;
export const bulkEditUndoSchema = z.object({
  guests: z
    .array(bulkEditSnapshotSchema)
    .min(1, "Choose at least one guest.")
    .max(BULK_EDIT_MAX, `Undo up to ${BULK_EDIT_MAX} guests at once.`),
});
export type BulkEditUndoInput = z.infer<typeof bulkEditUndoSchema>;

/** Several guests by id (bulk delete, undo). */
export const guestIdsSchema = z.object({
  ids: z
    .array(idSchema())
    .min(1, "Choose at least one guest.")
    .max(BULK_EDIT_MAX, `Choose up to ${BULK_EDIT_MAX} guests at once.`),
});

export const GUEST_SORTS = ["name", "-name", "household", "status", "side", "table", "-created"] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];
export const GUEST_SORT_LABELS: Record<GuestSort, string> = {
  name: "Last name, A to Z",
  "-name": "Last name, Z to A",
  household: "Household",
  status: "RSVP status",
  side: "Side",
  table: "Table",
  "-created": "Newest first",
};

/** The manager's list: search, filters, sort and page, as query parameters. */
export const guestListQuerySchema = z.object({
  q: text(100, "the search").optional(),
  rsvp: z.enum(RSVP_STATUSES).optional(),
  side: z.enum(GUEST_SIDES).optional(),
  tag: tagSchema.optional(),
  eventId: idSchema().optional(),
  sort: z.enum(GUEST_SORTS).default("name"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GUEST_PAGE_SIZE_MAX).default(GUEST_PAGE_SIZE_DEFAULT),
  coupleId: z.string().optional(),
});
export type GuestListQuery = z.infer<typeof guestListQuerySchema>;

/**
 * The couple's RSVP settings. A wedding code: letters, digits and hyphens, 10 to 32, with both letters
 * and digits, not case-sensitive. Short words and PINs ("LOVE", "1234") are guessed by a script walking
 * codes, and a code opens the couple's names and registration (decision 024).
 */
export const WEDDING_CODE_MIN = 10;
export const weddingCodeSchema = z
  .string()
  .trim()
  .min(WEDDING_CODE_MIN, `Use at least ${WEDDING_CODE_MIN} letters and digits for the wedding code, or pick Suggest a code.`)
  .max(32, "Keep the wedding code to 32 characters.")
  .regex(/^[A-Za-z0-9-]+$/, "Use letters, digits and hyphens only.")
  .refine((code) => /[A-Za-z]/.test(code) && /[0-9]/.test(code), "Mix letters and digits so the code is hard to guess, like MayaAndTheo2027.")
  .refine((code) => new Set(code.toLowerCase().replace(/-/g, "")).size >= 5, "Use more different characters so the code is hard to guess.");

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud and typed by guests

/** A hard-to-guess wedding code: the couple's first name (if any) and eight random characters. */
export function generateWeddingCode(name: string, randomBytes: (n: number) => Uint8Array): string {
  const word = name.normalize("NFKD").replace(/[^A-Za-z]/g, "").slice(0, 12).toUpperCase();
  const bytes = randomBytes(8);
  let tail = "";
  for (const byte of bytes) tail += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  // Guarantee a digit, as the schema asks for one.
  if (!/[0-9]/.test(tail)) tail = `${tail.slice(0, 7)}${CODE_ALPHABET[24 + (bytes[0]! % 8)]}`;
  return word ? `${word}-${tail}` : tail;
}

export const guestSettingsSchema = z.object({
  rsvpDeadline: optionalCalendarDateSchema.optional(),
  weddingCode: weddingCodeSchema.or(z.literal("").transform(() => null)).optional(),
  registrationEnabled: z.boolean().optional(),
});
export type GuestSettingsInput = z.infer<typeof guestSettingsSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type GuestSettingsValues = z.input<typeof guestSettingsSchema>;

/** Which links to replace (the old one stops working at once). */
export const guestLinkSchema = z.object({ link: z.enum(["address", "sheets"], { message: "Choose which link." }) });

/** Invitations and reminders by mail: to every household with an address, or to those still pending. */
export const sendInvitationsSchema = z.object({
  kind: z.enum(["invitation", "reminder"], { message: "Choose invitations or reminders." }),
  audience: z.enum(["all", "pending"], { message: "Choose all or pending only." }),
  householdIds: z.array(idSchema()).max(BULK_EDIT_MAX).optional(),
});
export type SendInvitationsInput = z.infer<typeof sendInvitationsSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type SendInvitationsValues = z.input<typeof sendInvitationsSchema>;

/** A household's answer on /rsvp/{token}: per person and event, and the household's own words. */
export const rsvpAnswerSchema = z.object({
  guests: z
    .array(
      z.object({
        guestId: idSchema(),
        events: z
          .array(
            z.object({
              eventId: idSchema(),
              status: z.enum(["attending", "declined"], { message: "Choose whether they'll be there." }),
              mealChoice: mealChoiceSchema.prefault(""),
            }),
          )
          .max(EVENTS_PER_COUPLE_MAX),
        /** For a wedding without separate events: the one answer. */
        status: z.enum(["attending", "declined"], { message: "Choose whether they'll be there." }).optional(),
        dietaryNeeds: text(300, "dietary needs").prefault(""),
        plusOneName: text(120, "the plus-one's name").prefault(""),
        /** The plus-one's meal at each event they come to with this guest. */
        plusOneMeals: z
          .array(z.object({ eventId: idSchema(), mealChoice: mealChoiceSchema.prefault("") }))
          .max(EVENTS_PER_COUPLE_MAX)
          .default([]),
      }),
    )
    .min(1, "Answer for at least one guest.")
    .max(60),
  songRequest: text(200, "the song request").prefault(""),
  note: text(1000, "the note").prefault(""),
});
export type RsvpAnswerInput = z.infer<typeof rsvpAnswerSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type RsvpAnswerValues = z.input<typeof rsvpAnswerSchema>;

const personSchema = {
  firstName: z.string().trim().min(1, "Enter your first name.").max(80, "Keep the first name to 80 characters."),
  lastName: z.string().trim().min(1, "Enter your last name.").max(80, "Keep the last name to 80 characters."),
  email: optionalEmailSchema.prefault(""),
};

/** The address-collection link: who you are and where invitations should go. */
export const addressSubmissionSchema = z.object({
  ...personSchema,
  ...mailingAddressSchema.shape,
  addressLine1: z.string().trim().min(1, "Enter your street address.").max(120, "Keep the street address to 120 characters."),
  city: z.string().trim().min(1, "Enter your city.").max(80, "Keep the city to 80 characters."),
  state: z.string().trim().min(1, "Enter your state.").max(40, "Keep the state to 40 characters."),
  postalCode: z.string().trim().min(1, "Enter your ZIP code.").max(20, "Keep the ZIP code to 20 characters."),
});
export type AddressSubmissionInput = z.infer<typeof addressSubmissionSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type AddressSubmissionValues = z.input<typeof addressSubmissionSchema>;

/** /guest-registration/{weddingCode}: guests not yet on the list add themselves, for the couple to approve. */
export const registrationSchema = addressSubmissionSchema.extend({
  email: z.string().trim().max(254, "That email address is too long.").pipe(z.email("Enter a valid email address, like name@example.com.")).transform((v) => v.toLowerCase()),
  partyNames: z
    .array(z.string().trim().min(1, "Enter a name or remove the line.").max(120, "Keep each name to 120 characters."))
    .max(10, "Add up to 10 more people.")
    .default([]),
  note: text(500, "the note").prefault(""),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;
/** What a form sends (blank fields as ""), before the server parses it. */
export type RegistrationValues = z.input<typeof registrationSchema>;

/** Approve or decline what a guest sent; an approved address can go to a household the couple picks. */
export const submissionDecisionSchema = z.object({
  approve: z.boolean({ message: "Choose approve or decline." }),
  householdId: idSchema("Choose a household from your list.").optional(),
});

export const guestIdParamSchema = z.object({ id: idSchema() });
/** Public tokens: base64url, 20 to 64 characters (ours are 43); anything else is the friendly not-found page. */
export const publicTokenSchema = z
  .string()
  .min(20, "That link is not valid.")
  .max(64, "That link is not valid.")
  .regex(/^[A-Za-z0-9_-]+$/, "That link is not valid.");
export const tokenParamSchema = z.object({ token: publicTokenSchema });
export const weddingCodeParamSchema = z.object({ weddingCode: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------------
// Pure rules

/** A guest's overall answer from their per-event answers: any yes is attending, all no is declined. */
export function overallRsvpStatus(eventStatuses: readonly RsvpStatus[]): RsvpStatus {
  if (eventStatuses.includes("attending")) return "attending";
  if (eventStatuses.length > 0 && eventStatuses.every((status) => status === "declined")) return "declined";
  return "pending";
}

export interface GuestCountInput {
  rsvpStatus: RsvpStatus;
  mealChoice: string | null;
  invitations: readonly { eventId: string; rsvpStatus: RsvpStatus }[];
}

export interface EventCount {
  eventId: string;
  invited: number;
  attending: number;
  pending: number;
  declined: number;
}

export interface GuestCounts {
  total: number;
  attending: number;
  pending: number;
  declined: number;
  events: EventCount[];
  /** Meals chosen by attending guests, most chosen first; guests attending without a choice under "Not chosen". */
  meals: { meal: string; count: number }[];
}

export const MEAL_NOT_CHOSEN = "Not chosen";

/** Counts by group, as SQL's GROUP BY answers them (the server's shape). */
export interface GuestCountRows {
  statuses: readonly { rsvpStatus: RsvpStatus; n: number }[];
  invitations: readonly { eventId: string; rsvpStatus: RsvpStatus; n: number }[];
  /** Attending guests by meal (null: not chosen). */
  meals: readonly { mealChoice: string | null; n: number }[];
}

/** The counts the manager always shows, from grouped counts; events keep the couple's order. */
export function combineGuestCounts(rows: GuestCountRows, eventIds: readonly string[]): GuestCounts {
  const events = new Map<string, EventCount>(eventIds.map((eventId) => [eventId, { eventId, invited: 0, attending: 0, pending: 0, declined: 0 }]));
  const counts = { total: 0, attending: 0, pending: 0, declined: 0 };
  for (const { rsvpStatus, n } of rows.statuses) {
    counts.total += n;
    counts[rsvpStatus] += n;
  }
  for (const { eventId, rsvpStatus, n } of rows.invitations) {
    const event = events.get(eventId);
    if (!event) continue;
    event.invited += n;
    event[rsvpStatus] += n;
  }
  const meals = new Map<string, number>();
  for (const { mealChoice, n } of rows.meals) {
    const meal = mealChoice ?? MEAL_NOT_CHOSEN;
    meals.set(meal, (meals.get(meal) ?? 0) + n);
  }
  const mealList = [...meals].map(([meal, count]) => ({ meal, count }));
  mealList.sort((a, b) => Number(a.meal === MEAL_NOT_CHOSEN) - Number(b.meal === MEAL_NOT_CHOSEN) || b.count - a.count || a.meal.localeCompare(b.meal));
  return { ...counts, events: [...events.values()], meals: mealList };
}

/** The same counts from a list of guests (the rule the grouped counts follow). */
export function countGuests(list: readonly GuestCountInput[], eventIds: readonly string[]): GuestCounts {
  const tally = <K extends string>(keys: K[]) => {
    const map = new Map<K, number>();
    for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
    return map;
  };
  const statuses = [...tally(list.map((g) => g.rsvpStatus))].map(([rsvpStatus, n]) => ({ rsvpStatus, n }));
  const invitations = [...tally(list.flatMap((g) => g.invitations.map((i) => `${i.eventId}\u0000${i.rsvpStatus}`)))].map(([key, n]) => {
    const [eventId, rsvpStatus] = key.split("\u0000") as [string, RsvpStatus];
    return { eventId, rsvpStatus, n };
  });
  const meals = [...tally(list.filter((g) => g.rsvpStatus === "attending").map((g) => g.mealChoice ?? "\u0000"))].map(([meal, n]) => ({ mealChoice: meal === "\u0000" ? null : meal, n }));
  return combineGuestCounts({ statuses, invitations, meals }, eventIds);
}

// ---------- Plus-ones ----------

interface InvitationAnswer {
  status: RsvpStatus;
  mealChoice?: string | null;
  respondedAt?: string | null;
}

export interface PlusOneHost {
  plusOneAllowed: boolean;
  plusOneName: string;
  rsvpStatus: RsvpStatus;
  invitations: Readonly<Record<string, InvitationAnswer>>;
}

export interface PlusOneGuest {
  firstName: string;
  lastName: string;
  rsvpStatus: RsvpStatus;
  invitations: Record<string, InvitationAnswer>;
  mealChoice: string | null;
}

/**
 * A plus-one the host said is coming is a guest of their own, for counts, events and meals: named as
 * the host wrote them, at every event the host comes to (and answered like the host at the others),
 * with a meal where one was chosen for them (else the one they had). Null while no plus-one is
 * coming: not allowed, no name yet, or the host is not attending.
 */
export function plusOneGuest(host: PlusOneHost, current: { invitations: Readonly<Record<string, InvitationAnswer>>; mealChoice: string | null } | null, meals: Readonly<Record<string, string | null>>, now: string): PlusOneGuest | null {
  const name = host.plusOneName.trim().replace(/\s+/g, " ");
  if (!host.plusOneAllowed || !name || host.rsvpStatus !== "attending") return null;
  const [firstName = name, ...rest] = name.split(" ");
  const invitations: Record<string, InvitationAnswer> = {};
  let mealChoice: string | null = null;
  for (const [eventId, answer] of Object.entries(host.invitations)) {
    const coming = answer.status === "attending";
    const meal = coming ? (meals[eventId] ?? current?.invitations[eventId]?.mealChoice ?? null) : null;
    invitations[eventId] = { status: answer.status, mealChoice: meal, respondedAt: answer.respondedAt ?? now };
    if (meal) mealChoice = meal;
  }
  const statuses = Object.values(invitations).map((i) => i.status);
  return {
    firstName,
    lastName: rest.join(" "),
    rsvpStatus: statuses.length ? overallRsvpStatus(statuses) : host.rsvpStatus,
    invitations,
    mealChoice: mealChoice ?? (statuses.length ? null : (current?.mealChoice ?? null)),
  };
}

/** "Dear Okafor family," for the household "The Okafor family": a greeting never starts "Dear The". */
export function salutationFor(householdName: string): string {
  const name = householdName.trim().replace(/^the\s+/i, "");
  return name ? `Dear ${name},` : "Hello,";
}

/** "Dana and Sam Whitfield", "Ana Ruiz, Leo Ruiz and Mia Ruiz": a household named from its guests. */
export function householdNameFrom(people: readonly { firstName: string; lastName: string }[]): string {
  if (people.length === 0) return "New household";
  const lastNames = new Set(people.map((p) => p.lastName));
  if (lastNames.size === 1 && people[0]!.lastName) {
    const firsts = people.map((p) => p.firstName);
    return `${joinNames(firsts)} ${people[0]!.lastName}`;
  }
  return joinNames(people.map((p) => `${p.firstName} ${p.lastName}`.trim()));
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Whether answers may still change on `today` (calendar dates, the deadline day included). */
export function rsvpOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}

/** A deadline day lasts until midnight Central time, the last of our four cities' midnights. */
export const RSVP_TIME_ZONE = "America/Chicago";
