import { and, asc, count, desc, eq, ilike, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { ClaimStatus, VenueClaimInput } from "../../../../domain/venue-owner.ts";
import type { Principal } from "../../../auth/principal.ts";
import { users, venueClaims, venues } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";
import { ApiError } from "../../../http/errors.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { containsPattern } from "../../../db/like.ts";
import type { MailMessage } from "../../../mail/mailer.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { claimMail } from "../mail.ts";

/** What claim operations use: the database, mail, and the public URL for links in mail. */
export type ClaimDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config">;

/** `%` and `_` typed in a search are literal characters, not wildcards. */
const coverOf = sql<string | null>`(select i.thumb_url from venue_images i where i.venue_id = venues.id order by i.position limit 1)`;

const claimColumns = {
  id: venueClaims.id,
  status: venueClaims.status,
  role: venueClaims.role,
  phone: venueClaims.phone,
  proof: venueClaims.proof,
  decisionNote: venueClaims.decisionNote,
  decidedAt: venueClaims.decidedAt,
  createdAt: venueClaims.createdAt,
  venue: { id: venues.id, name: venues.name, slug: venues.slug, city: venues.city, address: venues.address, website: venues.website, phone: venues.phone },
};

/** Unowned published listings by name, to pick the one to claim. */
export async function listClaimableVenues({ db }: ClaimDeps, q: string | undefined) {
  const where = and(isNull(venues.ownerId), eq(venues.published, true), q ? ilike(venues.name, containsPattern(q)) : undefined);
  const rows = await db
    .select({ id: venues.id, name: venues.name, slug: venues.slug, city: venues.city, neighborhood: venues.neighborhood, address: venues.address, cover: coverOf })
    .from(venues)
    .where(where)
    .orderBy(asc(venues.name))
    .limit(20);
  return { venues: rows };
}

/** The principal's own claims, newest first. */
export async function listMyClaims({ db }: ClaimDeps, principal: Principal) {
  const claims = await db
    .select(claimColumns)
    .from(venueClaims)
    .innerJoin(venues, eq(venues.id, venueClaims.venueId))
    .where(eq(venueClaims.userId, principal.userId))
    .orderBy(desc(venueClaims.createdAt));
  return { claims };
}

/** A claim on an unowned published listing (one pending claim per venue and person). */
export async function submitClaim({ db, mailer, logger, config }: ClaimDeps, principal: Principal, input: VenueClaimInput) {
  const [venue] = await db.select({ id: venues.id, name: venues.name, ownerId: venues.ownerId, published: venues.published }).from(venues).where(eq(venues.id, input.venueId));
  if (!venue || !venue.published) throw new ApiError(404, "venue_not_found", "We couldn't find that venue. Search for it by name and pick it from the list.");
  if (venue.ownerId === principal.userId) throw new ApiError(409, "already_yours", `${venue.name} is already one of your listings.`);
  if (venue.ownerId) {
    throw new ApiError(409, "venue_already_owned", `${venue.name} is already managed by its owner. If you think that's wrong, tell us through the contact page.`);
  }
  let claim;
  try {
    [claim] = await db.insert(venueClaims).values({ ...input, venueId: venue.id, userId: principal.userId }).returning({ id: venueClaims.id, status: venueClaims.status, createdAt: venueClaims.createdAt });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, "claim_pending", `You already have a claim for ${venue.name} waiting for review. We'll email you when it's decided.`);
  }
  sendLater(mailer, logger, [claimMail.received(principal.email, venue.name, `${config.publicUrl}/venue/claim`)]);
  return { claim: { ...claim!, venue: { id: venue.id, name: venue.name } } };
}

// Admins decide claims.

/** Claims by status (pending ones oldest first, so none waits forever), with the venue and the claimant. */
export async function listClaims({ db }: ClaimDeps, query: { status: ClaimStatus | "all"; limit: number; offset: number }) {
  const { status, limit, offset } = query;
  const where: SQL | undefined = status === "all" ? undefined : eq(venueClaims.status, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        ...claimColumns,
        venue: { ...claimColumns.venue, ownerId: venues.ownerId, published: venues.published },
        claimant: { id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified },
      })
      .from(venueClaims)
      .innerJoin(venues, eq(venues.id, venueClaims.venueId))
      .innerJoin(users, eq(users.id, venueClaims.userId))
      .where(where)
      .orderBy(status === "pending" ? asc(venueClaims.createdAt) : desc(venueClaims.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(venueClaims).where(where),
  ]);
  return { claims: rows, total: totals?.total ?? 0, limit, offset };
}

