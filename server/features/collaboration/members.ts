import { eq } from "drizzle-orm";
import { readContributorPermissions } from "../../../domain/contributors.ts";
import type { Database } from "../../db/client.ts";
import { contributorProfiles, users } from "../../db/schema/index.ts";

type Reader = Pick<Database, "select">;

/** Who is in a couple's chat: the couple, and every helper they gave chat access (view or edit). */
export async function chatMembers(db: Reader, coupleId: string): Promise<{ id: string; name: string; email: string; emailVerified: boolean; isCouple: boolean }[]> {
  const [couple, helpers] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, coupleId)).limit(1),
    db
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified, permissions: contributorProfiles.permissions })
      .from(contributorProfiles)
      .innerJoin(users, eq(users.id, contributorProfiles.userId))
      .where(eq(contributorProfiles.coupleId, coupleId)),
  ]);
  return [
    ...couple.map((row) => ({ ...row, name: row.name || "The couple", isCouple: true })),
    ...helpers.filter((row) => readContributorPermissions(row.permissions).chat !== "none").map(({ permissions: _p, ...row }) => ({ ...row, isCouple: false })),
  ];
}

