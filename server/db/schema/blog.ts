import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tsvector } from "./types.ts";

/**
 * The blog (issue 28): Markdown written by admins, rendered and sanitized when read. A post is visible
 * once `status` is published and `published_at` has come (scheduled posts wait for their time).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull(),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("blog_posts_search_idx").using("gin", table.search),
    index("blog_posts_published_idx").on(table.status, table.publishedAt),
    index("blog_posts_tags_idx").using("gin", table.tags),
  ],
);
