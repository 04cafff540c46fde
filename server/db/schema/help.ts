import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { HelpLink } from "../../../domain/help.ts";
import { tsvector } from "./types.ts";

/** The help centre and FAQ: read by /help, /faq and, later, by Grace. */
export const helpArticles = pgTable(
  "help_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    audience: text("audience").notNull(),
    topic: text("topic").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    /** The screens the article describes (code-owned: refreshed by the seed). */
    links: jsonb("links").$type<HelpLink[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(answer, '')), 'B')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("help_articles_search_idx").using("gin", table.search),
    index("help_articles_audience_position_idx").on(table.audience, table.position),
  ],
);
