import { and, eq, inArray, isNull, lt, lte, ne, or } from "drizzle-orm";
import { addDays, zonedDate } from "../../../../domain/dates.ts";
import { BUDGET_TIME_ZONE, budgetCategory, REMINDER_REPEAT_DAYS, REMINDER_WINDOW_DAYS } from "../../../../domain/budget.ts";
import { budgetExpenses, budgetPayments, users } from "../../../db/schema/index.ts";
import { mailTemplates, type PaymentReminderLine } from "../../../mail/templates.ts";
import type { BudgetDeps } from "./deps.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails each couple the payments that are overdue or due within a week and were not reminded in
 * the last three days. The payments are claimed with one UPDATE ... RETURNING, so when several
 * server processes run this at once each payment is mailed by one of them only. A message that fails
 * to send gives its payments back, to be tried on the next run.
 */
export async function sendPaymentReminders(deps: BudgetDeps, now: Date): Promise<{ couples: number; payments: number }> {
  const { db } = deps;
  const today = zonedDate(now, BUDGET_TIME_ZONE);
  const dueBy = addDays(today, REMINDER_WINDOW_DAYS);
  const remindAgainBefore = new Date(now.getTime() - REMINDER_REPEAT_DAYS * DAY_MS);
  // Only expenses still going ahead, of couples whose address is proven (mail goes nowhere else).
  const remindable = db
    .select({ id: budgetExpenses.id })
    .from(budgetExpenses)
    .innerJoin(users, eq(users.id, budgetExpenses.userId))
    .where(and(ne(budgetExpenses.status, "canceled"), eq(users.emailVerified, true)));
  const claimed = await db
    .update(budgetPayments)
    .set({ remindedAt: now })
    .where(
      and(
        isNull(budgetPayments.paidAt),
        lte(budgetPayments.dueDate, dueBy),
        or(isNull(budgetPayments.remindedAt), lt(budgetPayments.remindedAt, remindAgainBefore)),
        inArray(budgetPayments.expenseId, remindable),
      ),
    )
    .returning({ id: budgetPayments.id, expenseId: budgetPayments.expenseId, label: budgetPayments.label, amountCents: budgetPayments.amountCents, dueDate: budgetPayments.dueDate });
  if (claimed.length === 0) return { couples: 0, payments: 0 };

  const owners = await db
    .select({ expenseId: budgetExpenses.id, vendorName: budgetExpenses.vendorName, categoryId: budgetExpenses.categoryId, userId: users.id, email: users.email, name: users.name })
    .from(budgetExpenses)
    .innerJoin(users, eq(users.id, budgetExpenses.userId))
    .where(
      inArray(
        budgetExpenses.id,
        [...new Set(claimed.map((p) => p.expenseId))],
      ),
    );
  const ownerOf = new Map(owners.map((o) => [o.expenseId, o]));
  const byCouple = new Map<string, { email: string; name: string; paymentIds: string[]; lines: PaymentReminderLine[] }>();
  for (const payment of claimed) {
    const owner = ownerOf.get(payment.expenseId);
    if (!owner) continue;
    const entry = byCouple.get(owner.userId) ?? { email: owner.email, name: owner.name, paymentIds: [], lines: [] };
    entry.paymentIds.push(payment.id);
    entry.lines.push({
      label: payment.label,
      vendorName: owner.vendorName,
      category: budgetCategory(owner.categoryId)?.name ?? owner.categoryId,
      amountCents: payment.amountCents,
      dueDate: payment.dueDate,
      overdue: payment.dueDate < today,
    });
    byCouple.set(owner.userId, entry);
  }

  const trackerUrl = `${deps.config.publicUrl}/planning/budget-tracker`;
  let sent = 0;
  for (const couple of byCouple.values()) {
    couple.lines.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    try {
      await deps.mailer.send(mailTemplates.paymentReminder(couple.email, couple.name, couple.lines, trackerUrl));
      sent += couple.lines.length;
    } catch (error) {
      deps.logger.error({ err: error }, "payment reminder mail failed");
      // Only our own claim is given back: another run may have claimed these since.
      await db
        .update(budgetPayments)
        .set({ remindedAt: null })
        .where(and(inArray(budgetPayments.id, couple.paymentIds), eq(budgetPayments.remindedAt, now)));
    }
  }
  return { couples: byCouple.size, payments: sent };
}

/** Runs the reminders once now and then every hour; the returned function stops it (on shutdown). */
export function startPaymentReminders(deps: BudgetDeps, everyMs = 60 * 60 * 1000): () => void {
  const run = () =>
    void sendPaymentReminders(deps, new Date()).catch((error: unknown) => deps.logger.error({ err: error }, "payment reminders failed"));
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
