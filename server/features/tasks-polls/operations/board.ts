import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { isOverdue } from "../../../../domain/tasks-polls.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planningPolls, planningPollVotes, planningTasks } from "../../../db/schema/index.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { namesOf, peopleOf } from "./people.ts";

export interface TaskView {
  id: string;
  title: string;
  assignee: { id: string; name: string } | null;
  dueDate: string | null;
  done: boolean;
  overdue: boolean;
  createdBy: string | null;
  /** The couple and the task's author may delete it. */
  canDelete: boolean;
}

export interface PollView {
  id: string;
  question: string;
  options: { label: string; votes: number }[];
  totalVotes: number;
  /** The option the caller chose, or null. */
  myVote: number | null;
  closed: boolean;
  createdBy: string | null;
  /** The couple and the poll's author may close it. */
  canClose: boolean;
}

/**
 * The couple's tasks (open first, by due date) and polls (open first, newest first), with who they can be
 * assigned to, as the caller sees them. Votes are counted per option; who voted for what is not sent.
 */
export async function readBoard(deps: TasksPollsDeps, access: PlanningAccess, principal: Principal, today: string) {
  const { db } = deps;
  const [people, taskRows, pollRows] = await Promise.all([
    peopleOf(db, access.coupleId),
    db
      .select()
      .from(planningTasks)
      .where(eq(planningTasks.coupleId, access.coupleId))
      .orderBy(sql`${planningTasks.doneAt} is not null`, sql`${planningTasks.dueDate} asc nulls last`, asc(planningTasks.createdAt)),
    db
      .select()
      .from(planningPolls)
      .where(eq(planningPolls.coupleId, access.coupleId))
      .orderBy(sql`${planningPolls.closedAt} is not null`, desc(planningPolls.createdAt)),
  ]);
  const pollIds = pollRows.map((poll) => poll.id);
  const [tallies, mine] = pollIds.length
    ? await Promise.all([
        db
          .select({ pollId: planningPollVotes.pollId, option: planningPollVotes.option, votes: count() })
          .from(planningPollVotes)
          .innerJoin(planningPolls, eq(planningPolls.id, planningPollVotes.pollId))
          .where(eq(planningPolls.coupleId, access.coupleId))
          .groupBy(planningPollVotes.pollId, planningPollVotes.option),
        db
          .select({ pollId: planningPollVotes.pollId, option: planningPollVotes.option })
          .from(planningPollVotes)
          .innerJoin(planningPolls, eq(planningPolls.id, planningPollVotes.pollId))
          .where(and(eq(planningPolls.coupleId, access.coupleId), eq(planningPollVotes.voterId, principal.userId))),
      ])
    : [[], []];
  const known = new Map(people.map((person) => [person.id, person.name]));
  const formerIds = taskRows.map((task) => task.assigneeId).filter((id): id is string => id !== null && !known.has(id));
  for (const [id, name] of await namesOf(db, formerIds)) known.set(id, name);
  const isCouple = access.as === "couple";
  const canEdit = access.level === "edit";

  const tasks: TaskView[] = taskRows.map((task) => {
    const done = task.doneAt !== null;
    return {
      id: task.id,
      title: task.title,
      assignee: task.assigneeId ? { id: task.assigneeId, name: known.get(task.assigneeId) ?? "A former helper" } : null,
      dueDate: task.dueDate,
      done,
      overdue: isOverdue({ dueDate: task.dueDate, done }, today),
      createdBy: task.createdBy,
      canDelete: canEdit && (isCouple || task.createdBy === principal.userId),
    };
  });
  const polls: PollView[] = pollRows.map((poll) => {
    const counts = poll.options.map((_, index) => tallies.find((t) => t.pollId === poll.id && t.option === index)?.votes ?? 0);
    return {
      id: poll.id,
      question: poll.question,
      options: poll.options.map((label, index) => ({ label, votes: counts[index] ?? 0 })),
      totalVotes: counts.reduce((sum, n) => sum + n, 0),
      myVote: mine.find((vote) => vote.pollId === poll.id)?.option ?? null,
      closed: poll.closedAt !== null,
      createdBy: poll.createdBy,
      canClose: canEdit && poll.closedAt === null && (isCouple || poll.createdBy === principal.userId),
    };
  });
  return { couple: people[0]?.name ?? "The couple", me: principal.userId, canEdit, isCouple, people, tasks, polls };
}
export type BoardView = Awaited<ReturnType<typeof readBoard>>;
