import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Tasks and polls (issue 29, decision 038): shared among a couple and the helpers they gave the planning
 * chat area. A task names who does it (the couple or a helper); a poll keeps one vote per person.
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
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("planning_tasks_couple_idx").on(table.coupleId), index("planning_tasks_assignee_idx").on(table.assigneeId)],
);

export const planningPolls = pgTable(
  "planning_polls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("planning_polls_couple_idx").on(table.coupleId)],
);

/** One vote per person per poll: voting again changes it while the poll is open. */
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
  (table) => [unique("planning_poll_votes_one_per_person").on(table.pollId, table.voterId)],
);
