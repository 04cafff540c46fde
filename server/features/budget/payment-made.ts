import { formatDueDate } from "../../../domain/dates.ts";
import type { BudgetCategoryId } from "../../../domain/budget.ts";
import type { Facts, SkillReply } from "../../planning/contract.ts";
import { catalogItemNamedIn, categoryIn, categoryName, dateFromText, dollars } from "../../planning/entities.ts";
import { expenseAmountIn } from "./june-answers.ts";

/**
 * "We paid the florist's deposit yesterday", "mark the DJ deposit paid", "sent the caterer their second payment",
 * "we paid $500 to Sugar Maple today": a payment made to a vendor already in the budget. June marks the scheduled
 * payment it names paid, or records the amount as a payment made, on the expense the couple already has.
 */

type Expense = NonNullable<Facts["budget"]>["expenses"][number];
type Payment = Expense["payments"][number];

/** A payment said to be made, or a request to mark one paid. */
const PAYMENT_MADE =
  /\b(?:we|i|we've|i've|we have|i have|my (?:mom|dad|mum|parents|fianc[eé]e?|partner)|(?:he|she|they) (?:just )?)\s*(?:just |finally |already |officially |also |went ahead and )?(?:paid|put down|wired|venmoed|zelled)\b|^\W*(?:(?:ok|okay|so|also|update|fyi|yay|done)\W+)*(?:just |finally |also )?(?:paid|wired|venmoed|put down)\b|\bmark(?:ed)?\b[^.?!]{0,60}\b(?:as )?paid\b|\b(?:check|tick) off\b[^.?!]{0,40}\b(?:payment|deposit|installment|balance|retainer)\b|\bpaid (?:off|in full)\b|\b(?:deposit|retainer|installment|balance|payment)\b[^.?!]{0,30}\b(?:is|was|has been|got|went) (?:paid|sent|through|out)\b|\b(?:we|i|we've|i've|just|finally)\s+(?:just |finally |already )?(?:sent|mailed|handed over|dropped off|gave)\b[^.?!]{0,50}\b(?:payment|deposit|installment|balance|retainer|(?:a|the|our) (?:check|cheque)|money)\b/;
