import { z } from "zod";
import { addDays, addMonths, formatCalendarDate, formatDueDate } from "../../../domain/dates.ts";
import { daysBetween, plural } from "../../../domain/june.ts";
import { calendarDateSchema } from "../../../domain/calendar-date.ts";
import { taskSchema } from "../../../domain/timeline.ts";
import { idSchema } from "../../../domain/ids.ts";
import { correctionIn, dateFromText, dollars, has } from "../../planning/entities.ts";
import { unpaidPaymentsOf } from "../budget/planning.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { answerCountdown } from "../account/planning.ts";
import { createTask, doneTasks, openTasks, setTaskDone, setTaskDueDate } from "./operations/tasks.ts";
import { timelineSummary } from "./operations/overview.ts";
import { answerComparison, answerNextAfter, comparedThingsIn, nextAfterAsked, paymentNamed } from "./compare.ts";

/** One of the couple's open timeline tasks, as June reads it. */
export interface TaskFacts {
  id: string;
  title: string;
  dueDate: string | null;
  done: boolean;
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** The couple's open timeline tasks, earliest due first, then the most recently checked-off ones (done: true). */
    tasks: TaskFacts[];
  }
}

/** How many open tasks June reads: the overdue ones and the next due, earliest first. */
export const TASKS_IN_CONTEXT = 40;
/** How many checked-off tasks June reads, most recent first. */
const DONE_TASKS_IN_CONTEXT = 20;

/** What to do by months to go (planning knowledge written for Serviceberry). */
export const MONTH_BANDS: readonly { minDays: number; label: string; steps: readonly string[] }[] = [
  {
    minDays: 365,
    label: "more than a year out",
    steps: [
      "Agree on a total budget and who's contributing",
      "Draft a guest count range (it drives the venue and catering)",
      "Tour and book your venue; popular Saturdays go 12 to 18 months ahead",
      "Book a planner if you want one, and your photographer",
    ],
  },
  {
    minDays: 270,
    label: "9 to 12 months out",
    steps: [
      "Book the venue if it isn't yet, then the caterer, photographer and videographer",
      "Book your DJ or band",
      "Ask your wedding party",
      "Start dress shopping (gowns take 4 to 6 months to arrive)",
      "Set up your wedding website",
    ],
  },
  {
    minDays: 180,
    label: "6 to 9 months out",
    steps: [
      "Send save-the-dates",
      "Book the florist, officiant and hair and makeup",
      "Reserve hotel room blocks for out-of-town guests",
      "Start your registry",
    ],
  },
  {
    minDays: 120,
    label: "4 to 6 months out",
    steps: ["Order invitations", "Book transportation and rentals", "Schedule the cake tasting", "Book the rehearsal dinner spot", "Order suits or tuxedos"],
  },
  {
    minDays: 60,
    label: "2 to 4 months out",
    steps: [
      "Mail invitations 6 to 8 weeks before the day",
      "Finalize the menu with your caterer",
      "Do the hair and makeup trial",
      "Start dress alterations",
      "Check your county's marriage license rules",
    ],
  },
  {
    minDays: 30,
    label: "1 to 2 months out",
    steps: [
      "Chase RSVPs (the deadline is 3 to 4 weeks before)",
      "Get the marriage license (Ohio: valid 60 days; Tennessee: 30 days)",
      "Give your caterer the final headcount",
      "Make the seating chart",
      "Send the day-of timeline to every vendor",
    ],
  },
  {
    minDays: 1,
    label: "the final month",
    steps: ["Confirm every vendor's arrival time", "Make final payments and put tips in labeled envelopes", "Final dress fitting", "Pack an emergency kit", "Hand off day-of jobs to people you trust, then rest"],
  },
];

const taskLine = (task: { title: string; dueDate: string | null }) => `• ${task.title}${task.dueDate ? ` (due ${formatDueDate(task.dueDate)})` : ""}`;

/** The couple's own open tasks for the month asked about: overdue ones, then those due in the window. */
function ownTasks(text: string, facts: Facts): string | undefined {
  const tasks = facts.tasks;
  if (tasks === undefined) return undefined;
  const open = tasks.filter((task) => !task.done && task.dueDate);
  if (open.length === 0) return "Your timeline has no open tasks right now. Start one from a template on your Timeline page, or tell me a task to add.";
  const nextMonth = /\bnext month\b/i.test(text);
  // "Next month" is the calendar month after this one; otherwise the 31 days from today.
  const monthAfter = addMonths(`${facts.today.slice(0, 7)}-01`, 1);
  const from = nextMonth ? monthAfter : facts.today;
  const to = nextMonth ? addDays(addMonths(monthAfter, 1), -1) : addDays(facts.today, 31);
  const overdue = open.filter((task) => task.dueDate! < facts.today);
  const window = open.filter((task) => task.dueDate! >= from && task.dueDate! <= to);
  const parts: string[] = [];
  if (overdue.length > 0) parts.push(`Overdue on your timeline (${overdue.length}):\n${overdue.slice(0, 5).map(taskLine).join("\n")}`);
  if (window.length > 0) parts.push(`${nextMonth ? "Due next month" : "Due in the next month"} on your timeline:\n${window.slice(0, 6).map(taskLine).join("\n")}`);
  if (window.length === 0) {
    const upcoming = open.filter((task) => task.dueDate! >= facts.today).slice(0, 3);
    parts.push(`Nothing on your timeline is due ${nextMonth ? "next month" : "in the next month"}.${upcoming.length > 0 ? ` Your next tasks:\n${upcoming.map(taskLine).join("\n")}` : ""}`);
  }
  return parts.join("\n");
}

/** Every deadline already passed: open tasks past their due date and unpaid payments past theirs. */
function answerMissedDeadlines(text: string, facts: Facts): SkillReply {
  // "Did we miss any?" is answered yes or no; "what was I supposed to have done already" is answered with the list.
  const yes = /^\W*(?:(?:so|ok|okay|hey|wait|um+)\W+)*(?:did|have|are|r|is|were|has)\b/i.test(text);
  if (facts.tasks === undefined && !facts.budget) return { reply: "I can't see your timeline or budget right now. Try again in a moment." };
  const tasks = (facts.tasks ?? []).filter((task) => !task.done && task.dueDate && task.dueDate < facts.today);
  const payments = unpaidPaymentsOf(facts).filter((p) => p.dueDate < facts.today);
  if (tasks.length === 0 && payments.length === 0) return { reply: `${yes ? "No: n" : "N"}othing on your timeline is overdue and no payment is past its due date.` };
  const parts: string[] = [];
  if (tasks.length > 0) parts.push(`${yes ? "Yes, " : ""}${plural(tasks.length, "task is", "tasks are")} past due on your timeline:\n${tasks.map(taskLine).join("\n")}`);
  if (payments.length > 0) parts.push(`${tasks.length > 0 ? "And " : yes ? "Yes: " : ""}${plural(payments.length, "payment is", "payments are")} overdue:\n${payments.map((p) => `• ${p.vendor}: ${dollars(p.amountCents)} (${p.label || "payment"}, due ${formatDueDate(p.dueDate)})`).join("\n")}`);
  return { reply: `${parts.join("\n")}\nOnce they are done, check them off on your Timeline and mark the payments paid on your Budget Tracker.` };
}

