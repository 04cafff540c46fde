import type { ActivityKind } from "../../domain/activity.ts";
import type { Database } from "../db/client.ts";
import { planningActivity } from "../db/schema/index.ts";
import type { PlanningAccess } from "../http/policy.ts";

/** A database or the transaction of the change being recorded. */
type Writer = Pick<Database, "insert">;

/** Who made a change: the helper (contributors carry their own id), else the couple. */
export function activityActor(access: Pick<PlanningAccess, "coupleId" | "helperId">): string {
  return access.helperId ?? access.coupleId;
}

/**
 * Adds one entry to the couple's activity feed (decision 059). Every feature calls it with the
 * transaction of the change itself, so the entry and the change are kept or rolled back together.
 * `subject` is the changed thing in words as it is now ("Jane Doe"); `count` how many one change
 * touched; `targetId` the changed row's id, when there is one.
 */
export async function recordActivity(
  db: Writer,
  access: Pick<PlanningAccess, "coupleId" | "helperId">,
  entry: { kind: ActivityKind; subject: string; count?: number; targetId?: string | null },
): Promise<void> {
  await db.insert(planningActivity).values({
    coupleId: access.coupleId,
    actorId: activityActor(access),
    kind: entry.kind,
    subject: entry.subject.slice(0, 300),
    count: entry.count ?? 1,
    targetId: entry.targetId ?? null,
  });
}
