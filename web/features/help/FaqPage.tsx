import { Link } from "react-router";
import { ArrowRight, Mail, RotateCw, Search } from "lucide-react";
import type { HelpArticle } from "@domain/help";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@web/components/ui/accordion";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { usePageHead } from "@web/lib/page-head";
import { ArticleLinks } from "./ArticleLinks";
import { HELP_AUDIENCE_LABELS } from "./help-audiences";
import { helpArticlesQuery, useHelpArticles } from "./use-help-articles";
import type { PageQueries } from "@web/lib/page-queries";

/** The most articles one request may ask for (HELP_PAGE_SIZE_MAX); the FAQ shows them all on one page. */
const FAQ_LIMIT = 100;

/** Topics people look for first lead the page; any other topic follows in the order it first appears. */
const TOPIC_ORDER = [
  "Getting started",
  "Signing in",
  "Verification",
  "Accounts",
  "Pricing",
  "Payments",
  "Bookings and tours",
  "Planning tools",
  "Finding venues and vendors",
  "Planning together",
  "Assistants",
  "For venues",
  "For vendors",
  "Features",
  "Technical problems",
  "Privacy and support",
];

interface TopicGroup {
  topic: string;
  id: string;
  articles: HelpArticle[];
}

function groupByTopic(articles: HelpArticle[]): TopicGroup[] {
  const groups = new Map<string, HelpArticle[]>();
  for (const article of articles) {
    const list = groups.get(article.topic);
    if (list) list.push(article);
    else groups.set(article.topic, [article]);
  }
  const rank = (topic: string) => {
    const index = TOPIC_ORDER.indexOf(topic);
    return index === -1 ? TOPIC_ORDER.length : index;
  };
  return [...groups.entries()]
    .map(([topic, list], firstSeen) => ({ topic, list, firstSeen }))
    .sort((a, b) => rank(a.topic) - rank(b.topic) || a.firstSeen - b.firstSeen)
    .map(({ topic, list }) => ({
      topic,
      id: `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`,
      articles: list,
    }));
}

export const pageQueries: PageQueries = () => [helpArticlesQuery({ pageSize: FAQ_LIMIT })];

export default function FaqPage() {
  usePageHead({
    title: "Frequently asked questions",
    description: "Answers to common questions about Serviceberry: accounts, venues and tours, planning tools, contributors, privacy and pricing.",
    canonicalPath: "/faq",
  });
  const faq = useHelpArticles({ pageSize: FAQ_LIMIT });
  const groups = faq.status === "ready" ? groupByTopic(faq.articles) : [];

  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">FAQ</p>
        <h1 className="mt-3 text-title font-semibold leading-tight">Frequently asked questions</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Quick answers about planning with Serviceberry, listing a venue or business, and helping a couple plan.
        </p>
        <p className="mt-4">
          <Link
            to="/help"
            className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            <Search className="size-4" aria-hidden="true" />
            Search the help center
          </Link>
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
        {faq.status === "ready" && groups.length > 0 && (
          <nav aria-label="Topics" className="hidden lg:block">
            <ul className="sticky top-24 grid gap-1 border-l border-border">
              {groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted-foreground hover:border-primary hover:text-foreground"
                  >
                    {group.topic}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="min-w-0 lg:col-start-2">
          {faq.status === "loading" && <Spinner label="Loading questions..." />}

          {faq.status === "error" && (
            <div role="alert" className="rounded-[var(--radius-lg)] border border-destructive/30 bg-card p-6">
              <p className="font-semibold text-destructive">We couldn't load the questions</p>
              <p className="mt-1 text-muted-foreground">{faq.error?.message}</p>
              <Button variant="secondary" size="sm" className="mt-4" onClick={faq.retry}>
                <RotateCw aria-hidden="true" />
                Retry
              </Button>
            </div>
          )}

          {faq.status === "ready" && (
            <div className="grid gap-12">
              {groups.map((group) => (
                <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-24">
                  <h2 id={`${group.id}-heading`} className="text-heading font-semibold">
                    {group.topic}
                  </h2>
                  <Card className="mt-4 px-5 sm:px-7">
                    <Accordion type="multiple">
                      {group.articles.map((article) => (
                        <AccordionItem key={article.slug} value={article.slug}>
                          <AccordionTrigger>{article.question}</AccordionTrigger>
                          <AccordionContent>
                            <p>{article.answer}</p>
                  <ArticleLinks links={article.links} />
                            {article.audience !== "everyone" && (
                              <p className="mt-3 text-sm font-medium text-accent-strong">
                                For {HELP_AUDIENCE_LABELS[article.audience]?.toLowerCase() ?? article.audience}
                              </p>
                            )}
                          </AccordionContent>
                        </AccordionItem>
                      ))}
                    </Accordion>
                  </Card>
                </section>
              ))}
              {faq.hasMore && (
                <p>
                  <Link to="/help" className="font-medium text-primary underline underline-offset-4">
                    See all {faq.total} articles in the help center
                  </Link>
                </p>
              )}
            </div>
          )}

          <section
            aria-labelledby="faq-more-help"
            className="mt-14 rounded-[var(--radius-lg)] bg-primary-soft px-6 py-8 sm:px-10"
          >
            <h2 id="faq-more-help" className="text-heading font-semibold">
              Didn't find your answer?
            </h2>
            <p className="mt-2 max-w-xl text-muted-foreground">
              Search every help article, or write to us and a person will reply within one working day.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/contact">
                  <Mail aria-hidden="true" />
                  Contact us
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/help">
                  Visit the help center
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
