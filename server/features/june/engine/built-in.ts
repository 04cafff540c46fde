import { BUDGET_CATEGORIES, formatCents, suggestedAllocations, type BudgetCategoryId } from "../../../../domain/budget.ts";
import { CITIES } from "../../../../domain/cities.ts";
import { addDays } from "../../../../domain/dates.ts";
import { daysBetween, type GuestStats, type JuneAction } from "../../../../domain/june.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import { categoryBudget, estimatedCost, rankVendors } from "../../../../domain/vendor-matching.ts";
import { averageRating, VENDOR_STYLES, type VendorMatchInput } from "../../../../domain/vendors.ts";
import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCard } from "../../../../domain/vendor-cards.ts";
import type { JuneContext, VendorFacts, VenueFacts } from "../context.ts";
import type { ColorFamily, ImageFacts } from "../image.ts";
import { findTopic } from "./knowledge.ts";
import type { Conversation, JuneEngine, JuneReply } from "./types.ts";

/**
 * June's built-in brain: offline and deterministic. It reads the intent of the newest message and
 * answers from the couple's own numbers (profile, budget, saved venues), the venue catalog and
 * written planning knowledge. It never names a venue, price or date it was not given, and says
 * plainly what it cannot see (a section of the context that is unknown).
 */

export type Intent =
  | "image"
  | "add-task"
  | "complete-task"
  | "add-guest"
  | "send-reminders"
  | "save-venue"
  | "set-budget-category"
  | "budget"
  | "guests"
  | "timeline"
  | "countdown"
  | "venues"
  | "saved-venues"
  | "vendors"
  | "knowledge"
  | "greeting"
  | "thanks"
  | "help"
  | "unknown";

const has = (text: string, pattern: RegExp) => pattern.test(text);

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

/** A catalog venue the message names (the longest name found wins). */
export function venueNamedIn(text: string, venues: readonly VenueFacts[]): VenueFacts | undefined {
  const lower = text.toLowerCase();
  const simplify = (name: string) => name.toLowerCase().replace(/^the /, "");
  return [...venues].sort((a, b) => b.name.length - a.name.length).find((v) => lower.includes(simplify(v.name)));
}

