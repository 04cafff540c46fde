import { and, count, eq, isNull, sql } from "drizzle-orm";
import {
  CONTRIBUTORS_MAX,
  INVITATION_DAYS,
  INVITATION_UNUSABLE,
  invitationState,
  type InvitationState,
  type Relationship,
} from "../../../../domain/collaboration.ts";
import { readContributorPermissions, type ContributorPermissions } from "../../../../domain/contributors.ts";
import type { Principal } from "../../../auth/principal.ts";
import { contributorInvitations, contributorProfiles, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { CollaborationDeps } from "../deps.ts";
import { invitationMail } from "../mail.ts";
import { coupleDisplayName, hashToken, invitationNotFound, loadOwnInvitation, newToken } from "../rows.ts";

type InvitationRow = typeof contributorInvitations.$inferSelect;

export function invitationView(row: InvitationRow, now = new Date()) {
  return {
    id: row.id,
    email: row.email,
    relationship: row.relationship as Relationship,
    permissions: readContributorPermissions(row.permissions),
    state: invitationState(row, now),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000);

/** Mails the link in the background: the answer does not wait on the mail server. */
async function sendInvitationMail(deps: CollaborationDeps, row: InvitationRow, token: string) {
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${row.email}`).limit(1);
  const couple = await coupleDisplayName(deps.db, row.coupleId);
  const path = existing ? "join" : "contributor-signup";
  const mail = invitationMail({
    to: row.email,
    couple,
    relationship: row.relationship as Relationship,
    permissions: readContributorPermissions(row.permissions),
    url: `${deps.config.publicUrl}/${path}/${token}`,
    hasAccount: existing !== undefined,
  });
  void deps.mailer.send(mail).catch((error: unknown) => deps.logger.error({ err: error }, "contributor invitation mail failed"));
}

/**
 * Invites a helper by email. Refused for the couple's own address, for someone already helping, for an
 * address with an invitation still open (resend that one) and past CONTRIBUTORS_MAX helpers.
 */
export async function createInvitation(
  deps: CollaborationDeps,
  principal: Principal,
  access: PlanningAccess,
  input: { email: string; relationship: Relationship; permissions: ContributorPermissions },
) {
  if (input.email === principal.email.toLowerCase()) throw new ApiError(422, "invite_self", "That's your own email address. Invite someone else.", { email: ["That's your own email address."] });
  if (access.as === "partner") {
    // The partner inviting the couple's own account: it plans already, it needs no invitation.
    const [couple] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, access.coupleId)).limit(1);
    if (couple && couple.email.toLowerCase() === input.email) throw new ApiError(422, "invite_couple", "That's your partner's address: they plan with you already. Invite someone else.", { email: ["That's your partner's address."] });
  }
  const token = newToken();
  const row = await deps.db.transaction(async (tx) => {
    const [helping] = await tx
      .select({ id: contributorProfiles.id })
      .from(contributorProfiles)
      .innerJoin(users, eq(users.id, contributorProfiles.userId))
      .where(and(eq(contributorProfiles.coupleId, access.coupleId), sql`lower(${users.email}) = ${input.email}`))
      .limit(1);
    if (helping) throw new ApiError(409, "already_helping", `${input.email} is already helping you. Change what they can do in the list below.`, { email: ["Already helping you."] });
    const open = await tx
      .select()
      .from(contributorInvitations)
      .where(and(eq(contributorInvitations.coupleId, access.coupleId), isNull(contributorInvitations.revokedAt), isNull(contributorInvitations.acceptedAt)));
    if (open.some((inv) => inv.email === input.email && invitationState(inv) !== "expired")) {
      throw new ApiError(409, "already_invited", `You've already invited ${input.email}. Resend that invitation instead.`, { email: ["Already invited."] });
    }
    const [helpers] = await tx.select({ n: count() }).from(contributorProfiles).where(eq(contributorProfiles.coupleId, access.coupleId));
    const pending = open.filter((inv) => invitationState(inv) !== "expired").length;
    if ((helpers?.n ?? 0) + pending >= CONTRIBUTORS_MAX) {
      throw new ApiError(409, "too_many_contributors", `You can have up to ${CONTRIBUTORS_MAX} helpers and open invitations. Remove one you no longer need.`);
    }
    const [inserted] = await tx
      .insert(contributorInvitations)
      .values({ coupleId: access.coupleId, email: input.email, relationship: input.relationship, permissions: input.permissions, tokenHash: hashToken(token), expiresAt: expiry() })
      .returning();
    return inserted!;
  });
  await sendInvitationMail(deps, row, token);
  return invitationView(row);
}

