import { ArrowRight, CalendarCheck, MessageCircleHeart, RotateCcw, Sparkles, Users, Wallet, type LucideIcon } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { DEMO_BUDGET_TOTAL, FREE_OFFER_PRICE_USD } from "@domain/constants";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { formatUsd, rebalance } from "./budget-math";
import { DemoBudget } from "./DemoBudget";
import { DemoChat } from "./DemoChat";
import {
  SAMPLE_GUESTS,
  SAMPLE_QUESTIONS,
  SAMPLE_TIMELINE,
  type RsvpStatus,
  type SampleGuest,
  type SampleMilestone,
  type SampleQuestion,
} from "./demo-page-data";
import { SAMPLE_BUDGET, type DemoBudgetCategory, type DemoChatMessage } from "./sample-data";

const SECTIONS = [
  { id: "june", label: "June" },
  { id: "budget", label: "Budget tracker" },
  { id: "guests", label: "Guest list" },
  { id: "timeline", label: "Timeline" },
];

/** /demo: a hands-on walkthrough of the planning tools, all on sample data that is never saved. */
export default function DemoPage() {
  usePageTitle("Interactive demo");
  return (
    <>
      <header className="bg-linear-to-b from-primary-soft/70 to-background">
        <div className="container-page pb-12 pt-12 text-center sm:pt-16 md:pb-16">
          <Badge className="bg-card shadow-soft">
            <Sparkles aria-hidden="true" />
            Interactive demo · Sample data
          </Badge>
          <h1 className="mx-auto mt-6 max-w-3xl font-display text-display font-semibold leading-[1.05] tracking-tight">
            Take Serviceberry for a spin
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Everything on this page is sample data for Maya and Theo, a fictional couple planning a Columbus wedding for 120
            guests on a {formatUsd(DEMO_BUDGET_TOTAL)} budget. Ask, slide and tick as much as you like: nothing is saved.
          </p>
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg">
              <Link to="/signup/couple">
                Start planning free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <nav aria-label="On this page" className="mt-10">
            <ul className="flex flex-wrap justify-center gap-2">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-medium hover:border-primary"
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <AskJune />
      <BudgetSection />
      <GuestSection />
      <TimelineSection />

      <section aria-labelledby="demo-cta-title" className="container-page section-y">
        <div className="rounded-[var(--radius-lg)] bg-primary px-6 py-14 text-center text-primary-foreground shadow-lift sm:px-12">
          <h2 id="demo-cta-title" className="font-display text-title font-semibold leading-tight">
            Ready to plan your own?
          </h2>
          <p className="mx-auto mt-4 max-w-lg text-lg">
            ${FREE_OFFER_PRICE_USD} to start. No credit card. Cancel anytime. Your real plans stay private to you and the
            people you invite.
          </p>
          <div className="mt-8 flex justify-center">
            <Button asChild size="lg" variant="secondary" className="border-transparent">
              <Link to="/signup/couple">
                Start planning free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

function DemoSection({
  id,
  icon: Icon,
  title,
  intro,
  aside,
  children,
  tinted,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("section-y scroll-mt-16", tinted && "bg-muted/70")}>
      <div className="container-page grid items-start gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div className="lg:sticky lg:top-24">
          <span className="grid size-12 place-items-center rounded-[var(--radius)] bg-primary-soft text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 id={`${id}-title`} className="mt-5 font-display text-title font-semibold leading-tight">
            {title}
          </h2>
          <div className="mt-4 grid gap-4 text-lg leading-relaxed text-muted-foreground">{intro}</div>
          {aside}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}

function chatFor(question: SampleQuestion): DemoChatMessage[] {
  return [
    { id: `${question.id}-q`, isUser: true, delay: 250, text: question.question },
    { id: `${question.id}-a`, isUser: false, delay: 1100, text: question.answer },
  ];
}

function AskJune() {
  const [selected, setSelected] = useState<SampleQuestion>(SAMPLE_QUESTIONS[0] ?? { id: "", question: "", answer: "" });
  const [announcement, setAnnouncement] = useState("");
  const messages = useMemo(() => chatFor(selected), [selected]);

  const ask = (question: SampleQuestion) => {
    setSelected(question);
    setAnnouncement(`June's sample answer: ${question.answer}`);
  };

  return (
    <DemoSection
      id="june"
      icon={MessageCircleHeart}
      title="June, your planning assistant"
      intro={
        <p>
          June knows your date, guest count, budget and city, so her answers come with names, numbers and next steps. She
          can add tasks to your timeline and venues to your shortlist as you talk. Pick a sample question:
        </p>
      }
      aside={
        <div role="group" aria-label="Sample questions" className="mt-6 grid gap-2.5">
          {SAMPLE_QUESTIONS.map((question) => {
            const pressed = question.id === selected.id;
            return (
              <button
                key={question.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => ask(question)}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-[var(--radius)] border px-4 py-3.5 text-left font-medium transition-colors",
                  pressed ? "border-primary bg-primary-soft text-primary" : "border-border bg-card hover:border-primary",
                )}
              >
                {question.question}
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
              </button>
            );
          })}
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
        </div>
      }
    >
      <DemoChat
        key={selected.id}
        messages={messages}
        loop={false}
        label="Sample answer"
        description="A sample question to June and her answer."
      />
    </DemoSection>
  );
}

