import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import "./zod-messages.ts";

/**
 * Phone numbers are checked with libphonenumber (US by default: our venues and vendors are in Ohio
 * and Tennessee), stored in one format (E.164, "+16145550142") and shown formatted.
 */
export const PHONE_MESSAGE = "Enter a phone number with its area code, like (614) 555-0142.";

function parsedE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, "US");
  return parsed?.isValid() ? parsed.number : null;
}

/** A ten-digit North American number as people write it: 614-555-0142, (614) 555 0142, +1 614.555.0142. */
const NORTH_AMERICAN = /^\s*(?:\+?1[\s.-]*)?\(?([2-9]\d{2})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})\s*$/;
/**
 * Whether a North American area code and exchange (the first six digits) is in service: libphonenumber's
 * patterns for +1 decide on those digits alone, and checking them costs ~9 µs, so a 10,000-guest import
 * asks once per exchange (phone.test.ts holds the shortcut equal to the full check).
 */
const exchangeInService = new Map<string, boolean>();

/** E.164 for a real number, or null. */
export function normalizePhone(value: string): string | null {
  const match = NORTH_AMERICAN.exec(value);
  if (!match) return parsedE164(value);
  const exchange = `${match[1]}${match[2]}`;
  let inService = exchangeInService.get(exchange);
  if (inService === undefined) {
    inService = parsedE164(value) !== null;
    if (exchangeInService.size >= 100_000) exchangeInService.clear();
    exchangeInService.set(exchange, inService);
  }
  return inService ? `+1${exchange}${match[3]}` : null;
}

/** "(614) 555-0142" for US numbers, "+44 20 7946 0958" for others; text that is no number stays as it is. */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, "US");
  if (!parsed?.isValid()) return value;
  return parsed.countryCallingCode === "1" ? parsed.formatNational() : parsed.formatInternational();
}

/** A `tel:` link target, or null when the text is no number. */
export function phoneHref(value: string): string | null {
  const number = normalizePhone(value);
  return number ? `tel:${number}` : null;
}

/** An optional phone field: "" for none, else stored as E.164. */
export const optionalPhone = (message = PHONE_MESSAGE) =>
  z
    .string()
    .trim()
    .max(40, message)
    .refine((value) => value === "" || normalizePhone(value) !== null, message)
    .transform((value) => (value === "" ? "" : normalizePhone(value)!));

export const requiredPhone = (message = PHONE_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((value) => normalizePhone(value) !== null, message)
    .transform((value) => normalizePhone(value)!);
