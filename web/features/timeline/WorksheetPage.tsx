import { useQuery } from "@tanstack/react-query";
import { Printer, Square, SquareCheck } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import { describeOffset, periodOf, TIMELINE_PERIODS } from "@domain/timeline";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/page-head";
import { timelineQueries, type TimelineByIdView } from "./api";
import { formatDue } from "./Checklist";
import { ScheduleList } from "./ScheduleList";

/** /timeline/worksheet/:id: the checklist and the day-of schedule on paper (print CSS: no header, no buttons). */
export default function WorksheetPage() {
  usePageTitle("Timeline worksheet");
  return (
    <AccountGate needs="couple" adminsToo signedOut={{ icon: Printer, title: "Sign in to print your worksheet", actions: <SignInActions returnHere /> }}>
      {(user) => <Worksheet user={user} />}
    </AccountGate>
  );
}

function Worksheet({ user }: { user: AccountUser }) {
  const { id = "" } = useParams();
  const query = useQuery(timelineQueries.byId(user.id, id));
  return (
    <div className="container-page py-8 print:max-w-none print:p-0">
      <Loaded query={query} loadingLabel="Loading your worksheet..." errorMessage="We couldn't load this worksheet.">
        {(view) => <Sheet view={view} />}
      </Loaded>
    </div>
  );
}

function Sheet({ view }: { view: TimelineByIdView }) {
  const { weddingDate, coupleNames, city } = view.wedding;
  const groups = TIMELINE_PERIODS.map((p) => ({ ...p, items: view.tasks.filter((t) => (weddingDate ? periodOf(t.dueDate, weddingDate).id === p.id : p.id === "12-plus-months")) })).filter((g) => g.items.length);
  return (
    <article className="worksheet mx-auto grid max-w-3xl gap-8 print:text-[11pt]">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to="/planning/master-timeline">Back to the timeline</Link>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <header className="border-b border-border pb-4">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Master timeline worksheet</p>
        <h1 className="font-display text-3xl font-semibold">{coupleNames}</h1>
        <p className="text-muted-foreground">
          {weddingDate ? formatCalendarDate(weddingDate, "EEEE, MMMM d, yyyy") : "Wedding date to be set"}
          {city && ` · ${city}`} · printed {formatCalendarDate(view.today, "MMM d, yyyy")}
        </p>
      </header>
      <section aria-labelledby="ws-tasks" className="grid gap-5">
        <h2 id="ws-tasks" className="text-xl font-semibold">
          Planning checklist
        </h2>
        {groups.length === 0 && <p className="text-muted-foreground">No tasks yet.</p>}
        {groups.map((group) => (
          <div key={group.id} className="break-inside-avoid">
            <h3 className="mb-2 font-semibold">{group.label}</h3>
            <table className="w-full border-collapse text-sm">
              <thead className="sr-only">
                <tr>
                  <th>Done</th>
                  <th>Task</th>
                  <th>Due</th>
                  <th>Who</th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((task) => (
                  <tr key={task.id} className="border-b border-border/70 align-top">
                    <td className="w-8 py-1.5">
                      {task.done ? <SquareCheck className="size-4" aria-label="Done" /> : <Square className="size-4" aria-label="To do" />}
                    </td>
                    <td className="py-1.5 pr-3">
                      <span className="break-words">{task.title}</span>
                      {task.notes && <span className="block text-xs text-muted-foreground">{task.notes}</span>}
                    </td>
                    <td className="w-40 py-1.5 pr-3 whitespace-nowrap">
                      {formatDue(task.dueDate)}
                      {task.offsetDays !== null && <span className="block text-xs text-muted-foreground">{describeOffset(task.offsetDays)}</span>}
                    </td>
                    <td className="w-28 py-1.5">{task.assignee || "______"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>
      <section aria-labelledby="ws-day" className="grid gap-3 break-before-page">
        <h2 id="ws-day" className="text-xl font-semibold">
          The day itself
        </h2>
        <ScheduleList events={view.events} compact />
      </section>
    </article>
  );
}