export function detectIntent(text: string, hasImage: boolean): Intent {
  const t = text.toLowerCase();
  if (hasImage) return "image";
  if (has(t, /\b(send|email|mail)\b.*\breminders?\b|\bremind\b.*\b(guests?|rsvps?|pending)\b/)) return "send-reminders";
  if (has(t, /\badd\b.*\b(task|to-?do)\b|\badd\b.*\bto (my|our|the) (timeline|checklist|to-?do list)\b/)) return "add-task";
  if (has(t, /\b(mark|check off|tick off|cross off)\b.*\b(done|complete|completed|finished|off)\b|\b(check|tick|cross) off\b/)) return "complete-task";
  if (has(t, /\badd\b.*\bguests?\b|\badd\b.*\bto (my|our|the) (guest )?list\b|\binvite\b.+\bto (the|our|my) wedding\b/) && !has(t, /\bvenues?\b/)) return "add-guest";
  if (has(t, /\b(save|heart|favorite|favourite|bookmark|add)\b.*\b(venue|to (my |our )?(favorites|saved|list))\b|\bsave (the )?[a-z]/) && !has(t, /\bsave[- ]the[- ]dates?\b|\bsave money\b|\bsaving\b/)) return "save-venue";
  if (has(t, /\b(set|put|make|change|allocate|move|budget|give)\b/) && amountIn(t) !== undefined && categoryIn(t) && !has(t, /\bhow much\b/)) return "set-budget-category";
  if (has(t, /\b(saved|favorite|favourite|hearted|shortlist(ed)?)\b.*\bvenues?\b|\bvenues?\b.*\b(saved|hearted|shortlist(ed)?)\b/)) return "saved-venues";
  if (has(t, /\b(how many days|days (left|until|to go)|how long until|countdown|when is (our|my|the) wedding)\b/)) return "countdown";
  // "How many are coming to the rehearsal dinner?" is a headcount, not the rehearsal dinner guide.
  if (has(t, /\bhow many\b.*\b(coming|attending|rsvp'?d|said yes|declined)\b/)) return "guests";
  if (findTopic(t) && !has(t, /\b(budget|afford|spent|spend|left)\b/)) return "knowledge";
  if (has(t, /\bguests?\b|\brsvps?\b|\battending\b|\bheadcount\b/) && !has(t, /\bvenues?\b/)) return "guests";
  if (has(t, /\b(budget|afford|spent|spend|spending|left|remaining|split|allocat\w*|cost|costs|money|over budget|how much)\b/) && !has(t, /\b(suggest|recommend|find|show)\b.*\bvenues?\b/)) return "budget";
  if (has(t, /\bvenues?\b|\breception (hall|space|site)\b|\bwhere (should|could|can) we (get married|have)\b|\bplace to (get married|have)\b/)) return "venues";
  if (has(t, /\bvendors?\b|\bphotographers?\b|\bvideographers?\b|\bflorists?\b|\bcaterers?\b|\bdjs?\b|\bband\b|\bbakers?\b|\bofficiants?\b|\bbartenders?\b|\bdecorators?\b|\bplanners?\b/)) return "vendors";
  if (has(t, /\b(this month|next|to[- ]do|todo|timeline|checklist|overdue|tasks?|coming up|should (we|i) (do|be doing|start)|what now|where (do|should) (we|i) start|get started|on track|behind)\b/)) return "timeline";
  if (has(t, /\b(thank you|thanks|thx|appreciate it)\b/)) return "thanks";
  if (has(t, /\b(what can you do|help me|how can you help|who are you|what do you do)\b/)) return "help";
  if (has(t, /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b/)) return "greeting";
  return "unknown";
}

// ---------------------------------------------------------------------------------------------------
// Helpers for the answers

const dollars = (cents: number) => formatCents(cents, { wholeDollars: true });
const usd = (wholeDollars: number) => formatCents(wholeDollars * 100, { wholeDollars: true });
const cityName = (id: string | null | undefined) => CITIES.find((c) => c.id === id)?.name;
const categoryName = (id: BudgetCategoryId) => BUDGET_CATEGORIES.find((c) => c.id === id)!.name;
const guestCountOf = (context: JuneContext | null) => context?.profile?.guestCount ?? context?.budget?.guestCount ?? null;

/** A venue's likely cost for a guest count: rental plus per-guest pricing, low and high ends (dollars). */
export function venueEstimate(venue: VenueFacts, guests: number): { low: number; high: number } {
  return { low: venue.rentalFeeMin + venue.perGuestMin * guests, high: venue.rentalFeeMax + venue.perGuestMax * guests };
}

function venueLine(venue: VenueFacts, guests: number | null): string {
  const place = [venue.neighborhood, cityName(venue.city)].filter(Boolean).join(", ");
  const cost =
    guests && guests > 0
      ? `about ${usd(venueEstimate(venue, guests).low)} to ${usd(venueEstimate(venue, guests).high)} for ${guests} guests (rental plus per-guest pricing)`
      : `rental ${usd(venue.rentalFeeMin)} to ${usd(venue.rentalFeeMax)}, plus ${usd(venue.perGuestMin)} to ${usd(venue.perGuestMax)} per guest`;
  return `• ${venue.name} (${place}): seats ${venue.seatedCapacity}, ${cost}.`;
}

// ---------------------------------------------------------------------------------------------------
// Answers, one per intent (pure: context in, reply out)

export function answerBudget(text: string, context: JuneContext | null): JuneReply {
  const budget = context?.budget;
  const category = categoryIn(text);
  if (context && budget === undefined) return { reply: "I couldn't read your budget just now, so I won't guess at numbers. Open the budget tracker (Planning → Budget Tracker) to see it, or ask me again in a moment." };
  if (!budget) {
    const named = amountIn(text);
    if (named && named > 0) {
      const split = suggestedAllocations(named);
      const lines = BUDGET_CATEGORIES.slice()
        .sort((a, b) => b.shareBp - a.shareBp)
        .slice(0, 6)
        .map((c) => `• ${c.name}: ${dollars(split[c.id])} (${c.shareBp / 100}%)`);
      return {
        reply: `Here's how a total of ${dollars(named)} splits over the typical shares couples in Ohio and Tennessee spend:\n${lines.join("\n")}\nThe rest goes to the smaller categories. Set it up in the budget tracker (Planning → Budget Tracker) and I can follow what's left as you book.`,
      };
    }
    const shares = BUDGET_CATEGORIES.slice()
      .sort((a, b) => b.shareBp - a.shareBp)
      .slice(0, 5)
      .map((c) => `${c.name} ${c.shareBp / 100}%`)
      .join(", ");
    return {
      reply: `You haven't set a budget yet, so I can't tell you what's left. A typical split: ${shares}, with a ${BUDGET_CATEGORIES.find((c) => c.id === "contingency")!.shareBp / 100}% cushion for surprises. Tell me your total (for example "our budget is 35,000 dollars") and I'll split it, or set it in the budget tracker (Planning → Budget Tracker).`,
    };
  }
  const { figures } = budget;
  if (category) {
    const line = figures.categories.find((c) => c.categoryId === category)!;
    const state =
      line.remainingCents >= 0
        ? `${dollars(line.remainingCents)} of it is still free`
        : `it's ${dollars(-line.remainingCents)} over what you set aside`;
    return {
      reply: `${line.name}: you've set aside ${dollars(line.allocatedCents)}; expected spending so far is ${dollars(line.costCents)} (${dollars(line.paidCents)} paid), so ${state}.${line.allocatedCents === 0 ? " Want to give it an amount? Say, for example, \"set " + line.name.toLowerCase() + " to $3,000\"." : ""}`,
    };
  }
  const over = figures.categories.filter((c) => c.remainingCents < 0);
  const biggest = figures.categories
    .filter((c) => c.allocatedCents > 0)
    .sort((a, b) => b.allocatedCents - a.allocatedCents)
    .slice(0, 4)
    .map((c) => `${c.name} ${dollars(c.allocatedCents)}`);
  const parts = [
    `Your total budget is ${dollars(budget.totalCents)} for ${budget.guestCount} guests. Expected spending so far is ${dollars(figures.costCents)} (${dollars(figures.paidCents)} paid, ${dollars(figures.owedCents)} still owed), which leaves ${dollars(figures.remainingCents)}${figures.remainingCents < 0 ? " (over budget)" : ""}.`,
  ];
  if (biggest.length > 0) parts.push(`Your biggest categories: ${biggest.join(", ")}.`);
  if (figures.allocatedCents < budget.totalCents) parts.push(`${dollars(budget.totalCents - figures.allocatedCents)} isn't assigned to a category yet.`);
  if (figures.allocatedCents > budget.totalCents) parts.push(`Your categories add up to ${dollars(figures.allocatedCents - budget.totalCents)} more than the total.`);
  if (over.length > 0) parts.push(`Over in: ${over.map((c) => `${c.name} (by ${dollars(-c.remainingCents)})`).join(", ")}.`);
  else if (budget.expenseCount > 0) parts.push("Every category is within what you set aside.");
  return { reply: parts.join(" ") };
}

export function answerSetBudgetCategory(text: string, context: JuneContext | null): JuneReply {
  const category = categoryIn(text);
  const amount = amountIn(text);
  if (!category || amount === undefined) return { reply: "Tell me the category and the amount, for example \"set photography to $4,000\"." };
  if (!context?.budget) {
    return { reply: "You'll need a total budget before I can set a category. Tell me your total (\"our budget is 35,000 dollars\") or set it in the budget tracker (Planning → Budget Tracker)." };
  }
  const current = context.budget.allocations[category] ?? 0;
  return {
    reply: `${categoryName(category)} has ${dollars(current)} set aside now. Shall I change it to ${dollars(amount)}? Your total stays ${dollars(context.budget.totalCents)}.`,
    actions: [{ type: "set-budget-category", categoryId: category, amountCents: amount }],
  };
}

/** Catalog venues that fit the couple: their city and guest count (from the query), their budget and style. */
export function suggestVenues(context: JuneContext, limit = 3): { venues: VenueFacts[]; budgetCap: number | null } {
  const guests = guestCountOf(context);
  const saved = new Set((context.savedVenues ?? []).map((v) => v.id));
  const budget = context.budget;
  // The venue and catering shares together: per-guest venue pricing usually includes the food.
  const budgetCap = budget ? Math.round(((budget.allocations.venue ?? 0) + (budget.allocations.catering ?? 0)) / 100) : null;
  const style = context.profile?.weddingStyle?.toLowerCase();
  const candidates = (context.catalogVenues ?? [])
    .filter((v) => !saved.has(v.id))
    .filter((v) => (guests ? v.seatedCapacity >= guests : true))
    .filter((v) => (budgetCap && guests ? venueEstimate(v, guests).low <= budgetCap : true));
  const score = (v: VenueFacts) => (style && v.styles.some((s) => s.toLowerCase().includes(style)) ? 0 : 1);
  const sorted = [...candidates].sort((a, b) => score(a) - score(b) || (guests ? venueEstimate(a, guests).low - venueEstimate(b, guests).low : a.priceTier - b.priceTier) || a.name.localeCompare(b.name));
  return { venues: sorted.slice(0, limit), budgetCap };
}

export function answerVenues(context: JuneContext | null): JuneReply {
  if (!context || context.catalogVenues === undefined) return { reply: "I can't reach the venue catalog right now. You can browse every venue on the Venues page meanwhile." };
  const guests = guestCountOf(context);
  const city = cityName(context.profile?.city);
  const { venues, budgetCap } = suggestVenues(context);
  const fits = [city ? `in ${city}` : "in our four cities", guests ? `seating ${guests}` : null, budgetCap && guests ? `within your venue and catering budget of ${usd(budgetCap)}` : null]
    .filter(Boolean)
    .join(", ");
  if (venues.length === 0) {
    return {
      reply: `I didn't find a catalog venue ${fits}${(context.savedVenues?.length ?? 0) > 0 ? " beyond the ones you've saved" : ""}. You could widen the search on the Venues page, adjust your guest count, or move money into the venue category.`,
    };
  }
  const missing = [!city ? "set your city in your profile" : null, !guests ? "add your guest count" : null].filter(Boolean);
  const lines = venues.map((v) => venueLine(v, guests));
  return {
    reply: `Venues from our catalog ${fits}:\n${lines.join("\n")}\n${missing.length > 0 ? `For a closer fit, ${missing.join(" and ")}. ` : ""}Want me to save any of them to your favorites?`,
    actions: venues.map((v) => ({ type: "save-venue" as const, venueId: v.id, venueName: v.name })),
  };
}

export function answerSavedVenues(context: JuneContext | null): JuneReply {
  const saved = context?.savedVenues;
  if (saved === undefined) return { reply: "I couldn't read your saved venues just now. You'll find them on your Venue Favorites page." };
  if (saved.length === 0) return { reply: "You haven't saved any venues yet. Ask me for venue ideas, or tap the heart on any venue you like." };
  const guests = guestCountOf(context);
  return { reply: `Your most recently saved venues:\n${saved.map((v) => venueLine(v, guests)).join("\n")}\nCompare them side by side on your Venue Favorites page.` };
}

export function answerSaveVenue(text: string, context: JuneContext | null): JuneReply {
  const known = [...(context?.catalogVenues ?? []), ...(context?.savedVenues ?? [])];
  const venue = venueNamedIn(text, known);
  if (!venue) {
    return { reply: "I couldn't find that venue in our catalog. Check the name on the Venues page, or ask me for venue ideas and I'll offer to save the ones you like." };
  }
  if (context?.savedVenues?.some((v) => v.id === venue.id)) return { reply: `${venue.name} is already in your favorites.` };
  return { reply: `Shall I save ${venue.name} to your favorites?`, actions: [{ type: "save-venue", venueId: venue.id, venueName: venue.name }] };
}

/** The wedding event a message names ("the rehearsal dinner", "brunch"), among the couple's events. */
function eventIn(text: string, events: NonNullable<GuestStats["events"]>) {
  const t = text.toLowerCase();
  return (
    events.find((event) => t.includes(event.name.toLowerCase())) ??
    // Or one distinctive word of it: "reception", "brunch" (words of five letters or more).
    events.find((event) =>
      event.name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((word) => word.length > 4 && new RegExp(`\\b${word}\\b`).test(t)),
    )
  );
}

const answersOf = (counts: { attending: number; declined: number; pending: number }) =>
  `${counts.attending} attending, ${counts.declined} declined and ${counts.pending} who ${counts.pending === 1 ? "hasn't" : "haven't"} replied yet`;

export function answerGuests(text: string, context: JuneContext | null): JuneReply {
  const stats = context?.guestStats;
  if (!stats) {
    const expected = context?.profile?.guestCount ?? context?.budget?.guestCount;
    return {
      reply: `I can't see your guest list right now, so I can't tell you who has RSVP'd.${expected ? ` Your plans say about ${expected} guests; I'll use that for venue and budget ideas.` : ""}`,
    };
  }
  if (stats.total === 0) return { reply: "Your guest list is empty so far. Start with a must-invite list for each of you, then your A and B lists. Tell me a name and I'll add them." };
  const events = stats.events ?? [];
  const event = eventIn(text, events);
  if (event) {
    if (event.invited === 0) return { reply: `No one on your list is invited to the ${event.name} yet. You can invite guests to it from your Guest List page.` };
    return { reply: `For the ${event.name}, ${event.invited} ${event.invited === 1 ? "guest is" : "guests are"} invited: ${answersOf(event)}.` };
  }
  let reply = `You have ${stats.total} ${stats.total === 1 ? "guest" : "guests"} on your list: ${answersOf(stats)}.`;
  if (events.length > 1) reply += ` By event: ${events.map((e) => `${e.name}, ${e.attending} of ${e.invited} attending`).join("; ")}.`;
  if (stats.pending === 0) return { reply: `${reply} Everyone has answered, so you can give your caterer a final headcount of ${stats.attending}.` };
  return { reply: `${reply} Want me to email them an RSVP reminder?`, actions: [{ type: "send-rsvp-reminders", pending: stats.pending }] };
}

export function answerSendReminders(context: JuneContext | null): JuneReply {
  const stats = context?.guestStats;
  if (!stats) return { reply: "I can't see your guest list right now, so I can't send reminders. You can send them from your Guest List page." };
  if (stats.total === 0) return { reply: "Your guest list is empty, so there's no one to remind yet." };
  if (stats.pending === 0) return { reply: "Everyone on your list has already RSVP'd, so there's no one to remind." };
  return {
    reply: `${stats.pending} ${stats.pending === 1 ? "guest hasn't" : "guests haven't"} RSVP'd yet. Shall I email an RSVP reminder to each household with a pending guest? It goes to the email addresses on your list, and sending needs a verified email address on your account.`,
    actions: [{ type: "send-rsvp-reminders", pending: stats.pending }],
  };
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_DATE = /\b(?:(?:by|on|due|before)\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/i;
const ISO_DATE = /\b(?:(?:by|on|due|before)\s+)?(\d{4}-\d{2}-\d{2})\b/i;

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

function isCalendarDateLike(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Words that say little about which task is meant. */
const TASK_FILLER = new Set(["mark", "check", "tick", "cross", "done", "complete", "completed", "finished", "task", "the", "our", "my", "as", "off", "please", "can", "you", "from", "timeline", "list"]);

/** The couple's open task a message names: the one sharing the most words of its title. */
export function answerCompleteTask(text: string, context: JuneContext | null): JuneReply {
  const tasks = (context?.tasks ?? []).filter((task) => !task.done);
  if (context?.tasks === undefined) return { reply: "I can't see your timeline right now. You can check tasks off on your Timeline page." };
  if (tasks.length === 0) return { reply: "Your timeline has no open tasks to check off." };
  const words = (value: string) => new Set(value.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2 && !TASK_FILLER.has(word)));
  const asked = words(text);
  let best: { task: (typeof tasks)[number]; shared: number } | undefined;
  for (const task of tasks) {
    const shared = [...words(task.title)].filter((word) => asked.has(word)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { task, shared };
  }
  if (!best) return { reply: `I couldn't tell which task you mean. Your open tasks include ${tasks.slice(0, 3).map((task) => `"${task.title}"`).join(", ")}: name one and I'll check it off.` };
  return { reply: `Shall I mark "${best.task.title}" done?`, actions: [{ type: "complete-task", taskId: best.task.id, title: best.task.title }] };
}

/** Days a task is given when the couple names no due date (they see it before confirming). */
export const TASK_DEFAULT_DAYS = 7;

export function answerAddTask(text: string, context: JuneContext | null): JuneReply {
  const today = context?.today ?? new Date().toISOString().slice(0, 10);
  const named = dateIn(text, today);
  let title = named ? text.replace(named.match, " ") : text;
  title = title
    .replace(/^\s*(please\s+)?(can|could|would) you\s+/i, "")
    .replace(/^\s*(please\s+)?add\s+(a\s+|an\s+|the\s+)?(new\s+)?(task|to-?do)\b\s*/i, "")
    .replace(/^\s*(please\s+)?add\s+/i, "")
    .replace(/\s*\b(to|on|in) (my|our|the) (timeline|checklist|to-?do list|tasks?)\b/i, " ")
    .replace(/^\s*[:,-]?\s*(to|called|named|for)\s+/i, "")
    .replace(/^[\s:,-]+|[\s.!?,:-]+$/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s+please$/i, "");
  if (!title) return { reply: "What's the task? Say something like \"Add a task: book the florist by March 1\" and I'll put it on your timeline." };
  title = (title.charAt(0).toUpperCase() + title.slice(1)).slice(0, 140);
  const dueDate = named?.date ?? addDays(today, TASK_DEFAULT_DAYS);
  return {
    reply: `Shall I add "${title}" to your timeline, due ${dueDate}?${named ? "" : ` You didn't name a date, so I'd make it due in a week; say a date if you'd like another.`}`,
    actions: [{ type: "add-task", title, dueDate }],
  };
}

export function answerAddGuest(text: string): JuneReply {
  const name = text
    .replace(/^\s*(please\s+)?((can|could|would) you\s+)?(add|invite)\s+/i, "")
    .replace(/^(a\s+)?(new\s+)?guests?\b\s*(named|called)?\s*[:,-]?\s*/i, "")
    .replace(/\s+(to|on|onto)\s+(my|our|the)\s+(guest\s*)?list\b.*$|\s+to\s+(the|our|my)\s+wedding\b.*$|\s+as\s+a\s+guest\b.*$/i, "")
    .replace(/[\s.!?,]+$/g, "")
    .trim();
  const words = name.split(/\s+/).filter(Boolean);
  const looksLikeName = words.length >= 1 && words.length <= 4 && words.every((w) => /^[\p{L}][\p{L}'’.-]*$/u.test(w)) && !/^(a|an|the|my|our|some|guests?|someone|people)$/i.test(words[0]!);
  if (!looksLikeName) return { reply: "Who should I add? Say something like \"Add Jane Carter to our guest list\"." };
  const [first, ...rest] = words;
  const firstName = first!.slice(0, 80);
  const lastName = rest.join(" ").slice(0, 80);
  return {
    reply: `Shall I add ${[firstName, lastName].filter(Boolean).join(" ")} to your guest list as pending? You can add their email, household and meal choice on your Guest List page.`,
    actions: [{ type: "add-guest", firstName, lastName }],
  };
}

export function answerCountdown(context: JuneContext | null): JuneReply {
  const date = context?.profile?.weddingDate;
  if (!date || !context) return { reply: "I don't know your wedding date yet. Add it to your profile (My Account) and I'll count down with you and keep your checklist on pace." };
  const days = daysBetween(context.today, date);
  if (days < 0) return { reply: `Your wedding date, ${date}, has passed. Congratulations! Send your thank-you notes within 3 months.` };
  if (days === 0) return { reply: "Your wedding is today! Congratulations! 🎉" };
  return { reply: `Your wedding is on ${date}: ${days} ${days === 1 ? "day" : "days"} to go.` };
}

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

const taskLine = (task: { title: string; dueDate: string | null }) => `• ${task.title}${task.dueDate ? ` (due ${task.dueDate})` : ""}`;

/** The couple's own open tasks for the month asked about: overdue ones, then those due in the window. */
function ownTasks(text: string, context: JuneContext): string | undefined {
  const tasks = context.tasks;
  if (tasks === undefined) return undefined;
  const open = tasks.filter((task) => !task.done && task.dueDate);
  if (open.length === 0) return "Your timeline has no open tasks right now. Start one from a template on your Timeline page, or tell me a task to add.";
  const nextMonth = /\bnext month\b/i.test(text);
  const from = nextMonth ? addDays(context.today, 31) : context.today;
  const to = addDays(context.today, nextMonth ? 62 : 31);
  const overdue = open.filter((task) => task.dueDate! < context.today);
  const window = open.filter((task) => task.dueDate! >= from && task.dueDate! <= to);
  const parts: string[] = [];
  if (overdue.length > 0) parts.push(`Overdue on your timeline:\n${overdue.slice(0, 5).map(taskLine).join("\n")}`);
  if (window.length > 0) parts.push(`${nextMonth ? "Due next month" : "Due in the next month"} on your timeline:\n${window.slice(0, 6).map(taskLine).join("\n")}`);
  if (window.length === 0) {
    const upcoming = open.filter((task) => task.dueDate! >= context.today).slice(0, 3);
    parts.push(`Nothing on your timeline is due ${nextMonth ? "next month" : "in the next month"}.${upcoming.length > 0 ? ` Your next tasks:\n${upcoming.map(taskLine).join("\n")}` : ""}`);
  }
  return parts.join("\n");
}

export function answerTimeline(text: string, context: JuneContext | null): JuneReply {
  const date = context?.profile?.weddingDate;
  if (!date || !context) {
    const own = context ? ownTasks(text, context) : undefined;
    return {
      reply: `I don't know your wedding date yet, so here's where every couple starts: ${MONTH_BANDS[0]!.steps.join("; ")}. Add your date to your profile and I'll tell you what to do each month.${own && context?.tasks?.length ? `\n${own}` : ""}`,
    };
  }
  const days = daysBetween(context.today, date);
  if (days <= 0) return answerCountdown(context);
  const band = MONTH_BANDS.find((b) => days >= b.minDays) ?? MONTH_BANDS.at(-1)!;
  const extra: string[] = [];
  if (context.budget === null) extra.push("You haven't set a budget yet: do that first, it shapes every booking.");
  if (context.profile?.venueStatus !== "booked" && days < 270) extra.push("Your venue isn't marked booked in your profile; that's the most urgent piece.");
  const own = ownTasks(text, context);
  const hasOwn = (context.tasks?.length ?? 0) > 0;
  const general = `${hasOwn ? "What couples usually do at this point" : "This month"}:\n${band.steps.map((item) => `• ${item}`).join("\n")}`;
  return {
    reply: `You're ${days} days out, ${band.label}.\n${hasOwn ? `${own}\n${general}` : `${general}${own ? `\n${own}` : ""}`}${extra.length > 0 ? `\n${extra.join(" ")}` : ""}`,
  };
}

const VENDOR_QUESTIONS: Partial<Record<BudgetCategoryId, string>> = {
  photography: "Ask to see two full galleries (not just highlights), how many hours and shooters are included, and when you'll get the photos.",
  videography: "Ask for a full ceremony edit as well as the highlight film, and whether audio from the vows and toasts is included.",
  catering: "Ask what's included per guest (staff, rentals, cake cutting), the service charge, and when the final headcount is due.",
  flowers: "Bring photos of what you love and your palette; ask what's in season for your date, and whether ceremony pieces can move to the reception.",
  music: "Ask to see them perform or a video of a full set, how they handle requests and do-not-play lists, and whether they emcee.",
  cake: "Book a tasting; ask about cost per slice, delivery and setup, and whether your venue charges a cutting fee.",
  planner: "Ask whether they offer full planning or day-of coordination, how many weddings they take per weekend, and for two recent references.",
  officiant: "Ask whether they'll meet with you beforehand, whether you can write your own vows, and how they file the license.",
  transportation: "Ask for the exact vehicles, the minimum hours, and how overtime is charged.",
};

const BUDGET_TO_VENDOR: Partial<Record<BudgetCategoryId, VendorCategorySlug>> = {
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
const VENDOR_TO_BUDGET = Object.fromEntries(Object.entries(BUDGET_TO_VENDOR).map(([budget, vendor]) => [vendor, budget])) as Partial<Record<VendorCategorySlug, BudgetCategoryId>>;

/** The directory category a message asks about, if any. */
export function vendorCategoryIn(text: string): VendorCategorySlug | undefined {
  const lower = text.toLowerCase();
  if (/\bbartend(er|ers|ing)\b/.test(lower)) return "bartenders";
  if (/\bdecorators?\b|\bdecor\b/.test(lower)) return "decorators";
  if (/\bhair\b|\bmakeup\b|\bmake-up\b/.test(lower)) return "hairmakeup";
  const budgetCategory = categoryIn(text);
  return budgetCategory ? BUDGET_TO_VENDOR[budgetCategory] : undefined;
}

const vendorCategoryName = (slug: VendorCategorySlug) => VENDOR_CATEGORIES.find((c) => c.slug === slug)!.name;

const asCard = (v: VendorFacts): VendorCard => ({
  id: v.id,
  slug: v.slug,
  businessName: v.name,
  category: v.category,
  city: v.city,
  citiesServed: v.citiesServed,
  summary: "",
  startingPrice: v.startingPrice,
  styles: v.styles,
  rating: averageRating(v.ratingTotal, v.reviewCount),
  reviewCount: v.reviewCount,
  responseTimeHours: v.responseTimeHours,
  yearsInBusiness: v.yearsInBusiness,
  cover: null,
  claimed: false,
});

/** The categories suggested when none is named: the first bookings after the venue. */
const FIRST_BOOKINGS: readonly VendorCategorySlug[] = ["photographers", "caterers", "djband", "florists"];

/** Directory vendors ranked for the couple by the matching questionnaire's own scoring. */
export function suggestVendors(context: JuneContext, categories: readonly VendorCategorySlug[], perCategory: number) {
  const city = context.profile?.city as CityId | null | undefined;
  if (!city) return null;
  const guestCount = guestCountOf(context) ?? 100;
  const budget = context.budget ? Math.round(context.budget.totalCents / 100) : 0;
  const style = context.profile?.weddingStyle;
  const styles = style && VENDOR_STYLES.some((s) => s.id === style) ? [style] : [];
  const input: VendorMatchInput = { city, guestCount, budget, styles: styles as VendorMatchInput["styles"], categories: [...categories], weddingDate: null };
  return { input, ranked: rankVendors((context.vendors ?? []).map(asCard), input, perCategory) };
}

export function answerVendors(text: string, context: JuneContext | null): JuneReply {
  const category = vendorCategoryIn(text);
  const budgetId = category ? VENDOR_TO_BUDGET[category] : undefined;
  const parts: string[] = [];
  if (!context || context.vendors === undefined) {
    parts.push("I can't reach the vendor directory right now, so I won't name vendors. Browse them by category on the Vendors page.");
  } else {
    const suggestion = suggestVendors(context, category ? [category] : FIRST_BOOKINGS, category ? 3 : 1);
    if (!suggestion) {
      parts.push("Set your city in your profile (My Account) and I'll suggest vendors from our directory who work there.");
    } else {
      const { input, ranked } = suggestion;
      const city = cityName(input.city)!;
      const lines = ranked.flatMap(({ category: slug, matches }) =>
        matches.map(({ vendor }) => {
          const cost = estimatedCost(vendor, input.guestCount);
          const price = slug === "caterers" || slug === "bartenders" ? `about ${usd(cost)} for ${input.guestCount} guests` : `from ${usd(cost)}`;
          const rating = vendor.rating !== null ? `, rated ${vendor.rating.toFixed(1)} by ${vendor.reviewCount} ${vendor.reviewCount === 1 ? "couple" : "couples"}` : "";
          return `• ${vendor.businessName} (${vendorCategoryName(slug)}, ${cityName(vendor.city)}): ${price}${rating}`;
        }),
      );
      if (lines.length === 0) {
        parts.push(`I didn't find ${category ? vendorCategoryName(category).toLowerCase() : "vendors"} in our directory who work in ${city}. Try the Vendors page for nearby cities.`);
      } else {
        const fits = [`working in ${city}`, input.budget > 0 ? "ranked for your budget" : null, input.styles.length > 0 ? `and your ${context.profile?.weddingStyle} style` : null].filter(Boolean).join(", ");
        parts.push(`From our vendor directory, ${fits}:\n${lines.join("\n")}\n`);
        if (category && input.budget > 0) parts.push(`The typical share of your budget for ${vendorCategoryName(category).toLowerCase()} is ${usd(categoryBudget(input, category))}.`);
        if (input.budget === 0) parts.push("Set your budget and I'll rank them by what fits it.");
      }
    }
  }
  if (budgetId) {
    const allocated = context?.budget?.allocations[budgetId];
    if (allocated !== undefined && allocated > 0) parts.push(`You've set aside ${dollars(allocated)} for ${categoryName(budgetId).toLowerCase()}.`);
    const questions = VENDOR_QUESTIONS[budgetId];
    if (questions) parts.push(questions);
  } else if (!category) {
    parts.push("Book in this order: venue, then photographer, caterer and music, then florist, officiant, hair and makeup, cake and transportation.");
  }
  return { reply: parts.join(" ").replace(/\n /g, "\n") };
}

const FLOWERS: Record<ColorFamily, string> = {
  white: "white garden roses, lisianthus, ranunculus and sweet peas",
  neutral: "café au lait dahlias, dried pampas grass and champagne roses",
  black: "deep plum calla lilies and black baccara roses as accents",
  gray: "dusty miller, silver-dollar eucalyptus and lamb's ear",
  red: "red ranunculus, dahlias and garden roses",
  pink: "peonies, garden roses and blush ranunculus",
  orange: "peach garden roses, marigolds and ranunculus",
  yellow: "craspedia, yellow tulips and, in late summer, sunflowers",
  green: "eucalyptus, ferns, olive branches and green hydrangea",
  blue: "delphinium, blue thistle and hydrangea",
  purple: "lavender, lisianthus, anemones and sweet peas",
  brown: "dried grasses, bunny tails and rust-toned mums",
};

export function answerImage(facts: ImageFacts | null): JuneReply {
  if (!facts) return { reply: "I couldn't open that image. Try a JPEG, PNG or WebP photo." };
  const orientation = facts.width > facts.height ? "landscape" : facts.width < facts.height ? "portrait" : "square";
  const palette = facts.palette;
  if (palette.length === 0) {
    return { reply: `That's a ${facts.width} × ${facts.height} ${orientation} ${facts.format.toUpperCase()} image. I can't see what's in a picture, and no color stands out in it.` };
  }
  const swatches = palette.map((p) => `${p.name} (${p.hex}, ${Math.round(p.share * 100)}%)`).join(", ");
  const families = [...new Set(palette.map((p) => p.family))];
  const accent = families.find((f) => !["white", "neutral", "gray", "black"].includes(f)) ?? families[0]!;
  const flowers = families.slice(0, 3).map((f) => FLOWERS[f]);
  return {
    reply: `That's a ${facts.width} × ${facts.height} ${orientation} ${facts.format.toUpperCase()} image. I can't see what's in a picture, but I can read its colors: ${swatches}.\nAs a wedding palette: build the flowers from ${flowers.join("; ")}. Use ${palette[0]!.name} for linens and stationery, and let ${palette.find((p) => p.family === accent)?.name ?? palette[0]!.name} be the accent in bouquets, ribbons and candles. Share the hex codes with your florist and stationer so everything matches.`,
  };
}

export function answerHelp(): JuneReply {
  return {
    reply:
      "I can help you with:\n• Your budget: how it splits, what's left, and setting a category\n• What to do this month for your wedding date\n• Venues from our catalog that fit your city, guest count and budget, and saving them\n• Vendors from our directory for each category\n• Your guest list and RSVPs: counts, adding a guest, reminders\n• Your timeline: what's due, and adding a task\n• Etiquette and planning questions (invitations, plus-ones, tipping, marriage licenses)\n• Color palettes from a photo you send\nWhat would you like to start with?",
  };
}

export function answerUnknown(): JuneReply {
  return {
    reply:
      "I'm not sure about that one, and I'd rather not guess. I can help with your budget, what to do this month, venue ideas from our catalog, etiquette and planning questions, or a color palette from a photo.",
  };
}

export function answerFor(conversation: Conversation, context: JuneContext | null): JuneReply {
  const text = conversation.messages.at(-1)?.content ?? "";
  const intent = detectIntent(text, conversation.image !== undefined);
  switch (intent) {
    case "image":
      return answerImage(conversation.image?.facts ?? null);
    case "add-task":
      return answerAddTask(text, context);
    case "complete-task":
      return answerCompleteTask(text, context);
    case "add-guest":
      return answerAddGuest(text);
    case "send-reminders":
      return answerSendReminders(context);
    case "save-venue":
      return answerSaveVenue(text, context);
    case "set-budget-category":
      return answerSetBudgetCategory(text, context);
    case "budget":
      return answerBudget(text, context);
    case "guests":
      return answerGuests(text, context);
    case "countdown":
      return answerCountdown(context);
    case "timeline":
      return answerTimeline(text, context);
    case "venues":
      return answerVenues(context);
    case "saved-venues":
      return answerSavedVenues(context);
    case "vendors":
      return answerVendors(text, context);
    case "knowledge":
      return { reply: findTopic(text)!.answer };
    case "greeting":
      return { reply: `Hi${context?.profile?.partner1Name ? ` ${context.profile.partner1Name}` : ""}! What would you like to work on today?` };
    case "thanks":
      return { reply: "You're welcome! I'm here whenever you need me. 💐" };
    case "help":
      return answerHelp();
    case "unknown":
      return answerUnknown();
  }
}

/** Keeps only actions the couple may be offered (at most 3 at a time). */
function withActions(reply: JuneReply): JuneReply {
  const actions: JuneAction[] = (reply.actions ?? []).slice(0, 3);
  return actions.length > 0 ? { reply: reply.reply, actions } : { reply: reply.reply };
}

export const builtInEngine: JuneEngine = {
  name: "built-in",
  async reply(conversation, context) {
    return withActions(answerFor(conversation, context));
  },
};
