import { z } from "zod";
import "./zod-messages.ts";

/** The blog's sections: each article sits in exactly one. */
export const BLOG_CATEGORIES = [
  { slug: "venues", name: "Venues" },
  { slug: "budgeting", name: "Budgeting" },
  { slug: "etiquette", name: "Etiquette" },
  { slug: "flowers-and-design", name: "Flowers and design" },
  { slug: "planning", name: "Planning" },
  { slug: "vendors", name: "Vendors" },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];
const categorySlugs = BLOG_CATEGORIES.map((category) => category.slug) as [BlogCategorySlug, ...BlogCategorySlug[]];
export const blogCategorySchema = z.enum(categorySlugs, { error: "Choose one of the blog's categories" });

export function blogCategoryName(slug: string): string {
  return BLOG_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}

/** A post's address: lowercase words joined by hyphens. */
export const blogSlugSchema = z
  .string()
  .trim()
  .min(3, "The address needs at least 3 characters")
  .max(100, "Keep the address under 100 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, numbers and single hyphens, like fall-weddings-in-ohio");

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "Each tag needs at least 2 characters")
  .max(40, "Keep each tag under 40 characters")
  .regex(/^[a-z0-9][a-z0-9 -]*$/, "Tags use letters, numbers, spaces and hyphens");

/** What an admin writes: Markdown in the body; published posts may name a later time to appear. */
export const blogPostInputSchema = z.object({
  slug: blogSlugSchema,
  title: z.string().trim().min(5, "The title needs at least 5 characters").max(140, "Keep the title under 140 characters"),
  excerpt: z.string().trim().min(20, "Write a summary of at least 20 characters").max(300, "Keep the summary under 300 characters"),
  body: z.string().trim().min(50, "The article needs at least 50 characters").max(60_000, "Keep the article under 60,000 characters"),
  category: blogCategorySchema,
  tags: z.array(tagSchema).max(8, "Use at most 8 tags").default([]),
  authorName: z.string().trim().min(2, "Name the author").max(80, "Keep the author's name under 80 characters"),
  status: z.enum(["draft", "published"], { error: "Choose draft or published" }),
  /** When a published post appears (ISO time). Empty: now. A time already past: now, and the answer says so. */
  publishAt: z.iso.datetime({ offset: true, error: "Give the publishing time as a date and time" }).optional(),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** The editor's preview: the Markdown as it stands, rendered the way the article page will show it. */
export const blogPostPreviewSchema = z.object({ body: z.string().max(60_000, "Keep the article under 60,000 characters") });
export interface BlogPostPreview {
  html: string;
  readingMinutes: number;
}

/** An image an admin uploaded for an article: where it is stored and the Markdown that shows it. */
export interface UploadedPostImage {
  /** This site's address of the image (1600 px wide at most, WebP). */
  url: string;
  width: number;
  height: number;
  /** The Markdown to put in the article: the image with its description. */
  markdown: string;
}
/** The longest image description the editor takes. */
export const POST_IMAGE_ALT_MAX = 200;

export const blogListQuerySchema = z.object({
  q: z.string().trim().max(100, "Keep the search under 100 characters").optional(),
  category: blogCategorySchema.optional(),
  tag: tagSchema.optional(),
  page: z.coerce.number().int("Pages are whole numbers").min(1, "Pages start at 1").max(500, "That page is past the end").default(1),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogSlugParamSchema = z.object({ slug: z.string().trim().min(1).max(100, "That address is too long") });
export const blogPostIdParamSchema = z.object({ id: z.uuid("That is not a post id") });

export const BLOG_PAGE_SIZE = 12;

/** Reading time at about 230 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return Math.max(1, Math.round(words / 230));
}

/** A post as lists show it. */
export interface BlogPostCard {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategorySlug;
  tags: string[];
  authorName: string;
  publishedAt: string;
  readingMinutes: number;
}

/** A published post as its page shows it: the body is sanitized HTML rendered from the Markdown. */
export interface BlogPostPage extends BlogPostCard {
  html: string;
  updatedAt: string;
  related: BlogPostCard[];
}

export interface BlogList {
  posts: BlogPostCard[];
  total: number;
  page: number;
  pageSize: number;
  /** Every tag on a published post, most used first: the tag links of the list. */
  tags: { tag: string; count: number }[];
}

/** A post as the admin's editor reads it. */
export interface AdminBlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  category: BlogCategorySlug;
  tags: string[];
  authorName: string;
  status: "draft" | "published";
  publishedAt: string | null;
  /** draft, scheduled (published with a later time) or live. */
  state: "draft" | "scheduled" | "live";
  updatedAt: string;
}

export interface AdminBlogPostSaved {
  post: AdminBlogPost;
  /** Said when a scheduled time had already passed and the post went live at once. */
  notice?: string;
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;
