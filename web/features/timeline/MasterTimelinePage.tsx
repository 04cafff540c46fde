import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ClipboardList, Download, ListPlus, Printer, Smartphone } from "lucide-react";
import { useContext, useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { coupleIdSchema } from "@domain/contributors";
import { isOverdue } from "@domain/timeline";
import { timelineTemplate, TIMELINE_TEMPLATES } from "@domain/timeline-templates";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { flags } from "@web/lib/flags";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { EVENTS_ICS_URL, TASKS_ICS_URL, TimelineCoupleContext, timelineQueries, useApplyTemplate, type TaskView, type TimelineView } from "./api";
import { Checklist, type LinkedTask, type TaskFilter } from "./Checklist";
import { DaySchedule } from "./DaySchedule";
import { SharePanel } from "./SharePanel";
import { TaskDialog } from "./TaskDialog";
import { TemplateCard } from "./TemplateCard";
import { WeddingDateCard } from "./WeddingDateCard";
import { WeekendView } from "./WeekendView";

/** /planning/master-timeline: the planning checklist, the day-of schedule, sharing and calendar export. */
export default function MasterTimelinePage() {
  usePageTitle("Master timeline");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: ClipboardList,
        title: "Sign in to build your timeline",
        body: "Start from a checklist made for your timeline, see what's due each month, assign tasks, and plan the day itself hour by hour.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Timeline user={user} />}
    </AccountGate>
  );
}