export function answerTimeline(text: string, facts: Facts): SkillReply {
  // "Which tasks aren't done, only the overdue ones": the overdue tasks and nothing else.
  if (/\bonly\b[^.?!]*\b(?:overdue|late|past due)\b|\b(?:overdue|late|past due)\b[^.?!]*\bonly\b|\bjust the (?:overdue|late)\b/i.test(text) && facts.tasks !== undefined) {
    const overdue = facts.tasks.filter((task) => !task.done && task.dueDate && task.dueDate < facts.today);
    return { reply: overdue.length === 0 ? "Nothing on your timeline is overdue." : `Overdue on your timeline (${overdue.length}):\n${overdue.map(taskLine).join("\n")}` };
  }
  const date = facts.profile?.weddingDate;
  if (!date) {
    const own = ownTasks(text, facts);
    return {
      reply: `I don't know your wedding date yet, so here's where every couple starts: ${MONTH_BANDS[0]!.steps.join("; ")}. Add your date to your profile and I'll tell you what to do each month.${own && facts.tasks?.length ? `\n${own}` : ""}`,
    };
  }
  const days = daysBetween(facts.today, date);
  if (days <= 0) return answerCountdown(facts);
  const band = MONTH_BANDS.find((b) => days >= b.minDays) ?? MONTH_BANDS.at(-1)!;
  const extra: string[] = [];
  if (facts.budget === null) extra.push("You haven't set a budget yet: do that first, it shapes every booking.");
  // Booked in the profile, or a venue expense booked in the budget: the places the dashboard and the budget read.
  const venueBooked = facts.profile?.venueStatus === "booked" || (facts.budget?.expenses ?? []).some((e) => e.categoryId === "venue" && e.status === "booked");
  if (!venueBooked && days < 270) extra.push("Your venue isn't booked yet (not in your profile or your budget); that's the most urgent piece.");
  const own = ownTasks(text, facts);
  const hasOwn = (facts.tasks ?? []).some((task) => !task.done);
  const general = `${hasOwn ? "What couples usually do at this point" : "This month"}:\n${band.steps.map((item) => `• ${item}`).join("\n")}`;
  return {
    reply: `You're ${days} days out, ${band.label}.\n${hasOwn ? `${own}\n${general}` : `${general}${own ? `\n${own}` : ""}`}${extra.length > 0 ? `\n${extra.join(" ")}` : ""}`,
  };
}

