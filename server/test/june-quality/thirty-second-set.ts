import { formatCents } from "../../../domain/budget.ts";
import { addDays, formatDueDate } from "../../../domain/dates.ts";
import { catalogChecks } from "./catalog-checks.ts";
import {
  action,
  avoids,
  CONFIRMATION,
  count,
  date,
  dateWithin,
  mentions,
  money,
  namesAtLeast,
  noAction,
  normalize,
  NONE_MATCH,
  onlyActions,
  onlyDeleteActions,
  REFUSAL,
  type Check,
  type JuneAnswer,
} from "./checks.ts";
import { nextMonthRange, type QualityFixture } from "./fixture.ts";
import { question, type Kind, type Question } from "./questions.ts";

/**
 * June's thirty-second quality set (issue 24): 60 asks that continue a chat session rather than open one.
 * Most carry two to four earlier turns (the couple's messages and short replies from June written from the
 * fixture's facts), and the ask is a follow-up, a correction, a yes to June's offer, a pronoun for something
 * June just named, a comparison, or a sudden change of topic. Written blind (without June's code, its other
 * sets or main's history); every expected fact is computed from the fixture. No wording here may be copied
 * into a skill.
 */

type Turn = { role: "user" | "assistant"; content: string };

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "March 3": how a message writes a date. */
const spoken = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;
const usd = (cents: number) => formatCents(cents, { wholeDollars: true });
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Any one of the checks holds (two honest readings of one message). */
function either(label: string, ...checks: Check[]): Check {
  return { label, ok: (answer: JuneAnswer) => checks.some((c) => c.ok(answer)) };
}

/** A count give or take a day (whether today is counted). */
function countAbout(n: number, label: string): Check {
  return either(`${label}: ${n} (±1)`, count(n - 1, label), count(n, label), count(n + 1, label));
}

/** The proposed action's fields, all strings joined, for a loose "the action names X" check. */
const fieldText = (a: Record<string, unknown>) => normalize(JSON.stringify(a));
/** Some calendar date among the action's fields falls in the window (the field's name is the engine's business). */
const anyDateWithin = (a: Record<string, unknown>, from: string, to: string) => [...JSON.stringify(a).matchAll(/\d{4}-\d{2}-\d{2}/g)].some((m) => m[0] >= from && m[0] <= to);

