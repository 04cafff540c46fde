import { addDays, formatCalendarDate, formatDueDate } from "../../../domain/dates.ts";
import { daysBetween, plural } from "../../../domain/june.ts";
import { BUDGET_CATEGORIES, guestScenario, REMINDER_REPEAT_DAYS, REMINDER_WINDOW_DAYS, suggestedAllocations, type BudgetCategoryId } from "../../../domain/budget.ts";
import type { Facts, SkillReply } from "../../planning/contract.ts";
import { amountIn, categoriesIn, amountsIn, catalogItemNamedIn, categoryIn, categoryName, dateFromText, dateIn, dollars, sharesIn } from "../../planning/entities.ts";

/** June's money answers beyond the summary (issue 24): payments by vendor and the biggest costs, from the couple's own expenses. */

/** The amount of an expense: money named ("$300", "2k"), else a bare number that is no count ("450 for the officiant"). */
export function expenseAmountIn(text: string): number | undefined {
  const money = amountIn(text);
  if (money !== undefined) return money;
  const bare = /\b(\d{2,3}(?:,\d{3})+|\d{2,6})\b(?!\s*(?:guests?|people|persons?|%|percent|days?|weeks?|months?|years?|hours?|tables?|st|nd|rd|th))/i.exec(text);
  return bare ? Number(bare[1]!.replace(/,/g, "")) * 100 : undefined;
}

/** How long ago a due date passed: "12 days ago". */
const daysLate = (dueDate: string, today: string) => `${plural(daysBetween(dueDate, today), "day", "days")} ago`;

const noBudget = (facts: Facts): SkillReply | undefined => {
  if (facts.budget === undefined) return { reply: "I can't see your budget right now. Try again in a moment, or open your Budget Tracker." };
  if (facts.budget === null) return { reply: "You haven't set up a budget yet. Open the Budget Tracker to add your total and your expenses." };
  return undefined;
};

/** The payments still to make, each with its vendor: a canceled expense owes nothing (the reminders skip it too). */
export function unpaidPaymentsOf(facts: Facts): { vendor: string; label: string; amountCents: number; dueDate: string }[] {
  return (facts.budget?.expenses ?? []).flatMap((e) => (e.status === "canceled" ? [] : e.payments.filter((p) => !p.paidAt).map((p) => ({ vendor: e.vendorName || categoryName(e.categoryId), label: p.label, amountCents: p.amountCents, dueDate: p.dueDate }))));
}

/** Unpaid payments that are overdue, then those due in the next 7 days, each with its vendor and amount. */
export function answerPaymentsDue(facts: Facts, text = ""): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const today = facts.today;
  const unpaid = unpaidPaymentsOf(facts);
  const overdue = unpaid.filter((p) => p.dueDate < today).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const soon = unpaid.filter((p) => p.dueDate >= today && p.dueDate <= addDays(today, 7)).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const line = (p: (typeof unpaid)[number]) => `${p.vendor}: ${dollars(p.amountCents)} (${p.label || "payment"}, due ${formatDueDate(p.dueDate)}${p.dueDate < today ? `, ${daysLate(p.dueDate, today)}` : ""})`;
  const parts: string[] = [];
  // "When's our next payment?": the next one due, however far off, leads.
  const next = unpaid.filter((p) => p.dueDate >= today).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  if (next && /\b(next|upcoming)\b/i.test(text)) parts.push(`Your next payment: ${line(next)}.`);
  // "Only the overdue stuff, how much is that all together": the sum leads.
  if (overdue.length > 0 && /\b(?:overdue|late|past due)\b/i.test(text) && /\b(?:how much|total|all together|altogether|combined|sum|add(?:s|ed)? up)\b/i.test(text)) {
    return { reply: `Overdue, ${dollars(overdue.reduce((sum, p) => sum + p.amountCents, 0))} in all: ${overdue.map(line).join("; ")}. Mark them paid on your Budget Tracker once they're done.` };
  }
  if (overdue.length > 0) parts.push(`Overdue: ${overdue.map(line).join("; ")}.`);
  if (soon.length > 0 && !(soon.length === 1 && soon[0] === next && parts.length > 0 && /\b(next|upcoming)\b/i.test(text))) parts.push(`Due in the next week: ${soon.map(line).join("; ")}.`);
  // "Can you email me about payments due soon": the reminders Serviceberry already mails, and a task for the next one.
  if (/\b(?:e-?mail|remind|reminders?|notify|ping|text|alert)\b[^.?!]*\b(?:me|us)\b|\b(?:me|us)\b[^.?!]*\b(?:e-?mail|reminders?)\b/i.test(text)) {
    const mailed = `Serviceberry already emails you about each payment that is overdue or due within ${REMINDER_WINDOW_DAYS} days, again every ${REMINDER_REPEAT_DAYS} days until you mark it paid, once your email address is confirmed.`;
    const first = overdue[0] ?? soon[0] ?? next;
    if (!first) return { reply: `${mailed} Right now no payment is scheduled.` };
    const title = `Pay ${first.vendor} ${dollars(first.amountCents)} (${first.label || "payment"})`;
    const dueDate = first.dueDate < today ? today : first.dueDate;
    return {
      reply: `${mailed} ${parts.length > 0 ? parts.join(" ") : `Your next payment: ${line(first)}.`} Want it on your timeline too? I can add "${title}", due ${formatDueDate(dueDate)}.`,
      actions: [{ type: "add-task", title, dueDate }],
    };
  }
  if (parts.length === 0) return { reply: "Nothing is overdue and nothing is due in the next week. You're all caught up on payments." };
  return { reply: `${parts.join(" ")} Mark them paid on your Budget Tracker once they're done.` };
}