function BudgetSection() {
  const [categories, setCategories] = useState<DemoBudgetCategory[]>(() => SAMPLE_BUDGET.map((c) => ({ ...c })));
  const [status, setStatus] = useState("");

  const change = (id: string, value: number) => {
    const next = rebalance(categories, id, value, DEMO_BUDGET_TOTAL);
    setCategories(next);
    const moved = next.find((c) => c.id === id);
    if (moved) {
      setStatus(`${moved.name}: ${formatUsd(moved.allocated)}, ${moved.percentage}% of ${formatUsd(DEMO_BUDGET_TOTAL)}. The other categories adjusted.`);
    }
  };

  const reset = () => {
    setCategories(SAMPLE_BUDGET.map((c) => ({ ...c })));
    setStatus("Sample budget reset.");
  };

  return (
    <DemoSection
      id="budget"
      icon={Wallet}
      title="A budget tracker that does the math"
      tinted
      intro={
        <>
          <p>
            Set a total, split it into categories and log payments as they happen. Serviceberry keeps what is spent, what is
            left and each category's share up to date, and you decide which family members can see which parts.
          </p>
          <p>
            Try it: drag a slider. The other categories make room in proportion, so the total stays{" "}
            {formatUsd(DEMO_BUDGET_TOTAL)}.
          </p>
        </>
      }
      aside={
        <div className="mt-6">
          <Button variant="secondary" size="sm" onClick={reset}>
            <RotateCcw aria-hidden="true" />
            Reset the sample budget
          </Button>
          <p className="sr-only" aria-live="polite">
            {status}
          </p>
        </div>
      }
    >
      <DemoBudget
        categories={categories}
        total={DEMO_BUDGET_TOTAL}
        animated={false}
        subtitle="Maya & Theo · Columbus, 120 guests"
        renderControl={(category) => (
          <label className="mt-2 flex items-center gap-3 rounded-[var(--radius)] bg-muted/60 px-3 py-1.5">
            <span className="shrink-0 text-xs font-medium text-muted-foreground">
              Allocate<span className="sr-only"> to {category.name}</span>
            </span>
            <input
              type="range"
              min={0}
              max={DEMO_BUDGET_TOTAL}
              step={250}
              value={category.allocated}
              aria-valuetext={formatUsd(category.allocated)}
              onChange={(event) => change(category.id, Number(event.target.value))}
              className="h-6 w-full min-w-0 cursor-pointer accent-primary"
            />
          </label>
        )}
      />
    </DemoSection>
  );
}

const RSVP_LABELS: Record<RsvpStatus, string> = { attending: "Attending", pending: "Pending", declined: "Declined" };

