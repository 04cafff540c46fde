import { useQuery } from "@tanstack/react-query";
import { Rss, Search, SearchX } from "lucide-react";
import { type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { BLOG_CATEGORIES, blogCategoryName } from "@domain/blog";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { blogListParams, blogListSearch, blogQueries, type BlogListParams } from "./api";
import { PostCard } from "./PostCard";

export const pageQueries: PageQueries = ({ searchParams }) => [blogQueries.list(blogListParams(searchParams))];

const DESCRIPTION = "Wedding planning advice for Ohio and Tennessee: venue guides for Cleveland, Columbus, Cincinnati and Nashville, budgeting, etiquette, seasonal flowers and hiring vendors.";

function heading(params: BlogListParams): string {
  if (params.q) return `Articles about “${params.q}”`;
  if (params.category) return blogCategoryName(params.category);
  if (params.tag) return `Articles tagged “${params.tag}”`;
  return "The Serviceberry blog";
}

/** /blog: every published article, newest first, with search, categories and tags. */
export default function BlogPage() {
  const [searchParams] = useSearchParams();
  const params = blogListParams(searchParams);
  const list = useQuery(blogQueries.list(params));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const origin = usePublicOrigin();
  const filtered = Boolean(params.q || params.category || params.tag || params.page);
  usePageHead({
    title: filtered ? `${heading(params)} · Blog` : "Blog: wedding planning advice",
    description: DESCRIPTION,
    canonicalPath: `/blog${blogListSearch({ category: params.category, tag: params.tag, page: params.page })}`,
    noindex: Boolean(params.q),
    jsonLd: [
      { "@context": "https://schema.org", "@type": "Blog", name: "The Serviceberry blog", description: DESCRIPTION, url: `${origin}/blog` },
    ],
  });

  // The form works as a plain GET before the app starts; afterwards it navigates in place.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    void navigate(`${pathname}${blogListSearch({ ...params, q: q || undefined, page: undefined })}`);
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Blog</p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-title font-semibold leading-tight">{heading(params)}</h1>
          <p className="mt-3 text-muted-foreground">Practical advice for planning a wedding in Ohio and Tennessee, written by the Serviceberry team.</p>
        </div>
        <a href="/blog/rss.xml" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <Rss className="size-4" aria-hidden="true" />
          RSS feed
        </a>
      </div>

      <form role="search" action="/blog" method="get" onSubmit={onSearch} className="mt-8 flex max-w-xl gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search the blog
        </label>
        <Input id="blog-search" name="q" type="search" defaultValue={params.q ?? ""} key={params.q ?? ""} placeholder="Search articles, like rain plan or Nashville" className="flex-1" />
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>

      <nav aria-label="Blog categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <CategoryLink to="/blog" current={!params.category && !params.tag && !params.q} label="All articles" />
          </li>
          {BLOG_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <CategoryLink to={`/blog?category=${category.slug}`} current={params.category === category.slug} label={category.name} />
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <section aria-label="Articles" aria-busy={list.isFetching}>
          {list.isPending ? (
            <Spinner label="Loading articles..." className="py-24!" />
          ) : list.isError ? (
            <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
          ) : data && data.posts.length === 0 ? (
            <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title="No articles match">
              <p>Try other words, or browse every article.</p>
              <Link to="/blog" className="font-medium text-primary underline underline-offset-4">
                See all articles
              </Link>
            </EmptyState>
          ) : (
            data && (
              <>
                <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                  {data.total === 1 ? "1 article" : `${data.total} articles`}
                </p>
                <ul className="grid gap-5 md:grid-cols-2">
                  {data.posts.map((post) => (
                    <li key={post.slug}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
                {pages > 1 && (
                  <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4 text-sm">
                    {data.page > 1 ? (
                      <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/blog${blogListSearch({ ...params, page: data.page - 1 })}`}>
                        Newer articles
                      </Link>
                    ) : (
                      <span />
                    )}
                    <span className="text-muted-foreground">
                      Page {data.page} of {pages}
                    </span>
                    {data.page < pages ? (
                      <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/blog${blogListSearch({ ...params, page: data.page + 1 })}`}>
                        Older articles
                      </Link>
                    ) : (
                      <span />
                    )}
                  </nav>
                )}
              </>
            )
          )}
        </section>
        {data && data.tags.length > 0 && (
          <aside aria-labelledby="blog-tags">
            <h2 id="blog-tags" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Tags
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {data.tags.map(({ tag, count }) => (
                <li key={tag}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    aria-current={params.tag === tag ? "page" : undefined}
                    className={cn(
                      "inline-flex rounded-full border border-border px-3 py-1 text-sm hover:border-primary hover:text-primary",
                      params.tag === tag && "border-primary bg-primary-soft text-primary",
                    )}
                  >
                    {tag} <span className="sr-only">({count} articles)</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}

function CategoryLink({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium",
        current ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:border-primary hover:text-primary",
      )}
    >
      {label}
    </Link>
  );
}