/** "What's due on June 3, and what's the total that day": the payments due on one day named, summed. */
export function paymentDayIn(text: string, today: string): string | undefined {
  if (!/\b(?:due|pay\w*|owe|bills?|installments?|deposits?|balances?|total we need)\b/i.test(text)) return undefined;
  return dateIn(text, today)?.date;
}

export function answerPaymentsOnDay(facts: Facts, text: string): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const day = paymentDayIn(text, facts.today);
  if (!day) return answerPaymentsDue(facts, text);
  const due = facts.budget!.expenses.flatMap((e) => (e.status === "canceled" ? [] : e.payments.filter((p) => p.dueDate === day).map((p) => ({ vendor: e.vendorName || categoryName(e.categoryId), ...p }))));
  const when = formatDueDate(day);
  if (due.length === 0) return { reply: `No payment is due on ${when}.` };
  const unpaid = due.filter((p) => !p.paidAt);
  const total = unpaid.reduce((sum, p) => sum + p.amountCents, 0);
  const lines = due.map((p) => `${p.vendor}: ${dollars(p.amountCents)} (${p.label || "payment"}${p.paidAt ? ", already paid" : ""})`);
  return { reply: `Due on ${when}: ${lines.join("; ")}. ${unpaid.length === 0 ? "All of it is paid." : `That's ${dollars(total)} to pay that day${due.length === 1 ? "; nothing else is due then" : ""}.`}` };
}

const MONTH_WORDS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/**
 * The span a money question names: a month ("due in june", "next month") or everything up to a date ("before the
 * end of the year", "by march 1"). Undefined when it names neither.
 */
export function paymentWindowIn(text: string, today: string): { from: string | null; to: string; said: string } | undefined {
  const lower = text.toLowerCase();
  const month = /\b(?:(?:in|during|for|over|throughout|across)\s+(?:the month of\s+)?|(?=(?:next|this) month))(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|next month|this month)\b/.exec(lower);
  if (month) {
    const [year, current] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const said = month[1]!;
    const number = said === "this month" ? current : said === "next month" ? (current % 12) + 1 : MONTH_WORDS.indexOf(said.slice(0, 3)) + 1;
    const inYear = number < current || (said === "next month" && current === 12) ? year + 1 : year;
    const first = `${inYear}-${String(number).padStart(2, "0")}-01`;
    const last = new Date(Date.UTC(inYear, number, 0)).toISOString().slice(0, 10);
    return { from: first, to: last, said: formatCalendarDate(first, "MMMM yyyy") };
  }
  const until = /\b(?:before|by|until|till|through|thru)\s+(.{3,40})$/.exec(lower);
  const date = until ? dateFromText(until[1]!, today)?.date : undefined;
  return date && date > today ? { from: null, to: date, said: `by ${formatDueDate(date)}` } : undefined;
}

/** The unpaid payments due in a month, or due (overdue included) by a date, with their total. */
export function answerPaymentsInWindow(facts: Facts, text: string): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const window = paymentWindowIn(text, facts.today);
  if (!window) return answerPaymentsDue(facts, text);
  const due = unpaidPaymentsOf(facts).filter((p) => (window.from === null || p.dueDate >= window.from) && p.dueDate <= window.to).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const where = window.from === null ? window.said : `in ${window.said}`;
  if (due.length === 0) return { reply: `No unpaid payment is due ${where}.` };
  const total = due.reduce((sum, p) => sum + p.amountCents, 0);
  const lines = due.map((p) => `• ${p.vendor}: ${dollars(p.amountCents)} (${p.label || "payment"}, due ${formatDueDate(p.dueDate)}${p.dueDate < facts.today ? ", overdue" : ""})`);
  return { reply: `Due ${where}, ${dollars(total)} in all:\n${lines.join("\n")}` };
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

// ---------------------------------------------------------------------------------------------------
// Money worked out from the couple's own budget (issue 24): a smaller list, a split, shares, per head,
// one category's payments, and what is left to book.

