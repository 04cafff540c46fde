import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL } from "drizzle-orm";
import type { ClaimStatus } from "../../../../domain/venue-owner.ts";
import type { VendorClaimInput } from "../../../../domain/vendors.ts";
import type { Principal } from "../../../auth/principal.ts";
import { users, vendorClaims, vendors } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";
import { ApiError } from "../../../http/errors.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { vendorClaimMail } from "../mail.ts";
import { containsPattern } from "../../../db/like.ts";

export type VendorClaimDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config">;

/** `%` and `_` typed in a search are literal characters, not wildcards. */
const claimColumns = {
  id: vendorClaims.id,
  status: vendorClaims.status,
  role: vendorClaims.role,
  phone: vendorClaims.phone,
  proof: vendorClaims.proof,
  decisionNote: vendorClaims.decisionNote,
  decidedAt: vendorClaims.decidedAt,
  createdAt: vendorClaims.createdAt,
  vendor: { id: vendors.id, businessName: vendors.businessName, slug: vendors.slug, category: vendors.category, city: vendors.city, website: vendors.website, phone: vendors.phone },
};

/** Unowned published catalog profiles by name, to pick the one to claim. */
export async function listClaimableVendors({ db }: VendorClaimDeps, q: string | undefined) {
  const rows = await db
    .select({ id: vendors.id, businessName: vendors.businessName, slug: vendors.slug, category: vendors.category, city: vendors.city, summary: vendors.summary })
    .from(vendors)
    .where(and(isNull(vendors.ownerId), eq(vendors.published, true), q ? ilike(vendors.businessName, containsPattern(q)) : undefined))
    .orderBy(asc(vendors.businessName))
    .limit(20);
  return { vendors: rows };
}

export async function listMyVendorClaims({ db }: VendorClaimDeps, principal: Principal) {
  const claims = await db.select(claimColumns).from(vendorClaims).innerJoin(vendors, eq(vendors.id, vendorClaims.vendorId)).where(eq(vendorClaims.userId, principal.userId)).orderBy(desc(vendorClaims.createdAt));
  return { claims };
}

/** A claim on an unowned published profile (one pending claim per profile and person). */
export async function submitVendorClaim({ db, mailer, logger, config }: VendorClaimDeps, principal: Principal, input: VendorClaimInput) {
  const [vendor] = await db.select({ id: vendors.id, businessName: vendors.businessName, ownerId: vendors.ownerId, published: vendors.published }).from(vendors).where(eq(vendors.id, input.vendorId));
  if (!vendor?.published) throw new ApiError(404, "vendor_not_found", "We couldn't find that business. Search for it by name and pick it from the list.");
  if (vendor.ownerId === principal.userId) throw new ApiError(409, "already_yours", `${vendor.businessName} is already yours.`);
  if (vendor.ownerId) throw new ApiError(409, "vendor_already_owned", `${vendor.businessName} is already managed by its owner. If you think that's wrong, tell us through the contact page.`);
  let claim;
  try {
    [claim] = await db.insert(vendorClaims).values({ ...input, vendorId: vendor.id, userId: principal.userId }).returning({ id: vendorClaims.id, status: vendorClaims.status, createdAt: vendorClaims.createdAt });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, "claim_pending", `You already have a claim for ${vendor.businessName} waiting for review. We'll email you when it's decided.`);
  }
  sendLater(mailer, logger, [vendorClaimMail.received(principal.email, vendor.businessName, `${config.publicUrl}/vendor/claim`)]);
  return { claim: { ...claim!, vendor: { id: vendor.id, businessName: vendor.businessName } } };
}

