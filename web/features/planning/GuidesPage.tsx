import { Clock, SearchX } from "lucide-react";
import { Link } from "react-router";
import { GUIDES, type Guide } from "@domain/guides";
import { matchesSearch } from "@domain/planning-downloads";
import { ArrowLink } from "@web/components/ArrowLink";
import { EmptyState } from "@web/components/EmptyState";
import { InPageSearch, useSearchWords } from "@web/components/InPageSearch";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/page-head";

const guideText = (guide: Guide) =>
  [guide.title, guide.summary, ...guide.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])].join(" ");

/** /planning/guides: planning guides written for couples in Ohio and Tennessee. */
export default function GuidesPage() {
  usePageTitle("Planning guides");
  const [words] = useSearchWords();
  const guides = GUIDES.filter((guide) => matchesSearch(guideText(guide), words));
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning</p>
      <h1 className="mt-2 text-title font-semibold leading-tight">Planning guides</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">Practical advice for each stage of planning, from the first month engaged to the day itself.</p>
      <div className="mt-8">
        <InPageSearch action="/planning/guides" label="Search guides" placeholder="Try “venue”, “budget” or “RSVP”" />
      </div>
      {guides.length === 0 && (
        <div className="mt-10">
          <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title={`No guides match “${words}”`}>
            <p className="text-muted-foreground">Try a shorter word, or look through them all.</p>
            <Button asChild variant="secondary">
              <Link to="/planning/guides">Show all guides</Link>
            </Button>
          </EmptyState>
        </div>
      )}
      <nav aria-label="Guides" className="mt-8">
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.id} className="grid">
              <Card className="flex flex-col gap-2 p-5">
                <a href={`#${guide.id}`} className="font-display text-xl font-semibold text-foreground underline-offset-4 hover:text-primary hover:underline">
                  {guide.title}
                </a>
                <p className="text-sm text-muted-foreground">{guide.summary}</p>
                <p className="mt-auto flex items-center gap-1 text-xs text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {guide.minutes} min read
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-12 grid max-w-3xl gap-14">
        {guides.map((guide) => (
          <article key={guide.id} id={guide.id} aria-labelledby={`${guide.id}-title`} className="scroll-mt-24">
            <h2 id={`${guide.id}-title`} className="font-display text-3xl font-semibold leading-tight">
              {guide.title}
            </h2>
            <p className="mt-2 text-lg text-muted-foreground">{guide.summary}</p>
            {guide.sections.map((section) => (
              <section key={section.heading} className="mt-6">
                <h3 className="text-xl font-semibold">{section.heading}</h3>
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)} className="mt-2 leading-relaxed">
                    {p}
                  </p>
                ))}
                {section.list && (
                  <ul className="mt-3 grid list-disc gap-1 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {guide.tool && (
              <p className="mt-6">
                <ArrowLink to={guide.tool.to}>{guide.tool.label}</ArrowLink>
              </p>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}
