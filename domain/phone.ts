import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import "./zod-messages.ts";

/**
 * Phone numbers are checked with libphonenumber (US by default: our venues and vendors are in Ohio
 * and Tennessee), stored in one format (E.164, "+16145550142") and shown formatted.
 */
export const PHONE_MESSAGE = "Enter a phone number with its area code, like (614) 555-0142.";

/** E.164 for a real number, or null. */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, "US");
  return parsed?.isValid() ? parsed.number : null;
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