/** Claims by status (pending ones oldest first, so none waits forever), with the profile and the claimant. */
export async function listVendorClaims({ db }: VendorClaimDeps, query: { status: ClaimStatus | "all"; limit: number; offset: number }) {
  const { status, limit, offset } = query;
  const where: SQL | undefined = status === "all" ? undefined : eq(vendorClaims.status, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...claimColumns, vendor: { ...claimColumns.vendor, ownerId: vendors.ownerId, published: vendors.published }, claimant: { id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified } })
      .from(vendorClaims)
      .innerJoin(vendors, eq(vendors.id, vendorClaims.vendorId))
      .innerJoin(users, eq(users.id, vendorClaims.userId))
      .where(where)
      .orderBy(status === "pending" ? asc(vendorClaims.createdAt) : desc(vendorClaims.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(vendorClaims).where(where),
  ]);
  return { claims: rows, total: totals?.total ?? 0, limit, offset };
}

/** One transaction: the profile gets its owner, this claim is approved, the other pending ones rejected; mail after. */
export async function approveVendorClaim({ db, mailer, logger, config }: VendorClaimDeps, admin: Principal, id: string) {
  const result = await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(vendorClaims).where(eq(vendorClaims.id, id)).for("update");
    if (!claim) throw new ApiError(404, "claim_not_found", "That claim doesn't exist.");
    if (claim.status !== "pending") throw new ApiError(409, "claim_decided", `That claim was already ${claim.status}.`);
    const [vendor] = await tx.select({ id: vendors.id, businessName: vendors.businessName, ownerId: vendors.ownerId }).from(vendors).where(eq(vendors.id, claim.vendorId)).for("update");
    if (!vendor) throw new ApiError(404, "vendor_not_found", "The business of that claim no longer exists.");
    if (vendor.ownerId) throw new ApiError(409, "vendor_already_owned", `${vendor.businessName} already has an owner. Reject this claim instead.`);
    const decided = { decidedBy: admin.userId, decidedAt: new Date() };
    await tx.update(vendors).set({ ownerId: claim.userId, updatedAt: new Date() }).where(eq(vendors.id, vendor.id));
    await tx.update(vendorClaims).set({ status: "approved", ...decided }).where(eq(vendorClaims.id, claim.id));
    const others = await tx
      .update(vendorClaims)
      .set({ status: "rejected", decisionNote: "Another claim for this business was approved.", ...decided })
      .where(and(eq(vendorClaims.vendorId, vendor.id), eq(vendorClaims.status, "pending"), ne(vendorClaims.id, claim.id)))
      .returning({ userId: vendorClaims.userId });
    const emails = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [claim.userId, ...others.map((o) => o.userId)]));
    const emailOf = (userId: string) => emails.find((e) => e.id === userId)?.email;
    return { vendor, claimant: emailOf(claim.userId), others: others.map((o) => emailOf(o.userId)).filter((e): e is string => !!e) };
  });
  sendLater(mailer, logger, [
    result.claimant ? vendorClaimMail.approved(result.claimant, result.vendor.businessName, `${config.publicUrl}/vendor-dashboard`) : null,
    ...result.others.map((email) => vendorClaimMail.rejected(email, result.vendor.businessName, "Another claim for this business was approved.", `${config.publicUrl}/vendor/claim`)),
  ]);
  return { approved: true, vendorId: result.vendor.id };
}

export async function rejectVendorClaim({ db, mailer, logger, config }: VendorClaimDeps, admin: Principal, id: string, note: string) {
  const [claim] = await db
    .update(vendorClaims)
    .set({ status: "rejected", decisionNote: note, decidedBy: admin.userId, decidedAt: new Date() })
    .where(and(eq(vendorClaims.id, id), eq(vendorClaims.status, "pending")))
    .returning();
  if (!claim) {
    const [existing] = await db.select({ status: vendorClaims.status }).from(vendorClaims).where(eq(vendorClaims.id, id));
    if (!existing) throw new ApiError(404, "claim_not_found", "That claim doesn't exist.");
    throw new ApiError(409, "claim_decided", `That claim was already ${existing.status}.`);
  }
  const [info] = await db.select({ email: users.email, businessName: vendors.businessName }).from(users).innerJoin(vendors, eq(vendors.id, claim.vendorId)).where(eq(users.id, claim.userId));
  if (info) sendLater(mailer, logger, [vendorClaimMail.rejected(info.email, info.businessName, note, `${config.publicUrl}/vendor/claim`)]);
  return { rejected: true };
}
