import { addDays } from "../../../domain/dates.ts";
import type { Facts, SkillReply } from "../../planning/contract.ts";
import { categoryName, dollars } from "../../planning/entities.ts";

/** June's money answers beyond the summary (issue 24): payments by vendor and the biggest costs, from the couple's own expenses. */

const noBudget = (facts: Facts): SkillReply | undefined => {
  if (facts.budget === undefined) return { reply: "I can't see your budget right now. Try again in a moment, or open your Budget Tracker." };
  if (facts.budget === null) return { reply: "You haven't set up a budget yet. Open the Budget Tracker to add your total and your expenses." };
  return undefined;
};

/** Unpaid payments that are overdue, then those due in the next 7 days, each with its vendor and amount. */
export function answerPaymentsDue(facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const today = facts.today;
  const unpaid = facts.budget!.expenses.flatMap((e) => e.payments.filter((p) => !p.paidAt).map((p) => ({ vendor: e.vendorName || categoryName(e.categoryId), ...p })));
  const overdue = unpaid.filter((p) => p.dueDate < today).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const soon = unpaid.filter((p) => p.dueDate >= today && p.dueDate <= addDays(today, 7)).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const line = (p: (typeof unpaid)[number]) => `${p.vendor}: ${dollars(p.amountCents)} (${p.label || "payment"}, due ${p.dueDate})`;
  const parts: string[] = [];
  if (overdue.length > 0) parts.push(`Overdue: ${overdue.map(line).join("; ")}.`);
  if (soon.length > 0) parts.push(`Due in the next week: ${soon.map(line).join("; ")}.`);
  if (parts.length === 0) return { reply: "Nothing is overdue and nothing is due in the next week. You're all caught up on payments." };
  return { reply: `${parts.join(" ")} Mark them paid on your Budget Tracker once they're done.` };
}

/** The categories costing the most so far, with the vendors behind them. */
export function answerBiggestCosts(facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const budget = facts.budget!;
  const costly = [...budget.figures.categories].filter((c) => c.costCents > 0).sort((a, b) => b.costCents - a.costCents);
  if (costly.length === 0) return { reply: "You haven't added any expenses yet, so nothing has cost anything so far." };
  const [top, ...rest] = costly;
  const vendors = budget.expenses.filter((e) => e.categoryId === top!.categoryId && e.status !== "canceled").map((e) => e.vendorName).filter(Boolean);
  return {
    reply: `Your biggest expense so far is ${categoryName(top!.categoryId)} at ${dollars(top!.costCents)}${vendors.length > 0 ? ` (${vendors.join(", ")})` : ""}.${rest.length > 0 ? ` Next: ${rest.slice(0, 3).map((c) => `${categoryName(c.categoryId)} ${dollars(c.costCents)}`).join(", ")}.` : ""}`,
  };
}
