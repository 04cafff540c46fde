import type { ProblemCode } from "./build.ts";

/**
 * What a column of an imported file can mean. A mapping is one field per column, in column order.
 * Fixed fields have a name; some are families: `rsvp:<event name>` (an RSVP per event, as The Knot
 * exports them) and `child:<n>:first|last|full` (Zola's child name columns).
 */

export const FIXED_FIELDS = [
  { key: "ignore", label: "Don't import" },
  { key: "fullName", label: "Full name" },
  { key: "firstName", label: "First name" },
  { key: "lastName", label: "Last name" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
  { key: "addressFull", label: "Mailing address (whole)" },
  { key: "address1", label: "Street address" },
  { key: "address2", label: "Address line 2" },
  { key: "city", label: "City" },
  { key: "state", label: "State" },
  { key: "postalCode", label: "ZIP code" },
  { key: "country", label: "Country" },
  { key: "household", label: "Household / party" },
  { key: "householdKey", label: "Household / party id (groups rows)" },
  { key: "mailingName", label: "Name on envelope" },
  { key: "householdNote", label: "Household's note to you" },
  { key: "relationship", label: "Relationship (a tag for the household)" },
  { key: "totalInvited", label: "Number invited (extra seats become plus-ones)" },
  { key: "side", label: "Side" },
  { key: "guestType", label: "Guest type" },
  { key: "isChild", label: "Child? (yes or no)" },
  { key: "tags", label: "Tags" },
  { key: "rsvp", label: "RSVP (whole wedding)" },
  { key: "meal", label: "Meal choice" },
  { key: "dietary", label: "Dietary needs" },
  { key: "notes", label: "Notes" },
  { key: "plusOne", label: "Plus-one (allowed, or their name)" },
  { key: "table", label: "Table" },
  { key: "partnerFullName", label: "Partner's full name" },
  { key: "partnerFirstName", label: "Partner's first name" },
  { key: "partnerLastName", label: "Partner's last name" },
  { key: "keepNote", label: "Keep as a note" },
  { key: "keepTag", label: "Keep as a tag" },
] as const;

export type FixedField = (typeof FIXED_FIELDS)[number]["key"];
export type ChildField = `child:${number}:${"first" | "last" | "full"}`;
export type EventRsvpField = `rsvp:${string}`;
export type ImportField = FixedField | ChildField | EventRsvpField;

export const MAX_CHILD_COLUMNS = 10;
const FIXED_KEYS = new Set<string>(FIXED_FIELDS.map((field) => field.key));
const CHILD_FIELD = /^child:([1-9]|10):(first|last|full)$/;
const EVENT_FIELD = /^rsvp:(.{1,80})$/;

export function isImportField(value: string): value is ImportField {
  return FIXED_KEYS.has(value) || CHILD_FIELD.test(value) || (EVENT_FIELD.test(value) && value.slice(5).trim() !== "");
}

export function childField(value: string): { index: number; part: "first" | "last" | "full" } | null {
  const match = CHILD_FIELD.exec(value);
  return match ? { index: Number(match[1]), part: match[2] as "first" | "last" | "full" } : null;
}

export function eventOf(field: string): string | null {
  return field.startsWith("rsvp:") ? field.slice(5).trim() || null : null;
}

export function fieldLabel(field: string): string {
  const fixed = FIXED_FIELDS.find((f) => f.key === field);
  if (fixed) return fixed.label;
  const child = childField(field);
  if (child) return `Child ${child.index} ${child.part === "full" ? "full name" : `${child.part} name`}`;
  const event = eventOf(field);
  if (event) return `RSVP: ${event}`;
  return field;
}

/** The events a wedding commonly has; a column named after one of these holds its RSVP. */
export const COMMON_EVENTS = ["Rehearsal Dinner", "Welcome Party", "Ceremony", "Reception", "Wedding", "Brunch", "After Party", "Farewell Brunch"];

export const PROBLEM_LABELS: Record<ProblemCode, string> = {
  missing_name: "Missing name",
  bad_email: "Email kept as written",
  unknown_rsvp: "RSVP kept as written",
  unknown_side: "Unknown side",
  unknown_guest_type: "Unknown guest type",
  invalid_value: "Needs a fix",
  too_long: "Shortened to fit",
  bad_phone: "Phone kept as written",
  household_name: "Household name",
  extra_seats: "More seats than people",
  duplicate_in_file: "Duplicate in file",
  duplicate_in_list: "Already on your list",
};
