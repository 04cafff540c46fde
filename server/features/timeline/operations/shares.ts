import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { SHARES_MAX } from "../../../../domain/timeline.ts";
import { timelines, timelineShares } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TimelineDeps } from "../access.ts";
import { eventsOf, weddingOf } from "../view.ts";
import { ensureTimeline } from "./timeline.ts";

/** Only the token's SHA-256 is stored: a copy of the database opens no schedule. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const shareNotFound = () => new ApiError(404, "share_not_found", "We couldn't find that share link.");

/** A read-only link: 24 random bytes (192 bits) as 32 url-safe characters, shown to the couple once. */
export async function createShare(deps: TimelineDeps, access: PlanningAccess, label: string) {
  const token = randomBytes(24).toString("base64url");
  const share = await deps.db.transaction(async (tx) => {
    const timeline = await ensureTimeline(tx, access.coupleId);
    const [n] = await tx.select({ n: count() }).from(timelineShares).where(and(eq(timelineShares.timelineId, timeline.id), isNull(timelineShares.revokedAt)));
    if ((n?.n ?? 0) >= SHARES_MAX) throw new ApiError(409, "too_many_shares", `You can keep up to ${SHARES_MAX} share links. Revoke one you no longer need.`);
    const [row] = await tx.insert(timelineShares).values({ timelineId: timeline.id, label, tokenHash: hashToken(token) }).returning();
    return { id: row!.id, label: row!.label, createdAt: row!.createdAt.toISOString(), timelineId: timeline.id };
  });
  return { share, token };
}

/** Revoking is for good: the link answers "no longer works" from then on. */
export async function revokeShare(deps: TimelineDeps, access: PlanningAccess, shareId: string) {
  const [row] = await deps.db
    .select({ id: timelineShares.id })
    .from(timelineShares)
    .innerJoin(timelines, eq(timelines.id, timelineShares.timelineId))
    .where(and(eq(timelineShares.id, shareId), eq(timelines.coupleId, access.coupleId), isNull(timelineShares.revokedAt)))
    .limit(1);
  if (!row) throw shareNotFound();
  await deps.db.update(timelineShares).set({ revokedAt: sql`now()` }).where(eq(timelineShares.id, row.id));
  return { revoked: row.id };
}

/**
 * What a share link shows anyone holding it: the couple's names, the date and the day-of schedule;
 * never the checklist, the budget or who else has a link. A wrong or revoked token is a 404.
 */
export async function readShared(deps: TimelineDeps, token: string) {
  const [row] = await deps.db
    .select({ timeline: timelines, label: timelineShares.label })
    .from(timelineShares)
    .innerJoin(timelines, eq(timelines.id, timelineShares.timelineId))
    .where(and(eq(timelineShares.tokenHash, hashToken(token)), isNull(timelineShares.revokedAt)))
    .limit(1);
  if (!row) throw new ApiError(404, "share_link_not_found", "This link doesn't open a schedule anymore. Ask the couple for a new one.");
  const [wedding, events] = await Promise.all([weddingOf(deps.db, row.timeline.coupleId), eventsOf(deps.db, row.timeline.id)]);
  return { timelineId: row.timeline.id, sharedWith: row.label, wedding, events };
}
