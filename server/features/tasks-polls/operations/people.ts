import { eq, inArray } from "drizzle-orm";
import { readContributorPermissions } from "../../../../domain/contributors.ts";
import type { Database } from "../../../db/client.ts";
import { contributorProfiles, coupleProfiles, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

type Reader = Pick<Database, "select">;

/** Someone a task can be for: the couple or a helper who can see tasks (the chat area, view or edit). */
export interface Person {
  id: string;
  name: string;
  isCouple: boolean;
}

/** The couple ("Maya and Theo") and their helpers with chat access, the couple first. */
export async function peopleOf(db: Reader, coupleId: string): Promise<Person[]> {
  const [couple] = await db
    .select({ name: users.name, partner1: coupleProfiles.partner1Name, partner2: coupleProfiles.partner2Name })
    .from(users)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, users.id))
    .where(eq(users.id, coupleId))
    .limit(1);
  const partners = [couple?.partner1?.trim(), couple?.partner2?.trim()].filter(Boolean).join(" and ");
  const helpers = await db
    .select({ id: contributorProfiles.userId, name: users.name, permissions: contributorProfiles.permissions })
    .from(contributorProfiles)
    .innerJoin(users, eq(users.id, contributorProfiles.userId))
    .where(eq(contributorProfiles.coupleId, coupleId));
  return [
    { id: coupleId, name: partners || couple?.name || "The couple", isCouple: true },
    ...helpers
      .filter((helper) => readContributorPermissions(helper.permissions).chat !== "none")
      .map((helper) => ({ id: helper.id, name: helper.name, isCouple: false }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ];
}

/** An assignee must be the couple or a helper who can see the task; anyone else is refused by name. */
export async function checkAssignee(db: Reader, coupleId: string, assigneeId: string | null): Promise<void> {
  if (assigneeId === null) return;
  const people = await peopleOf(db, coupleId);
  if (!people.some((person) => person.id === assigneeId)) {
    throw new ApiError(400, "invalid_input", "A task can be for the couple or a helper with access to tasks.", { assigneeId: ["Choose the couple or one of their helpers."] });
  }
}

/** Names by user id, for the people a page mentions who are no longer helping. */
export async function namesOf(db: Reader, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
