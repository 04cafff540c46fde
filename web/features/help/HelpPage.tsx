import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { LifeBuoy, Mail, MessageCircleQuestion, RotateCw, Search, Sparkles, X } from "lucide-react";
import { CONTACT_DETAILS } from "@domain/constants";
import type { HelpAudience } from "@domain/help";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@web/components/ui/accordion";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { usePageHead } from "@web/lib/page-head";
import { ArticleLinks } from "./ArticleLinks";
import { HELP_AUDIENCE_FILTERS, HELP_AUDIENCE_LABELS, isHelpAudience } from "./help-audiences";
import { HELP_SEARCH_MAX_LENGTH, helpArticlesQuery, useHelpArticles, type HelpArticlesState } from "./use-help-articles";
import type { PageQueries } from "@web/lib/page-queries";

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 250;

function articleCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "article" : "articles"}`;
}

/** The search text lives in ?q= (so a search can be shared and survives refresh), written after a pause in typing. */
function useDebouncedSearchParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const [draft, setDraft] = useState(urlQuery);
  const written = useRef(urlQuery);

  const commit = useCallback((value: string) => {
    written.current = value;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value.trim()) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  // Typing settles into the URL after a short pause.
  useEffect(() => {
    if (draft === written.current) return;
    const timer = window.setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, commit]);

  // The URL changed from outside (back and forward, a link): the box follows it.
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setDraft(urlQuery);
  }, [urlQuery]);

  return { draft, setDraft, query: urlQuery, commitNow: () => commit(draft) };
}

/** The articles the address asks for (a search too long for the server is answered in the page). */
export const pageQueries: PageQueries = ({ searchParams }) => {
  const q = searchParams.get("q") ?? "";
  const audience = searchParams.get("audience");
  if (q.trim().length > HELP_SEARCH_MAX_LENGTH) return [];
  return [helpArticlesQuery({ q, audience: isHelpAudience(audience) ? audience : undefined, pageSize: PAGE_SIZE })];
};

export default function HelpPage() {
  usePageHead({
    title: "Help center",
    description: "Serviceberry help center: guides for couples, venue owners, vendors and contributors, and a way to reach a person when you need one.",
    canonicalPath: "/help",
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const { draft, setDraft, query, commitNow } = useDebouncedSearchParam();
  const audienceParam = searchParams.get("audience");
  const audience = isHelpAudience(audienceParam) ? audienceParam : undefined;
  const help = useHelpArticles({ q: query, audience, pageSize: PAGE_SIZE });
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const chooseAudience = (value: HelpAudience | undefined) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set("audience", value);
        else next.delete("audience");
        return next;
      },
      { replace: true },
    );
  };

  const clearSearch = () => {
    setDraft("");
    searchInput.current?.focus();
  };

  // Words typed into the server-rendered box before the app started are kept, not replaced by the address's.
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed !== undefined && typed !== draft) setDraft(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: later the box is controlled by the draft
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commitNow();
  };

  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-2xl">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-strong">
          <LifeBuoy className="size-4" aria-hidden="true" />
          Help center
        </p>
        <h1 className="mt-3 text-title font-semibold leading-tight">How can we help?</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Answers for couples, venue owners, vendors and the family and friends helping them plan.
        </p>
      </header>

      {/* A plain GET before the app starts (the page is server-rendered); afterwards the search runs in place. */}
      <form role="search" action="/help" method="get" onSubmit={onSubmit} className="mt-8 max-w-2xl">
        {audience && <input type="hidden" name="audience" value={audience} />}
        <Label htmlFor={searchId}>Search help articles</Label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchInput}
            id={searchId}
            name="q"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={HELP_SEARCH_MAX_LENGTH}
            placeholder="Try “password” or “tours”"
            autoComplete="off"
            enterKeyHint="search"
            className="h-13 rounded-[var(--radius-pill)] pl-12 pr-12 text-base shadow-soft [&::-webkit-search-cancel-button]:appearance-none"
          />
          {draft && (
            <button
              type="button"
              onClick={clearSearch}
              className="absolute right-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label="Clear search"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </form>

      <div role="group" aria-label="Show articles for" className="mt-5 flex flex-wrap gap-2">
        <FilterChip pressed={!audience} onClick={() => chooseAudience(undefined)}>
          All articles
        </FilterChip>
        {HELP_AUDIENCE_FILTERS.map((value) => (
          <FilterChip key={value} pressed={audience === value} onClick={() => chooseAudience(value)}>
            {HELP_AUDIENCE_LABELS[value]}
          </FilterChip>
        ))}
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <section aria-labelledby="help-results-heading" className="min-w-0">
          <h2 id="help-results-heading" className="sr-only">
            Articles
          </h2>
          <Results help={help} query={query.trim()} onClearSearch={clearSearch} onShowAll={() => chooseAudience(undefined)} filtered={!!audience} />
        </section>
        <StillNeedHelp />
      </div>
    </div>
  );
}

function FilterChip({ pressed, onClick, children }: { pressed: boolean; onClick(): void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-10 items-center rounded-[var(--radius-pill)] border px-4 text-sm font-medium transition-colors",
        pressed
          ? "border-primary bg-primary text-primary-foreground"
          : "border-border bg-card text-foreground hover:border-primary/40 hover:bg-primary-soft",
      )}
    >
      {children}
    </button>
  );
}

interface ResultsProps {
  help: HelpArticlesState;
  query: string;
  filtered: boolean;
  onClearSearch(): void;
  onShowAll(): void;
}

function Results({ help, query, filtered, onClearSearch, onShowAll }: ResultsProps) {
  if (help.status === "loading") return <ResultsSkeleton />;

  if (help.status === "error") {
    const refused = help.error?.code === "invalid_input";
    const message = help.error?.fields?.q?.[0] ?? help.error?.message ?? "Something went wrong. Please try again.";
    return (
      <div role="alert" className="rounded-[var(--radius-lg)] border border-destructive/30 bg-card p-6">
        <p className="font-semibold text-destructive">{refused ? "That search is too long" : "We couldn't load the help articles"}</p>
        <p className="mt-1 text-muted-foreground">{refused ? `${message}. Try a few key words instead.` : message}</p>
        <div className="mt-4">
          {refused ? (
            <Button variant="secondary" size="sm" onClick={onClearSearch}>
              Clear search
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={help.retry}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div aria-busy={help.refreshing} className={cn("transition-opacity", help.refreshing && "opacity-60")}>
      <p role="status" className="mb-3 text-sm font-medium text-muted-foreground">
        {articleCount(help.total)}
        {query && (
          <>
            {" "}
            for <span className="break-all text-foreground">“{query}”</span>
          </>
        )}
      </p>

      {help.articles.length === 0 ? (
        <EmptyState query={query} filtered={filtered} onClearSearch={onClearSearch} onShowAll={onShowAll} />
      ) : (
        <Card className="px-5 sm:px-7">
          <Accordion type="multiple">
            {help.articles.map((article) => (
              <AccordionItem key={article.slug} value={article.slug} id={`article-${article.slug}`}>
                <AccordionTrigger>{article.question}</AccordionTrigger>
                <AccordionContent>
                  <p>{article.answer}</p>
                  <ArticleLinks links={article.links} />
                  <p className="mt-3 text-sm">
                    <span className="font-medium text-foreground">{article.topic}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    for {HELP_AUDIENCE_LABELS[article.audience]?.toLowerCase() ?? article.audience}
                  </p>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
      )}

      {(help.hasMore || help.loadMoreError) && (
        <div className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-muted-foreground">
            Showing {help.articles.length} of {help.total}
          </p>
          {help.loadMoreError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {help.loadMoreError.message}
            </p>
          )}
          <Button variant="secondary" onClick={help.loadMore} disabled={help.loadingMore}>
            {help.loadingMore ? "Loading..." : help.loadMoreError ? "Try again" : "Load more"}
          </Button>
        </div>
      )}
    </div>
  );
}

function EmptyState({ query, filtered, onClearSearch, onShowAll }: Omit<ResultsProps, "help">) {
  return (
    <div className="rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-10 text-center">
      <MessageCircleQuestion className="mx-auto size-10 text-primary" aria-hidden="true" />
      <p className="mt-4 break-words font-display text-xl font-semibold">
        {query ? (
          <>
            No articles match <span className="break-all">“{query}”</span>
          </>
        ) : (
          "No articles here yet"
        )}
      </p>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        {filtered ? "Try another audience or fewer words. " : "Try fewer or different words. "}
        If you still can't find it, <Link to="/contact" className="font-medium text-primary underline underline-offset-4">ask us directly</Link>{" "}
        and a person will reply within one working day.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {query && (
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            Clear search
          </Button>
        )}
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onShowAll}>
            Show all audiences
          </Button>
        )}
      </div>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading articles...
      </p>
      <div aria-hidden="true" className="mb-3 h-5 w-28 animate-pulse rounded bg-muted" />
      <Card aria-hidden="true" className="divide-y divide-border px-5 sm:px-7">
        {[78, 64, 86, 58, 70].map((width) => (
          <div key={width} className="flex items-center justify-between gap-6 py-5">
            <div className="h-4 animate-pulse rounded bg-muted" style={{ width: `${width}%` }} />
            <div className="size-4 shrink-0 animate-pulse rounded bg-muted" />
          </div>
        ))}
      </Card>
    </div>
  );
}

function StillNeedHelp() {
  return (
    <aside aria-labelledby="still-need-help" className="lg:sticky lg:top-24 lg:self-start">
      <Card className="p-6">
        <h2 id="still-need-help" className="text-heading font-semibold">
          Still need help?
        </h2>
        <p className="mt-2 text-muted-foreground">
          Write to our team and a person will reply within one working day. We're here {CONTACT_DETAILS.hours}.
        </p>
        <Button asChild variant="secondary" className="mt-4 w-full">
          <Link to="/contact">
            <Mail aria-hidden="true" />
            Contact us
          </Link>
        </Button>

        <div className="mt-6 border-t border-border pt-6">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Ask Grace, our support assistant
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Once you sign in, Grace is a tap away at the bottom left of every page. She helps with signing in, venue and
            vendor listings, bookings and payments, and technical problems, and opens a ticket for our team when a person
            needs to step in.
          </p>
          <Link to="/auth" className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4">
            Sign in to talk to Grace
          </Link>
        </div>

        <div className="mt-6 border-t border-border pt-6 text-sm">
          <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
            Browse frequently asked questions
          </Link>
        </div>
      </Card>
    </aside>
  );
}
