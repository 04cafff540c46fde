import { shownName } from "../../../db/shown-name.ts";
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { containsPattern } from "../../../db/like.ts";
import { users, userTypes } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";

/** What the admin operations use. */
export type AdminDeps = Pick<AppDeps, "db">;

/** Accounts, newest first; `q` matches email or name (its `%` and `_` are literal characters). */
export async function listUsers({ db }: AdminDeps, { q, limit, offset }: { q?: string; limit: number; offset: number }) {
  const where = q ? or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q))) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: shownName(users.id, users.name),
        userType: users.userType,
        emailVerified: users.emailVerified,
        isAdmin: sql<boolean>`coalesce(${userTypes.isAdmin}, false)`,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(userTypes, eq(userTypes.id, users.id))
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows, total: totals?.total ?? 0, limit, offset };
}
