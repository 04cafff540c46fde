import { desc } from "drizzle-orm";
import type { Context } from "hono";
import { blogCategoryName, blogPostPath } from "../../../domain/blog.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { isLive } from "./operations/public-posts.ts";

const FEED_SIZE = 30;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The blog's RSS 2.0 feed: the 30 newest published articles with their summaries. */
export async function blogFeedDocument(db: Database, origin: string): Promise<string> {
  const rows = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, category: blogPosts.category, authorName: blogPosts.authorName, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isLive())
    .orderBy(desc(blogPosts.publishedAt))
    .limit(FEED_SIZE);
  const items = rows.map((row) => {
    const url = origin + blogPostPath(row.slug);
    return [
      "<item>",
      `<title>${escapeXml(row.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(row.excerpt)}</description>`,
      `<category>${escapeXml(blogCategoryName(row.category))}</category>`,
      `<dc:creator>${escapeXml(row.authorName)}</dc:creator>`,
      row.publishedAt ? `<pubDate>${row.publishedAt.toUTCString()}</pubDate>` : "",
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    "<title>The Serviceberry blog</title>",
    `<link>${escapeXml(origin)}/blog</link>`,
    `<atom:link href="${escapeXml(origin)}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    "<description>Wedding planning advice for Ohio and Tennessee.</description>",
    "<language>en-us</language>",
    rows[0]?.publishedAt ? `<lastBuildDate>${rows[0].publishedAt.toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}

/** GET /blog/rss.xml. */
export function blogFeedHandler(db: Database, origin: string) {
  return async (c: Context) => {
    c.header("Cache-Control", "public, max-age=600");
    return c.body(await blogFeedDocument(db, origin), 200, { "Content-Type": "application/rss+xml; charset=UTF-8" });
  };
}
