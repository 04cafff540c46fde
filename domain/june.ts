import { z } from "zod";
import { idSchema } from "./ids.ts";
import "./zod-messages.ts";

/**
 * June, the wedding-planning assistant: the constants of spec section 9, the texts of sections 2, 4, 5
 * and 8 (copied exactly), the request and action shapes both sides validate with, and the welcome.
 */

import { JUNE_HISTORY_LOAD_LIMIT, SAVED_VENUES_IN_CONTEXT, SPEECH_RECOGNITION_LANGUAGE } from "./constants.ts";

export { JUNE_MESSAGES_SENT, JUNE_AUTO_OPEN_DELAY_MS, JUNE_AUTO_OPENED_KEY } from "./constants.ts";
export const JUNE_HISTORY_LIMIT = JUNE_HISTORY_LOAD_LIMIT;
const JUNE_MESSAGES_SENT_MAX = 10;
export const JUNE_SAVED_VENUES_IN_CONTEXT = SAVED_VENUES_IN_CONTEXT;
export const JUNE_SPEECH_LANGUAGE = SPEECH_RECOGNITION_LANGUAGE;
/** Longest message a couple can type (a wedding toast pasted in is fine; a novel is not). */
export const JUNE_MESSAGE_MAX = 4000;

export const JUNE_TITLE = "June";
export const JUNE_SUBTITLE = "Wedding Planning Assistant";
export const JUNE_PLACEHOLDER_DESKTOP = "Ask June anything about wedding planning...";
export const JUNE_PLACEHOLDER_MOBILE = "Ask June anything...";
export const JUNE_IMAGE_ONLY_TEXT = "What can you tell me about this image?";
export const JUNE_ERROR_REPLY = "I'm having trouble responding right now. Please try again in a moment! 💭";
/** The fixed welcome (signed out, history load failed, personalized welcome failed). */
export const JUNE_FIXED_WELCOME = "Hi! I'm June — your personal wedding planner ✨ How can I help you today?";
export const JUNE_WELCOME_CLOSING = "What would you like to work on today?";

// ---------------------------------------------------------------------------------------------------
// The personalized welcome (spec section 4)

export type DaysBand = "plenty-of-time" | "getting-exciting" | "final-stretch";

/** Spec section 9: above 180 days, 91 to 180, 90 or fewer. */
export function daysBand(days: number): DaysBand {
  if (days > 180) return "plenty-of-time";
  if (days > 90) return "getting-exciting";
  return "final-stretch";
}

/** Whole days from `today` to `date` (both "YYYY-MM-DD"); negative once it has passed. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export interface GuestStats {
  total: number;
  attending: number;
  pending: number;
  declined: number;
  /** Each event of the wedding, in order, with the answers of the guests invited to it. */
  events?: { name: string; invited: number; attending: number; pending: number; declined: number; kind?: string; date?: string | null; startTime?: string; location?: string }[];
}

export interface WelcomeFacts {
  partner1Name?: string | null;
  weddingDate?: string | null;
  /** Undefined when the guest list could not be read; a known empty list is total 0. */
  guestStats?: GuestStats | null;
  /** Today on Eastern time, "YYYY-MM-DD". */
  today: string;
}

/** "1 guest", "1,204 guests". */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The welcome's first line, with the first partner's name when known. */
export function welcomeGreeting(partner1Name: string | null | undefined): string {
  const name = partner1Name?.trim();
  return name ? `Hi ${name}! I'm June, your wedding planning assistant ✨` : "Hi! I'm June, your wedding planning assistant ✨";
}

/** The guest list's line: its count and pending RSVPs with an offer of reminders, or an invitation to build it when empty. */
export function welcomeGuestLine(guests: GuestStats): string {
  if (guests.total === 0) return "Let's start building your guest list whenever you're ready.";
  const parts = [`You have ${plural(guests.total, "guest", "guests")} on your list.`];
  if (guests.pending > 0) parts.push(`${plural(guests.pending, "guest hasn't", "guests haven't")} RSVP'd yet. Want me to send them a reminder?`);
  return parts.join(" ");
}

/** The days remaining with their band; nothing once the day has come. */
export function welcomeDaysLine(weddingDate: string, today: string): string | undefined {
  const days = daysBetween(today, weddingDate);
  if (days <= 0) return undefined;
  const band = daysBand(days);
  const remaining = `${plural(days, "day", "days")} until your wedding`;
  return band === "plenty-of-time"
    ? `There are ${remaining}, so you have plenty of time.`
    : band === "getting-exciting"
      ? `There are ${remaining}. It's getting exciting!`
      : `There ${days === 1 ? "is" : "are"} ${remaining}. You're in the final stretch!`;
}

