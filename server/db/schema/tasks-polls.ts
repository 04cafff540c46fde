import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { timelineTasks } from "./timeline.ts";

/**
 * Tasks and polls (issue 29, decisions 038 and 058): shared among a couple and the helpers they gave the
 * planning chat area. A task names who does it (the couple or a helper), may link to a master-timeline item
 * and has a comment thread; a poll takes one or several votes per person, named or anonymous, until it closes.
 */
export const planningTasks = pgTable(
  "planning_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The couple or one of their helpers; a helper who leaves leaves the task unassigned. */
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Who ticked it off (the activity feed names them); null while open or once their account is gone. */
    doneBy: text("done_by").references(() => users.id, { onDelete: "set null" }),
    /** One item of the couple's master-timeline checklist; deleting that item clears the link (decision 058). */
    timelineTaskId: uuid("timeline_task_id").references(() => timelineTasks.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("planning_tasks_couple_idx").on(table.coupleId),
    index("planning_tasks_assignee_idx").on(table.assigneeId),
    index("planning_tasks_timeline_task_idx").on(table.timelineTaskId),
  ],
);

export const planningPolls = pgTable(
  "planning_polls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** Labels, or (decision 058) options naming a catalog venue or vendor: a plain string is a text option. */
    options: jsonb("options").$type<StoredPollOption[]>().notNull(),
    /** How many options one person may choose (1: a single vote). */
    maxChoices: integer("max_choices").notNull().default(1),
    /** Anonymous polls never send who voted for what; named ones show each option's voters. */
    anonymous: boolean("anonymous").notNull().default(true),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Closed early by the couple or the asker. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Votes stop at this time on their own; null keeps the poll open until someone closes it. */
    closesAt: timestamp("closes_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("planning_polls_couple_idx").on(table.coupleId)],
);

/** A text option is its label; a catalog option keeps its label (shown if the listing goes away) and the listing's id. */
export type StoredPollOption = string | { label: string; venueId?: string; vendorId?: string };

/** One row per option a person chose (up to the poll's max choices): voting again replaces them while open. */
export const planningPollVotes = pgTable(
  "planning_poll_votes",
  {
    pollId: uuid("poll_id")
      .notNull()
      .references(() => planningPolls.id, { onDelete: "cascade" }),
    voterId: text("voter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    option: integer("option").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("planning_poll_votes_one_per_option").on(table.pollId, table.voterId, table.option)],
);

/** A comment on a shared task: its thread, by author and time; authors edit and delete their own. */
export const planningTaskComments = pgTable(
  "planning_task_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => planningTasks.id, { onDelete: "cascade" }),
    /** The task's couple, kept here so a comment id is checked against the couple in one read. */
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [index("planning_task_comments_task_idx").on(table.taskId, table.createdAt), index("planning_task_comments_couple_idx").on(table.coupleId, table.createdAt)],
);