/** A fresh link (the old one stops working) and two more weeks; only an invitation not yet answered. */
export async function resendInvitation(deps: CollaborationDeps, access: PlanningAccess, invitationId: string) {
  const current = await loadOwnInvitation(deps.db, access.coupleId, invitationId);
  const state = invitationState(current);
  if (state === "accepted" || state === "revoked") {
    throw new ApiError(409, "invitation_closed", state === "accepted" ? "They've already accepted this invitation." : "This invitation was withdrawn. Invite them again instead.");
  }
  const token = newToken();
  const [row] = await deps.db
    .update(contributorInvitations)
    .set({ tokenHash: hashToken(token), sentAt: sql`now()`, expiresAt: expiry(), openedAt: null })
    .where(and(eq(contributorInvitations.id, current.id), isNull(contributorInvitations.acceptedAt), isNull(contributorInvitations.revokedAt)))
    .returning();
  if (!row) throw new ApiError(409, "invitation_closed", "This invitation was answered or withdrawn meanwhile.");
  await sendInvitationMail(deps, row, token);
  return invitationView(row);
}

/** Withdraws an invitation not yet accepted: its link answers "withdrawn" from then on. */
export async function revokeInvitation(deps: CollaborationDeps, access: PlanningAccess, invitationId: string) {
  const current = await loadOwnInvitation(deps.db, access.coupleId, invitationId);
  if (current.acceptedAt) throw new ApiError(409, "invitation_accepted", "They've already joined. Remove them from your helpers instead.");
  const [row] = await deps.db
    .update(contributorInvitations)
    .set({ revokedAt: sql`coalesce(${contributorInvitations.revokedAt}, now())` })
    .where(eq(contributorInvitations.id, current.id))
    .returning();
  return invitationView(row!);
}

async function invitationByToken(deps: CollaborationDeps, token: string) {
  const [row] = await deps.db.select().from(contributorInvitations).where(eq(contributorInvitations.tokenHash, hashToken(token))).limit(1);
  if (!row) throw new ApiError(404, "invitation_not_found", "This invitation link doesn't work. Ask the couple to send you a new one.");
  return row;
}

/** "j•••@example.com": enough for the holder to recognize their address, not to learn someone else's. */
function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * What an invitation link shows whoever holds it: who invited them, for what, and its state. The first
 * look marks it opened. A used, expired or withdrawn one says which and who to ask.
 */
export async function readInvitation(deps: CollaborationDeps, token: string) {
  const row = await invitationByToken(deps, token);
  let state: InvitationState = invitationState(row);
  if (state === "sent") {
    await deps.db.update(contributorInvitations).set({ openedAt: sql`now()` }).where(and(eq(contributorInvitations.id, row.id), isNull(contributorInvitations.openedAt)));
    state = "opened";
  }
  const [couple, [existing]] = await Promise.all([
    coupleDisplayName(deps.db, row.coupleId),
    deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${row.email}`).limit(1),
  ]);
  return {
    state,
    unusableReason: state === "accepted" || state === "expired" || state === "revoked" ? INVITATION_UNUSABLE[state] : null,
    couple,
    email: maskEmail(row.email),
    relationship: row.relationship as Relationship,
    permissions: readContributorPermissions(row.permissions),
    expiresAt: row.expiresAt.toISOString(),
    hasAccount: existing !== undefined,
  };
}

/**
 * Joins the couple's planning: the caller must be signed in with the invited address (the link alone
 * does not let another account in). The link proves the address, so an unconfirmed one is confirmed.
 * One transaction: the helper's profile and the invitation's use, which only one request can claim.
 */
export async function acceptInvitation(deps: CollaborationDeps, principal: Principal, token: string) {
  const row = await invitationByToken(deps, token);
  const state = invitationState(row);
  if (state === "accepted" || state === "expired" || state === "revoked") {
    throw new ApiError(410, `invitation_${state}`, `${INVITATION_UNUSABLE[state]} Ask the couple to send you a new one.`);
  }
  if (row.coupleId === principal.userId) throw new ApiError(403, "own_invitation", "This is an invitation you sent. Share the link with the person you invited.");
  if (principal.email.toLowerCase() !== row.email) {
    throw new ApiError(403, "wrong_account", `This invitation was sent to ${maskEmail(row.email)}. Sign in with that address to accept it.`);
  }
  const couple = await coupleDisplayName(deps.db, row.coupleId);
  const profile = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(contributorInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: principal.userId })
      .where(and(eq(contributorInvitations.id, row.id), isNull(contributorInvitations.acceptedAt), isNull(contributorInvitations.revokedAt)))
      .returning({ id: contributorInvitations.id });
    if (!claimed) throw new ApiError(410, "invitation_accepted", `${INVITATION_UNUSABLE.accepted} Ask the couple to send you a new one.`);
    const [inserted] = await tx
      .insert(contributorProfiles)
      .values({ userId: principal.userId, coupleId: row.coupleId, relationship: row.relationship, permissions: readContributorPermissions(row.permissions) })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new ApiError(409, "already_helping", `You're already helping ${couple}.`);
    if (!principal.emailVerified) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, principal.userId));
    return inserted;
  });
  return { coupleId: profile.coupleId, couple, permissions: readContributorPermissions(profile.permissions) };
}

export { invitationNotFound };
