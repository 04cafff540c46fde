import { useQuery } from "@tanstack/react-query";
import { BookOpen, Download, Plus, Printer, ReceiptText, Wallet } from "lucide-react";
import { lazy, Suspense, useContext, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { coupleIdSchema } from "@domain/contributors";
import { budgetFigures, formatCents } from "@domain/budget";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { AllocationEditor } from "./AllocationEditor";
import { BudgetScope, budgetCsvUrl, budgetQueries, type BudgetView, type ExpenseView } from "./api";
import { BudgetLinesScreen } from "./BudgetLinesScreen";
import { BudgetForm } from "./BudgetForm";
import { ExpenseDialog } from "./ExpenseDialog";
import { ExpenseList } from "./ExpenseList";
import { GuestScenario } from "./GuestScenario";
import { PaymentsDue } from "./PaymentsDue";
import { Spinner } from "@web/components/ui/spinner";

// recharts is most of the page's weight: the figures and forms show while it loads.
const BudgetChart = lazy(() => import("./BudgetChart").then((m) => ({ default: m.BudgetChart })));

/** /planning/budget-tracker: the couple's budget, allocations, expenses and payments. */
export default function BudgetTrackerPage() {
  usePageTitle("Budget tracker");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: Wallet,
        title: "Sign in to track your budget",
        body: "Set a total, split it across venue, catering, photography and the rest, and keep every deposit and due date in one place.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Tracker user={user} />}
    </AccountGate>
  );
}

function Tracker({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  // A helper opens the couple's budget with ?coupleId=; the server decides what they may see and do.
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(budgetQueries.mine(user.id, coupleId));
  return (
    <div className="container-page py-10 sm:py-14">
      <Loaded query={query} loadingLabel="Loading the budget..." errorMessage={coupleId ? "We couldn't load this budget. The couple may not have shared it with you." : "We couldn't load your budget."}>
        {(view) => (
          <BudgetScope.Provider value={{ coupleId, lines: view.lines }}>
            {view.lines !== null ? (
              <BudgetLinesScreen view={view} />
            ) : view.budget ? (
              <BudgetScreen view={view} budget={view.budget} />
            ) : coupleId ? (
              <NotSetYet />
            ) : (
              <SetUp />
            )}
          </BudgetScope.Provider>
        )}
      </Loaded>
    </div>
  );
}

/** A helper opening a budget the couple hasn't set up: nothing to add to yet. */
function NotSetYet() {
  return (
    <>
      <PageHeader />
      <div className="mt-8">
        <EmptyState icon={<Wallet className="size-6" aria-hidden="true" />} title="The budget isn't set up yet" tone="warm">
          <p>Once the couple sets their total budget, you'll find it here.</p>
          <Button asChild variant="secondary">
            <Link to="/contributor-dashboard">Back to your dashboard</Link>
          </Button>
        </EmptyState>
      </div>
    </>
  );
}

function PageHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Budget tracker</h1>
      </div>
      {children}
    </header>
  );
}

/** A new couple: one thing to do, set the total and the guest count. */
function SetUp() {
  return (
    <>
      <PageHeader />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-heading font-semibold">Set your budget</h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            Start with the total you plan to spend and roughly how many guests. We split it across the usual categories using what couples in Ohio and Tennessee typically spend, and you adjust from there.
          </p>
          <BudgetForm initial={null} submitLabel="Set your budget" />
        </Card>
        <aside className="grid content-start gap-3 rounded-[var(--radius-lg)] bg-primary-soft/60 p-6 text-sm sm:p-8">
          <BookOpen className="size-6 text-primary" aria-hidden="true" />
          <p className="font-display text-xl font-semibold">Not sure what number to pick?</p>
          <p className="text-muted-foreground">
            Our budgeting basics guide walks through what a wedding costs in Columbus, Cleveland, Cincinnati and Nashville, and how to choose a total you can live with.
          </p>
          <Link to="/planning/budgeting-basics" className="font-medium text-primary underline underline-offset-4">
            Read budgeting basics
          </Link>
        </aside>
      </div>
    </>
  );
}

