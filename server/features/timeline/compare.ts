import { formatDueDate } from "../../../domain/dates.ts";
import { daysBetween, plural } from "../../../domain/june.ts";
import type { Facts, SkillReply } from "../../planning/contract.ts";
import { categoryIn, categoryName, dollars } from "../../planning/entities.ts";

/**
 * Two dated things of the couple's put side by side (issue 24's "two facts"): "which is due first, the dj
 * payment or the save-the-dates", "how long between finalizing the menu and the last catering payment", "is the
 * caterer's deposit more than the venue's". A thing is one of their tasks or one of their vendors' payments,
 * named the way people name them; both must be found, or the message is left to other skills.
 */
interface DatedThing {
  /** How the answer names it: a task's title in quotes, or "the <vendor> <payment label>". */
  name: string;
  date: string;
  amountCents?: number;
  paid?: boolean;
  done?: boolean;
}

/** Words that say a payment is meant, not a task. */
const PAYMENT_WORDS = /\b(?:payments?|deposits?|balances?|installments?|instalments?|bills?|retainers?|pay|paid|owe|owed)\b/;
/** Words too common to tell one task from another. */
const TASK_FILLER = new Set(["the", "our", "with", "from", "when", "have", "need", "needs", "must", "that", "this", "what", "which", "first", "book", "order", "send", "schedule", "make", "get", "due", "date", "dates", "task", "thing", "finish", "done"]);

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3).map((w) => w.replace(/s$/, ""));

function taskNamed(phrase: string, facts: Facts): DatedThing | undefined {
  const said = new Set(wordsOf(phrase));
  const scored = (facts.tasks ?? [])
    .filter((task) => task.dueDate)
    .map((task) => ({ task, hits: wordsOf(task.title).filter((w) => said.has(w) && !TASK_FILLER.has(w)).length }))
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  // "The save-the-dates": a hyphenated title is one thing, so "save" and "dates" together outweigh a lone word.
  const best = scored[0];
  if (!best || (scored[1] && scored[1].hits === best.hits)) return undefined;
  return { name: `"${best.task.title}"`, date: best.task.dueDate!, done: best.task.done };
}

