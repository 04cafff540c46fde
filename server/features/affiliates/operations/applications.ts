import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AffiliateApplicationInput, AffiliateReviewInput, AffiliateStatus } from "../../../../domain/affiliates.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { applicationsPage, insertOnce } from "../../../db/applications.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { affiliates } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { commissionTotals } from "./commissions.ts";

type Row = typeof affiliates.$inferSelect;

/** What the applicant sees of their own application (never the admins' notes). */
export const applicationView = (row: Row) => ({
  id: row.id,
  name: row.name,
  website: row.website,
  audience: row.audience,
  payoutEmail: row.payoutEmail,
  status: row.status as AffiliateStatus,
  code: row.status === "approved" ? row.code : null,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/** One application per account; two tabs or a double click are caught by the unique index. */
export async function submitApplication(db: Database, principal: Principal, input: AffiliateApplicationInput) {
  if (principal.isAdmin) throw new ApiError(409, "admins_cannot_apply", "Admins review affiliates; an admin account can't be one.");
  const { agreeToTerms: _agreed, ...fields } = input;
  const [row] = await insertOnce(
    () => db.insert(affiliates).values({ userId: principal.userId, ...fields, payoutEmail: fields.payoutEmail.toLowerCase() }).returning(),
    "You have already applied. Your application's status is on the affiliate dashboard.",
  );
  return { application: applicationView(row!) };
}

export async function myApplication(db: Database, principal: Principal) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, principal.userId)).limit(1);
  return { application: row ? applicationView(row) : null };
}

export async function listApplications(db: Database, query: { status?: AffiliateStatus; limit: number; offset: number }) {
  const page = await applicationsPage(db, affiliates, query);
  const withTotals = await Promise.all(
    page.rows.map(async (r) => ({
      ...applicationView(r.row),
      email: r.email,
      adminNotes: r.row.adminNotes,
      ...(await commissionTotals(db, r.row.id)),
    })),
  );
  return { total: page.total, affiliates: withTotals };
}

/** A readable code from the name (letters only) and two digits; retried on the rare collision. */
function codeCandidate(name: string): string {
  const letters = name
    .normalize("NFKD")
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 8);
  return `${letters.length >= 2 ? letters : "SB"}${String(randomInt(10, 100))}`;
}

/**
 * Approve (the affiliate gets a code, kept if approved before) or reject. A rejected affiliate's link
 * stops attributing new sign-ups and new payments; what they earned stays theirs.
 */
export async function reviewApplication(db: Database, admin: Principal, id: string, input: AffiliateReviewInput) {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const [row] = await db
        .update(affiliates)
        .set({
          status: input.status,
          adminNotes: input.notes,
          reviewedBy: admin.userId,
          reviewedAt: new Date(),
          code: input.status === "approved" ? sql`coalesce(${affiliates.code}, ${codeCandidate((await nameOf(db, id)) ?? "")})` : sql`${affiliates.code}`,
        })
        .where(eq(affiliates.id, id))
        .returning();
      if (!row) throw new ApiError(404, "not_found", "There is no affiliate application with that id.");
      return { affiliate: { ...applicationView(row), adminNotes: row.adminNotes } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError(409, "code_unavailable", "We couldn't pick a free code for this affiliate. Please try again.");
}

async function nameOf(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ name: affiliates.name }).from(affiliates).where(and(eq(affiliates.id, id))).limit(1);
  return row?.name ?? null;
}