/** The headcount a message wants to plan for: "cut to 100", "down to 90 ppl", "cut 20 people", "30 fewer guests". */
export function targetGuestCount(text: string, current: number): number | undefined {
  const lower = text.toLowerCase();
  const to = /\b(?:to|at|only|just|invite|with|had|have)\s+(\d{1,4})\s*(?:guests?|people|ppl|persons?|heads?)?\b/.exec(lower);
  const fewer = /\b(?:cut|trim|drop|remove|lose|fewer|less|minus|axe|chop|knock off|take off)\s+(?:by\s+)?(?:like |about |around |maybe |roughly |some |approximately |another |an extra )?(\d{1,4})\s*(?:guests?|people|ppl|persons?|heads?|names?|invites?)\b|\b(\d{1,4})\s*(?:fewer|less)\s*(?:guests?|people|ppl)?\b/.exec(lower);
  if (fewer) {
    const n = Number(fewer[1] ?? fewer[2]);
    if (n > 0 && n < current) return current - n;
  }
  // "His mom wants to invite 10 more people": the list grows by that many.
  const more = /\b(\d{1,4})\s*(?:more|extra|additional)\s*(?:guests?|people|ppl|persons?|heads?|names?|invites?)\b|\badd(?:ing|ed)?\s+(?:another\s+)?(\d{1,4})\s*(?:more\s+)?(?:guests?|people|ppl)\b/.exec(lower);
  if (more) {
    const n = Number(more[1] ?? more[2]);
    if (n > 0 && n <= 1000) return current + n;
  }
  if (to) {
    const n = Number(to[1]);
    if (n >= 2 && n <= 5000 && n !== current) return n;
  }
  return undefined;
}

/** "He wants 150 guests, I want 100": two guest counts weighed against each other, smaller first. */
export function twoGuestCountsIn(text: string): [number, number] | undefined {
  const lower = text.toLowerCase().replace(/\$\s?[\d,.]+k?|\b\d[\d,.]*\s*(?:k|grand|thousand|dollars|bucks)\b/g, " ");
  if (!/\b(?:guests?|people|ppl|heads?|headcount|invites?)\b/.test(lower)) return undefined;
  const counts = [...new Set([...lower.matchAll(/\b(\d{2,4})\b(?!\s*(?:%|days?|weeks?|months?|years?|am|pm|th|st|nd|rd))/g)].map((m) => Number(m[1])))].filter((n) => n >= 10 && n <= 1000);
  if (counts.length !== 2) return undefined;
  const [a, b] = counts as [number, number];
  return a < b ? [a, b] : [b, a];
}

/** Two guest counts side by side: what each costs in the categories priced per guest, and the difference. */
function answerTwoGuestCounts(text: string, facts: Facts, [fewer, more]: [number, number]): SkillReply {
  const budget = facts.budget!;
  const costs = Object.fromEntries(budget.figures.categories.map((c) => [c.categoryId, c.costCents]));
  const small = guestScenario(budget, costs, fewer);
  const large = guestScenario(budget, costs, more);
  const asked = categoriesIn(text);
  const lines = large.lines.filter((line) => line.perGuest && (asked.length === 0 || asked.includes(line.categoryId)));
  const each = lines.map((line) => {
    const smallLine = small.lines.find((l) => l.categoryId === line.categoryId)!;
    return `${line.name}: about ${dollars(smallLine.scenarioCents)} for ${fewer} guests and ${dollars(line.scenarioCents)} for ${more}, a difference of ${dollars(line.scenarioCents - smallLine.scenarioCents)}`;
  });
  const whole = `Your whole plan: about ${dollars(small.scenarioTotalCents)} for ${fewer} and ${dollars(large.scenarioTotalCents)} for ${more} (${dollars(large.scenarioTotalCents - small.scenarioTotalCents)} apart).`;
  if (each.length === 0) return { reply: `${whole} Only the costs priced per guest change; the venue, photography and other flat fees stay the same.` };
  return { reply: `Worked out from what you have for ${budget.guestCount} guests now: ${each.join("; ")}. ${whole} The venue, photography and other flat fees stay the same either way.` };
}

export function answerGuestScenario(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const budget = facts.budget!;
  const two = twoGuestCountsIn(text);
  if (two) return answerTwoGuestCounts(text, facts, two);
  const target = targetGuestCount(text, budget.guestCount);
  if (target === undefined) return { reply: `Tell me the guest count to try, for example "what if we invite 100 instead of ${budget.guestCount}?", and I'll work out the difference from your budget.` };
  const costs = Object.fromEntries(budget.figures.categories.map((c) => [c.categoryId, c.costCents]));
  const scenario = guestScenario(budget, costs, target);
  const changed = scenario.lines.filter((l) => l.scenarioCents !== l.currentCents);
  const difference = scenario.differenceCents;
  const what = difference < 0 ? `save about ${dollars(-difference)}` : difference > 0 ? `cost about ${dollars(difference)} more` : "change nothing";
  return {
    reply: `Going from ${budget.guestCount} to ${target} guests would ${what}: your plan goes from ${dollars(scenario.currentTotalCents)} to ${dollars(scenario.scenarioTotalCents)}. That's the costs priced per guest${changed.length > 0 ? ` (${changed.map((l) => `${l.name} ${dollars(l.currentCents)} → ${dollars(l.scenarioCents)}`).join(", ")})` : ""}; the venue, photography and other flat fees stay the same. Try other counts in the Budget Tracker's guest-count scenario.`,
  };
}

/** How a total splits over the typical shares (the total named, else the couple's). */
export function answerSplitTotal(text: string, facts: Facts): SkillReply {
  const named = amountIn(text);
  const total = named ?? facts.budget?.totalCents;
  if (!total) return { reply: "Tell me the total, for example \"how should we split 30k?\", and I'll split it over the typical shares." };
  const split = suggestedAllocations(total);
  const lines = [...BUDGET_CATEGORIES].sort((a, b) => b.shareBp - a.shareBp).map((c) => `• ${c.name}: ${dollars(split[c.id])} (${c.shareBp / 100}%)`);
  return {
    reply: `Here's how ${dollars(total)} splits over the shares couples in Ohio and Tennessee typically spend:\n${lines.join("\n")}\n${named && facts.budget ? `Your own total is ${dollars(facts.budget.totalCents)}; ` : ""}Adjust any category in the Budget Tracker, or tell me "set photography to $3,000".`,
  };
}

