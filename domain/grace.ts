import { z } from "zod";
import "./zod-messages.ts";

/** Grace, the support assistant (spec sections 2 Grace help, 3 help_tickets, 4 Grace, 7, 8). */

export const STAKEHOLDER_TYPES = ["couple", "venue", "vendor", "contributor"] as const;
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number];

export const ISSUE_TYPES = ["general", "login", "verification", "venue_management", "vendor_management", "booking", "payment", "technical", "feature_question", "account"] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const TICKET_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = ["open", "waiting", "resolved"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec section 9: ticket defaults. */
export const TICKET_DEFAULTS = { issueType: "general", priority: "medium", title: "Support Request" } as const satisfies {
  issueType: IssueType;
  priority: TicketPriority;
  title: string;
};

/** Spec section 8 (Grace fails), word for word. */
export const GRACE_APOLOGY =
  "I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or you can email us directly for urgent issues.";
/** Spec section 4 (voice recording): the fixed text sent when recorded data arrives. */
export const GRACE_VOICE_MESSAGE = "I sent a voice message";

/** The help areas the welcome lists. */
export const GRACE_HELP_AREAS = ["Signing in and passwords", "Verifying your email", "Managing a venue or vendor profile", "Bookings and tours", "Payments", "Technical problems", "How features work"] as const;

/** Spec section 4: on first open with no messages, Grace introduces herself and lists the help areas. */
export const GRACE_WELCOME = `Hi, I'm Grace, Serviceberry's support assistant. I help couples, venue owners, vendors and the people helping couples with:\n${GRACE_HELP_AREAS.map((area) => `• ${area}`).join("\n")}\n\nTell me what's going on, or turn on voice mode and ask out loud.`;

export const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
  general: "General",
  login: "Signing in",
  verification: "Email verification",
  venue_management: "Venue management",
  vendor_management: "Vendor management",
  booking: "Bookings and tours",
  payment: "Payments",
  technical: "Technical problem",
  feature_question: "Feature question",
  account: "Account",
};

export const STAKEHOLDER_LABELS: Record<StakeholderType, string> = {
  couple: "Couple",
  venue: "Venue owner",
  vendor: "Vendor",
  contributor: "Contributor",
};

/** What the stakeholder rule reads about an account; null when signed out or the lookup failed. */
export interface StakeholderFacts {
  isVenueOwner: boolean;
  isVendor: boolean;
  hasContributorProfile: boolean;
}

/** Spec section 4: venue owner, then vendor, then contributor, else couple; couple when signed out or on error. */
export function deriveStakeholderType(facts: StakeholderFacts | null | undefined): StakeholderType {
  if (!facts) return "couple";
  if (facts.isVenueOwner) return "venue";
  if (facts.isVendor) return "vendor";
  if (facts.hasContributorProfile) return "contributor";
  return "couple";
}

const MESSAGE_MAX = 2000;
const HISTORY_MAX = 40;

export const graceHistoryMessageSchema = z.object({
  role: z.enum(["user", "assistant"], { message: "role must be user or assistant" }),
  content: z.string().max(4000, "A message in the history must be at most 4000 characters"),
});
export type GraceHistoryMessage = z.infer<typeof graceHistoryMessageSchema>;

/**
 * POST /api/functions/grace-support-chat, the spec's body (section 7). stakeholderType and userId are
 * accepted for the spec's shape but the server derives both from the session, never from the body.
 * conversationId names the widget's conversation, so a ticket is created at most once per conversation.
 */
export const graceChatRequestSchema = z.object({
  message: z.string({ error: "Type a message for Grace" }).trim().min(1, "Type a message for Grace").max(MESSAGE_MAX, `A message must be at most ${MESSAGE_MAX} characters`),
  conversationHistory: z.array(graceHistoryMessageSchema).max(HISTORY_MAX, `At most ${HISTORY_MAX} earlier messages`).default([]),
  stakeholderType: z.enum(STAKEHOLDER_TYPES).optional(),
  isVoice: z.boolean({ error: "isVoice must be true or false" }).default(false),
  userId: z.string().max(100).nullable().optional(),
  conversationId: z.string().uuid("conversationId must be a UUID").optional(),
  /** With a voice message: what the browser heard (Web Speech API), so Grace answers the question actually asked. */
  transcript: z.string().trim().max(MESSAGE_MAX, `A transcript must be at most ${MESSAGE_MAX} characters`).optional(),
});
export type GraceChatRequest = z.infer<typeof graceChatRequestSchema>;

export interface GraceLink {
  label: string;
  href: string;
}

/** The answer: the spec's fields, plus the links shown under it and the ticket this turn opened. */
export interface GraceChatResponse {
  response: string;
  audioUrl?: string;
  suggestTicket: boolean;
  issueType: IssueType;
  priority: TicketPriority;
  title: string;
  links: GraceLink[];
  ticket?: { id: string; created: boolean };
}

/** POST /api/functions/notify-admin-help-ticket, the spec's body (section 7). */
export const notifyAdminRequestSchema = z.object({
  ticketId: z.string().uuid("ticketId must be a UUID"),
  ticketData: z.record(z.string(), z.unknown()).optional(),
});

// Admin desk

/** Account ids (better-auth's, not UUIDs). */
const accountIdSchema = (message: string) => z.string().min(1, message).max(100, message).regex(/^[A-Za-z0-9_-]+$/, message);

export const ticketListQuerySchema = z.object({
  status: z.enum([...TICKET_STATUSES, "active", "all"], { message: "status must be open, waiting, resolved, active or all" }).default("active"),
  priority: z.enum(TICKET_PRIORITIES, { message: `priority must be one of ${TICKET_PRIORITIES.join(", ")}` }).optional(),
  issueType: z.enum(ISSUE_TYPES, { message: "Choose an issue type from the list" }).optional(),
  assignee: z.union([z.literal("me"), z.literal("none"), accountIdSchema("assignee must be me, none or an admin's id")]).optional(),
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketUpdateSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { message: "status must be open, waiting or resolved" }).optional(),
    assigneeId: accountIdSchema("Choose an admin from the list").nullable().optional(),
    priority: z.enum(TICKET_PRIORITIES, { message: `priority must be one of ${TICKET_PRIORITIES.join(", ")}` }).optional(),
  })
  .refine((value) => value.status !== undefined || value.assigneeId !== undefined || value.priority !== undefined, { message: "Change the status, the assignee or the priority" });
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

export const ticketReplySchema = z.object({
  message: z.string({ error: "Write a reply" }).trim().min(1, "Write a reply").max(5000, "A reply must be at most 5000 characters"),
  /** After replying the ticket waits on the user unless the admin resolves it. */
  status: z.enum(TICKET_STATUSES, { message: "status must be open, waiting or resolved" }).default("waiting"),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const PRIORITY_RANK: Record<TicketPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };
