import { Link } from "react-router";
import { TIMELINE_TEMPLATES } from "@domain/timeline-templates";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/page-head";
import { TemplateCard } from "./TemplateCard";

/** /planning/templates: the planning checklists a master timeline can start from. */
export default function TemplatesPage() {
  usePageTitle("Planning templates");
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
      <h1 className="mt-2 text-title font-semibold leading-tight">Planning templates</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Start your master timeline from a checklist that fits how much time you have and the wedding you want. Every task is due relative to your wedding date, so the same template works for a June
        Saturday in Columbus or an October Sunday in Nashville, and you can add, edit and assign tasks afterward.
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {TIMELINE_TEMPLATES.map((template) => (
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
    </div>
  );
}
