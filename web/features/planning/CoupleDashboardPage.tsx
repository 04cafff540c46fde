import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CalendarHeart, CheckSquare, Heart, HeartHandshake, LayoutDashboard, ListChecks, MessagesSquare, Users, Wallet, Music, LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents } from "@domain/budget";
import { formatCalendarDate } from "@domain/dates";
import { countOf } from "@domain/plural";
import { formatTourTime } from "@domain/tours";
import { isOverdue } from "@domain/timeline";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { ArrowLink } from "@web/components/ArrowLink";
import { Loaded } from "@web/components/LoadError";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { groupTours, requestWhen, tourQueries } from "@web/features/tours";
import { inquiryQueries } from "@web/features/vendor-inquiries";
import { chatPath, UnreadBadge, unreadWords, useUnreadChats } from "@web/features/collaboration";
import { ActivityFeed } from "@web/features/activity";
import { planningQueries, planningSteps, type PlanningOverview } from "./api";

/** /couple-dashboard: the couple's home once signed in: countdown, next tasks, budget, guests and RSVPs, venues, first steps. */
export default function CoupleDashboardPage() {
  usePageTitle("Your dashboard");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: LayoutDashboard,
        title: "Sign in to see your dashboard",
        body: "Your countdown, what's due next, and your budget at a glance.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Dashboard user={user} />}
    </AccountGate>
  );
}

function Dashboard({ user }: { user: AccountUser }) {
  const query = useQuery(planningQueries.overview(user.id));
  return (
    <div className="container-page py-10 sm:py-14">
      <Loaded query={query} loadingLabel="Loading your dashboard..." errorMessage="We couldn't load your dashboard.">
        {(overview) => <Cards overview={overview} userId={user.id} />}
      </Loaded>
    </div>
  );
}

function DashCard({ icon, title, children, link, testId }: { icon: ReactNode; title: string; children: ReactNode; link: ReactNode; testId: string }) {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <span className="grid size-9 place-items-center rounded-full bg-primary-soft text-primary">{icon}</span>
        {title}
      </h2>
      <div className="grid flex-1 content-start gap-2">{children}</div>
      <div className="pt-1">{link}</div>
    </Card>
  );
}