/** The mailing windows worked out from the wedding date: invitations 8 to 6 weeks before, save-the-dates 8 to 6 months before. */
export function mailingWindows(weddingDate: string) {
  const monthsBefore = (months: number) => {
    const d = new Date(`${weddingDate}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - months);
    return d.toISOString().slice(0, 10);
  };
  return { invitations: { from: addDays(weddingDate, -56), to: addDays(weddingDate, -42) }, saveTheDates: { from: monthsBefore(8), to: monthsBefore(6) } };
}

const spokenDate = (iso: string) => formatCalendarDate(iso, "EEEE, MMMM d, yyyy");

export function answerMailingDates(text: string, facts: Facts): SkillReply {
  const wedding = facts.profile?.weddingDate;
  const saveTheDates = has(text.toLowerCase(), /\bsave[- ]?the[- ]?dates?\b/);
  if (!wedding) {
    return { reply: `${saveTheDates ? "Save-the-dates go out 6 to 8 months before the wedding" : "Invitations go out 6 to 8 weeks before the wedding"}. Add your wedding date to your profile and I'll work out the exact dates.` };
  }
  const windows = mailingWindows(wedding);
  const today = facts.today;
  if (saveTheDates) {
    const { from, to } = windows.saveTheDates;
    const when = today > to ? "That window has passed, so send them now (or skip to invitations if the day is close)." : today >= from ? "That's now: send them as soon as you can." : `Aim for ${spokenDate(from)}.`;
    return { reply: `Save-the-dates go out 6 to 8 months before your wedding on ${spokenDate(wedding)}: between ${spokenDate(from)} and ${spokenDate(to)}. ${when}` };
  }
  const { from, to } = windows.invitations;
  const deadline = facts.guestRoster?.rsvpDeadline;
  const when = today > to ? " That's already behind you, so mail them right away." : "";
  return {
    // A question gets the dates and an offer in words; the task card comes when they say yes (or asked for it).
    reply: `Mail your invitations by ${spokenDate(from)}, 8 weeks before your wedding on ${spokenDate(wedding)}, and no later than ${spokenDate(to)} (6 weeks before).${when}${deadline ? ` Your RSVP deadline is ${spokenDate(deadline)}.` : " Set the RSVP deadline 3 to 4 weeks before the day."}${today <= from ? ` Want me to add "Mail invitations" to your timeline, due ${formatCalendarDate(from, "MMMM d, yyyy")}?` : ""}`,
    actions: today <= from && /\b(?:add|put|remind|schedule|task|to-?do|timeline|calendar)\b/i.test(text) ? [{ type: "add-task", title: "Mail invitations", dueDate: from }] : [],
  };
}

/** The window a message asks about ("this week", "tomorrow", "next week"), from today. */
function taskWindowIn(text: string, today?: string, weddingDate?: string | null): { from: number; to: number; label: string } | undefined {
  // "Anything we have to do before christmas", "by the end of january": everything from now until that day.
  const until = today ? /\b(?:before|by|until|till|til|ahead of)\s+(?!(?:the|our) (?:wedding|big day)\b)/.exec(text) : null;
  if (until && today) {
    const rest = text.slice(until.index + until[0].length);
    const named = dateFromText(rest, today, weddingDate);
    // The date is what follows the word ("before christmas", "by the end of january"), not one said elsewhere.
    if (named && named.date > today && rest.toLowerCase().indexOf(named.match.toLowerCase()) <= 4) {
      const days = Math.round((Date.parse(`${named.date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
      return { from: 0, to: days, label: `by ${named.date}` };
    }
  }
  // "Anything due the week of 12/20?", "around the 14th": the days of that week, or a few days either side.
  const weekOf = today ? /\b(?:the )?week of\s+|\b(?:around|about|on|near)\s+(?=(?:the )?\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/.exec(text) : null;
  if (weekOf && today) {
    const named = dateFromText(text.slice(weekOf.index + weekOf[0].length), today, weddingDate);
    if (named && named.date >= today) {
      const days = Math.round((Date.parse(`${named.date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
      const week = /week of/.test(weekOf[0]);
      return week ? { from: Math.max(0, days - 1), to: days + 6, label: `the week of ${spokenDate(named.date)}` } : { from: Math.max(0, days - 3), to: days + 3, label: `around ${spokenDate(named.date)}` };
    }
  }
  if (/\b(today|tonight)\b/.test(text)) return { from: 0, to: 0, label: "today" };
  if (/\btomorrow\b/.test(text)) return { from: 1, to: 1, label: "tomorrow" };
  if (/\b(?:the|this) next week or so\b|\bnext week or so\b/.test(text)) return { from: 0, to: 10, label: "in the next week or so" };
  if (/(?<!\bthe )\bnext week\b/.test(text)) return { from: 7, to: 14, label: "next week" };
  if (/\b(this week|this weekend|next (few|couple of|7|seven) days|(?:in )?the next week|coming week)\b/.test(text)) return { from: 0, to: 7, label: "this week" };
  if (/\b(next two weeks|next 2 weeks|couple of weeks|two weeks|2 weeks)\b/.test(text) && !/\bin (?:two|2) weeks\b/.test(text)) return { from: 0, to: 14, label: "in the next two weeks" };
  // "We're away in 3 weeks, is anything due around then?": the days around that point.
  const ahead = /\bin (\d{1,2}) (days?|weeks?)\b/.exec(text);
  if (ahead) {
    const days = Number(ahead[1]) * (ahead[2]!.startsWith("week") ? 7 : 1);
    // "What's coming due in two weeks", "anything due within 10 days": everything from now until then.
    if (/\b(?:coming (?:due|up)|within|between now and|from now (?:until|till|to)|over the (?:next|coming)|before then)\b/.test(text)) return { from: 0, to: days, label: `in the next ${plural(days, "day", "days")}` };
    const margin = days >= 14 ? 4 : 1;
    return { from: Math.max(0, days - margin), to: days + margin, label: `around then (${days - margin > 0 ? `${plural(days - margin, "day", "days")} to ${days + margin} days from today` : `the next ${days + margin} days`})` };
  }
  return undefined;
}

/** The couple's open tasks due in the window asked about, with anything overdue first. */
export function answerTasksDue(text: string, facts: Facts): SkillReply {
  const tasks = facts.tasks;
  if (tasks === undefined) return { reply: "I can't see your timeline right now. Your Timeline page lists what's due." };
  const window = taskWindowIn(text.toLowerCase(), facts.today, facts.profile?.weddingDate) ?? { from: 0, to: 7, label: "this week" };
  const open = tasks.filter((task) => !task.done && task.dueDate);
  const from = addDays(facts.today, window.from);
  const to = addDays(facts.today, window.to);
  const due = open.filter((task) => task.dueDate! >= from && task.dueDate! <= to);
  const overdue = open.filter((task) => task.dueDate! < facts.today);
  const parts: string[] = [];
  parts.push(due.length > 0 ? `Due ${window.label} on your timeline:\n${due.map(taskLine).join("\n")}` : `Nothing on your timeline is due ${window.label}.`);
  // "Anything due in the next week": vendors' payments due then too, unless the message asks about tasks only.
  const tasksOnly = /\b(?:tasks?|to-?dos?|checklist|timeline|get done|need to do|have to do)\b/.test(text.toLowerCase());
  const payments = tasksOnly ? [] : unpaidPaymentsOf(facts).filter((payment) => payment.dueDate >= from && payment.dueDate <= to);
  if (payments.length > 0) parts.push(`Payments due ${window.label}:\n${payments.map((p) => `• ${p.vendor}: ${dollars(p.amountCents)} (${p.label || "payment"}, due ${formatDueDate(p.dueDate)})`).join("\n")}`);
  if (overdue.length > 0) parts.push(`Overdue, worth doing first:\n${overdue.slice(0, 5).map(taskLine).join("\n")}`);
  if (due.length === 0 && overdue.length === 0) {
    const next = open.filter((task) => task.dueDate! > to).slice(0, 2);
    if (next.length > 0) parts.push(`Next up:\n${next.map(taskLine).join("\n")}`);
  }
  return { reply: parts.join("\n") };
}

/** The tasks the couple has checked off, most recent due date first. */
export function answerTasksDone(facts: Facts): SkillReply {
  if (facts.tasks === undefined) return { reply: "I can't see your timeline right now. Your Timeline page shows what's checked off." };
  const done = facts.tasks.filter((task) => task.done).sort((a, b) => (b.dueDate ?? "").localeCompare(a.dueDate ?? ""));
  const open = facts.tasks.filter((task) => !task.done).length;
  if (done.length === 0) return { reply: `Nothing is checked off on your timeline yet${open > 0 ? `; ${plural(open, "task is", "tasks are")} open` : ""}. Tell me when you finish one and I'll check it off.` };
  return { reply: `Checked off on your timeline:\n${done.map((task) => `• ${task.title}${task.dueDate ? ` (was due ${formatDueDate(task.dueDate)})` : ""}`).join("\n")}${open > 0 ? `\n${plural(open, "task is", "tasks are")} still open.` : ""}` };
}

/** Words that say little about which task is meant. */
const TASK_FILLER = new Set(["mark", "check", "tick", "cross", "done", "complete", "completed", "finished", "task", "the", "our", "my", "as", "off", "please", "can", "you", "from", "timeline", "list", "that", "this", "those", "it"]);

/** Words couples use for what their task titles say ("walkthrough" for a tour, "lock in" for finalize). */
const TASK_SYNONYMS: Record<string, string> = { walkthrough: "tour", walk: "tour", visit: "tour", lock: "finalize", final: "finalize", settle: "finalize", decide: "finalize", invites: "invitations", invite: "invitations", hotel: "hotel", rooms: "room", ring: "rings", license: "license", officiate: "officiant", savethedates: "save", std: "save" };
const TASK_COMMON = new Set([...TASK_FILLER, "when", "did", "have", "has", "ever", "yet", "already", "need", "needs", "what", "with", "for", "and", "are", "was", "were", "due", "date", "day", "deadline", "still", "supposed", "wedding", "get", "got", "should", "must", "which", "how"]);
const taskWords = (value: string) =>
  new Set(
    value
      .toLowerCase()
      .replace(/[’']s\b/g, "")
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !TASK_COMMON.has(word))
      .map((word) => (TASK_SYNONYMS[word] ?? word).replace(/(?<=[a-z]{3})(?:ed|ing)$/, "").replace(/(?<=[a-z]{3})s$/, "")),
  );

/**
 * The one task a question is about ("when do we have to lock in the menu", "did we ever do the venue
 * walkthrough"): two of its title's telling words named, or its only one, and no other task as close.
 */
export function taskNamedIn(text: string, tasks: readonly NonNullable<Facts["tasks"]>[number][]): NonNullable<Facts["tasks"]>[number] | undefined {
  const asked = taskWords(text);
  const scored = tasks
    .map((task) => {
      const own = [...taskWords(task.title)];
      const shared = own.filter((word) => asked.has(word)).length;
      return { task, shared, enough: shared >= Math.min(2, own.length) };
    })
    .filter((s) => s.shared > 0 && s.enough)
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  return best && (!next || next.shared < best.shared) ? best.task : undefined;
}

/** "The officiant one", "the rings thing", "the hotel task": one task pointed at by a word of its title. */
const POINTS_AT_A_TASK = /\bthe [a-z'-]+(?: [a-z'-]+)? (?:one|thing|task|to-?do|item)\b/;

/** The task a question names, or, when it points at one ("the officiant one") or asks when one is due, the one task a telling word of it names. */
function taskAskedIn(text: string, tasks: readonly NonNullable<Facts["tasks"]>[number][]) {
  // Money due ("the rest of the venue money") is a payment's, not a task's.
  // "When do we have to have the menu finalized by?": a question ending in "by" asks for a due date too.
  // "How long do we have to lock in an officiant", "and the menu has to be locked in when?": time left to do
  // something, or a question ending in "when" after what must be done, asks for its task's date.
  const loose = POINTS_AT_A_TASK.test(text) || (/\b(?:due|by when)\b|\bby\W*$|\b(?:has|have|needs?|got) to be (?:\w+ ){1,3}(?:by )?when\W*$|\bhow (?:long|much (?:more )?time) do (?:we|i) (?:have|get|still have)\b|\bwhen (?:do|does|should) (?:we|i) (?:need|have|got) to (?:have|get)\b/.test(text.toLowerCase()) && !/\b(?:money|rest|pay\w*|owe\w*|balance|deposit|\$)/i.test(text));
  return taskNamedIn(text, tasks) ?? (loose ? taskNamedLooselyIn(text, tasks.filter((task) => !task.done)) : undefined);
}

/** A task named by one telling word of its title ("the officiant thing"), when no other open task shares it. */
function taskNamedLooselyIn(text: string, tasks: readonly NonNullable<Facts["tasks"]>[number][]): NonNullable<Facts["tasks"]>[number] | undefined {
  const named = taskNamedIn(text, tasks);
  if (named) return named;
  const asked = taskWords(text);
  const telling = (word: string) => word.length >= 4 && !["thing", "one", "item"].includes(word) && !/^(?:book|order|send|schedule|call|finalize|reserve|choose|pick|start|make|plan|buy|confirm|review)/.test(word);
  const matches = tasks.filter((task) => [...taskWords(task.title)].some((word) => telling(word) && asked.has(word)));
  return matches.length === 1 ? matches[0] : undefined;
}

/** "What's left on our checklist?": every open task, the overdue ones first, then by due date. */
export function answerOpenTasks(facts: Facts): SkillReply {
  if (facts.tasks === undefined) return { reply: "I can't see your timeline right now. Your Timeline page lists what's left." };
  const open = facts.tasks.filter((task) => !task.done).sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999"));
  if (open.length === 0) return { reply: "Nothing is left on your timeline: every task is checked off. Add one whenever something comes up." };
  const late = open.filter((task) => task.dueDate && task.dueDate < facts.today);
  const lines = open.map((task) => `• ${task.title}${task.dueDate ? ` (${task.dueDate < facts.today ? "overdue, was due" : "due"} ${formatDueDate(task.dueDate)})` : ""}`);
  return { reply: `${plural(open.length, "task is", "tasks are")} still open on your timeline${late.length > 0 ? `, ${late.length} of them overdue` : ""}:\n${lines.join("\n")}` };
}

/** When a task is due and whether it is done. */
export function answerTaskStatus(text: string, facts: Facts): SkillReply {
  const task = facts.tasks ? taskAskedIn(text, facts.tasks) : undefined;
  if (!task) return answerTimeline(text, facts);
  if (!task.dueDate) return { reply: `"${task.title}" is on your timeline ${task.done ? "and checked off" : "with no due date yet, and it isn't checked off"}.` };
  const when = formatCalendarDate(task.dueDate, "EEEE, MMMM d, yyyy");
  if (task.done) return { reply: `Yes: "${task.title}" is checked off on your timeline (it was due ${when}).` };
  const late = task.dueDate < facts.today;
  const lateBy = late ? daysBetween(task.dueDate, facts.today) : 0;
  return { reply: `"${task.title}" is ${late ? `overdue: it was due ${when} (${plural(lateBy, "day", "days")} ago)` : `due ${when}`}, and it's not done yet (not checked off).${late ? " It's worth doing it as soon as you can; once it's done, tell me and I'll check it off." : ""}` };
}

/** A task's due date and the RSVP deadline side by side, and which comes first. */
export function answerTaskAgainstRsvpDeadline(text: string, facts: Facts): SkillReply {
  const task = facts.tasks ? taskNamedIn(text.toLowerCase().replace(/\brsvp\w*\b/g, " "), facts.tasks) : undefined;
  const deadline = facts.guestRoster?.rsvpDeadline;
  if (!task) return answerTaskStatus(text, facts);
  const due = task.dueDate ? `"${task.title}" is due ${formatCalendarDate(task.dueDate, "EEEE, MMMM d, yyyy")}${task.done ? " (checked off)" : ""}` : `"${task.title}" has no due date yet`;
  if (!deadline) return { reply: `${due}. You haven't set an RSVP deadline yet; you can set it in your Guest List's RSVP settings.` };
  const replies = `your RSVP deadline is ${formatCalendarDate(deadline, "EEEE, MMMM d, yyyy")}`;
  if (!task.dueDate) return { reply: `${due}; ${replies}.` };
  const gap = daysBetween(deadline, task.dueDate);
  const order = gap === 0 ? "the same day" : gap > 0 ? `${plural(gap, "day", "days")} after the deadline, so you'll have final numbers by then` : `${plural(-gap, "day", "days")} before the deadline, so replies will still be coming in; you may want to move one of them`;
  return { reply: `${due}, and ${replies}: the task falls ${order}.` };
}

/** The couple's open task a message names: the one sharing the most words of its title. */
export function answerCompleteTask(text: string, facts: Facts): SkillReply {
  const tasks = (facts.tasks ?? []).filter((task) => !task.done);
  if (facts.tasks === undefined) return { reply: "I can't see your timeline right now. You can check tasks off on your Timeline page." };
  if (tasks.length === 0) return { reply: "Your timeline has no open tasks to check off." };
  const words = (value: string) => new Set(value.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2 && !TASK_FILLER.has(word)));
  const asked = words(text);
  let best: { task: (typeof tasks)[number]; shared: number } | undefined;
  for (const task of tasks) {
    const shared = [...words(task.title)].filter((word) => asked.has(word)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { task, shared };
  }
  if (!best) return { reply: `I couldn't tell which task you mean. Your open tasks include ${tasks.slice(0, 3).map((task) => `"${task.title}"`).join(", ")}: name one and I'll check it off.` };
  // "Cake tasting is done and we booked the officiant too, check both off": each clause's own task, in order.
  const clauses = text.split(/\s*(?:[,;.!?✔✓]|\band\b|\balso\b|\bplus\b)\s*/i);
  const named = clauses.flatMap((clause) => {
    const said = words(clause);
    const ranked = tasks.map((task) => ({ task, shared: [...words(task.title)].filter((word) => said.has(word)).length })).filter((r) => r.shared > 0).sort((a, b) => b.shared - a.shared);
    // A clause that matches two tasks equally names neither.
    return ranked[0] && ranked[0].shared > (ranked[1]?.shared ?? 0) ? [ranked[0].task] : [];
  });
  const chosen = [...new Set(named.length > 1 ? named : [best.task])].slice(0, 3);
  const titles = chosen.map((task) => `"${task.title}"`);
  return {
    reply: `Shall I mark ${titles.length > 1 ? `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}` : titles[0]} done?`,
    actions: chosen.map((task) => ({ type: "complete-task" as const, taskId: task.id, title: task.title })),
  };
}

/** Days a task is given when the couple names no due date (they see it before confirming). */
export const TASK_DEFAULT_DAYS = 7;

const SPAN_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, "a couple of": 2, "a couple": 2, "a few": 3 };
/**
 * "One week before the RSVP deadline", "2 days before the next payment is due": a span counted from a date the
 * couple's own data holds (the RSVP deadline, the next unpaid payment), which no date reader knows.
 */
function anchoredDateIn(text: string, facts: Facts): { date: string; match: string } | undefined {
  const said = /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a couple(?: of)?|a few)\s+(days?|weeks?|months?)\s+(before|after|ahead of|prior to)\s+(?:the |our )?(rsvp (?:deadline|cutoff|due date)|(?:rsvp )?deadline for rsvps|next (?:payment|bill|installment)(?: is due| comes due)?|(?:it'?s|it is|its|that'?s|they'?re) due|its due date)\b/i.exec(text);
  if (!said) return undefined;
  // "Pay the venue balance a week before it's due": the payment the message names.
  const anchor = /rsvp/i.test(said[4]!) ? facts.guestRoster?.rsvpDeadline ?? undefined : /\bnext\b/i.test(said[4]!) ? unpaidPaymentsOf(facts).filter((p) => p.dueDate >= facts.today).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]?.dueDate : paymentNamed(text.slice(0, said.index), facts)?.date;
  if (!anchor) return undefined;
  const count = SPAN_NUMBERS[said[1]!.toLowerCase()] ?? Number(said[1]);
  const sign = /^after$/i.test(said[3]!) ? 1 : -1;
  const unit = said[2]!.toLowerCase();
  const date = unit.startsWith("month") ? addMonths(anchor, sign * count) : addDays(anchor, sign * count * (unit.startsWith("week") ? 7 : 1));
  return { date, match: said[0] };
}

export function answerAddTask(text: string, facts: Facts): SkillReply {
  const today = facts.today;
  // chrono-node reads the date ("next month", "by March 3", "two weeks before the wedding"); the words around it that only carried it go too.
  // "…for friday, actually make it next tuesday": the corrected date counts, and the correction is not the title.
  const corrected = correctionIn(text);
  const correctedDate = corrected ? dateFromText(corrected.after, today, facts.profile?.weddingDate) : undefined;
  if (corrected && correctedDate) {
    // The date it replaces goes from the title too ("call the florist on friday").
    const replaced = dateFromText(corrected.before, today, facts.profile?.weddingDate);
    const before = replaced ? corrected.before.replace(new RegExp(`\\s*\\b(by|on|for|due|before|in|from)?\\s*${replaced.match.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i"), " ") : corrected.before;
    text = before.replace(/[\s,;]*\b(?:by|on|for|due|before|in)?[\s,;]*$/i, "");
  }
  // "Perfect, now add a task…": "now" says when to add it, not when it is due.
  // "…call whoever still hasn't by the deadline": the RSVP deadline is the date named.
  const deadline = facts.guestRoster?.rsvpDeadline ? /\b(?:by|on|before|after|at) (?:the|our) (?:rsvp )?deadline\b|\b(?:by|on) (?:the )?rsvp (?:due date|cutoff)\b/i.exec(text) : null;
  const read = correctedDate ?? anchoredDateIn(text, facts) ?? dateFromText(text, today, facts.profile?.weddingDate) ?? (deadline ? { date: facts.guestRoster!.rsvpDeadline!, match: deadline[0].replace(/^(?:by|on|before|after|at) /i, "") } : undefined);
  const named = read && !/^(?:right )?now$/i.test(read.match.trim()) ? read : undefined;
  let title = named && !correctedDate ? text.replace(new RegExp(`\\s*\\b(by|on|for|due|before|in|from)?\\s*${named.match.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i"), " ") : text;
  title = title
    // "Perfect, now add…", "ok so add…": what opens the message is not the task.
    .replace(/^\s*(?:(?:perfect|great|ok|okay|awesome|cool|thanks|thank you|alright|so|and|also|oh|hey|june|now|right)\b[\s,!.]*)+/i, "")
    .replace(/^\s*(please\s+)?(can|could|would|will) you\s+/i, "")
    .replace(/^\s*(please\s+)?remind (us|me)\s+(to\s+)?/i, "")
    .replace(/^\s*(please\s+)?(add|set|make|create)\s+(a\s+|an\s+|the\s+)?(new\s+)?(task|to[- ]?do|reminder)\b\s*/i, "")
    .replace(/^\s*(?:new |another |one more )?(?:to[- ]?do|task|reminder)\s*[:-]\s*/i, "")
    // "Add a task for me to call…": who does it is not the task.
    .replace(/^\s*for (?:me|us|him|her|them|[a-z]+) to\s+/i, "")
    // "Can we get 'pick up the license' on…", "confirm shuttle times needs to be on…": the words that carry the request.
    .replace(/^\s*(?:can|could) (?:we|you|u|i) (?:get|put|stick)\s+/i, "")
    .replace(/\s+(?:needs?|has) to (?:be|go)\b.*$/i, "")
    .replace(/\s+sometime$/i, "")
    .replace(/^['"“‘]+|['"”’]+$/g, "")
    .replace(/^\s*(please\s+)?(add|put)\s+/i, "")
    .replace(/\s*\b(to|on|in|onto) (my|our|the|your) (timeline|checklist|to-?do list|to-?dos|tasks?|list|calendar)\b/i, " ")
    .replace(/^\s*[:,-]?\s*(to|called|named|for)\s+/i, "")
    // "…? Thank you!": thanks are not the task.
    .replace(/[\s,.!?]*\b(?:thank you|thanks|thx|ty)(?: so much)?\b[\s.!]*$/i, "")
    .replace(/^[\s:,'"“‘-]+|[\s.!?,:'"”’-]+$/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s+please$/i, "");
  if (!title) return { reply: "What's the task? Say something like \"Add a task: book the florist by March 1\" and I'll put it on your timeline." };
  title = (title.charAt(0).toUpperCase() + title.slice(1)).slice(0, 140);
  const dueDate = named?.date ?? addDays(today, TASK_DEFAULT_DAYS);
  return {
    reply: `Shall I add "${title}" to your timeline, due ${formatDueDate(dueDate)}?${named ? "" : ` You didn't name a date, so I'd make it due in a week; say a date if you'd like another.`}`,
    actions: [{ type: "add-task", title, dueDate }],
  };
}

const addTaskSchema = z.object({
  type: z.literal("add-task"),
  title: z.string().trim().min(1, "Name the task.").max(140, "A task can be at most 140 characters."),
  dueDate: calendarDateSchema,
});

/** Moves one of the couple's tasks to a new due date (the timeline's own operation). */
const rescheduleTaskSchema = z.object({ type: z.literal("reschedule-task"), taskId: idSchema("That task is not valid."), title: z.string().max(200), dueDate: calendarDateSchema });

/** "Move the cake tasting to friday", "push the officiant thing back a week": one task, a new date. */
const RESCHEDULE = /\b(?:move|moved|moving|push|pushed|pushing|reschedule|rescheduled|rescheduling|postpone|postponed|postponing|bump|bumped|bumping|shift|shifted|shifting|change|changed|changing|slide|slid|sliding)\b/;

export function answerRescheduleTask(text: string, facts: Facts): SkillReply {
  const task = facts.tasks ? taskNamedLooselyIn(text, facts.tasks.filter((t) => !t.done)) : undefined;
  if (!task) return { reply: "Which task should I move? Name it and the new date, for example \"move the cake tasting to next friday\"." };
  const lower = text.toLowerCase();
  // "Push it back a week": the new date counted from the one it has.
  const by = /\b(?:back|out|forward|up|later|earlier)\s+(?:by\s+)?(a|an|one|two|three|four|\d{1,2})\s+(days?|weeks?)\b|\bby\s+(a|an|one|two|three|four|\d{1,2})\s+(days?|weeks?)\b/.exec(lower);
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
  let dueDate: string | undefined;
  if (by && task.dueDate) {
    const n = words[by[1] ?? by[3]!] ?? Number(by[1] ?? by[3]);
    const days = n * ((by[2] ?? by[4]!).startsWith("week") ? 7 : 1);
    dueDate = addDays(task.dueDate, /\b(?:forward|up|earlier)\b/.test(lower) ? -days : days);
  } else {
    const after = /\b(?:to|until|till|til|for|on)\s+/.exec(lower.slice(lower.search(RESCHEDULE)));
    dueDate = dateFromText(after ? text.slice(lower.search(RESCHEDULE) + after.index) : text, facts.today, facts.profile?.weddingDate)?.date;
  }
  if (!dueDate) return { reply: `"${task.title}" is due ${task.dueDate ? formatDueDate(task.dueDate) : "with no date yet"}. To what date should I move it?` };
  if (dueDate === task.dueDate) return { reply: `"${task.title}" is already due ${formatDueDate(dueDate)}.` };
  return {
    reply: `"${task.title}" is due ${task.dueDate ? formatDueDate(task.dueDate) : "with no date yet"}. Shall I move it to ${formatDueDate(dueDate)}? It will keep that date even if your wedding date changes.`,
    actions: [{ type: "reschedule-task", taskId: task.id, title: task.title, dueDate }],
  };
}

/** Every overdue task moved to one day: "this weekend" is its Saturday. */
function answerRescheduleOverdue(text: string, facts: Facts): SkillReply {
  const lower = text.toLowerCase();
  const window = /\b(?:overdue|late|past due|behind)\b/.test(lower) ? undefined : taskWindowIn(lower, facts.today, facts.profile?.weddingDate);
  const open = (facts.tasks ?? []).filter((task) => !task.done && task.dueDate);
  const [from, to] = window ? [addDays(facts.today, window.from), addDays(facts.today, window.to)] : ["", ""];
  const overdue = window ? open.filter((task) => task.dueDate! >= from && task.dueDate! <= to) : open.filter((task) => task.dueDate! < facts.today);
  if (overdue.length === 0) return { reply: window ? "Nothing on your timeline is due then, so there's nothing to move." : "Nothing on your timeline is overdue, so there's nothing to move." };
  // "Push it all back a week": each task moved by that much from its own date.
  // "Push back everything due in the next 7 days by a week": the span can come after what is moved.
  const by = /\b(?:back|out|later)\s+(?:by\s+)?(a|an|one|two|three|\d{1,2})\s+(days?|weeks?)\b/.exec(lower) ?? (/\b(?:back|out|later)\b/.test(lower) ? /\bby\s+(a|an|one|two|three|\d{1,2})\s+(days?|weeks?)\b/.exec(lower) : null);
  if (by) {
    const n = ({ a: 1, an: 1, one: 1, two: 2, three: 3 } as Record<string, number>)[by[1]!] ?? Number(by[1]);
    const days = n * (by[2]!.startsWith("week") ? 7 : 1);
    return {
      reply: `Shall I move ${overdue.length === 1 ? "this task" : `these ${overdue.length} tasks`} back ${plural(n, by[2]!.replace(/s$/, ""), by[2]!.endsWith("s") ? by[2]! : `${by[2]!}s`)}?\n${overdue.map((task) => `• ${task.title}: ${formatDueDate(task.dueDate!)} → ${formatDueDate(addDays(task.dueDate!, days))}`).join("\n")}`,
      actions: overdue.map((task) => ({ type: "reschedule-task", taskId: task.id, title: task.title, dueDate: addDays(task.dueDate!, days) })),
    };
  }
  const weekday = new Date(`${facts.today}T12:00:00Z`).getUTCDay();
  const weekend = /\b(?:this|the) weekend\b/.test(lower) ? addDays(facts.today, weekday === 6 || weekday === 0 ? 0 : 6 - weekday) : /\bnext weekend\b/.test(lower) ? addDays(facts.today, (weekday === 0 ? -1 : 6 - weekday) + 7) : undefined;
  const after = /\b(?:to|until|till|til|for|on)\s+/.exec(lower.slice(Math.max(0, lower.search(RESCHEDULE))));
  const dueDate = weekend ?? dateFromText(after ? text.slice(Math.max(0, lower.search(RESCHEDULE)) + after.index) : text, facts.today, facts.profile?.weddingDate)?.date;
  const list = overdue.map((task) => `• ${task.title} (due ${formatDueDate(task.dueDate!)})`).join("\n");
  if (!dueDate) return { reply: `${plural(overdue.length, "task is", "tasks are")} overdue:\n${list}\nTo what date should I move them?` };
  return {
    reply: `Shall I move ${overdue.length === 1 ? `this${window ? "" : " overdue"} task` : `these ${overdue.length}${window ? "" : " overdue"} tasks`} to ${formatDueDate(dueDate)}?\n${list}`,
    actions: overdue.map((task) => ({ type: "reschedule-task", taskId: task.id, title: task.title, dueDate })),
  };
}

/** Checks off one of the couple's open timeline tasks (the timeline's own operation). */
const completeTaskSchema = z.object({ type: z.literal("complete-task"), taskId: idSchema("That task is not valid."), title: z.string().max(200) });

/** The master timeline's checklist as a planning module (decision 022). */
export const timelinePlanning = definePlanningModule({
  name: "timeline",
  async facts(scope) {
    const [open, done] = await Promise.all([openTasks(scope.deps, scope.access.coupleId, TASKS_IN_CONTEXT), doneTasks(scope.deps, scope.access.coupleId, DONE_TASKS_IN_CONTEXT)]);
    return { tasks: [...open.map((row) => ({ ...row, done: false })), ...done.map((row) => ({ ...row, done: true }))] };
  },
  tools: [
    defineTool({
      name: "get_planning_checklist",
      description: "What to do this month for the couple's wedding date, with their own overdue and upcoming timeline tasks (and their ids).",
      input: z.object({}),
      run: ({ facts }) => ({ checklist: answerTimeline("", facts).reply, openTasks: (facts.tasks ?? []).filter((task) => !task.done).map((task) => ({ id: task.id, title: task.title, dueDate: task.dueDate })) }),
    }),
  ],
  actions: [
    defineAction({
      type: "add-task",
      area: "timeline",
      level: "edit",
      input: addTaskSchema,
      label: (action) => `Add "${action.title}" to your timeline, due ${formatDueDate(action.dueDate)}`,
      async run(scope, action) {
        await createTask(scope.deps, scope.access, taskSchema.parse({ title: action.title, dueDate: action.dueDate }));
        return `Added "${action.title}" to your timeline, due ${formatDueDate(action.dueDate)}.`;
      },
      changes: ["timeline", "planning"],
      proposal: {
        tool: "propose_add_task",
        description: "Propose adding a task to the couple's timeline; they confirm in the chat.",
        args: z.object({ title: z.string().max(140), due_date: z.string().describe("YYYY-MM-DD") }),
        toAction: (args) => ({ title: args.title, dueDate: args.due_date }),
      },
    }),
    defineAction({
      type: "reschedule-task",
      area: "timeline",
      level: "edit",
      input: rescheduleTaskSchema,
      label: (action) => `Move "${action.title}" to ${formatDueDate(action.dueDate)}`,
      async run(scope, action) {
        await setTaskDueDate(scope.deps, scope.access, action.taskId, action.dueDate);
        return `Moved "${action.title}" to ${formatDueDate(action.dueDate)}.`;
      },
      changes: ["timeline", "planning"],
      proposal: {
        tool: "propose_reschedule_task",
        description: "Propose moving one of the couple's open timeline tasks (an id from get_planning_checklist) to a new due date; they confirm in the chat.",
        args: z.object({ task_id: z.string(), due_date: z.string().describe("YYYY-MM-DD") }),
        toAction(args, facts) {
          const task = facts.tasks?.find((open) => open.id === args.task_id && !open.done);
          if (!task) return { error: "That is not one of the couple's open tasks; use an id from get_planning_checklist." };
          return { taskId: task.id, title: task.title, dueDate: args.due_date };
        },
      },
    }),
    defineAction({
      type: "complete-task",
      area: "timeline",
      level: "edit",
      input: completeTaskSchema,
      label: (action) => `Mark "${action.title}" done on your timeline`,
      async run(scope, action) {
        await setTaskDone(scope.deps, scope.access, action.taskId, true);
        return `Marked "${action.title}" done on your timeline.`;
      },
      changes: ["timeline", "planning"],
      proposal: {
        tool: "propose_complete_task",
        description: "Propose checking off one of the couple's open timeline tasks (an id from get_planning_checklist); they confirm in the chat.",
        args: z.object({ task_id: z.string() }),
        toAction(args, facts) {
          const task = facts.tasks?.find((open) => open.id === args.task_id && !open.done);
          if (!task) return { error: "That is not one of the couple's open tasks; use an id from get_planning_checklist." };
          return { taskId: task.id, title: task.title };
        },
      },
    }),
  ],
  skills: [
    {
      // "Can we move everything that's overdue to this weekend": each overdue task, moved to the day named.
      intent: "reschedule-task",
      rank: 12,
      slotted: true,
      topic: "moving overdue tasks",
      recognizes: (t, facts) =>
        facts?.tasks !== undefined &&
        has(t, RESCHEDULE) &&
        (has(t, /\b(?:everything|all(?: of)? (?:the |our |my )?(?:tasks?|to-?dos?|ones?|stuff|things?)?|every (?:task|to-?do)|the overdue (?:tasks?|ones?|stuff|to-?dos?)|whatever)\b[^.?!]*\b(?:overdue|late|past due|behind)\b|\b(?:overdue|late|past due) (?:tasks?|ones?|stuff|to-?dos?|items?)\b/) ||
          // "Whatever's due in the next week, push it all back a week": the tasks in that window.
          (has(t, /\b(?:everything|whatever|all|anything)(?:'s| is| that'?s| that is)? (?:due|coming up)\b/) && taskWindowIn(t, facts.today, facts.profile?.weddingDate) !== undefined)),
      answer: ({ text, facts }) => answerRescheduleOverdue(text, facts),
    },
    {
      // "Move the cake tasting to friday", "push the officiant thing back a week": one of their tasks, moved.
      intent: "reschedule-task",
      rank: 13,
      slotted: true,
      topic: "moving a task",
      recognizes: (t, facts) =>
        facts?.tasks !== undefined &&
        has(t, RESCHEDULE) &&
        // "Reschedule the cake tasting" with no date: June asks for one.
        (has(t, /\b(?:to|until|till|til|back|out|forward|up|later|earlier|by)\b|\bfor (?:the )?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|next\b|this\b|tomorrow\b)/) || has(t, /^\W*(?:(?:please|pls|can you|could you|ok|okay)\s+)*(?:reschedule|postpone|move)\s+(?:the\s+|our\s+)?[a-z' -]{3,40}\W*$/)) &&
        !has(t, /\b(?:budget|wedding date|our date|the date of (?:the|our) wedding|venue|guests?|\$|dollars|bucks)\b/) &&
        taskNamedLooselyIn(t, facts.tasks.filter((task) => !task.done)) !== undefined,
      answer: ({ text, facts }) => answerRescheduleTask(text, facts),
    },
    {
      // "When's the menu due vs the RSVP deadline?": a task's date against the deadline for replies, ahead of either alone.
      intent: "task-vs-rsvp-deadline",
      rank: 3,
      slotted: true,
      topic: "a task against your RSVP deadline",
      recognizes: (t, facts) =>
        facts?.tasks !== undefined &&
        has(t, /\brsvp\w* (?:deadline|due date|cutoff|cut-off)\b|\bdeadline (?:for|on) (?:the )?rsvp\w*\b/) &&
        has(t, /\b(?:vs\.?|versus|compared|against|before|after|and|or|than)\b/) &&
        taskNamedIn(t.replace(/\brsvp\w*\b/g, " "), facts.tasks) !== undefined,
      answer: ({ text, facts }) => answerTaskAgainstRsvpDeadline(text, facts),
    },
    {
      // "When do we have to lock in the menu?", "did we do the venue walkthrough?": one of the couple's own tasks, named in other words.
      intent: "task-status",
      rank: 14,
      slotted: true,
      ownStatus: true,
      topic: "one of your tasks",
      recognizes: (t, facts) =>
        facts?.tasks !== undefined &&
        (has(t.replace(/^[^.?!:]{1,40}[.:,]\s+/, ""), /^\W*(?:(?:so|ok|okay|wait|hey|um|june|(?:can you |could you |pls |please )?(?:remind|tell) (?:me|us)(?: again)?)\W+)*(?:when|by when|what day|what date|did we|have we|has|is|are we|did|do we know when|how (?:long|much time) do we (?:have|get))\b/) ||
          has(t, /^\W*(?:(?:so|ok|okay|wait|hey|um|june|(?:can you |could you |pls |please )?(?:remind|tell) (?:me|us)(?: again)?)\W+)*(?:when|by when|what day|what date|did we|have we|has|is|are we|did|do we know when|how (?:long|much time) do we (?:have|get))\b|\b(?:deadline|due date) for\b|\b(?:deadline|due date|due|date)\W*$|\b(?:has|have|needs?|got) to be (?:\w+ ){1,3}(?:by )?when\W*$|\bwhen (?:did|do|are|were|should|did we say) we\b[^.?!]*\b(?:by|due|do (?:that|it|this)|done)\b|\bwhen is (?:that|it|this) (?:due|happening)\b|\b(?:have|did) we (?:done|do|finished|finish) (?:it|that|this)\b/) ||
          // "We still haven't sent the save the dates": where their own task stands, even said as news.
          has(t, /\b(?:we|i) (?:still )?(?:haven't|have not|didn't|did not|never|forgot to|still need to)\b/)) &&
        // "Remind me when the cake tasting is" asks for the date; "remind me to…" asks for a reminder.
        !has(t, /\b(pay\w*|paid|owe|deposits?|balances?|installments?|cost|price|pricier|cheaper|more expensive|budget|add|put|remind(?! (?:me|us) (?:again )?when\b)|mark|check|tick|delete|remove|rsvp\w*|guests?)\b|\b(?:anybody|anyone|any(?: good)? [a-z]+)\s+(?:around|near|in)\b/) &&
        taskAskedIn(t, facts.tasks) !== undefined,
      answer: ({ text, facts }) => answerTaskStatus(text, facts),
    },
    {
      intent: "mailing-dates",
      rank: 15,
      slotted: true,
      utterances: ["when do the invitations go out", "date to mail invites", "when should we send save the dates"],
      topic: "when to mail invitations",
      recognizes: (t) => has(t, /\b(invit\w*|invites?|save[- ]?the[- ]?dates?)\b/) && has(t, /\b(when|date|latest|by|deadline)\b/) && has(t, /\b(mail\w*|send\w*|sent|go out|get out|out by|post\w*)\b/) && !has(t, /\b(add|task|remind)\b/),
      answer: ({ text, facts }) => answerMailingDates(text, facts),
    },
    {
      // "What do we need to get done this week?": the couple's tasks in the window named, before the month's general advice.
      intent: "tasks-due",
      rank: 19,
      slotted: true,
      topic: "what's due soon",
      recognizes: (t, facts) =>
        taskWindowIn(t, facts?.today, facts?.profile?.weddingDate) !== undefined &&
        has(t, /\b(do|done|task|tasks|to-?dos?|checklist|need to|have to|get done|on (our|the) list|due|plate|agenda|knock(?:ed)? out|get through|finished|wrapped up|squared away|taken care of)\b/) &&
        !has(t, /\b(pay|paid|owe|payments?|deposits?|bills?|balances?|money|cost|costs|spend|spent|dollars|guests?|rsvp\w*|add|put|remind|weather|tip|mark|tick)\b|\bcheck (?:it|that|this|them) off\b|\$/),
      answer: ({ text, facts }) => answerTasksDue(text, facts),
    },
    {
      // "Add a to-do …", "put X on our list for March 3": an explicit request to add a task is a slot, ahead of a topic it mentions.
      intent: "add-task",
      rank: 18,
      slotted: true,
      topic: "adding a task",
      recognizes: (t, facts) =>
        // "Remind me to order the cake": a task for the couple themselves, dated or not (guests are reminded to RSVP, not "me").
        // "New to do: call the hotel about the room block": a task said as a heading.
        has(t, /^\W*(?:(?:ok|okay|so|hey|june)\W+)*(?:new |another |one more )?(?:to[- ]?do|task|reminder)\s*[:-]\s*\S/) ||
        (has(t, /^\W*((please|pls|can|could|would|will|you|u|hey|june)\W+)*remind (us|me)\b(?! (?:again )?(?:what|which|when|who|how|where|if|whether|of what)\b)(?:[^.?!]*?)? to\b/) && !has(t, /\b(rsvp\w*|reminders?)\b|\bguests? (?:to|who|that|about)\b/)) ||
        (has(t, /^\W*((please|pls|can|could|would|will|you|u|hey|june)\W+)*(add|put|set|make|create)\b/) &&
          (has(t, /\b(task|to[- ]?dos?|checklist|timeline|reminders?)\b/) || (has(t, /\b(on|to|onto) (my|our|the) (list|calendar)\b/) && !has(t, /\bguests?\b/) && facts !== undefined && dateFromText(t, facts.today, facts.profile?.weddingDate) !== undefined))) ||
        // "Can we get 'pick up the license' on the timeline", "confirm shuttle times needs to be on the timeline": a task said indirectly.
        has(t, /\b(?:can|could) (?:we|you|u|i) (?:get|put|stick)\b[^.?!]*\b(?:on|onto|in|to) (?:the|our|my) (?:timeline|checklist|to-?do list|calendar)\b|\b(?:needs?|has) to (?:be|go) (?:on|in) (?:the|our|my) (?:timeline|checklist|to-?do list|calendar)\b/) ||
        // "…and add buy shoes for next friday": add, a thing to do, and when.
        (has(t, /^\W*(?:(?:and|also|then|ok|okay|please|pls)\W+)*add (?!(?:a |an |the |my |our |his |her |\d|\$))[a-z]+\b/) && has(t, /\b(?:for|on|due|before|after) (?:next|this|the|\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|tomorrow|tonight)/) && !has(t, /\b(guests?|list|budget|expense|songs?|playlist|venues?|by|dance|processional|recessional|entrance)\b/) && facts !== undefined && dateFromText(t, facts.today, facts.profile?.weddingDate) !== undefined),
      answer: ({ text, facts }) => answerAddTask(text, facts),
    },
    {
      intent: "add-task",
      rank: 20,
      utterances: ["add a task to call the baker", "add book the florist to our checklist", "schedule ordering favors for next month", "put order the rings on our timeline for march 3", "add a to-do for two weeks before the wedding", "new task: pick up the dress by friday", "add pick up the license to our to-do list"],
      recognizes: (t) => has(t, /\badd\b.*\b(task|to-?do)\b|\badd\b.*\bto (my|our|the) (timeline|checklist|to-?do list)\b/),
      answer: ({ text, facts }) => answerAddTask(text, facts),
      capability: "Your timeline: what's due, and adding a task",
    },
    {
      // "What's left on our checklist?", "which to-dos are still open": the open tasks themselves, not the month's advice.
      intent: "tasks-open",
      rank: 21,
      slotted: true,
      topic: "what's left to do",
      recognizes: (t) =>
        has(t, /\b(?:checklist|to-?dos?|to-?do list|tasks?|timeline)\b/) &&
        has(t, /\b(?:left|remaining|still (?:open|to do|need to (?:do|get done))|open|undone|not done|unfinished|outstanding|haven't (?:done|finished|checked off))\b/) &&
        !has(t, /\b(?:pay\w*|paid|owe|deposits?|bills?|balances?|budget|money|add|put|remind|move|mark|check (?:it |that )?off|this week|next week|this month|next month|today|tomorrow|overdue)\b/),
      answer: ({ facts }) => answerOpenTasks(facts),
    },
    {
      // "Which is due first, the dj payment or the save-the-dates?", "how long between the menu and the last catering
      // payment", "is the caterer's deposit more than the venue's": two of the couple's tasks or payments side by side.
      intent: "timeline-compare",
      rank: 16,
      slotted: true,
      topic: "two deadlines compared",
      recognizes: (t, facts) => facts !== undefined && !has(t, /\b(?:add|put|move|push|mark|remind|set|delete|remove)\b/) && comparedThingsIn(t, facts) !== undefined,
      answer: ({ text, facts }) => answerComparison(text, facts),
    },
    {
      // "Once the officiant is booked, what's the next deadline after that": the task due next after one named.
      intent: "timeline-next-after",
      rank: 17,
      slotted: true,
      topic: "what comes next",
      recognizes: (t, facts) => facts !== undefined && !has(t, /\b(?:add|put|move|push|mark|remind|set|delete|remove|pay\w*)\b/) && nextAfterAsked(t, facts) !== undefined,
      answer: ({ text, facts }) => answerNextAfter(text, facts),
    },
    {
      // "Did we already miss any deadlines?": a deadline is a task's due date or a payment's, so both are looked at.
      intent: "timeline",
      rank: 21,
      slotted: true,
      topic: "missed deadlines",
      recognizes: (t) =>
        has(t, /\b(?:miss(?:ed)?|blow(?:n)?|blew|slip(?:ped)? past|forg[eo]t(?:ten)?) (?:any|a|an|some|the|our|any of (?:the|our)) ?(?:\w+ )?(?:deadlines?|due dates?)\b|\b(?:any|which|what) (?:deadlines?|due dates?) (?:did|have) (?:we|i) (?:miss(?:ed)?|blow(?:n)?|blew)\b|\b(?:are|r) (?:we|u) (?:late|behind) on (?:anything|any ?thing)\b|\bwhat (?:else )?(?:are|r) (?:we|u) (?:late|behind) (?:on|with)\b|\bwhat else is (?:overdue|late|past due)\b|\b(?:what|which|anything)\b[^.?!]*\b(?:(?:was|were|am|are) (?:i|we) supposed to|(?:i|we) (?:was|were|am|are|'m|'re) supposed to|should (?:i|we)) (?:have )?(?:done|finished|gotten done|got done|do|finish)\b[^.?!]*\b(?:already|by now)\b|\b(?:what|which|anything)\b[^.?!]*\b(?:should|supposed to) have (?:been )?(?:done|finished)\b/) &&
        !has(t, /\b(?:rsvp\w*|guests?|add|put|remind(?! (?:me|us) (?:again )?(?:what|which|of))|move|mark)\b/),
      answer: ({ text, facts }) => answerMissedDeadlines(text, facts),
    },
    {
      // "What have we let slide past the due date?": the couple's overdue tasks, named.
      intent: "timeline",
      rank: 22,
      slotted: true,
      topic: "what's overdue",
      recognizes: (t) =>
        has(t, /\b(?:past (?:the |its |their )?due dates?|overdue|let (?:\w+ )?slide|slid|slipped|fallen behind|fell behind|dropped the ball|behind on)\b/) &&
        has(t, /\b(what|which|anything|list|show|tell)\b/) &&
        !has(t, /\b(pay\w*|paid|owe|deposits?|bills?|balances?|invoices?|guests?|rsvp\w*|money(?:[- ]?wise)?|financ\w*|budget)\b/),
      answer: ({ text, facts }) => answerTimeline(text, facts),
    },
    {
      // "What have we already checked off?": the couple's done tasks, not the month's advice.
      intent: "tasks-done",
      rank: 21,
      slotted: true,
      topic: "what you've done",
      recognizes: (t) =>
        has(t, /\b(what|which|anything|list)\b/) &&
        has(t, /\b(checked off|ticked off|crossed off|already done|done so far|(?:have|did) we (?:already )?(?:done|finished|completed)|completed|finished)\b/) &&
        has(t, /\b(we|we've|our|us)\b/) &&
        !has(t, /\b(pay\w*|paid|guests?|rsvp\w*|mark|add|remind)\b/),
      answer: ({ facts }) => answerTasksDone(facts),
    },
    {
      intent: "complete-task",
      rank: 30,
      utterances: ["mark the florist task as done", "check off the hotel block", "we booked the photographer, tick it off", "cross off order invitations", "the cake tasting happened, mark it done", "mark the hair trial complete", "that task is finished"],
      slotted: true,
      recognizes: (t, facts) =>
        has(t, /\b(mark|check off|tick off|cross off)\b.*\b(done|complete|completed|finished|off)\b|\b(check|tick|cross|mark) (?:(?:it|that|this|those|these|them|both|all|both of them|all of them|em)(?: one| ones| task| tasks| item| items)? )?off\b/) ||
        // "Officiant's booked 🙌", "the rings are ordered!!": one open task's thing, said done as news.
        // "Once the officiant is booked, what's next" supposes it, not news that it is.
        (has(t, /^\W*(?:(?:ok|okay|so|yay|omg|update)\W+)*(?!(?:once|when|after|if|until|as soon as|before)\b)(?:the |our )?[a-z' -]{3,30}?(?:'s| is| are) (?:all |finally |officially )?(?:booked|done|ordered|sent|mailed|finished|sorted|handled|taken care of|scheduled|reserved|signed|paid)\b(?![^.?!]*\?)/) && facts?.tasks !== undefined && taskNamedLooselyIn(t, facts.tasks.filter((task) => !task.done)) !== undefined),
      answer: ({ text, facts }) => answerCompleteTask(text, facts),
    },
    {
      intent: "timeline",
      rank: 150,
      utterances: ["what should we do this month", "what's next on our checklist", "what is overdue", "tasks due in the next few days", "anything late on our plan", "where do we start", "what should we be doing now", "what tasks are coming up", "are we on track", "date to post the invitations", "invitation mailing date", "final balance due date for the venue", "time left before replies close", "we're overwhelmed, first step?", "what's on our to-do list"],
      recognizes: (t) =>
        has(t, /\b(this month|next|to[- ]do|todo|timeline|checklist|overdue|tasks?|coming up|should (we|i) (do|be doing|start)|what now|where (?:(?:do|should|would) (?:we|i) )?(?:even )?(?:start|begin)|where to (?:even )?(?:start|begin)|(?:first|next) steps?|get started|on track|behind)\b/),
      answer: ({ text, facts }) => answerTimeline(text, facts),
      capability: "What to do this month for your wedding date",
    },
  ],
  overview: async (scope) => ({ timeline: await timelineSummary(scope.deps, scope.access.coupleId) }),
});