/**
 * The amounts family give: money named, and a bare number said in the same breath as a sum in thousands
 * ("ten grand from his parents and five from mine" is $10,000 and $5,000).
 */
function contributionsIn(text: string): number[] {
  const named = amountsIn(text);
  const inThousands = named.length > 0 && named.every((cents) => cents % 100_000 === 0);
  if (!inThousands) return named;
  const bare = [...text.toLowerCase().replace(/\$\s?[\d,.]+k?/g, " ").matchAll(/\b(?:giving|give|gives|chipping in|putting in|covering|and)\s+(?:us\s+)?(\d{1,3})\b(?!\s*(?:%|guests?|people|ppl|days?|weeks?|months?|years?|ways?))/g)].map((m) => Number(m[1]) * 100_000);
  return [...named, ...bare];
}

/** Equal shares of the total ("4 ways", "50/50"), or what is left for the couple after the contributions named. */
export function answerShares(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const total = facts.budget!.totalCents;
  const ways = sharesIn(text);
  if (ways) return { reply: `Split ${ways} ways, your ${dollars(total)} total is ${dollars(Math.round(total / ways))} each.` };
  const gifts = contributionsIn(text).filter((cents) => cents < total * 2);
  if (gifts.length === 0) return answerSplitTotal(text, facts);
  const given = gifts.reduce((sum, cents) => sum + cents, 0);
  const left = total - given;
  return {
    reply: `With ${gifts.map(dollars).join(" and ")} from family (${dollars(given)} in all), ${left >= 0 ? `you'd cover ${dollars(left)} of your ${dollars(total)} total yourselves` : `your ${dollars(total)} total is covered, with ${dollars(-left)} to spare`}.`,
  };
}

/** The total, or one category's expected cost, per guest. */
export function answerPerGuest(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const budget = facts.budget!;
  const category = categoryIn(text);
  if (category) {
    const line = budget.figures.categories.find((c) => c.categoryId === category)!;
    const amount = line.costCents > 0 ? line.costCents : line.allocatedCents;
    return { reply: `${line.name} comes to about ${dollars(Math.round(amount / budget.guestCount))} per guest: ${dollars(amount)} ${line.costCents > 0 ? "expected" : "set aside"} for ${budget.guestCount} guests.` };
  }
  return { reply: `Your ${dollars(budget.totalCents)} total is about ${dollars(Math.round(budget.totalCents / budget.guestCount))} per guest for ${budget.guestCount} guests.` };
}

/** One category's expenses: what they cost, what's paid, and each payment still to make with its due date. */
/** The category of one of the couple's own vendors named by a word of its name ("how much do we still owe sycamore"). */
export function ownVendorCategoryIn(text: string, facts?: Facts): BudgetCategoryId | undefined {
  const expenses = (facts?.budget?.expenses ?? []).flatMap((e, index) => (e.vendorName.trim().length >= 3 ? [{ id: String(index), name: e.vendorName, categoryId: e.categoryId }] : []));
  // They are the couple's own vendors, so one distinctive word of the name is enough, as for a saved venue.
  const named = catalogItemNamedIn(text, expenses, new Set(expenses.map((e) => e.id)));
  if (named) return named.categoryId;
  // "The barn place", "the lodge one": a vendor called by the kind of place it is, when only one of theirs is.
  const kind = /\b(?:the|that|our) (\w+) (?:place|one|venue|spot|people|folks)\b/i.exec(text)?.[1]?.toLowerCase().replace(/s$/, "");
  if (!kind || kind.length < 3) return undefined;
  const matches = expenses.filter((e) => e.name.toLowerCase().split(/[^a-z]+/).some((word) => word.replace(/s$/, "") === kind));
  return matches.length === 1 ? matches[0]!.categoryId : undefined;
}

/** "Is the DJ under 2,500 bucks?": the couple's own vendor's price against a figure they name. */
export function ownPriceCheckIn(text: string, facts?: Facts): { categoryId: BudgetCategoryId; limitCents: number; below: boolean } | undefined {
  const t = text.toLowerCase();
  const asked = /^\W*(?:(?:so|ok|okay|wait|hey|june)\W+)*(?:is|are|was|were|did|does|do)\s+(?:the|our|my)\s+[^?!.]{2,40}?\s+(?:come in |coming in |costing |cost )?(under|below|less than|within|cheaper than|over|above|more than|pricier than)\s+(?:like\s+|about\s+)?(\$?\s?\d[\d,.]*\s*(?:k|grand|thousand|dollars|bucks)?)/.exec(t);
  if (!asked) return undefined;
  const words = asked[2]!.replace(/\s*grand\b/, "k");
  const limitCents = amountIn(/\$|k\b|thousand|dollars|bucks/.test(words) ? words : `$${words}`);
  const categoryId = categoryIn(t) ?? ownVendorCategoryIn(t, facts);
  if (limitCents === undefined || !categoryId) return undefined;
  if (!(facts?.budget?.expenses ?? []).some((e) => e.categoryId === categoryId && e.status !== "canceled")) return undefined;
  return { categoryId, limitCents, below: /under|below|less|within|cheaper/.test(asked[1]!) };
}

