import { addDays } from "../../../domain/dates.ts";

/**
 * The machine checks of June's quality set: generous on wording (any order, case, punctuation, a first
 * name for a full one), strict on facts (the number, name, date or action must be the fixture's).
 */

export interface JuneAnswer {
  reply: string;
  actions: ({ type: string } & Record<string, unknown>)[];
}

export interface Check {
  /** What the reply must do, as the failure list prints it. */
  label: string;
  ok(answer: JuneAnswer): boolean;
  /** Judges the proposed actions (a question without one gets its kind's default). */
  aboutActions?: true;
}

/** Curly quotes and dashes as plain ones, runs of space as one, lower case. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
type Pattern = string | RegExp;
const found = (text: string, pattern: Pattern) => (typeof pattern === "string" ? normalize(text).includes(normalize(pattern)) : pattern.test(normalize(text)));

/** Any of the patterns appears (words, phrases or regular expressions, matched on the normalized reply). */
export function mentions(label: string, ...patterns: Pattern[]): Check {
  return { label, ok: ({ reply }) => patterns.some((p) => found(reply, p)) };
}

/** None of the patterns appears. */
export function avoids(label: string, ...patterns: Pattern[]): Check {
  return { label, ok: ({ reply }) => !patterns.some((p) => found(reply, p)) };
}

/** A person is named: their full name, or their first and last names both present. */
export function namesPerson(reply: string, first: string, last: string): boolean {
  const text = normalize(reply);
  if (text.includes(normalize(`${first} ${last}`))) return true;
  const word = (w: string, plural = "") => new RegExp(`(^|[^a-z])${escape(normalize(w))}${plural}([^a-z]|$)`).test(text);
  // "Patrick" in a line about "the Brennans" names Patrick Brennan.
  return word(first) && word(last, "(?:s|es|'s)?");
}

export interface Person {
  firstName: string;
  lastName: string;
}

/** At least `n` of these people are named (all of them when there are fewer). */
export function namesAtLeast(n: number, people: readonly Person[], label: string): Check {
  const need = Math.min(n, people.length);
  return {
    label: `${label} (at least ${need} of ${people.map((p) => `${p.firstName} ${p.lastName}`).join(", ")})`,
    ok: ({ reply }) => people.filter((p) => namesPerson(reply, p.firstName, p.lastName)).length >= need,
  };
}

/** A whole number as a count: "12", not part of "$12", "120" or "2027-12-01". Small counts may be words. */
export function countPattern(n: number): RegExp {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
  const digits = n.toLocaleString("en-US").replace(/,/g, ",?");
  const word = n < words.length ? `|\\b${words[n]}\\b` : "";
  return new RegExp(`(^|[^$\\d.,/-])${digits}(?![\\d,]*\\d)(?!\\.\\d)(?!/)${word}`);
}

/** A normalized reply with its calendar dates taken out ("due mon, dec 21, 2026"): their day and year are no counts. */
export function withoutDates(text: string): string {
  const month = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
  return text.replace(new RegExp(`\\b${month}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, "g"), " ");
}

export function count(n: number, label: string): Check {
  return { label: `${label}: ${n}`, ok: ({ reply }) => countPattern(n).test(withoutDates(normalize(reply))) };
}

/** An amount of money: "$13,800", "$13800", "$13,800.00" or "$13.8k"; an amount with cents also as whole dollars ("$2,733.33" or "$2,733"). */
export function moneyPattern(cents: number): RegExp {
  const abs = Math.abs(cents);
  const digits = (dollars: number) => dollars.toLocaleString("en-US").replace(/,/g, ",?");
  const rounded = Math.round(abs / 100);
  const forms = [`${digits(rounded)}(?:\\.00)?`];
  if (abs % 100 !== 0) forms.push(`${digits(Math.floor(abs / 100))}\\.${String(abs % 100).padStart(2, "0")}`);
  const thousands = rounded >= 1000 && rounded % 100 === 0 ? `|\\$\\s?${String(rounded / 1000).replace(".", "\\.")}\\s?k\\b` : "";
  return new RegExp(`\\$\\s?(?:${forms.join("|")})(?![\\d,]*\\d)(?!\\.\\d)${thousands}`);
}

export function money(cents: number, label: string): Check {
  const shown = `$${Math.round(cents / 100).toLocaleString("en-US")}`;
  return { label: `${label}: ${shown}`, ok: ({ reply }) => moneyPattern(cents).test(normalize(reply)) };
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** Every calendar date written in the reply ("June 12", "Jun 12, 2027", "6/12/2027", "2027-06-12"), year inferred from `today`. */
export function datesIn(reply: string, today: string): string[] {
  const text = normalize(reply);
  const [ty] = today.split("-").map(Number) as [number];
  const out: string[] = [];
  const push = (y: number | undefined, m: number, d: number) => {
    if (m < 1 || m > 12 || d < 1 || d > 31) return;
    const iso = (year: number) => `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (y) out.push(iso(y));
    else {
      // Without a year: the next such day from today (the plan looks forward), and the one just past.
      out.push(iso(ty), iso(ty + 1), iso(ty - 1));
    }
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) push(Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g)) push(m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : undefined, Number(m[1]), Number(m[2]));
  const month = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
  const monthNumber = (name: string) => MONTHS.findIndex((full) => full.startsWith(name.slice(0, 3))) + 1;
  for (const m of text.matchAll(new RegExp(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`, "g"))) push(m[3] ? Number(m[3]) : undefined, monthNumber(m[1]!), Number(m[2]));
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${month}(?:,?\\s+(\\d{4}))?`, "g"))) push(m[3] ? Number(m[3]) : undefined, monthNumber(m[2]!), Number(m[1]));
  return out;
}

