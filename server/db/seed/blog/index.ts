import type { Database } from "../../client.ts";
import { blogPosts } from "../../schema/index.ts";
import { MONEY_AND_ETIQUETTE_POSTS } from "./posts-money.ts";
import { PLANNING_POSTS } from "./posts-planning.ts";
import { VENUE_POSTS } from "./posts-venues.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const SEED_BLOG_POSTS = [...VENUE_POSTS, ...MONEY_AND_ETIQUETTE_POSTS, ...PLANNING_POSTS];

/** The blog's written articles; a slug already there (perhaps edited by an admin) is left alone. */
export async function seedBlog(tx: Transaction | Database): Promise<void> {
  await tx
    .insert(blogPosts)
    .values(SEED_BLOG_POSTS.map((post) => ({ ...post, status: "published" as const, publishedAt: new Date(post.publishedAt) })))
    .onConflictDoNothing({ target: blogPosts.slug });
}
