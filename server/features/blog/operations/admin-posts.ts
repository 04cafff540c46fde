import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminBlogPost, AdminBlogPostSaved, BlogCategorySlug, blogPostInputSchema } from "../../../../domain/blog.ts";
import type { Database } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { blogPosts } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";

type PostInput = z.output<typeof blogPostInputSchema>;
type PostRow = typeof blogPosts.$inferSelect;

const PAST_TIME_NOTICE = "That publishing time had already passed, so the post was published now.";

function toAdminPost(row: PostRow, now = new Date()): AdminBlogPost {
  const state = row.status === "draft" ? "draft" : row.publishedAt && row.publishedAt > now ? "scheduled" : "live";
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    category: row.category as BlogCategorySlug,
    tags: row.tags,
    authorName: row.authorName,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * When the post appears. Published: the time asked for if it is still ahead; a time already past is
 * now (and said so); no time keeps a live post's original date, else now. A draft keeps a planned time.
 */
function publishingTime(input: PostInput, previous: Date | null, now: Date): { publishedAt: Date | null; notice?: string } {
  const asked = input.publishAt ? new Date(input.publishAt) : undefined;
  if (input.status === "draft") return { publishedAt: asked ?? null };
  if (!asked) return { publishedAt: previous && previous <= now ? previous : now };
  if (asked <= now) return { publishedAt: now, notice: PAST_TIME_NOTICE };
  return { publishedAt: asked };
}

const slugTaken = () => new ApiError(409, "slug_taken", "Another post already uses that address", { slug: ["That address is taken by another post. Choose another."] });

const dedupedTags = (tags: string[]) => [...new Set(tags)];

export async function listAdminPosts(db: Database): Promise<{ posts: AdminBlogPost[] }> {
  const rows = await db.select().from(blogPosts).orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`));
  const now = new Date();
  return { posts: rows.map((row) => toAdminPost(row, now)) };
}

export async function loadAdminPost(db: Database, id: string): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new ApiError(404, "not_found", "There is no post with that id");
  return toAdminPost(row);
}

export async function createPost(db: Database, input: PostInput, now = new Date()): Promise<AdminBlogPostSaved> {
  const { publishedAt, notice } = publishingTime(input, null, now);
  try {
    const [row] = await db
      .insert(blogPosts)
      .values({ ...input, tags: dedupedTags(input.tags), publishedAt })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return { post: toAdminPost(row, now), ...(notice ? { notice } : {}) };
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function updatePost(db: Database, id: string, input: PostInput, now = new Date()): Promise<AdminBlogPostSaved> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!existing) throw new ApiError(404, "not_found", "There is no post with that id");
      const { publishedAt, notice } = publishingTime(input, existing.publishedAt, now);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...input, tags: dedupedTags(input.tags), publishedAt, updatedAt: now })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!row) throw new ApiError(404, "not_found", "There is no post with that id");
      return { post: toAdminPost(row, now), ...(notice ? { notice } : {}) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function deletePost(db: Database, id: string): Promise<{ deleted: true }> {
  const removed = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (removed.length === 0) throw new ApiError(404, "not_found", "There is no post with that id");
  return { deleted: true };
}
