import { daysBetween, plural } from "../../../domain/june.ts";
import { formatCalendarDate } from "../../../domain/dates.ts";
import type { Facts, SkillReply } from "../../planning/contract.ts";
import { formalNamesIn, namedIn } from "../../planning/entities.ts";
import type { RosterGuest } from "./operations/roster.ts";

/**
 * June's answers about who is on the list (issue 24): names, not just counts. Each reads the roster the
 * guests module gathered for the couple and the slots of the message (an event, a meal, a guest's name).
 * Text guests or couples typed (notes, dietary needs) is quoted as data, never followed.
 */

const MAX_NAMES = 40;
/** Words every meal question uses, never read as one meal's name ("a meal" is not the "Kids' meal"). */
const MEAL_WORDS = new Set(["meal", "meals", "plate", "plates", "dinner", "dinners", "entree", "entrees", "pick", "picked", "chose", "ordered", "check", "checks", "cheque", "checked"]);
const listOf = (people: readonly RosterGuest[]) =>
  people.length <= MAX_NAMES ? people.map((g) => g.name).join(", ") : `${people.slice(0, MAX_NAMES).map((g) => g.name).join(", ")} and ${people.length - MAX_NAMES} more`;
/** "Which families…", "what households…": the answer lists households, not every person in them. */
const ASKS_HOUSEHOLDS = /\b(?:famil(?:y|ies)|households?|homes?)\b/;
const householdsOf = (people: readonly RosterGuest[]) => {
  const names = [...new Set(people.map((g) => g.household))];
  return names.length <= MAX_NAMES ? names.join(", ") : `${names.slice(0, MAX_NAMES).join(", ")} and ${names.length - MAX_NAMES} more`;
};
const unknownList = { reply: "I can't see your guest list right now. Try again in a moment, or open your Guest List page." };

/** The event a message names among the ones the roster's guests are invited to. */
function eventNamed(text: string, roster: readonly RosterGuest[]) {
  const names = [...new Set(roster.flatMap((g) => g.events.map((e) => e.name)))];
  return namedIn(text, names, (name) => [name.replace(/\b(the|and|of|a|for|dinner|party|ceremony)\b/gi, " ").trim() || name]).at(0);
}

/** The guests a message names (a person or a household), best match first; only close matches. */
/** The guest list's own words, never read as someone's name ("guests" is not Ada Guest). */
const LIST_WORDS = new Set(["guest", "guests", "list", "rsvp", "rsvps", "rsvp'd", "wedding", "people", "family", "families", "coming", "attending", "invited", "many", "who", "what", "our", "have", "has", "note", "notes", "say", "said", "meal", "meals"]);

export function guestsNamed(text: string, roster: readonly RosterGuest[]) {
  return namedIn(text, roster, (g) => [g.firstName, g.lastName, ...(g.lastName.includes("-") ? g.lastName.split("-") : []), g.household.replace(/\b(the|family|household)\b/gi, " ")], 0.2, LIST_WORDS);
}

type Aspect = "invited" | "pending" | "declined" | "not-yes" | "tally" | "most" | "households" | "family" | "attending" | "children" | "plus-ones" | "meals" | "dietary" | "deadline" | "person" | "notes" | "sides" | "events-contrasted";

/** An answer asked about for one event: yes, no, not yes (no or not answered) or not answered yet. */
type EventAnswer = "attending" | "declined" | "not-attending" | "pending";
const answerSaid = (answer: EventAnswer, one: boolean) =>
  answer === "attending" ? "said yes to" : answer === "declined" ? "said no to" : answer === "not-attending" ? (one ? "isn't coming to" : "aren't coming to") : one ? "hasn't answered for" : "haven't answered for";

/** Whether a guest is invited to an event and gave the answer asked about ("not yes" takes no and not answered). */
const answered = (g: RosterGuest, asked: { event: string; answer: EventAnswer }) => {
  const status = g.events.find((e) => e.name === asked.event)?.rsvpStatus;
  if (!status) return false;
  return asked.answer === "not-attending" ? status !== "attending" : status === asked.answer;
};

/**
 * "Said yes to the wedding but no to the rehearsal dinner", "coming to the ceremony but not the rehearsal": two of
 * the couple's events, each with the answer asked about, on either side of "but". "The wedding" is the event the
 * most guests are invited to.
 */
