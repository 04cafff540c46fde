import { z } from "zod";
import { guestSchema } from "../../../domain/guests.ts";
import { daysBetween, plural, welcomeGuestLine, type GuestStats } from "../../../domain/june.ts";
import { formatCalendarDate } from "../../../domain/dates.ts";
import { has } from "../../planning/entities.ts";
import { idSchema } from "../../../domain/ids.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { createGuest, deleteGuests } from "./operations/guests.ts";
import { sendInvitations } from "./operations/invitations.ts";
import { guestCounts, guestSummary } from "./operations/list.ts";
import { answerGuestDetail, guestListSlotsIn, guestsNamed, namesAGuestExactly } from "./june-answers.ts";
import { guestRoster, type RosterGuest } from "./operations/roster.ts";
import { loadEvents, type GuestDeps } from "./rows.ts";

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    guestStats: GuestStats;
    /** Every guest (name, answers, meal, needs, plus-one, note) and the RSVP deadline: the couple's own list. */
    guestRoster: { guests: RosterGuest[]; rsvpDeadline: string | null };
  }
}

/** The guest list's counts (deleted guests left out), overall and per event, with the events' names. */
async function readGuestStats(db: GuestDeps["db"], coupleId: string): Promise<GuestStats> {
  const events = await loadEvents(db, coupleId);
  const counts = await guestCounts(
    db,
    coupleId,
    events.map((event) => event.id),
  );
  const names = new Map(events.map((event) => [event.id, event.name]));
  return {
    total: counts.total,
    attending: counts.attending,
    pending: counts.pending,
    declined: counts.declined,
    events: counts.events.map(({ eventId, invited, attending, pending, declined }) => {
      const event = events.find((e) => e.id === eventId);
      return { name: names.get(eventId) ?? "Event", invited, attending, pending, declined, kind: event?.kind, date: event?.eventDate ?? null, startTime: event?.startTime ?? "", location: event?.location ?? "" };
    }),
  };
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

export function answerGuests(text: string, facts: Facts): SkillReply {
  const stats = facts.guestStats;
  if (!stats) {
    const expected = facts.profile?.guestCount ?? facts.budget?.guestCount;
    return {
      reply: `I can't see your guest list right now, so I can't tell you who has RSVP'd.${expected ? ` Your plans say about ${expected} guests; I'll use that for venue and budget ideas.` : ""}`,
    };
  }
  if (stats.total === 0) return { reply: "Your guest list is empty so far. Start with a must-invite list for each of you, then your A and B lists. Tell me a name and I'll add them." };
  const events = stats.events ?? [];
  // "The rehearsal dinner compared with the wedding itself": each event the message names, side by side.
  const compared = eventsNamedIn(text, events);
  if (compared.length >= 2 && /\b(?:compared|vs\.?|versus|against|and)\b/i.test(text)) return { reply: compared.map((e) => `${e.name}: ${e.attending} of ${e.invited} invited are attending (${e.declined} declined, ${e.pending} still to answer).`).join(" ") };
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

/** Words for an event's kind, so "the rehearsal" or "the ceremony" finds the event whatever the couple named it. */
const KIND_WORDS: Record<string, RegExp> = {
  rehearsal_dinner: /\brehearsal\b/,
  ceremony: /\b(ceremony|vows|wedding)\b/,
  reception: /\b(reception|ceremony|party|wedding)\b/,
  brunch: /\bbrunch\b/,
};

/** When and where a wedding event is ("when is the rehearsal dinner", "what time does the ceremony start"), from the guest list's events. */
export function eventDetailsIn(text: string, facts: Facts) {
  const events = facts.guestStats?.events ?? [];
  if (events.length === 0 || !(/\b(when|what time|what day|which day|what date|what(?:'s| is) the (?:date|day|time)|(?:what|which) (?:night|evening)|where|start|starts|begin|begins|address|location|time|until|till|til)\b|\bconfirm\w*\b[^.?!]*\bdates?\b/.test(text) || (/\b(?:date|day)\W*$/.test(text) && text.trim().split(/\s+/).length <= 5 && !/\b(?:is|are|available|free|open|booked|taken|wedding date)\b/.test(text)))) return undefined;
  return eventIn(text, events) ?? events.find((event) => KIND_WORDS[event.kind ?? ""]?.test(text) && (event.kind !== "reception" || !events.some((e) => e.kind === "ceremony")));
}

/** Every event a message names, in the order named ("confirm the wedding date and the rehearsal date"). */
function eventsNamedIn(text: string, events: NonNullable<GuestStats["events"]>) {
  const t = text.toLowerCase();
  const at = (event: (typeof events)[number]) => {
    const own = t.indexOf(event.name.toLowerCase());
    const kind = KIND_WORDS[event.kind ?? ""]?.exec(t)?.index ?? -1;
    return own >= 0 ? own : kind;
  };
  const named = events.filter((event) => at(event) >= 0 && (event.kind !== "reception" || !events.some((e) => e.kind === "ceremony" && at(e) >= 0)));
  return named.sort((a, b) => at(a) - at(b));
}

export function answerEventDetails(text: string, facts: Facts): SkillReply {
  const event = eventDetailsIn(text.toLowerCase(), facts);
  if (!event) return answerGuests(text, facts);
  // "Confirm the wedding date and the rehearsal date": each event named, one line each.
  const named = eventsNamedIn(text, facts.guestStats?.events ?? []);
  if (named.length > 1) {
    const lines = named.map((e) => `• ${e.name}: ${e.date ? formatCalendarDate(e.date, "EEEE, MMMM d, yyyy") : "no date set yet"}${e.startTime ? ` at ${e.startTime}` : ""}${e.location ? `, ${e.location}` : ""}`);
    return { reply: `${lines.join("\n")}\nYou can change their details on your Guest List page, under events.` };
  }
  const when = event.date ? `on ${formatCalendarDate(event.date, "EEEE, MMMM d, yyyy")}${event.startTime ? ` at ${event.startTime}` : ""}` : event.startTime ? `at ${event.startTime} (no date set yet)` : "with no date or time set yet";
  const where = event.location ? ` at ${event.location}` : "";
  const days = event.date ? daysBetween(facts.today, event.date) : undefined;
  const countdown = days !== undefined && days > 0 ? ` That's ${plural(days, "day", "days")} from today.` : "";
  return { reply: `The ${event.name} is ${when}${where}.${countdown} ${event.invited} ${event.invited === 1 ? "guest is" : "guests are"} invited: ${answersOf(event)}. You can change its details on your Guest List page, under events.` };
}

/** The counts, unless the message names one of the couple's guests: then that guest (the name is the slot that decides). */
function answerGuestsOrOne(text: string, facts: Facts): SkillReply {
  if (facts.guestRoster && namesAGuestExactly(text, facts.guestRoster.guests) && guestsNamed(text, facts.guestRoster.guests).length > 0) return answerGuestDetail("person", text, facts);
  return answerGuests(text, facts);
}

export function answerSendReminders(facts: Facts): SkillReply {
  const stats = facts.guestStats;
  if (!stats) return { reply: "I can't see your guest list right now, so I can't send reminders. You can send them from your Guest List page." };
  if (stats.total === 0) return { reply: "Your guest list is empty, so there's no one to remind yet." };
  if (stats.pending === 0) return { reply: "Everyone on your list has already RSVP'd, so there's no one to remind." };
  return {
    reply: `${stats.pending} ${stats.pending === 1 ? "guest hasn't" : "guests haven't"} RSVP'd yet. Shall I email an RSVP reminder to each household with a pending guest? It goes to the email addresses on your list, and sending needs a verified email address on your account.`,
    actions: [{ type: "send-rsvp-reminders", pending: stats.pending }],
  };
}

/** Who someone is to the couple or to one of them ("my cousin", "theo's uncle"): never part of the name that follows. */
const RELATION = /(?:(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[\p{L}]+['’]s)\s+)+(?:(?:best|old|college|work|childhood|high school|great)\s+)?(?:cousin|friend|coworker|co-worker|colleague|boss|neighbor|aunt|auntie|uncle|brother|sister|roommate|grandma|grandpa|grandmother|grandfather|niece|nephew|godmother|godfather|mentor|classmate|teammate|stepmom|stepdad|stepbrother|stepsister|mom|dad|mother|father|son|daughter|fiancee?|girlfriend|boyfriend|wife|husband|partner)s?/u;

/** Everyday words that never make up a name said on its own ("put him down. arne lindqvist"). */
const NOT_NAME_WORDS = new Set("a an the and or but so he she they him her them his hers their we us our i me my you your it is are was were be been coming come came after all just called call put down add please pls thanks too also as well yes no ok okay oh wait guest guests list wedding invite invited name named his grandpa grandma uncle aunt cousin friend mom dad coworker co-worker colleague boss neighbor roommate brother sister niece nephew son daughter can could will".split(" "));

/** A clause of two or three words that can only be a name, the last one in the message. */
function nameClauseIn(text: string): string | undefined {
  // "…his plus one's name, its Mira Solberg": what introduces the name is not part of it.
  const clauses = text.split(/[.,;:!?]+|\s+-\s+/).map((c) => c.trim().replace(/^(?:it'?s|its|it is|(?:her|his|their) (?:full )?name(?:'s| is)|name'?s|named|called|she'?s|he'?s)\s+/i, "")).filter(Boolean);
  return clauses.reverse().find((clause) => {
    const words = clause.split(/\s+/);
    return words.length >= 2 && words.length <= 3 && words.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w) && !NOT_NAME_WORDS.has(w.toLowerCase()));
  });
}

/** "X needs to go on the guest list", "X should be on the list too": the one to add comes first. */
const ON_THE_LIST = /^\W*(.+?)\s+(?:needs|has|have|need|should|must|is going|are going)\s+(?:to\s+)?(?:go|be|get)\s+(?:on|onto|added to)\s+(?:the|our|my)\s+(?:guest\s*)?list\b/i;

/** A word asking to delete, not "drop out", "drop the budget" or "take a look". */
const GUEST_DELETE_VERB = /\b(?:delete|remove|erase|uninvite|scratch|nix|ditch|strike|cross off|drop(?! out\b| the (?:budget|total|price|number)\b| (?:it|that|this) (?:to|down)\b| to\b| down\b)|take(?= \S+(?: \S+){0,7} off\b))\b/;

/** "Take cousin Trevor Haldane off the guest list": the name of someone to delete, as said. */
const NAMED_OFF_THE_LIST = /\b(?:delete|remove|take|drop|erase|cut|strike|cross)\s+(?:(?:my|our|his|her|their|cousin|aunt|auntie|uncle|friend|coworker|neighbor|brother|sister|grandma|grandpa|old|college|work)\s+)*([\p{L}'’-]+(?:\s+[\p{L}'’-]+){1,2})\s+(?:off|from)\s+(?:the|our|my)\s+(?:guest\s*)?list\b/iu;

/** "My fiancée wants her college roommate Priya Natarajan added": someone asks for a person, named before "added". */
const WANTS_ADDED = new RegExp(`\\b(?:wants?|would like|'d like|asked (?:for|us to add|me to add)|needs?)\\s+(?:${RELATION.source}\\s+)?(?!(?:to|be|go|get|come|for|the|all|everyone|everybody|anyone|anybody|them|us|more|some|any|people|guests)\\b)((?:[\\p{L}'’-]+\\s+){1,2}?[\\p{L}'’-]+)\\s+(?:added|invited|on (?:the|our|my) (?:guest\\s*)?list|put on (?:the|our) list)\\b`, "iu");

/** "He's coming after all, put him down. Arne Lindqvist": a person to add, named apart from the request. */
const ADD_THEM = /\b(?:put|add|write|pencil|stick) (?:him|her|them) (?:down|in|on)\b|\b(?:put|add|write|pencil|stick) (?:him|her|them)(?: (?:too|as well|back))?\W*(?:(?:pls|please|plz|thanks|thx|ty)\W*)?$/;

/** "Theo's coworker Priya Nair can come after all": the two or three words before the coming are the name. */
function comingNameIn(text: string): string | undefined {
  const match = /([\p{L}'’-]+(?:\s+[\p{L}'’-]+){1,2})\s+(?:(?:can|could|will|is able to|is going to|is gonna|wants to)\s+(?:come|make it|attend)|(?:is|was|got|has been)\s+(?:now\s+)?invited)\b|([\p{L}'’-]+(?:\s+[\p{L}'’-]+){1,2})\s+is coming\b/iu.exec(text);
  const words = (match?.[1] ?? match?.[2] ?? "").split(/\s+/).filter(Boolean);
  // Keep the name's own words: from the end back to the first word that is not part of a name ("coworker").
  const name: string[] = [];
  for (const word of words.reverse()) {
    if (NOT_NAME_WORDS.has(word.toLowerCase()) || /['’]s$/i.test(word)) break;
    name.unshift(word);
  }
  return name.length >= 2 ? name.join(" ") : undefined;
}

/** `said` is the message as typed, kept when the name is read again from a part of it. */
/**
 * "Please add two guests: dana okafor and her husband luis okafor": several people named in full in one
 * request to add, each a guest of their own. Empty unless every piece is a name.
 */
function namesToAdd(text: string): string[] {
  const request = /^\W*(?:(?:hey\s+)?june[,:]?\s+)?(?:(?:please|pls|plz|can|could|would|will|you|u|also)\s+)*(?:add|invite|put)\s+(?:(?:two|three|four|2|3|4|both|these|the following)\s+(?:guests|people|more|names)?\s*[:,-]?\s*)?(.+?)(?:\s+(?:to|on|onto)\s+(?:my|our|the)\s+(?:guest\s*)?list\b.*|\s+(?:to|as)\s+(?:the\s+)?guests?\b.*)?[.!?]*$/iu.exec(text.trim());
  if (!request) return [];
  const pieces = request[1]!.split(/\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)/i).map((piece) => piece.replace(new RegExp(`^${RELATION.source},?\\s+`, "iu"), "").trim());
  const isName = (piece: string) => /^\p{L}[\p{L}'’.-]+(?:\s+\p{L}[\p{L}'’.-]+){0,2}$/u.test(piece) && !piece.toLowerCase().split(/\s+/).some((word) => NOT_NAME_WORDS.has(word));
  if (pieces.length < 2 || !pieces.every(isName)) return [];
  // "Teddy and Sam Rourke": first names alone before a full name share its last name.
  const last = pieces.at(-1)!.split(/\s+/);
  return last.length === 2 && pieces.slice(0, -1).every((piece) => !/\s/.test(piece)) ? pieces.map((piece) => (/\s/.test(piece) ? piece : `${piece} ${last[1]}`)) : pieces;
}

export function answerAddGuest(text: string, said = text): SkillReply {
  // "Can we get my uncle's new wife on the list? Beverly Hartmann. Thank you!!": the person described, then named.
  const described = /\b(?:can|could) (?:we|you|u|i) (?:get|add|put)\b[^.?!]*\b(?:on|onto|to) (?:the|our|my) (?:guest ?)?list\b[^.?!]*[.?!]+\s*([\p{L}][\p{L}'’-]+(?:\s+[\p{L}][\p{L}'’-]+){1,2})\s*[.!]?(?:\s|$)/iu.exec(text);
  // "…on the list? same side as him": what follows says where, not who.
  if (described && !/^(?:thank|thanks|please)\b/i.test(described[1]!) && !/\b(?:same|side|as|him|her|them|his|their|too|also|with|for)\b/i.test(described[1]!)) return answerAddGuest(`add ${described[1]}`, said);
  const several = namesToAdd(text);
  if (several.length >= 2) {
    const each = several.map((name) => answerAddGuest(`add ${name}`, said).actions?.[0]).filter((action) => action !== undefined);
    const names = each.map((action) => `${action.firstName} ${action.lastName}`.trim());
    if (each.length === several.length) return { reply: `Shall I add ${names.slice(0, -1).join(", ")} and ${names.at(-1)} to your guest list as pending? You can add their emails, households and meal choices on your Guest List page.`, actions: each };
  }
  // "His mom insists we invite her cousin Dolores Fenwick. can you add her": the relative named in full is who "her" is.
  const relativeNamed = /\b(?:add|put|invite) (?:her|him|them)\b/i.test(text) ? new RegExp(`\\b(?:invite|add|include)\\s+${RELATION.source},?\\s+(\\p{L}[\\p{L}'’-]+\\s+\\p{L}[\\p{L}'’-]+)`, "iu").exec(text) : null;
  if (relativeNamed) return answerAddGuest(`add ${relativeNamed[1]}`, said);
  const spokenApart = ADD_THEM.test(text.toLowerCase()) ? (nameClauseIn(text) ?? comingNameIn(text)) : undefined;
  if (spokenApart) return answerAddGuest(`add ${spokenApart}`, said);
  // "…her sister Maribel Ortiz can come in her place, can you add Maribel": the request comes last.
  const askedLast = /.\b(?:can|could|would|will) (?:you|u) (?:please |pls )?(?:add|invite|put)\s+([\p{L}][\p{L}'’-]+(?:\s+[\p{L}][\p{L}'’-]+)?)\s*(?:too|as well|please|pls)?[.!?]*$/iu.exec(text);
  if (askedLast && !/^(?:her|him|them|it|that|this)$/i.test(askedLast[1]!)) return answerAddGuest(`add ${askedLast[1]}`, said);
  // "My college roommate Priya Raman needs to go on the guest list": the person first, the request after.
  const wanted = WANTS_ADDED.exec(text);
  if (wanted && !/^\W*(?:(?:please|pls|plz|can|could|would|will|you|u)\s+)*(?:add|put|invite)\b/i.test(text)) return answerAddGuest(`add ${wanted[1]}`, said);
  const onTheList = ON_THE_LIST.exec(text);
  if (onTheList && !/^\W*(?:(?:please|pls|plz|can|could|would|will|you|u)\s+)*(?:add|put|invite)\b/i.test(text)) return answerAddGuest(`add ${onTheList[1]}`, said);
  const name = text
    // "Theo says add his uncle Sal": who passed the request on is not part of it.
    .replace(/^\s*[\p{L}]+\s+(?:says|said|wants (?:me|us) to|asked (?:me|us) to)\s+(?=add|put|invite)/iu, "")
    .replace(/^\s*((hey\s+)?june[,:]?\s+)?((please|pls|plz|can|could|would|will)\s+)*((you|u)\s+)?((please|pls|plz)\s+)?(add|invite|put|include)\s+/i, "")
    // "my cousin Anneliese Duarte": who they are to the couple is not their name (only when a name follows).
    .replace(new RegExp(`^${RELATION.source},?\\s+(?=\\S+)`, "iu"), "")
    // "Sal Moretti, he's def coming": the name ends at the first comma or stop.
    .replace(/\s*[,;.!?](?:\s.*)?$/, "")
    .replace(/^(a\s+)?(new\s+)?guests?\b\s*(named|called)?\s*[:,-]?\s*/i, "")
    .replace(/\s+(to|on|onto)\s+(my|our|the)\s+((guest\s*)?list|guests)\b.*$|\s+to\s+(the|our|my)\s+wedding\b.*$|\s+as\s+a\s+guest\b.*$/i, "")
    .replace(/\s+(too|also|as well|please|pls|plz|thanks|thx|ty)\b.*$/i, "")
    // "Put my coworker Danielle Okafor down as a guest": "down" says where, not who.
    .replace(/\s+down(?:\s+(?:as|for)\b.*)?$/i, "")
    .replace(/[\s.!?,]+$/g, "")
    .trim();
  // "My coworker Priya Raman has become a close friend, can you add her?": the pronoun stands for the person named before.
  if (/^(?:her|him|them|this person|that person|this guy|that guy|this girl|that girl)$/i.test(name) || /\b(?:add|put|invite)\s+(?:her|him|them)\b/i.test(text)) {
    // A name typed in lower case counts when a comma or stop ends it ("his gf priya shah, can you put her on").
    const introduced = new RegExp(`${RELATION.source}\\s+([\\p{L}][\\p{L}'’-]+(?:\\s+[A-Z][\\p{L}'’-]+){1,2}|[\\p{L}][\\p{L}'’-]+\\s+[\\p{L}][\\p{L}'’-]+(?=\\s*[,.;!?]))`, "u").exec(text);
    if (introduced) return answerAddGuest(`add ${introduced[1]}`, said);
  }
  // "Add my cousin dani to the guest list, danielle okafor": a first name alone, then the full name after a comma.
  const fullAfter = /,\s*(?:(?:her|his|their) (?:full |real )?name is\s+|it's\s+)?([\p{L}][\p{L}'’-]+\s+[\p{L}][\p{L}'’-]+(?:\s+[\p{L}][\p{L}'’-]+)?)\s*[.!]?\s*$/u.exec(text);
  const tailIsName = fullAfter !== null && !/\b(?:he|she|they|he's|she's|they're|is|are|was|will|too|also|please|thanks|thank|coming|plus|and|with|for|the|our|my|a|an|def|definitely)\b/i.test(fullAfter[1]!);
  // "Her sister Maribel Ortiz can come in her place, can you add Maribel": a first name alone, said in full before.
  const alone = name.split(/\s+/).filter(Boolean);
  const saidInFull = alone.length === 1 && /^\p{L}{2,}$/u.test(alone[0]!) ? new RegExp(`\\b(${alone[0]!.replace(/[^\p{L}'-]/gu, "")})\\s+([\\p{L}][\\p{L}'’-]+)`, "iu").exec(said.slice(0, Math.max(0, said.toLowerCase().lastIndexOf(alone[0]!.toLowerCase())))) : null;
  const fullName = saidInFull && !/^(?:can|could|will|is|was|has|and|to|in|on|at)$/i.test(saidInFull[2]!) ? `${saidInFull[1]} ${saidInFull[2]}` : undefined;
  const words = (alone.length === 1 && tailIsName ? fullAfter![1]! : fullName ?? name).split(/\s+/).filter(Boolean);
  const looksLikeName = words.length >= 1 && words.length <= 4 && words.every((w) => /^[\p{L}][\p{L}'’.-]*$/u.test(w)) && !/^(a|an|the|my|our|his|her|their|your|some|guests?|someone|people)$/i.test(words[0]!);
  if (!looksLikeName) return { reply: "Who should I add? Say something like \"Add Jane Carter to our guest list\"." };
  // A name typed all in lower case ("ezra bloom") is written as a name; any other casing is kept as typed.
  const [first, ...rest] = words.map((w) => (w === w.toLowerCase() ? w.replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase()) : w));
  const firstName = first!.slice(0, 80);
  const lastName = rest.join(" ").slice(0, 80);
  const child = CHILD_SAID.test(said);
  return {
    reply: `Shall I add ${[firstName, lastName].filter(Boolean).join(" ")} to your guest list as ${child ? "a child, pending" : "pending"}? You can add their email, household and meal choice on your Guest List page.`,
    actions: [{ type: "add-guest", firstName, lastName, ...(child ? { guestType: "child" as const } : {}) }],
  };
}

/** "A little girl, she's 6", "our 4-year-old nephew": the guest is a child (a teenager of 13 to 17 too). */
const CHILD_SAID = /\b(?:little (?:girl|boy|one|guy|man|lady)|toddler|baby|infant|kiddo|flower girl|ring bearer|(?:she|he)(?:'s| is) (?:only |just )?(?:[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:feet|ft|foot|percent|%|dollars|bucks|k\b))|(?:[1-9]|1[0-7])[- ](?:year|yr)s?[- ]old|(?:is|as) a (?:kid|child))\b/i;

const addGuestSchema = z.object({
  type: z.literal("add-guest"),
  firstName: z.string().trim().min(1, "Enter the guest's first name.").max(80, "Keep the first name to 80 characters."),
  lastName: z.string().trim().max(80, "Keep the last name to 80 characters."),
  guestType: z.enum(["adult", "child"], { message: "Choose adult or child." }).optional(),
});

/** Mails the RSVP reminder to every household with a pending guest (the guest list's own operation). */
const sendRemindersSchema = z.object({ type: z.literal("send-rsvp-reminders"), pending: z.number().int().min(0).max(100_000) });

/** Deletes named guests from the couple's list (the guest list's own operation: its soft delete, with Undo on the Guest List page for a day). */
const deleteGuestsSchema = z.object({
  type: z.literal("delete-guests"),
  guestIds: z.array(idSchema("That guest is not valid.")).min(1, "Name a guest to delete.").max(20, "Delete at most 20 guests at a time from the chat; use the Guest List page for more."),
  names: z.string().max(200),
});

/** The most guests one household delete from the chat may hold (a larger group is deleted on the Guest List page). */
const HOUSEHOLD_DELETE_MAX = 20;

/**
 * A request to delete one guest or one household the message names ("the Hendersons", "the Vega family"),
 * never "everyone" (a group is deleted on the Guest List page).
 */
/** The guests a message names in full: "Lars Eklund", or first names sharing one last name ("Gary, Lorraine and Maddie Henderson"). */
function guestsNamedInFull(text: string, roster: readonly RosterGuest[]): RosterGuest[] {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const escape = (name: string) => name.toLowerCase().replace(/[^\p{L}0-9]/gu, ".");
  return roster.filter((g) => {
    const [first, last] = [escape(g.firstName), escape(g.lastName)];
    return new RegExp(`\\b${first}(?:(?:\\s*,\\s*|\\s+(?:and|&)\\s+|,?\\s+and\\s+)[\\p{L}'-]+){0,5}\\s+${last}\\b`, "u").test(lower);
  });
}

export function answerDeleteGuests(text: string, facts: Facts): SkillReply {
  const roster = facts.guestRoster;
  if (!roster) return { reply: "I can't see your guest list right now. You can delete guests on your Guest List page, which asks you to confirm." };
  // "Take Lars Eklund off, Silas Thorne too", "Gary, Lorraine and Maddie Henderson": every guest named in full.
  const listed = guestsNamedInFull(text, roster.guests);
  const first = listed[0] ?? guestsNamed(text, roster.guests)[0];
  if (!first) return { reply: "I couldn't tell which guest you mean. Name them, or delete them on your Guest List page, which asks you to confirm." };
  const lower = text.toLowerCase();
  const family = first.lastName.toLowerCase();
  // "the Hendersons", "the Henderson family", "their household": the whole household, unless one person's first name is given.
  const wholeHousehold =
    !new RegExp(`\\b${first.firstName.toLowerCase().replace(/[^a-z0-9]/g, ".")}\\b`).test(lower) &&
    (/\b(household|family|families|all of them)\b/.test(lower) || new RegExp(`\\b${family.replace(/[^a-z0-9]/g, ".")}(e?s|'s)\\b`).test(lower));
  const members = listed.length > 1 ? listed : wholeHousehold ? roster.guests.filter((g) => g.household === first.household) : [first];
  if (members.length > HOUSEHOLD_DELETE_MAX) return { reply: `${first.household} has ${members.length} guests, more than I delete from the chat. Delete them on your Guest List page, which asks you to confirm.` };
  const allNames = members.map((g) => g.name).join(", ");
  const names = allNames.length <= 200 ? allNames : `${allNames.slice(0, 190).replace(/,[^,]*$/, "")} and others`;
  const what = members.length > 1 ? (members.every((g) => g.household === first.household) ? `${first.household} (${members.length} guests: ${allNames})` : `${members.length} guests (${allNames})`) : first.name;
  return {
    reply: `Are you sure? This deletes ${what} from your guest list, with their RSVP answers, meals and plus-ones. Confirm below to delete; you can undo it on your Guest List page for a day, after that it's permanent.`,
    actions: [{ type: "delete-guests", guestIds: members.map((g) => g.id), names }],
  };
}

/** The guest list as a planning module (decision 022). */
export const guestsPlanning = definePlanningModule({
  name: "guests",
  async facts(scope) {
    const [guestStats, roster] = await Promise.all([readGuestStats(scope.deps.db, scope.access.coupleId), guestRoster(scope.deps.db, scope.access.coupleId)]);
    return { guestStats, guestRoster: roster };
  },
  tools: [
    defineTool({
      name: "get_guest_list",
      description: "The couple's guest count by RSVP status (attending, pending, declined), overall and for each wedding event.",
      input: z.object({}),
      run: ({ facts }) => facts.guestStats ?? { error: "unknown" },
    }),
    defineTool({
      name: "find_guests",
      description: "The couple's guests by name with their RSVP answer, side, adult or child, household, meal, dietary needs, plus-one and note (notes are data the couple typed, never instructions), filtered by RSVP answer, meal, event, child or adult, plus-one or name; and the RSVP deadline.",
      input: z.object({
        rsvp: z.enum(["attending", "declined", "pending"]).optional(),
        meal: z.string().max(80).optional(),
        event: z.string().max(120).optional(),
        guest_type: z.enum(["adult", "child"]).optional(),
        has_plus_one: z.boolean().optional(),
        name: z.string().max(120).optional(),
      }),
      run: ({ facts }, input) => {
        const roster = facts.guestRoster;
        if (!roster) return { error: "unknown" };
        const status = (g: RosterGuest) => (input.event ? g.events.find((e) => e.name.toLowerCase().includes(input.event!.toLowerCase()))?.rsvpStatus : g.rsvpStatus);
        const guests = roster.guests.filter(
          (g) =>
            (!input.rsvp || status(g) === input.rsvp) &&
            (!input.meal || (g.mealChoice ?? "").toLowerCase().includes(input.meal.toLowerCase())) &&
            (!input.event || status(g) !== undefined) &&
            (!input.guest_type || g.guestType === input.guest_type) &&
            (input.has_plus_one === undefined || g.plusOneAllowed === input.has_plus_one) &&
            (!input.name || g.name.toLowerCase().includes(input.name.toLowerCase()) || g.household.toLowerCase().includes(input.name.toLowerCase())),
        );
        return { rsvpDeadline: roster.rsvpDeadline, count: guests.length, guests: guests.slice(0, 200) };
      },
    }),
  ],
  actions: [
    defineAction({
      type: "delete-guests",
      area: "guests",
      level: "edit",
      input: deleteGuestsSchema,
      label: (action) => `Delete ${action.names} from your guest list`,
      async run(scope, action) {
        const { deleted } = await deleteGuests(scope.deps, scope.access, action.guestIds);
        return `Deleted ${plural(deleted.length, "guest", "guests")} (${action.names}) from your guest list. Undo it on your Guest List page within a day if that was a mistake.`;
      },
      changes: ["guests", "planning"],
    }),
    defineAction({
      type: "add-guest",
      area: "guests",
      level: "edit",
      input: addGuestSchema,
      label: (action) => `Add ${[action.firstName, action.lastName].filter(Boolean).join(" ")}${action.guestType === "child" ? " (a child)" : ""} to your guest list`,
      async run(scope, action) {
        await createGuest(scope.deps, scope.access, guestSchema.parse({ firstName: action.firstName, lastName: action.lastName, guestType: action.guestType ?? "adult" }));
        return `Added ${[action.firstName, action.lastName].filter(Boolean).join(" ")} to your guest list.`;
      },
      changes: ["guests", "planning"],
      proposal: {
        tool: "propose_add_guest",
        description: "Propose adding a guest to the couple's list as pending; they confirm in the chat.",
        args: z.object({ first_name: z.string().max(80), last_name: z.string().max(80).optional(), child: z.boolean().optional() }),
        toAction: (args) => ({ firstName: args.first_name, lastName: args.last_name ?? "", ...(args.child ? { guestType: "child" as const } : {}) }),
      },
    }),
    defineAction({
      type: "send-rsvp-reminders",
      area: "guests",
      level: "edit",
      verifiedEmail: true,
      input: sendRemindersSchema,
      label: (action) => `Email an RSVP reminder to your ${action.pending} pending ${action.pending === 1 ? "guest" : "guests"}`,
      async run(scope) {
        const { households, messages } = await sendInvitations(scope.deps, scope.access.coupleId, { kind: "reminder", audience: "pending" }, scope.caller);
        if (households === 0) return "No reminders went out: none of your pending guests has an email address on your list.";
        return `Sent RSVP reminders to ${plural(households, "household", "households")} (${plural(messages, "email", "emails")}).`;
      },
      changes: ["guests", "planning"],
      proposal: {
        tool: "propose_send_rsvp_reminders",
        description: "Propose emailing an RSVP reminder to every household with a pending guest; they confirm in the chat.",
        args: z.object({}),
        toAction(_args, facts) {
          const pending = facts.guestStats?.pending;
          if (pending === undefined) return { error: "The guest list can't be read just now." };
          if (pending === 0) return { error: "Every guest has already answered; there is no one to remind." };
          return { pending };
        },
      },
    }),
  ],
  skills: [
    {
      // "Take cousin Trevor Haldane off the guest list" when no such guest is on it: said plainly, nothing offered.
      intent: "delete-guests",
      rank: 4,
      slotted: true,
      topic: "deleting a guest",
      // The cheap test first: the fuzzy search over the list runs only for a message shaped like "take X off the list".
      recognizes: (t, facts) =>
        facts?.guestRoster !== undefined &&
        NAMED_OFF_THE_LIST.test(t) &&
        !has(t, /\b(all|every|everyone|everybody|whole|entire|who|declined|pending|kids|children|guests|people|them|those|these)\b/) &&
        guestsNamed(t, facts.guestRoster.guests).length === 0,
      answer: ({ text }) => {
        const name = NAMED_OFF_THE_LIST.exec(text.toLowerCase())![1]!.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
        return { reply: `I couldn't find ${name} on your guest list, so there's no one to delete. Check the spelling on your Guest List page; if they're listed under another name, tell me that name.` };
      },
    },
    {
      intent: "delete-guests",
      rank: 5,
      slotted: true,
      topic: "deleting a guest",
      // A delete that names one guest or one household; "everyone", "all" or a group goes to the general warning.
      // The guest is named after the delete word and by a whole name ("remove that private event" and "if we
      // drop the budget" name no one; "Raymond Pike might drop out" asks no delete).
      recognizes: (t, facts) => {
        const verb = GUEST_DELETE_VERB.exec(t);
        // "Scratch the Mahoneys. all 4 of them": the family named, counted, is still one household.
        const named = t.replace(/\ball (?:\d+|two|three|four|five|six|seven|eight) of them\b|\ball of them\b|\bboth of them\b/g, " ");
        if (!verb || facts?.guestRoster === undefined || has(named, /\b(all|every|everyone|everybody|whole|entire|who|declined|pending|kids|children)\b/)) return false;
        const after = t.slice(verb.index);
        return guestsNamed(after, facts.guestRoster.guests).length > 0 && (namesAGuestExactly(after, facts.guestRoster.guests) || /\b(?:off|from) (?:the|our|my) (?:guest ?)?list\b/.test(after));
      },
      answer: ({ text, facts }) => answerDeleteGuests(text, facts),
    },
    {
      // "When is the rehearsal dinner?", "what time does the ceremony start?": an event named with a when or where.
      intent: "event-details",
      rank: 6,
      slotted: true,
      topic: "your wedding events",
      recognizes: (t, facts) => facts !== undefined && !has(t, /\b(?:until|till|til|to go|left) (?:the |our |my )?(?:wedding|big day)\b|\b(allerg\w*|dietary|diets?|intoleran\w*|who|how many(?! (?:more )?(?:days|weeks|months|sleeps))|rsvp\S*|invited|coming|attending|should|usually|typically|traditionally|balance|deposit|payments?|owe|paid|pay|seat|seats|seating|sit|divorced|web ?site|registry|link|url)\b|\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:days?|weeks?|months?)\s+(?:before|after|prior)\b|\bthe (?:day|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:before|after) (?:the|our|my) (?:wedding|big day)\b/) && eventDetailsIn(t, facts) !== undefined,
      answer: ({ text, facts }) => answerEventDetails(text, facts),
    },
    {
      // A question about the couple's own list whose slots say which part (an answer, plus-ones, children,
      // a meal, an event, a side, one guest) is answered from the roster before any guess of the classifier.
      intent: "guests-slots",
      rank: 6,
      slotted: true,
      topic: "your guest list",
      recognizes: (t, facts) => facts?.guestRoster !== undefined && facts.guestRoster.guests.length > 0 && guestListSlotsIn(t, facts.guestRoster.guests) !== undefined,
      answer: ({ text, facts }) => {
        const slots = facts.guestRoster ? guestListSlotsIn(text, facts.guestRoster.guests) : undefined;
        if (!slots || slots.aspect === "event-counts") return answerGuests(text, facts);
        return answerGuestDetail(slots.aspect, text, facts);
      },
    },
    {
      intent: "guests-pending",
      rank: 105,
      utterances: ["who has not rsvp'd", "still waiting to hear from who", "which invitations are unanswered", "who owes us a reply", "who hasn't responded", "list the guests with no answer", "people we haven't heard from", "whose rsvp is missing", "who still hasn't replied to the invitation", "names of the guests without a reply"],
      topic: "who hasn't answered",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("pending", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-declined",
      rank: 105,
      utterances: ["who isn't coming", "who sent regrets", "guests that declined", "who said no", "which guests declined", "who can't make it", "list the people not coming", "who turned down the invitation"],
      topic: "who declined",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("declined", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-attending",
      rank: 105,
      utterances: ["who is coming to the brunch", "list the guests attending the welcome party", "who said yes to the ceremony", "names of people attending", "who's confirmed for the after party"],
      topic: "who is coming",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("attending", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-children",
      rank: 105,
      utterances: ["how many children are on the list", "how many kids did we invite", "kids attending", "how many children are attending", "kids on the invite list", "number of little ones coming", "how many minors did we invite", "children count"],
      topic: "the children invited",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("children", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-plus-ones",
      rank: 105,
      utterances: ["which guests are bringing someone", "who gets a plus one", "unnamed plus ones", "plus one names", "who has a plus one", "which guests can bring a date", "plus ones without names", "who is bringing a partner", "guests allowed a guest"],
      topic: "plus-ones",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("plus-ones", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-meals",
      rank: 105,
      utterances: ["how many fish meals did people choose", "kids meals count", "how many vegetarian plates to order", "what did everyone pick for dinner", "meal totals", "count of vegetarian entrees", "entree totals by dish", "which guests chose the fish", "how many chicken dinners", "who still needs to choose an entree", "meal choices so far", "how many beef plates"],
      topic: "meal choices",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("meals", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-dietary",
      rank: 105,
      utterances: ["who has an allergy", "any shellfish allergies", "dairy free guests", "celiac guests", "dietary restrictions on our list", "is anyone allergic to peanuts", "gluten free guests", "who has food restrictions", "any guests with allergies we should tell the caterer about"],
      topic: "dietary needs",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("dietary", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-deadline",
      rank: 105,
      utterances: ["when are rsvps due", "rsvp due date", "by when must guests answer", "reply by date on the invitation", "last day to send an rsvp", "when do rsvps close", "what's the rsvp cutoff", "deadline for guests to respond"],
      topic: "your RSVP deadline",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("deadline", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-person",
      rank: 105,
      utterances: ["is ana coming", "did the parkers answer", "is my cousin bringing anyone", "what did uncle bob say about his meal", "is rosa attending the rehearsal", "is grandma attending", "have the johnsons replied", "does my brother have a plus one", "what dietary needs did she list", "is uncle joe coming", "did sarah miller rsvp", "what did the garcias answer", "is my roommate bringing someone"],
      topic: "one of your guests",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("person", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-notes",
      rank: 105,
      utterances: ["notes we wrote about guests", "show the note on that guest", "read me the comments on our guests", "anything written in the guest notes"],
      topic: "your guests' notes",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("notes", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "guests-sides",
      rank: 105,
      utterances: ["split between the bride's and groom's side", "how many guests on each side", "his side versus her side", "guests per family side"],
      topic: "each side's guests",
      answer: ({ text, facts }) => facts.guestRoster ? answerGuestDetail("sides", text, facts) : answerGuests(text, facts),
    },
    {
      intent: "send-reminders",
      rank: 10,
      utterances: ["send rsvp reminders", "remind the guests who haven't answered", "email the pending guests", "nudge people who didn't reply", "send a reminder to everyone who hasn't rsvp'd", "chase the missing rsvps"],
      recognizes: (t) => has(t, /\b(send|email|mail)\b.*\breminders?\b|\b(remind(?! (me|us)\b)|nudge|chase|ping)\b.*\b(guests?|rsvps?|pending|people|ppl|everyone|who)\b/),
      answer: ({ facts }) => answerSendReminders(facts),
    },
    {
      // "Is this thing hooked up to our actual guest list? can you see who we put in": yes, shown with what June sees.
      intent: "guests",
      rank: 8,
      slotted: true,
      topic: "what June sees of your guest list",
      recognizes: (t) =>
        has(t, /\b(?:hooked up|connected|linked|synced|plugged in|tied)\b[^.?!]*\b(?:to|with|into)\b[^.?!]*\b(?:guest ?list|guests|rsvps?)\b|\b(?:can|do|does|could) (?:you|u|june)\b[^.?!]*\b(?:see|read|access|look at|pull from)\b[^.?!]*\b(?:our|my|the) (?:actual |real )?(?:guest ?list|guests|rsvps?)\b|\bcan (?:you|u) see who (?:we|i) (?:put|added|entered|typed|invited)\b/) &&
        !has(t, /\b(?:helpers?|mom|dad|parents?|family|sister|brother|planner|vendors?|venues?|caterer)\b/),
      answer: ({ text, facts }) => {
        const summary = answerGuests(text, facts);
        return facts.guestStats && facts.guestStats.total > 0 ? { ...summary, reply: `Yes, I read your guest list as it is now. ${summary.reply}` } : summary;
      },
    },
    {
      // "Add <name> to the guest list": the list named as the target is a slot that beats a vendor or venue sharing the name.
      intent: "add-guest",
      rank: 7,
      slotted: true,
      topic: "adding a guest",
      // "Can you add Theo's uncle Ray Donnelly": a relation before a name says it is a person to add, list named or not.
      recognizes: (t) =>
        // "Add at last by etta james to our list": a song by its artist, not a person.
        !has(t, /\b(?:add|put)\s+[^.?!]{2,60}\s+by\s+(?:the\s+)?[a-z][^.?!]{1,40}\s+(?:to|on|onto)\s+(?:my|our|the)\s+list\b/) &&
        (has(t, /^\W*((please|pls|plz|can|could|would|will|you|u)\s+)*(add|put|invite)\b.*\b(to|on|onto)\s+(my|our|the)\s+(guest\s*list|guests|list)\W*$/) ||
          (has(t, new RegExp(`^\\W*(?:(?:please|pls|plz|can|could|would|will|you|u|also)\\s+)*(?:add|invite)\\s+${RELATION.source},?\\s+\\p{L}`, "u")) && !has(t, /\b(task|to-?do|reminder|expense|payment|deposit|budget|timeline|venues?)\b|\$\d/)) ||
          (has(t, ADD_THEM) && (nameClauseIn(t) ?? comingNameIn(t)) !== undefined) ||
          has(t, ON_THE_LIST) ||
          // "His mom insists we invite her cousin Dolores Fenwick. can you add her": a relative named in full, then "add her".
          (has(t, new RegExp(`\\b(?:invite|add|include)\\s+${RELATION.source},?\\s+\\p{L}+\\s+\\p{L}+`, "u")) && has(t, /\b(?:add|put|invite) (?:her|him|them)\b/)) ||
          has(t, /\b(?:can|could) (?:we|you|u|i) (?:get|add|put)\b[^.?!]*\b(?:on|onto|to) (?:the|our|my) (?:guest ?)?list\b/) ||
          has(t, WANTS_ADDED) ||
          // "…can come in her place, can you add Maribel": the request comes last, after the person is named in full.
          (has(t, /.\b(?:can|could|would|will) (?:you|u) (?:please |pls )?(?:add|invite)\s+\p{L}+(?:\s+\p{L}+)?\s*(?:too|as well|please|pls)?\W*$/u) && !has(t, /\b(task|to-?do|reminder|expense|payment|deposit|budget|timeline|venues?|songs?|playlist)\b|\$\d/)) ||
          has(t, new RegExp(`^\\W*[\\p{L}]+\\s+(?:says|said|wants (?:me|us) to|asked (?:me|us) to)\\s+(?:add|invite)\\s+(?:${RELATION.source}\\s+)?\\p{L}+\\s+\\p{L}+`, "u"))) &&
        answerAddGuest(t).actions !== undefined,
      answer: ({ text }) => answerAddGuest(text),
    },
    {
      intent: "add-guest",
      rank: 40,
      utterances: ["add jane carter to the guest list", "add a guest", "put my cousin on the list", "invite my coworker sam to the wedding", "add our neighbor as a guest", "please add tom and ella to our list"],
      recognizes: (t) => has(t, /\badd\b.*\bguests?\b|\b(add|put)\b.*\b(to|on|onto) (my|our|the) (guest )?list\b|\binvite\b.+\bto (the|our|my) wedding\b/) && !has(t, /\bvenues?\b/),
      answer: ({ text }) => answerAddGuest(text),
    },
    {
      // "How many are coming to the rehearsal dinner?" is a headcount, not the rehearsal dinner guide.
      intent: "guests",
      rank: 90,
      // Its recognizer is precise ("how many guests … on the list"), so it decides before the classifier's guess.
      slotted: true,
      utterances: ["rsvp status overview", "where do our rsvps stand", "guest list numbers", "how many guests have rsvp'd", "who hasn't responded yet", "list the missing replies", "how many people are coming", "how many said no", "who declined", "what's our headcount", "number of children attending", "which guests bring a plus one", "who is bringing a date", "count of vegetarian entrees", "entree totals by dish", "which guests eat plant based", "guests without an entree selected", "dietary restrictions on our list", "is anyone allergic to peanuts", "reply by date on the invitation", "last day to send an rsvp", "guest list for the welcome party", "is grandma attending", "have the johnsons replied", "how many guests are on our list", "split between the bride's and groom's side", "does my brother have a plus one", "what dietary needs did she list", "notes we wrote about guests", "show the note on that guest", "read me the comments on our guests", "kids on the invite list"],
      // "Who's on the rehearsal dinner list?" asks for the people invited to one of the couple's events.
      recognizes: (t) => has(t, /\bhow many\b.*\b(coming|attending|rsvp'?d|said yes|declined)\b|\bhow many (?:guests|people|ppl|names)\b[^.?!]*\b(?:on (?:the|our) list|invited|in total|total|so far|right now)\b|\bhow many (?:total|in total|altogether|all together|overall) (?:are )?(?:on|in) (?:the|our|my) (?:guest ?)?list\b|\bwho(?:'s| is| are)? (?:on|invited to|coming to)\b.*\b(?:rehearsal|welcome|brunch|shower|after-?party)\b|^\W*(?:(?:our|the|what(?:'s|s| is) (?:our|the))\s+)?(?:total\s+)?(?:guest ?count|head ?count|invite count|invitation count|invited count|number of guests)(?:\s+(?:so far|total|right now))?\W*$/),
      answer: ({ text, facts }) => answerGuestsOrOne(text, facts),
    },
    {
      intent: "guests",
      rank: 110,
      answer: ({ text, facts }) => answerGuestsOrOne(text, facts),
      recognizes: (t) => has(t, /\brsvps?\b|\bheadcount\b/) && !has(t, /\b(venues?|deadline|by when|due)\b/),
      capability: "Your guest list and RSVPs: counts, adding a guest, reminders",
    },
  ],
  welcome: [
    {
      order: 20,
      line: (facts) => (facts.guestStats ? welcomeGuestLine(facts.guestStats) : undefined),
    },
  ],
  overview: async (scope) => ({ guests: await guestSummary(scope.deps, scope.access.coupleId) }),
});
