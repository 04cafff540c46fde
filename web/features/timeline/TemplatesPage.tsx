import { Download, FileSpreadsheet, SearchX } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { BUDGET_SHEET_TOTAL_MAX_DOLLARS, matchesSearch, PLANNING_DOWNLOADS, planningDownloadPath, type PlanningDownload } from "@domain/planning-downloads";
import { TIMELINE_TEMPLATES } from "@domain/timeline-templates";
import { ArrowLink } from "@web/components/ArrowLink";
import { EmptyState } from "@web/components/EmptyState";
import { InPageSearch, useSearchWords } from "@web/components/InPageSearch";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { usePageHead } from "@web/lib/page-head";
import { TemplateCard } from "./TemplateCard";

/** /planning/templates: spreadsheets to download and the checklists a master timeline can start from, searchable. */
export default function TemplatesPage() {
  usePageHead({
    title: "Planning templates",
    description: "Free wedding planning templates from Serviceberry: checklists, a budget sheet, a day-of run sheet, a vendor contact sheet and a guest list spreadsheet to download.",
    canonicalPath: "/planning/templates",
  });
  const [words] = useSearchWords();
  const downloads = PLANNING_DOWNLOADS.filter((item) => matchesSearch(`${item.title} ${item.summary} ${item.keywords}`, words));
  const checklists = TIMELINE_TEMPLATES.filter((template) =>
    matchesSearch(`${template.name} ${template.summary} ${template.bestFor} ${template.lead} checklist timeline ${template.tasks.map((task) => task.title).join(" ")}`, words),
  );
  const nothing = downloads.length === 0 && checklists.length === 0;

  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
      <h1 className="mt-2 text-title font-semibold leading-tight">Planning templates</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Spreadsheets to download and checklists to start your master timeline from. Every file opens in Excel, Numbers or Google Sheets, and every checklist task is due relative to your
        wedding date, so the same template works for a June Saturday in Columbus or an October Sunday in Nashville.
      </p>
      <div className="mt-8">
        <InPageSearch action="/planning/templates" label="Search templates" placeholder="Try “budget”, “run sheet” or “RSVP”" />
      </div>

      {nothing && (
        <div className="mt-10">
          <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title={`No templates match “${words}”`}>
            <p className="text-muted-foreground">Try a shorter word, or look through them all.</p>
            {/* A link to the page without a search: it works before the script runs too. */}
            <Button asChild variant="secondary">
              <Link to="/planning/templates">
                Show all templates
              </Link>
            </Button>
          </EmptyState>
        </div>
      )}

      {downloads.length > 0 && (
        <section aria-labelledby="downloads-heading" className="mt-10">
          <h2 id="downloads-heading" className="text-heading font-semibold">
            Spreadsheets to download
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {downloads.map((item) => (
              <li key={item.id} className="grid">
                <DownloadCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {checklists.length > 0 && (
        <section aria-labelledby="checklists-heading" className="mt-12">
          <h2 id="checklists-heading" className="text-heading font-semibold">
            Checklists for your master timeline
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {checklists.map((template) => (
              <li key={template.id} className="grid">
                <TemplateCard
                  template={template}
                  action={
                    <Button asChild className="w-full sm:w-auto">
                      <Link to={`/planning/master-timeline?template=${template.id}`}>Start with this template</Link>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function DownloadCard({ item }: { item: PlanningDownload }) {
  const totalId = useId();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="download-card">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <FileSpreadsheet className="size-4 text-accent-strong" aria-hidden="true" />
        CSV spreadsheet · {item.contents}
      </p>
      <h3 className="font-display text-xl font-semibold">{item.title}</h3>
      <p className="text-sm">{item.summary}</p>
      <div className="mt-auto grid gap-3 pt-2">
        {item.id === "budget-sheet" ? (
          // A plain GET of the file: the browser saves it, with or without the page's script.
          <form method="get" action={planningDownloadPath(item.id)} className="grid gap-2">
            <label htmlFor={totalId} className="text-sm font-medium">
              Your total budget in dollars (optional)
            </label>
            <div className="flex flex-wrap gap-2">
              <Input id={totalId} name="total" type="number" inputMode="numeric" min={1} max={BUDGET_SHEET_TOTAL_MAX_DOLLARS} step={1} placeholder="30000" className="w-36" />
              <Button type="submit">
                <Download aria-hidden="true" />
                Download {item.title.toLowerCase()}
              </Button>
            </div>
          </form>
        ) : (
          <Button asChild className="w-full sm:w-auto">
            <a href={planningDownloadPath(item.id)} download={item.fileName}>
              <Download aria-hidden="true" />
              Download <span className="sr-only">{item.title}</span>
            </a>
          </Button>
        )}
        {item.tool && <ArrowLink to={item.tool.to}>{item.tool.label}</ArrowLink>}
      </div>
    </Card>
  );
}