export function answerOwnPriceCheck(text: string, facts: Facts): SkillReply {
  const asked = ownPriceCheckIn(text, facts);
  if (!asked) return { reply: "Tell me which of your vendors and the amount, for example \"is the DJ under $2,500?\"" };
  const mine = facts.budget!.expenses.filter((e) => e.categoryId === asked.categoryId && e.status !== "canceled");
  const lines = mine.map((e) => {
    const cost = e.actualCents ?? e.estimatedCents;
    const under = cost <= asked.limitCents;
    const gap = Math.abs(asked.limitCents - cost);
    const verdict = under ? (gap === 0 ? `exactly ${dollars(asked.limitCents)}` : `under ${dollars(asked.limitCents)} by ${dollars(gap)}`) : `over ${dollars(asked.limitCents)} by ${dollars(gap)}`;
    return `${e.vendorName || categoryName(e.categoryId)} (${e.status}) is ${dollars(cost)}: ${verdict}.`;
  });
  const allUnder = mine.every((e) => (e.actualCents ?? e.estimatedCents) <= asked.limitCents);
  return { reply: `${asked.below === allUnder ? "Yes" : "No"}. ${lines.join(" ")}` };
}

/** "Pay the caterer's next installment with my visa": June can't move money; she says so before the schedule. */
const ASKS_JUNE_TO_PAY = /^\W*(?:(?:please|can|could|would|will|go ahead and|just)\s+)*(?:(?:you|u)\s+)?(?:please\s+)?pay\b|\bpay\b[^.?!]*\b(?:with|using|on|from) (?:my|our|the) (?:card|visa|mastercard|amex|credit|debit|account|bank|checking|paypal|venmo)\b/;

export function answerCategoryPayments(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  if (ASKS_JUNE_TO_PAY.test(text.toLowerCase())) {
    const schedule = answerCategoryPayments(text.toLowerCase().replace(ASKS_JUNE_TO_PAY, " "), facts);
    return { reply: `I can't make payments or use a card: pay your vendor the way your contract says, then mark the payment paid in the Budget Tracker. Here's where it stands:\n${schedule.reply}` };
  }
  const category = categoryIn(text) ?? ownVendorCategoryIn(text, facts);
  if (!category) return answerPaymentsDue(facts);
  const today = facts.today;
  const expenses = facts.budget!.expenses.filter((e) => e.categoryId === category && e.status !== "canceled");
  if (expenses.length === 0) return { reply: `You have no ${categoryName(category).toLowerCase()} expense in your budget yet, so nothing is due for it. Add one in the Budget Tracker once you book.` };
  const lines = expenses.map((e) => {
    const cost = e.actualCents ?? e.estimatedCents;
    const paid = e.payments.filter((p) => p.paidAt).reduce((sum, p) => sum + p.amountCents, 0);
    const unpaid = e.payments.filter((p) => !p.paidAt).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    const owed = unpaid.map((p) => `${p.label || "payment"} of ${dollars(p.amountCents)} ${p.dueDate < today ? `was due ${formatDueDate(p.dueDate)} (${daysLate(p.dueDate, today)}) and is overdue` : `is due ${formatDueDate(p.dueDate)}`}`);
    const left = Math.max(0, cost - paid);
    // "Or is that still just a quote?": a vendor not booked yet says so before the money.
    const standing = e.status === "booked" ? "" : e.status === "quoted" ? " (quoted only, not booked yet)" : e.status === "considering" ? " (still considering, not booked)" : "";
    // "Estimated vs actual": a final price that differs from the estimate says both.
    const estimate = e.actualCents !== null && e.actualCents !== e.estimatedCents ? ` (estimated ${dollars(e.estimatedCents)}, actual ${dollars(e.actualCents)})` : "";
    return `${e.vendorName || categoryName(category)}${standing}: ${dollars(cost)} in all${estimate}, ${dollars(paid)} paid${left > 0 ? `, ${dollars(left)} still owed` : ""}.${owed.length > 0 ? ` ${owed.join("; ")}.` : left > 0 ? " No payment is scheduled for the rest yet." : " Nothing else is scheduled."}`;
  });
  // "Have we paid the deposit on that one?": a yes or no about the payment named, first.
  const asked = /\b(?:have|did|has) (?:we|i|you|they) (?:already |actually |even )?(?:paid|pay|put down|sent)\b[^.?!]*\b(deposit|retainer|balance|installment|final payment|first payment|second payment)\b/i.exec(text);
  const payment = asked ? expenses.flatMap((e) => e.payments).find((p) => (p.label || "").toLowerCase().includes(asked[1]!.toLowerCase().replace(/ payment$/, ""))) : undefined;
  const verdict = payment ? (payment.paidAt ? `Yes, the ${asked![1]!.toLowerCase()} (${dollars(payment.amountCents)}) is paid. ` : `Not yet: the ${asked![1]!.toLowerCase()} (${dollars(payment.amountCents)}) ${payment.dueDate < today ? `was due ${formatDueDate(payment.dueDate)}` : `is due ${formatDueDate(payment.dueDate)}`}. `) : "";
  return { reply: `${verdict}${lines.join("\n")}\nMark payments paid in the Budget Tracker once they're made.` };
}

