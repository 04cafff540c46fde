import { and, count, desc, eq, sql } from "drizzle-orm";
import { DESIGNS_MAX, designTotals, designWarnings, type Design } from "../../../../domain/floral.ts";
import { floralDesigns } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadOwnedDesign, type DesignRow, type FloralDeps } from "../access.ts";
import { studioContext, type StudioContext } from "./context.ts";

/** A design as the studio shows it: what was saved, its totals and its warnings on this wedding. */
export function designView(row: DesignRow, context: StudioContext) {
  const design: Design = { name: row.name, palette: row.palette, outdoor: row.outdoor, pieces: row.pieces };
  const totals = designTotals(design);
  return {
    id: row.id,
    ...design,
    totals,
    warnings: designWarnings(design, context, totals),
    shared: row.shareTokenHash !== null,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDesigns(deps: FloralDeps, access: PlanningAccess) {
  const [context, rows] = await Promise.all([
    studioContext(deps, access),
    deps.db.select().from(floralDesigns).where(eq(floralDesigns.coupleId, access.coupleId)).orderBy(desc(floralDesigns.updatedAt)),
  ]);
  return { context, access: { as: access.as, level: access.level }, designs: rows.map((row) => designView(row, context)) };
}

export async function getDesign(deps: FloralDeps, access: PlanningAccess, designId: string) {
  const [context, row] = await Promise.all([studioContext(deps, access), loadOwnedDesign(deps.db, access.coupleId, designId)]);
  return { context, design: designView(row, context) };
}

export async function createDesign(deps: FloralDeps, access: PlanningAccess, input: Design) {
  const row = await deps.db.transaction(async (tx) => {
    // The count and the insert under a per-couple lock, so two tabs cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`floral:${access.coupleId}`}))`);
    const [n] = await tx.select({ n: count() }).from(floralDesigns).where(eq(floralDesigns.coupleId, access.coupleId));
    if ((n?.n ?? 0) >= DESIGNS_MAX) throw new ApiError(409, "too_many_designs", `You can keep up to ${DESIGNS_MAX} designs. Delete one you no longer need.`);
    const [created] = await tx
      .insert(floralDesigns)
      .values({ coupleId: access.coupleId, ...input, estimateCents: designTotals(input).estimateCents })
      .returning();
    return created!;
  });
  return designView(row, await studioContext(deps, access));
}

export async function updateDesign(deps: FloralDeps, access: PlanningAccess, designId: string, input: Design) {
  const [row] = await deps.db
    .update(floralDesigns)
    .set({ ...input, estimateCents: designTotals(input).estimateCents, updatedAt: sql`now()` })
    .where(and(eq(floralDesigns.id, designId), eq(floralDesigns.coupleId, access.coupleId)))
    .returning();
  if (!row) throw new ApiError(404, "design_not_found", "We couldn't find that design.");
  return designView(row, await studioContext(deps, access));
}

export async function deleteDesign(deps: FloralDeps, access: PlanningAccess, designId: string) {
  const [row] = await deps.db
    .delete(floralDesigns)
    .where(and(eq(floralDesigns.id, designId), eq(floralDesigns.coupleId, access.coupleId)))
    .returning({ id: floralDesigns.id });
  if (!row) throw new ApiError(404, "design_not_found", "We couldn't find that design.");
  return { deleted: row.id };
}

/** The couple's designs in brief, for June and the overview. */
export async function designSummaries(deps: FloralDeps, coupleId: string) {
  const rows = await deps.db.select().from(floralDesigns).where(eq(floralDesigns.coupleId, coupleId)).orderBy(desc(floralDesigns.updatedAt)).limit(DESIGNS_MAX);
  return rows.map((row) => {
    const totals = designTotals(row);
    return { id: row.id, name: row.name, pieces: totals.pieces.filter((p) => p.quantity > 0).map((p) => ({ name: p.name, quantity: p.quantity })), stems: totals.stems, estimateCents: totals.estimateCents, shared: row.shareTokenHash !== null };
  });
}
