import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { HelpArticle, HelpArticleQuery } from "../../../domain/help.ts";
import type { Database } from "../../db/client.ts";
import { helpArticles } from "../../db/schema/index.ts";

export interface HelpArticlePage {
  articles: HelpArticle[];
  total: number;
  limit: number;
  offset: number;
}

/** Full-text search (PostgreSQL websearch syntax, so any user text is safe) or the curated order. */
export async function listHelpArticles(db: Database, query: HelpArticleQuery): Promise<HelpArticlePage> {
  const conditions: SQL[] = [];
  const text = query.q?.trim();
  const tsQuery = text ? sql`websearch_to_tsquery('english', ${text})` : undefined;
  if (tsQuery) conditions.push(sql`${helpArticles.search} @@ ${tsQuery}`);
  if (query.audience) conditions.push(eq(helpArticles.audience, query.audience));
  const where = conditions.length ? and(...conditions) : undefined;

  const order = tsQuery
    ? [desc(sql`ts_rank(${helpArticles.search}, ${tsQuery})`), asc(helpArticles.position)]
    : [asc(helpArticles.position)];

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        slug: helpArticles.slug,
        audience: helpArticles.audience,
        topic: helpArticles.topic,
        question: helpArticles.question,
        answer: helpArticles.answer,
        links: helpArticles.links,
      })
      .from(helpArticles)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(helpArticles).where(where),
  ]);
  return {
    articles: rows as HelpArticle[],
    total: totals?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
