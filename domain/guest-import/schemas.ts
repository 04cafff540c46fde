import { z } from "zod";
import { GUESTS_PER_COUPLE_MAX } from "../guests.ts";
import type { ImportAddress, RowProblem } from "./build.ts";
import { IMPORT_COLUMNS_MAX } from "./csv.ts";
import type { SourceFormat } from "./detect.ts";
import { isImportField, type ImportField } from "./fields.ts";

/** A file of 50,000 wide rows (Zola's 30 columns) fits; the import route alone accepts bodies this big. */
export const IMPORT_TEXT_MAX_CHARS = 15_000_000;
export const IMPORT_BODY_MAX_BYTES = 16 * 1024 * 1024;
export const IMPORT_ROWS_MAX = GUESTS_PER_COUPLE_MAX;
/** What a preview sends back: enough rows to check the mapping by eye, and the first problems. */
export const PREVIEW_ROWS = 50;
export const PREVIEW_PROBLEMS_MAX = 500;

export const duplicatePolicySchema = z.enum(["skip", "update"], { message: "Choose skip or update for duplicates." });

export const guestImportSchema = z.object({
  text: z
    .string({ message: "Add a file or paste your list." })
    .min(1, "Add a file or paste your list.")
    .max(IMPORT_TEXT_MAX_CHARS, `That file is too big to import at once (over ${IMPORT_TEXT_MAX_CHARS / 1_000_000} million characters). Split it in two.`),
  /** One field per column; left out, the detected mapping is used. */
  mapping: z
    .array(z.string().refine(isImportField, "That isn't a field a column can be mapped to."))
    .max(IMPORT_COLUMNS_MAX)
    .optional()
    .transform((value) => value as ImportField[] | undefined),
  duplicates: duplicatePolicySchema.default("skip"),
});
export type GuestImportInput = z.input<typeof guestImportSchema>;

export interface GuestImportPreview {
  format: SourceFormat;
  formatLabel: string;
  headers: string[];
  mapping: ImportField[];
  /** The first rows as read, with their spreadsheet row numbers. */
  sample: { row: number; cells: string[] }[];
  /** The first households as they will be added. */
  households: {
    row: number;
    name: string;
    mailingName: string;
    address: ImportAddress | null;
    guests: { row: number; name: string; email: string; rsvp: string; plusOne: string; duplicate: boolean }[];
  }[];
  problems: RowProblem[];
  problemsShown: number;
  /** How the file counts its guests in messages: a spreadsheet's rows, a vCard file's contacts. */
  unit: "row" | "contact";
  /** Columns with data the mapping leaves out, so the couple can keep them as notes or tags. */
  skippedColumns: { header: string; example: string }[];
  counts: { rows: number; households: number; guests: number; plusOnes: number; errors: number; warnings: number; duplicates: number };
  /** Event RSVP columns; those not in the couple's wedding yet are added with the import. */
  events: { name: string; isNew: boolean }[];
}

export interface GuestImportResult {
  /** Values imported as written, with a note on the guest (a phone or email that failed its check, an unknown RSVP word). */
  warnings: number;
  householdsCreated: number;
  guestsCreated: number;
  guestsUpdated: number;
  skipped: number;
  eventsCreated: string[];
}


/** "Attending", or per event: "Ceremony: Attending · Reception: Declined". */
export function rsvpSummary(guest: { rsvp: string | null; eventRsvps: Record<string, string> }): string {
  const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
  const events = Object.entries(guest.eventRsvps);
  if (events.length > 0) return events.map(([event, value]) => `${event}: ${label(value)}`).join(" · ");
  return label(guest.rsvp ?? "pending");
}
