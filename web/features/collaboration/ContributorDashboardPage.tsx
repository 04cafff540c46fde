import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, HeartHandshake, ListChecks, MessagesSquare, UserCog, Users, Wallet } from "lucide-react";
import { budgetCategory } from "@domain/budget";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { RELATIONSHIP_LABELS } from "@domain/collaboration";
import { formatCalendarDate } from "@domain/dates";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { ActivityFeed } from "@web/features/activity";
import { collaborationQueries, useLeaveCouple, type HelpingView } from "./api";
import { UnreadBadge, unreadWords, useUnreadChats } from "./ChatUnread";
import { Confirm } from "./ContributorAccessPage";
import { describeAccess } from "./PermissionPicker";

type Couple = HelpingView["couples"][number];

/** The tools a helper may open for a couple, each already on that couple (nobody types an id). */
function toolsFor(couple: Couple) {
  const id = encodeURIComponent(couple.coupleId);
  const { permissions } = couple;
  return [
    permissions.guests !== "none" && { to: `/planning/guest-list-manager?couple=${id}`, label: "Guest list", icon: Users },
    permissions.budget !== "none" && {
      to: `/planning/budget-tracker?coupleId=${id}`,
      // Limited to one line, the button says which ("Budget: Flowers and decor").
      label: couple.budgetLines?.length === 1 ? `Budget: ${budgetCategory(couple.budgetLines[0]!)?.name ?? "your line"}` : "Budget",
      icon: Wallet,
    },
    permissions.timeline !== "none" && { to: `/planning/master-timeline?coupleId=${id}`, label: "Timeline", icon: CalendarCheck },
    permissions.chat !== "none" && { to: `/contributor/${id}/chat`, label: "Planning chat", icon: MessagesSquare },
    permissions.chat !== "none" && { to: `/planning/tasks-polls?coupleId=${id}`, label: "Tasks and polls", icon: ListChecks },
    // Either partner manages access (decision 059): the partner manages the couple's helpers and budget access.
    couple.relationship === "partner" && { to: `/contributor-access?coupleId=${id}`, label: "Helpers and access", icon: UserCog },
    couple.relationship === "partner" && { to: `/budget-permissions?coupleId=${id}`, label: "Family budget access", icon: Wallet },
  ].filter((tool) => tool !== false);
}

/** /contributor-dashboard: the couples I help, what I may do for each, and the way into each tool. */
export default function ContributorDashboardPage() {
  usePageTitle("Couples you're helping");
  return (
    <AccountGate
      needs="any"
      signedOut={{
        icon: HeartHandshake,
        title: "Sign in to help a couple",
        body: "The couples who invited you, and the planning tools they shared, are here once you sign in.",
        actions: <SignInActions returnHere />,
      }}
    >
      {(user) => <Dashboard user={user} />}
    </AccountGate>
  );
}

function Dashboard({ user }: { user: AccountUser }) {
  const query = useQuery(collaborationQueries.helping(user.id));
  const joined = (useLocation().state as { joined?: string } | null)?.joined;
  return (
    <div className="container-page grid gap-6 py-10 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Contributor dashboard</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Couples you're helping</h1>
        {joined && (
          <p role="status" className="rounded-[var(--radius)] bg-primary-soft px-4 py-3 text-sm font-medium text-primary">
            You joined {joined}'s planning. Welcome aboard!
          </p>
        )}
      </header>
      <MyTasks user={user} />
      <Loaded query={query} loadingLabel="Loading the couples you help..." errorMessage="We couldn't load the couples you help.">
        {(data) =>
          data.couples.length === 0 ? (
            <EmptyState icon={<HeartHandshake aria-hidden="true" />} title="You're not helping a couple yet" tone="warm">
              <p>When a couple invites you, the email has a link to join. Their planning tools then show here.</p>
              <Link to="/contributors-guide" className="font-medium text-primary underline underline-offset-4">
                How helping works
              </Link>
            </EmptyState>
          ) : (
            <>
              <ul className="grid gap-4 md:grid-cols-2">
                {data.couples.map((couple) => (
                  <CoupleCard key={couple.coupleId} couple={couple} />
                ))}
              </ul>
              {/* The couple's activity feed is the partner's to read too. */}
              {data.couples
                .filter((couple) => couple.relationship === "partner")
                .map((couple) => (
                  <section key={couple.coupleId} aria-label={`What changed in ${couple.couple}'s planning`}>
                    <ActivityFeed userId={user.id} coupleId={couple.coupleId} />
                  </section>
                ))}
            </>
          )
        }
      </Loaded>
    </div>
  );
}