/**
 * "If the DJ ends up being two grand, are we still under what we set aside?", "can we afford a $2,000 DJ?":
 * the amount named against the category's allocation, with what the couple expects to spend there today.
 */
/** "Its 4200 now not 3850", "came back at 2600": a new price said as a bare number. */
export function newPriceIn(text: string): number | undefined {
  const said = /\b(?:it'?s|its|it is|is|now|came back(?: at)?|went up to|quoted(?: us)?(?: at)?)\s+\$?(\d{1,3}(?:,\d{3})+|\d{3,6})(?:\.\d\d)?\b(?!\s*(?:guests?|people|ppl|days?|weeks?|months?|%))/i.exec(text);
  return said ? Number(said[1]!.replace(/,/g, "")) * 100 : undefined;
}

export function answerWhatIfCost(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const category = categoryIn(text) ?? ownVendorCategoryIn(text, facts);
  const amount = amountIn(text) ?? newPriceIn(text);
  if (!category || amount === undefined) return { reply: "Which part of the budget, and how much? Say, for example, \"would a $2,000 DJ fit our music budget?\"" };
  const line = facts.budget!.figures.categories.find((c) => c.categoryId === category)!;
  const expected = line.costCents > 0 ? ` Today you expect ${dollars(line.costCents)} there${vendorsIn(facts, category)}.` : "";
  if (line.allocatedCents === 0) return { reply: `You haven't set anything aside for ${line.name.toLowerCase()} yet, so ${dollars(amount)} would come out of what's unassigned.${expected} Say "set ${line.name.toLowerCase()} to ${dollars(amount)}" and I'll give it that amount.` };
  const difference = line.allocatedCents - amount;
  const verdict =
    difference > 0 ? `That fits: at ${dollars(amount)} you'd be ${dollars(difference)} under the ${dollars(line.allocatedCents)} you set aside for ${line.name.toLowerCase()}.`
    : difference === 0 ? `Just: ${dollars(amount)} is exactly the ${dollars(line.allocatedCents)} you set aside for ${line.name.toLowerCase()}.`
    : `That wouldn't fit: ${dollars(amount)} would be ${dollars(-difference)} over the ${dollars(line.allocatedCents)} you set aside for ${line.name.toLowerCase()}.`;
  return { reply: `${verdict}${expected}` };
}

/**
 * "How much more is the catering than the venue?", "food plus flowers, what's that come to together":
 * two categories side by side, with their difference or their sum, in expected spending and in what was set aside.
 */
export function answerTwoCategories(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const [first, second] = categoriesIn(text);
  if (!first || !second) return { reply: "Which two parts of the budget? Say, for example, \"catering vs the venue\"." };
  const figures = facts.budget!.figures.categories;
  const [a, b] = [figures.find((c) => c.categoryId === first)!, figures.find((c) => c.categoryId === second)!];
  const each = `${a.name}: ${dollars(a.costCents)} expected (${dollars(a.allocatedCents)} set aside). ${b.name}: ${dollars(b.costCents)} expected (${dollars(b.allocatedCents)} set aside).`;
  if ((/\b(?:plus|together|combined|and .* (?:come to|add up|total)|sum|in all|all in|both|(?:the )?total of)\b/i.test(text) || /\w\s*\+\s*\w/.test(text)) && !/\b(?:more|less|than|difference|vs\.?|versus|compared)\b/i.test(text)) {
    return { reply: `Together, ${dollars(a.costCents + b.costCents)} expected (${dollars(a.allocatedCents + b.allocatedCents)} set aside). ${each}` };
  }
  const [more, less] = a.costCents >= b.costCents ? [a, b] : [b, a];
  // "Which is cheaper, the florist or the DJ": the cheaper one named first.
  if (/\bcheaper\b|\bless expensive\b|\bcosts? less\b/i.test(text) && more.costCents !== less.costCents) {
    return { reply: `${less.name} is cheaper: ${dollars(less.costCents)} expected, ${dollars(more.costCents - less.costCents)} less than ${more.name.toLowerCase()} (${dollars(more.costCents)}). ${each}` };
  }
  return { reply: `${more.name} is ${dollars(more.costCents - less.costCents)} more than ${less.name.toLowerCase()} in expected spending (${dollars(Math.abs(a.allocatedCents - b.allocatedCents))} apart in what you set aside). ${each}` };
}

/** "What percent of the whole budget have we actually paid out?": paid and expected spending as shares of the total. */
export function answerBudgetShare(facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const figures = facts.budget!.figures;
  const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((1000 * part) / whole) / 10}%` : "none");
  return {
    reply: `You've paid ${dollars(figures.paidCents)}: ${share(figures.paidCents, figures.totalCents)} of your ${dollars(figures.totalCents)} total, and ${share(figures.paidCents, figures.costCents)} of the ${dollars(figures.costCents)} you expect to spend. Expected spending so far is ${share(figures.costCents, figures.totalCents)} of the total.`,
  };
}

