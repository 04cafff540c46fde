import { z } from "zod";
import "./zod-messages.ts";

export const CONTACT_TOPICS = ["general", "couples", "venues", "vendors", "press", "support"] as const;

/** A message sent from /contact; stored for admins. */
export const contactMessageSchema = z.object({
  name: z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(120, "Name must be at most 120 characters"),
  email: z.string({ error: "Please enter your email address" }).trim().toLowerCase().email("Please enter a valid email address").max(254),
  topic: z.enum(CONTACT_TOPICS, { message: "Please choose a topic" }),
  message: z
    .string({ error: "Please write a message" })
    .trim()
    .min(10, "Please write at least 10 characters")
    .max(5000, "Message must be at most 5,000 characters"),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/**
 * What a message's sender becomes when they delete their account (erasure asked): the admins keep the
 * message they are answering, but no longer who sent it.
 */
export const ERASED_SENDER_NAME = "Former member (erased at their request)";
export const ERASED_SENDER_EMAIL = "";