/** Asked about, planned or wished, not made: "did we pay the dj?", "we need to pay the caterer", "when do we pay". */
const NOT_MADE =
  /^\W*(?:did|have|has|had|when|how|what|which|who|is|are|was|were|do|does|should|shall|if|whats|what's)\b|\b(?:did|have|has) (?:we|i|you|they) (?:already |actually |even |ever )?(?:paid|pay|sent|send|put down)\b|\b(?:need|needs|have|has|got|going|gonna|want|plan(?:ning)?|will|should|must) (?:to )?(?:still )?pay\b|\bwill (?:be )?(?:paid|pay|send)\b|\b(?:remind|reminder|when (?:is|are|do|does))\b|\b(?:not|n't|never) (?:been )?(?:paid|sent)\b|\bunpaid\b|\bmark(?:ed)?\b[^.?!]{0,60}\b(?:un ?paid|not paid)\b|\b(?:check|see|make sure|confirm|verify)\b[^.?!]{0,30}\b(?:if |whether |that )?(?:it'?s|its|it is|they'?re|that'?s|is|was) (?:already )?marked\b|\byet\W*$/;

/** Words that name which payment: "the deposit", "their second payment", "the final balance". */
const WHICH_PAYMENT: readonly { said: RegExp; label: RegExp }[] = [
  { said: /\b(?:deposit|retainer|booking fee|down payment)\b/, label: /\b(?:deposit|retainer|booking|down)\b/i },
  { said: /\b(?:second|2nd) (?:payment|installment)\b/, label: /\b(?:second|2nd)\b/i },
  { said: /\b(?:third|3rd) (?:payment|installment)\b/, label: /\b(?:third|3rd)\b/i },
  { said: /\b(?:final|last) (?:payment|installment|balance)\b|\bbalance\b|\bthe rest\b|\bpaid (?:off|in full)\b/, label: /\b(?:final|balance|last|rest|remaining|full)\b/i },
];

export interface PaymentMade {
  expense: Expense;
  /** The scheduled payment it is, when the message names one (or one is next): marked paid. */
  payment?: Payment;
  /** An amount said that no scheduled payment has: recorded as a payment made on the day. */
  amountCents?: number;
  date: string;
}

/** The couple's expense the message names: by its vendor's name, else the one expense of the category named. */
function expenseNamedIn(text: string, facts: Facts): Expense | undefined {
  const expenses = (facts.budget?.expenses ?? []).filter((e) => e.status !== "canceled");
  const byName = catalogItemNamedIn(
    text,
    expenses.flatMap((e, index) => (e.vendorName.trim().length >= 3 ? [{ id: String(index), name: e.vendorName, expense: e }] : [])),
    new Set(expenses.map((_, index) => String(index))),
  );
  if (byName) return byName.expense;
  const category: BudgetCategoryId | undefined = categoryIn(text);
  const inCategory = category ? expenses.filter((e) => e.categoryId === category) : [];
  return inCategory.length === 1 ? inCategory[0] : undefined;
}

/** What the message says was paid, and to whom; undefined when it says no payment was made to one of their vendors. */
export function paymentMadeIn(text: string, facts: Facts | undefined): PaymentMade | undefined {
  const t = text.toLowerCase();
  if (!facts?.budget || !PAYMENT_MADE.test(t) || NOT_MADE.test(t)) return undefined;
  const expense = expenseNamedIn(t, facts);
  if (!expense?.id) return undefined;
  const amountCents = expenseAmountIn(t);
  // "…deposit yesterday, mark it paid. we paid $500 more today": the date of the last payment said, not the first.
  const lastPaid = Math.max(0, ...[...t.matchAll(/\b(?:paid|sent|wired|venmoed|zelled|put down|gave)\b/g)].map((m) => m.index));
  const said = (dateFromText(t.slice(lastPaid), facts.today) ?? dateFromText(t, facts.today))?.date;
  const date = said && said <= facts.today ? said : facts.today;
  const unpaid = expense.payments.filter((p) => !p.paidAt && p.id).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const which = WHICH_PAYMENT.find((w) => w.said.test(t));
  const named = which ? expense.payments.find((p) => which.label.test(p.label) && !p.paidAt) ?? expense.payments.find((p) => which.label.test(p.label)) : undefined;
  if (amountCents !== undefined) {
    // "$800 to the florist": the scheduled payment of that amount, else the amount as a payment of its own.
    const same = unpaid.find((p) => p.amountCents === amountCents);
    return same ? { expense, payment: same, date } : { expense, amountCents, date };
  }
  // "Paid the caterer": the named payment, else the next one due.
  return { expense, payment: named ?? unpaid[0], date };
}

export function answerPaymentMade(text: string, facts: Facts): SkillReply {
  const made = paymentMadeIn(text, facts);
  if (!made) return { reply: "Tell me who you paid and how much, for example \"we paid the florist's $800 deposit\", and I'll mark it in your Budget Tracker." };
  const { expense } = made;
  const vendor = expense.vendorName || categoryName(expense.categoryId);
  const cost = expense.actualCents ?? expense.estimatedCents;
  const paidBefore = expense.payments.filter((p) => p.paidAt).reduce((sum, p) => sum + p.amountCents, 0);
  const leftAfter = (amount: number) => {
    const left = cost - paidBefore - amount;
    return left > 0 ? ` That leaves ${dollars(left)} still owed to ${vendor} (${dollars(cost)} in all).` : ` That covers ${possessive(vendor)} ${dollars(cost)} in full.`;
  };
  if (made.amountCents !== undefined) {
    const when = made.date === facts.today ? "today" : `on ${formatDueDate(made.date)}`;
    return {
      reply: `Shall I record a ${dollars(made.amountCents)} payment to ${vendor}, paid ${when}?${leftAfter(made.amountCents)}`,
      actions: [{ type: "record-payment", expenseId: expense.id!, vendorName: vendor, amountCents: made.amountCents, date: made.date }],
    };
  }
  const payment = made.payment;
  if (!payment) return { reply: `Everything scheduled for ${vendor} is already marked paid (${dollars(paidBefore)} of ${dollars(cost)}). Tell me the amount you paid and I'll record it.` };
  const label = payment.label || "payment";
  if (payment.paidAt) return { reply: `${possessive(vendor)} ${label.toLowerCase()} (${dollars(payment.amountCents)}) is already marked paid. ${unpaidLine(expense)}` };
  return {
    reply: `Shall I mark ${possessive(vendor)} ${label.toLowerCase()} of ${dollars(payment.amountCents)} (due ${formatDueDate(payment.dueDate)}) paid?${leftAfter(payment.amountCents)}`,
    actions: [{ type: "mark-payment-paid", paymentId: payment.id!, vendorName: vendor, paymentLabel: label, amountCents: payment.amountCents }],
  };
}

/** "Bloom and Bramble Florals'", "Gold Note DJ Co's". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** What is still scheduled for one vendor, after a payment already marked. */
function unpaidLine(expense: Expense): string {
  const unpaid = expense.payments.filter((p) => !p.paidAt).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (unpaid.length === 0) return "Nothing else is scheduled for them.";
  return `Still to pay: ${unpaid.map((p) => `${(p.label || "payment").toLowerCase()} of ${dollars(p.amountCents)}, due ${formatDueDate(p.dueDate)}`).join("; ")}.`;
}

/** "Mark the DJ deposit paid", "we paid the baker $500": recognized only when it names one of their own vendors' payments. */
export const paymentMadeAsked = (text: string, facts?: Facts) => paymentMadeIn(text, facts) !== undefined;
