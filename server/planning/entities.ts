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
  // A photo booth is entertainment, not photography.
  [/\bphoto ?booths?\b/, "music"],
  [/\bvideo(graph(y|er|ers))?\b|\bfilm(maker)?\b|\bvideog(?:s)?\b/, "videography"],
  [/\bphoto(s|graphy|grapher|graphers)?\b|\bphotogs?\b|\btake (?:the )?pictures\b/, "photography"],
  [/\bcater(ing|er|ers)?\b|\bfood\b|\bbar\b|\bdrinks?\b/, "catering"],
  [/\bflow(er|ers)\b|\bflorals?\b|\bflorists?\b|\bdecor\b|\bcenterpieces?\b/, "flowers"],
  [/\bmusic\b|\bdjs?\b|\bbands?\b|\bentertainment\b/, "music"],
  [/\bcakes?\b|\bdesserts?\b|\bbakery\b|\bbakers?\b/, "cake"],
  [/\binvitations?\b|\bstationery\b|\bsave[- ]the[- ]dates?\b/, "stationery"],
  [/\bplanners?\b|\bcoordinat(or|ion)\b/, "planner"],
  [/\btransportation\b|\bshuttles?\b|\blimos?\b|\blimousines?\b|\bcar\b/, "transportation"],
  // "We booked Pastor Jim to marry us": whoever marries them is the officiant.
  [/\bofficiants?\b|\b(?:marriage )?licen[sc]e\b|\b(?:pastor|priest|rabbi|minister|reverend|rev\.?|imam|celebrant|justice of the peace)\b|\b(?:to )?(?:marry|officiate) (?:us|the wedding|our wedding)\b/, "officiant"],
  // Words from the categories' own descriptions, for what people buy rather than whom they hire.
  [/\bpostage\b|\bstamps\b/, "stationery"],
  [/\blinens?\b|\blighting\b/, "flowers"],
  [/\bparking\b|\bgetaway\b/, "transportation"],
  [/\balterations?\b|\bveil\b/, "attire"],
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

/**
 * "Put the dj at 2800. no wait, 2600", "add a task for friday, actually make it next tuesday": what follows
 * the last correction, where the amount or date that counts is said. Undefined when nothing is corrected.
 */
export function correctionIn(text: string): { before: string; after: string } | undefined {
  const markers = [...text.matchAll(/(?:^|[\s,.;:!?-])(?:no wait|wait no|wait,? no|no no|actually|sorry|i mean|scratch that|make (?:that|it)|correction|oops|on second thought)\b[,:]?\s*/gi)];
  const last = markers.at(-1);
  if (!last || last.index === undefined || last.index === 0) return undefined;
  const after = text.slice(last.index + last[0].length).trim();
  return after ? { before: text.slice(0, last.index), after } : undefined;
}

/** The words that named the budget category ("photo booth", "limo"), as written in the message. */
export function categoryPhraseIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const [pattern] of CATEGORY_WORDS) {
    const match = pattern.exec(lower);
    if (match) return match[0];
  }
  return undefined;
}

