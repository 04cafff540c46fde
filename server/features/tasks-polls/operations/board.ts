import { and, asc, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import { isOverdue, isPollOpen } from "../../../../domain/tasks-polls.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planningPolls, planningPollVotes, planningTaskComments, planningTasks, users, type StoredPollOption } from "../../../db/schema/index.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { listingsById, type ListingView } from "./catalog.ts";
import { namesOf, peopleOf } from "./people.ts";
import { seesTimeline, timelineItemsById, timelineItemsOf, type TimelineItemView } from "./timeline-items.ts";

export interface TaskView {
  id: string;
  title: string;
  assignee: { id: string; name: string } | null;
  dueDate: string | null;
  done: boolean;
  overdue: boolean;
  createdBy: string | null;
  /** The master-timeline item it stands for, when the caller may see the timeline. */
  timelineItem: TimelineItemView | null;
  /** Linked to an item the caller can't see (a helper without the timeline area). */
  timelineHidden: boolean;
  comments: number;
  /** The couple and the task's author may delete it. */
  canDelete: boolean;
}

export interface PollOptionView {
  label: string;
  /** A catalog venue or vendor: its current name, photo and page; null for text (or a listing taken down). */
  listing: ListingView | null;
  votes: number;
  /** Named polls only: who chose it. An anonymous poll's options never carry voters. */
  voters?: { id: string; name: string }[];
}

export interface PollView {
  id: string;
  question: string;
  options: PollOptionView[];
  /** Votes cast (one person choosing two options counts twice). */
  totalVotes: number;
  /** People who voted. */
  voterCount: number;
  /** The options the caller chose (empty when they haven't voted). */
  myVotes: number[];
  maxChoices: number;
  anonymous: boolean;
  /** When votes stop on their own, if set. */
  closesAt: string | null;
  closed: boolean;
  /** Whether the caller asked it (the asker's id isn't sent: on an anonymous poll it could be a voter's). */
  askedByMe: boolean;
  canVote: boolean;
  /** The couple and the poll's author may close it early. */
  canClose: boolean;
}

const optionLabel = (option: StoredPollOption) => (typeof option === "string" ? option : option.label);
const listingKey = (option: StoredPollOption) =>
  typeof option === "string" ? null : option.venueId ? `venue:${option.venueId}` : option.vendorId ? `vendor:${option.vendorId}` : null;

/**
 * The couple's tasks (open first, by due date) and polls (open first, newest first), with who they can be
 * assigned to, as the caller sees them. Votes are counted per option; who voted for what is sent only for
 * named polls.
 */
export async function readBoard(deps: TasksPollsDeps, access: PlanningAccess, principal: Principal, today: string, now = new Date()) {
  const { db } = deps;
  const [people, taskRows, pollRows, timelineVisible, commentCounts] = await Promise.all([
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
    seesTimeline(db, access),
    db
      .select({ taskId: planningTaskComments.taskId, n: count() })
      .from(planningTaskComments)
      .where(eq(planningTaskComments.coupleId, access.coupleId))
      .groupBy(planningTaskComments.taskId),
  ]);
  const pollIds = pollRows.map((poll) => poll.id);
  const votesOfCouple = eq(planningPolls.coupleId, access.coupleId);
  const [tallies, voterCounts, mine, named] = pollIds.length
    ? await Promise.all([
        db
          .select({ pollId: planningPollVotes.pollId, option: planningPollVotes.option, votes: count() })
          .from(planningPollVotes)
          .innerJoin(planningPolls, eq(planningPolls.id, planningPollVotes.pollId))
          .where(votesOfCouple)
          .groupBy(planningPollVotes.pollId, planningPollVotes.option),
        db
          .select({ pollId: planningPollVotes.pollId, voters: countDistinct(planningPollVotes.voterId) })
          .from(planningPollVotes)
          .innerJoin(planningPolls, eq(planningPolls.id, planningPollVotes.pollId))
          .where(votesOfCouple)
          .groupBy(planningPollVotes.pollId),
        db
          .select({ pollId: planningPollVotes.pollId, option: planningPollVotes.option })
          .from(planningPollVotes)
          .innerJoin(planningPolls, eq(planningPolls.id, planningPollVotes.pollId))
          .where(and(votesOfCouple, eq(planningPollVotes.voterId, principal.userId))),
        // Voters' names are read for named polls only, so an anonymous poll's voters never reach an answer.
        db
          .select({ pollId: planningPollVotes.pollId, option: planningPollVotes.option, voterId: planningPollVotes.voterId, name: users.name })
          .from(planningPollVotes)
          .innerJoin(planningPolls, eq(planningPolls.id, planningPollVotes.pollId))
          .innerJoin(users, eq(users.id, planningPollVotes.voterId))
          .where(and(votesOfCouple, eq(planningPolls.anonymous, false)))
          .orderBy(asc(planningPollVotes.votedAt)),
      ])
    : [[], [], [], []];

  const known = new Map(people.map((person) => [person.id, person.name]));
  const formerIds = taskRows.map((task) => task.assigneeId).filter((id): id is string => id !== null && !known.has(id));
  for (const [id, name] of await namesOf(db, formerIds)) known.set(id, name);
  const linkedIds = taskRows.map((task) => task.timelineTaskId).filter((id): id is string => id !== null);
  const [linkedItems, timelineItems] = timelineVisible ? await Promise.all([timelineItemsById(db, access.coupleId, linkedIds), timelineItemsOf(db, access.coupleId)]) : [new Map<string, TimelineItemView>(), null];
  const allOptions = pollRows.flatMap((poll) => poll.options);
  const ids = (prefix: string) => allOptions.map(listingKey).flatMap((key) => (key?.startsWith(prefix) ? [key.slice(prefix.length)] : []));
  const listings = await listingsById(db, ids("venue:"), ids("vendor:"));

  const isCouple = access.as === "couple";
  const canEdit = access.level === "edit";
  const comments = new Map(commentCounts.map((row) => [row.taskId, row.n]));

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
      timelineItem: task.timelineTaskId ? (linkedItems.get(task.timelineTaskId) ?? null) : null,
      timelineHidden: task.timelineTaskId !== null && !timelineVisible,
      comments: comments.get(task.id) ?? 0,
      canDelete: canEdit && (isCouple || task.createdBy === principal.userId),
    };
  });
  const polls: PollView[] = pollRows.map((poll) => {
    const counts = poll.options.map((_, index) => tallies.find((t) => t.pollId === poll.id && t.option === index)?.votes ?? 0);
    const open = isPollOpen(poll, now);
    return {
      id: poll.id,
      question: poll.question,
      options: poll.options.map((option, index) => {
        const key = listingKey(option);
        const view: PollOptionView = { label: optionLabel(option), listing: key ? (listings.get(key) ?? null) : null, votes: counts[index] ?? 0 };
        if (!poll.anonymous) view.voters = named.filter((v) => v.pollId === poll.id && v.option === index).map((v) => ({ id: v.voterId, name: v.name }));
        return view;
      }),
      totalVotes: counts.reduce((sum, n) => sum + n, 0),
      voterCount: voterCounts.find((row) => row.pollId === poll.id)?.voters ?? 0,
      myVotes: mine.filter((vote) => vote.pollId === poll.id).map((vote) => vote.option).sort((a, b) => a - b),
      maxChoices: poll.maxChoices,
      anonymous: poll.anonymous,
      closesAt: poll.closesAt?.toISOString() ?? null,
      closed: !open,
      askedByMe: poll.createdBy === principal.userId,
      canVote: canEdit && open,
      canClose: canEdit && open && (isCouple || poll.createdBy === principal.userId),
    };
  });
  // Open polls first (a close date passing moves one down), newest first within each.
  polls.sort((a, b) => Number(a.closed) - Number(b.closed));
  return { couple: people[0]?.name ?? "The couple", me: principal.userId, canEdit, isCouple, people, timelineItems, tasks, polls };
}
export type BoardView = Awaited<ReturnType<typeof readBoard>>;
