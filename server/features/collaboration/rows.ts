import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { contributorInvitations, contributorProfiles, coupleProfiles, users } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

type Reader = Pick<Database, "select">;

/** Only the token's SHA-256 is stored: a copy of the database opens no invitation. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 24 random bytes (192 bits) as 32 url-safe characters: the link in the invitation mail. */
export const newToken = () => randomBytes(24).toString("base64url");

export const invitationNotFound = () => new ApiError(404, "invitation_not_found", "We couldn't find that invitation.");
export const contributorNotFound = () => new ApiError(404, "contributor_not_found", "We couldn't find that helper.");

/** "Maya and Theo", from the couple profile, else the account's name. */
export async function coupleDisplayName(db: Reader, coupleId: string): Promise<string> {
  const [row] = await db
    .select({ partner1: coupleProfiles.partner1Name, partner2: coupleProfiles.partner2Name, name: users.name })
    .from(users)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, users.id))
    .where(eq(users.id, coupleId))
    .limit(1);
  const partner1 = row?.partner1?.trim() ?? "";
  const partner2 = row?.partner2?.trim() ?? "";
  return partner1 && partner2 ? `${partner1} and ${partner2}` : partner1 || partner2 || row?.name || "The couple";
}

/** Owner-of-row: an invitation this couple sent; anyone else's (or none) is a 404. */
export async function loadOwnInvitation(db: Reader, coupleId: string, invitationId: string) {
  return loadCoupleOwnedRow(db, contributorInvitations, coupleId, invitationId, invitationNotFound);
}

/** Owner-of-row: one of this couple's helpers; anyone else's is a 404. */
export async function loadOwnContributor(db: Reader, coupleId: string, contributorId: string) {
  return loadCoupleOwnedRow(db, contributorProfiles, coupleId, contributorId, contributorNotFound);
}
