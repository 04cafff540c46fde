import { and, desc, eq, lt } from "drizzle-orm";
import { ACTIVITY_AREA_PATHS, ACTIVITY_PAGE_SIZE, activityArea, isActivityKind } from "../../../../domain/activity.ts";
import { RELATIONSHIP_LABELS, type Relationship } from "../../../../domain/collaboration.ts";
import type { Database } from "../../../db/client.ts";
import { contributorProfiles, planningActivity, users } from "../../../db/schema/index.ts";
import type { PlanningAccess } from "../../../http/policy.ts";

/**
 * The couple's activity feed, newest first, a page at a time (`before`: the oldest entry already shown).
 * Each entry names who acted (the viewer is "You"), when, what, and the tool it happened in.
 */
export async function listActivity(db: Database, access: PlanningAccess, viewerId: string, before?: number) {
  const rows = await db
    .select({ entry: planningActivity, name: users.name, relationship: contributorProfiles.relationship })
    .from(planningActivity)
    .leftJoin(users, eq(users.id, planningActivity.actorId))
    .leftJoin(contributorProfiles, and(eq(contributorProfiles.userId, planningActivity.actorId), eq(contributorProfiles.coupleId, planningActivity.coupleId)))
    .where(and(eq(planningActivity.coupleId, access.coupleId), before ? lt(planningActivity.id, before) : undefined))
    .orderBy(desc(planningActivity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const entries = page.flatMap(({ entry, name, relationship }) => {
    // A kind this version no longer knows is left out rather than shown wrong.
    if (!isActivityKind(entry.kind)) return [];
    const area = activityArea(entry.kind);
    const byCouple = entry.actorId === access.coupleId;
    return [
      {
        id: entry.id,
        kind: entry.kind,
        area,
        subject: entry.subject,
        count: entry.count,
        targetId: entry.targetId,
        who: entry.actorId === null ? "A former helper" : entry.actorId === viewerId ? "You" : (name ?? "A former helper"),
        /** "Parent", "Wedding party": how the couple named a helper (null for the couple, or one who left). */
        role: byCouple || relationship === null ? null : RELATIONSHIP_LABELS[relationship as Relationship] ?? null,
        byCouple,
        path: ACTIVITY_AREA_PATHS[area],
        at: entry.createdAt.toISOString(),
      },
    ];
  });
  return { entries, more: rows.length > ACTIVITY_PAGE_SIZE, nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? page.at(-1)!.entry.id : null };
}
