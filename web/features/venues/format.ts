import { CITIES } from "@domain/cities";
import { formatCalendarDate, formatZoned } from "@domain/dates";
import { ALCOHOL_POLICIES, CATERING_POLICIES, PRICE_TIERS } from "@domain/venues";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** "$3,000 to $6,000", "$3,000", or "Ask the venue" when nothing was given. */
export function formatRange(min: number, max: number, suffix = ""): string {
  if (min === 0 && max === 0) return "Ask the venue";
  if (min === max) return `${formatMoney(min)}${suffix}`;
  return `${formatMoney(min)} to ${formatMoney(max)}${suffix}`;
}

export function cityName(id: string): string {
  return CITIES.find((c) => c.id === id)?.displayName ?? id;
}

export function cityTimeZone(id: string): string {
  return CITIES.find((c) => c.id === id)?.timeZone ?? "America/New_York";
}

export function priceTierCaption(tier: number): string {
  const found = PRICE_TIERS.find((t) => t.id === tier);
  return found ? `${found.label} · ${found.caption}` : "";
}

export function cateringLabel(id: string): string {
  return CATERING_POLICIES.find((c) => c.id === id)?.label ?? id;
}

export function alcoholLabel(id: string): string {
  return ALCOHOL_POLICIES.find((a) => a.id === id)?.label ?? id;
}

/** A tour slot in the venue's own time zone, e.g. "Sat, Jun 12 · 10:00 AM". */
export function formatSlot(startsAt: string, city: string): string {
  return formatZoned(startsAt, cityTimeZone(city), "EEE, MMM d, h:mm a");
}

/** A calendar date (YYYY-MM-DD) as "Sat, Jun 12, 2027", without time-zone drift. */
export function formatDate(date: string): string {
  return formatCalendarDate(date, "EEE, MMM d, yyyy");
}