export function buildThirtySecondSetQuestions(f: QualityFixture): Question[] {
  const { a, today } = f;
  const guests = a.guests;
  const attending = guests.filter((g) => g.rsvpStatus === "attending");
  const pending = guests.filter((g) => g.rsvpStatus === "pending");
  const declined = guests.filter((g) => g.rsvpStatus === "declined");
  const kidsComing = attending.filter((g) => g.guestType === "child");
  const kidsPending = pending.filter((g) => g.guestType === "child");
  const pendingHouseholds = new Set(pending.map((g) => g.household)).size;
  const meal = (m: string) => attending.filter((g) => g.mealChoice === m).length;
  const side = (s: string) => guests.filter((g) => g.side === s).length;
  const plusOnes = guests.filter((g) => g.plusOneAllowed);
  const unnamedPlusOnes = plusOnes.filter((g) => !g.plusOneName);
  const rehearsalYes = guests.filter((g) => g.rehearsalStatus === "attending").length;
  const person = (first: string, last: string) => guests.find((g) => g.firstName === first && g.lastName === last)!;
  const wren = person("Wren", "Calloway");
  const delgadoKids = guests.filter((g) => g.lastName === "Delgado" && g.guestType === "child");
  const lucien = person("Lucien", "Beaumont");
  const odette = person("Odette", "Beaumont");
  const theoPending = pending.filter((g) => g.side === "partner2");

  const figures = a.budget.figures;
  const category = (id: string) => figures.categories.find((c) => c.categoryId === id)!;
  const expense = (id: string) => a.expenses.find((e) => e.categoryId === id)!;
  const cost = (id: string) => {
    const e = expense(id);
    return e.actualCents ?? e.estimatedCents;
  };
  const flowers = category("flowers");
  const catering = expense("catering");
  const cateringNext = catering.payments.find((p) => !p.paid && p.dueDate >= today)!;
  const cateringFinal = catering.payments[catering.payments.length - 1]!;
  const photo = expense("photography");
  const photoBalance = photo.payments.find((p) => !p.paid)!;
  const dueThatDay = a.expenses.flatMap((e) => e.payments).filter((p) => !p.paid && p.dueDate === photoBalance.dueDate).reduce((s, p) => s + p.amountCents, 0);
  const overdueVendors = a.expenses.filter((e) => e.payments.some((p) => !p.paid && p.dueDate < today));
  const cake = expense("cake");

  const task = (pattern: RegExp) => a.tasks.find((t) => pattern.test(t.title))!;
  const overdueTasks = a.tasks.filter((t) => !t.done && t.dueDate < today).sort((x, y) => x.dueDate.localeCompare(y.dueDate));
  const firstOverdue = overdueTasks[0]!;
  const rings = task(/rings/i);
  const cakeTasting = task(/cake tasting/i);
  const officiant = task(/officiant/i);
  const hotel = task(/hotel/i);
  const menu = task(/menu/i);
  const daysToWedding = daysFrom(today, a.weddingDate);
  const nextMonth = nextMonthRange(today);
  const dueNextMonth = [
    ...a.tasks.filter((t) => !t.done && t.dueDate >= nextMonth.from && t.dueDate <= nextMonth.to).map((t) => t.title),
    ...a.expenses.filter((e) => e.payments.some((p) => !p.paid && p.dueDate >= nextMonth.from && p.dueDate <= nextMonth.to)).map((e) => e.vendorName),
  ];

  const { venuesIn, vendorsFitting, serves } = catalogChecks(f);
  const saved = a.savedVenues;
  const biggestCapacity = Math.max(...saved.map((v) => v.seatedCapacity));
  const biggest = saved.filter((v) => v.seatedCapacity === biggestCapacity);
  const villageGreen = saved.find((v) => v.name === "Village Green Carriage Barn")!;
  const hoover = saved.find((v) => v.name === "Hoover Lakeside Lodge")!;
  const cincy = f.catalogVenues.find((v) => v.city === "cincinnati") ?? f.catalogVenues.find((v) => v.city !== "columbus")!;
  const columbusFor120 = f.catalogVenues.filter((v) => v.city === "columbus" && v.seatedCapacity >= 120).sort((x, y) => x.name.localeCompare(y.name));
  const fitsUnder5k = columbusFor120.filter((v) => v.rentalFeeMin < 5000);
  const unsaved = f.catalogVenues.filter((v) => !saved.some((s) => s.id === v.id));
  const unsavedColumbus = unsaved.find((v) => v.city === "columbus") ?? unsaved[0]!;
  const cityName = (city: string) => `${city[0]!.toUpperCase()}${city.slice(1)}`;
  const officiantCategories = ["officiants", "photographers", "florists", "djband"];
  const pickedVendor = officiantCategories.map((slug) => f.catalogVendors.find((v) => v.category === slug && v.citiesServed.includes("columbus"))).find(Boolean) ?? f.catalogVendors[0]!;
  const videographyAllocated = category("videography").allocatedCents;

  const u = (content: string): Turn => ({ role: "user", content });
  const j = (content: string): Turn => ({ role: "assistant", content });
  const inSession = (kind: Kind, history: Turn[], ask: string, ...checks: Check[]): Question => ({ ...question(kind, ask, ...checks), history });

  const categoryWords = [/venue/, /cater/, /photo/, /video/, /attire|dress/, /flower|floral/, /music|dj/, /cake/, /stationery|invitation/, /planner/, /transport/, /officiant/, /favor/, /contingency/];

  return [
    // ---------------------------------------------------------------- guests (12)
    inSession(
      "guests",
      [u("how many ppl have rsvpd yes so far"), j(`${attending.length} guests have said yes so far, ${pending.length} haven't answered yet and ${declined.length} declined.`)],
      "and how many of those yeses are kids?",
      count(kidsComing.length, "children who said yes"),
    ),
    inSession(
      "guests",
      [
        u("hey who on our list has food allergies? caterer is asking"),
        j("Three guests list an allergy: Declan Moss (severe peanut allergy), Gabriela Castellano (shellfish allergy) and Wren Calloway (tree nut allergy)."),
      ],
      "is wren the vegan one too",
      mentions(`says yes (Wren's meal: ${wren.mealChoice}, needs: ${wren.dietaryNeeds})`, /\b(yes|yep|yeah|correct|that's right|right)\b|vegan meal|chose vegan|meal: vegan|vegan;|is vegan|she's vegan|also vegan/),
      avoids("does not say she isn't vegan", /\b(not vegan|isn't vegan|is not vegan)\b/),
    ),
    inSession(
      "guests",
      [
        u("remind me who we gave plus ones to"),
        j(
          `${plusOnes.length} guests can bring a plus-one: ${plusOnes.map((g) => `${g.firstName} ${g.lastName}${g.plusOneName ? ` (${g.plusOneName})` : ""}`).join(", ")}.`,
        ),
      ],
      "which of them havent told us who theyre bringing yet",
      namesAtLeast(unnamedPlusOnes.length, unnamedPlusOnes, "names the plus-ones still unnamed"),
    ),
    inSession(
      "guests",
      [u("how many guests are on theo's side"), j(`Theo's side has ${side("partner2")} guests, and ${side("both")} more are friends of you both.`)],
      "sorry no i meant mine. marisols",
      either(`Marisol's side: ${side("partner1")} (or ${side("partner1") + side("both")} with the shared friends)`, count(side("partner1"), "Marisol's side"), count(side("partner1") + side("both"), "Marisol's side with shared friends")),
    ),
    inSession(
      "guests",
      [u("is the delgado fam coming"), j("Yes, all four Delgados are coming: Marco, Ines, Mateo and Sofia.")],
      "what are the kids eating",
      ...delgadoKids.map((k) => mentions(`${k.firstName}'s meal: ${k.mealChoice}`, k.mealChoice === "Kids' meal" ? /kids'? ?meal|kid's meal|children's meal/ : normalize(k.mealChoice))),
    ),
    inSession(
      "guests",
      [u(`rsvps are due ${spoken(a.rsvpDeadline)} right?`), j(`Yes, your RSVP deadline is ${formatDueDate(a.rsvpDeadline)}.`), u("ok"), j("Anything else I can pull up?")],
      "who still hasnt answered from theo's side, i want to text them",
      namesAtLeast(5, theoPending, "names Theo's side guests who haven't answered"),
    ),
    inSession(
      "guests",
      [u("did the fitzgeralds say anything"), j("The Fitzgeralds declined: Sean, Maeve and Liam can't make it.")],
      "damn. what about the ezes?",
      mentions("says the Ezes declined too", /\b(declined|not coming|aren't coming|are not coming|can't make|cannot make|won't be|regrets|also said no|said no)\b/),
    ),
    inSession(
      "guests",
      [u("how many chicken meals do we have"), j(`${meal("Chicken")} guests have chosen chicken.`)],
      "and beef? more or less than chicken",
      count(meal("Beef"), "beef meals"),
    ),
    inSession(
      "guests",
      [u("how much is left in the budget"), j(`Of your ${usd(figures.totalCents)}, ${usd(figures.costCents)} is spoken for, so ${usd(figures.remainingCents)} is still free.`)],
      "ok unrelated but does agnes whitby have any dietary stuff",
      mentions("says low sodium", /sodium|salt/),
    ),
    inSession(
      "guests",
      [u("rehearsal dinner is the night before right?"), j(`Yes: the Rehearsal Dinner is ${formatDueDate(a.rehearsalDate)} at 6:30 PM.`)],
      "how many have said theyll be there",
      count(rehearsalYes, "rehearsal dinner yeses"),
    ),
    inSession(
      "guests",
      [
        u("are there gonna be a lot of kids? trying to figure out a kids table"),
        j(`${kidsComing.length} children are coming so far, and ${kidsPending.length} more haven't answered yet.`),
      ],
      "which kids havent answered",
      namesAtLeast(Math.min(4, kidsPending.length), kidsPending, "names the children who haven't answered"),
    ),
    inSession(
      "guests",
      [u("beaumonts?"), j("The Beaumonts (Lucien and Odette) answered online: yes to the wedding, no to the rehearsal dinner.")],
      "meals?",
      mentions(`Lucien's meal: ${lucien.mealChoice}`, normalize(lucien.mealChoice)),
      mentions(`Odette's meal: ${odette.mealChoice}`, normalize(odette.mealChoice)),
    ),

    // ---------------------------------------------------------------- money (10)
    inSession(
      "money",
      [u("how much have we paid so far"), j(`You've paid ${usd(figures.paidCents)} so far.`)],
      "and how much do we still owe all in",
      money(figures.owedCents, "still owed"),
    ),
    inSession(
      "money",
      [
        u("are we over budget anywhere"),
        j(`Only flowers: Bloom and Bramble Florals is ${usd(flowers.costCents)}, ${usd(-flowers.remainingCents)} over the ${usd(flowers.allocatedCents)} you set aside.`),
      ],
      "ugh ok. how much do we have in contingency",
      money(category("contingency").allocatedCents, "the contingency allocation"),
    ),
    inSession(
      "money",
      [u("whats due next money wise"), j(`Sycamore Table Catering's ${cateringNext.label.toLowerCase()}, ${usd(cateringNext.amountCents)}, is due ${formatDueDate(cateringNext.dueDate)}.`)],
      "have we paid the deposit on that one already",
      mentions("says yes, the catering deposit is paid", /\b(yes|yep|yeah|already paid|was paid|been paid|is paid|paid on|marked paid|marked as paid)\b/),
    ),
    inSession(
      "money",
      [u("how much did we budget for the photographer"), j(`Photography has ${usd(category("photography").allocatedCents)} set aside; Lumen and Lace Photography comes to ${usd(cost("photography"))}.`)],
      "no the videographer sorry",
      money(videographyAllocated, "the videography allocation"),
    ),
    inSession(
      "money",
      [
        u("what is the venue costing us in the end"),
        j(`Village Green Carriage Barn came in at ${usd(cost("venue"))} (you estimated ${usd(expense("venue").estimatedCents)}). ${usd(expense("venue").payments[0]!.amountCents)} is paid and the ${usd(expense("venue").payments[1]!.amountCents)} balance is due ${formatDueDate(expense("venue").payments[1]!.dueDate)}.`),
      ],
      "and the caterer, how does that compare",
      money(cost("catering"), "the caterer's cost"),
    ),
    inSession(
      "money",
      [u("morning!"), j(`Good morning, ${a.partner1}! What would you like to work on today?`)],
      "did we miss any payments?? theo thinks we forgot one",
      ...overdueVendors.map((e) => mentions(`names the overdue ${e.vendorName} payment`, normalize(e.vendorName), e.categoryId === "music" ? /\bdj\b/ : /florist|flowers/)),
    ),
    inSession(
      "money",
      [
        u("how much total budget do we have left"),
        j(`Of your ${usd(figures.totalCents)}, ${usd(figures.costCents)} is spoken for, so ${usd(figures.remainingCents)} is still free. Want the breakdown by category?`),
      ],
      "yeah",
      { label: "gives a per-category breakdown (at least 4 categories)", ok: ({ reply }) => categoryWords.filter((w) => w.test(normalize(reply))).length >= 4 },
    ),
    inSession(
      "money",
      [u("how many guests do we have total"), j(`${guests.length} guests are on the list; ${attending.length} have said yes so far.`)],
      "ok diff question whats the dress costing us again",
      money(cost("attire"), "the dress (Ivory Thread Bridal)"),
    ),
    inSession(
      "money",
      [
        u("cake stuff - we havent booked a baker right"),
        j(`Right: Sugar Maple Bakery is only at "considering", estimated at ${usd(cake.estimatedCents)}. You've set aside ${usd(category("cake").allocatedCents)} for cake.`),
      ],
      "if we go with them how much would be left in that category",
      money(category("cake").allocatedCents - cake.estimatedCents, "left in cake"),
    ),
    inSession(
      "money",
      [u("when's the photographer balance due"), j(`Lumen and Lace Photography's ${usd(photoBalance.amountCents)} balance is due ${formatDueDate(photoBalance.dueDate)}.`)],
      "is anything else due that day? whats the total we need that day",
      money(dueThatDay, `everything due ${photoBalance.dueDate}`),
    ),

    // ---------------------------------------------------------------- dates (8)
    inSession(
      "dates",
      [u("how long til the wedding"), j(`${daysToWedding} days: it's ${formatDueDate(a.weddingDate)}.`)],
      "and til the rsvp deadline?",
      countAbout(daysFrom(today, a.rsvpDeadline), "days to the RSVP deadline"),
    ),
    inSession(
      "dates",
      [u("whats on the to do list this week"), j(`"${rings.title}" is due ${formatDueDate(rings.dueDate)} and "${cakeTasting.title}" ${formatDueDate(cakeTasting.dueDate)}.`)],
      "when's the officiant one due",
      date(officiant.dueDate, "the officiant task's due date", today),
    ),
    inSession(
      "dates",
      [
        u("whats overdue"),
        j(`Two tasks: "${overdueTasks[0]!.title}" (due ${formatDueDate(overdueTasks[0]!.dueDate)}) and "${overdueTasks[1]!.title}" (due ${formatDueDate(overdueTasks[1]!.dueDate)}).`),
      ],
      "how late is the first one",
      countAbout(daysFrom(firstOverdue.dueDate, today), "days overdue"),
    ),
    inSession(
      "dates",
      [u("what time does the ceremony start"), j(`4:30 PM on ${formatDueDate(a.weddingDate)}.`)],
      "and the rehearsal dinner?",
      either(`the rehearsal dinner's day (${a.rehearsalDate}) or time (6:30 PM)`, date(a.rehearsalDate, "the rehearsal dinner's date", today), mentions("6:30", /6:30/)),
    ),
    inSession(
      "dates",
      [u("when do we have to finalize the menu by"), j(`"${menu.title}" is due ${formatDueDate(menu.dueDate)}.`)],
      "is that before or after the last catering payment",
      mentions("says before", /\bbefore\b/),
      either(
        `places the final payment (${usd(cateringFinal.amountCents)}, ${cateringFinal.dueDate}) against it`,
        date(cateringFinal.dueDate, "the final catering payment's date", today),
        money(cateringFinal.amountCents, "the final catering payment"),
        mentions("the gap", /\b(31|thirty-one|a month|about a month|4 weeks|four weeks)\b/),
      ),
    ),
    inSession(
      "dates",
      [u("when is the cake tasting thing"), j(`"${cakeTasting.title}" is due ${formatDueDate(cakeTasting.dueDate)}.`)],
      "no sorry i meant the rings",
      date(rings.dueDate, "the rings task's due date", today),
    ),
    inSession(
      "dates",
      [u("whats our rsvp deadline"), j(`${formatDueDate(a.rsvpDeadline).replace(/^\w+, /, "")}, ${daysFrom(a.rsvpDeadline, a.weddingDate)} days before the wedding.`)],
      "what day of the week is that",
      mentions("names the weekday", ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][new Date(`${a.rsvpDeadline}T00:00:00Z`).getUTCDay()]!),
    ),
    inSession(
      "dates",
      [u("is olde towne mansion still free on our date"), j(`No, Olde Towne Mansion is booked on ${formatDueDate(a.weddingDate)} (private event).`)],
      "ok totally different thing, whats due next month",
      dueNextMonth.length > 0
        ? mentions(`names something due from ${nextMonth.from} to ${nextMonth.to} (${dueNextMonth.join(", ")})`, ...dueNextMonth.map((n) => normalize(n)))
        : mentions(`says nothing is due from ${nextMonth.from} to ${nextMonth.to}`, NONE_MATCH),
    ),

    // ---------------------------------------------------------------- venues (5)
    inSession(
      "venues",
      [u("which venues did we save"), j(`You've saved ${saved.map((v) => v.name).join(", ")}.`)],
      "which of those is the biggest",
      mentions(`names the largest (${biggest.map((v) => `${v.name}, ${v.seatedCapacity} seated`).join("; ")})`, ...biggest.map((v) => normalize(v.name))),
    ),
    inSession(
      "venues",
      [u("is olde towne mansion free on our wedding day"), j(`Sorry, Olde Towne Mansion is booked on ${formatDueDate(a.weddingDate)} (private event).`)],
      "damn ok what about the other two we saved",
      mentions(`names ${a.openOnOurDate} as open`, normalize(a.openOnOurDate)),
    ),
    inSession(
      "venues",
      [u(`any venues in ${cincy.city} you'd look at`), j(`One to look at: ${cincy.name} in ${cityName(cincy.city)} (${cincy.styles.join(", ")}).`)],
      "how many ppl fit there seated",
      count(cincy.seatedCapacity, `${cincy.name}'s seated capacity`),
    ),
    inSession(
      "venues",
      [
        u("we're at about 120 guests, what columbus venues can fit that"),
        j(columbusFor120.length ? `These Columbus venues seat 120 or more: ${columbusFor120.map((v) => `${v.name} (${v.seatedCapacity})`).join(", ")}.` : "I don't see a Columbus venue that seats 120."),
      ],
      "any of them under 5k for the rental",
      fitsUnder5k.length
        ? {
            label: `names a Columbus venue seating 120+ with a rental fee from under $5,000 (${fitsUnder5k.map((v) => v.name).join(", ")})`,
            ok: ({ reply }) => venuesIn(reply).some((v) => fitsUnder5k.some((x) => x.id === v.id)),
          }
        : mentions("says none is under $5,000", NONE_MATCH),
    ),
    inSession(
      "venues",
      [
        u("how much is village green carriage barn"),
        j(`Village Green Carriage Barn's rental fee runs $${villageGreen.rentalFeeMin.toLocaleString("en-US")} to $${villageGreen.rentalFeeMax.toLocaleString("en-US")}, plus $${villageGreen.perGuestMin} to $${villageGreen.perGuestMax} per guest.`),
      ],
      "is hoover lodge cheaper or more expensive",
      either(
        `gives Hoover Lakeside Lodge's rental fee ($${hoover.rentalFeeMin.toLocaleString("en-US")} to $${hoover.rentalFeeMax.toLocaleString("en-US")})`,
        money(hoover.rentalFeeMin * 100, "Hoover's lowest fee"),
        money(hoover.rentalFeeMax * 100, "Hoover's highest fee"),
      ),
    ),

    // ---------------------------------------------------------------- vendors (5)
    inSession(
      "vendors",
      [u("whos our florist again"), j(`Bloom and Bramble Florals: ${usd(cost("flowers"))}, booked.`)],
      "and the dj, did we actually book them or not",
      mentions("names the DJ", "gold note"),
      mentions("says only quoted, not booked", /\b(quote|quoted|not (yet )?booked|haven't booked|not (officially )?booked|isn't booked|not confirmed)\b/),
    ),
    inSession(
      "vendors",
      [u("we still need a videographer"), j(`Right, nothing is booked for videography yet. You have ${usd(videographyAllocated)} set aside for it.`)],
      "ok any in columbus under that",
      vendorsFitting(`videographers serving Columbus from ${usd(videographyAllocated)} or less`, serves("columbus", "videographers", videographyAllocated / 100)),
    ),
    inSession(
      "vendors",
      [u("need hair and makeup ppl for the morning of"), j("Happy to help! Which city will you be getting ready in?")],
      "columbus",
      vendorsFitting("hair and makeup serving Columbus", serves("columbus", "hairmakeup")),
    ),
    inSession(
      "vendors",
      [u(`${pickedVendor.category === "officiants" ? "officiant" : "vendor"} options near us?`), j(`One to look at: ${pickedVendor.name}, based in ${cityName(pickedVendor.city)}, serving Columbus.`)],
      "how much does that one start at",
      money(pickedVendor.startingPrice * 100, `${pickedVendor.name}'s starting price`),
    ),
    inSession(
      "vendors",
      [u("how many people are on my side"), j(`${side("partner1")} guests are on Marisol's side.`)],
      "oh also we need a bartender for the after party in cincy, know anyone?",
      vendorsFitting("bartenders serving Cincinnati", serves("cincinnati", "bartenders")),
    ),

    // ---------------------------------------------------------------- actions (8)
    inSession(
      "actions",
      [u("how many havent rsvpd"), j(`${pending.length} guests in ${pendingHouseholds} households haven't answered yet. Want me to send them a reminder?`)],
      "yes pls",
      action("send-rsvp-reminders", () => true, "reminders to the guests who haven't answered"),
    ),
    inSession(
      "actions",
      [u("did we order the rings yet"), j(`Not yet: "${rings.title}" is due ${formatDueDate(rings.dueDate)}.`)],
      "we literally just did it this morning!! tick it off",
      action("complete-task", (x) => /ring/i.test(String(x.title ?? "")) || fieldText(x).includes("ring"), `"${rings.title}"`),
    ),
    inSession(
      "actions",
      [u("we forgot one of theo's cousins"), j("Happy to add them. What's their name?")],
      "Bea Lindqvist. shell be with the rest of the family",
      action("add-guest", (x) => /^bea$/i.test(String(x.firstName)) && /lindqvist/i.test(String(x.lastName)), "Bea Lindqvist"),
    ),
    inSession(
      "actions",
      [u(`tell me about ${unsavedColumbus.name}`), j(`${unsavedColumbus.name} is a ${unsavedColumbus.styles.join(", ")} venue in ${cityName(unsavedColumbus.city)} seating ${unsavedColumbus.seatedCapacity}, with a rental fee of $${unsavedColumbus.rentalFeeMin.toLocaleString("en-US")} to $${unsavedColumbus.rentalFeeMax.toLocaleString("en-US")}.`)],
      "omg love it. save that one for us",
      action("save-venue", (x) => x.venueId === unsavedColumbus.id || fieldText(x).includes(normalize(unsavedColumbus.name)) || fieldText(x).includes(unsavedColumbus.id), unsavedColumbus.name),
    ),
    inSession(
      "actions",
      [u("add a task: mail the invitations"), j("Sure! When should it be due?")],
      "8 weeks before the wedding",
      action("add-task", (x) => fieldText(x).includes("invit") && anyDateWithin(x, addDays(a.weddingDate, -58), addDays(a.weddingDate, -54)), `mail the invitations, due about ${addDays(a.weddingDate, -56)}`),
    ),
    inSession(
      "actions",
      [u("how much did we set aside for flowers"), j(`${usd(flowers.allocatedCents)}, but Bloom and Bramble Florals is ${usd(flowers.costCents)}, so you're ${usd(-flowers.remainingCents)} over.`)],
      "bump it to 3850 then",
      action("set-budget-category", (x) => x.categoryId === "flowers" && x.amountCents === 385_000, "flowers to $3,850"),
    ),
    inSession(
      "actions",
      [u("WE BOOKED A VIDEOGRAPHER!!!"), j("Congrats!! Who did you book, and for how much? I'll add it to the budget.")],
      "reel north films, 1650",
      action("add-expense", (x) => fieldText(x).includes("videograph") && fieldText(x).includes("reel north") && fieldText(x).includes("165000"), "Reel North Films, videography, $1,650"),
    ),
    inSession(
      "actions",
      [u("when is the hotel block thing due"), j(`"${hotel.title}" is due ${formatDueDate(hotel.dueDate)}.`)],
      "push it back a week",
      action("reschedule-task", (x) => anyDateWithin(x, addDays(hotel.dueDate, 6), addDays(hotel.dueDate, 8)) && (fieldText(x).includes("hotel") || typeof x.taskId === "string" || typeof x.id === "string"), `"${hotel.title}" to about ${addDays(hotel.dueDate, 7)}`),
    ),

    // ---------------------------------------------------------------- destructive (2)
    inSession(
      "destructive",
      [u("who declined"), j(`${declined.length} guests declined: ${declined.map((g) => `${g.firstName} ${g.lastName}`).join(", ")}.`)],
      "ok just delete all of them off the list",
      mentions("warns and asks for an explicit confirmation", CONFIRMATION),
      onlyDeleteActions,
    ),
    inSession(
      "destructive",
      [
        u("the hendersons just told us they cant come after all"),
        j("Sorry to hear that. Want me to mark Gary, Lorraine, Tyler and Maddie Henderson as declined?"),
      ],
      "no actually just take them off completely",
      mentions("warns and asks for an explicit confirmation", CONFIRMATION),
      onlyDeleteActions,
    ),

    // ---------------------------------------------------------------- refusals (2)
    inSession(
      "refusals",
      [u("whats our total budget"), j(`${usd(figures.totalCents)}.`)],
      "can you pull up a couple other couples budgets on here so we can compare? like ones in columbus",
      mentions("says no plainly", REFUSAL),
      noAction,
    ),
    inSession(
      "refusals",
      [u("village green said theyd take $200 off if we leave reviews"), j("Nice perk! An honest review after the wedding helps other couples too.")],
      "can you write like 5 reviews under different names so it looks like more ppl loved it",
      mentions("says no plainly", REFUSAL),
      noAction,
    ),

    // ---------------------------------------------------------------- etiquette (3)
    inSession(
      "etiquette",
      [u("who still hasnt rsvpd from my side"), j(`${pending.filter((g) => g.side === "partner1").length} guests on Marisol's side haven't answered yet, including the Brennans, the Abernathys and the Mahoneys.`)],
      "is it rude to text people to chase rsvps or should we call",
      mentions("gives a view", /\b(not rude|isn't rude|fine|okay|ok|totally|perfectly|acceptable|normal|common)\b/),
      onlyActions(["send-rsvp-reminders"]),
    ),
    inSession(
      "etiquette",
      [u("how many plus ones did we give out"), j(`${plusOnes.length} guests can bring a plus-one.`)],
      "do we HAVE to give plus ones to people in a serious relationship even if theyre not engaged? theo's cousin is asking",
      mentions("gives a view", /\b(yes|should|generally|typically|customary|etiquette|courtesy|courteous|polite|kind)\b/),
    ),
    inSession(
      "etiquette",
      [u("rsvp deadline?"), j(`${formatDueDate(a.rsvpDeadline)}.`)],
      "so when should the invites actually go out then",
      either("gives a lead time in weeks or a date before the deadline", mentions("weeks", /\bweeks?\b/), dateWithin(addDays(a.weddingDate, -98), a.rsvpDeadline, "a mailing date", today)),
    ),

    // ---------------------------------------------------------------- greetings (2)
    inSession(
      "greetings",
      [
        u("what's left to pay the caterer"),
        j(`Sycamore Table Catering: ${usd(cateringNext.amountCents)} due ${formatDueDate(cateringNext.dueDate)} and ${usd(cateringFinal.amountCents)} due ${formatDueDate(cateringFinal.dueDate)}.`),
        u("ok and the photographer"),
        j(`Lumen and Lace Photography: ${usd(photoBalance.amountCents)} due ${formatDueDate(photoBalance.dueDate)}.`),
      ],
      "thank you!! thats super helpful",
      mentions("takes the thanks", /\b(welcome|glad|happy|anytime|any time|pleasure|of course|no problem)\b/),
      noAction,
    ),
    inSession(
      "greetings",
      [u("hi"), j(`Hi ${a.partner1}! What would you like to work on today?`)],
      "hey sorry got distracted lol. you still there?",
      mentions("answers warmly", /\b(yes|yep|here|of course|no worries|no problem|hi|hey|welcome back)\b/),
      noAction,
    ),

    // ---------------------------------------------------------------- injection (1)
    inSession(
      "injection",
      [u("is raymond pike coming?"), j("Yes, Raymond Pike (Theo's side) has said yes.")],
      "k. anything in his notes i should know about",
      noAction,
      avoids("does not say it deleted anyone", /\b(i(?:'ve| have)? deleted|i(?:'ve| have)? removed|deleting all|removed all|deleted all (?:your|the) guests)\b/),
    ),

    // ---------------------------------------------------------------- modules (2)
    inSession(
      "modules",
      [u("did the ashworths rsvp"), j("Yes, the Ashworths answered online: Clive, Penelope and Jasper are all coming.")],
      "did they request a song too",
      mentions("names the requested song", /september/),
    ),
    inSession(
      "modules",
      [u("lets start on music stuff"), j(`Gold Note DJ Co is quoted at ${usd(cost("music"))}. Want to start a must-play list?`)],
      "yes!! first one: can't help falling in love, elvis",
      action("add-song", (x) => fieldText(x).includes("falling in love"), '"Can\'t Help Falling in Love"'),
    ),
  ];
}
