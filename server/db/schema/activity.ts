import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The couple's activity feed (issue 29, decision 059): one row per change to their guest list, budget,
 * timeline or shared tasks, written in the same transaction as the change (`server/planning/activity.ts`),
 * so the feed never shows a change that was rolled back nor misses one that stayed.
 */
export const planningActivity = pgTable(
  "planning_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who changed it: the couple or a helper (a removed account leaves the entry, as "a former helper"). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** What happened (domain/activity.ts ACTIVITY_KINDS): its area and sentence follow from it. */
    kind: text("kind").notNull(),
    /** What it happened to, in words as it was then ("Jane Doe", "Flowers and decor: Petal & Stem"). */
    subject: text("subject").notNull(),
    /** How many things one change touched (a bulk edit, an import). */
    count: integer("count").notNull().default(1),
    /** The changed row's id when there is one, for the link. */
    targetId: text("target_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("planning_activity_couple_idx").on(table.coupleId, table.id)],
);
