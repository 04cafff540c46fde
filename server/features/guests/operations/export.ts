import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { guestsToCsv, type GuestExportRow } from "../../../../domain/guest-csv.ts";
import type { GuestSide, GuestType, RsvpStatus } from "../../../../domain/guests.ts";
import { zonedDate } from "../../../../domain/dates.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { guestHouseholds, guestListSettings, guests } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { loadEvents, type GuestDeps, type Reader } from "../rows.ts";

/** The whole list as CSV, households together, formula-safe (domain/guest-csv.ts). */
async function listCsv(db: Reader, coupleId: string): Promise<string> {
  const events = await loadEvents(db, coupleId);
  const live = and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt));
  const rows = await db
    .select({ guest: guests, household: guestHouseholds })
    .from(guests)
    .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
    .where(live)
    .orderBy(asc(sql`lower(${guestHouseholds.name})`), asc(guestHouseholds.id), asc(guests.createdAt));
  const exportRows: GuestExportRow[] = rows.map(({ guest, household }) => ({
    household: household.name,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    // Shown as people write it: "(614) 555-0142" rather than E.164, whose + a spreadsheet would escape.
    phone: guest.phone ? formatPhone(guest.phone) : null,
    side: guest.side as GuestSide,
    guestType: guest.guestType as GuestType,
    rsvpStatus: guest.rsvpStatus as RsvpStatus,
    mealChoice: guest.mealChoice,
    dietaryNeeds: guest.dietaryNeeds,
    plusOneAllowed: guest.plusOneAllowed,
    plusOneName: guest.plusOneName,
    tableAssignment: guest.tableAssignment,
    tags: guest.tags,
    addressLine1: household.addressLine1,
    addressLine2: household.addressLine2,
    city: household.city,
    state: household.state,
    postalCode: household.postalCode,
    country: household.country,
    notes: guest.notes,
    events: Object.fromEntries(Object.entries(guest.invitations).map(([eventId, answer]) => [eventId, answer.status])),
  }));
  return guestsToCsv(exportRows, events);
}

export async function exportGuestsCsv(deps: GuestDeps, coupleId: string) {
  return { filename: `serviceberry-guest-list-${zonedDate(new Date(), "America/New_York")}.csv`, csv: await listCsv(deps.db, coupleId) };
}

/** The spreadsheet feed (guest_sheets_sync): the same CSV, for whoever holds the couple's current feed token. */
export async function guestFeedCsv(deps: GuestDeps, token: string) {
  const [settings] = await deps.db.select({ coupleId: guestListSettings.coupleId }).from(guestListSettings).where(eq(guestListSettings.sheetsFeedToken, token)).limit(1);
  if (!settings) throw new ApiError(404, "feed_not_found", "This guest list link is not valid. It may have been turned off; ask the couple for a new one.");
  return listCsv(deps.db, settings.coupleId);
}