/** The categories expected to cost more than was set aside for them, most over first. */
export function answerOverBudget(facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const figures = facts.budget!.figures;
  const over = figures.categories.filter((c) => c.remainingCents < 0).sort((a, b) => a.remainingCents - b.remainingCents);
  const total = figures.remainingCents < 0 ? ` Overall you're ${dollars(-figures.remainingCents)} over your ${dollars(figures.totalCents)} total.` : ` Overall you're within your ${dollars(figures.totalCents)} total, with ${dollars(figures.remainingCents)} left.`;
  if (over.length === 0) return { reply: `No: every category is within what you set aside for it.${total}` };
  const lines = over.map((c) => `• ${c.name}: over by ${dollars(-c.remainingCents)} (${dollars(c.costCents)} expected against ${dollars(c.allocatedCents)} set aside)`);
  return { reply: `Yes, ${over.length === 1 ? "one category is" : `${over.length} categories are`} over what you set aside:\n${lines.join("\n")}\n${total.trim()}` };
}

/** ", with Gold Note DJ Co": the category's vendors, for context. */
function vendorsIn(facts: Facts, category: BudgetCategoryId): string {
  const names = facts.budget!.expenses.filter((e) => e.categoryId === category && e.status !== "canceled" && e.vendorName.trim()).map((e) => e.vendorName.trim());
  return names.length > 0 ? ` (${names.slice(0, 3).join(", ")})` : "";
}

/** The vendors most weddings book, in the order couples usually book them. */
const USUAL_BOOKINGS: readonly BudgetCategoryId[] = ["venue", "catering", "photography", "music", "flowers", "attire", "officiant", "videography", "cake", "stationery", "transportation", "planner"];

/** What is booked (a booked expense) and what is still to book, from the couple's budget. */
export function answerLeftToBook(facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const expenses = facts.budget!.expenses.filter((e) => e.status !== "canceled");
  const booked = USUAL_BOOKINGS.filter((id) => expenses.some((e) => e.categoryId === id && e.status === "booked"));
  const open = USUAL_BOOKINGS.filter((id) => !booked.includes(id));
  const lead = (id: BudgetCategoryId) => {
    const considered = expenses.filter((e) => e.categoryId === id);
    return considered.length > 0 ? ` (${considered.map((e) => `${e.vendorName}, ${e.status}`).join("; ")})` : "";
  };
  const vendorOf = (id: BudgetCategoryId) => expenses.find((e) => e.categoryId === id && e.status === "booked")?.vendorName;
  if (open.length === 0) return { reply: "Every usual vendor is booked in your budget. Nice work!" };
  return {
    reply: `Still to book:\n${open.map((id) => `• ${categoryName(id)}${lead(id)}`).join("\n")}\n${booked.length > 0 ? `Already booked: ${booked.map((id) => `${categoryName(id)}${vendorOf(id) ? ` (${vendorOf(id)})` : ""}`).join(", ")}. ` : ""}This reads your budget's expenses: mark one booked there when you sign.`,
  };
}

/** The couple's own vendors from their budget: one category's ("who's our florist?"), or every booked one. */
export function answerOurVendors(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const expenses = facts.budget!.expenses.filter((e) => e.status !== "canceled" && e.vendorName);
  const category = categoryIn(text);
  if (category) {
    const mine = expenses.filter((e) => e.categoryId === category);
    if (mine.length === 0) return { reply: `There's no ${categoryName(category).toLowerCase()} vendor in your budget yet. Add one in the Budget Tracker once you choose, or ask me to find some.` };
    return { reply: mine.map((e) => `For ${categoryName(category).toLowerCase()}: ${e.vendorName} (${e.status}), ${dollars(e.actualCents ?? e.estimatedCents)}.`).join(" ") };
  }
  const booked = expenses.filter((e) => e.status === "booked");
  const others = expenses.filter((e) => e.status !== "booked");
  if (expenses.length === 0) return { reply: "No vendors are in your budget yet. Add each one in the Budget Tracker as you book them." };
  const parts: string[] = [];
  parts.push(booked.length > 0 ? `Booked: ${booked.map((e) => `${e.vendorName} (${categoryName(e.categoryId)})`).join(", ")}.` : "Nothing is marked booked yet.");
  if (others.length > 0) parts.push(`Not booked yet: ${others.map((e) => `${e.vendorName} (${categoryName(e.categoryId)}, ${e.status})`).join(", ")}.`);
  return { reply: parts.join(" ") };
}

/**
 * Where the couple stands with their vendors: which are booked and which only quoted or considered ("is
 * the DJ booked or just quoted?", "which vendors are we still deciding on?"), and for one category what its
 * quote is next to what they set aside for it.
 */
