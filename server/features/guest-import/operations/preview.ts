import {
  PREVIEW_PROBLEMS_MAX,
  PREVIEW_ROWS,
  rsvpSummary,
  skippedColumns,
  type GuestImportInput,
  type GuestImportPreview,
  type ImportField,
} from "../../../../domain/guest-import/index.ts";
import { existingEvents, oneAtATime, planImport, type ImportDeps } from "./context.ts";

/** What the import would do, without writing: the detected format and mapping, sample rows, households, skipped columns and every problem. */
export async function previewGuestImport(deps: ImportDeps, coupleId: string, input: Pick<GuestImportInput, "text"> & { mapping?: ImportField[] }): Promise<GuestImportPreview> {
  const [{ read, mapping, plan }, events] = await oneAtATime(coupleId, () => Promise.all([planImport(deps.db, coupleId, input), existingEvents(deps.db, coupleId)]));
  const known = new Set(events.map((event) => event.name.toLowerCase()));
  return {
    format: read.format,
    formatLabel: read.formatLabel,
    headers: read.table.headers,
    mapping,
    sample: read.table.rows.slice(0, PREVIEW_ROWS).map((cells, index) => ({ row: read.table.rowNumbers[index] ?? index + 2, cells })),
    households: plan.households.slice(0, PREVIEW_ROWS).map((household) => ({
      row: household.row,
      name: household.name,
      mailingName: household.mailingName,
      address: household.address,
      guests: household.guests.map((guest) => ({
        row: guest.row,
        name: `${guest.firstName} ${guest.lastName}`.trim(),
        email: guest.email,
        rsvp: rsvpSummary(guest),
        plusOne: guest.plusOneAllowed ? guest.plusOneName || "Guest (unnamed)" : "",
        duplicate: guest.duplicate !== null,
      })),
    })),
    problems: plan.problems.slice(0, PREVIEW_PROBLEMS_MAX),
    problemsShown: Math.min(plan.problems.length, PREVIEW_PROBLEMS_MAX),
    unit: read.table.delimiter === "vcard" ? "contact" : "row",
    skippedColumns: skippedColumns(read.table.headers, read.table.rows, mapping),
    counts: plan.counts,
    events: plan.events.map((name) => ({ name, isNew: !known.has(name.toLowerCase()) })),
  };
}
