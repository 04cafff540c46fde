import { z } from "zod";
import { addDays, addMonths, formatCalendarDate } from "../../../domain/dates.ts";
import { daysBetween, welcomeDaysLine, welcomeGreeting } from "../../../domain/june.ts";
import { has, nearWeddingIn } from "../../planning/entities.ts";
import { definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { readCoupleProfile, weddingView } from "./operations/profile.ts";

export { readCoupleProfile, weddingView, type WeddingView } from "./operations/profile.ts";

/** The couple's wedding profile as June reads it. */
export interface ProfileFacts {
  partner1Name: string | null;
  partner2Name: string | null;
  weddingDate: string | null;
  guestCount: number | null;
  city: string | null;
  weddingStyle: string | null;
  colorPalette: string | null;
  venueStatus: string | null;
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** null: the couple has not filled in their profile yet. */
    profile: ProfileFacts | null;
  }
}

export function answerCountdown(facts: Facts): SkillReply {
  const date = facts.profile?.weddingDate;
  if (!date) return { reply: "I don't know your wedding date yet. Add it to your profile (My Account) and I'll count down with you and keep your checklist on pace." };
  const days = daysBetween(facts.today, date);
  if (days < 0) return { reply: `Your wedding date, ${date}, has passed. Congratulations! Send your thank-you notes within 3 months.` };
  if (days === 0) return { reply: "Your wedding is today! Congratulations! 🎉" };
  const weeks = Math.floor(days / 7);
  // "How many months is that": a long wait is also said in months, roughly.
  const months = Math.round(days / 30.4);
  return { reply: `Your wedding is on ${formatCalendarDate(date, "EEEE, MMMM d, yyyy")}: ${days} ${days === 1 ? "day" : "days"} to go${weeks >= 2 ? ` (${weeks} weeks${months >= 2 ? `, about ${months} months` : ""})` : ""}.` };
}

