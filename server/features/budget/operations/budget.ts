import { eq, sql } from "drizzle-orm";
import { budgetCategory, fitAllocationsToTotal, suggestedAllocations, type BudgetCategoryId, type BudgetInput } from "../../../../domain/budget.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { weddingBudgets } from "../../../db/schema/index.ts";
import { recordBudgetChange } from "../history.ts";
import { budgetLinesOf, inLines, outsideLines, wholeBudgetOnly } from "../lines.ts";
import { loadBudgetRow } from "../ownership.ts";
import { limitToLines, loadBudgetView, type BudgetLinesView, type BudgetView } from "../view.ts";
import type { BudgetDeps } from "./deps.ts";

/**
 * The couple's budget, expenses and payments (budget null until they set one); a helper limited to some
 * lines gets only those, with no total (decision 044).
 */
export async function getBudget(deps: BudgetDeps, access: PlanningAccess): Promise<BudgetView | BudgetLinesView> {
  const [lines, view] = await Promise.all([budgetLinesOf(deps.db, access), loadBudgetView(deps.db, access.coupleId)]);
  return lines === null ? view : limitToLines(view, lines);
}

/**
 * Sets the total and guest count. Allocations sent are kept as sent (over the total is allowed: the
 * page warns); without them a new budget starts from the typical shares and a changed total rescales
 * the current split, so it keeps adding up.
 */
export async function saveBudget(deps: BudgetDeps, access: PlanningAccess, input: BudgetInput) {
  const ownerId = access.coupleId;
  if ((await budgetLinesOf(deps.db, access)) !== null) throw wholeBudgetOnly();
  await deps.db.transaction(async (tx) => {
    const existing = await loadBudgetRow(tx, ownerId);
    const allocations =
      input.allocations ??
      (existing
        ? existing.totalBudget === input.totalCents
          ? existing.categoryAllocations
          : fitAllocationsToTotal(existing.categoryAllocations, input.totalCents)
        : suggestedAllocations(input.totalCents));
    await tx
      .insert(weddingBudgets)
      .values({ userId: ownerId, totalBudget: input.totalCents, guestCount: input.guestCount, categoryAllocations: allocations })
      .onConflictDoUpdate({
        target: weddingBudgets.userId,
        set: { totalBudget: input.totalCents, guestCount: input.guestCount, categoryAllocations: allocations, updatedAt: sql`now()` },
      });
    await recordBudgetChange(tx, access, {
      kind: "budget",
      subject: "Total budget",
      before: existing ? { totalCents: existing.totalBudget, guestCount: existing.guestCount, allocations: existing.categoryAllocations } : null,
      after: { totalCents: input.totalCents, guestCount: input.guestCount, allocations },
    });
  });
  return loadBudgetView(deps.db, ownerId);
}

/**
 * Sets what one category is given, the total unchanged (June's "set photography to $4,000"). One
 * statement merges the amount into the stored split, so a concurrent edit of another category stays.
 */
export async function setCategoryAllocation(deps: BudgetDeps, access: PlanningAccess, categoryId: BudgetCategoryId, amountCents: number) {
  const lines = await budgetLinesOf(deps.db, access);
  if (lines !== null && !inLines(lines, categoryId)) throw outsideLines(lines);
  await deps.db.transaction(async (tx) => {
    const existing = await loadBudgetRow(tx, access.coupleId);
    const updated = await tx
      .update(weddingBudgets)
      .set({ categoryAllocations: sql`${weddingBudgets.categoryAllocations} || jsonb_build_object(${categoryId}::text, ${amountCents}::bigint)`, updatedAt: sql`now()` })
      .where(eq(weddingBudgets.userId, access.coupleId))
      .returning({ userId: weddingBudgets.userId });
    if (updated.length === 0) throw new ApiError(409, "budget_not_set", "Set your total budget in the budget tracker first.");
    await recordBudgetChange(tx, access, {
      kind: "category-set",
      categoryId,
      subject: budgetCategory(categoryId)?.name ?? categoryId,
      before: { allocatedCents: existing?.categoryAllocations[categoryId] ?? 0 },
      after: { allocatedCents: amountCents },
    });
  });
  return getBudget(deps, access);
}
