import { desc, eq, lt, and } from "drizzle-orm";
import { budgetCategory } from "../../../domain/budget.ts";
import type { Database } from "../../db/client.ts";
import { budgetChanges, users } from "../../db/schema/index.ts";
import type { PlanningAccess } from "../../http/policy.ts";
import { recordActivity } from "../../planning/activity.ts";
import type { ActivityKind } from "../../../domain/activity.ts";

export const BUDGET_CHANGE_KINDS = ["budget", "expense-added", "expense-changed", "expense-removed", "payment-paid", "payment-unpaid", "category-set"] as const;
export type BudgetChangeKind = (typeof BUDGET_CHANGE_KINDS)[number];

/** How each budget change reads in the couple's activity feed. */
const ACTIVITY_OF: Record<BudgetChangeKind, ActivityKind> = {
  budget: "budget-set",
  "expense-added": "expense-added",
  "expense-changed": "expense-changed",
  "expense-removed": "expense-removed",
  "payment-paid": "payment-paid",
  "payment-unpaid": "payment-unpaid",
  "category-set": "budget-line-set",
};
const HISTORY_PAGE = 100;

type Writer = Pick<Database, "insert">;

/** Who acted: the helper, or the couple. */
export function actorOf(access: PlanningAccess): string {
  return access.helperId ?? access.coupleId;
}

/**
 * Adds one line to the budget's history and one entry to the couple's activity feed; called inside the
 * change's own transaction, so all or none stay.
 */
export async function recordBudgetChange(
  db: Writer,
  access: PlanningAccess,
  change: { kind: BudgetChangeKind; categoryId?: string | null; subject: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) {
  await db.insert(budgetChanges).values({
    coupleId: access.coupleId,
    actorId: actorOf(access),
    kind: change.kind,
    categoryId: change.categoryId ?? null,
    subject: change.subject,
    before: change.before ?? null,
    after: change.after ?? null,
  });
  await recordActivity(db, access, { kind: ACTIVITY_OF[change.kind], subject: change.subject, targetId: change.categoryId ?? null });
}

/** "Flowers and decor: Petal & Stem". */
export function expenseSubject(categoryId: string, vendorName: string): string {
  return `${budgetCategory(categoryId)?.name ?? categoryId}: ${vendorName}`;
}

/** The couple's budget history, newest first, a page at a time (`before`: the oldest time already shown). */
export async function listBudgetChanges(db: Database, access: PlanningAccess, viewerId: string, before?: Date) {
  const rows = await db
    .select({ change: budgetChanges, name: users.name })
    .from(budgetChanges)
    .leftJoin(users, eq(users.id, budgetChanges.actorId))
    .where(and(eq(budgetChanges.coupleId, access.coupleId), before ? lt(budgetChanges.createdAt, before) : undefined))
    .orderBy(desc(budgetChanges.createdAt), desc(budgetChanges.id))
    .limit(HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  return {
    changes: page.map(({ change, name }) => ({
      id: change.id,
      kind: change.kind as BudgetChangeKind,
      categoryId: change.categoryId,
      subject: change.subject,
      who: change.actorId === null ? "A former helper" : change.actorId === viewerId ? "You" : (name ?? "A helper"),
      byCouple: change.actorId === access.coupleId,
      before: change.before,
      after: change.after,
      at: change.createdAt.toISOString(),
    })),
    more: rows.length > HISTORY_PAGE,
  };
}
