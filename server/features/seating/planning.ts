import { z } from "zod";
import { catererSheet, NO_MEAL } from "../../../domain/seating-lists.ts";
import { tableLabel } from "../../../domain/seating.ts";
import { has } from "../../planning/entities.ts";
import { plural } from "../../../domain/june.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { autoSeatSavedPlan } from "./operations/auto-seat.ts";
import { getSeatingPlan } from "./operations/plan.ts";

/** The saved seating chart of the couple's main event (the reception, else the first), as June reads it. */
export interface SeatingFacts {
  eventName: string;
  tables: { number: number; label: string; seats: number; guests: { name: string; meal: string; dietaryNeeds: string }[] }[];
  unseated: string[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** null: no floor plan saved yet. */
    seating: SeatingFacts | null;
  }
}

/** Words that say who, not which guest ("where is my aunt Rosa sitting"). */
const NAME_FILLER = new Set(["where", "is", "are", "my", "our", "the", "aunt", "uncle", "auntie", "grandma", "grandpa", "cousin", "sitting", "seated", "sit", "sits", "table", "which", "what", "at", "did", "we", "put", "who", "whose", "and", "his", "her", "their", "going", "to", "be", "placed", "seat"]);
const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9'-]+/).filter((word) => word.length > 1 && !NAME_FILLER.has(word));

const NO_PLAN = "You haven't made any tables yet: no floor plan is saved. Open the Floor plan builder to lay out your tables and seat your guests, and I can tell you who sits where.";

/** Who on the chart a message names: guests sharing the most words with it. */
export function answerWhereSeated(text: string, facts: Facts): SkillReply {
  const seating = facts.seating;
  if (seating === undefined) return { reply: "I can't see your seating chart right now. Open the Floor plan builder to check." };
  if (seating === null) return { reply: NO_PLAN };
  const asked = new Set(wordsOf(text));
  const everyone = [...seating.tables.flatMap((table) => table.guests.map((guest) => ({ name: guest.name, where: table.label }))), ...seating.unseated.map((name) => ({ name, where: null }))];
  let best = 0;
  let found: typeof everyone = [];
  for (const person of everyone) {
    const shared = wordsOf(person.name).filter((word) => asked.has(word)).length;
    if (shared > best) {
      best = shared;
      found = [person];
    } else if (shared === best && shared > 0) found.push(person);
  }
  if (found.length === 0) return { reply: `I couldn't find that guest on your ${seating.eventName} seating chart. Say their name as it is on your guest list.` };
  const lines = found.slice(0, 5).map((person) => (person.where ? `${person.name} sits at ${person.where}.` : `${person.name} doesn't have a seat yet.`));
  return { reply: lines.join(" ") };
}