/** The reply names this calendar date (any usual way of writing it). */
export function date(iso: string, label: string, today: string): Check {
  return { label: `${label}: ${iso}`, ok: ({ reply }) => datesIn(reply, today).includes(iso) };
}

/** The reply names a date between `from` and `to` (both included). */
export function dateWithin(from: string, to: string, label: string, today: string): Check {
  return { label: `${label}: a date from ${from} to ${to}`, ok: ({ reply }) => datesIn(reply, today).some((d) => d >= from && d <= to) };
}

// ---------------------------------------------------------------------------------------------------
// Actions

/** No action is proposed. */
export const noAction: Check = { label: "proposes no action", ok: ({ actions }) => actions.length === 0, aboutActions: true };

/** Only actions of these types, if any (an offer that fits the question, never an unrelated one). */
export function onlyActions(types: readonly string[]): Check {
  return {
    label: types.length ? `proposes nothing but ${types.join(" or ")}` : "proposes no action",
    ok: ({ actions }) => actions.every((a) => types.includes(a.type)),
    aboutActions: true,
  };
}

/** Exactly the expected kind of action, the first one matching the fields. */
export function action(type: string, fields: (a: Record<string, unknown>) => boolean, label: string): Check {
  return { label: `proposes ${type}: ${label}`, ok: ({ actions }) => actions.some((a) => a.type === type && fields(a)), aboutActions: true };
}

/** Nothing but a confirmable delete may be attached (never an unrelated action). */
export const onlyDeleteActions: Check = {
  label: "proposes nothing unrelated (only a confirmable delete, if anything)",
  ok: ({ actions }) => actions.every((a) => /delete|remove|clear/i.test(a.type)),
  aboutActions: true,
};

export const dueWithin = (from: string, to: string) => (a: Record<string, unknown>) => typeof a.dueDate === "string" && a.dueDate >= from && a.dueDate <= to;
export const dueAround = (iso: string, slackDays = 1) => dueWithin(addDays(iso, -slackDays), addDays(iso, slackDays));

// ---------------------------------------------------------------------------------------------------
// Typical wordings of a plain no, a warning with a confirmation, and an honest "not found"

export const REFUSAL = /\b(can(?:no|')t|cannot|won't|will not|not able to|unable to|isn't something i|not something i|don't have access|no access|not allowed|only (?:see|access|help with|show|share|read)\b[^.]*\b(?:your|you)|(?:private|privacy)|against (?:the|our) (?:rules|terms|policy))/;
export const CONFIRMATION = /\b(are you sure|please confirm|confirm|can(?:no|')t be undone|cannot be undone|permanent(?:ly)?|double-check|really want|irreversible|no going back)\b/;
export const NOT_FOUND = /\b(couldn't find|could not find|can't find|cannot find|don't see|do not see|didn't find|no (?:venue|vendor|listing|match)\w* (?:called|named|by that name)|not (?:in|on|part of) (?:our|the|serviceberry's) (?:catalog|directory|listings?|list)|isn't (?:listed|in (?:our|the))|not listed|don't have (?:a |any )?(?:venue|vendor|listing)|doesn't (?:appear|show up)|no results?)\b/;
export const NONE_MATCH = /\b(no |none|couldn't find|could not find|don't see|do not see|nothing|not finding|no exact|closest|isn't any|aren't any)\b/;