function Timeline({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  // A helper opens the couple's timeline with ?coupleId=; the server decides what they may see and do.
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(timelineQueries.mine(user.id, coupleId));
  return (
    <TimelineCoupleContext.Provider value={coupleId}>
      <div className="container-page py-10 sm:py-14">
        <Loaded query={query} loadingLabel="Loading the timeline..." errorMessage="We couldn't load this timeline.">
          {(view) => <TimelineScreen view={view} />}
        </Loaded>
      </div>
    </TimelineCoupleContext.Provider>
  );
}

function TimelineScreen({ view }: { view: TimelineView }) {
  const [params, setParams] = useSearchParams();
  const coupleId = useContext(TimelineCoupleContext);
  const withCouple = (url: string) => (coupleId ? `${url}?coupleId=${encodeURIComponent(coupleId)}` : url);
  const requested = timelineTemplate(params.get("template") ?? "");
  const [editing, setEditing] = useState<TaskView | "new" | null>(null);
  const [filter, setFilter] = useState<TaskFilter>("all");
  const canEdit = view.access.level === "edit";
  const { weddingDate } = view.wedding;
  const people = [...new Set([...(view.wedding.coupleNames === "The couple" ? [] : view.wedding.coupleNames.split(" & ")), ...view.helpers])];
  const hasTasks = view.tasks.length > 0;
  const done = view.tasks.filter((t) => t.done).length;
  const overdue = view.tasks.filter((t) => isOverdue(t, view.today)).length;
  const linked = useLinkedTask(view.tasks);

  return (
    <>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">Master timeline</h1>
        </div>
        {view.timeline && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary" size="sm">
              <Link to={`/timeline/worksheet/${view.timeline.id}`}>
                <Printer aria-hidden="true" />
                Printable worksheet
              </Link>
            </Button>
            <Button asChild variant="secondary" size="sm">
              <Link to={`/timeline/mobile/${view.timeline.id}`}>
                <Smartphone aria-hidden="true" />
                Phone view
              </Link>
            </Button>
          </div>
        )}
      </header>

      {view.access.as === "contributor" && (
        <p role="note" className="mt-4 rounded-[var(--radius)] border border-border bg-muted px-4 py-2 text-sm" data-testid="helper-note">
          You're helping {view.wedding.coupleNames === "The couple" ? "a couple" : view.wedding.coupleNames} with their timeline
          {view.access.level === "view" ? ": you can see it; they haven't given you edit access." : "."}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-8">
          {requested && hasTasks && <AddTemplateBanner templateId={requested.id} name={requested.name} onDone={() => setParams(coupleId ? { coupleId } : {}, { replace: true })} />}
          {hasTasks ? (
            <section aria-labelledby="checklist-title" className="grid gap-4">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h2 id="checklist-title" className="text-heading font-semibold">
                    Planning checklist
                  </h2>
                  <p className="text-muted-foreground" data-testid="progress">
                    {done} of {view.tasks.length} done{overdue > 0 && <span className="font-medium text-destructive"> · {overdue} overdue</span>}
                  </p>
                </div>
                {canEdit && (
                  <Button onClick={() => setEditing("new")}>
                    <ListPlus aria-hidden="true" />
                    Add a task
                  </Button>
                )}
              </div>
              <div role="group" aria-label="Show tasks" className="flex flex-wrap gap-2">
                {(["all", "open", "overdue", "done"] as const).map((f) => (
                  <button
                    key={f}
                    type="button"
                    aria-pressed={filter === f}
                    onClick={() => setFilter(f)}
                    className={cn(
                      "h-9 rounded-[var(--radius-pill)] border px-4 text-sm font-medium",
                      filter === f ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:bg-muted",
                    )}
                  >
                    {{ all: "All", open: "To do", overdue: "Overdue", done: "Done" }[f]}
                  </button>
                ))}
              </div>
              <Checklist tasks={view.tasks} weddingDate={weddingDate} today={view.today} canEdit={canEdit} filter={filter} onEdit={setEditing} linked={linked} />
            </section>
          ) : (
            <TemplatePicker weddingDate={weddingDate} selected={requested?.id} canEdit={canEdit} onAddOwn={() => setEditing("new")} />
          )}

          {flags.timeline_master_events && <WeekendView weddingDate={weddingDate} schedule={view.events} coupleId={coupleId} />}
          <section aria-labelledby="day-title" className="grid gap-4">
            <div>
              <h2 id="day-title" className="text-heading font-semibold">
                The day itself
              </h2>
              <p className="text-muted-foreground">Drag events, or use the arrows, to move them; change a time in place.</p>
            </div>
            <DaySchedule events={view.events} canEdit={canEdit} />
          </section>
        </div>

        <aside className="grid content-start gap-6">
          <WeddingDateCard weddingDate={weddingDate} today={view.today} canMove={view.access.as === "couple"} />
          <Card className="grid gap-3 p-5 sm:p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <CalendarDays className="size-5 text-primary" aria-hidden="true" />
              Add to your calendar
            </h2>
            <p className="text-sm text-muted-foreground">Download your open tasks, or the day-of schedule, as a calendar file for Google Calendar, Apple Calendar or Outlook.</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary" size="sm">
                <a href={withCouple(TASKS_ICS_URL)} download>
                  <Download aria-hidden="true" />
                  Tasks (.ics)
                </a>
              </Button>
              {weddingDate && view.events.length > 0 && (
                <Button asChild variant="secondary" size="sm">
                  <a href={withCouple(EVENTS_ICS_URL)} download>
                    <Download aria-hidden="true" />
                    Day-of schedule (.ics)
                  </a>
                </Button>
              )}
            </div>
          </Card>
          {canEdit && (
            <Card className="grid gap-3 p-5 sm:p-6">
              <h2 className="text-lg font-semibold">Share the day-of schedule</h2>
              <p className="text-sm text-muted-foreground">A read-only link for your photographer, planner or wedding party. They don't need an account.</p>
              <SharePanel shares={view.shares} />
            </Card>
          )}
        </aside>
      </div>
      <TaskDialog open={editing !== null} task={editing === "new" ? null : editing} weddingDate={weddingDate} today={view.today} people={people} onClose={() => setEditing(null)} />
    </>
  );
}

/**
 * A link to one checklist item (`#task-<id>`, as a task on /planning/tasks-polls makes) lands on it:
 * scrolled into view, its checkbox focused (the row itself when the checkbox is read-only), the row
 * marked until focus leaves it. The checklist renders after its data loads, later than the browser's
 * own look for the anchor, and the layout scrolls to the top on arrival, so this waits a frame.
 */
function useLinkedTask(tasks: TaskView[]): LinkedTask {
  const { hash } = useLocation();
  const hashed = hash.startsWith("#task-") ? decodeURIComponent(hash.slice("#task-".length)) : null;
  const id = hashed !== null && tasks.some((task) => task.id === hashed) ? hashed : null;
  const [marked, setMarked] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    const frame = requestAnimationFrame(() => {
      const checkbox = document.getElementById(`task-${id}`);
      if (!(checkbox instanceof HTMLInputElement)) return;
      const row = checkbox.closest("li");
      (row ?? checkbox).scrollIntoView({ block: "center" });
      (checkbox.disabled ? row : checkbox)?.focus({ preventScroll: true });
      setMarked(id);
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
  return { id, marked, unmark: () => setMarked(null) };
}

function TemplatePicker({ weddingDate, selected, canEdit, onAddOwn }: { weddingDate: string | null; selected?: string; canEdit: boolean; onAddOwn(): void }) {
  const apply = useApplyTemplate();
  return (
    <section aria-labelledby="start-title" className="grid gap-4">
      <div>
        <h2 id="start-title" className="text-heading font-semibold">
          Start from a template
        </h2>
        <p className="text-muted-foreground">Pick the checklist that fits your time and your wedding. You can edit every task afterward.</p>
      </div>
      {!weddingDate && <FormAlert title="Set your wedding date first">Every task is due relative to your wedding date. Set it here, then choose a template.</FormAlert>}
      {apply.error && <FormAlert>{apply.error.message}</FormAlert>}
      <ul className="grid gap-4 md:grid-cols-2">
        {TIMELINE_TEMPLATES.map((template) => (
          <li key={template.id} className="grid">
            <TemplateCard
              template={template}
              selected={template.id === selected}
              action={
                canEdit && (
                  <Button
                    className="w-full sm:w-auto"
                    disabled={!weddingDate || apply.isPending}
                    onClick={() => apply.mutate(template.id, { onSuccess: (v) => void notify.success(`Your timeline has ${v.tasks.length} tasks`) })}
                  >
                    Start with {template.name}
                  </Button>
                )
              }
            />
          </li>
        ))}
      </ul>
      {canEdit && (
        <p className="text-sm text-muted-foreground">
          Or{" "}
          <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={onAddOwn}>
            start with a task of your own
          </button>
          .
        </p>
      )}
    </section>
  );
}

function AddTemplateBanner({ templateId, name, onDone }: { templateId: string; name: string; onDone(): void }) {
  const apply = useApplyTemplate();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-lg)] border border-accent bg-accent/10 p-4">
      <p>Add the tasks of the {name} you don't have yet to your timeline?</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          No thanks
        </Button>
        <Button size="sm" disabled={apply.isPending} onClick={() => apply.mutate(templateId, { onSuccess: () => (void notify.success("Template tasks added"), onDone()), onError: (e) => void notify.error(e.message) })}>
          Add its tasks
        </Button>
      </div>
    </div>
  );
}