/** One transaction: the venue gets its owner, this claim is approved, the other pending ones rejected; mail after. */
export async function approveClaim({ db, mailer, logger, config }: ClaimDeps, admin: Principal, id: string) {
  const result = await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(venueClaims).where(eq(venueClaims.id, id)).for("update");
    if (!claim) throw new ApiError(404, "claim_not_found", "That claim doesn't exist.");
    if (claim.status !== "pending") throw new ApiError(409, "claim_decided", `That claim was already ${claim.status}.`);
    const [venue] = await tx.select({ id: venues.id, name: venues.name, ownerId: venues.ownerId }).from(venues).where(eq(venues.id, claim.venueId)).for("update");
    if (!venue) throw new ApiError(404, "venue_not_found", "The venue of that claim no longer exists.");
    if (venue.ownerId) throw new ApiError(409, "venue_already_owned", `${venue.name} already has an owner. Reject this claim instead.`);
    const decided = { decidedBy: admin.userId, decidedAt: new Date() };
    await tx.update(venues).set({ ownerId: claim.userId, updatedAt: sql`now()` }).where(eq(venues.id, venue.id));
    await tx.update(venueClaims).set({ status: "approved", ...decided }).where(eq(venueClaims.id, claim.id));
    const others = await tx
      .update(venueClaims)
      .set({ status: "rejected", decisionNote: "Another claim for this venue was approved.", ...decided })
      .where(and(eq(venueClaims.venueId, venue.id), eq(venueClaims.status, "pending"), ne(venueClaims.id, claim.id)))
      .returning({ userId: venueClaims.userId });
    const emails = await tx.select({ id: users.id, email: users.email }).from(users).where(sql`${users.id} in (${sql.join([claim.userId, ...others.map((o) => o.userId)].map((u) => sql`${u}`), sql`, `)})`);
    const emailOf = (userId: string) => emails.find((e) => e.id === userId)?.email;
    return { venue, claimant: emailOf(claim.userId), others: others.map((o) => emailOf(o.userId)).filter((e): e is string => !!e) };
  });
  const messages: MailMessage[] = [];
  if (result.claimant) messages.push(claimMail.approved(result.claimant, result.venue.name, `${config.publicUrl}/venue-owner-dashboard`));
  for (const email of result.others) messages.push(claimMail.rejected(email, result.venue.name, "Another claim for this venue was approved.", `${config.publicUrl}/venue/claim`));
  sendLater(mailer, logger, messages);
  return { approved: true, venueId: result.venue.id };
}

/** Rejects a pending claim with a note the claimant reads. */
export async function rejectClaim({ db, mailer, logger, config }: ClaimDeps, admin: Principal, id: string, note: string) {
  const [claim] = await db
    .update(venueClaims)
    .set({ status: "rejected", decisionNote: note, decidedBy: admin.userId, decidedAt: new Date() })
    .where(and(eq(venueClaims.id, id), eq(venueClaims.status, "pending")))
    .returning();
  if (!claim) {
    const [existing] = await db.select({ status: venueClaims.status }).from(venueClaims).where(eq(venueClaims.id, id));
    if (!existing) throw new ApiError(404, "claim_not_found", "That claim doesn't exist.");
    throw new ApiError(409, "claim_decided", `That claim was already ${existing.status}.`);
  }
  const [info] = await db
    .select({ email: users.email, venueName: venues.name })
    .from(users)
    .innerJoin(venues, eq(venues.id, claim.venueId))
    .where(eq(users.id, claim.userId));
  if (info) sendLater(mailer, logger, [claimMail.rejected(info.email, info.venueName, note, `${config.publicUrl}/venue/claim`)]);
  return { rejected: true };
}