function Cards({ overview, userId }: { overview: PlanningOverview; userId: string }) {
  const { wedding, daysToGo, timeline, budget } = overview;
  const steps = planningSteps(overview);
  const open = steps.filter((s) => s.state !== "done");
  return (
    <>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Your dashboard</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">{wedding.coupleNames === "The couple" ? "Welcome back" : wedding.coupleNames}</h1>
      </header>
      <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <DashCard
          testId="countdown-card"
          icon={<CalendarHeart className="size-5" aria-hidden="true" />}
          title="Countdown"
          link={<ArrowLink to={wedding.weddingDate ? "/planning/master-timeline" : "/couple-account"}>{wedding.weddingDate ? "Open your timeline" : "Set your wedding date"}</ArrowLink>}
        >
          {wedding.weddingDate && daysToGo !== null ? (
            <>
              <p className="font-display text-5xl font-semibold text-primary">{daysToGo > 0 ? daysToGo.toLocaleString("en-US") : daysToGo === 0 ? "Today" : "Married!"}</p>
              {daysToGo > 0 && <p className="font-medium">{daysToGo === 1 ? "day to go" : "days to go"}</p>}
              <p className="text-muted-foreground">
                {formatCalendarDate(wedding.weddingDate, "EEEE, MMMM d, yyyy")}
                {wedding.city && ` · ${wedding.city}`}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">Add your wedding date to start the countdown and lay out your checklist.</p>
          )}
        </DashCard>

        <DashCard testId="tasks-card" icon={<ListChecks className="size-5" aria-hidden="true" />} title="Next tasks" link={<ArrowLink to="/planning/master-timeline">{timeline ? "See all tasks" : "Build your timeline"}</ArrowLink>}>
          {timeline && timeline.total > 0 ? (
            <>
              <p className="text-sm text-muted-foreground">
                {timeline.done} of {timeline.total} done{timeline.overdue > 0 && <span className="font-medium text-destructive"> · {timeline.overdue} overdue</span>}
              </p>
              {timeline.next.length ? (
                <ul className="grid gap-1.5">
                  {timeline.next.map((task) => (
                    <li key={task.id} className="flex items-start justify-between gap-3 text-sm">
                      <span className="min-w-0 break-words">{task.title}</span>
                      <span className={cn("shrink-0", isOverdue(task, overview.today) ? "font-medium text-destructive" : "text-muted-foreground")}>{formatCalendarDate(task.dueDate, "MMM d")}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="flex items-center gap-2 text-sm">
                  <CheckSquare className="size-4 text-success" aria-hidden="true" />
                  Everything is done.
                </p>
              )}
            </>
          ) : (
            <p className="text-muted-foreground">Start from a planning template to see what's due each month.</p>
          )}
        </DashCard>

        <DashCard testId="budget-card" icon={<Wallet className="size-5" aria-hidden="true" />} title="Budget" link={<ArrowLink to="/planning/budget-tracker">{budget ? "Open the budget tracker" : "Set your budget"}</ArrowLink>}>
          {budget ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Total</dt>
              <dd className="text-right font-semibold tabular-nums">{formatCents(budget.totalCents, { wholeDollars: true })}</dd>
              <dt className="text-muted-foreground">Planned spending</dt>
              <dd className="text-right tabular-nums">{formatCents(budget.costCents, { wholeDollars: true })}</dd>
              <dt className="text-muted-foreground">Paid so far</dt>
              <dd className="text-right tabular-nums">{formatCents(budget.paidCents, { wholeDollars: true })}</dd>
              <dt className="text-muted-foreground">{budget.remainingCents < 0 ? "Over budget" : "Left to plan"}</dt>
              <dd className={cn("text-right font-semibold tabular-nums", budget.remainingCents < 0 && "text-destructive")}>{formatCents(Math.abs(budget.remainingCents), { wholeDollars: true })}</dd>
            </dl>
          ) : (
            <p className="text-muted-foreground">Set a total and we'll split it across the usual categories.</p>
          )}
        </DashCard>

        <GuestsCard guests={overview.guests} />

        <DashCard testId="venues-card" icon={<Heart className="size-5" aria-hidden="true" />} title="Venues" link={<ArrowLink to={overview.venues.saved ? "/venue-favorites" : "/venues"}>{overview.venues.saved ? "See your saved venues" : "Browse venues"}</ArrowLink>}>
          <p className="text-muted-foreground">
            {overview.venues.status === "booked"
              ? "Your venue is booked."
              : overview.venues.saved
                ? `${overview.venues.saved} ${overview.venues.saved === 1 ? "venue" : "venues"} saved. Compare them and book tours.`
                : "Save the venues you like to compare them and book tours."}
          </p>
        </DashCard>

        <DashCard testId="music-card" icon={<Music className="size-5" aria-hidden="true" />} title="Music" link={<ArrowLink to="/spotify-integration">{overview.music.songCount ? "Open your music plan" : "Plan your music"}</ArrowLink>}>
          <p className="text-muted-foreground">
            {overview.music.songCount ? `${overview.music.songCount} ${overview.music.songCount === 1 ? "song" : "songs"} planned.` : "Pick songs for each moment, from the processional to the last dance."}
            {overview.music.pendingRequests > 0 && ` ${overview.music.pendingRequests} guest ${overview.music.pendingRequests === 1 ? "request is" : "requests are"} waiting for your answer.`}
          </p>
        </DashCard>

        <DashCard testId="tasks-polls-card" icon={<CheckSquare className="size-5" aria-hidden="true" />} title="Tasks and polls" link={<ArrowLink to="/planning/tasks-polls">{overview.tasksPolls.openTasks || overview.tasksPolls.openPolls ? "Open tasks and polls" : "Share a task or ask a poll"}</ArrowLink>}>
          <p className="text-muted-foreground">
            {overview.tasksPolls.openTasks
              ? `${overview.tasksPolls.openTasks} open ${overview.tasksPolls.openTasks === 1 ? "task" : "tasks"}${overview.tasksPolls.myOpenTasks ? `, ${overview.tasksPolls.myOpenTasks} for you` : ""}${overview.tasksPolls.overdueTasks ? `, ${overview.tasksPolls.overdueTasks} overdue` : ""}.`
              : "Give tasks to each other and your helpers."}
            {overview.tasksPolls.openPolls > 0 && ` ${overview.tasksPolls.openPolls} ${overview.tasksPolls.openPolls === 1 ? "poll is" : "polls are"} open.`}
          </p>
          {overview.tasksPolls.myTasks.length > 0 && (
            <ul className="mt-2 grid gap-1 text-sm" aria-label="Your tasks" data-testid="couple-my-tasks">
              {overview.tasksPolls.myTasks.map((task) => (
                <li key={task.id} className="flex flex-wrap justify-between gap-x-2">
                  <span className="min-w-0 break-words font-medium">{task.title}</span>
                  {task.dueDate && <span className={task.overdue ? "font-medium text-destructive" : "text-muted-foreground"}>{`Due ${formatCalendarDate(task.dueDate, "MMM d")}${task.overdue ? " (overdue)" : ""}`}</span>}
                </li>
              ))}
            </ul>
          )}
        </DashCard>

        <DashCard testId="boards-card" icon={<LayoutGrid className="size-5" aria-hidden="true" />} title="Inspiration boards" link={<ArrowLink to="/planning/inspiration-boards">{overview.inspirationBoards.boards ? "Open your boards" : "Start a board"}</ArrowLink>}>
          <p className="text-muted-foreground">
            {overview.inspirationBoards.boards
              ? `${overview.inspirationBoards.boards} ${overview.inspirationBoards.boards === 1 ? "board" : "boards"}, ${overview.inspirationBoards.images} ${overview.inspirationBoards.images === 1 ? "image" : "images"}.`
              : "Collect pictures you love by theme, with a note on each and the colors they share."}
          </p>
        </DashCard>

        <ChatCard />
        <ToursCard />
        <VendorRepliesCard />

        {overview.beyondWedding && (
          <DashCard
            testId="beyond-wedding-card"
            icon={<HeartHandshake className="size-5" aria-hidden="true" />}
            title="Beyond the Wedding"
            link={<ArrowLink to="/beyond-wedding">{overview.beyondWedding.startedCount ? "Continue the modules" : "Start with the June intake"}</ArrowLink>}
          >
            <p className="text-sm text-muted-foreground">
              {overview.beyondWedding.startedCount
                ? `${overview.beyondWedding.startedCount} of ${overview.beyondWedding.modules.length} started: ${overview.beyondWedding.modules
                    .filter((module) => module.doneCount > 0)
                    .map((module) => `${module.title} ${module.doneCount}/${module.total}`)
                    .join(", ")}.`
                : "Guided conversations and checklists for your first year together, saved for both of you."}
            </p>
          </DashCard>
        )}

        {open.length > 0 && (
          <DashCard
            testId="steps-card"
            icon={<CheckSquare className="size-5" aria-hidden="true" />}
            title="Getting started"
            link={<ArrowLink to="/planning/getting-started">See your first steps</ArrowLink>}
          >
            <p className="text-sm text-muted-foreground">
              {steps.length - open.length} of {steps.length} steps done. Next: {open[0]!.title.toLowerCase()}.
            </p>
          </DashCard>
        )}
      </div>
      <div className="mt-5">
        <ActivityFeed userId={userId} />
      </div>
    </>
  );
}

/** The planning chats this person is in (their own, and the couples they help), each with its unread count. */
function ChatCard() {
  const summary = useUnreadChats();
  if (!summary) return null;
  const own = summary.chats.find((chat) => chat.own);
  const others = summary.chats.filter((chat) => !chat.own);
  return (
    <DashCard
      testId="chat-card"
      icon={<MessagesSquare className="size-5" aria-hidden="true" />}
      title="Planning chat"
      link={<ArrowLink to={own ? chatPath(own.coupleId) : "/contributor-dashboard"}>{own ? "Open your planning chat" : "Couples you're helping"}</ArrowLink>}
    >
      <p className="text-muted-foreground">
        {summary.unread > 0 ? `You have ${unreadWords(summary)}.` : "You're all caught up. Talk with your partner and the helpers you gave chat access."}
      </p>
      {others.length > 0 && (
        <ul className="grid gap-1.5 text-sm">
          {[...(own ? [own] : []), ...others].map((chat) => (
            <li key={chat.coupleId}>
              <Link to={chatPath(chat.coupleId)} className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
                {chat.own ? "Your chat" : chat.couple}
                <UnreadBadge count={chat.unread} mentions={chat.mentions} />
                {chat.unread > 0 && <span className="sr-only">, {unreadWords(chat)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashCard>
  );
}

/** Upcoming venue tours: booked slots and requests the venue confirmed, the next one first. */
function ToursCard() {
  const tours = useQuery(tourQueries.mine());
  const lists = tours.data ? groupTours(tours.data, Date.now()) : null;
  const upcoming = lists
    ? [
        ...lists.upcomingBookings.map((b) => ({ at: b.startsAt, venue: b.venue })),
        ...lists.confirmedRequests.map((r) => ({ at: requestWhen(r), venue: r.venue })),
      ].sort((a, b) => a.at.localeCompare(b.at))
    : [];
  const next = upcoming[0];
  return (
    <DashCard testId="tours-card" icon={<CalendarClock className="size-5" aria-hidden="true" />} title="Venue tours" link={<ArrowLink to="/venue-tours">See your tours</ArrowLink>}>
      {tours.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your tours...</p>
      ) : tours.isError ? (
        <p className="text-sm text-muted-foreground">We couldn't load your tours just now.</p>
      ) : next ? (
        <p className="text-sm">
          <span className="font-semibold">{countOf(upcoming.length, "upcoming tour")}</span>. Next: {next.venue.name}, {formatTourTime(next.at, next.venue.timeZone)}.
          {lists && lists.openRequests.length > 0 && <span className="text-muted-foreground"> {countOf(lists.openRequests.length, "request")} waiting on a venue.</span>}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          No tours booked yet{lists && lists.openRequests.length > 0 ? `; ${countOf(lists.openRequests.length, "request")} waiting on a venue` : ""}.
        </p>
      )}
    </DashCard>
  );
}

/** Conversations with vendors, and how many have a reply the couple hasn't read. */
function VendorRepliesCard() {
  const inquiries = useQuery(inquiryQueries.mine());
  const list = inquiries.data?.inquiries ?? [];
  const unread = list.filter((i) => i.unread);
  return (
    <DashCard testId="replies-card" icon={<MessagesSquare className="size-5" aria-hidden="true" />} title="Vendor replies" link={<ArrowLink to="/my-inquiries">{list.length ? "Open your inquiries" : "Find vendors"}</ArrowLink>}>
      {inquiries.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your inquiries...</p>
      ) : inquiries.isError ? (
        <p className="text-sm text-muted-foreground">We couldn't load your inquiries just now.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Write to a vendor from their profile, and their answers show here.</p>
      ) : unread.length > 0 ? (
        <p className="text-sm">
          <span className="font-semibold">{countOf(unread.length, "new reply", "new replies")}</span> from {unread.slice(0, 2).map((i) => i.vendor.businessName).join(" and ")}
          {unread.length > 2 ? " and others" : ""}.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{countOf(list.length, "conversation")} with vendors, all read.</p>
      )}
    </DashCard>
  );
}

export function GuestsCard({ guests }: { guests: PlanningOverview["guests"] }) {
  const n = (value: number) => value.toLocaleString("en-US");
  return (
    <DashCard
      testId="guests-card"
      icon={<Users className="size-5" aria-hidden="true" />}
      title="Guests & RSVPs"
      link={<ArrowLink to="/planning/guest-list-manager">{guests.total > 0 ? "Open the guest list" : "Start your guest list"}</ArrowLink>}
    >
      {guests.total > 0 ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Guests</dt>
            <dd className="text-right font-semibold tabular-nums">{n(guests.total)}</dd>
            <dt className="text-muted-foreground">Attending</dt>
            <dd className="text-right tabular-nums">{n(guests.attending)}</dd>
            <dt className="text-muted-foreground">Waiting to hear</dt>
            <dd className="text-right tabular-nums">{n(guests.pending)}</dd>
            <dt className="text-muted-foreground">Declined</dt>
            <dd className="text-right tabular-nums">{n(guests.declined)}</dd>
          </dl>
          {guests.events.length > 1 && (
            <ul className="grid gap-1 border-t border-border pt-2 text-sm" aria-label="Attending by event">
              {guests.events.map((event) => (
                <li key={event.eventId} className="flex items-start justify-between gap-3">
                  <span className="min-w-0 break-words">{event.name}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">
                    {n(event.attending)} of {n(event.invited)} attending
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">
            {guests.invitationsSent > 0
              ? `${n(guests.invitationsSent)} ${guests.invitationsSent === 1 ? "household has" : "households have"} their invitation.`
              : "Invitations haven't gone out yet."}
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">Add the people you'd love there, or import a spreadsheet, and follow their RSVPs here.</p>
      )}
    </DashCard>
  );
}