/** Meals at one table ("how many vegetarian meals at table 4"), or the counts for each table. */
export function answerTableMeals(text: string, facts: Facts): SkillReply {
  const seating = facts.seating;
  if (seating === undefined) return { reply: "I can't see your seating chart right now. The caterer's sheet in the Floor plan builder has the meal counts by table." };
  if (seating === null) return { reply: NO_PLAN };
  const number = /\btable\s*(?:number\s*|#\s*)?(\d{1,3})\b/i.exec(text)?.[1];
  const tables = number ? seating.tables.filter((table) => table.number === Number(number)) : seating.tables;
  if (number && tables.length === 0) return { reply: `There's no table ${number} on your ${seating.eventName} floor plan.` };
  const describe = (table: SeatingFacts["tables"][number]) => {
    const meals = new Map<string, number>();
    for (const guest of table.guests) meals.set(guest.meal, (meals.get(guest.meal) ?? 0) + 1);
    const dietary = table.guests.filter((guest) => guest.dietaryNeeds.trim() !== "");
    const mealText = [...meals].map(([meal, count]) => `${count} ${meal}`).join(", ") || "no one seated yet";
    return `${table.label}: ${mealText}${dietary.length > 0 ? `; dietary needs: ${dietary.map((guest) => `${guest.name} (${guest.dietaryNeeds})`).join(", ")}` : ""}.`;
  };
  const asked = [...new Set(seating.tables.flatMap((table) => table.guests.map((guest) => guest.meal)))].find((meal) => meal !== NO_MEAL && text.toLowerCase().includes(meal.toLowerCase()));
  if (number && asked) {
    const table = tables[0]!;
    const count = table.guests.filter((guest) => guest.meal === asked).length;
    return { reply: `${count} ${asked} ${count === 1 ? "meal" : "meals"} at ${table.label} (of ${table.guests.length} seated). ${describe(table)}` };
  }
  return { reply: tables.slice(0, 12).map(describe).join("\n") + (tables.length > 12 ? `\nThe caterer's sheet in the Floor plan builder has all ${tables.length} tables.` : "") };
}

const autoSeatActionSchema = z.object({
  type: z.literal("auto-seat"),
  mode: z.enum(["empty", "all"], { message: "Choose whether to fill empty seats or seat everyone again." }),
});

/** The floor plan and seating chart as a planning module (decision 022, decision 030). Seating is part of the guest list's area. */
/** The seats per table a message names ("tables of 8", "10 per table", "8-tops"), if any. */
function tableSizeSaid(t: string): number | undefined {
  const size = /\btables? (?:of|for|seating|that seat|with) (\d{1,2})\b|\b(\d{1,2}) (?:per|a|to a|at a|at each|each) table\b|\b(\d{1,2})[- ]tops?\b|\b(\d{1,2})[- ](?:person|seat(?:er)?|people) tables?\b/.exec(t);
  return size ? Number(size[1] ?? size[2] ?? size[3] ?? size[4]) : undefined;
}

/** Round tables of 10, the usual banquet round, when the message names no size ("how many tables do we need"). */
const USUAL_TABLE_SEATS = 10;

/** The table size asked about in "how many tables of 8", "tables seating 10", "if we do 8 per table", "10-tops"; 10 when none is said. */
function tablesAskedIn(text: string): number | undefined {
  const t = text.toLowerCase();
  if (!/\bhow many (?:\w+[- ])?(?:tables|tops)\b|\bnumber of tables\b|\btables? (?:would|will|do) we need\b/.test(t)) return undefined;
  const seats = tableSizeSaid(t) ?? USUAL_TABLE_SEATS;
  return seats >= 2 && seats <= 30 ? seats : undefined;
}

export function answerTablesNeeded(text: string, facts: Facts): SkillReply {
  const seats = tablesAskedIn(text)!;
  const stats = facts.guestStats;
  if (!stats) return { reply: "I can't see your guest list right now, so I can't count tables yet." };
  // "For everyone who's said yes" counts the yeses; "for everyone we invited" or "the whole list", everyone on it.
  if (stats.total === 0) return { reply: `Your guest list is empty, so there's nothing to count tables for yet. Add your guests and ask me again; round tables usually seat 8 to 10.` };
  // No yes yet: everyone on the list is the count worth planning for.
  const everyone = stats.attending === 0 || /\b(?:invited|whole list|everyone on (?:the|our) list|all (?:the |our )?guests|if everyone (?:comes|says yes))\b/i.test(text);
  const count = everyone ? stats.total : stats.attending;
  const tables = Math.ceil(count / seats);
  const most = Math.ceil((stats.attending + stats.pending) / seats);
  const usual = tableSizeSaid(text.toLowerCase()) !== undefined ? "" : ` I counted round tables of ${seats}; with tables of 8 that's ${plural(Math.ceil(count / 8), "table", "tables")}.`;
  return {
    reply: `For ${plural(count, everyone ? "guest on your list" : "guest who has said yes", everyone ? "guests on your list" : "guests who have said yes")}, you'd need ${plural(tables, `table of ${seats}`, `tables of ${seats}`)}${count % seats === 0 ? "" : ` (the last one not full)`}.${everyone ? "" : ` If everyone who hasn't answered comes too (${stats.attending + stats.pending} guests), that's ${plural(most, "table", "tables")}.`}${usual} Add a head or sweetheart table for the two of you if you want one.`,
  };
}

/** "Have we started a seating chart yet", "how far along is the seating chart": whether a floor plan is saved, and how full it is. */
const SEATING_STATUS_ASKED = /\b(?:seating (?:chart|plan)|floor ?plan|table (?:plan|chart|assignments?))\b|\b(?:any|made|make|set up|added|created) (?:any |the |our )?tables\b/;
const STATUS_WORDS = /\b(?:have|has|did|do) (?:we|i|you|they)\b[^.?!]*\b(?:start\w*|made|make|done|do|set up|begun|begin|have|got|saved|finish\w*)\b|\b(?:how far|how's|hows|how is|status|progress|done|ready|complete|finished|started|yet)\b/;

export function answerSeatingStatus(facts: Facts): SkillReply {
  if (!facts.seating) return { reply: NO_PLAN };
  const seated = facts.seating.tables.reduce((sum, table) => sum + table.guests.length, 0);
  const unseated = facts.seating.unseated.length;
  return {
    reply: `Yes: your floor plan for the ${facts.seating.eventName} has ${plural(facts.seating.tables.length, "table", "tables")} with ${plural(seated, "guest", "guests")} seated${unseated > 0 ? `, and ${plural(unseated, "guest still needs", "guests still need")} a seat` : ", and everyone has a seat"}.`,
  };
}

export const seatingPlanning = definePlanningModule({
  name: "seating",
  async facts(scope) {
    const view = await getSeatingPlan(scope.deps, scope.access, undefined);
    if (!view.saved) return { seating: null };
    const sheet = catererSheet(view.plan.tables, view.plan.seats, view.guests);
    const seated = new Set(view.plan.seats.map((seat) => seat.guestId));
    return {
      seating: {
        eventName: view.events.find((event) => event.id === view.eventId)?.name ?? "wedding",
        tables: [...view.plan.tables]
          .sort((a, b) => a.number - b.number)
          .map((table) => ({ number: table.number, label: tableLabel(table), seats: table.seats, guests: (sheet.tables.find((row) => row.tableId === table.id)?.guests ?? []).map(({ name, meal, dietaryNeeds }) => ({ name, meal, dietaryNeeds })) })),
        unseated: view.guests.filter((guest) => !seated.has(guest.id)).map((guest) => guest.name),
      },
    };
  },
  tools: [
    defineTool({
      name: "find_guest_seat",
      description: "Which table a guest sits at on the couple's saved seating chart (main event), by the guest's name; also says who has no seat yet.",
      input: z.object({ name: z.string().min(1).max(120) }),
      run: ({ facts }, input) => ({ answer: answerWhereSeated(input.name, facts).reply }),
    }),
    defineTool({
      name: "get_seating_status",
      description: "Whether the couple has saved a floor plan (main event), how many tables it has, how many guests are seated and how many still need a seat.",
      input: z.object({}),
      run: ({ facts }) => ({ answer: answerSeatingStatus(facts).reply }),
    }),
    defineTool({
      name: "get_table_meals",
      description: "Meal counts and dietary needs per table on the couple's saved seating chart (main event); pass a table number for one table.",
      input: z.object({ table: z.number().int().min(1).max(999).optional() }),
      run: ({ facts }, input) => ({ answer: answerTableMeals(input.table ? `table ${input.table}` : "", facts).reply }),
    }),
  ],
  actions: [
    defineAction({
      type: "auto-seat",
      area: "guests",
      level: "edit",
      input: autoSeatActionSchema,
      label: (action) => (action.mode === "all" ? "Seat everyone again by your rules (locked seats stay)" : "Fill the empty seats on your floor plan by your rules"),
      async run(scope, action) {
        const outcome = await autoSeatSavedPlan(scope.deps, scope.access, { eventId: null, mode: action.mode });
        if (!outcome.ok) return `I changed nothing: your musts contradict each other. ${outcome.conflicts.join(" ")}`;
        const missed = outcome.soft.filter((rule) => !rule.kept);
        return `Done: ${outcome.seated} guests have seats${outcome.unseated > 0 ? ` and ${outcome.unseated} still need one` : ""}.${missed.length > 0 ? ` Not kept: ${missed.map((rule) => `${rule.label} (${rule.reason})`).join("; ")}.` : ""}`;
      },
      changes: ["seating", "planning"],
      proposal: {
        tool: "propose_auto_seat",
        description: "Propose auto-seating the couple's saved floor plan by their rules: fill the empty seats, or seat everyone again (locked seats stay). They confirm in the chat.",
        args: z.object({ mode: z.enum(["empty", "all"]) }),
        toAction: (args, facts) => (facts.seating === null ? { error: "The couple has no saved floor plan yet." } : { mode: args.mode }),
      },
    }),
  ],
  skills: [
    {
      // "How many tables of 8 would we need for everyone who's said yes": the headcount divided, rounded up.
      intent: "seating-tables-needed",
      rank: 5,
      slotted: true,
      topic: "how many tables you need",
      recognizes: (t, facts) => facts?.guestStats != null && tablesAskedIn(t) !== undefined,
      answer: ({ text, facts }) => answerTablesNeeded(text, facts),
    },
    {
      // "Have we started a seating chart yet": the chart's own state, not advice on when to start one.
      intent: "seating-status",
      rank: 60,
      slotted: true,
      utterances: ["have we started a seating chart yet", "is our seating chart done", "how far along is the seating chart", "did we make a floor plan yet", "do we have a seating plan", "how many guests still need a seat"],
      topic: "your seating chart so far",
      recognizes: (t) => has(t, SEATING_STATUS_ASKED) && has(t, STATUS_WORDS) && !has(t, /\b(?:when|should|how (?:do|can|should)|tips?|advice)\b/),
      answer: ({ facts }) => answerSeatingStatus(facts),
    },
    {
      intent: "seating-where",
      rank: 100,
      utterances: ["where is aunt rosa sitting", "which table is ben at", "what table did we put my uncle at", "where did we seat grandma", "is cora seated yet", "who sits with my brother", "where are the alvarezes sitting"],
      recognizes: (t) => has(t, /\b(where (is|are|did)\b.*\b(sit|sitting|seated|seat)|which table\b|what table\b)/),
      answer: ({ text, facts }) => answerWhereSeated(text, facts),
      capability: "Your seating chart: who sits where, and meals by table",
    },
    {
      intent: "seating-table-meals",
      rank: 100,
      utterances: ["how many vegetarian meals at table 4", "meal counts for table 2", "what are people eating at table 3", "dietary needs at table 5", "meals per table for the caterer", "how many chicken plates at table 1"],
      recognizes: (t) => has(t, /\btable\s*(number\s*|#\s*)?\d+\b/) && has(t, /\b(meals?|eating|plates?|entrees?|dietary|vegetarian|vegan|chicken|fish|beef)\b/),
      answer: ({ text, facts }) => answerTableMeals(text, facts),
    },
    {
      intent: "auto-seat",
      rank: 40,
      utterances: ["auto seat our guests", "please auto-seat our guests", "auto-seat the reception", "can you auto seat everyone", "seat our guests automatically", "seat everyone by our rules", "fill the empty seats on the floor plan", "do the seating chart for us", "run auto seating", "put the guests at tables for us"],
      recognizes: (t) => has(t, /\bauto[- ]?seat|\bseat (everyone|the guests|our guests)\b|\bfill (the )?empty seats\b/),
      answer: ({ text, facts }) =>
        facts.seating === null
          ? { reply: NO_PLAN }
          : { reply: "Shall I seat your guests by your rules? Locked seats stay where they are.", actions: [{ type: "auto-seat", mode: has(text, /\b(everyone|all|again|from scratch)\b/) ? "all" : "empty" }] },
    },
  ],
  async overview(scope) {
    const view = await getSeatingPlan(scope.deps, scope.access, undefined);
    const seated = new Set(view.plan.seats.map((seat) => seat.guestId)).size;
    return { seating: { saved: view.saved, tables: view.saved ? view.plan.tables.length : 0, seated: view.saved ? seated : 0, guests: view.guests.length } };
  },
});
