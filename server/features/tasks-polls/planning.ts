import { z } from "zod";
import { formatDueDate } from "../../../domain/dates.ts";
import { idSchema } from "../../../domain/ids.ts";
import { taskSchema } from "../../../domain/tasks-polls.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { dateFromText, has } from "../../planning/entities.ts";
import { readBoard } from "./operations/board.ts";
import { closePoll } from "./operations/polls.ts";
import { createTask } from "./operations/tasks.ts";

/** What June knows of the shared tasks and polls: what's still to do, by whom, and the open questions. */
export interface TasksPollsFacts {
  openTasks: { title: string; assignee: string | null; dueDate: string | null; overdue: boolean }[];
  doneTasks: number;
  openPolls: { id: string; question: string; leading: string | null; votes: number; voters: number; closesAt: string | null; canClose: boolean }[];
  /** Who a task can be for: the couple and their helpers with access to tasks. */
  people: { id: string; name: string }[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    tasksPolls: TasksPollsFacts;
  }
}

/** The shared tasks and polls in a few lines June can say. */
export function describeTasksPolls(facts: Facts): string {
  const board = facts.tasksPolls;
  if (board === undefined) return "I couldn't read your shared tasks and polls just now. You'll find them on the Tasks and polls page.";
  const lines: string[] = [];
  if (board.openTasks.length === 0) lines.push(board.doneTasks > 0 ? `Every shared task is done (${board.doneTasks}).` : "There are no shared tasks yet.");
  else
    lines.push(
      `Open shared tasks:\n${board.openTasks
        .map((task) => `- ${task.title}${task.assignee ? ` (${task.assignee})` : " (not assigned)"}${task.dueDate ? `, due ${formatDueDate(task.dueDate)}${task.overdue ? ", overdue" : ""}` : ""}`)
        .join("\n")}`,
    );
  if (board.openPolls.length > 0)
    lines.push(`Open polls:\n${board.openPolls.map((poll) => `- ${poll.question}: ${poll.votes === 0 ? "no votes yet" : `${poll.leading} leads, ${poll.voters} ${poll.voters === 1 ? "person" : "people"} voted`}${poll.closesAt ? ` (closes ${poll.closesAt.slice(0, 10)})` : ""}`).join("\n")}`);
  return lines.join("\n");
}

/** "Put 'pick up veil' on the shared to-do list", "give mom the job of calling the rentals": a task on the Tasks and polls page. */
const SHARED_TASK_ASKED = /\b(?:add|put|stick|make|create|set up)\b[^.?!]*\bshared (?:to-?do|task|tasks|list|to-?do list|board)\b|\b(?:assign|give)\b[^.?!]*\b(?:the )?(?:task|job|to-?do) (?:of|to)\b/i;

