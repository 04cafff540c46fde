import { formatCalendarDate } from "../../../domain/dates.ts";
import { daysBetween, plural } from "../../../domain/june.ts";
import { dateFromText, dateIn, dollars } from "../../planning/entities.ts";

/**
 * What June's own last reply named, for a follow-up that points at it ("save that one", "what does his note
 * say", "how many days from now is that"): the names, amounts and dates said, not its other words (an offer in
 * it, "Want me to add…", must not read as a request of the couple's).
 */
export function namedIn(reply: string): string[] {
  const names = reply.match(/\b[A-Z][\w'’.-]*(?:,?\s+(?:(?:and|&|of|the|de|la)\s+)?[A-Z][\w'’.-]*)+/g) ?? [];
  const amounts = reply.match(/\$\d[\d,]*(?:\.\d\d)?/g) ?? [];
  const dates = reply.match(/\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b/g) ?? [];
  // Words that open a sentence are not names ("Yes: Book the officiant", "Want Me").
  const opener = /^(?:Yes|No|Sure|Right|Shall|Want|Here|That|This|There|Your|You|I|It|Ok|Okay|Congratulations|Great|Mark|Book|Send|Add|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;
  const said = [...names.filter((name) => !opener.test(name)), ...amounts, ...dates];
  return [...new Set(said)].slice(0, 4);
}

/** "What's the total of those", "add those up": the amounts June's last reply listed, summed. */
export function totalOfThoseAsked(text: string, reply: string): string | undefined {
  // "total?", "whats the total": a bare total asks for the amounts just listed, as "the total of those" does,
  // unless the reply set amounts against each other (a cost and what is paid of it add up to nothing).
  const bareTotal = /^\W*(?:(?:and|so|ok|okay|k|um+|hm+)\W+)*(?:what(?:'s|s| is| does)? (?:the |our )?|how much (?:is |does )?(?:the )?)?(?:total|sum|grand total|all together|altogether|combined|in total)(?: (?:come to|amount|please|pls|then))?\W*$/i.test(text) && !/\b(?:paid|left|remaining|budget\w*|over by|spent|per (?:guest|person|head|plate))\b/i.test(reply);
  if (!bareTotal && (!/\b(?:total|sum|add (?:those|them|these|it all) up|all together|altogether|combined|in all)\b/i.test(text) || !/\b(?:those|them|these|that|all of (?:those|them|that))\b/i.test(text))) return undefined;
  const amounts = (reply.match(/\$\d[\d,]*(?:\.\d\d)?/g) ?? []).map((a) => Math.round(Number(a.replace(/[$,]/g, "")) * 100));
  if (amounts.length < 2) return undefined;
  return `Together that's ${dollars(amounts.reduce((sum, cents) => sum + cents, 0))} (${amounts.map((cents) => dollars(cents)).join(" + ")}).`;
}

/**
 * "How many days from now is that", "how many weeks before the wedding is that", "what day of the week is
 * that": a date just said, counted from today or from the wedding.
 */
export function dateDistanceAsked(text: string, today: string, weddingDate?: string | null): string | undefined {
  const lower = text.toLowerCase();
  const unit = /\bhow many (days|weeks|months)\b/.exec(lower)?.[1];
  const weekday = /\bwhat day(?: of the week)? is (?:that|it)\b|\bwhich day of the week\b/.test(lower);
  // "How far out from the wedding is that", "how long before the big day is that": days and weeks both.
  const howFar = /\bhow (?:far (?:out )?|long |close |much time |many (?:days|weeks) )(?:is (?:that|it) )?(?:from|before|to|until|till|ahead of) (?:the|our) (?:wedding|big day)\b/.test(lower);
  if (!unit && !weekday && !howFar) return undefined;
  // Only a day written out ("Tue, Dec 22, 2026", "Dec 22", "12/22") is counted: "the night before" or "now" name none.
  const slashed = /\b\d{1,2}\/\d{1,2}\b/.exec(text);
  const said = dateIn(text, today) ?? (slashed ? dateFromText(slashed[0], today) : undefined);
  if (!said) return undefined;
  const when = formatCalendarDate(said.date, "EEEE, MMMM d, yyyy");
  if (weekday && !unit) return `${when.split(",")[0]}: it's ${when}.`;
  const fromWedding = weddingDate && /\b(?:before|after|till|until|to|from|ahead of) (?:the|our) (?:wedding|big day)\b/.test(lower);
  const days = fromWedding ? Math.abs(daysBetween(said.date, weddingDate)) : daysBetween(today, said.date);
  if (!unit && howFar && fromWedding) return `${when} is ${plural(days, "day", "days")} (about ${plural(Math.round(days / 7), "week", "weeks")}) ${said.date <= weddingDate ? "before" : "after"} your wedding.`;
  const count = unit === "weeks" ? Math.round(days / 7) : unit === "months" ? Math.round(days / 30.4) : days;
  const what = unit === "weeks" ? plural(count, "week", "weeks") : unit === "months" ? `about ${plural(count, "month", "months")}` : plural(count, "day", "days");
  return fromWedding ? `${when} is ${what} ${said.date <= weddingDate ? "before" : "after"} your wedding.` : `${when} is ${what} from today.`;
}

/** "Ok that's all for tonight, night!", "bye june": the conversation ends. */
export const FAREWELL = /^\W*(?:(?:ok(?:ay)?|alright|cool|great|perfect|thanks|thank you|thx|ty)\W+)*(?:(?:that'?s|thats) (?:all|it)(?: for (?:now|today|tonight))?\W*)?(?:(?:good ?)?night|nite|bye|bye bye|goodbye|see you|see ya|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|later|that'?s (?:all|it)(?: for (?:now|today|tonight))?)\b(?:\W+(?:june|thanks|thank you|love|again))*\W*$/i;