/** The open tasks given to me, by couple, each linking to that couple's tasks and polls. */
function MyTasks({ user }: { user: AccountUser }) {
  const query = useQuery(collaborationQueries.myTasks(user.id));
  const tasks = query.data?.tasks ?? [];
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby="my-tasks-heading" className="grid gap-3">
      <h2 id="my-tasks-heading" className="font-display text-2xl font-semibold">
        Your tasks
      </h2>
      <ul className="grid gap-2 md:grid-cols-2" data-testid="my-tasks">
        {tasks.map((task) => (
          <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-[var(--radius)] border border-border bg-card p-3">
            <Link to={task.own ? "/planning/tasks-polls" : `/planning/tasks-polls?coupleId=${encodeURIComponent(task.coupleId)}`} className="min-w-0 break-words font-medium text-primary underline-offset-4 hover:underline">
              {task.title}
            </Link>
            <span className={task.overdue ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>
              {task.own ? "Your planning" : `For ${task.couple}`}
              {task.dueDate ? ` · due ${formatCalendarDate(task.dueDate, "MMM d")}${task.overdue ? " (overdue)" : ""}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CoupleCard({ couple }: { couple: Couple }) {
  const [leaving, setLeaving] = useState(false);
  const leave = useLeaveCouple();
  const tools = toolsFor(couple);
  const chatUnread = useUnreadChats()?.chats.find((chat) => chat.coupleId === couple.coupleId && !chat.own);
  return (
    <li data-testid="helped-couple">
      <Card className="grid h-full gap-4 p-5">
        <div>
          <h2 className="font-display text-2xl font-semibold">{couple.couple}</h2>
          <p className="text-sm text-muted-foreground">You're their {RELATIONSHIP_LABELS[couple.relationship].toLowerCase()}</p>
          <p className="mt-2 text-sm">{describeAccess(couple.permissions)}</p>
        </div>
        {tools.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {tools.map((tool) => (
              <Button key={tool.to} asChild variant="secondary" size="sm">
                <Link to={tool.to}>
                  <tool.icon aria-hidden="true" />
                  {tool.label}
                  {tool.icon === MessagesSquare && chatUnread && chatUnread.unread > 0 && (
                    <>
                      <UnreadBadge count={chatUnread.unread} mentions={chatUnread.mentions} />
                      <span className="sr-only">, {unreadWords(chatUnread)}</span>
                    </>
                  )}
                </Link>
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">They haven't shared a planning tool with you yet.</p>
        )}
        <div>
          <Button variant="ghost" size="sm" onClick={() => setLeaving(true)}>
            Stop helping<span className="sr-only"> {couple.couple}</span>
          </Button>
        </div>
      </Card>
      <Confirm
        open={leaving}
        title={`Stop helping ${couple.couple}?`}
        description="You'll lose access to their planning right away. They can invite you again."
        confirmLabel="Stop helping"
        pending={leave.isPending}
        error={leave.error?.message}
        onCancel={() => setLeaving(false)}
        onConfirm={() => leave.mutate(couple.coupleId, { onSuccess: () => (void notify.success(`You're no longer helping ${couple.couple}`), setLeaving(false)) })}
      />
    </li>
  );
}
