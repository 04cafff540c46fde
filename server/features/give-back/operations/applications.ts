import { count, eq, sum } from "drizzle-orm";
import type { GiveBackApplicationInput, GiveBackReviewInput, GiveBackStatus } from "../../../../domain/give-back.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { applicationsPage, insertOnce } from "../../../db/applications.ts";
import { giveBackApplications, giveBackPledges } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

type Row = typeof giveBackApplications.$inferSelect;
const view = (row: Row) => ({
  id: row.id,
  partnerNames: row.partnerNames,
  story: row.story,
  weddingDate: row.weddingDate,
  city: row.city,
  guestCount: row.guestCount,
  needs: row.needs,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** A couple applies once; a second application (two tabs, a double click) is caught by the unique index. */
export async function submitApplication(db: Database, principal: Principal, input: GiveBackApplicationInput) {
  if (input.weddingDate <= new Date().toISOString().slice(0, 10)) {
    throw new ApiError(400, "invalid_input", "The wedding date must be in the future.", { weddingDate: ["Choose a date after today."] });
  }
  const [row] = await insertOnce(() => db.insert(giveBackApplications).values({ userId: principal.userId, ...input }).returning(), "You have already applied. Your application's status is on this page.");
  return { application: view(row!) };
}

export async function myApplication(db: Database, principal: Principal) {
  const [row] = await db.select().from(giveBackApplications).where(eq(giveBackApplications.userId, principal.userId)).limit(1);
  return { application: row ? view(row) : null };
}

export async function listApplications(db: Database, query: { status?: GiveBackStatus; limit: number; offset: number }) {
  const page = await applicationsPage(db, giveBackApplications, query);
  return {
    total: page.total,
    applications: page.rows.map((r) => ({ ...view(r.row), email: r.email, adminNotes: r.row.adminNotes, reviewedAt: r.row.reviewedAt?.toISOString() ?? null })),
  };
}

export async function reviewApplication(db: Database, admin: Principal, id: string, input: GiveBackReviewInput) {
  const [row] = await db
    .update(giveBackApplications)
    .set({ status: input.status, adminNotes: input.notes, reviewedBy: admin.userId, reviewedAt: new Date() })
    .where(eq(giveBackApplications.id, id))
    .returning();
  if (!row) throw new ApiError(404, "not_found", "There is no application with that id.");
  return { application: { ...view(row), adminNotes: row.adminNotes, reviewedAt: row.reviewedAt?.toISOString() ?? null } };
}

/** Public figures for /give-back-wedding, from the records. */
export async function giveBackFigures(db: Database) {
  const [pledges] = await db.select({ count: count(), total: sum(giveBackPledges.valueCents).mapWith(Number) }).from(giveBackPledges);
  const [applications] = await db.select({ count: count() }).from(giveBackApplications);
  return { pledges: pledges?.count ?? 0, pledgedCents: pledges?.total ?? 0, applications: applications?.count ?? 0 };
}