function GuestSection() {
  const [guests, setGuests] = useState<SampleGuest[]>(() => SAMPLE_GUESTS.map((g) => ({ ...g })));
  const counts = { attending: 0, pending: 0, declined: 0 };
  for (const guest of guests) counts[guest.rsvp] += 1;

  const setRsvp = (id: string, rsvp: RsvpStatus) => setGuests((list) => list.map((g) => (g.id === id ? { ...g, rsvp } : g)));

  return (
    <DemoSection
      id="guests"
      icon={Users}
      title="Guest list manager"
      intro={
        <>
          <p>
            Bring your list in with CSV import from any spreadsheet, send each household an RSVP link, and watch replies
            arrive in one place. June can nudge the guests who have not answered.
          </p>
          <p>Try it: change a guest's RSVP and the counts update.</p>
        </>
      }
      aside={
        <div className="mt-6">
          <p className="text-sm font-semibold">A CSV file can be as simple as:</p>
          <pre className="mt-2 overflow-x-auto rounded-[var(--radius)] border border-border bg-card p-4 text-xs leading-relaxed">
            <code>
              name,email,guest_type{"\n"}Nora Patel,nora@example.com,Family{"\n"}Diego Alvarez,diego@example.com,Friend
            </code>
          </pre>
        </div>
      }
    >
      <div className="rounded-[var(--radius-lg)] border border-border bg-card shadow-soft" data-testid="demo-guests">
        <div className="flex items-center gap-3 border-b border-border px-5 py-4">
          <p className="font-semibold">Guest list</p>
          <Badge variant="accent" className="ml-auto">
            Sample guests
          </Badge>
        </div>
        <dl className="grid grid-cols-3 gap-2 border-b border-border px-5 py-4 text-center">
          {(Object.keys(RSVP_LABELS) as RsvpStatus[]).map((status) => (
            <div key={status}>
              <dt className="text-xs text-muted-foreground">{RSVP_LABELS[status]}</dt>
              <dd className="mt-0.5 font-display text-2xl font-semibold tabular-nums" data-testid={`rsvp-${status}`}>
                {counts[status]}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="divide-y divide-border">
          {guests.map((guest) => (
            <li key={guest.id} className="flex items-center justify-between gap-3 px-5 py-3">
              <span className="min-w-0">
                <span className="block truncate font-medium">{guest.name}</span>
                <span className="block text-xs text-muted-foreground">{guest.guestType}</span>
              </span>
              <select
                aria-label={`RSVP for ${guest.name}`}
                value={guest.rsvp}
                onChange={(event) => setRsvp(guest.id, event.target.value as RsvpStatus)}
                className={cn(
                  "h-10 shrink-0 rounded-full border border-input bg-background px-3 text-sm font-medium",
                  guest.rsvp === "attending" && "text-success",
                  guest.rsvp === "declined" && "text-muted-foreground",
                )}
              >
                {(Object.keys(RSVP_LABELS) as RsvpStatus[]).map((status) => (
                  <option key={status} value={status}>
                    {RSVP_LABELS[status]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
        <p className="border-t border-border px-5 py-4 text-sm text-muted-foreground" aria-live="polite" data-testid="rsvp-note">
          {counts.pending > 0
            ? `${counts.pending} ${counts.pending === 1 ? "guest has" : "guests have"} not replied yet. June can send a friendly reminder.`
            : "Everyone has replied. Time to start the seating plan."}
        </p>
      </div>
    </DemoSection>
  );
}

function TimelineSection() {
  const [items, setItems] = useState<SampleMilestone[]>(() => SAMPLE_TIMELINE.map((m) => ({ ...m })));
  const done = items.filter((item) => item.done).length;
  const toggle = (id: string) => setItems((list) => list.map((m) => (m.id === id ? { ...m, done: !m.done } : m)));

  return (
    <DemoSection
      id="timeline"
      icon={CalendarCheck}
      title="Master timeline"
      tinted
      intro={
        <>
          <p>
            Your timeline starts from your date and fills itself with the right tasks in the right order. Change the date and
            everything moves with it; share it with vendors so the day runs on time.
          </p>
          <p>Try it: tick off a task.</p>
        </>
      }
    >
      <div className="rounded-[var(--radius-lg)] border border-border bg-card shadow-soft" data-testid="demo-timeline">
        <div className="flex items-center gap-3 border-b border-border px-5 py-4">
          <p className="font-semibold">Timeline to October 10</p>
          <Badge variant="accent" className="ml-auto">
            Sample timeline
          </Badge>
        </div>
        <div className="border-b border-border px-5 py-4">
          <p className="text-sm font-medium" aria-live="polite" data-testid="timeline-progress">
            {done} of {items.length} done
          </p>
          <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-accent-strong transition-[width] duration-500"
              style={{ width: `${Math.round((done / items.length) * 100)}%` }}
            />
          </div>
        </div>
        <ol className="grid gap-1 p-3">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-[var(--radius)] px-2 py-2.5 hover:bg-muted">
                <input
                  type="checkbox"
                  checked={item.done}
                  onChange={() => toggle(item.id)}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                />
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-accent-strong">{item.when}</span>
                  <span className={cn("block", item.done && "text-muted-foreground line-through")}>{item.task}</span>
                </span>
              </label>
            </li>
          ))}
        </ol>
      </div>
    </DemoSection>
  );
}