function Figure({ label, value, tone, testId, className, children }: { label: string; value: string; tone?: "warn"; testId: string; className?: string; children?: ReactNode }) {
  return (
    <div className={cn("grid content-start gap-1 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn("font-display text-2xl font-semibold tabular-nums sm:text-[1.7rem]", tone === "warn" && "text-destructive")} data-testid={testId}>
        {value}
      </dd>
      {children && <dd>{children}</dd>}
    </div>
  );
}

function Section({ id, title, description, action, children, className }: { id: string; title: string; description?: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("grid content-start gap-4", className)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-heading font-semibold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function BudgetScreen({ view, budget }: { view: BudgetView; budget: NonNullable<BudgetView["budget"]> }) {
  const { coupleId } = useContext(BudgetScope);
  const [editingBudget, setEditingBudget] = useState(false);
  const [expenseDialog, setExpenseDialog] = useState<{ expense: ExpenseView | null } | null>(null);
  const figures = budgetFigures(budget.totalCents, budget.allocations, view.expenses);
  const addExpense = () => setExpenseDialog({ expense: null });

  return (
    <>
      <PageHeader>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button onClick={addExpense}>
            <Plus aria-hidden="true" /> Add expense
          </Button>
          <Button asChild variant="secondary">
            <a href={budgetCsvUrl(coupleId)} download>
              <Download aria-hidden="true" /> Download CSV
            </a>
          </Button>
          <Button variant="ghost" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
        </div>
      </PageHeader>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        {formatCents(budget.totalCents, { wholeDollars: true })} for {budget.guestCount.toLocaleString("en-US")} guests. Amounts in US dollars.{" "}
        <Link to="/planning/budgeting-basics" className="font-medium text-primary underline underline-offset-4 print:hidden">
          Budgeting basics
        </Link>
      </p>

      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label="Total budget" value={formatCents(budget.totalCents, { wholeDollars: true })} testId="figure-total">
          <button type="button" className="touch-target rounded-sm text-sm font-medium text-primary underline underline-offset-4 print:hidden" onClick={() => setEditingBudget(true)}>
            Edit budget
          </button>
        </Figure>
        <Figure label="Expected spending" value={formatCents(figures.costCents, { wholeDollars: true })} testId="figure-expected" />
        <Figure label="Paid" value={formatCents(figures.paidCents, { wholeDollars: true })} testId="figure-paid" />
        <Figure label="Still owed" value={formatCents(figures.owedCents, { wholeDollars: true })} testId="figure-owed" />
        <Figure
          label={figures.remainingCents < 0 ? "Over budget by" : "Left to spend"}
          value={formatCents(Math.abs(figures.remainingCents), { wholeDollars: true })}
          tone={figures.remainingCents < 0 ? "warn" : undefined}
          testId="figure-remaining"
          className="col-span-2 lg:col-span-1"
        />
      </dl>

      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Section id="payments-heading" title="Payments coming up" description="Overdue and due-this-week payments are highlighted and emailed to you as reminders.">
          <PaymentsDue expenses={view.expenses} today={view.today} />
        </Section>
        <Section id="scenario-heading" title="What if the guest count changes?" className="print:hidden">
          <GuestScenario key={budget.guestCount} budget={budget} figures={figures} />
        </Section>
      </div>

      <Section
        id="chart-heading"
        title="Budget vs. expected"
        description="What you planned for each category against what it is set to cost (actual where known, else the estimate)."
        className="mt-14"
      >
        <Suspense fallback={<Spinner label="Loading the chart..." />}>
          <BudgetChart figures={figures} />
        </Suspense>
      </Section>

      <Section
        id="expenses-heading"
        title="Expenses"
        description="Every vendor and purchase, with its deposit and installments."
        className="mt-14"
        action={
          view.expenses.length > 0 && (
            <Button variant="secondary" onClick={addExpense} className="print:hidden">
              <Plus aria-hidden="true" /> Add expense
            </Button>
          )
        }
      >
        {view.expenses.length === 0 ? (
          <EmptyState icon={<ReceiptText className="size-6" aria-hidden="true" />} title="No expenses yet" tone="warm">
            <p>Add the vendors you have booked or are considering, with their deposits and due dates. Your chart and totals update as you go.</p>
            <Button onClick={addExpense} className="print:hidden">
              <Plus aria-hidden="true" /> Add your first expense
            </Button>
          </EmptyState>
        ) : (
          <ExpenseList expenses={view.expenses} today={view.today} onEdit={(expense) => setExpenseDialog({ expense })} />
        )}
      </Section>

      <Section
        id="allocations-heading"
        title="Category allocations"
        description="Adjust any category by amount or percentage. Fit to total spreads the difference over the other categories so everything adds up."
        className="mt-14"
      >
        <AllocationEditor key={budget.updatedAt} budget={budget} />
      </Section>

      <ExpenseDialog open={expenseDialog !== null} expense={expenseDialog?.expense ?? null} onClose={() => setExpenseDialog(null)} />
      <Dialog open={editingBudget} onOpenChange={setEditingBudget}>
        <DialogContent>
          <DialogTitle>Edit your budget</DialogTitle>
          <DialogDescription>A new total rescales your category allocations to match; a new guest count is saved as your plan.</DialogDescription>
          {editingBudget && <BudgetForm initial={budget} submitLabel="Save budget" onSaved={() => setEditingBudget(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
