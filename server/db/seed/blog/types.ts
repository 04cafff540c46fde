import type { BlogCategorySlug } from "../../../../domain/blog.ts";

/** A post written for the product and seeded on first start (admins may edit it afterward). */
export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategorySlug;
  tags: string[];
  authorName: string;
  publishedAt: string;
  body: string;
}
