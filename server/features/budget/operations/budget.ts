import { sql } from "drizzle-orm";
import { fitAllocationsToTotal, suggestedAllocations, type BudgetInput } from "../../../../domain/budget.ts";
import type { Principal } from "../../../auth/principal.ts";
import { weddingBudgets } from "../../../db/schema/index.ts";
import { budgetOwnerId, loadBudgetRow } from "../ownership.ts";
import { loadBudgetView } from "../view.ts";
import type { BudgetDeps } from "./deps.ts";

/** The couple's budget, expenses and payments (budget null until they set one). */
export async function getBudget(deps: BudgetDeps, principal: Principal) {
  return loadBudgetView(deps.db, budgetOwnerId(principal));
}

/**
 * Sets the total and guest count. Allocations sent are kept as sent (over the total is allowed: the
 * page warns); without them a new budget starts from the typical shares and a changed total rescales
 * the current split, so it keeps adding up.
 */
export async function saveBudget(deps: BudgetDeps, principal: Principal, input: BudgetInput) {
  const ownerId = budgetOwnerId(principal);
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
  });
  return loadBudgetView(deps.db, ownerId);
}
