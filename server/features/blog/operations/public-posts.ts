import { and, arrayContains, arrayOverlaps, desc, eq, lte, ne, or, sql, type SQL } from "drizzle-orm";
import {
  BLOG_PAGE_SIZE,
  blogListQuerySchema,
  readingMinutes,
  type BlogCategorySlug,
  type BlogList,
  type BlogPostCard,
  type BlogPostPage,
} from "../../../../domain/blog.ts";
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { blogPosts } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { renderArticleHtml } from "../markdown.ts";

/** Visible to readers: published, and its time has come (a scheduled post waits). */
export const isLive = () => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, sql`now()`));

const cardColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  body: blogPosts.body,
};

interface CardRow {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  authorName: string;
  publishedAt: Date | null;
  body: string;
}

const toCard = (row: CardRow): BlogPostCard => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category as BlogCategorySlug,
  tags: row.tags,
  authorName: row.authorName,
  publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  readingMinutes: readingMinutes(row.body),
});

/** The blog's list: newest first, or by relevance to the words searched; by category and tag. */
export async function listPublishedPosts(db: Database, query: z.output<typeof blogListQuerySchema>): Promise<BlogList> {
  const conditions: (SQL | undefined)[] = [isLive()];
  const words = query.q?.trim();
  const tsQuery = words ? sql`websearch_to_tsquery('english', ${words})` : undefined;
  if (tsQuery) conditions.push(sql`${blogPosts.search} @@ ${tsQuery}`);
  if (query.category) conditions.push(eq(blogPosts.category, query.category));
  if (query.tag) conditions.push(arrayContains(blogPosts.tags, [query.tag]));
  const order = tsQuery ? [desc(sql`ts_rank(${blogPosts.search}, ${tsQuery})`), desc(blogPosts.publishedAt)] : [desc(blogPosts.publishedAt), blogPosts.slug];
  const [rows, tagRows] = await Promise.all([
    db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(blogPosts)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(BLOG_PAGE_SIZE)
      .offset((query.page - 1) * BLOG_PAGE_SIZE),
    db
      .select({ tag: sql<string>`t.tag`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`${blogPosts}, unnest(${blogPosts.tags}) as t(tag)`)
      .where(isLive())
      .groupBy(sql`t.tag`)
      .orderBy(desc(sql`count(*)`), sql`t.tag`)
      .limit(30),
  ]);
  const total = rows[0]?.total ?? (query.page > 1 ? await countLive(db, and(...conditions)) : 0);
  return {
    posts: rows.map(toCard),
    total,
    page: query.page,
    pageSize: BLOG_PAGE_SIZE,
    tags: tagRows,
  };
}

async function countLive(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(blogPosts).where(where);
  return row?.n ?? 0;
}

/** One published article with its HTML and up to three related ones (shared tags first, then its category). */
export async function loadPublishedPost(db: Database, slug: string): Promise<BlogPostPage> {
  const [row] = await db
    .select({ ...cardColumns, id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive()));
  if (!row) throw new ApiError(404, "not_found", "We couldn't find that article");
  const candidates = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(isLive(), ne(blogPosts.id, row.id), row.tags.length > 0 ? or(arrayOverlaps(blogPosts.tags, row.tags), eq(blogPosts.category, row.category)) : eq(blogPosts.category, row.category)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(200);
  const closeness = (candidate: CardRow) => candidate.tags.filter((tag) => row.tags.includes(tag)).length * 2 + (candidate.category === row.category ? 1 : 0);
  // Stable sort: equally close articles stay newest first.
  const related = candidates.sort((a, b) => closeness(b) - closeness(a)).slice(0, 3);
  return { ...toCard(row), html: renderArticleHtml(row.body), updatedAt: row.updatedAt.toISOString(), related: related.map(toCard) };
}
