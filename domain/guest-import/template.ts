import { toCsv } from "../guest-csv.ts";

/** The columns of the downloadable template, in order: every one maps by itself, with no changes. */
export const TEMPLATE_HEADERS = [
  "Household",
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "Street Address",
  "Address Line 2",
  "City",
  "State",
  "Zip Code",
  "Side",
  "Guest Type",
  "Rehearsal Dinner RSVP",
  "Ceremony RSVP",
  "Reception RSVP",
  "Meal",
  "Dietary Needs",
  "Plus One",
  "Table",
  "Tags",
  "Notes",
] as const;

const SAMPLE_ROWS: string[][] = [
  ["The Alvarez Family", "Maria", "Alvarez", "maria.alvarez@example.com", "(614) 555-0142", "418 Oak Street", "", "Columbus", "OH", "43215", "Partner 1", "Adult", "Attending", "Attending", "Attending", "Chicken", "", "No", "4", "Family | Out of town", ""],
  ["The Alvarez Family", "Leo", "Alvarez", "", "", "", "", "", "", "", "Partner 1", "Child", "Pending", "Attending", "Attending", "Kids' meal", "Peanut allergy", "", "4", "Family", "Sits with Maria"],
  ["", "Jordan", "Lee", "jordan.lee@example.com", "(615) 555-0188", "77 Broadway", "Apt 5", "Nashville", "TN", "37203", "Partner 2", "Adult", "", "Declined", "Declined", "", "", "Guest", "", "College", ""],
];

/** The template as CSV (formula-safe, CRLF, as the list's own export). */
export function guestImportTemplateCsv(): string {
  return toCsv([[...TEMPLATE_HEADERS], ...SAMPLE_ROWS]);
}