/** Every budget category a message names, in the order named ("catering vs the venue", "food plus flowers"). */
export function categoriesIn(text: string): BudgetCategoryId[] {
  const lower = text.toLowerCase();
  const found: { id: BudgetCategoryId; at: number }[] = [];
  for (const [pattern, id] of CATEGORY_WORDS) {
    const match = new RegExp(pattern.source, "g").exec(lower);
    if (match && !found.some((f) => f.id === id)) found.push({ id, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
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
  if (/\bbartend(er|ers|ing)\b|\b(?:bar service|hosted bar|mobile bar|bar company|bar staff)\b/.test(lower)) return "bartenders";
  if (/\bdecorators?\b|\bdecor\b/.test(lower)) return "decorators";
  if (/\bhair\b|\bmakeup\b|\bmake-up\b/.test(lower)) return "hairmakeup";
  const budgetCategory = categoryIn(text);
  return budgetCategory ? BUDGET_TO_VENDOR[budgetCategory] : undefined;
}

/** Every directory category a message names, in the order named ("a florist and a baker", "bartenders? and transportation"). */
export function vendorCategoriesIn(text: string): VendorCategorySlug[] {
  const lower = text.toLowerCase();
  const found: { slug: VendorCategorySlug; at: number }[] = [];
  const add = (slug: VendorCategorySlug | undefined, at: number) => {
    if (slug && !found.some((f) => f.slug === slug)) found.push({ slug, at });
  };
  for (const [pattern, slug] of [[/\bbartend(?:er|ers|ing)\b|\b(?:bar service|hosted bar|mobile bar|bar company|bar staff)\b/, "bartenders"], [/\bdecorators?\b|\bdecor\b/, "decorators"], [/\bhair\b|\bmakeup\b|\bmake-up\b/, "hairmakeup"]] as const) {
    const match = pattern.exec(lower);
    if (match) add(slug, match.index);
  }
  for (const [pattern, id] of CATEGORY_WORDS) {
    const match = new RegExp(pattern.source, "g").exec(lower);
    // Hair and makeup are attire's words too; the directory reads them as their own category above.
    // "Bar service", "a hosted bar": the bar is the bartenders', not the caterer's, when bartenders are named.
    const barOnly = id === "catering" && /^bar$/.test(match?.[0] ?? "") && found.some((f) => f.slug === "bartenders");
    if (match && !barOnly && !(id === "attire" && found.some((f) => f.slug === "hairmakeup"))) add(BUDGET_TO_VENDOR[id], match.index);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.slug);
}

/** "$4,500", "4500 dollars", "4.5k" → cents; undefined when no amount is named. */
export function amountIn(text: string): number | undefined {
  const match = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b|thousand\b|dollars?\b|bucks\b)/i.exec(text);
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
/** Everyday short forms of first names, each with the names it may stand for ("Lori" for Lorraine, "Dani" for Danielle). */
const NICKNAMES: Record<string, string[]> = {
  abby: ["abigail"], alex: ["alexander", "alexandra", "alexis"], andy: ["andrew"], becca: ["rebecca"], becky: ["rebecca"], ben: ["benjamin"],
  beth: ["elizabeth", "bethany"], bill: ["william"], billy: ["william"], bob: ["robert"], bobby: ["robert"], cathy: ["catherine"], charlie: ["charles", "charlotte"],
  chris: ["christopher", "christine", "christina"], dan: ["daniel"], dani: ["danielle", "daniela", "daniel"], danny: ["daniel"], dave: ["david"], deb: ["deborah"],
  debbie: ["deborah"], ed: ["edward"], eddie: ["edward"], ellie: ["eleanor", "elena", "elizabeth"], fran: ["frances", "francesca"], frankie: ["frances", "francis"],
  gabby: ["gabriela", "gabrielle"], greg: ["gregory"], jen: ["jennifer"], jenny: ["jennifer"], jim: ["james"], jimmy: ["james"], jo: ["joanna", "josephine"],
  joe: ["joseph"], joey: ["joseph"], kate: ["katherine", "kathryn", "catherine"], katie: ["katherine", "kathryn", "catherine"], kathy: ["katherine", "kathryn"],
  liz: ["elizabeth"], lizzie: ["elizabeth"], lori: ["lorraine", "lorena"], maddie: ["madeline", "madison", "madeleine"], maggie: ["margaret"], matt: ["matthew"],
  meg: ["margaret", "megan"], mike: ["michael"], mikey: ["michael"], nate: ["nathan", "nathaniel"], nick: ["nicholas"], nicky: ["nicholas", "nicole"], pat: ["patrick", "patricia"],
  patty: ["patricia"], peggy: ["margaret"], rich: ["richard"], rick: ["richard"], rob: ["robert"], sam: ["samuel", "samantha"], steve: ["steven", "stephen"],
  sue: ["susan", "suzanne"], susie: ["susan"], ted: ["edward", "theodore"], teddy: ["theodore", "edward"], tim: ["timothy"],
  tom: ["thomas"], tommy: ["thomas"], tony: ["anthony"], vicky: ["victoria"], will: ["william"], zach: ["zachary"], izzy: ["isabel", "isabella"], lexi: ["alexis", "alexandra"],
};

/** The formal first names a message's short forms may stand for ("is lori coming" → ["lorraine", "lorena"]). */
export function formalNamesIn(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .flatMap((word) => NICKNAMES[word] ?? []);
}

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
  const fuse = new Fuse(rows, { keys: ["words"], includeScore: true, includeMatches: true, threshold, ignoreLocation: true, minMatchCharLength: 3 });
  const hits = new Map<number, { words: number; score: number }>();
  for (const token of nameTokens(text).filter((word) => !ignore.has(word))) {
    for (const hit of fuse.search(token)) {
      // A word must match a whole name word closely, not just share a few letters ("cominG" is not "Gina").
      // The word fuse.js matched is the one judged ("the" found in "Theodora" is not "Margo", who happens to be as short).
      const matched = hit.matches?.flatMap((m) => (m.value ? [m.value] : [])) ?? hit.item.words;
      const closest = Math.min(...matched.map((w) => Math.abs(w.length - token.length)));
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
  const relative = /\b((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:days?|weeks?|months?))\s+(before|after)\s+(?:(?:the|our)\s+)?(?:wedding|big day)\b/i.exec(text);
  if (relative && weddingDate) {
    const span = chrono.parse(`in ${relative[1]}`, new Date(`${weddingDate}T12:00:00Z`), { forwardDate: true })[0];
    if (span) {
      const ahead = Math.round((span.start.date().getTime() - new Date(`${weddingDate}T12:00:00Z`).getTime()) / 86_400_000);
      return { date: addDaysIso(weddingDate, relative[2]!.toLowerCase() === "before" ? -ahead : ahead), match: relative[0] };
    }
  }
  const near = weddingDate ? nearWeddingIn(text, weddingDate) : undefined;
  if (near) return { date: near.date, match: near.match };
  const spoken = spokenDateIn(text, today, weddingDate);
  if (spoken) return spoken;
  // "Mid next month", "end of march", "early january": chrono finds the month; the part of it sets the day.
  // "By the end of jan": "the" goes with the date, and a short month is read as the month it stands for.
  const part = /\b(?:the\s+)?(mid|middle of|end of|late|early|beginning of|start of)[\s-]+(next month|this month|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)\b/i.exec(text);
  if (part) {
    const monthSaid = part[2]!.toLowerCase();
    const fullMonth = /^(?:next|this) month$/.test(monthSaid) ? monthSaid : (MONTHS.find((name) => name.startsWith(monthSaid.slice(0, 3))) ?? monthSaid);
    const [month] = chrono.parse(fullMonth, new Date(`${today}T12:00:00Z`), { forwardDate: true });
    if (month) {
      const year = month.start.get("year")!;
      const monthNumber = month.start.get("month")!;
      const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
      const which = part[1]!.toLowerCase();
      const day = which.startsWith("mid") ? 15 : which === "end of" ? last : which === "late" ? Math.min(25, last) : 5;
      return { date: `${year}-${String(monthNumber).padStart(2, "0")}-${String(day).padStart(2, "0")}`, match: part[0] };
    }
  }
  const [parsed] = chrono.parse(text, new Date(`${today}T12:00:00Z`), { forwardDate: true });
  if (!parsed) return dayOfMonthIn(text, today);
  const start = parsed.start;
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${start.get("year")}-${pad(start.get("month") ?? 1)}-${pad(start.isCertain("day") || start.isCertain("weekday") ? (start.get("day") ?? 1) : 1)}`;
  if (!isCalendarDateLike(date)) return undefined;
  return { date, match: parsed.text };
}

/**
 * Dates people say that chrono-node reads wrong or not at all, each worked out from today or the wedding:
 * holidays ("the weekend after thanksgiving", "before xmas", "memorial day weekend"), "the day after
 * tomorrow", "a week from friday", "monday after next", "the end of the year (week, month)", "the week of
 * the wedding", "on the big day", and a planner's "six weeks out" (before the wedding).
 */
function spokenDateIn(text: string, today: string, weddingDate?: string | null): { date: string; match: string } | undefined {
  const holiday = new RegExp(`\\b(?:(?:the\\s+)?(day|week|weekend)\\s+(before|after)\\s+|(before|after)\\s+)?(${HOLIDAY_NAMES})(\\s+weekend)?\\b`, "i").exec(text);
  if (holiday) {
    const name = holiday[4]!.toLowerCase().replace(/[’']/g, "").replace(/\s+/g, " ");
    const rule = HOLIDAYS.find(([pattern]) => pattern.test(name.replace(/\./g, "")))?.[1];
    if (rule) {
      const [unit, side] = [holiday[1]?.toLowerCase(), (holiday[2] ?? holiday[3])?.toLowerCase()];
      const direction = side === "before" ? -1 : side === "after" ? 1 : 0;
      const near = (day: string) => {
        if (holiday[5]) return holidayWeekend(day);
        if (unit === "week") return addDaysIso(day, 7 * direction);
        if (unit === "weekend") return saturdayBeside(day, direction || 1);
        return direction ? addDaysIso(day, direction) : day;
      };
      // "The weekend after thanksgiving" said the day after it is this weekend, not next year's.
      const year = Number(today.slice(0, 4));
      const thisYear = near(rule(year));
      return { date: thisYear >= today ? thisYear : near(rule(year + 1)), match: holiday[0] };
    }
  }
  // "The 15th of next month", "next month on the 3rd": that day of the month named (chrono reads only the month).
  const dayOfMonth = /\b(?:the\s+(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th))\s+of\s+(next|this)\s+month\b(?!['’]s)|\b(next|this)\s+month\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)?\b/i.exec(text);
  if (dayOfMonth) {
    const day = Number(dayOfMonth[1] ?? dayOfMonth[2] ?? dayOfMonth[5]);
    const ahead = (dayOfMonth[3] ?? dayOfMonth[4])!.toLowerCase() === "next" ? 1 : 0;
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) + ahead];
    const date = `${month > 12 ? year + 1 : year}-${String(month > 12 ? 1 : month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (isCalendarDateLike(date)) return { date, match: dayOfMonth[0] };
  }
  const afterTomorrow = /\b(?:the\s+)?day after (?:tomorrow|tmrw)\b/i.exec(text);
  if (afterTomorrow) return { date: addDaysIso(today, 2), match: afterTomorrow[0] };
  // "A week from friday", "two weeks from tomorrow": that day, then the weeks.
  const fromDay = new RegExp(`\\b(a|one|two|three|four|\\d)\\s+weeks?\\s+from\\s+(tomorrow|today|now|${WEEKDAY_WORDS})\\b`, "i").exec(text);
  if (fromDay) {
    const weeks = ({ a: 1, one: 1, two: 2, three: 3, four: 4 } as Record<string, number>)[fromDay[1]!.toLowerCase()] ?? Number(fromDay[1]);
    const base = fromDay[2]!.toLowerCase();
    const start = base === "tomorrow" ? addDaysIso(today, 1) : base === "today" || base === "now" ? today : nextWeekday(today, weekdayNumber(base));
    return { date: addDaysIso(start, 7 * weeks), match: fromDay[0] };
  }
  const afterNext = new RegExp(`\\b(${WEEKDAY_WORDS})\\s+after\\s+next\\b`, "i").exec(text);
  if (afterNext) return { date: addDaysIso(nextWeekday(today, weekdayNumber(afterNext[1]!.toLowerCase())), 7), match: afterNext[0] };
  const end = /\b(?:(?:by|at|before)\s+)?(?:the\s+)?end of (?:the |this )?(year|week|month)\b|\b(?:by\s+)?year[- ]end\b/i.exec(text);
  if (end) {
    const unit = end[1]?.toLowerCase() ?? "year";
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    if (unit === "year") return { date: `${year}-12-31`, match: end[0] };
    if (unit === "month") return { date: `${today.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, "0")}`, match: end[0] };
    // The end of the week is its Friday; on a weekend, that weekend's Sunday.
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    return { date: addDaysIso(today, weekday === 6 ? 1 : weekday === 0 ? 0 : 5 - weekday), match: end[0] };
  }
  if (!weddingDate) return undefined;
  const weddingWeek = /\b(?:the\s+)?(?:week of (?:the|our|my) (?:wedding|big day)|(?:our\s+)?wedding week)\b/i.exec(text);
  if (weddingWeek) {
    const weekday = (new Date(`${weddingDate}T12:00:00Z`).getUTCDay() + 6) % 7;
    return { date: addDaysIso(weddingDate, -weekday), match: weddingWeek[0] };
  }
  const weddingDay = /\b(?:on\s+)?(?:(?:the|our|my)\s+wedding day|the day of (?:the|our|my) wedding|the big day|our big day)\b/i.exec(text);
  if (weddingDay && !/\b(?:until|till|til|to go|away|left|countdown|before|after)\b/i.test(text)) return { date: weddingDate, match: weddingDay[0] };
  // "Six weeks out", "a month out from the wedding": a planner counts back from the wedding.
  const out = /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(days?|weeks?|months?)\s+out(?:\s+from\s+(?:the|our|my)\s+(?:wedding|big day))?\b/i.exec(text);
  if (out) {
    const n = WORD_NUMBERS[out[1]!.toLowerCase()] ?? Number(out[1]);
    const unit = out[2]!.toLowerCase().replace(/s$/, "");
    if (unit === "month") {
      const d = new Date(`${weddingDate}T12:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - n);
      return { date: d.toISOString().slice(0, 10), match: out[0] };
    }
    return { date: addDaysIso(weddingDate, -(unit === "week" ? 7 * n : n)), match: out[0] };
  }
  return undefined;
}

/** "By the 15th", "on the 3rd": that day of this month, or of next month once it has passed. */
function dayOfMonthIn(text: string, today: string): { date: string; match: string } | undefined {
  const named = /\b(?:(?:by|on|before|due)\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of|anniversary|birthday|guest|person|table|row))/i.exec(text);
  if (!named) return undefined;
  const day = Number(named[1]);
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  for (let tries = 0; tries < 3; tries++) {
    const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (isCalendarDateLike(date) && date >= today) return { date, match: named[0] };
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return undefined;
}

const WEEKDAY_WORDS = "sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|wed|weds|thurs?|thu|fri|sat";
const weekdayNumber = (word: string) => WEEKDAYS.findIndex((day) => day.startsWith(word.slice(0, 3)));
/** The first such weekday after today. */
function nextWeekday(today: string, weekday: number): string {
  const from = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDaysIso(today, ((weekday - from + 6) % 7) + 1);
}

/** The n-th given weekday of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - weekday + 7) % 7;
    return addDaysIso(last.toISOString().slice(0, 10), -back);
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const ahead = (weekday - first.getUTCDay() + 7) % 7;
  return addDaysIso(first.toISOString().slice(0, 10), ahead + 7 * (n - 1));
}

/** Easter Sunday (the Gregorian computus). */
function easter(year: number): string {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** American holidays people plan around, by the names they use. */
const HOLIDAYS: readonly [RegExp, (year: number) => string][] = [
  [/^(?:christmas|xmas|x-mas) eve$/, (y) => `${y}-12-24`],
  [/^(?:christmas|xmas|x-mas)(?: day)?$/, (y) => `${y}-12-25`],
  [/^(?:new years eve|nye)$/, (y) => `${y}-12-31`],
  [/^new years?(?: day)?$/, (y) => `${y}-01-01`],
  [/^valentines?(?: day)?$/, (y) => `${y}-02-14`],
  [/^halloween$/, (y) => `${y}-10-31`],
  [/^(?:the )?(?:fourth|4th) of july$|^independence day$/, (y) => `${y}-07-04`],
  [/^(?:st\.? )?patricks day$/, (y) => `${y}-03-17`],
  [/^thanksgiving(?: day)?$/, (y) => nthWeekday(y, 11, 4, 4)],
  [/^black friday$/, (y) => addDaysIso(nthWeekday(y, 11, 4, 4), 1)],
  [/^memorial day$/, (y) => nthWeekday(y, 5, 1, -1)],
  [/^labor day$/, (y) => nthWeekday(y, 9, 1, 1)],
  [/^mothers day$/, (y) => nthWeekday(y, 5, 0, 2)],
  [/^fathers day$/, (y) => nthWeekday(y, 6, 0, 3)],
  [/^easter(?: sunday)?$/, easter],
];
const HOLIDAY_NAMES = "(?:christmas|xmas|x-mas) eve|(?:christmas|xmas|x-mas)(?: day)?|new year[’']?s eve|nye|new year[’']?s?(?: day)?|valentine[’']?s?(?: day)?|halloween|(?:the )?(?:fourth|4th) of july|independence day|(?:st\\.? )?patrick[’']?s day|thanksgiving(?: day)?|black friday|memorial day|labor day|mother[’']?s day|father[’']?s day|easter(?: sunday)?";

/** "Memorial day weekend" is the Saturday before a Monday holiday, "thanksgiving weekend" the Saturday after. */
function holidayWeekend(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 1) return addDaysIso(day, -2);
  if (weekday === 0) return addDaysIso(day, -1);
  return addDaysIso(day, 6 - weekday);
}

/** The first Saturday strictly before (-1) or after (1) the day. */
function saturdayBeside(day: string, direction: -1 | 0 | 1): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (direction < 0) return addDaysIso(day, -(((weekday - 6 + 7) % 7) || 7));
  return addDaysIso(day, ((6 - weekday + 7) % 7) || 7);
}

/** "The day before the wedding", "the weekend after our wedding": the date it falls on, and the unit named. */
export function nearWeddingIn(text: string, weddingDate: string): { date: string; match: string; unit: string; direction: -1 | 1 } | undefined {
  const near = /\b(?:the\s+)?(?:(two|three|four|2|3|4)\s+)?(day|night|evening|morning|week|weekend|month|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\s+(before|after)\s+(?:the|our|my)\s+(?:wedding|big day)\b/i.exec(text);
  if (!near) return undefined;
  const unit = near[2]!.toLowerCase().replace(/days$/, "day");
  const direction = near[3]!.toLowerCase() === "before" ? -1 : 1;
  const weekday = WEEKDAYS.indexOf(unit);
  // "The thursday before the wedding": the nearest such day on that side of it; "two saturdays before": the one a week further.
  if (weekday >= 0) {
    const from = new Date(`${weddingDate}T12:00:00Z`).getUTCDay();
    const nth = ({ two: 2, three: 3, four: 4 } as Record<string, number>)[near[1]?.toLowerCase() ?? ""] ?? Number(near[1] ?? 1);
    const nearest = direction < 0 ? -(((from - weekday + 6) % 7) + 1) : ((weekday - from + 6) % 7) + 1;
    return { date: addDaysIso(weddingDate, nearest + direction * 7 * (nth - 1)), match: near[0], unit: "day", direction };
  }
  if (near[1]) return undefined;
  return { date: nearWedding(weddingDate, unit, direction), match: near[0], unit, direction };
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * "The day before the wedding", "the weekend after": a day, a week or a month away, and a weekend is the
 * Saturday of the week before (or after) the wedding's week.
 */
function nearWedding(weddingDate: string, unit: string, direction: -1 | 1): string {
  if (unit === "day" || unit === "night" || unit === "evening" || unit === "morning") return addDaysIso(weddingDate, direction);
  if (unit === "month") {
    const d = new Date(`${weddingDate}T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + direction);
    return d.toISOString().slice(0, 10);
  }
  const weekAway = addDaysIso(weddingDate, 7 * direction);
  if (unit === "week") return weekAway;
  // Monday is the week's first day: Saturday is five days after it.
  const weekday = (new Date(`${weekAway}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysIso(weekAway, 5 - weekday);
}

function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// Slots for catalog searches and money questions (issue 24): places, sizes, caps and counts.

/** The city a message names, among the four the product serves. */
export function cityIn(text: string): (typeof CITIES)[number]["id"] | undefined {
  const lower = text.toLowerCase();
  return CITIES.find((c) => new RegExp(`\\b${c.name.toLowerCase()}\\b`).test(lower))?.id ?? CITY_NICKNAMES.find(([pattern]) => pattern.test(lower))?.[1];
}

/** Every city a message names, in the order said ("based around columbus who'll also do cincinnati"). */
export function citiesIn(text: string): (typeof CITIES)[number]["id"][] {
  const lower = text.toLowerCase();
  const found = CITIES.flatMap((c) => {
    const at = lower.search(new RegExp(`\\b${c.name.toLowerCase()}\\b`));
    const nick = CITY_NICKNAMES.filter(([, id]) => id === c.id).map(([pattern]) => lower.search(pattern)).filter((i) => i >= 0);
    const first = Math.min(...[at, ...nick].filter((i) => i >= 0));
    return Number.isFinite(first) ? [{ id: c.id, at: first }] : [];
  });
  return found.sort((a, b) => a.at - b.at).map((c) => c.id);
}

/** What people call the four cities in a hurry ("cincy", "cbus", "the 'nati", "music city"). */
const CITY_NICKNAMES: readonly [RegExp, (typeof CITIES)[number]["id"]][] = [
  [/\b(?:cincy|cinci|cincinatti|cincinati|(?:the )?'?nati|queen city|the 513)\b/, "cincinnati"],
  [/\b(?:cbus|c-bus|columbus oh|cowtown|the 614)\b/, "columbus"],
  [/\b(?:cle|cleaveland|clevland|the land|the 216)\b/, "cleveland"],
  [/\b(?:nash|nashvegas|music city|nashvile|the 615)\b/, "nashville"],
];

/** The vocabulary items a message names, by id or any word of their label ("barn", "farm", "loft"). */
export function vocabularyIn<Id extends string>(text: string, vocabulary: readonly { id: Id; label: string }[]): Id[] {
  const lower = text.toLowerCase();
  const words = (item: { id: string; label: string }) => [item.id, ...item.label.toLowerCase().split(/[^a-z]+/)].filter((w) => w.length > 2 && w !== "and");
  return vocabulary.filter((item) => words(item).some((w) => new RegExp(`\\b${w}s?\\b`).test(lower))).map((item) => item.id);
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const NUMBER = "(\\d{1,3}(?:,\\d{3})+|\\d+)";
const PEOPLE = "(?:guests?|people|ppl|persons?|pax|folks|heads?)";

/** A headcount a message names: "for 150", "150 guests", "fits 200", "holds 120", "seats 90". */
export function headcountIn(text: string): number | undefined {
  const lower = text.toLowerCase().replace(/\$\s?\d[\d,.]*k?/g, " ");
  const match =
    new RegExp(`\\b${NUMBER}\\s*${PEOPLE}\\b`).exec(lower) ??
    new RegExp(`\\b(?:for|fit|fits|hold|holds|seat|seats|seating|accommodate|accommodates|host|hosts|end up (?:at|with)|ends up (?:at|with)|grow to|grows to|get to|gets to|grow (?:the |our )?(?:list|guest ?list|headcount|count) to|go up to|bump (?:it|the list|the count) to)\\s+(?:up to\\s+|about\\s+|around\\s+|at least\\s+|like\\s+|maybe\\s+|roughly\\s+|approximately\\s+|close to\\s+)?${NUMBER}\\b(?!\\s*(?:k\\b|dollars|bucks|%))`).exec(lower);
  if (!match) return undefined;
  const n = Number(match[1]!.replace(/,/g, ""));
  return n >= 2 && n <= 5000 ? n : undefined;
}

/** A price ceiling a message names ("under $1,500", "below 6k", "less than 4000", "max 2k"), in cents. */
export function priceCapIn(text: string): number | undefined {
  // "1500 max", "$2k tops", "budget is like 1500": the amount before the cap word, or a budget said in passing.
  const after = /(?:\bbudget (?:is|of|'s|around|about)\s+(?:like |about |around |roughly |maybe |only )?|\bspend (?:like |about |around )?)?(\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(?:k\b)?|\b(?:\d{1,3}(?:,\d{3})+|\d+)\s*(?:k\b|thousand\b|dollars?\b|bucks\b)?)\s*(?:max\b|maximum\b|tops\b|or (?:less|under|below)\b|at (?:the )?most\b)/i.exec(text) ?? /\bbudget (?:is|of|'s)\s+(?:like |about |around |roughly |maybe |only )?(\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)\s*(?:k\b|thousand\b)?)/i.exec(text);
  if (after) {
    const raw = after[1]!;
    const amount = amountIn(/\$|k\b|thousand|dollar|bucks/i.test(raw) ? raw : `$${raw}`);
    if (amount !== undefined && headcountIn(text.slice(after.index, after.index + after[0].length + 10)) === undefined) return amount;
  }
  const match = /\b(?:under|below|less than|no more than|not more than|at most|max(?:imum)?|up to|cheaper than|within|budget of|for less than|nothing (?:over|above|more than|pricier than)|not (?:over|above))\s+(\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(?:k\b|thousand\b|dollars?\b|bucks\b)?)/i.exec(text);
  if (!match) return undefined;
  const raw = match[1]!;
  const amount = amountIn(/\$|k\b|thousand|dollar|bucks/i.test(raw) ? raw : `$${raw}`);
  // "under 100 guests" is a headcount, not a price.
  if (amount === undefined || headcountIn(text.slice(match.index, match.index + match[0].length + 10)) !== undefined) return undefined;
  return amount;
}

/** Every amount of money a message names, in cents, in order ("12000 and 8000", "$5k"). */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  const pattern = /\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(?:k\b)?|\b(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(?:k\b|thousand\b|dollars?\b|bucks\b)|\b\d{1,3}(?:,\d{3})+\b|\b\d{4,7}\b/gi;
  for (const m of text.matchAll(pattern)) {
    const raw = m[0];
    const cents = amountIn(/\$|k\b|thousand|dollar|bucks/i.test(raw) ? raw : `$${raw}`);
    if (cents !== undefined && cents > 0) out.push(cents);
  }
  return out;
}

/** How many equal shares a message asks for ("4 ways", "50/50", "evenly between three families"). */
export function sharesIn(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (/\b50\s*\/\s*50\b|\bhalf and half\b|\bin half\b|\bdown the middle\b/.test(lower)) return 2;
  const ways = /\b(\d+|two|three|four|five|six)\s*(?:ways?|equal (?:parts|shares)|families|sets of parents)\b/.exec(lower);
  if (!ways) return undefined;
  const n = /\d/.test(ways[1]!) ? Number(ways[1]) : WORD_NUMBERS[ways[1]!];
  return n && n >= 2 && n <= 20 ? n : undefined;
}

/**
 * The catalog item a message names, matched fuzzily on the distinctive words of its name (the words a
 * kind of place or business shares, "barn", "hall", "photography", count for nothing). Two distinctive
 * words must match, or one when the item is among `familiar` (a venue on the couple's own list, which they
 * call "the carriage barn"); the best must beat the runner-up.
 */
export function catalogItemNamedIn<T extends { id: string; name: string }>(text: string, items: readonly T[], familiar: ReadonlySet<string> = new Set()): T | undefined {
  const lower = text.toLowerCase().replace(/['’]s\b/g, "");
  const exact = [...items].sort((a, b) => b.name.length - a.name.length).find((item) => item.name.trim().length >= 3 && lower.includes(item.name.toLowerCase().replace(/^the /, "").replace(/['’]s\b/g, "")));
  if (exact) return exact;
  const distinctive = (name: string) =>
    name
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length >= 3 && !GENERIC_NAME_WORDS.has(w));
  const asked = new Set(lower.split(/[^\p{L}\d]+/u).filter((w) => w.length >= 3));
  const scored = items
    .map((item) => ({ item, words: distinctive(item.name).filter((w) => asked.has(w) || asked.has(`${w}s`)).length }))
    .filter((s) => s.words >= (familiar.has(s.item.id) ? 1 : 2))
    .sort((a, b) => b.words - a.words);
  const [best, next] = scored;
  if (best && !(next && next.words === best.words)) return best.item;
  if (best) return undefined;
  // "That glasshouse place": one long word only one name in the catalog has is enough, when it is said as a place's name.
  const calledAPlace = [...lower.matchAll(/\b(?:the|that|this) ([\p{L}\d]+) (?:place|one|venue|spot)\b/gu)].map((m) => m[1]!);
  const rare = calledAPlace.filter((w) => w.length >= 6 && !GENERIC_NAME_WORDS.has(w));
  const owners = items.filter((item) => distinctive(item.name).some((w) => rare.includes(w)));
  // Two glasshouses, "in columbus" named: the one in that city.
  const city = cityIn(text);
  const inCity = owners.length > 1 && city ? owners.filter((item) => (item as { city?: string }).city === city) : owners;
  return inCity.length === 1 ? inCity[0] : undefined;
}

/** Words many venue and vendor names share: they do not tell one from another. */
const GENERIC_NAME_WORDS = new Set([
  "the", "and", "barn", "hall", "halls", "estate", "gardens", "garden", "farm", "farmstead", "manor", "lodge", "loft", "ballroom", "chapel", "vineyard", "winery", "mansion", "pavilion", "terrace", "castle", "abbey", "inn", "club", "studio", "studios",
  "photography", "photo", "films", "media", "florals", "floral", "flowers", "catering", "caterers", "events", "entertainment", "band", "bakery", "cakes", "company", "collective", "rentals", "bridal", "house", "room", "rooms", "venue", "center", "works", "wedding", "weddings",
  // Category words: "hair and makeup in cleveland" asks for a category, not for "Hyde Park Hair & Makeup".
  // Everyday words a sentence uses anyway: "sitting at the kitchen table" is not about "Sycamore Table Catering".
  "table", "tables", "light", "lights", "street", "place", "time", "love", "little", "best", "good", "new", "old", "first", "top", "one", "home", "kitchen", "day",
  "hair", "makeup", "beauty", "salon", "dj", "djs", "officiant", "officiants", "planning", "planner", "planners", "design", "designs", "decor", "transportation", "limo", "bar", "bartending", "cake", "sweets", "florist", "florists", "photographer", "photographers", "videography", "video", "music", "sound", "strings", "party", "rental", "coordination",
]);

/**
 * Who a request is about when it is not the couple: another couple, other users, someone else's account,
 * a user id, or the couple's partner's credentials. A slot, not an answer: June refuses such requests.
 */
export function otherPartyIn(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  return /\b(?:other|another|different) (?:couples?|users?|brides?|grooms?|people'?s|accounts?|members?)\b|\b(?<!\b(?:thinking (?:of|about)|mixing (?:\w+ )?up with|confus\w* (?:\w+ )?with|mean|meant|or)\s)(?:someone|somebody|anyone|anybody) else'?s?\b|\bwho else\b(?! (?:does|do|can|could|offers?|sells?|makes?|has|have|is (?:there|good|available)|would|might|in|near|around|for|should))|\buser (?:#|id )?\d+|\b(?:all|every|everyone's|other) users'?\b|\b(?:weddings?|couples?) (?:after|before|besides|other than|next to) ours\b|\b(?:weddings?|couples?|brides?) (?:before|after|ahead of|behind) (?:us|me)\b|\b(?:email addresses|phone numbers|addresses) of (?:the )?other\b|\b(?:e-?mails?|email addresses|phone numbers?|numbers|(?:home )?address(?:es)?|contact info\w*|last names?) (?:of|for) (?:everyone|everybody|anyone|all (?:the )?(?:people|couples|guests|brides)|the people|people|whoever|the owners?|other)\b|\bwhoever (?:else )?(?:owns|runs|booked|manages|has|got)\b|\b(?:e-?mails?|email addresses|phone numbers?|numbers|addresses|contact (?:info\w*|details)|names)\s+(?:of|for)\s+(?:the\s+)?(?:other\s+)?(?:couples|brides|grooms|people|users|clients|customers)\s+(?:who|that)\b|\b(?:fianc[eé]e?|partner|husband|wife|spouse)'?s? (?:account|password|login|email|inbox|phone)\b|\b(?:sister|brother|friend|cousin|mom|dad|mother|father|aunt|uncle|roommate|coworker|neighbor)'?s (?:account|password|login|inbox|guest ?list|budget|rsvps?)\b|\b(?:friend|sister|brother|cousin|coworker|co-worker|neighbor|mom|dad|aunt|uncle|roommate|boss)\b[^.?!]*\b(?:is|are|'s) (?:also )?(?:planning|on|using)\b[^.?!]*\b(?:on here|on serviceberry|here|this app|this site)\b[^?!]*\b(?:her|his|their) (?:wedding|date|venue|plans?)\b|\b(?:the|that|this) couples? (?:with|who|that|from|in|at|next door|getting)\b|\b(?:the|that|this|other) (?:\w+ )?couples? (?:you|u) (?:also |too )?(?:help|work with|talk to|plan|assist)\w*\b|\beveryone'?s (?:data|info\w*|lists?|budgets?|accounts?|guests?|plans?)\b|\b(?:friend|sister|brother|cousin|coworker|co-worker|neighbor|mom|dad)\b(?:(?:'s)?(?: (?!i\b|we\b)[\w'-]+){0,2}|.*\b(?:she|he|they)) (?:also )?(?:uses|is on|has an account|signed up)\b|\b(?:they|them|their)\b[^.?!]*\b(?:their|they) (?:wedding|budget|guest ?list|guests|plans?|venue)\b|\b(?:for|of|at|on) their (?:wedding|budget|guest ?list|plans?)\b|\b(?:friend|sister|brother|cousin|coworker|co-worker|neighbor|mom|dad|aunt|uncle|roommate|boss)\b[^?!]*\b(?:her|his) (?:(?:total|whole|entire|full|wedding|own) )?(?:guest ?list|budget|rsvps?|rsvp list|account|plans?|seating chart|vendors)\b|\b(?:the|that|this) (?!happy\b)\w+ couple(?:'s)? (?:is|are|was|were|has|had|paid|pays|spent|spends|booked|budget|guests?|wedding|venue|vendors)\b|\b(?:friend|sister|brother|cousin|coworker|co-worker|neighbor|mom|dad|aunt|uncle|roommate|boss)\b[^?!]*\b(?:what|which|where|who|how much) (?:\w+ )?(?:she|he|they) (?:booked|picked|chose|paid|spent|invited|saved|liked|hearted|favorited|shortlisted|is paying|are paying)\b|\b(?:guest ?list|rsvps?|rsvp list|budget|seating chart) (?:for|of) (?:the|a|an|that|this) (?!(?:wedding|big day|rehearsal|reception|ceremony)\b)\w+(?:[- ]\w+)?(?:'s)? wedding\b/.test(t);
}

/** A request to break the product's rules: fake or ghost-written reviews, admin rights, logging in as someone. */
export function ruleBreakIn(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  return /\bfake\b|\breviews?\b.*\b(?:different|other|made[- ]up|fake) (?:names?|accounts?)\b|\b(?:write|post|leave|make)\b.*\b(?:\d+|several|multiple|a bunch of|some)\b.*\breviews?\b|\bmake me (?:an? )?(?:admin|administrator|moderator)\b|\badmin (?:access|rights|privileges)\b|\blog ?in(?:to)? (?:as|to) (?:my|his|her|their|someone)\b|\blog ?in as (?!a |an |the |me\b|myself\b|us\b|couple\b|vendor\b|venue\b|guest\b)\w+|\blog ?in(?:to)? as (?:the|a|an) (?:[\w'-]+ ){0,4}(?:owner|admin|administrator|manager|staff|employee|coordinator)\b|\b(?:change|reset) (?:his|her|their|(?:my )?(?:fianc\w*|partner|husband|wife)'?s?) password\b|\bpretend (?:you(?:'re| are)|to be)\b|\bno rules\b|\bpassword (?:for|to|of) (?!(?:my|our|the)\b)[\w']+(?:'s)? account\b|\b(?:his|her|their|(?!my\b|our\b|the\b)\w+'s) (?:account )?password\b(?! (?:reset|manager))|\b(?:ignore|forget|disregard) (?:your|all|the|previous|any) (?:\w+ )?(?:instructions|rules)\b|\b(?:go|get|log|break|hack) into (?:their|the (?:venue|vendor|caterer|photographer|dj|florist|baker)'?s?|(?:her|his|someone'?s?)) (?:calendar|account|system|bookings?|schedule)\b|\b(?:unblock|free up|clear|override|change|edit|open up) (?:their|the (?:venue|vendor|caterer|photographer|dj|florist|baker)'?s?|(?:her|his|someone'?s?)) (?:calendar|availability|booking|blocked (?:day|date))\b/.test(t);
}

/**
 * Whether a message asks for advice or etiquette ("should we", "do we have to", "is it tacky", "what's
 * normal", "who traditionally pays") rather than about the couple's own figures: then a topic it names is
 * answered from the knowledge base, even when the topic is also a vendor category or part of the list.
 */
export function adviceAskedIn(text: string): boolean {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  // "Who should we look at?" asks for names from the catalog, not for advice.
  if (/\b(?:who|which (?:\w+ )?(?:ones?|vendors?|venues?|places?|companies|people))\s+should (?:we|i) (?:look at|check out|consider|hire|book|go with|use|call|contact|reach out to|talk to|try|pick|choose)\b/.test(t)) return false;
  // "Which deposit was supposed to be paid first": what the couple's own plan said, not what custom says.
  if (/\b(?:was|were)\b[^.?!]{0,20}\bsupposed to (?:be |have )?(?:paid|done|due|sent|booked|finished|been)\b/.test(t)) return false;
  // "When should we…" is worked out from the couple's own dates, not answered with general advice.
  if (/^\W*(?:so |ok |okay )?when\b/.test(t)) return false;
  // "How many kids meals should we tell the caterer?" asks for a count from their own list.
  if (/^\W*(?:so |ok |okay )?how many\b/.test(t)) return false;
  return /\b(?:should (?:we|i|you)|what (?:do|should|can) (?:we|i|you|people) do (?:about|with|when|if)|how (?:do|should|can) (?:we|i|you|people) (?:handle|deal with)|do (?:we|i|you) (?:have|need) to|do we really need|(?:is it|if it's|if it is|it's|that it's) (?:ok|okay|rude|tacky|normal|weird|appropriate|fine|bad|necessary|required)|(?:is|are) (?:a |an )?[a-z ]{0,40}(?:tacky|rude|required|necessary|expected|appropriate)|etiquette|polite(?:ly)?|tradition(?:al|ally)?|supposed to|customary|(?:a )?normal (?:amount|thing)|how much (?:do|should) (?:we|you|i|people) (?:tip|give)|do (?:we|you|people) tip|who (?:pays|gives|usually|typically)|how (?:early|soon|far in advance|far ahead) (?:do|should|must|can) (?:we|i|you|people)|how (?:do|can|should) (?:we|i) (?:politely|nicely|tell|say|ask|word)|is (?:that|it|this) (?:an old|still a|an outdated|a real) (?:thing|tradition|rule|custom)|(?:old|outdated|old-fashioned) (?:thing|tradition|rule|custom))\b/.test(t);
}
