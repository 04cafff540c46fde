import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { designTotals } from "../../../../domain/floral.ts";
import { floralDesigns } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { designNotFound, type FloralDeps } from "../access.ts";
import { studioContext } from "./context.ts";

/** Only the token's SHA-256 is stored: a copy of the database opens no design. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A read-only link to one design: 24 random bytes as 32 url-safe characters, shown to the couple once.
 * A new link replaces the old one (which stops working), so a design has at most one live link.
 */
export async function shareDesign(deps: FloralDeps, access: PlanningAccess, designId: string) {
  const token = randomBytes(24).toString("base64url");
  const [row] = await deps.db
    .update(floralDesigns)
    .set({ shareTokenHash: hashToken(token), sharedAt: sql`now()` })
    .where(and(eq(floralDesigns.id, designId), eq(floralDesigns.coupleId, access.coupleId)))
    .returning({ id: floralDesigns.id, sharedAt: floralDesigns.sharedAt });
  if (!row) throw designNotFound();
  return { id: row.id, token, sharedAt: row.sharedAt!.toISOString() };
}

export async function revokeDesignShare(deps: FloralDeps, access: PlanningAccess, designId: string) {
  const [row] = await deps.db
    .update(floralDesigns)
    .set({ shareTokenHash: null, sharedAt: null })
    .where(and(eq(floralDesigns.id, designId), eq(floralDesigns.coupleId, access.coupleId)))
    .returning({ id: floralDesigns.id });
  if (!row) throw designNotFound();
  return { revoked: row.id };
}

/**
 * What a shared link shows anyone holding it: the couple's names, the date and city, and the design with
 * its flower list and totals; never the budget or the couple's warnings about it. A wrong or revoked
 * token is a 404.
 */
export async function readSharedDesign(deps: FloralDeps, token: string) {
  const [row] = await deps.db.select().from(floralDesigns).where(eq(floralDesigns.shareTokenHash, hashToken(token))).limit(1);
  if (!row) throw new ApiError(404, "shared_design_not_found", "This link doesn't open a design anymore. Ask the couple for a new one.");
  const context = await studioContext(deps, { coupleId: row.coupleId, as: "contributor", level: "view" });
  return {
    wedding: { coupleNames: context.coupleNames, weddingDate: context.weddingDate, city: context.city },
    design: { name: row.name, palette: row.palette, outdoor: row.outdoor, pieces: row.pieces, totals: designTotals(row), updatedAt: row.updatedAt.toISOString() },
  };
}
