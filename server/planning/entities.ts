import * as chrono from "chrono-node";
import Fuse from "fuse.js";
import { BUDGET_CATEGORIES, formatCents, type BudgetCategoryId } from "../../domain/budget.ts";
import { CITIES } from "../../domain/cities.ts";
import type { VendorCategorySlug } from "../../domain/vendor-categories.ts";

/**
 * What the built-in engine reads out of a message, shared by every module's skills: amounts, dates, the
 * product's vocabularies (budget and vendor categories), and the ways June writes money and places.
 */

const CATEGORY_WORDS: readonly [RegExp, BudgetCategoryId][] = [
  [/\bvideo(graph(y|er|ers))?\b|\bfilm(maker)?\b/, "videography"],
  [/\bphoto(s|graphy|grapher|graphers)?\b/, "photography"],
  [/\bcater(ing|er|ers)?\b|\bfood\b|\bbar\b|\bdrinks?\b/, "catering"],
  [/\bflow(er|ers)\b|\bflorists?\b|\bdecor\b|\bcenterpieces?\b/, "flowers"],
  [/\bmusic\b|\bdj\b|\bband\b|\bentertainment\b/, "music"],
  [/\bcakes?\b|\bdesserts?\b|\bbakery\b|\bbakers?\b/, "cake"],
  [/\binvitations?\b|\bstationery\b|\bsave[- ]the[- ]dates?\b/, "stationery"],
  [/\bplanners?\b|\bcoordinat(or|ion)\b/, "planner"],
  [/\btransportation\b|\bshuttles?\b|\blimo\b|\bcar\b/, "transportation"],
  [/\bofficiant\b/, "officiant"],
  [/\bfavors?\b|\bgifts?\b/, "favors"],
  [/\bcontingency\b|\bcushion\b|\bbuffer\b/, "contingency"],
  [/\battire\b|\bdress\b|\bsuit\b|\btux(edo)?\b|\bhair\b|\bmakeup\b|\bbeauty\b/, "attire"],
  [/\bvenues?\b|\breception (hall|space|site)\b/, "venue"],
];

/** The budget category a message is about, if it names one. */
export function categoryIn(text: string): BudgetCategoryId | undefined {
  const lower = text.toLowerCase();
  return CATEGORY_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
}

/** The directory category of each budget category that has one. */
export const BUDGET_TO_VENDOR: Partial<Record<BudgetCategoryId, VendorCategorySlug>> = {
  photography: "photographers",
  videography: "videographers",
  catering: "caterers",
  music: "djband",
  flowers: "florists",
  planner: "weddingplanners",
  cake: "bakers",
  attire: "hairmakeup",
  transportation: "transportation",
  officiant: "officiants",
};
export const VENDOR_TO_BUDGET = Object.fromEntries(Object.entries(BUDGET_TO_VENDOR).map(([budget, vendor]) => [vendor, budget])) as Partial<Record<VendorCategorySlug, BudgetCategoryId>>;

/** The directory category a message asks about, if any. */
export function vendorCategoryIn(text: string): VendorCategorySlug | undefined {
  const lower = text.toLowerCase();
  if (/\bbartend(er|ers|ing)\b/.test(lower)) return "bartenders";
  if (/\bdecorators?\b|\bdecor\b/.test(lower)) return "decorators";
  if (/\bhair\b|\bmakeup\b|\bmake-up\b/.test(lower)) return "hairmakeup";
  const budgetCategory = categoryIn(text);
  return budgetCategory ? BUDGET_TO_VENDOR[budgetCategory] : undefined;
}

/** "$4,500", "4500 dollars", "4.5k" → cents; undefined when no amount is named. */
export function amountIn(text: string): number | undefined {
  const match = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b|thousand\b|dollars\b|bucks\b)/i.exec(text);
  if (!match) return undefined;
  const whole = (match[1] ?? match[4] ?? "0").replace(/,/g, "");
  const fraction = match[2] ?? match[5] ?? "";
  const unit = (match[3] ?? match[6] ?? "").toLowerCase();
  const dollars = Number(`${whole}.${fraction || "0"}`);
  const scaled = unit === "k" || unit === "thousand" ? dollars * 1000 : dollars;
  return Math.round(scaled * 100);
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_DATE = /\b(?:(?:by|on|due|before)\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/i;
const ISO_DATE = /\b(?:(?:by|on|due|before)\s+)?(\d{4}-\d{2}-\d{2})\b/i;

function isCalendarDateLike(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A date the message names ("2027-03-01", "by March 3", "on Jan 5, 2027"): the next such day from today when no year is given. */
export function dateIn(text: string, today: string): { date: string; match: string } | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso && isCalendarDateLike(iso[1]!)) return { date: iso[1]!, match: iso[0] };
  const named = MONTH_DATE.exec(text);
  if (!named) return undefined;
  const month = MONTHS.findIndex((m) => m.startsWith(named[1]!.toLowerCase().slice(0, 3))) + 1;
  const day = Number(named[2]);
  const pad = (n: number) => String(n).padStart(2, "0");
  let year = named[3] ? Number(named[3]) : Number(today.slice(0, 4));
  let date = `${year}-${pad(month)}-${pad(day)}`;
  if (!isCalendarDateLike(date)) return undefined;
  if (!named[3] && date < today) {
    year += 1;
    date = `${year}-${pad(month)}-${pad(day)}`;
  }
  return isCalendarDateLike(date) ? { date, match: named[0] } : undefined;
}