/**
 * The personalized welcome: the greeting, the guest list (nothing when it is unknown), the days
 * remaining with their band, and the closing question. June composes the same lines from the planning
 * modules; this is the whole text for one set of facts.
 */
export function juneWelcome(facts: WelcomeFacts): string {
  const parts = [welcomeGreeting(facts.partner1Name)];
  if (facts.guestStats) parts.push(welcomeGuestLine(facts.guestStats));
  const days = facts.weddingDate ? welcomeDaysLine(facts.weddingDate, facts.today) : undefined;
  if (days) parts.push(days);
  parts.push(JUNE_WELCOME_CLOSING);
  return parts.join(" ");
}

// ---------------------------------------------------------------------------------------------------
// Messages and the chat-with-june body (spec section 7)

export const JUNE_ROLES = ["user", "assistant"] as const;
export type JuneRole = (typeof JUNE_ROLES)[number];

/** An image as the picker reads it: a data URL of an image type. */
export const imageDataUrlSchema = z
  .string()
  .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/i, "Choose an image file (a photo or a picture).");

export const juneMessageSchema = z.object({
  role: z.enum(JUNE_ROLES, { message: "A message is from the user or the assistant." }),
  content: z.string().max(JUNE_MESSAGE_MAX, `Keep messages to ${JUNE_MESSAGE_MAX.toLocaleString("en-US")} characters.`),
});
export type JuneMessage = z.infer<typeof juneMessageSchema>;

export const chatWithJuneSchema = z.object({
  messages: z
    .array(juneMessageSchema)
    .min(1, "Send at least one message.")
    .max(JUNE_MESSAGES_SENT_MAX, `Send at most the last ${JUNE_MESSAGES_SENT_MAX} messages.`)
    .refine((messages) => messages.at(-1)?.role === "user", "The last message must be yours.")
    .refine((messages) => (messages.at(-1)?.content.trim() ?? "") !== "", "Type a message first."),
  image: imageDataUrlSchema.nullable().optional(),
  /** What the browser knows; read for nothing the server acts on (the server gathers its own). */
  userContext: z.unknown().optional(),
});
export type ChatWithJuneBody = z.infer<typeof chatWithJuneSchema>;

// ---------------------------------------------------------------------------------------------------
// Actions June proposes and the couple confirms in the chat

/**
 * An action June proposes and the couple confirms in the chat: its type, the fields its planning module
 * gives it (checked by that module's own schema on the server, when proposed and again when confirmed),
 * and the line the couple reads on its confirm card (written by the server).
 */
export const juneActionSchema = z
  .object({
    type: z.string().regex(/^[a-z][a-z-]{0,39}$/, "That is not an action June can take."),
    label: z.string().max(300).optional(),
  })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(20)]));
export type JuneAction = z.infer<typeof juneActionSchema>;

/** GET /api/june/history: `before` pages back from a message id (the oldest one the widget shows). */
export const juneHistoryQuerySchema = z.object({ before: z.uuid("That message id is not valid.").optional() });

export const juneActionRequestSchema = z.object({
  action: juneActionSchema,
  /** The assistant message that proposed it and which of its actions, so the state (done, canceled) is kept with it. */
  messageId: idSchema().optional(),
  actionIndex: z.number().int().min(0).max(2).default(0),
  decision: z.enum(["confirm", "cancel"], { message: "Confirm or cancel." }),
});
export type JuneActionRequest = z.infer<typeof juneActionRequestSchema>;
export type JuneActionRequestInput = z.input<typeof juneActionRequestSchema>;

export type JuneActionState = "proposed" | "done" | "canceled" | "failed";
export interface JuneActionOutcome {
  state: JuneActionState;
  result: string;
}

/** What message_metadata holds. */
export interface JuneMessageMetadata {
  image?: string;
  actions?: JuneAction[];
  /** By the action's index in `actions`; an action with no entry is still proposed. */
  actionOutcomes?: Record<string, JuneActionOutcome>;
}

/** A history row as the API answers it. */
export interface JuneHistoryMessage {
  id: string;
  role: JuneRole;
  content: string;
  createdAt: string;
  image?: string;
  actions?: JuneAction[];
  actionOutcomes?: Record<string, JuneActionOutcome>;
}

/** The streamed answer of chat-with-june: NDJSON lines of these. */
export type JuneStreamEvent =
  | { type: "delta"; text: string }
  /** The text so far is dropped (the model failed midway; the built-in answer follows). */
  | { type: "reset" }
  | { type: "done"; reply: string; actions: JuneAction[]; messageId: string | null; userMessageId: string | null; engine: "built-in" | "model" }
  | { type: "error"; message: string };
