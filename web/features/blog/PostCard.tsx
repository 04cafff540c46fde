import { Clock } from "lucide-react";
import { Link } from "react-router";
import { blogCategoryName, blogPostPath, type BlogPostCard } from "@domain/blog";
import { publishedOn } from "./format";

/** One article in a list: category, title, summary, author, date and reading time. */
export function PostCard({ post, headingLevel = "h2" }: { post: BlogPostCard; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <p className="text-xs font-semibold uppercase tracking-wider text-accent-strong">{blogCategoryName(post.category)}</p>
      <Heading className="font-display text-xl font-semibold leading-snug">
        <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
          {post.title}
        </Link>
      </Heading>
      <p className="text-sm text-muted-foreground">{post.excerpt}</p>
      <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-muted-foreground">
        <span>{post.authorName}</span>
        <time dateTime={post.publishedAt}>{publishedOn(post.publishedAt)}</time>
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {post.readingMinutes} min read
        </span>
      </p>
    </article>
  );
}
