import { and, eq } from "drizzle-orm";
import { readContributorPermissions, type ContributorPermissions } from "../../domain/contributors.ts";
import type { Database } from "../db/client.ts";
import { contributorProfiles } from "../db/schema/index.ts";

/** What a couple granted this account, or null when it is not one of that couple's contributors. */
export async function contributorPermissionsFor(db: Database, userId: string, coupleId: string): Promise<ContributorPermissions | null> {
  const [row] = await db
    .select({ permissions: contributorProfiles.permissions })
    .from(contributorProfiles)
    .where(and(eq(contributorProfiles.userId, userId), eq(contributorProfiles.coupleId, coupleId)))
    .limit(1);
  return row ? readContributorPermissions(row.permissions) : null;
}

/** How the couple named this helper ("partner", "parent", ...), or null when it is not one of theirs. */
export async function contributorRelationshipFor(db: Database, userId: string, coupleId: string): Promise<string | null> {
  const [row] = await db
    .select({ relationship: contributorProfiles.relationship })
    .from(contributorProfiles)
    .where(and(eq(contributorProfiles.userId, userId), eq(contributorProfiles.coupleId, coupleId)))
    .limit(1);
  return row?.relationship ?? null;
}
