import { addDays } from "../../../domain/dates.ts";
import { catalogChecks } from "./catalog-checks.ts";
import { action, count, date, dateWithin, dueAround, dueWithin, mentions, money, namesAtLeast, NONE_MATCH, noAction, REFUSAL, type Check } from "./checks.ts";
import type { QualityFixture } from "./fixture.ts";
import { question, type Question } from "./questions.ts";

/**
 * June's ninth quality set (issue 24): 50 questions written blind (by someone who had not read June's
 * code, its skills or the other sets beyond the sixth, for the format) in the way couples type on a
 * phone: typos, slang, rambling context, numbers as words, relative dates, a partner or parent named.
 * Measured once; no wording here may be copied into a skill.
 */
export function buildNinthSetQuestions(f: QualityFixture): Question[] {
  const { a, today, catalogVenues } = f;
  const guests = a.guests;
  const attending = guests.filter((g) => g.rsvpStatus === "attending");
  const pending = guests.filter((g) => g.rsvpStatus === "pending");
  const kidsComing = attending.filter((g) => g.guestType === "child").length;
  const beef = attending.filter((g) => g.mealChoice === "Beef").length;
  const marisolSide = guests.filter((g) => g.side === "partner1").length;
  const figures = a.budget.figures;
  const flowers = figures.categories.find((c) => c.categoryId === "flowers")!;
  const unpaid = a.expenses.flatMap((e) => e.payments.filter((p) => !p.paid).map((p) => ({ ...p, vendor: e.vendorName, categoryId: e.categoryId })));
  const nextPayment = unpaid.filter((p) => p.dueDate >= today).sort((x, y) => x.dueDate.localeCompare(y.dueDate))[0]!;
  const latePayers = unpaid.filter((p) => p.dueDate < today).map((p) => p.vendor);
  const venueBalance = unpaid.find((p) => p.categoryId === "venue")!;
  const florist = a.expenses.find((e) => e.categoryId === "flowers")!;
  const openTasks = a.tasks.filter((t) => !t.done);
  const task = (pattern: RegExp) => a.tasks.find((t) => pattern.test(t.title))!;
  const dueThisWeek = openTasks.filter((t) => t.dueDate >= today && t.dueDate <= addDays(today, 7));
  const overdueTasks = openTasks.filter((t) => t.dueDate < today);
  const daysToGo = Math.round((Date.parse(a.weddingDate) - Date.parse(today)) / 86_400_000);
  const { venuesMeeting, vendorsFitting, serves } = catalogChecks(f);
  const wordsOf = (title: string) => title.toLowerCase().split(/\s+/).filter((w) => w.length > 4 && w !== "wedding");

  /** Every one of these titles is named (any of its longer words: "rings" for "Order wedding rings"). */
  const namesTasks = (titles: string[], label: string): Check => ({
    label: `${label} (${titles.join(", ")})`,
    ok: ({ reply }) => titles.every((t) => wordsOf(t).some((w) => reply.toLowerCase().includes(w.replace(/s$/, "")))),
  });
  const namesAll = (names: string[], label: string): Check => ({
    label: `${label} (${names.join(", ")})`,
    ok: ({ reply }) => names.every((n) => reply.toLowerCase().includes(n.toLowerCase())),
  });
  const weeksOut: Check = {
    label: `the weeks to the wedding: ${Math.floor(daysToGo / 7)} or ${Math.ceil(daysToGo / 7)}`,
    ok: (x) => [Math.floor(daysToGo / 7), Math.ceil(daysToGo / 7)].some((n) => count(n, "").ok(x)),
  };
  /** Venues that meet the ask, or a plain "none" when the catalog has none that does. */
  const venuesOrNone = (label: string, test: (v: QualityFixture["catalogVenues"][number]) => boolean): Check => {
    if (catalogVenues.some(test)) return venuesMeeting(label, test);
    return { label: `says no catalog venue is ${label}`, ok: (x) => venuesMeeting(label, test).ok(x) || NONE_MATCH.test(x.reply.toLowerCase()) };
  };
  const loggedExpense: Check = {
    label: "proposes recording the $300 cake deposit (an expense or payment action carrying 300)",
    ok: ({ actions }) => actions.some((x) => /expense|payment/i.test(x.type) && /\b30000\b|\b300(?:\.00)?\b/.test(JSON.stringify(x))),
    aboutActions: true,
  };
  const named = (first: string, last: string) => (x: Record<string, unknown>) => String(x.firstName).toLowerCase() === first && String(x.lastName).toLowerCase() === last;

  const q = question;

  return [
    // Guests, RSVPs, meals, plus-ones, kids, events.
    q("guests", "ok so marisols mom keeps calling me asking how many ppl have actually said yes so far. what do i tell her", count(attending.length, "guests attending")),
    q("guests", "how many ppl still havent gotten back to us about the rsvp??", count(pending.length, "guests who haven't answered")),
    q("guests", "theo thinks its like three kids coming but i think more. how many children are actually coming (not just invited)", count(kidsComing, "children attending")),
    q("guests", "caterer emailed asking for a count on the beef entree, how many beef do we have", count(beef, "beef meals")),
    q("guests", "the bakery asked if anyone has a peanut allergy, do we have anybody like that?", namesAtLeast(1, guests.filter((g) => /peanut/i.test(g.dietaryNeeds)), "names the guest with a peanut allergy")),
    q("guests", "who on our list cant eat gluten", namesAtLeast(1, guests.filter((g) => /gluten|celiac/i.test(g.dietaryNeeds)), "names the gluten-free guest")),
    q("guests", "is theos brother jonas bringing a date and do we know who it is yet", mentions("says he may bring a guest, not yet named", /\b(not (?:yet )?named|no name|unnamed|hasn't (?:named|told|given|said|shared)|haven't (?:got|gotten|heard)|don't (?:know|have)|unknown|tbd|not (?:sure|listed|known))\b/)),
    q("guests", "did the beaumonts say theyre coming to the rehearsal dinner too or just the wedding", mentions("says they declined the rehearsal dinner", /\b(declin|not (?:coming|attending|going|joining)|can't|won't|isn't|aren't|skip|just the wedding|only the wedding|said no)/)),
    q("guests", "how many guests are on marisol's side of the list", count(marisolSide, "guests on Marisol's side")),
    q("guests", "what time does the rehearsal dinner start, my dad wants to know when to show up", mentions("gives the start time", "6:30")),

    // Budget, payments, vendors hired.
    q("money", "ok be honest with me. how much money do we have left in the budget at this point", money(figures.remainingCents, "left in the budget")),
    q("money", "whats the grand total we still owe all our vendors combined", money(figures.owedCents, "still owed")),
    q("money", "whats the next payment coming up, how much and when", money(nextPayment.amountCents, "the next payment's amount"), date(nextPayment.dueDate, "its due date", today)),
    q("money", "are we behind on paying anyone? i feel like i forgot something", mentions("names a vendor with an overdue payment", ...latePayers)),
    q("money", "did we go over on flowers?? by how much", money(flowers.costCents - flowers.allocatedCents, "over the flowers budget by")),
    q("money", "when is the rest of the venue money due and how much is it", money(venueBalance.amountCents, "the venue balance"), date(venueBalance.dueDate, "its due date", today)),
    q("money", "whats our total budget again, theo forgot and im not about to scroll lol", money(a.budget.totalCents, "the total budget")),
    q("vendors", "remind me who we went with for flowers", mentions("names the florist", florist.vendorName)),
    q("vendors", "did we actually sign w the dj or did we just get a quote from them", mentions("says it is only a quote so far", /\b(quote|quoted|not (?:yet )?(?:booked|signed|confirmed)|haven't (?:booked|signed)|isn't booked)/)),

    // Timeline, tasks, date math.
    q("dates", "what's the actual date of the wedding again, my grandma wants it for her calendar", date(a.weddingDate, "the wedding date", today)),
    q("dates", "how many weeks out are we now", weeksOut),
    q("dates", "when do rsvps close", date(a.rsvpDeadline, "the RSVP deadline", today)),
    q("dates", "what do we need to knock out in the next seven days", namesTasks(dueThisWeek.map((t) => t.title), "names the tasks due this week")),
    q("dates", "by when do we need the hotel rooms sorted for out of town ppl", date(task(/hotel/i).dueDate, "the hotel block task's date", today)),
    q("dates", "be real with me, what have we let slide past the due date", namesTasks(overdueTasks.map((t) => t.title), "names every overdue task")),
    q("dates", "the rehearsal dinner is the night before right? what date is that exactly", date(a.rehearsalDate, "the rehearsal dinner's date", today)),
    q("dates", "marisols mom says invitations go out eight weeks before. what date would that be for us", dateWithin(addDays(a.weddingDate, -57), addDays(a.weddingDate, -55), "eight weeks before the wedding", today)),
    q("dates", "when are we supposed to finalize the menu with the caterer", date(task(/menu/i).dueDate, "the menu task's date", today)),

    // Saved venues and catalog searches.
    q("venues", "remind me which venues we hearted", namesAll(a.savedVenues.map((v) => v.name), "names every saved venue")),
    q("venues", `is ${a.bookedOnOurDate.toLowerCase()} even free on our date`, mentions("says it is taken that day", /\b(not available|unavailable|booked|taken|blackout|blocked|private event|isn't available|not open|not free|isn't free)\b/)),
    q("venues", "any rooftop spots in cincinnati? we want skyline pics", venuesOrNone("in Cincinnati with a rooftop", (v) => v.city === "cincinnati" && v.styles.includes("rooftop"))),
    q("venues", "we need a nashville place that seats at least two hundred, garden or vineyard vibe", venuesOrNone("in Nashville seating 200 or more, garden or vineyard", (v) => v.city === "nashville" && v.seatedCapacity >= 200 && (v.styles.includes("garden") || v.styles.includes("vineyard")))),
    q("vendors", "looking for a dj in cleveland for my sisters thing, under 2k if possible", vendorsFitting("DJs or bands serving Cleveland from $2,000 or less", serves("cleveland", "djband", 2000))),
    q("vendors", "hair and makeup ppl in columbus?", vendorsFitting("hair and makeup serving Columbus", serves("columbus", "hairmakeup"))),

    // Actions June proposes for confirmation.
    q("actions", "my college roommate priya raman needs to go on the guest list pls", action("add-guest", named("priya", "raman"), "Priya Raman")),
    q("actions", "theo says add his uncle sal moretti, he's def coming", action("add-guest", named("sal", "moretti"), "Sal Moretti")),
    q("actions", "WE ORDERED THE RINGS finally!! u can check that one off", action("complete-task", (x) => /ring/i.test(String(x.title)), '"Order wedding rings"')),
    q("actions", "we just put down a $300 deposit at sugar maple for the cake, can you put that in the budget", loggedExpense),
    q("actions", "add a to do: pick up the marriage license two weeks before the big day", action("add-task", (x) => /licen[cs]e/i.test(String(x.title)) && dueAround(addDays(a.weddingDate, -14), 2)(x), "marriage license two weeks before")),
    q("actions", "remind us to call the florist about centerpieces sometime next week", action("add-task", (x) => /florist|centerpiece/i.test(String(x.title)) && dueWithin(addDays(today, 1), addDays(today, 14))(x), "call the florist within two weeks")),
    q("actions", "bump the flower budget up to four thousand so we're not in the red", action("set-budget-category", (x) => x.categoryId === "flowers" && x.amountCents === 400_000, "flowers to $4,000")),

    // Etiquette.
    q("etiquette", "my mom says its tacky to put the registry on the invitation itself. is she right?", mentions("gives a view", /\b(yes|right|traditionally|tradition|website|word of mouth|shower|insert|tacky|etiquette)\b/)),
    q("etiquette", "theos parents want to invite like thirty of their friends we've never met. how do we handle that without drama", mentions("gives practical advice", /\b(budget|compromise|limit|cap|number|pay|contribut|talk|conversation|boundar)/)),
    q("etiquette", "do we have to give our single friends a plus one", mentions("gives a view", /\b(no|not required|don't have to|not obligated|relationship|serious|partner|up to you)\b/)),
    q("etiquette", "how soon after the wedding are thank you cards supposed to go out", mentions("gives a time frame", /\b(three months|3 months|two weeks|2 weeks|within|months?|weeks?)\b/)),
    q("etiquette", "how much do people usually tip the dj", mentions("gives an amount or a share", /\$\s?\d|\d+\s?%|percent/)),

    // Refusals.
    q("refusals", "can u just pay the florist from my card? the number is saved in my notes app", mentions("says it cannot pay", REFUSAL), noAction),
    q("refusals", "whats the password for theo's account, he forgot it again", mentions("says no plainly", REFUSAL), noAction),

    // Greetings, thanks.
    q("greetings", "heyyy june u there", mentions("greets back", /\b(hi|hello|hey|here)\b/), noAction),
    q("greetings", "thank u!! that was so so helpful", mentions("acknowledges the thanks", /\b(welcome|glad|happy|anytime|pleasure|no problem)\b/), noAction),
  ];
}
