import { format } from "date-fns";
import type { UserType } from "@domain/account";
import { formatCalendarDate as formatDateString } from "@domain/dates";
import { VENUE_STATUSES, WEDDING_STYLES } from "@domain/account";

export const WEDDING_STYLE_LABELS: Record<(typeof WEDDING_STYLES)[number], string> = {
  classic: "Classic",
  rustic: "Rustic",
  modern: "Modern",
  garden: "Garden",
  boho: "Boho",
  glam: "Glam",
  vintage: "Vintage",
  destination: "Destination",
};

export const VENUE_STATUS_LABELS: Record<(typeof VENUE_STATUSES)[number], string> = {
  searching: "Still searching",
  shortlisted: "We have a shortlist",
  booked: "Booked",
};

export const ACCOUNT_KIND_LABELS: Record<UserType, string> = {
  couple: "Couple",
  vendor: "Vendor",
  venue_owner: "Venue owner",
};

/** An account's kind as people read it: an admin is an admin, whatever kind the account signed up as. */
export function accountKindLabel(account: { userType: string; isAdmin: boolean }): string {
  if (account.isAdmin) return "Admin";
  return ACCOUNT_KIND_LABELS[account.userType as UserType] ?? account.userType;
}

/** "June 12, 2027" from "2027-06-12", read as a calendar date (no time-zone shift). */
export function formatCalendarDate(iso: string): string {
  return formatDateString(iso, "MMMM d, yyyy");
}

export function formatDateTime(iso: string): string {
  // In the reader's own zone, as the browser knows it.
  return format(iso, "MMM d, yyyy, h:mm a");
}