function eventsContrastedIn(lower: string, roster: readonly RosterGuest[]): [{ event: string; answer: EventAnswer }, { event: string; answer: EventAnswer }] | undefined {
  const halves = lower.split(/\bbut\b|\bwhile\b|\bwhereas\b/);
  if (halves.length !== 2) return undefined;
  const invitedTo = new Map<string, number>();
  for (const e of roster.flatMap((g) => g.events)) invitedTo.set(e.name, (invitedTo.get(e.name) ?? 0) + 1);
  if (invitedTo.size < 2) return undefined;
  const main = [...invitedTo.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const eventOf = (half: string) => eventNamed(half, roster) ?? (/\b(?:wedding|ceremony|reception|big day|main event)\b/.test(half) ? main : undefined);
  const answerOf = (half: string): EventAnswer | undefined =>
    /\b(?:haven'?t|hasn'?t|havent|hasnt|not yet|yet to|no answer|no reply)\b[^.?!]*\b(?:answer\w*|repl\w*|respond\w*|rsvp\S*|heard)|\b(?:pending|unanswered)\b/.test(half)
      ? "pending"
      : /\b(?:no|declined|decline|can'?t|cannot|won'?t|isn'?t|aren'?t|skipping|skip|turned (?:it |us )?down|regrets)\b/.test(half)
        ? "declined"
        : /\bnot\b/.test(half)
          ? "not-attending"
          : /\b(?:yes|coming|attending|accepted|confirmed|rsvp'?d|going|will be there|make it)\b/.test(half)
            ? "attending"
            : undefined;
  const [first, second] = [eventOf(halves[0]!), eventOf(halves[1]!)];
  const firstAnswer = answerOf(halves[0]!);
  if (!first || !second || first === second || !firstAnswer) return undefined;
  // "…but no to the rehearsal dinner", "…but not the rehearsal": the second event's own answer.
  const secondAnswer = answerOf(halves[1]!);
  if (!secondAnswer) return undefined;
  return [
    { event: first, answer: firstAnswer },
    { event: second, answer: secondAnswer },
  ];
}

export function answerGuestDetail(aspect: Aspect, text: string, facts: Facts): SkillReply {
  // "The Hendersons can't make it, how many does that knock off our yes count?", "if the Brennans bail, how many is that":
  // one family's share of the list or of the yeses, before any other reading.
  const familyWhatIf = FAMILY_DROPS.test(text) && /\bhow many\b/i.test(text) ? familyAskedIn(text, facts.guestRoster?.guests ?? []) : undefined;
  if (familyWhatIf && facts.guestRoster) {
    const members = facts.guestRoster.guests.filter((g) => familyWhatIf.households.has(g.household));
    const yes = members.filter((g) => g.rsvpStatus === "attending").length;
    const allYes = facts.guestRoster.guests.filter((g) => g.rsvpStatus === "attending").length;
    return { reply: `${familyWhatIf.label.charAt(0).toUpperCase()}${familyWhatIf.label.slice(1)} are ${plural(members.length, "guest", "guests")} on your list, ${yes} of them coming. Without them you'd have ${allYes - yes} yeses (from ${allYes}) and ${facts.guestRoster.guests.length - members.length} guests on the list.` };
  }
  const roster = facts.guestRoster;
  if (!roster) return unknownList;
  if (roster.guests.length === 0 && aspect !== "deadline") return { reply: "Your guest list is empty so far. Tell me a name and I'll add them." };
  // "Which of his people haven't replied" (Theo named): one partner's side of the list only.
  const side = aspect === "sides" || aspect === "person" || aspect === "family" ? undefined : sideAskedIn(text, facts);
  // "How many of the Hendersons said yes": one family's people only, the name read as loosely as people type it.
  // "Is it just the Mahoneys left, or are there more?": the family is the guess to check, not the filter.
  const beyondFamily = /\bare there (?:any )?(?:more|others)\b|\b(?:anyone|anybody|who) else\b|\bis that (?:all|everyone|everybody|it)\b|\bany others\b/i.test(text);
  const family = aspect === "person" || aspect === "family" || aspect === "households" || aspect === "sides" || beyondFamily ? undefined : familyAskedIn(text, roster.guests);
  const guests = roster.guests.filter((g) => (!side || g.side === side.side) && (!family || family.households.has(g.household)));
  const event = aspect === "invited" || aspect === "tally" || aspect === "pending" || aspect === "declined" || aspect === "not-yes" || aspect === "most" || aspect === "attending" || aspect === "children" ? eventNamed(text, guests) : undefined;
  const statusFor = (g: RosterGuest) => (event ? g.events.find((e) => e.name === event)?.rsvpStatus : g.rsvpStatus);
  const where = `${family ? ` among ${family.label}` : ""}${event ? ` for the ${event}` : ""}${side ? ` on ${side.name}'s side` : ""}`;
  // "What percent of people have said yes?": the share, of everyone on the list.
  if ((aspect === "attending" || aspect === "declined" || aspect === "pending") && /\b(?:percent(?:age)?|per cent|%|what share|what fraction|what proportion)\b/.test(text.toLowerCase())) {
    const counted = guests.filter((g) => statusFor(g) === aspect).length;
    const said = aspect === "attending" ? "said yes" : aspect === "declined" ? "declined" : "haven't answered yet";
    return { reply: `${Math.round((1000 * counted) / guests.length) / 10}% ${counted === 1 ? "has" : "have"} ${said}${where}: ${counted} of the ${plural(guests.length, "guest", "guests")} on your list.` };
  }
  switch (aspect) {
    case "events-contrasted": {
      // "Who said yes to the wedding but no to the rehearsal dinner": each event with its own answer.
      const [first, second] = eventsContrastedIn(text.toLowerCase(), roster.guests) ?? [];
      if (!first || !second) return answerGuestDetail("attending", text, facts);
      const both = guests.filter((g) => [first, second].every((asked) => answered(g, asked)));
      const one = both.length === 1;
      const said = `${answerSaid(first.answer, one)} the ${first.event} but ${answerSaid(second.answer, one).replace(/^said /, "")} the ${second.event}${side ? ` on ${side.name}'s side` : ""}`;
      // "Not coming to the rehearsal" can also mean not invited to it: those are counted apart.
      const notInvited = second.answer === "not-attending" ? guests.filter((g) => answered(g, first) && !g.events.some((e) => e.name === second.event)).length : 0;
      const besides = notInvited > 0 ? ` Besides them, ${plural(notInvited, "guest", "guests")} who ${answerSaid(first.answer, notInvited === 1)} the ${first.event} ${notInvited === 1 ? "isn't" : "aren't"} invited to the ${second.event}.` : "";
      if (both.length === 0) return { reply: `None of your guests ${said}.${besides}` };
      return { reply: `${plural(both.length, "guest", "guests")} ${said}: ${listOf(both)}.${besides}` };
    }
    case "invited": {
      const invited = event ? guests.filter((g) => g.events.some((e) => e.name === event)) : guests;
      if (invited.length === 0) return { reply: `No one on your list is invited${where} yet. You can invite guests to it from your Guest List page.` };
      return { reply: `${invited.length} ${invited.length === 1 ? "guest is" : "guests are"} invited${where}: ${listOf(invited)}.` };
    }
    case "pending": {
      const waiting = guests.filter((g) => statusFor(g) === "pending");
      if (waiting.length === 0) return { reply: `Everyone has answered${where}.` };
      // The reminder goes to every guest who hasn't answered, whichever side was asked about: the offer says so.
      const allPending = roster.guests.filter((g) => g.rsvpStatus === "pending").length;
      const reminder = { type: "send-rsvp-reminders", pending: allPending };
      const offer = side ? ` I can email an RSVP reminder to everyone who hasn't answered (${plural(allPending, "guest", "guests")}, both sides); want me to?` : " Want me to email them an RSVP reminder?";
      if (!side && !family && ASKS_HOUSEHOLDS.test(text.toLowerCase())) {
        const homes = new Set(waiting.map((g) => g.household)).size;
        return { reply: `${homes} ${homes === 1 ? "household hasn't" : "households haven't"} answered yet${where} (${plural(waiting.length, "guest", "guests")}): ${householdsOf(waiting)}.${offer}`, actions: [reminder] };
      }
      return { reply: `${waiting.length} ${waiting.length === 1 ? "guest hasn't" : "guests haven't"} answered yet${where}: ${listOf(waiting)}.${offer}`, actions: [reminder] };
    }
    case "not-yes": {
      // "Who said no or hasn't answered?": both groups, each named, for the event asked about.
      const no = guests.filter((g) => statusFor(g) === "declined");
      const waiting = guests.filter((g) => statusFor(g) === "pending");
      if (no.length === 0 && waiting.length === 0) return { reply: `Everyone has said yes${where}.` };
      const parts = [no.length === 0 ? `No one has declined${where}.` : `Declined${where} (${no.length}): ${listOf(no)}.`, waiting.length === 0 ? "Everyone else has answered." : `No answer yet (${waiting.length}): ${listOf(waiting)}.`];
      return { reply: parts.join(" ") };
    }
    case "most": {
      // "Worst case, if everyone who hasn't replied says yes": the headcount's range, from the answers so far.
      const yes = guests.filter((g) => statusFor(g) === "attending").length;
      const waiting = guests.filter((g) => statusFor(g) === "pending").length;
      const no = guests.filter((g) => statusFor(g) === "declined").length;
      return { reply: `If everyone who hasn't answered says yes, your headcount${where} would be ${yes + waiting}: ${yes} attending now plus ${waiting} still to answer (${no} declined). At least ${yes} are coming so far. Plus-ones without a name aren't counted until they're added to your list.` };
    }
    case "households": {
      const homes = new Map<string, RosterGuest[]>();
      for (const g of guests) homes.set(g.household, [...(homes.get(g.household) ?? []), g]);
      const declinedHomes = [...homes.values()].filter((members) => members.every((g) => g.rsvpStatus === "declined")).length;
      return { reply: `You have ${plural(homes.size, "household", "households")} on your list (${plural(guests.length, "guest", "guests")}), so you need ${plural(homes.size, "invitation", "invitations")}, one per household, plus a few spares for keepsakes and last-minute additions.${declinedHomes > 0 ? ` ${plural(declinedHomes, "household has", "households have")} already declined entirely.` : ""}` };
    }
    case "family": {
      // "How many Lindqvists are on the list", "the Mahoneys, the Hollisters and the Ferraros, how many seats is that": every guest with those names, counted.
      const lastNames = lastNamesSaidIn(text.toLowerCase(), guests);
      if (lastNames.length > 0 && COUNT_ASKED.test(text.toLowerCase())) {
        const members = guests.filter((g) => lastNames.includes(g.lastName));
        return { reply: `${plural(members.length, "guest", "guests")} on your list ${lastNames.length === 1 ? `named ${lastNames[0]}` : `in the ${lastNames.slice(0, -1).join(", ")} and ${lastNames.at(-1)} families`}: ${members.map((g) => `${g.name} (${g.rsvpStatus === "attending" ? "coming" : g.rsvpStatus === "declined" ? "declined" : "no answer yet"}${g.guestType === "child" ? ", child" : ""})`).join(", ")}.` };
      }
      const named = guestsNamed(text, guests)[0];
      if (!named) return { reply: "I couldn't find that family on your guest list. Check the spelling, or ask me who hasn't answered yet." };
      const members = guests.filter((g) => g.household === named.household);
      return { reply: `${named.household} on your list (${plural(members.length, "guest", "guests")}): ${members.map((g) => `${g.name} (${g.rsvpStatus === "attending" ? "coming" : g.rsvpStatus === "declined" ? "declined" : "no answer yet"}${g.guestType === "child" ? ", child" : ""})`).join(", ")}.` };
    }
    case "declined": {
      const no = guests.filter((g) => statusFor(g) === "declined");
      return { reply: no.length === 0 ? `No one has declined${where}.` : `${no.length} ${no.length === 1 ? "guest has" : "guests have"} declined${where}: ${listOf(no)}.` };
    }
    case "attending": {
      // "How many adults are coming": the grown-ups only.
      const adultsOnly = /\b(?:adults?|grown[- ]?ups?)\b/.test(text.toLowerCase()) && !/\b(?:kids?|children|child)\b/.test(text.toLowerCase());
      const yes = guests.filter((g) => statusFor(g) === "attending" && (!adultsOnly || g.guestType !== "child"));
      if (adultsOnly) return { reply: `${plural(yes.length, "adult is", "adults are")} coming${where} (not counting children): ${listOf(yes)}.` };
      if (yes.length > 0 && !side && !family && ASKS_HOUSEHOLDS.test(text.toLowerCase())) return { reply: `${plural(new Set(yes.map((g) => g.household)).size, "household has", "households have")} someone attending${where}: ${householdsOf(yes)}.` };
      return { reply: yes.length === 0 ? `No one has said yes${where} yet.` : `${yes.length} ${yes.length === 1 ? "guest is" : "guests are"} attending${where}: ${listOf(yes)}.` };
    }
    case "tally": {
      const count = (status: string) => guests.filter((g) => statusFor(g) === status).length;
      const [yes, no, waiting] = [count("attending"), count("declined"), count("pending")];
      const lead = yes > no ? "More yeses than nos" : yes < no ? "More nos than yeses" : "As many yeses as nos";
      return { reply: `${lead} so far${where}: ${yes} yes, ${no} no, and ${waiting} still to answer (${plural(yes + no + waiting, "guest", "guests")} in all).` };
    }
    case "children": {
      // "Are any kids coming to the rehearsal dinner?": the children invited to that event and their answers for it.
      const kids = guests.filter((g) => g.guestType === "child" && (!event || g.events.some((e) => e.name === event)));
      const coming = kids.filter((g) => statusFor(g) === "attending");
      if (kids.length === 0) return { reply: event ? `No children are invited${where}.` : "There are no children on your guest list." };
      if (event) return { reply: `${plural(kids.length, "child is", "children are")} invited${where}; ${coming.length} ${coming.length === 1 ? "is" : "are"} coming${coming.length > 0 ? `: ${listOf(coming)}` : ""}.` };
      // "If we cut the kids, how many people are we down to": the list and the yeses without the children.
      if (/\b(?:cut|cutting|drop|dropping|skip|skipping|remove|removing|without|minus|no|exclude|excluding|uninvite|lose|losing|take out) (?:the |all (?:the )?|our )?(?:kids|children|child)\b/.test(askingPartOf(text.toLowerCase()))) {
        const adultsComing = guests.filter((g) => g.guestType !== "child" && g.rsvpStatus === "attending").length;
        return { reply: `Without the ${plural(kids.length, "child", "children")}, your list is ${plural(guests.length - kids.length, "guest", "guests")}, and ${adultsComing} of them have said yes so far.` };
      }
      if (/\badults?\b|\bgrown[- ]?ups?\b|\bbreakdown\b|\bvs\b|\bversus\b/.test(text.toLowerCase())) {
        const adultsComing = guests.filter((g) => g.guestType !== "child" && g.rsvpStatus === "attending").length;
        return { reply: `Coming so far: ${plural(adultsComing, "adult", "adults")} and ${plural(coming.length, "child", "children")} (${adultsComing + coming.length} in all). On the list: ${plural(guests.length - kids.length, "adult", "adults")} and ${plural(kids.length, "child", "children")}.` };
      }
      // "What are the kids eating": each child's meal, for the caterer.
      if (KIDS_EATING.test(text.toLowerCase()) && !/\bhow many\b|\bnumbers?\b|\bcount\b/.test(text.toLowerCase())) {
        const picked = kids.filter((g) => g.rsvpStatus !== "declined");
        return { reply: `Meals for the ${plural(picked.length, "child", "children")} coming or still to answer${where}: ${picked.map((g) => `${g.name}: ${g.mealChoice || "no meal chosen yet"}`).join("; ")}.` };
      }
      // "How many of the no-replies are kids": the children still to answer are named too.
      const waiting = kids.filter((g) => statusFor(g) === "pending");
      const still = waiting.length > 0 ? ` ${plural(waiting.length, "child hasn't", "children haven't")} answered yet: ${listOf(waiting)}.` : "";
      return { reply: `You invited ${kids.length} ${kids.length === 1 ? "child" : "children"} in total; ${coming.length} ${coming.length === 1 ? "is" : "are"} coming${coming.length > 0 ? `: ${listOf(coming)}` : ""}.${still}` };
    }
    case "plus-ones": {
      const allowed = guests.filter((g) => g.plusOneAllowed);
      if (allowed.length === 0) return { reply: "No one on your list has a plus-one." };
      const named = allowed.filter((g) => g.plusOneName);
      const unnamed = allowed.filter((g) => !g.plusOneName);
      const parts = [`${allowed.length} ${allowed.length === 1 ? "guest has" : "guests have"} a plus-one.`];
      if (named.length > 0) parts.push(`Named: ${named.map((g) => `${g.name} (bringing ${g.plusOneName})`).join(", ")}.`);
      if (unnamed.length > 0) parts.push(`No name yet: ${listOf(unnamed)}.`);
      return { reply: parts.join(" ") };
    }
    case "meals": {
      const meals = [...new Set(guests.flatMap((g) => (g.mealChoice ? [g.mealChoice] : [])))];
      const named = namedIn(text, meals, (meal) => [meal.replace(/['’]s\b/g, "")], 0.2, MEAL_WORDS);
      // "Beef vs chicken": each meal named, counted side by side.
      if (named.length > 1) return { reply: `${named.map((meal) => `${meal}: ${plural(guests.filter((g) => g.mealChoice === meal).length, "guest", "guests")}`).join(", ")} so far.` };
      const asked = named.at(0);
      if (asked) {
        // "How many chicken on Theo's side": one partner's side narrows it.
        const side = sideAskedIn(text, facts);
        const chose = guests.filter((g) => g.mealChoice === asked && (!side || g.side === side.side));
        return { reply: `${chose.length} ${chose.length === 1 ? "guest" : "guests"}${side ? ` on ${side.name}'s side` : ""} chose ${asked}${chose.length > 0 ? `: ${listOf(chose)}` : ""}.` };
      }
      const attending = guests.filter((g) => g.rsvpStatus === "attending");
      const noMeal = attending.filter((g) => !g.mealChoice);
      const counts = meals.map((meal) => `${meal}: ${guests.filter((g) => g.mealChoice === meal).length}`);
      return { reply: `Meal counts for your caterer: ${counts.join(", ") || "no meals chosen yet"}.${noMeal.length > 0 ? ` Still to pick a meal (attending): ${listOf(noMeal)}.` : ""}` };
    }
    case "dietary": {
      const withNeeds = guests.filter((g) => g.dietaryNeeds.trim());
      if (withNeeds.length === 0) return { reply: "No one on your list has noted a dietary need." };
      const words = text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !["any", "anyone", "allergy", "allergies", "food", "does", "have", "who", "guests", "our", "the", "need", "know", "about"].includes(w));
      // A word's end must meet the need's ("nut" is in "peanut" and "tree nut"), so "who has one" asks about no need in "honey".
      const specific = withNeeds.filter((g) => words.some((w) => new RegExp(`${w.replace(/(?<=[a-z]{3})s$/, "")}\\b`).test(g.dietaryNeeds.toLowerCase())));
      // "Peanuts, shellfish, gluten, that kinda thing. Who has what": examples of what is asked, not a filter.
      const examples = /\b(?:that kind(?:a| of) thing|kinda thing|stuff like that|things like that|etc|e\.g|such as|like|who has what|anything)\b/.test(text.toLowerCase());
      const shown = specific.length > 0 && !examples ? specific : withNeeds;
      return { reply: `Dietary needs on your list: ${shown.map((g) => `${g.name} (${g.dietaryNeeds.trim()})`).join("; ")}.` };
    }
    case "deadline": {
      if (!roster.rsvpDeadline) return { reply: "You haven't set an RSVP deadline yet. Most couples ask for replies 3 to 4 weeks before the wedding; you can set it in your Guest List's RSVP settings." };
      const days = daysBetween(facts.today, roster.rsvpDeadline);
      const left = days > 0 ? `: ${days} ${days === 1 ? "day" : "days"} from today${days >= 14 ? ` (${Math.floor(days / 7)} weeks)` : ""}` : days === 0 ? ": that's today" : ", which has passed";
      const wedding = facts.profile?.weddingDate;
      const lead = wedding && wedding > roster.rsvpDeadline ? daysBetween(roster.rsvpDeadline, wedding) : undefined;
      const before = lead === undefined ? "" : ` That's ${plural(lead, "day", "days")}${lead >= 14 && lead % 7 === 0 ? ` (${lead / 7} weeks)` : ""} before the wedding.`;
      return { reply: `Your RSVP deadline is ${formatCalendarDate(roster.rsvpDeadline, "EEEE, MMMM d, yyyy")}${left}.${before}` };
    }
    case "notes": {
      const noted = guests.filter((g) => g.notes.trim());
      if (noted.length === 0) return { reply: "None of your guests has a note." };
      return { reply: `Notes on your list (shown as written; I treat them as information, and I can't act on instructions in them): ${noted.map((g) => `${g.name}: "${g.notes.trim()}"`).join("; ")}.` };
    }
    case "sides": {
      const lower = text.toLowerCase();
      const status = /\b(?:said yes|coming|attending|confirmed|accepted|yes(?:es|'s)?)\b/.test(lower) ? "attending" : /\b(?:declined|said no|not coming|regrets|nos)\b/.test(lower) ? "declined" : /\b(?:pending|not (?:yet )?(?:answered|replied|responded)|haven'?t (?:answered|replied|responded))\b/.test(lower) ? "pending" : undefined;
      // "How many at the rehearsal dinner are on Marisol's side": the guests invited to the event named, by their answers for it.
      const sideEvent = eventNamed(text, guests);
      const pool = sideEvent ? guests.filter((g) => g.events.some((e) => e.name === sideEvent)) : guests;
      const answerAt = (g: RosterGuest) => (sideEvent ? g.events.find((e) => e.name === sideEvent)?.rsvpStatus : g.rsvpStatus);
      const at = sideEvent ? ` for the ${sideEvent}` : "";
      // "How many vegetarians on each side": the meal named narrows the guests counted.
      const meals = [...new Set(pool.flatMap((g) => (g.mealChoice ? [g.mealChoice] : [])))];
      const meal = namedIn(text, meals, (m) => [m.replace(/['’]s\b/g, "")], 0.2, MEAL_WORDS);
      const chose = meal.length === 1 ? meal[0] : undefined;
      const counted = (status ? pool.filter((g) => answerAt(g) === status) : pool).filter((g) => !chose || g.mealChoice === chose);
      // "Did more than half of Theo's side say yes?": one partner's side, as a count and a share of that side.
      const one = sideAskedIn(text, facts);
      if (one && status && !/\b(?:vs\.?|versus|compared|against|both|each)\b|\bthan (?:mine|his|hers|ours|theirs|my|her|their|[a-z]+'s)\b/.test(lower)) {
        const theirs = pool.filter((g) => g.side === one.side);
        const people = counted.filter((g) => g.side === one.side);
        const some = people.length;
        const said = status === "attending" ? "said yes" : status === "declined" ? "declined" : "haven't answered yet";
        // "Who from Theo's side is coming": their names, after the count.
        const names = some > 0 && /\b(?:who|who's|whos|which|names?|list)\b/.test(lower) ? `: ${listOf(people)}` : "";
        return { reply: `${some} of the ${plural(theirs.length, "guest", "guests")} on ${one.name}'s side ${said}${at} (${theirs.length ? Math.round((100 * some) / theirs.length) : 0}%)${names}.` };
      }
      const p1 = counted.filter((g) => g.side === "partner1").length;
      const p2 = counted.filter((g) => g.side === "partner2").length;
      const both = counted.length - p1 - p2;
      const name1 = facts.profile?.partner1Name ?? "Partner 1";
      const name2 = facts.profile?.partner2Name ?? "Partner 2";
      const what = status === "attending" ? " coming" : status === "declined" ? " who declined" : status === "pending" ? " who haven't answered" : "";
      if (chose) return { reply: `${chose}, by side: ${p1} on ${name1}'s side and ${p2} on ${name2}'s side${both > 0 ? `, and ${both} shared` : ""} (${plural(counted.length, "guest", "guests")}${what} in all).` };
      const invited = sideEvent && !status ? " invited" : "";
      return { reply: `${p1}${what}${invited} on ${name1}'s side and ${p2} on ${name2}'s side${both > 0 ? `, and ${both} shared` : ""}${at}.` };
    }
    case "person": {
      const exact = guestsNamedExactly(text, guests);
      // The guests named word for word, in the order the fuzzy match ranks them (searched once, not per comparison).
      const ranked = exact.length > 0 ? guestsNamed(text, exact) : [];
      const found = exact.length > 0 ? [...exact].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b)) : guestsNamed(text, guests);
      if (found.length === 0) return { reply: "I couldn't find that name on your guest list. Check the spelling, or ask me who hasn't answered yet." };
      // "Is Nora bringing Caleb?": the guest whose plus-one the message also names is the one asked about.
      const lower = text.toLowerCase();
      const bringer = found.find((g) => g.plusOneName.split(/\s+/).some((w) => w.length >= 3 && new RegExp(`\\b${w.toLowerCase().replace(/[^a-z]/g, ".")}\\b`).test(lower)));
      // "Is Caleb Brandt still on our list": a guest named in full is the one asked about, even as someone's plus-one.
      const fullyNamed = found.find((g) => lower.includes(g.name.toLowerCase()));
      const top = fullyNamed ?? bringer ?? found[0]!;
      const sameHousehold = found.filter((g) => g.household === top.household && g.lastName === top.lastName);
      // "Is Lori Henderson the gluten-free one": a first name said (or its short form) picks that guest, not the family.
      const saidWords = new Set([...lower.split(/[^\p{L}'-]+/u), ...formalNamesIn(lower)]);
      const firstNameSaid = sameHousehold.filter((g) => saidWords.has(g.firstName.toLowerCase()));
      // "Did the Brennans get back to us, or should I call Colleen": the family asked about is everyone in it.
      const family = familyAskedIn(text, guests);
      const wholeFamily = family?.households.has(top.household) ? guests.filter((g) => family.households.has(g.household)) : [];
      // "Did the Beaumonts and the Ashworths ever RSVP?": every family named as "the …s", not only the first.
      const familiesNamed = lastNamesSaidIn(lower, guests);
      const people = familiesNamed.length > 1 ? guests.filter((g) => familiesNamed.includes(g.lastName)) : wholeFamily.length > 1 ? wholeFamily : firstNameSaid.length > 0 ? firstNameSaid : sameHousehold.length > 1 && !found.some((g) => g !== top && g.firstName === top.firstName) ? sameHousehold : [top];
      // "Is Wren the vegan one?": a yes or no about the meal named comes first.
      const mealAsked = /^\W*(?:is|are|did|does|do|was)\b/.test(lower) && people.length === 1 ? namedIn(text, [...new Set(guests.flatMap((g) => (g.mealChoice ? [g.mealChoice] : [])))], (meal) => [meal.replace(/['’]s\b/g, "")], 0.2, MEAL_WORDS).at(0) : undefined;
      const verdict = mealAsked ? (people[0]!.mealChoice === mealAsked ? "Yes. " : `No${people[0]!.mealChoice ? `, ${people[0]!.firstName} chose ${people[0]!.mealChoice}` : ""}. `) : "";
      return { reply: verdict + people.map((g) => describeGuest(g, text)).join(" ") };
    }
  }
}

/**
 * The partner whose side a message asks about: "Theo's people", "his side" with only Theo named, "Marisol's
 * family". Undefined when both or neither are named, or only "my side" (who types is not known).
 */
function sideAskedIn(text: string, facts: Facts): { side: "partner1" | "partner2"; name: string } | undefined {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const partners = ([["partner1", facts.profile?.partner1Name], ["partner2", facts.profile?.partner2Name]] as const).flatMap(([side, name]) => {
    const first = name?.trim().split(/\s+/)[0];
    return first && first.length >= 2 ? [{ side, name: first, named: new RegExp(`\\b${first.toLowerCase()}(?:'?s)?\\b`).test(lower) }] : [];
  });
  // "Marisol here - how many from my side said yes": who is typing says whose "my side" it is.
  // "How many declined on my side - theo", "and mine? -M": a name or initial signed at the end says who is typing.
  const initials = new Set(partners.map((p) => p.name[0]!.toLowerCase()));
  const signedBy = (p: { name: string }) => {
    const who = initials.size === partners.length ? `(?:${p.name.toLowerCase()}|${p.name[0]!.toLowerCase()})` : p.name.toLowerCase();
    return new RegExp(`(?:^|\\s)(?:[-–—~]+\\s*|(?:xo+|xoxo|love|thx|thanks|cheers),?\\s+)${who}\\W*$`).test(lower);
  };
  const speaker = partners.find((p) => new RegExp(`^\\W*(?:(?:hi|hey|hello|ok)\\W+)?(?:(?:it'?s|this is)\\s+)?${p.name.toLowerCase()}\\s+(?:here|typing|writing)\\b|^\\W*(?:(?:hi|hey|hello)\\W+)?(?:it'?s|this is)\\s+${p.name.toLowerCase()}\\b`).test(lower) || signedBy(p) || new RegExp(`\\((?:this is|it'?s|from) ${p.name.toLowerCase()}\\)`).test(lower));
  if (speaker && /\b(?:my|mine)\b/.test(lower) && /\b(?:my (?:\w+ )?(?:side|people|family|guests|friends|folks|relatives|list)|mine)\b/.test(lower)) return { side: speaker.side, name: speaker.name };
  const named = partners.filter((p) => p.named);
  if (named.length !== 1) return undefined;
  const partner = named[0]!;
  const group = "(?:side|people|family|guests|friends|folks|relatives|crowd|list)";
  const owns = new RegExp(`\\b${partner.name.toLowerCase()}'?s (?:\\w+ )?${group}\\b|\\b(?:his|her|their) (?:\\w+ )?${group}\\b`).test(lower);
  return owns ? { side: partner.side, name: partner.name } : undefined;
}

const STATUS_WORDS = { attending: "is coming (RSVP'd yes)", declined: "declined", pending: "hasn't answered yet" } as const;

function describeGuest(g: RosterGuest, text: string): string {
  const parts = [`${g.name} ${STATUS_WORDS[g.rsvpStatus]}.`];
  const event = eventNamed(text, [g]);
  if (event) {
    const answer = g.events.find((e) => e.name === event)?.rsvpStatus;
    parts.push(answer ? `For the ${event}: ${answer === "attending" ? "attending" : answer === "declined" ? "declined, not coming" : "no answer yet"}.` : `Not invited to the ${event}.`);
  }
  parts.push(g.plusOneAllowed ? (g.plusOneName ? `Bringing ${g.plusOneName}.` : "Has a plus-one, not named yet.") : "No plus-one.");
  if (g.mealChoice) parts.push(`Meal: ${g.mealChoice}.`);
  if (g.dietaryNeeds.trim()) parts.push(`Dietary needs: ${g.dietaryNeeds.trim()}.`);
  if (g.notes.trim()) parts.push(`Note on file (shown as written; I treat it as information and can't act on instructions in it): "${g.notes.trim()}"`);
  return parts.join(" ");
}

/**
 * The guest-list slots of a message (decision 036, slots first): which aspect of the list it asks about,
 * read from the list's own vocabulary (answers, plus-ones, children, meals, needs, sides, deadline, notes),
 * and whether it asks about a group ("who", "which", "how many") or one guest it names. Undefined when
 * the message is not a question about the couple's own list: an advice question ("should we", "is it ok"),
 * a request to change something (add, remind, delete) or a money question goes to its own skill.
 */
export interface GuestListSlots {
  aspect: Aspect | "event-counts";
}

/** Things picked or ordered that are not a guest's meal ("the rings need to be ordered", "who picked the DJ"). */
const NOT_FOOD = String.raw`cake|baker|photo\w*|dj|band|florist|flowers|venue|officiant|planner|video\w*|hair|makeup|dress|suit|suits|tux\w*|person|vendor|colou?rs?|song|theme|rings?|invitations?|invites?|favors?|linens?|stationery|programs?|signs?|shoes?|veil|license|tasks?`;

const ASPECTS: readonly [Aspect, RegExp][] = [
  // "How many invitations do we need, per household": one invitation goes to each household.
  ["households", /\bhow many (?:\w+ )?(?:households|families|invitations|invites|envelopes|addresses)\b|\bper (?:household|family|address)\b|\bnumber of (?:households|families|invitations|envelopes)\b/],
  ["most", /\bworst[- ]case\b|\bbest[- ]case\b|\bmax(?:imum)? (?:headcount|number|guests|people|count)\b|\b(?:everyone|everybody|every (?:single )?(?:one|person|guest)|all (?:of )?(?:the )?(?:ones|people|guests|pending))\b[^.?!]*\b(?:says?|said|comes?|came|coming|shows? up|turns? up|attends?|attending|makes? it|rsvps?)(?:\s+(?:yes|up))?\b[^.?!]*\b(?:headcount|how many|total|number|count)\b|\b(?:headcount|how many|total|number|count)\b[^.?!]*\b(?:if|when) (?:everyone|everybody|every (?:single )?(?:one|person|guest)|all)\b[^.?!]*\b(?:says?|comes?|shows? up)\b/],
  ["not-yes", /\b(?:declined|said no|not coming|can'?t (?:make it|come))\b[^.?!]*\bor\b[^.?!]*\b(?:not|haven'?t|hasn'?t|yet to|no)\b[^.?!]*\b(?:answer\w*|repl\w*|respond\w*|rsvp\S*)|\b(?:not|haven'?t|hasn'?t|yet to)\b[^.?!]*\b(?:answer\w*|repl\w*|respond\w*|rsvp\S*)\b[^.?!]*\bor\b[^.?!]*\b(?:declined|said no|not coming|can'?t (?:make it|come))\b|\b(?:not|hasn'?t|haven'?t) (?:said|answered|rsvp'?d) yes\b/],
  // "More yes or no so far?", "yeses vs nos", "the rsvp tally": every answer counted side by side.
  ["tally", /\byes(?:'?s|es)?\b[^.?!]*\b(?:or|vs\.?|versus|and|to|compared (?:to|with))\b[^.?!]*\bno(?:'?s|es)?\b|\bno(?:'?s|es)?\b[^.?!]*\b(?:or|vs\.?|versus|and|to|compared (?:to|with))\b[^.?!]*\byes(?:'?s|es)?\b|\b(?:rsvps?|responses?|answers?|replies) (?:tally|breakdown|split|so far|count)\b|\b(?:tally|breakdown|split) of (?:the )?(?:rsvps?|responses?|answers?|replies)\b/],
  ["plus-ones", /\bplus[- ]?ones?\b|\+ ?1s?\b|\bbring(?:ing)? (?:a |their |his |her |an? )?(?:date|guest|partner|someone|somebody|anyone|anybody|\+1)\b|\bbring(?:ing|s)? (?!(?:the|their|his|her|a|an|any|kids?|children|child|babies|baby|food|gifts?|cards?)\b)[a-z]{3,}\b/],
  ["deadline", /\b(?:rsvp|reply|respond)\w* (?:back )?by\b|\b(?:rsvps?|replies|responses|answers)\b[^.?!]*\b(?:have|need|has|needs) to be (?:in|back|returned)\b|\bby when\b[^.?!]*\b(?:rsvp|repl|respond|answer)\w*|\b(?:rsvp|repl|respond|answer)\w*\b[^.?!]*\bby when\b|\bwhen (?:do|does|must|should) (?:people|guests|everyone|they|folks) (?:have|need) to (?:rsvp|reply|respond|answer)\b|\b(?:rsvps?|repl(?:y|ies)|responses?)\b.*\b(?:deadline|cutoff|cut-off|due|back by|close)\b|\b(?:deadline|cutoff|due date)\b.*\b(?:rsvps?|repl(?:y|ies)|respon\w*)\b|\bhow (?:many (?:days|weeks)|long|much time)\b[^.?!]*\b(?:left )?(?:to|until they|till they|before they) (?:rsvp|reply|respond|answer)\b/],
  ["pending", /\b(?:not|haven'?t|hasn'?t|havent|hasnt|didn'?t|didnt|yet to|never)\b[^.?!]*\b(?:rsvp\S*|repl(?:y|ied)|answer(?:ed)?|respond(?:ed)?|confirm(?:ed)?|heard|sent (?:it|them|their|anything|back)|returned)\b|\bwho (?:do|should|must|can) (?:i|we) (?:still )?(?:need to |have to |gotta |got to )?(?:chase|nudge|follow up with|bug|ping|hound|remind)\b|\bow(?:es?|ing) us\b|\bpending\b|\bunanswered\b|\bno (?:reply|replies|answer|response|rsvp)\b|\bwaiting (?:on|for|to hear)\b|\bstill out\b|\boutstanding\b|\b(?:not|haven'?t|hasn'?t|havent|hasnt|didn'?t|didnt|yet to|never)\b[^.?!]*\b(?:gotten|got|get|gets|written|wrote|called) back\b/],
  // "How many of Marisol's people said no vs Theo's": the two sides, side by side.
  ["sides", /\b\w+'?s (?:people|family|guests|friends|folks|relatives|side)\b[^.?!]*\b(?:vs\.?|versus|compared (?:to|with)|against|than (?:mine|his|hers|ours|(?:my|his|her|\w+'s) (?:side|people|family|guests)))\b|\b(?:vs\.?|versus) (?:\w+'s|his|hers|mine)(?: side| people| family| guests)?(?!\w)|\bmore (?:of )?\w+'s (?:people|family|guests|friends|folks|relatives|side)\b[^.?!]*\bor (?:\w+'s|his|hers|mine)\b/],
  ["declined", /\bdeclined\b|\bsaid no\b|\btold (?:us|me) no\b|\bregrets\b|\bnot (?:coming|attending)\b|\bcan'?t (?:make it|come)\b|\bturned (?:it |us )?down\b|\bnos\b/],
  ["children", /\b(?:kids?|children|child|little ones|minors|toddlers|babies|under 18)\b/],
  ["dietary", /\bfood (?:thing|issue|restriction|allerg\w*|sensitivit\w*|needs?)\b|\b(?:food|meal|diet|eating)[ -]?wise\b|\banything (?:about )?(?:food|eating)\b|\bcan'?t eat\b|\ballerg\w*|\bdietary\b|\bdiets?\b|\bgluten\b|\bceliac\b|\bintoleran\w*|\bhalal\b|\bkosher\b|\bdairy\b|\bnuts?\b|\bpeanuts?\b|\bshellfish\b|\bfood restrictions?\b/],
  ["meals", new RegExp(String.raw`\bmeals?\b|\bplates?\b|\bentr[eé]es?\b|\bdinners?\b|\beating\b|(?<!\b(?:${NOT_FOOD})\b[^.?!]*)(?:\bpick(?:ed)?\b|\bchose\b|\bchosen\b|\border(?:ed)?\b)(?![^.?!]*\b(?:${NOT_FOOD})\b)`)],
  ["sides", /\bsides?\b/],
  // "Gold Note DJ Co" is a vendor, not a note on a guest.
  ["notes", /\bnotes?\b(?!\s+(?:dj|djs|band|co|company|studio|events|photography|films?))|\bcomments?\b/],
  ["attending", /\bcoming\b(?! up)|\battending\b|\b(?:said|say|says|saying) yes\b|\bconfirmed\b|\byes(?:'?s|es)?\b|\baccepted\b|\bwill be there\b|\bshowing up\b/],
];
/** Advice, requests and money: other skills' business even when they mention guests ("is X before or after the rsvp deadline" compares dates). */
const NOT_A_LIST_QUESTION = /\b(?:before or after|after or before|on (?:our|my|the) plate|money|booked|hired|sit down|(?:can|could|will) sit|hold|holds|fits|songs?|music|playlist|play|dj|band|how many (?:more )?(?:days|weeks|months|sleeps)(?![^.?!]*\b(?:rsvp\S*|deadline|repl\w*|respon\w*))|how much\b[^.?!]*\bleft|to[- ]?dos?|tasks?|checklist|timeline|vendors?|should (?:we|i)|(?:is it|if it's|if it is|that it's) (?:ok|okay|rude|tacky|normal|weird|appropriate|fine|bad)|do (?:we|i) (?:have|need) to|how (?:do|can|should) (?:we|i)|how to|etiquette|polite(?:ly)?|tradition\w*|supposed to|customary|budget|cost|costs|spend|spent|save|afford|per guest|per head|price|tip|venue|venues|seat|seats|(?<!for (?:the )?)seating|(?<!kids' |kids )tables?|capacity|fit|aisle|processional|recessional|walks?|pay|paid|paying|owe(?! us)|owed|owing(?! us)|split(?:ting)? (?:the |our )?(?:total|cost|costs|bill|budget)|evenly|(?:\d+|two|three|four|five|six) ways|chip in|each (?:share|pays?|owes?))\b|\b(?:check|tick|cross)(?:ed)? (?:it |that |this )?(?:one |ones |task |item )?off\b|\bpast (?:the |its |their )?due dates?\b|\blet (?:\w+ )?slide\b|\b(?:put|add|write|pencil|stick) (?:him|her|them) (?:down|in|on)\b|\bmark (?:it|that|this) (?:as )?(?:done|complete)\b|(?:^|[.?!]\s+)\W*(?:(?:ok|okay|so|and|then|can (?:we|you|u)|could (?:we|you|u)|let'?s|please|pls|just)\s+)*(?:push|bump|move|slide) (?:it|that|this|them|those) (?:back|out|up|forward|to)\b/;
/** The list's own words: a message needs one of them (or a guest's or an event's name) to be about the list. */
const LIST_WORD = /\b(?:counts?|numbers?|so far|vs|versus|totals?|tally|headcounts?|guests?|sides?|rsvp\S*|invit\w*|list|plus[- ]?ones?|who|who's|whos|which|how many|anyone|anybody|everyone|everybody|people|ppl|folks|we|our|us|any|are there)\b/;

/**
 * A request to change something, at the start of the message ("add…", "can you send…"): not a question about the list.
 * "Remind me when the rsvp deadline is?" asks for the date, not a reminder.
 */
const REQUEST = /^\s*(?:(?:hey |ok |okay )?(?:june[,:]? )?)?(?:[a-z]+ (?:says|said|wants (?:me|us) to|asked (?:me|us) to|asks (?:me|us) to|told (?:me|us) to),? (?:to |we should |can you |could you |pls |please )?)?(?:(?:please|pls|plz|can|could|would|will) (?:you |u )?(?:please |pls )?)?(?:add|put|invite|remind(?! (?:me|us) (?:who|what|which|how|whether|if)\b)(?! (?:me|us) when\b[^.!]*(?:\?|\b(?:is|are|was)\W*$))|nudge|chase|ping|send|email|e-mail|text|delete|remove|drop|erase|take|mark|check|set|move|change|update)\b/;

/** "The venue wants a number", "our caterer asked", "should we tell the caterer": who is asking or told, not what the question is about. */
const ASKED_BY = /\b(?:(?:the|our|my) )?(?:venue|caterer|catering|planner|coordinator|florist|baker|dj|photographer|rental \w+)(?: (?:company|people|team|lady|guy))? (?:wants|needs|asked|asks|is asking|was asking|just asked|requires|wanted)\b|\b(?:should|do|must) (?:we|i) (?:tell|give|send|report to|confirm (?:to|with)) (?:the |our )?(?:venue|caterer|catering|kitchen|planner|coordinator|baker|rental \w+)\b/g;

/** "Hi June! thank you", "june, who's coming": the assistant addressed by name, not a guest called June. */
const ADDRESSED_TO_JUNE = /^\W*(?:(?:hi+|hey+|hello|thanks|thank you|ok|okay|yo|good morning|morning|evening)\W+)june\b\W*|^\W*june\s*[,!:]\s*|[,!.]?\s*\b(?:thanks|thank you|ty)\s+june\b|,\s*june\W*$/;

export function guestListSlotsIn(text: string, roster: readonly RosterGuest[]): GuestListSlots | undefined {
  // "Did the Brennans get back to us or should I call Colleen": the follow-up asked after is not advice about the list.
  const t = text.toLowerCase().replace(/[’]/g, "'").replace(ADDRESSED_TO_JUNE, " ").replace(/(?:\b(?:or|and)|,)\s*should (?:we|i) (?:just )?(?:call|text|email|ping|nudge|reach out to|follow up with|chase|remind|bug)\b[^.?!]*/g, " ");
  // "Should we cut the plus-ones? How many are we even allowing": advice in one sentence, a question about the list in another.
  // "Is Priscilla Hart bringing Ronan? my mom is doing the rehearsal seating": a yes-or-no about a guest named is asked apart too.
  const listAskedApart = (sentence: string) => (/\b(?:how many|which|who|who's|whos)\b/.test(sentence) || (/^\W*(?:is|are|did|does|has|have|will)\b/.test(sentence) && sentence.includes("?") && namesAGuestExactly(sentence, roster))) && !NOT_A_LIST_QUESTION.test(sentence.replace(ASKED_BY, " "));
  // "Raymond Pike's entry has a weird note, what does it say, should I be worried": the note on file, read out as data.
  if (/\bnotes?\b|\bcomments?\b/.test(t) && !REQUEST.test(t) && guestsNamedExactly(t, roster).length > 0 && guestsNamed(t, roster).length > 0) return { aspect: "person" };
  // "If we do one invite per household, how many do we need to order": the households, however the ask is worded.
  if (/\b(?:one|an?|1) (?:invite|invitation)s? (?:per|for each|to each|a) (?:household|family|address)\b|\bper (?:household|family|address)\b/.test(t) && /\bhow many\b/.test(t)) return { aspect: "households" };
  // "How many Lindqvists are on the guest list total?", "the Mahoneys, the Hollisters and the Ferraros, how many seats is that": families counted.
  const familiesSaid = lastNamesSaidIn(t, roster);
  if (familiesSaid.length > 0 && COUNT_ASKED.test(t) && (familiesSaid.length >= 2 || /\bhow many [a-z'-]+(?:e?s)\b/.test(t)) && !REQUEST.test(t)) return { aspect: "family" };
  // "What's the deal with raymond pike, anything I should know about him?": one guest asked after, note and all (read as data).
  if (/\bwhat'?s the (?:deal|story|situation|scoop) with\b|\banything (?:i|we) should know about\b|\bwhat do (?:we|you) (?:know|have) (?:on|about)\b/.test(t) && namesAGuestExactly(t, roster) && guestsNamed(t, roster).length > 0) return { aspect: "person" };
  // "Anything in the guest notes i should know about before we start seating?": the notes, whatever they are for.
  if (/\b(?:anything|what(?:'s| is| do| does)?|any)\b[^.?!]*\b(?:in|on) (?:the |our |their )?(?:guest(?:s'?| list)? )?notes\b|\bguest(?:s'?)? notes\b/.test(t) && !REQUEST.test(t) && !/\b(?:add|put|write|leave|change|edit|delete|remove|clear)\b[^.?!]*\bnotes?\b/.test(t)) return { aspect: "notes" };
  // "Is Caleb Brandt still on our guest list?": one guest asked after by name.
  // "Jonas is bringing his gf, can you put her on the list": a request to add, not whether Jonas is on it.
  if (/\b(?:is|are)\b[^.?!]*\b(?:still |even |already )?on (?:our|the) (?:guest ?)?list\b/.test(t) && !/\b(?:put|add|invite|include) (?:her|him|them)\b/.test(t) && namesAGuestExactly(t, roster) && guestsNamed(t, roster).length > 0) return { aspect: "person" };
  // "Did Theo ever add his cousin Jonas?": whether a guest named is on the list, asked as whether someone added them.
  if (/^\W*(?:(?:so|wait|hey|ok|okay|and|also)\W+)*(?:did|has|have|had)\b[^.?!]*\b(?:add|added|put|invite|invited)\b/.test(t) && !/\b(?:to|on) (?:the |our |my )?(?:budget|timeline|checklist|playlist|songs?)\b/.test(t) && namesAGuestExactly(t, roster) && guestsNamed(t, roster).length > 0) return { aspect: "person" };
  // "If the Brennans bail, how many is that": a family's share, asked as a what-if.
  if (FAMILY_DROPS.test(t) && /\bhow many\b/.test(t) && familyAskedIn(t, roster)) return { aspect: "attending" };
  // "Who said yes to the wedding but no to the rehearsal dinner": two events, each with its own answer.
  if (/\b(?:who|who's|whos|which|how many|list|names|anyone|anybody)\b/.test(t) && !REQUEST.test(t) && eventsContrastedIn(t, roster)) return { aspect: "events-contrasted" };
  const sentences = t.split(/(?<=[?!.])\s+/);
  // "…her sister Maribel can come in her place, can you add Maribel": a request at the end is still a request.
  if ((NOT_A_LIST_QUESTION.test(t.replace(ASKED_BY, " ")) && !(sentences.length > 1 && sentences.some(listAskedApart))) || REQUEST.test(t) || /\b(?:can|could|would|will) (?:you|u) (?:please |pls )?(?:add|put|invite|include)\b/.test(t)) return undefined;
  // An event's own words are its name, not an aspect ("the rehearsal dinner" asks about no meal).
  // Only an event the message names gives up its words ("what's Kiara having for dinner" still asks about a meal).
  const namedEvent = eventNamed(t, roster);
  const eventWords = new Set((namedEvent ? namedEvent.toLowerCase().split(/[^a-z]+/) : []).filter((w) => w.length >= 4));
  // "Said yes so far, counting the plus ones": plus-ones counted in, not asked about.
  // "My mother in law is convinced we said no kids. how many children did we invite??": the asking sentence says what is asked.
  const aspectSource = askingPartOf(t);
  const aspectOf = (source: string) => source.replace(/[a-z]+/g, (word) => (eventWords.has(word) ? " " : word)).replace(/\b(?:counting|including|incl\.?|with|plus) (?:the |their )?plus[- ]?ones?\b/g, " ");
  // What the asking sentence names, else what the whole message does ("…food allergies. Who do we have?").
  const askedAspect = ASPECTS.some(([, pattern]) => pattern.test(aspectOf(aspectSource)));
  const aspectText = aspectOf(askedAspect ? aspectSource : t);
  // "How many have accepted for the rehearsal dinner compared with the wedding itself": each event's answers, side by side.
  if (/\b(?:compared (?:to|with)|vs\.?|versus|against|and)\b/.test(t) && /\b(?:wedding|ceremony|reception)\b/.test(t) && namedEvent && !/\b(?:wedding|ceremony|reception)\b/i.test(namedEvent) && /\b(?:how many|count|number|numbers)\b/.test(t)) return { aspect: "event-counts" };
  // "Total on guest list? and how many said no": the total and an answer asked together, which the overview holds both of.
  // A part after the last question mark asks only with a question word ("…? The venue needs a headcount for the kids' tables." tells why).
  const parts = t.split("?");
  if (/\btotal\b|\bguest count\b|\bheadcount\b/.test(t) && parts.filter((part, i) => (i < parts.length - 1 ? /\b(?:how many|who|who's|whos|which|what|total|count|headcount|number)\b/ : /\b(?:how many|who|who's|whos|which|what)\b/).test(part)).length >= 2 && !/\b(?:due|pay\w*|paid|owe|owed|bills?)\b/.test(t)) return { aspect: "event-counts" };
  // "How many declines do we have on each side": the answer counted per side.
  const found = /\b(?:each|both|either|per|by) sides?\b|\bside by side\b/.test(aspectText) ? "sides" : ASPECTS.find(([, pattern]) => pattern.test(aspectText))?.[0];
  // "How many households still owe us an RSVP": the households of those who haven't answered.
  const pendingPattern = ASPECTS.find(([name]) => name === "pending")![1];
  // "Meal counts by entree, chicken, beef ... and kids", "how many kids meals": the kids' meal is one of the meals, not the children asked about.
  // "How many of the ones who haven't answered are kids": the children, whose answer says who is still to answer.
  const childrenPattern = ASPECTS.find(([name]) => name === "children")![1];
  // "Who still hasn't rsvpd?? deadline is basically here": the deadline is the setting, the people are the ask.
  const aspect = (found === "households" || (found === "deadline" && /\b(?:who|which|how many|names?)\b/.test(aspectText))) && pendingPattern.test(aspectText) ? "pending" : found === "pending" && childrenPattern.test(aspectText) && /\bhow many\b/.test(aspectText) ? "children" : found === "children" && /\bmeal counts?\b|\bentr[eé]es?\b|\bby (?:meal|dish)\b|\bhow many (?:\w+ )?kids'? (?:meals?|plates?|menus?)\b/.test(aspectText) ? "meals" : found;
  const meals = [...new Set(roster.flatMap((g) => (g.mealChoice ? [g.mealChoice] : [])))];
  // A guest's own name is not a meal ("Armando Vega" is not "Vegan").
  const namesSaid = new Set(guestsNamedExactly(t, roster).flatMap((g) => [g.firstName.toLowerCase(), ...lastNameParts(g.lastName)]));
  const mealNamed = namedIn(t, meals, (meal) => [meal.replace(/['’]s\b/g, "")], 0.2, new Set([...MEAL_WORDS, ...namesSaid])).length > 0 && !/\bkids?\b/.test(t);
  const event = eventNamed(t, roster);
  // "Is Declan bringing anyone?" asks about Declan: only a question word makes a named guest one of a group.
  const aboutOne = !/\b(?:who|who's|whos|which|how many|list|everyone|everybody|names|number of|count|total|all the)\b|\bare there (?:any )?(?:more|others)\b|\b(?:anyone|anybody|who) else\b|\bis that (?:all|everyone|everybody|it)\b|\bany others\b/.test(t);
  // One guest is named only by a whole first, last or family name ("the petrovs"), and only in a question
  // about answers, meals, needs, plus-ones or notes: "thank you june" does not ask about June Abernathy.
  // "Is Wren the vegan one": a meal named with a guest's name asks about that guest.
  const aboutSomeone = aspect !== undefined || mealNamed || /\b(?:rsvp\S*|answer\w*|repl\w*|respond\w*|say|said|confirm\w*)\b|\bheard? (?:anything|something|from them|a word)\b|\b(?:get|got|gotten|getting|write|wrote|written) back to (?:us|me)\b|\bheard? back\b|\b(?:still |even )?on (?:our|the) (?:guest ?)?list\b/.test(aspectText);
  const person = aboutOne && aboutSomeone && namesAGuestExactly(t, roster) && guestsNamed(t, roster).length > 0;
  // "Who all is in the Delgado family on our list": a household named with "family" or "household", asked for its people.
  // "How many people are in the Mahoney family" (a party's size) is the same list, counted.
  if (/\b(?:famil(?:y|ies)|household|clan)\b/.test(t) && /\b(?:who|who's|whos|which|list|everyone|members|names)\b|\bhow many (?:people |guests |of them )?(?:are )?in\b/.test(t) && namesAGuestExactly(t, roster) && aspect === undefined) return { aspect: "family" };
  // "What are the kids eating": the children's meals, a question about the list without the list's words.
  const kidsMeals = aspect === "children" && KIDS_EATING.test(t) && !/\bhow many\b/.test(t);
  // "What are the Delgado kids eating": one family's children, not every Delgado.
  if (person && !event && !(aspect === "children" && familyAskedIn(t, roster))) return { aspect: "person" };
  if (!LIST_WORD.test(t) && !event && !person && !kidsMeals) return undefined;
  if (aspect === "person") return { aspect };
  // "Only the vegetarians on Theo's side": a meal named with one side is that meal's guests, the side a filter.
  const sideAsFilter = aspect === "sides" && !/\bvs\.?\b|\bversus\b|\bcompared\b|\bagainst\b|\beach side\b|\bboth sides\b|\bsplit\b|\bbreakdown\b/.test(t);
  const chosen: Aspect | undefined = mealNamed && (aspect === undefined || aspect === "attending" || aspect === "dietary" || sideAsFilter) ? "meals" : aspect;
  if (chosen) return { aspect: person && (chosen === "attending" || chosen === "pending" || chosen === "declined" || chosen === "meals" || chosen === "dietary" || chosen === "plus-ones") ? "person" : chosen };
  // An event named with "who" or "list" and no answer asked about: who is invited to it ("who's on the rehearsal dinner list").
  if (event && !/\b(?:how many|headcount|number|count|total)\b/.test(t) && /\b(?:who|who's|whos|names)\b/.test(t) && /\b(?:list|invited|invites?)\b/.test(t)) return { aspect: "invited" };
  // An event named with no answer asked about: its headcount ("how many are invited to the rehearsal").
  if (event && /\b(?:how many|headcount|number|count|total|invited|invites?)\b/.test(t)) return { aspect: "event-counts" };
  return undefined;
}

/** What the children eat: their meals, not whether children are invited. */
const KIDS_EATING = /\b(?:eat|eating|eats|having for (?:dinner|supper|food)|meals?|food|menu|dinners?)\b/;

/** A family said to be dropping out ("can't make it after all", "if they bail", "knock off"). */
const FAMILY_DROPS = /\b(?:can'?t|cannot|won'?t|aren'?t able to) (?:make it|come|attend)\b|\b(?:bail|bails|bailing|drop out|drops out|back out|backs out|cancel(?:s|ed|led)?)\b|\bknock (?:\w+ )?off\b|\bwithout (?:the )?\w+s\b/i;

/**
 * The family a group question is about: "the Hendersons", "the hendersens" (one letter off), "the Smiths" for the
 * Oyelaran-Smiths, "the Delgado family". The households of the guests with that last name, and how to say them.
 */
/** The sentences that ask (a question mark or a question word), when a message also tells a story around them. */
function askingPartOf(lower: string): string {
  const sentences = lower.split(/(?<=[?!.])\s+/);
  const asking = sentences.filter((sentence) => /\?|\b(?:how many|who|which)\b/.test(sentence));
  return sentences.length > 1 && asking.length > 0 && asking.length < sentences.length ? asking.join(" ") : lower;
}

/** Words of the list itself, never read as a family called that ("how many guests" is no family named Guest). */
const LIST_NOUNS = new Set(["guest", "list", "side", "plus", "kid", "child", "family", "friend", "people", "person", "total", "number", "table", "seat", "meal", "invite", "answer", "reply", "yes", "no"]);

const COUNT_ASKED = /\bhow many\b|\baltogether\b|\bin total\b|\btotal\b|\bcount\b|\bnumber of\b/;

/** The guests' last names said as families ("the Mahoneys", "Lindqvists", "the Ferraro family"), in the list's spelling. */
function lastNamesSaidIn(lower: string, roster: readonly RosterGuest[]): string[] {
  return [...new Set(roster.map((g) => g.lastName))].filter((last) => last.length >= 3 && !LIST_NOUNS.has(last.toLowerCase()) && new RegExp(`\\b${last.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:e?s|'s)\\b|\\bthe ${last.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (?:family|household)\\b`).test(lower));
}

export function familyAskedIn(text: string, roster: readonly RosterGuest[]): { households: Set<string>; label: string } | undefined {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  const stems = [...t.matchAll(/\bthe ([a-z][a-z'-]{2,}?)(?:es|'s|s)\b|\b([a-z][a-z'-]{2,}) (?:family|household|clan|crew|folks|kids)\b/g)].map((m) => (m[1] ?? m[2])!);
  if (stems.length === 0) return undefined;
  for (const stem of stems) {
    const matches = roster.filter((g) => lastNameParts(g.lastName).some((part) => part === stem || (stem.length >= 6 && part.length >= 6 && oneEditApart(stem, part)) || (stem.length >= 5 && part === stem.replace(/e$/, ""))));
    if (matches.length === 0) continue;
    const households = new Set(matches.map((g) => g.household));
    const names = [...households];
    return { households, label: names.length === 1 ? names[0]!.replace(/^The /, "the ") : `the ${matches[0]!.lastName} households` };
  }
  return undefined;
}

/** A last name and, for a double-barreled one ("Oyelaran-Smith"), each of its parts. */
function lastNameParts(lastName: string): string[] {
  const name = lastName.toLowerCase();
  const parts = name.split(/[-\s]+/).filter((part) => part.length >= 4);
  return parts.length > 1 ? [name, ...parts] : [name];
}

/** A word of the message is a guest's first or last name, or a family's name in the plural ("the petrovs"). */
export function namesAGuestExactly(text: string, roster: readonly RosterGuest[]): boolean {
  return guestsNamedExactly(text, roster).length > 0;
}

/** The guests whose first or last name is a word of the message (a family's plural, or a long name one letter off). */
function guestsNamedExactly(text: string, roster: readonly RosterGuest[]): RosterGuest[] {
  const words = [...text.toLowerCase().split(/[^\p{L}'-]+/u), ...formalNamesIn(text)]
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w && !LIST_WORDS.has(w));
  const matches = (name: string) => {
    const n = name.toLowerCase();
    return n.length >= 3 && words.some((w) => w === n || w.replace(/e?s$/, "") === n || (w.length >= 6 && n.length >= 6 && oneEditApart(w.replace(/e?s$/, ""), n)));
  };
  return roster.filter((g) => matches(g.firstName) || lastNameParts(g.lastName).some(matches));
}

/** A long name typed with one letter missing, extra, changed or two swapped ("brenan" for "brennan"). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