export function answerVendorStatus(text: string, facts: Facts): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const category = categoryIn(text);
  const budget = facts.budget!;
  if (category) {
    const mine = budget.expenses.filter((e) => e.categoryId === category && e.status !== "canceled");
    const line = budget.figures.categories.find((c) => c.categoryId === category)!;
    const set = line.allocatedCents > 0 ? ` You set aside ${dollars(line.allocatedCents)} for ${categoryName(category).toLowerCase()}; the expected cost is ${dollars(line.costCents)}, ${line.remainingCents >= 0 ? `${dollars(line.remainingCents)} under` : `${dollars(-line.remainingCents)} over`} what you set aside.` : "";
    if (mine.length === 0) return { reply: `You have no ${categoryName(category).toLowerCase()} vendor in your budget yet, so nothing is booked or quoted.${set}` };
    const state = (status: string) => (status === "booked" ? "booked" : status === "quoted" ? "quoted only, not booked yet" : status === "considering" ? "still being considered, not booked" : status);
    return { reply: `${mine.map((e) => `${e.vendorName || categoryName(category)}: ${state(e.status)}, ${e.status === "booked" ? "costing" : "quoted at"} ${dollars(e.actualCents ?? e.estimatedCents)}.`).join(" ")}${set}` };
  }
  const undecided = budget.expenses.filter((e) => e.status !== "booked" && e.status !== "canceled");
  if (/\b(deciding|decide|considering|undecided|on the fence|quoted?|quotes|not booked|pending|thinking about|weighing)\b/i.test(text)) {
    if (undecided.length === 0) return { reply: "Every vendor in your budget is booked: nothing is still only quoted or being considered." };
    return { reply: `Not booked yet: ${undecided.map((e) => `${e.vendorName ? `${e.vendorName} (${categoryName(e.categoryId)}, ` : `${categoryName(e.categoryId)} (`}${e.status}, ${dollars(e.actualCents ?? e.estimatedCents)})`).join(", ")}. Mark one booked in the Budget Tracker when you sign.` };
  }
  return answerOurVendors(text, facts);
}

/** Everyone the couple still owes, by vendor: the total left and the next payment's date. */
export function answerWhoToPay(facts: Facts, text = ""): SkillReply {
  const missing = noBudget(facts);
  if (missing) return missing;
  const today = facts.today;
  const owing = facts.budget!.expenses
    .filter((e) => e.status !== "canceled")
    .map((e) => ({ vendor: e.vendorName || categoryName(e.categoryId), unpaid: e.payments.filter((p) => !p.paidAt).sort((a, b) => a.dueDate.localeCompare(b.dueDate)) }))
    .filter((v) => v.unpaid.length > 0)
    .sort((a, b) => a.unpaid[0]!.dueDate.localeCompare(b.unpaid[0]!.dueDate));
  if (owing.length === 0) {
    const owed = facts.budget!.figures.owedCents;
    return { reply: `Every scheduled payment in your budget is paid${owed > 0 ? `, but ${dollars(owed)} of your expected costs has no payment scheduled yet` : ""}. Add upcoming payments in the Budget Tracker so I can remind you.` };
  }
  const lines = owing.map((v) => {
    const total = v.unpaid.reduce((sum, p) => sum + p.amountCents, 0);
    const next = v.unpaid[0]!;
    return `• ${v.vendor}: ${dollars(total)} left; next ${dollars(next.amountCents)} ${next.dueDate < today ? `was due ${formatDueDate(next.dueDate)} (overdue, ${daysLate(next.dueDate, today)})` : `due ${formatDueDate(next.dueDate)}`}`;
  });
  const paidSoFar = facts.budget!.figures.paidCents;
  // "Which one do we owe the most?": the biggest balance first, then the rest.
  // "Our largest payment left": the one biggest payment, not a vendor's whole balance.
  if (/\b(?:biggest|largest|highest) (?:\w+ )?(?:payment|installment|bill|check)\b/.test(text.toLowerCase())) {
    const payments = owing.flatMap((v) => v.unpaid.map((p) => ({ vendor: v.vendor, payment: p }))).sort((a, b) => b.payment.amountCents - a.payment.amountCents);
    const { vendor, payment } = payments[0]!;
    return { reply: `Your biggest payment still to make is ${dollars(payment.amountCents)} to ${vendor}, ${payment.dueDate < today ? `due ${formatDueDate(payment.dueDate)} (overdue, ${daysLate(payment.dueDate, today)})` : `due ${formatDueDate(payment.dueDate)}`}. You still owe ${dollars(facts.budget!.figures.owedCents)} in all.` };
  }
  if (/\b(?:the )?most\b|\bbiggest\b|\blargest\b|\bhighest\b/.test(text.toLowerCase())) {
    const byBalance = owing.map((v) => ({ vendor: v.vendor, total: v.unpaid.reduce((sum, p) => sum + p.amountCents, 0) })).sort((a, b) => b.total - a.total);
    const [first, ...others] = byBalance;
    return { reply: `You owe the most to ${first!.vendor}: ${dollars(first!.total)} still to pay.${others.length > 0 ? ` Then ${others.map((v) => `${v.vendor} (${dollars(v.total)})`).join(", ")}.` : ""} ${plural(byBalance.length, "vendor has", "vendors have")} payments still to make, ${dollars(byBalance.reduce((sum, v) => sum + v.total, 0))} in all.` };
  }
  return { reply: `You've paid ${dollars(paidSoFar)} so far and still owe ${dollars(facts.budget!.figures.owedCents)} in all. Payments still to make:\n${lines.join("\n")}\nMark each one paid in the Budget Tracker once it's made.` };
}