/** Whole dollars from cents, as June writes money: "$4,500". */
export const dollars = (cents: number) => formatCents(cents, { wholeDollars: true });
/** Whole dollars from dollars. */
export const usd = (wholeDollars: number) => formatCents(wholeDollars * 100, { wholeDollars: true });
/** A city's name from its id ("columbus" → "Columbus"). */
export const cityName = (id: string | null | undefined) => CITIES.find((c) => c.id === id)?.name;
export const categoryName = (id: BudgetCategoryId) => BUDGET_CATEGORIES.find((c) => c.id === id)!.name;
/** Tests a message against a pattern (skills read clearer with it). */
export const has = (text: string, pattern: RegExp) => pattern.test(text);

/** The words of a message worth matching against names (three letters or more, possessives dropped). */
function nameTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}'’-]+/u)
    .filter((word) => word.length >= 3);
}

/**
 * The items a message names, matched fuzzily (fuse.js) word by word against their name fields, so
 * "vegitarian", "the abernathys" or "raymond pike's" still find theirs. Items are returned best first:
 * the most of the message's words matched, then the closest. `threshold` is fuse.js's (0 exact, 1 anything).
 */
export function namedIn<T>(text: string, items: readonly T[], fields: (item: T) => string[], threshold = 0.22, ignore: ReadonlySet<string> = new Set()): T[] {
  if (items.length === 0) return [];
  const rows = items.map((item, index) => ({ index, words: fields(item).flatMap((f) => f.toLowerCase().split(/\s+/)).filter((w) => w.length >= 3) }));
  const fuse = new Fuse(rows, { keys: ["words"], includeScore: true, threshold, ignoreLocation: true, minMatchCharLength: 3 });
  const hits = new Map<number, { words: number; score: number }>();
  for (const token of nameTokens(text).filter((word) => !ignore.has(word))) {
    for (const hit of fuse.search(token)) {
      // A word must match a whole name word closely, not just share a few letters ("cominG" is not "Gina").
      const closest = Math.min(...hit.item.words.map((w) => Math.abs(w.length - token.length)));
      if (closest > 2) continue;
      const seen = hits.get(hit.refIndex) ?? { words: 0, score: 0 };
      hits.set(hit.refIndex, { words: seen.words + 1, score: seen.score + (hit.score ?? 0) });
    }
  }
  return [...hits.entries()].sort(([, a], [, b]) => b.words - a.words || a.score - b.score).map(([index]) => items[index]!);
}

/**
 * A date the message names, read by chrono-node relative to today ("next month", "by March 3", "in two
 * weeks", "2027-03-01"), or relative to the wedding ("two weeks before the wedding"). A bare month
 * ("next month") is its first day. Undefined when the message names no date.
 */
export function dateFromText(text: string, today: string, weddingDate?: string | null): { date: string; match: string } | undefined {
  const relative = /\b((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:days?|weeks?|months?))\s+(before|after)\s+(?:the|our)\s+(?:wedding|big day)\b/i.exec(text);
  if (relative && weddingDate) {
    const span = chrono.parse(`in ${relative[1]}`, new Date(`${weddingDate}T12:00:00Z`), { forwardDate: true })[0];
    if (span) {
      const ahead = Math.round((span.start.date().getTime() - new Date(`${weddingDate}T12:00:00Z`).getTime()) / 86_400_000);
      return { date: addDaysIso(weddingDate, relative[2]!.toLowerCase() === "before" ? -ahead : ahead), match: relative[0] };
    }
  }
  const [parsed] = chrono.parse(text, new Date(`${today}T12:00:00Z`), { forwardDate: true });
  if (!parsed) return undefined;
  const start = parsed.start;
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${start.get("year")}-${pad(start.get("month") ?? 1)}-${pad(start.isCertain("day") ? (start.get("day") ?? 1) : 1)}`;
  if (!isCalendarDateLike(date)) return undefined;
  return { date, match: parsed.text };
}

function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
