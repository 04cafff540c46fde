import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { MUSIC_SHARES_MAX } from "../../../../domain/music.ts";
import { musicShares } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedShare, type MusicDeps } from "../access.ts";
import { readablePlan } from "./inquiry-shares.ts";

/** Only the token's SHA-256 is stored: a copy of the database opens no plan. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A read-only link for the DJ or band: 24 random bytes (192 bits) as 32 url-safe characters, shown once. */
export async function createMusicShare(deps: MusicDeps, access: PlanningAccess, label: string) {
  const token = randomBytes(24).toString("base64url");
  const share = await deps.db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(musicShares).where(and(eq(musicShares.coupleId, access.coupleId), isNull(musicShares.revokedAt)));
    if ((n?.n ?? 0) >= MUSIC_SHARES_MAX) throw new ApiError(409, "too_many_shares", `You can keep up to ${MUSIC_SHARES_MAX} share links. Revoke one you no longer need.`);
    const [row] = await tx.insert(musicShares).values({ coupleId: access.coupleId, label, tokenHash: hashToken(token) }).returning();
    return { id: row!.id, label: row!.label, createdAt: row!.createdAt.toISOString() };
  });
  return { share, token };
}

/** Revoking is for good: the link answers "no longer works" from then on. */
export async function revokeMusicShare(deps: MusicDeps, access: PlanningAccess, shareId: string) {
  const share = await loadOwnedShare(deps.db, access.coupleId, shareId);
  await deps.db.update(musicShares).set({ revokedAt: sql`now()` }).where(eq(musicShares.id, share.id));
  return { revoked: share.id };
}

/** What the DJ or band sees: the couple's names, the date and the songs by moment; never guests' names or requests. */
export async function readSharedMusic(deps: MusicDeps, token: string) {
  const [row] = await deps.db
    .select({ coupleId: musicShares.coupleId, label: musicShares.label })
    .from(musicShares)
    .where(and(eq(musicShares.tokenHash, hashToken(token)), isNull(musicShares.revokedAt)))
    .limit(1);
  if (!row) throw new ApiError(404, "music_share_link_not_found", "This link doesn't open a music plan anymore. Ask the couple for a new one.");
  return { sharedWith: row.label, ...(await readablePlan(deps.db, row.coupleId)) };
}
