import { z } from "zod";
import "./zod-messages.ts";

export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const contactMessageUpdateSchema = z.object({ handled: z.boolean({ error: "handled must be true or false" }) });

export const testMailSchema = z.object({
  to: z.string({ error: "Enter an email address" }).trim().toLowerCase().email("Please enter a valid email address").max(254),
});

export const uuidParamSchema = z.object({ id: z.string().uuid("That id is not valid") });

/** Pausing a couple's mail to other people: a note for the other admins. */
export const sendingPauseSchema = z.object({ reason: z.string().trim().max(500, "Keep the reason to 500 characters.").default("") });
export const coupleIdParamSchema = z.object({ coupleId: z.string().trim().min(1, "Which couple?").max(64, "That couple id is not valid") });
