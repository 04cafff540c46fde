import { and, desc, eq, sql } from "drizzle-orm";
import { designTotals } from "../../../../domain/floral.ts";
import { floralDesignAttachments, floralDesigns, vendorInquiries, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedDesign, type FloralDeps } from "../access.ts";
import { studioContext } from "./context.ts";

/** Designs go to florists: the category a design may be attached to. */
export const FLORIST_CATEGORY = "florists";

/** The couple's conversations with florists, and the design attached to each (if any), newest first. */
export async function floristInquiries(deps: FloralDeps, access: PlanningAccess) {
  const rows = await deps.db
    .select({ id: vendorInquiries.id, vendorName: vendors.businessName, createdAt: vendorInquiries.createdAt, designId: floralDesignAttachments.designId })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .leftJoin(floralDesignAttachments, eq(floralDesignAttachments.inquiryId, vendorInquiries.id))
    .where(and(eq(vendorInquiries.coupleId, access.coupleId), eq(vendors.category, FLORIST_CATEGORY)))
    .orderBy(desc(vendorInquiries.lastMessageAt));
  return { inquiries: rows.map((row) => ({ id: row.id, vendorName: row.vendorName, createdAt: row.createdAt.toISOString(), designId: row.designId })) };
}

/**
 * Attaches one of the couple's designs to one of their inquiries to a florist (replacing the design
 * attached before). Another couple's inquiry is a 404; an inquiry to a vendor who isn't a florist is a 422.
 */
export async function attachDesign(deps: FloralDeps, access: PlanningAccess, designId: string, inquiryId: string) {
  const design = await loadOwnedDesign(deps.db, access.coupleId, designId);
  const [inquiry] = await deps.db
    .select({ id: vendorInquiries.id, category: vendors.category, vendorName: vendors.businessName })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .where(and(eq(vendorInquiries.id, inquiryId), eq(vendorInquiries.coupleId, access.coupleId)))
    .limit(1);
  if (!inquiry) throw new ApiError(404, "inquiry_not_found", "We couldn't find that conversation.");
  if (inquiry.category !== FLORIST_CATEGORY) throw new ApiError(422, "not_a_florist", "A floral design can be attached to a conversation with a florist only.");
  await deps.db
    .insert(floralDesignAttachments)
    .values({ inquiryId: inquiry.id, designId: design.id })
    .onConflictDoUpdate({ target: floralDesignAttachments.inquiryId, set: { designId: design.id, attachedAt: sql`now()` } });
  return { inquiryId: inquiry.id, designId: design.id, vendorName: inquiry.vendorName };
}

/** The design attached to a conversation, as both its parties see it: the design and flower list, never the budget. */
export async function inquiryDesign(deps: FloralDeps, inquiry: { id: string; coupleId: string }) {
  const [row] = await deps.db
    .select({ design: floralDesigns })
    .from(floralDesignAttachments)
    .innerJoin(floralDesigns, eq(floralDesigns.id, floralDesignAttachments.designId))
    .where(eq(floralDesignAttachments.inquiryId, inquiry.id))
    .limit(1);
  if (!row) return { design: null };
  const context = await studioContext(deps, { coupleId: inquiry.coupleId, as: "contributor", level: "view" });
  const design = row.design;
  return {
    wedding: { coupleNames: context.coupleNames, weddingDate: context.weddingDate, city: context.city },
    design: { name: design.name, palette: design.palette, outdoor: design.outdoor, pieces: design.pieces, totals: designTotals(design), updatedAt: design.updatedAt.toISOString() },
  };
}
