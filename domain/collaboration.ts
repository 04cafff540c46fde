import { z } from "zod";
import "./zod-messages.ts";
import { contributorPermissionsSchema, type ContributorPermissions } from "./contributors.ts";
import { idSchema } from "./ids.ts";
import { BUDGET_CATEGORY_IDS } from "./budget.ts";

/**
 * Collaboration (issue 29, decision 031): a couple invites helpers by email, grants them each planning
 * area at none / view / edit, and talks with them in one group chat. Shared by the forms and the routes.
 */

export const RELATIONSHIPS = ["partner", "parent", "wedding_party", "planner", "friend"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  partner: "Partner",
  parent: "Parent",
  wedding_party: "Wedding party",
  planner: "Planner",
  friend: "Friend",
};

/**
 * The named roles of `collab_roles_mvp`: a starting point the couple can still adjust area by area.
 * Family sees most things and edits the guest list; the wedding party runs the chat and boards; a planner
 * edits everything.
 */
export const ROLE_PRESETS: Record<"family" | "wedding_party" | "planner", { label: string; permissions: ContributorPermissions }> = {
  family: {
    label: "Family",
    permissions: { guests: "edit", budget: "view", timeline: "view", venues: "view", chat: "edit", boards: "view", music: "view", websites: "view" },
  },
  wedding_party: {
    label: "Wedding party",
    permissions: { guests: "view", budget: "none", timeline: "view", venues: "none", chat: "edit", boards: "edit", music: "view", websites: "none" },
  },
  planner: {
    label: "Planner",
    permissions: { guests: "edit", budget: "edit", timeline: "edit", venues: "edit", chat: "edit", boards: "edit", music: "edit", websites: "edit" },
  },
};

/** Invitations last two weeks; after that the couple resends (a fresh link) or invites again. */
export const INVITATION_DAYS = 14;
/** How many helpers (joined or invited, not revoked) one couple can have: generous, but bounded. */
export const CONTRIBUTORS_MAX = 30;

export const INVITATION_STATES = ["sent", "opened", "accepted", "expired", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  sent: "Sent",
  opened: "Opened",
  accepted: "Accepted",
  expired: "Expired",
  revoked: "Revoked",
};

/** An invitation's state from its dates: revoked and accepted are final; an unanswered one expires. */
export function invitationState(row: { revokedAt: Date | null; acceptedAt: Date | null; openedAt: Date | null; expiresAt: Date }, now = new Date()): InvitationState {
  if (row.revokedAt) return "revoked";
  if (row.acceptedAt) return "accepted";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.openedAt ? "opened" : "sent";
}

export const relationshipSchema = z.enum(RELATIONSHIPS, { message: "Choose how they're related to you: partner, parent, wedding party, planner or friend." });

export const invitationSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter their email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email({ message: "Enter a valid email address, like name@example.com." }))
    .transform((email) => email.toLowerCase()),
  relationship: relationshipSchema,
  permissions: contributorPermissionsSchema,
});
export type InvitationInput = z.output<typeof invitationSchema>;

export const contributorUpdateSchema = z.object({
  relationship: relationshipSchema,
  permissions: contributorPermissionsSchema,
});
export type ContributorUpdateInput = z.output<typeof contributorUpdateSchema>;

export const invitationIdParamSchema = z.object({ invitationId: idSchema("That invitation id is not valid.") });
export const contributorIdParamSchema = z.object({ contributorId: idSchema("That helper id is not valid.") });

/** An invitation link's token: 32 url-safe characters (24 random bytes). */
export const invitationTokenParamSchema = z.object({
  token: z
    .string()
    .min(20, "That invitation link is not complete.")
    .max(64, "That invitation link is not valid.")
    .regex(/^[A-Za-z0-9_-]+$/, "That invitation link is not valid."),
});

/** Why an invitation link no longer works, in words for the person holding it. */
export const INVITATION_UNUSABLE: Record<Exclude<InvitationState, "sent" | "opened">, string> = {
  accepted: "This invitation has already been used.",
  expired: "This invitation has expired.",
  revoked: "This invitation was withdrawn.",
};

/** The planning chat's limits: a message's length, how many one person sends a minute, how many a chat keeps. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_MESSAGES_PER_MINUTE = 60;
export const CHAT_HISTORY_MAX = 5000;
export const CHAT_PAGE_SIZE = 50;

/** At most this many people mentioned in one message. */
export const CHAT_MENTIONS_MAX = 20;
const mentionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "That mention is not valid.");

export const chatMessageSchema = z.object({
  body: z.string().trim().min(1, "Write a message first.").max(CHAT_MESSAGE_MAX, `Keep a message under ${CHAT_MESSAGE_MAX} characters.`),
  /** Members picked from the @ list (ids); the server keeps only the chat's members. */
  mentions: z.array(mentionIdSchema).max(CHAT_MENTIONS_MAX, `Mention at most ${CHAT_MENTIONS_MAX} people in one message.`).default([]),
});

/** Attachments (decision 044): pictures and PDFs, checked by their content, not their name. */
export const CHAT_IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_CAPTION_MAX = 500;

/** Up to which message someone has read the chat. */
export const chatReadSchema = z.object({ lastReadId: z.number({ message: "Say which message you read up to." }).int().min(0) });

/** Whether missed messages are mailed as a digest. */
export const chatDigestSchema = z.object({ on: z.boolean({ message: "Say whether to send the digest." }) });

/** The unsubscribe link of a digest mail: the chat, the person, and the signature that proves the link is ours. */
export const digestUnsubscribeSchema = z.object({
  c: mentionIdSchema,
  u: mentionIdSchema,
  t: z.string().min(20, "That unsubscribe link is not complete.").max(100).regex(/^[A-Za-z0-9_-]+$/, "That unsubscribe link is not valid."),
});

/** At most one digest per person and chat in this many hours, about messages unread for at least an hour. */
export const CHAT_DIGEST_HOURS = 4;
export const CHAT_DIGEST_QUIET_MINUTES = 60;
export const CHAT_DIGEST_LINES_MAX = 15;

/** A page of older history: messages before this id. */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number({ message: "That page of the chat is not valid." }).int().positive().optional(),
});

/**
 * Which budget lines a helper with budget access works on (decision 044): null is the whole budget; a
 * list limits them to those categories (their expenses and payments), with no total shown.
 */
export const budgetLinesSchema = z.object({
  lines: z
    .array(z.enum(BUDGET_CATEGORY_IDS, { message: "That is not one of the budget categories." }))
    .max(BUDGET_CATEGORY_IDS.length)
    .refine((lines) => new Set(lines).size === lines.length, "Each budget line once, please.")
    .refine((lines) => lines.length > 0, "Choose at least one budget line, or share the whole budget.")
    .nullable(),
});
export type BudgetLinesInput = z.output<typeof budgetLinesSchema>;