/** "A week before the wedding", "3 days after the wedding", "two months before": an offset from the wedding date. */
export function weddingOffsetIn(text: string): { days: number; months: number; label: string } | undefined {
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
  const match = /\b(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (days?|weeks?|months?) (before|after|prior to|ahead of|from) (?:the|our|my) (?:wedding|big day|ceremony)\b/.exec(text.toLowerCase());
  if (!match) return undefined;
  const n = /\d/.test(match[1]!) ? Number(match[1]) : words[match[1]!]!;
  const sign = match[3] === "after" || match[3] === "from" ? 1 : -1;
  const unit = match[2]!.replace(/s$/, "");
  return { days: unit === "day" ? sign * n : unit === "week" ? sign * n * 7 : 0, months: unit === "month" ? sign * n : 0, label: match[0].replace(/^(.)/, (c) => c.toUpperCase()) };
}

/** The calendar date an offset from the wedding falls on. */
export function answerWeddingOffset(text: string, facts: Facts): SkillReply {
  const date = facts.profile?.weddingDate;
  const offset = weddingOffsetIn(text);
  const near = date && !offset ? nearWeddingIn(text, date) : undefined;
  if (date && near) {
    const label = near.match.replace(/^(?:the\s+)?/i, "The ");
    // A weekend is its Friday to Sunday, for the plans people make around it (a bachelorette, guests arriving).
    // "What's the date of that saturday?": the one day of the weekend asked about.
    const dayAsked = near.unit === "weekend" ? /\b(friday|saturday|sunday)\b/i.exec(text.replace(near.match, " "))?.[1]?.toLowerCase() : undefined;
    const weekendDay = dayAsked ? addDays(near.date, dayAsked === "friday" ? -1 : dayAsked === "sunday" ? 1 : 0) : undefined;
    const when = weekendDay
      ? formatCalendarDate(weekendDay, "EEEE, MMMM d, yyyy")
      : near.unit === "weekend"
        ? `Friday, ${formatCalendarDate(addDays(near.date, -1), "MMMM d")} to Sunday, ${formatCalendarDate(addDays(near.date, 1), "MMMM d, yyyy")}`
        : formatCalendarDate(near.date, "EEEE, MMMM d, yyyy");
    return { reply: `${label} (${formatCalendarDate(date, "EEEE, MMMM d, yyyy")}) is ${when}.` };
  }
  if (!date || !offset) return answerCountdown(facts);
  const shifted = offset.months !== 0 ? addMonths(date, offset.months) : addDays(date, offset.days);
  return { reply: `${offset.label} (${formatCalendarDate(date, "MMMM d, yyyy")}) is ${formatCalendarDate(shifted, "EEEE, MMMM d, yyyy")}.` };
}

/** The couple's wedding profile (names, date, city, guest count, style) as a planning module (decision 022). */

/** "How's it going", "how are you doing", "hope you're well", "what's up": asked of June, not of the plans. */
const PLEASANTRY = /\b(?:how(?:'s| is|s) (?:it going|your day(?: going)?|everything|life|things)|how (?:are|r) (?:you|u|ya)(?: doing| today)?|how(?:'re| are)? (?:you|u|ya) doing|how you doin'?g?|hope (?:you(?:'re| are)|ur|you re) (?:well|good|doing well|doing good|having a good day)|what(?:'s| is|s) up|sup)\b(?: (?:june|today|this morning|lately))?\W*/g;
const PLEASANTRY_ALONE = /^\W*(?:(?:ok|okay|so|and|hey|hi)\W+)?(?:how(?:'s| is|s) (?:it going|your day(?: going)?)|how (?:are|r) (?:you|u|ya)(?: doing| today)?|how(?:'re| are)? (?:you|u|ya) doing|what(?:'s| is|s) up)(?:\W+june)?\W*$/;

/** A change to the wedding's date or city: where to make it, and what follows it. */
export function answerProfileChange(facts: Facts): SkillReply {
  const now = facts.profile?.weddingDate ? ` Your wedding is set for ${formatCalendarDate(facts.profile.weddingDate, "EEEE, MMMM d, yyyy")} now.` : "";
  return {
    reply: `I can't change your wedding details from the chat. Change them on your account's Wedding profile (My Account → Wedding profile): your date, city, guest count and style.${now} Once you save, your countdown and each venue's availability follow the new date, and I work from it too. Tasks already on your timeline keep their due dates; the wedding date card on your master timeline says whether they move with it, and any task can be edited to a new date.`,
  };
}

export const weddingProfilePlanning = definePlanningModule({
  name: "wedding",
  async facts(scope) {
    const row = await readCoupleProfile(scope.deps.db, scope.access.coupleId);
    if (!row) return { profile: null };
    const { partner1Name, partner2Name, weddingDate, guestCount, city, weddingStyle, colorPalette, venueStatus } = row;
    return { profile: { partner1Name, partner2Name, weddingDate, guestCount, city, weddingStyle, colorPalette, venueStatus } };
  },
  tools: [
    defineTool({
      name: "get_wedding_profile",
      description: "The couple's names, wedding date, guest count, city, style and today's date.",
      input: z.object({}),
      run: ({ facts }) => ({ today: facts.today, profile: facts.profile ?? "unknown", guestList: facts.guestStats ?? "unknown" }),
    }),
  ],
  skills: [
    {
      // "What's the date a week before the wedding?": worked out from the wedding date, ahead of the countdown.
      intent: "wedding-offset",
      rank: 79,
      slotted: true,
      topic: "dates around your wedding",
      recognizes: (t, facts) => (weddingOffsetIn(t) !== undefined || (facts?.profile?.weddingDate ? nearWeddingIn(t, facts.profile.weddingDate) !== undefined : false)) && has(t, /\b(date|dates|day|days|when|what)\b/) && !has(t, /\b(add|put|remind|task|to-?do|balance|deposit|payments?|owe|how much)\b/),
      answer: ({ text, facts }) => answerWeddingOffset(text, facts),
    },
    {
      // "Change our wedding date to June 19", "we moved the wedding to Nashville": the profile is changed on its page, not in the chat.
      intent: "profile-change",
      rank: 77,
      slotted: true,
      topic: "changing your wedding details",
      recognizes: (t) =>
        has(t, /\b(?:change|changing|move|moving|moved|push|pushing|pushed|update|updating|set|reschedule|rescheduling|postpone|postponing|switch|switching)\b[^.?!]*\b(?:(?:our|the) (?:wedding )?date|wedding date|date of (?:the|our) wedding|(?:our|the) wedding (?:to|back|up|out)|wedding city|(?:our|the) city)\b/) &&
        !has(t, /\b(?:task|to-?do|tour|appointment|tasting|fitting|payment|deposit|rsvp deadline|deadline)\b/),
      answer: ({ facts }) => answerProfileChange(facts),
    },
    {
      // "What's the actual date of the wedding again?": their own date, before any guess of the classifier.
      intent: "countdown",
      rank: 78,
      slotted: true,
      topic: "your wedding date",
      recognizes: (t) => has(t, /\bwhat(?:'s| is) (?:the |our )?(?:actual |exact )?(?:wedding date|date of (?:the|our) wedding)\b|\b(?:the|our) (?:actual |exact )?date of (?:the|our) wedding\b|\bwhen(?:'s| is) (?:the|our) (?:actual )?wedding\b|\b(?:when|what (?:date|day)|which (?:date|day)) (?:are|am|is) (?:we|i|us)\b[^.?!]*\b(?:getting married|tying the knot)\b/) && !has(t, /\b(before|after|prior to|weeks?|months?|days)\b|\b(?:\d+|a|one|two|three|few) days?\b/),
      answer: ({ facts }) => answerCountdown(facts),
    },
    {
      intent: "countdown",
      rank: 80,
      utterances: ["days remaining before we get married", "how long until our wedding", "when is our wedding", "is our wedding on a saturday", "remind me of our wedding date", "countdown to the big day", "how many weeks to go"],
      recognizes: (t) => has(t, /\b(how many days|days (left|until|to go)|how many (?:weeks|months) (?:do we have |are )?(?:left|until|to go|till)|how long until|countdown|when is (our|my|the) wedding)\b|\bhow (?:long|much time) (?:do|have|will) (?:we|i) (?:\w+ )?(?:have|got|get)?\s*(?:left\s*)?(?:until|till|til|to|before) (?:the|our|my) (?:wedding|big day)\b|\bhow (?:long|much time)(?: is| do we have| have we got)? (?:left )?(?:until|till|til|before) (?:the|our|my) (?:wedding|big day)\b/),
      answer: ({ facts }) => answerCountdown(facts),
    },
    {
      // "How's it going?", "how are you june": a pleasantry alone is a greeting too. Read by its words alone
      // (no utterances), so the classifier's other intents stay as they are.
      intent: "greeting",
      rank: 919,
      slotted: true,
      recognizes: (t) => has(t, PLEASANTRY_ALONE),
      answer: ({ facts }) => ({ reply: `Hi${facts.profile?.partner1Name ? ` ${facts.profile.partner1Name}` : ""}! I'm doing well, thanks for asking. What would you like to work on today?` }),
    },
    {
      intent: "greeting",
      rank: 920,
      utterances: ["hi", "hello", "hey june", "good morning", "hey there", "good evening", "howdy", "hi june!"],
      // A greeting that goes on to ask something ("hey june what can you help with") is answered as the question.
      // "Omg hiiii june 👋 we're finally starting to plan!!": a greeting with news but no question or request is still a greeting.
      recognizes: (t) => {
        const greeting = /^\W*(?:(?:omg|oh|ok|okay|yay|well|so)\W+)*(hi+|hiya|hel+o+|hey+|heya|yo|good (morning|afternoon|evening)|morning|howdy|greetings)\b/;
        if (!has(t, greeting)) return false;
        // "Morning june!! how's it going": the pleasantry after it asks nothing of the plans.
        const rest = t.replace(greeting, "").replace(/^[\s,!.]*(there|june)?[\s,!.]*/, "").replace(PLEASANTRY, " ").trim();
        return rest.split(/\s+/).filter(Boolean).length < 3 || !has(rest, /\?|\b(what|how|who|when|where|which|why|can|could|would|will|should|do|does|is|are|please|pls|help|show|find|add|tell|need|want|looking|any|remind|set|send|delete|book|save)\b/);
      },
      answer: ({ text, facts }) => ({
        reply: `Hi${facts.profile?.partner1Name ? ` ${facts.profile.partner1Name}` : ""}! ${new RegExp(PLEASANTRY.source).test(text.toLowerCase()) ? "I'm doing well, thanks for asking. " : ""}What would you like to work on today?`,
      }),
    },
  ],
  welcome: [
    { order: 0, line: (facts) => welcomeGreeting(facts.profile?.partner1Name) },
    { order: 30, line: (facts) => (facts.profile?.weddingDate ? welcomeDaysLine(facts.profile.weddingDate, facts.today) : undefined) },
  ],
  async overview(scope) {
    const profile = await readCoupleProfile(scope.deps.db, scope.access.coupleId);
    const wedding = weddingView(profile);
    return {
      wedding,
      daysToGo: wedding.weddingDate ? daysBetween(scope.today, wedding.weddingDate) : null,
      profileComplete: Boolean(profile?.partner1Name && profile.partner2Name && profile.weddingDate && profile.city),
    };
  },
});
