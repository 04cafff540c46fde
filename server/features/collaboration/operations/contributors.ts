import { and, desc, eq } from "drizzle-orm";
import type { BudgetLinesInput, Relationship } from "../../../../domain/collaboration.ts";
import { BUDGET_CATEGORY_IDS, type BudgetCategoryId } from "../../../../domain/budget.ts";
import { readContributorPermissions, type ContributorPermissions } from "../../../../domain/contributors.ts";
import type { Principal } from "../../../auth/principal.ts";
import { contributorInvitations, contributorProfiles, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { CollaborationDeps } from "../deps.ts";
import { coupleDisplayName, loadOwnContributor } from "../rows.ts";
import type { ChatHub } from "../chat-hub.ts";
import { invitationView } from "./invitations.ts";

/**
 * The couple's helpers and invitations, newest first, for /contributor-access and /budget-permissions.
 * `viewerId` marks the partner's own row when the partner is the one looking (`you`).
 */
export async function listAccess(deps: CollaborationDeps, access: PlanningAccess, viewerId: string) {
  const [helpers, invitations] = await Promise.all([
    deps.db
      .select({ profile: contributorProfiles, name: users.name, email: users.email })
      .from(contributorProfiles)
      .innerJoin(users, eq(users.id, contributorProfiles.userId))
      .where(eq(contributorProfiles.coupleId, access.coupleId))
      .orderBy(desc(contributorProfiles.createdAt)),
    deps.db
      .select()
      .from(contributorInvitations)
      .where(eq(contributorInvitations.coupleId, access.coupleId))
      .orderBy(desc(contributorInvitations.createdAt))
      .limit(100),
  ]);
  const now = new Date();
  return {
    contributors: helpers.map(({ profile, name, email }) => ({
      id: profile.id,
      name,
      email,
      relationship: (profile.relationship ?? "friend") as Relationship,
      permissions: readContributorPermissions(profile.permissions),
      budgetLines: readBudgetLines(profile.budgetLines),
      since: profile.createdAt.toISOString(),
      you: profile.userId === viewerId,
    })),
    // Accepted invitations show as helpers; the rest keep their state.
    invitations: invitations.filter((row) => !row.acceptedAt).map((row) => invitationView(row, now)),
  };
}

/**
 * A partner manages everyone's access but their own (decision 059): otherwise they could give themselves
 * what the couple held back. The couple themselves, or a helper leaving, change it.
 */
function refuseOwnAccess(current: { userId: string }, actorId: string) {
  if (current.userId === actorId) throw new ApiError(403, "own_access", "You can't change your own access. Ask your partner to, or leave from your contributor dashboard.");
}

/** Changes what a helper may do; takes effect on their next request (each one reads the grant afresh). */
export async function updateContributor(
  deps: CollaborationDeps,
  hub: ChatHub,
  access: PlanningAccess,
  actorId: string,
  contributorId: string,
  input: { relationship: Relationship; permissions: ContributorPermissions },
) {
  const current = await loadOwnContributor(deps.db, access.coupleId, contributorId);
  refuseOwnAccess(current, actorId);
  await deps.db
    .update(contributorProfiles)
    .set({ relationship: input.relationship, permissions: input.permissions })
    .where(eq(contributorProfiles.id, current.id));
  // Losing chat access ends an open chat at once.
  if (input.permissions.chat === "none") await hub.publish({ type: "close", coupleId: access.coupleId, userId: current.userId });
  return { id: current.id, relationship: input.relationship, permissions: input.permissions };
}

/** Stored budget lines as the API shows them: known category ids, or null for the whole budget. */
export function readBudgetLines(stored: string[] | null): BudgetCategoryId[] | null {
  if (stored === null) return null;
  const known = new Set<string>(BUDGET_CATEGORY_IDS);
  return stored.filter((line): line is BudgetCategoryId => known.has(line));
}

/** Limits a helper to some budget lines, or gives them the whole budget (null); their next request sees it. */
export async function setBudgetLines(deps: CollaborationDeps, access: PlanningAccess, actorId: string, contributorId: string, input: BudgetLinesInput) {
  const current = await loadOwnContributor(deps.db, access.coupleId, contributorId);
  refuseOwnAccess(current, actorId);
  await deps.db.update(contributorProfiles).set({ budgetLines: input.lines }).where(eq(contributorProfiles.id, current.id));
  return { id: current.id, budgetLines: input.lines };
}

/** Removes a helper: their access ends with their next request, and an open chat is closed now. */
export async function removeContributor(deps: CollaborationDeps, hub: ChatHub, access: PlanningAccess, contributorId: string) {
  const current = await loadOwnContributor(deps.db, access.coupleId, contributorId);
  await deps.db.delete(contributorProfiles).where(eq(contributorProfiles.id, current.id));
  await hub.publish({ type: "close", coupleId: access.coupleId, userId: current.userId });
  return { removed: current.id };
}

/** /contributor-dashboard: the couples this person helps and what each lets them do. */
export async function listHelping(deps: CollaborationDeps, principal: Principal) {
  const rows = await deps.db
    .select()
    .from(contributorProfiles)
    .where(eq(contributorProfiles.userId, principal.userId))
    .orderBy(desc(contributorProfiles.createdAt));
  const couples = await Promise.all(
    rows.map(async (row) => ({
      coupleId: row.coupleId,
      couple: await coupleDisplayName(deps.db, row.coupleId),
      relationship: (row.relationship ?? "friend") as Relationship,
      permissions: readContributorPermissions(row.permissions),
      budgetLines: readBudgetLines(row.budgetLines),
      since: row.createdAt.toISOString(),
    })),
  );
  return { couples };
}

/** A helper stops helping a couple (the couple can invite them again later). */
export async function leaveCouple(deps: CollaborationDeps, hub: ChatHub, principal: Principal, coupleId: string) {
  const removed = await deps.db
    .delete(contributorProfiles)
    .where(and(eq(contributorProfiles.userId, principal.userId), eq(contributorProfiles.coupleId, coupleId)))
    .returning({ id: contributorProfiles.id });
  if (removed.length === 0) throw new ApiError(404, "planning_not_found", "You're not helping that couple.");
  await hub.publish({ type: "close", coupleId, userId: principal.userId });
  return { left: coupleId };
}
