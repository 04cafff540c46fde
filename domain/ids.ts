import { z } from "zod";
import "./zod-messages.ts";

/**
 * Ids in paths and bodies. A malformed id is a 400 naming the field; a well-formed id that matches
 * nothing (or someone else's row) stays a 404, decided by the route's loader.
 */
export const idSchema = (message = "That id is not valid.") => z.uuid({ message });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has a UUID's shape (any version), e.g. to tell an id from a slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** URL names of listings ("the-glasshouse-columbus"): lower-case words joined by hyphens. */
export const slugSchema = z
  .string()
  .max(200, "That address is too long.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "That address is not valid.");

/** A listing named by its id or its slug, as the venue pages link to it. */
export const idOrSlugSchema = z.union([idSchema(), slugSchema], { message: "That venue address is not valid." });
