import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Clock, SearchX } from "lucide-react";
import { Link, useParams } from "react-router";
import { blogCategoryName, blogPostPath } from "@domain/blog";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/ui/spinner";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { blogQueries } from "./api";
import { PROSE, publishedOn } from "./format";
import { PostCard } from "./PostCard";

export const pageQueries: PageQueries = ({ params }) => [blogQueries.post(params.slug ?? "")];


/** /blog/:slug: one article, with its author, reading time, tags and related articles. */
export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const post = useQuery(blogQueries.post(slug));
  const origin = usePublicOrigin();
  const data = post.data;
  usePageHead(
    data
      ? {
          title: data.title,
          description: data.excerpt,
          canonicalPath: blogPostPath(data.slug),
          jsonLd: [
            {
              "@context": "https://schema.org",
              "@type": "BlogPosting",
              headline: data.title,
              description: data.excerpt,
              datePublished: data.publishedAt,
              dateModified: data.updatedAt,
              author: { "@type": "Person", name: data.authorName },
              publisher: { "@type": "Organization", name: "Serviceberry" },
              mainEntityOfPage: `${origin}${blogPostPath(data.slug)}`,
              keywords: data.tags.join(", "),
              articleSection: blogCategoryName(data.category),
            },
            {
              "@context": "https://schema.org",
              "@type": "BreadcrumbList",
              itemListElement: [
                { "@type": "ListItem", position: 1, name: "Blog", item: `${origin}/blog` },
                { "@type": "ListItem", position: 2, name: data.title, item: `${origin}${blogPostPath(data.slug)}` },
              ],
            },
          ],
        }
      : { title: post.error?.status === 404 ? "Article not found" : "Blog", noindex: post.isError },
  );

  if (post.isPending) return <Spinner label="Loading the article..." className="py-32!" />;
  if (!data) {
    if (post.error?.status === 404 || post.error?.status === 400) {
      return (
        <div className="container-page py-14">
          <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title="We couldn't find that article">
            <p>It may have been removed, or the link has a typo.</p>
            <Link to="/blog" className="font-medium text-primary underline underline-offset-4">
              See all articles
            </Link>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="container-page py-14">
        <LoadError message={post.error?.message ?? "The article did not load."} onRetry={() => void post.refetch()} />
      </div>
    );
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <nav aria-label="Breadcrumb">
        <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All articles
        </Link>
      </nav>
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          <Link to={`/blog?category=${data.category}`} className="text-sm font-semibold uppercase tracking-wider text-accent-strong hover:underline">
            {blogCategoryName(data.category)}
          </Link>
          <h1 className="mt-2 text-title font-semibold leading-tight">{data.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{data.excerpt}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              By <span className="font-medium text-foreground">{data.authorName}</span>
            </span>
            <time dateTime={data.publishedAt}>{publishedOn(data.publishedAt)}</time>
            <span className="flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {data.readingMinutes} min read
            </span>
          </p>
        </header>
        {/* Rendered from Markdown and sanitized on the server (features/blog/markdown.ts). */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: data.html }} />
        {data.tags.length > 0 && (
          <footer className="mt-10 border-t border-border pt-6">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">Tags</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {data.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:border-primary hover:text-primary">
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        )}
      </article>
      {data.related.length > 0 && (
        <section aria-labelledby="related-articles" className="mx-auto mt-14 max-w-5xl">
          <h2 id="related-articles" className="font-display text-2xl font-semibold">
            Related articles
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-3">
            {data.related.map((related) => (
              <li key={related.slug}>
                <PostCard post={related} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