export function paymentNamed(phrase: string, facts: Facts): DatedThing | undefined {
  const lower = phrase.toLowerCase();
  const category = categoryIn(lower);
  const expense = (facts.budget?.expenses ?? []).find((e) => e.status !== "canceled" && ((category && e.categoryId === category) || (e.vendorName.length >= 3 && lower.includes(e.vendorName.toLowerCase().split(/\s+/)[0]!))));
  if (!expense || expense.payments.length === 0) return undefined;
  const byDate = [...expense.payments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const unpaid = byDate.filter((p) => !p.paidAt);
  const labelled = (pattern: RegExp) => byDate.find((p) => pattern.test(p.label));
  const payment = /\b(?:deposit|retainer)\b/.test(lower)
    ? (labelled(/deposit|retainer/i) ?? byDate[0])
    : /\b(?:final|last|balance)\b/.test(lower)
      ? (labelled(/final|balance/i) ?? byDate.at(-1))
      : /\bfirst\b/.test(lower)
        ? byDate[0]
        : (unpaid[0] ?? byDate.at(-1));
  if (!payment) return undefined;
  const vendor = expense.vendorName || categoryName(expense.categoryId);
  return { name: `the ${vendor} ${(payment.label || "payment").toLowerCase()}`, date: payment.dueDate, amountCents: payment.amountCents, paid: !!payment.paidAt };
}

/** The task or payment a phrase names: a payment when it says so (or names only a vendor), else a task; or the RSVP deadline. */
function thingNamed(phrase: string, facts: Facts): DatedThing | undefined {
  const lower = phrase.toLowerCase().replace(/\s+(?:one|1)$/, " payment");
  const deadline = facts.guestRoster?.rsvpDeadline;
  if (deadline && /\brsvp (?:deadline|cutoff|due date)\b|\bdeadline (?:for|to) rsvp/.test(lower)) return { name: "your RSVP deadline", date: deadline };
  if (PAYMENT_WORDS.test(lower)) return paymentNamed(lower, facts) ?? taskNamed(lower, facts);
  return taskNamed(lower, facts) ?? paymentNamed(lower, facts);
}

/** What is asked of two dates: which is first, whether the first said is before or after, or how far apart. */
type Comparison = "first" | "before" | "after" | "either" | "gap" | "amount";
const trimmed = (side: string) => side.replace(/^\W*(?:(?:the|our|when|we|have|has|to|need|must|gotta|got)\s+)*/i, "").replace(/\s+(?:is|are) due$/i, "").replace(/[?.!,\s]+$/, "");

/** The two things a message puts side by side, and what it asks of them. */
function sidesOf(text: string): { ask: Comparison; sides: [string, string] } | undefined {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const gap = /\b(?:how (?:long|much time|many (?:days|weeks))|what(?:'s| is) the gap)\b[^.?!]*?\bbetween\s+(.+?)\s+and\s+(.+?)\s*(?:[?.!]|$)/.exec(lower);
  if (gap) return { ask: "gap", sides: [trimmed(gap[1]!), trimmed(gap[2]!)] };
  // "Which is due first, X or Y", "what comes first, X or Y", "which deposit was supposed to be paid first, the florist one or the DJ one".
  const first =
    /\b(?:which|what)(?: one| \w+)?(?: is| comes| was| were| do we (?:have|need) to (?:do|pay)| (?:is|was|were) (?:supposed|meant) to be (?:paid|done))?(?: due)? (?:first|sooner|earlier|next)\b[,:]?\s*(.+?)\s+or\s+(.+?)\s*(?:[?.!]|$)/.exec(lower) ??
    // "Is X before or after Y", "is the rsvp deadline before the venue balance is due".
    /\b(?:is|does|do|are|was|will)\s+(.+?)\s+(?:due |come |happen |going to be )?(before or after|after or before|before|earlier than|sooner than|after|later than)\s+(.+?)\s*(?:[?.!]|$)/.exec(lower);
  if (first) {
    const word = first[3] ? first[2]! : "";
    const ask: Comparison = !first[3] ? "first" : / or /.test(word) ? "either" : /^(?:before|earlier|sooner)/.test(word) ? "before" : "after";
    return { ask, sides: [trimmed(first[1]!), trimmed(first[3] ?? first[2]!)] };
  }
  const amount = /\bis\s+(.+?)\s+(?:more|less|bigger|smaller|higher|lower|larger|cheaper|pricier)\s+than\s+(.+?)\s*(?:[?.!]|$)/.exec(lower);
  if (amount && PAYMENT_WORDS.test(lower)) return { ask: "amount", sides: [trimmed(amount[1]!), trimmed(amount[2]!)] };
  return undefined;
}

/** The two things a message compares, when both are the couple's own and are different. */
export function comparedThingsIn(text: string, facts: Facts): { ask: Comparison; things: [DatedThing, DatedThing] } | undefined {
  const asked = sidesOf(text);
  if (!asked) return undefined;
  const [a, b] = asked.sides.map((side) => thingNamed(side, facts));
  if (!a || !b || a.name === b.name) return undefined;
  if (asked.ask === "amount" && (a.amountCents === undefined || b.amountCents === undefined)) return undefined;
  return { ask: asked.ask, things: [a, b] };
}

const when = (thing: DatedThing, today: string) => `${formatDueDate(thing.date)}${thing.paid ? ", paid" : thing.done ? ", done" : thing.date < today ? ", overdue" : ""}`;

export function answerComparison(text: string, facts: Facts): SkillReply {
  const compared = comparedThingsIn(text, facts);
  if (!compared) return { reply: "Which two tasks or payments should I compare? Name each, for example \"the dj deposit or the save-the-dates\"." };
  const [a, b] = compared.things;
  if (compared.ask === "amount") {
    const [more, less] = a.amountCents! >= b.amountCents! ? [a, b] : [b, a];
    if (more.amountCents === less.amountCents) return { reply: `They're the same: ${a.name} and ${b.name} are ${dollars(a.amountCents!)} each.` };
    return { reply: `${capitalized(more.name)} (${dollars(more.amountCents!)}) is more than ${less.name} (${dollars(less.amountCents!)}), by ${dollars(more.amountCents! - less.amountCents!)}.` };
  }
  const [earlier, later] = a.date <= b.date ? [a, b] : [b, a];
  const days = daysBetween(earlier.date, later.date);
  const weeks = days >= 14 ? ` (about ${Math.round(days / 7)} weeks)` : "";
  if (compared.ask === "gap") return { reply: `${plural(days, "day", "days")}${weeks}: ${earlier.name} is due ${when(earlier, facts.today)} and ${later.name} ${when(later, facts.today)}.` };
  if (days === 0) return { reply: `Both are due the same day, ${formatDueDate(a.date)}: ${a.name} and ${b.name}.` };
  const order = `${capitalized(earlier.name)} comes first (${when(earlier, facts.today)}), then ${later.name} (${when(later, facts.today)}), ${plural(days, "day", "days")} later.`;
  // "Is A before B?" is answered yes or no; "before or after?" with the one that holds; "which first?" with the order.
  const aFirst = earlier === a;
  const verdict = compared.ask === "before" ? (aFirst ? "Yes. " : "No. ") : compared.ask === "after" ? (aFirst ? "No. " : "Yes. ") : compared.ask === "either" ? (aFirst ? "Before. " : "After. ") : "";
  return { reply: `${verdict}${order}` };
}

const capitalized = (text: string) => (text.startsWith('"') ? text : text.charAt(0).toUpperCase() + text.slice(1));

/** "Once the officiant is booked, what's the next deadline after that": the open task due next after one named. */
export function nextAfterAsked(text: string, facts: Facts): DatedThing | undefined {
  const lower = text.toLowerCase();
  if (!/\b(?:next|following)\b/.test(lower) || !/\b(?:deadline|task|thing|to-?do|due|after|then)\b/.test(lower) || !/\b(?:after|once|then|when)\b/.test(lower)) return undefined;
  return taskNamed(lower, facts);
}

export function answerNextAfter(text: string, facts: Facts): SkillReply {
  const named = nextAfterAsked(text, facts);
  if (!named) return { reply: "After which task? Name it, for example \"what's next after booking the officiant\"." };
  const next = (facts.tasks ?? []).filter((task) => !task.done && task.dueDate && task.dueDate > named.date).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))[0];
  if (!next) return { reply: `Nothing on your timeline is due after ${named.name} (${formatDueDate(named.date)}).` };
  return { reply: `After ${named.name} (due ${formatDueDate(named.date)}), the next deadline is "${next.title}", due ${formatDueDate(next.dueDate!)}.` };
}