/** The task's words: quoted, else what comes between the verb and where it goes. */
function sharedTaskTitleIn(text: string): string | undefined {
  const quoted = /['"“‘]([^'"”’]{3,120})['"”’]/.exec(text)?.[1];
  // "A shared task for Kiara (my MOH) to plan the bachelorette by March 1": what follows "to".
  const toDo = /\b(?:task|to-?do)\s+(?:for\s+[\p{L}'-]+(?:\s*\([^)]*\))?\s+)?to\s+(.{3,120}?)(?=\s*(?:[,.;!?]|$)|\s+(?:by|before|due|on|and)\b)/iu.exec(text)?.[1];
  const between = toDo ?? /\b(?:add|put|stick|make|create)\s+(?:a\s+(?:shared\s+)?(?:task|to-?do)\s+(?:to|for)\s+)?(.{3,120}?)\s+(?:on|to|onto|in)\s+(?:the|our|my)\s+shared\b/i.exec(text)?.[1] ?? /\bthe (?:task|job|to-?do) of\s+(.{3,120}?)(?=\s*(?:[,.;!?]|$)|\s+(?:by|before|due|for)\b)/i.exec(text)?.[1];
  const title = (quoted ?? between)?.trim().replace(/^(?:to\s+)/i, "");
  return title ? title.charAt(0).toUpperCase() + title.slice(1) : undefined;
}

function answerAddSharedTask(text: string, facts: Facts): SkillReply {
  const board = facts.tasksPolls;
  if (board === undefined) return { reply: "I can't read your shared tasks just now. You can add one on the Tasks and polls page." };
  const title = sharedTaskTitleIn(text);
  if (!title) return { reply: "What should the shared task say? For example: \"add 'pick up the veil' to the shared tasks for Friday\"." };
  const lower = text.toLowerCase();
  // Someone with access to the tasks, named by their first name ("for Dana"); a relation alone ("my mom") names nobody on the list.
  const person = board.people.find((p) => p.name.split(/\s+/).length <= 3 && new RegExp(`\\b${p.name.split(/\s+/)[0]!.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower) && !/\band\b/i.test(p.name));
  const due = dateFromText(text, facts.today, facts.profile?.weddingDate);
  const relation = /\b(?:with|for) (?:my|our|his|her) (mom|mother|dad|father|sister|brother|maid of honou?r|best man|aunt|grandma|mother-in-law)\b/i.exec(text)?.[1];
  const forName = /\bfor\s+([A-Z][\p{L}'-]+)/u.exec(text)?.[1];
  const unassigned = !person && forName && !/^(?:Friday|Monday|Tuesday|Wednesday|Thursday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Next|This|The|Our|My)$/.test(forName) ? ` ${forName} isn't helping with tasks yet, so it would be unassigned; once they have access to tasks (Contributor access), pick them on the Tasks and polls page.` : !person && relation ? ` It's a shared task everyone helping can see; to put it in your ${relation}'s name, they need access to tasks (Contributor access), then pick them on the Tasks and polls page.` : "";
  return {
    reply: `Shall I add "${title}" to your shared tasks${person ? ` for ${person.name}` : ""}${due ? `, due ${formatDueDate(due.date)}` : ""}?${unassigned}`,
    actions: [{ type: "add-shared-task", title, assigneeId: person?.id ?? null, assigneeName: person?.name ?? null, dueDate: due?.date ?? null }],
  };
}

const addTaskSchema = z.object({
  type: z.literal("add-shared-task"),
  title: taskSchema.shape.title,
  assigneeId: z.string().min(1).max(64).nullable(),
  assigneeName: z.string().max(200).nullable(),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a real date, like 2027-06-12.").nullable(),
});

/** Shared tasks and polls as a planning module (decision 022): facts, a read tool, a confirmed action, an overview section. */
export const tasksPollsPlanning = definePlanningModule({
  name: "tasks-polls",
  async facts(scope) {
    const board = await readBoard(scope.deps, scope.access, scope.principal, scope.today);
    return {
      tasksPolls: {
        openTasks: board.tasks.filter((task) => !task.done).map((task) => ({ title: task.title, assignee: task.assignee?.name ?? null, dueDate: task.dueDate, overdue: task.overdue })),
        doneTasks: board.tasks.filter((task) => task.done).length,
        openPolls: board.polls
          .filter((poll) => !poll.closed)
          .map((poll) => {
            const top = Math.max(0, ...poll.options.map((o) => o.votes));
            return {
              id: poll.id,
              question: poll.question,
              leading: top > 0 ? poll.options.filter((o) => o.votes === top).map((o) => o.label).join(" and ") : null,
              votes: poll.totalVotes,
              voters: poll.voterCount,
              closesAt: poll.closesAt,
              canClose: poll.canClose,
            };
          }),
        people: board.people.map((person) => ({ id: person.id, name: person.name })),
      },
    };
  },
  tools: [
    defineTool({
      name: "get_shared_tasks_and_polls",
      description: "The tasks the couple and their helpers assigned to each other (who, due date, overdue) and the open polls with the leading option.",
      input: z.object({}),
      run: ({ facts }) => ({ summary: describeTasksPolls(facts), ...(facts.tasksPolls ?? {}) }),
    }),
  ],
  actions: [
    defineAction({
      type: "add-shared-task",
      area: "chat",
      level: "edit",
      input: addTaskSchema,
      label: (action) => `Add the shared task "${action.title}"${action.assigneeName ? ` for ${action.assigneeName}` : ""}${action.dueDate ? `, due ${formatDueDate(action.dueDate)}` : ""}`,
      async run(scope, action) {
        const input = taskSchema.parse({ title: action.title, assigneeId: action.assigneeId, dueDate: action.dueDate ?? "" });
        await createTask(scope.deps, scope.principal, scope.access, input);
        return `Added "${input.title}" to your shared tasks${action.assigneeName ? ` for ${action.assigneeName}` : ""}.`;
      },
      changes: ["tasks-polls", "planning"],
      proposal: {
        tool: "propose_add_shared_task",
        description: "Propose adding a shared task on the Tasks and polls page, for the couple or one of their helpers (by name), with an optional due date; they confirm in the chat.",
        args: z.object({ title: z.string().max(200), assignee: z.string().max(200).optional(), dueDate: z.string().max(10).optional() }),
        toAction: (args, facts) => {
          const people = facts.tasksPolls?.people ?? [];
          const wanted = args.assignee?.trim().toLowerCase();
          const person = wanted ? people.find((p) => p.name.toLowerCase() === wanted || p.name.toLowerCase().split(" ")[0] === wanted) : undefined;
          if (wanted && !person) return { error: `No one called ${args.assignee} can be given tasks. They can be for: ${people.map((p) => p.name).join(", ")}.` };
          return { title: args.title, assigneeId: person?.id ?? null, assigneeName: person?.name ?? null, dueDate: args.dueDate ?? null };
        },
      },
    }),
    defineAction({
      type: "close-poll",
      area: "chat",
      level: "edit",
      input: z.object({ type: z.literal("close-poll"), pollId: idSchema("That poll is not valid."), question: z.string().max(200) }),
      label: (action) => `Close the poll "${action.question}" (votes stop, the results stay)`,
      async run(scope, action) {
        await closePoll(scope.deps, scope.principal, scope.access, action.pollId);
        return `Closed the poll "${action.question}". The results stay on the Tasks and polls page.`;
      },
      changes: ["tasks-polls", "planning"],
      proposal: {
        tool: "propose_close_poll",
        description: "Propose closing one of the open polls early (by its question): votes stop and the results stay; they confirm in the chat.",
        args: z.object({ question: z.string().max(200) }),
        toAction: (args, facts) => {
          const polls = facts.tasksPolls?.openPolls ?? [];
          const wanted = args.question.trim().toLowerCase();
          const poll = polls.find((p) => p.question.toLowerCase() === wanted) ?? polls.find((p) => p.question.toLowerCase().includes(wanted));
          if (!poll) return { error: polls.length ? `No open poll asks that. The open polls are: ${polls.map((p) => p.question).join("; ")}.` : "There are no open polls to close." };
          if (!poll.canClose) return { error: "Only the couple or the person who asked can close that poll." };
          return { pollId: poll.id, question: poll.question };
        },
      },
    }),
  ],
  skills: [
    {
      // "Put 'pick up veil from alterations' on the shared to-do list with my mom": a shared task, ahead of the timeline's own tasks.
      intent: "add-shared-task",
      rank: 17,
      slotted: true,
      topic: "adding a shared task",
      recognizes: (t) => has(t, SHARED_TASK_ASKED),
      answer: ({ text, facts }) => answerAddSharedTask(text, facts),
    },
    {
      // "What's on the shared to-do list?", "any open polls?": the Tasks and polls page read back.
      intent: "tasks-polls",
      rank: 60,
      slotted: true,
      topic: "your shared tasks and polls",
      recognizes: (t) => has(t, /\bshared (?:to-?dos?|tasks?|list|to-?do list|board)\b|\b(?:open|any|our) polls?\b|\bwho (?:voted|is winning|won) (?:the |our )?poll\b/i) && !has(t, SHARED_TASK_ASKED),
      answer: ({ facts }) => ({ reply: describeTasksPolls(facts) }),
      capability: "Your shared tasks and polls with the people helping you",
    },
  ],
  async overview(scope) {
    const board = await readBoard(scope.deps, scope.access, scope.principal, scope.today);
    const open = board.tasks.filter((task) => !task.done);
    return {
      tasksPolls: {
        openTasks: open.length,
        overdueTasks: open.filter((task) => task.overdue).length,
        myOpenTasks: open.filter((task) => task.assignee?.id === scope.principal.userId).length,
        // The first few given to the caller, for their dashboard.
        myTasks: open
          .filter((task) => task.assignee?.id === scope.principal.userId)
          .slice(0, 5)
          .map((task) => ({ id: task.id, title: task.title, dueDate: task.dueDate, overdue: task.overdue })),
        openPolls: board.polls.filter((poll) => !poll.closed).length,
      },
    };
  },
});
