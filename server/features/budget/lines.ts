import { and, eq } from "drizzle-orm";
import { BUDGET_CATEGORY_IDS, type BudgetCategoryId } from "../../../domain/budget.ts";
import type { Database } from "../../db/client.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import type { PlanningAccess } from "../../http/policy.ts";

/**
 * Which budget lines (categories) the caller may see and change (decision 044): null is the whole budget
 * (the couple, or a helper the couple did not limit); a list limits a helper to those categories, their
 * expenses and payments, and keeps every total out of what they are sent. Read afresh on every request, so
 * narrowing a helper's lines refuses their next write. A helper whose id the access does not carry sees no line.
 */
export async function budgetLinesOf(db: Pick<Database, "select">, access: PlanningAccess): Promise<readonly BudgetCategoryId[] | null> {
  if (access.as === "couple") return null;
  if (!access.helperId) return [];
  const [row] = await db
    .select({ lines: contributorProfiles.budgetLines })
    .from(contributorProfiles)
    .where(and(eq(contributorProfiles.userId, access.helperId), eq(contributorProfiles.coupleId, access.coupleId)))
    .limit(1);
  if (!row) return [];
  if (row.lines === null) return null;
  const known = new Set<string>(BUDGET_CATEGORY_IDS);
  return row.lines.filter((line): line is BudgetCategoryId => known.has(line));
}

export function inLines(lines: readonly BudgetCategoryId[] | null, categoryId: string): boolean {
  return lines === null || (lines as readonly string[]).includes(categoryId);
}

/** A limited helper may not touch the total, the guest count or the split across every line. */
export const wholeBudgetOnly = () => new ApiError(403, "budget_lines_only", "The couple shared only some budget lines with you, so the total budget stays theirs to change.");

export function outsideLines(lines: readonly BudgetCategoryId[]) {
  return new ApiError(403, "budget_line_not_shared", lines.length === 0 ? "The couple hasn't shared any budget line with you." : "The couple hasn't shared that budget line with you. Choose one of the lines you help with.");
}
