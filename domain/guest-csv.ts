import { GUEST_TYPE_LABELS, RSVP_LABELS, SIDE_LABELS, type GuestSide, type GuestType, type RsvpStatus } from "./guests.ts";

/**
 * The guest list as CSV (the manager's export and the spreadsheet feed). RFC 4180 quoting, CRLF line
 * ends, and formula-safe: a cell a spreadsheet would run (starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, so "=HYPERLINK(...)" typed into a name stays text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, escaped for formulas and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

/** Rows to a CSV document (CRLF after every line, spreadsheets' own convention). */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => `${csvLine(row)}\r\n`).join("");
}

export interface GuestExportRow {
  household: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  side: GuestSide;
  guestType: GuestType;
  rsvpStatus: RsvpStatus;
  mealChoice: string | null;
  dietaryNeeds: string;
  plusOneAllowed: boolean;
  plusOneName: string;
  tableAssignment: string | null;
  tags: readonly string[];
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  notes: string;
  /** Answer per event id; an event the guest is not invited to is absent. */
  events: Readonly<Record<string, RsvpStatus>>;
}

/** The export's columns; events get one "RSVP: {name}" column each, after the overall RSVP. */
export function guestCsvHeader(events: readonly { name: string }[]): string[] {
  return [
    "Household",
    "First name",
    "Last name",
    "Email",
    "Phone",
    "Side",
    "Guest type",
    "RSVP",
    ...events.map((event) => `RSVP: ${event.name}`),
    "Meal",
    "Dietary needs",
    "Plus-one allowed",
    "Plus-one name",
    "Table",
    "Tags",
    "Address line 1",
    "Address line 2",
    "City",
    "State",
    "ZIP code",
    "Country",
    "Notes",
  ];
}

/** Events a guest is not invited to read "Not invited". Tags are joined with "; ". */
export function guestsToCsv(rows: readonly GuestExportRow[], events: readonly { id: string; name: string }[]): string {
  const lines: (string | null)[][] = [guestCsvHeader(events)];
  for (const row of rows) {
    lines.push([
      row.household,
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      SIDE_LABELS[row.side],
      GUEST_TYPE_LABELS[row.guestType],
      RSVP_LABELS[row.rsvpStatus],
      ...events.map((event) => {
        const status = row.events[event.id];
        return status ? RSVP_LABELS[status] : "Not invited";
      }),
      row.mealChoice,
      row.dietaryNeeds,
      row.plusOneAllowed ? "Yes" : "No",
      row.plusOneName,
      row.tableAssignment,
      row.tags.join("; "),
      row.addressLine1,
      row.addressLine2,
      row.city,
      row.state,
      row.postalCode,
      row.country,
      row.notes,
    ]);
  }
  return toCsv(lines);
}
