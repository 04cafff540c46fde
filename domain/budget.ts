import { z } from "zod";
import { calendarDateSchema } from "./calendar-date.ts";
import { idSchema } from "./ids.ts";

/**
 * The budget tracker: a couple's total, guest count and category allocations, their expenses and the
 * payments of each. Every amount is an integer number of US cents (never a float of dollars), so sums
 * are exact and the allocations add up to the total to the cent.
 */

export const BUDGET_CURRENCY = "USD";
/** $10,000,000: far above any wedding, low enough that sums stay exact integers. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;
export const GUEST_COUNT_MIN = 1;
export const GUEST_COUNT_MAX = 2000;
export const EXPENSES_MAX = 300;
export const PAYMENTS_PER_EXPENSE_MAX = 24;
/** Reminders: a payment due within this many days (or overdue) is mailed about... */
export const REMINDER_WINDOW_DAYS = 7;
/** ...at most once in this many days. */
export const REMINDER_REPEAT_DAYS = 3;
/** Couples plan in Ohio and Tennessee; "today" for due dates is read on Eastern time. */
export const BUDGET_TIME_ZONE = "America/New_York";

/**
 * Typical shares of a wedding budget in Ohio and Tennessee (in basis points: 100 = 1%), from what
 * couples in Columbus, Cleveland, Cincinnati and Nashville spend. `perGuest` marks costs priced per
 * head, which move with the guest count; the rest stay put when the list grows or shrinks.
 */
export const BUDGET_CATEGORIES = [
  { id: "venue", name: "Venue", shareBp: 1800, perGuest: false, hint: "Ceremony and reception space, rentals that come with it" },
  { id: "catering", name: "Catering and bar", shareBp: 3000, perGuest: true, hint: "Food, drinks, service staff, gratuity" },
  { id: "photography", name: "Photography", shareBp: 1000, perGuest: false, hint: "Photographer, engagement session, album" },
  { id: "videography", name: "Videography", shareBp: 500, perGuest: false, hint: "Film and highlight reel" },
  { id: "attire", name: "Attire and beauty", shareBp: 700, perGuest: false, hint: "Dress, suit, alterations, hair and makeup" },
  { id: "flowers", name: "Flowers and decor", shareBp: 800, perGuest: false, hint: "Bouquets, centerpieces, linens, lighting" },
  { id: "music", name: "Music and entertainment", shareBp: 600, perGuest: false, hint: "DJ or band, ceremony musicians" },
  { id: "cake", name: "Cake and desserts", shareBp: 200, perGuest: true, hint: "Cake, dessert table, late-night snacks" },
  { id: "stationery", name: "Invitations and stationery", shareBp: 200, perGuest: true, hint: "Save the dates, invitations, postage" },
  { id: "planner", name: "Planner or coordinator", shareBp: 400, perGuest: false, hint: "Full planning or day-of coordination" },
  { id: "transportation", name: "Transportation", shareBp: 200, perGuest: false, hint: "Shuttles, getaway car, parking" },
  { id: "officiant", name: "Officiant and license", shareBp: 100, perGuest: false, hint: "Officiant fee, marriage license" },
  { id: "favors", name: "Favors and gifts", shareBp: 200, perGuest: true, hint: "Guest favors, wedding party gifts" },
  { id: "contingency", name: "Contingency", shareBp: 300, perGuest: false, hint: "A cushion for the surprises every wedding has" },
] as const satisfies readonly { id: string; name: string; shareBp: number; perGuest: boolean; hint: string }[];

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
export type BudgetCategoryId = BudgetCategory["id"];
export const BUDGET_CATEGORY_IDS = BUDGET_CATEGORIES.map((c) => c.id) as [BudgetCategoryId, ...BudgetCategoryId[]];
const CATEGORY_BY_ID = new Map<string, BudgetCategory>(BUDGET_CATEGORIES.map((c) => [c.id, c]));

export function budgetCategory(id: string): BudgetCategory | undefined {
  return CATEGORY_BY_ID.get(id);
}

/** Cents per category; a category missing from the map has nothing allocated. */
export type Allocations = Partial<Record<BudgetCategoryId, number>>;

export const EXPENSE_STATUSES = ["considering", "quoted", "booked", "canceled"] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  considering: "Considering",
  quoted: "Quoted",
  booked: "Booked",
  canceled: "Canceled",
};

// ---------------------------------------------------------------------------------------------------
// Money

/** 123456 -> "$1,234.56"; whole dollars drop the cents when asked ("$1,235"). */
export function formatCents(cents: number, options: { wholeDollars?: boolean } = {}): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const dollars = options.wholeDollars ? Math.round(abs / 100) : Math.floor(abs / 100);
  const digits = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = options.wholeDollars ? "" : `.${String(abs % 100).padStart(2, "0")}`;
  return `${negative ? "-" : ""}$${digits}${rest}`;
}

/**
 * "1,500.5" or "$1500" -> 150050 / 150000 cents; NaN for anything that is not a plain amount (max two
 * decimals). A minus sign is read, so the schema can say that amounts can't be negative.
 */
export function parseDollars(text: string): number {
  const cleaned = text.trim().replace(/^(-?)\$/, "$1").replace(/,/g, "");
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** 150050 -> "1500.50", for inputs (no grouping, so the text parses back as it is). */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------------
// Allocation maths

/**
 * Splits `totalCents` over weighted ids in proportion to their weights, by largest remainder: each
 * gets the floor of its exact share, then the leftover cents go one each to the largest fractions
 * (ties to the earlier id), so the parts always add up to the total exactly. Zero weights everywhere
 * split evenly.
 */
export function allocateByWeights<Id extends string>(totalCents: number, weights: readonly { id: Id; weight: number }[]): Record<Id, number> {
  const result = {} as Record<Id, number>;
  if (weights.length === 0) return result;
  const sum = weights.reduce((total, w) => total + w.weight, 0);
  const effective = sum > 0 ? weights : weights.map((w) => ({ ...w, weight: 1 }));
  const weightSum = sum > 0 ? sum : weights.length;
  // BigInt keeps total * weight exact even for the largest totals.
  const parts = effective.map((w, index) => {
    const exact = BigInt(totalCents) * BigInt(Math.round(w.weight));
    const floor = exact / BigInt(Math.round(weightSum));
    return { id: w.id, index, floor: Number(floor), remainder: Number(exact - floor * BigInt(Math.round(weightSum))) };
  });
  let leftover = totalCents - parts.reduce((total, p) => total + p.floor, 0);
  const order = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of order) {
    if (leftover <= 0) break;
    part.floor += 1;
    leftover -= 1;
  }
  for (const part of parts) result[part.id] = part.floor;
  return result;
}

/** The starting split of a total over the categories' typical shares. */
export function suggestedAllocations(totalCents: number): Record<BudgetCategoryId, number> {
  return allocateByWeights(
    totalCents,
    BUDGET_CATEGORIES.map((c) => ({ id: c.id, weight: c.shareBp })),
  );
}

export function sumAllocations(allocations: Allocations): number {
  return Object.values(allocations).reduce<number>((total, cents) => total + (cents ?? 0), 0);
}

/** A category's share of the total in percent, to one decimal (0 when there is no total). */
export function percentOfTotal(cents: number, totalCents: number): number {
  return totalCents > 0 ? Math.round((cents / totalCents) * 1000) / 10 : 0;
}

/** The amount a percentage of the total comes to, in whole cents. */
export function amountFromPercent(percent: number, totalCents: number): number {
  return Math.round((totalCents * Math.max(0, percent)) / 100);
}

/**
 * Splits a sum over weights in whole dollars (largest remainder); cents the sum has beyond whole
 * dollars go to the line with the largest weight, so the parts still add up to the cent.
 */
function allocateWholeDollars<Id extends string>(totalCents: number, weights: readonly { id: Id; weight: number }[]): Record<Id, number> {
  const dollars = allocateByWeights(Math.floor(totalCents / 100), weights);
  const result = {} as Record<Id, number>;
  for (const w of weights) result[w.id] = dollars[w.id] * 100;
  const heaviest = [...weights].sort((a, b) => b.weight - a.weight)[0];
  if (heaviest) result[heaviest.id] += totalCents % 100;
  return result;
}

/**
 * Fits the allocations to the total: the categories the couple set stay as they set them, and the
 * others share what is left in proportion to what they had, in whole dollars, so the sum is exactly
 * the total. Used after categories are edited and after the total itself changes (none kept). When
 * the kept ones alone exceed the total, they share the total and the others get nothing.
 */
export function fitAllocationsToTotal(allocations: Allocations, totalCents: number, keep: BudgetCategoryId | readonly BudgetCategoryId[] = []): Record<BudgetCategoryId, number> {
  const keptIds = new Set<BudgetCategoryId>(typeof keep === "string" ? [keep] : keep);
  const kept = BUDGET_CATEGORIES.filter((c) => keptIds.has(c.id));
  const others = BUDGET_CATEGORIES.filter((c) => !keptIds.has(c.id));
  const keptSum = kept.reduce((sum, c) => sum + (allocations[c.id] ?? 0), 0);
  if (keptSum > totalCents) {
    const fitted = allocateWholeDollars(totalCents, kept.map((c) => ({ id: c.id, weight: allocations[c.id] ?? 0 })));
    return Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c.id, fitted[c.id] ?? 0])) as Record<BudgetCategoryId, number>;
  }
  const hadAny = others.some((c) => (allocations[c.id] ?? 0) > 0);
  // With nothing left to scale, the others start again from the typical shares.
  const weights = others.map((c) => ({ id: c.id, weight: hadAny ? (allocations[c.id] ?? 0) : c.shareBp }));
  const fitted = allocateWholeDollars(totalCents - keptSum, weights) as Record<BudgetCategoryId, number>;
  for (const c of kept) fitted[c.id] = allocations[c.id] ?? 0;
  return fitted;
}

export interface AllocationStatus {
  allocatedCents: number;
  /** Left to allocate (0 when over). */
  unallocatedCents: number;
  /** By how much the allocations exceed the total (0 when within). */
  overCents: number;
}

export function allocationStatus(allocations: Allocations, totalCents: number): AllocationStatus {
  const allocatedCents = sumAllocations(allocations);
  return {
    allocatedCents,
    unallocatedCents: Math.max(0, totalCents - allocatedCents),
    overCents: Math.max(0, allocatedCents - totalCents),
  };
}

// ---------------------------------------------------------------------------------------------------
// Expenses, payments and what is left

export interface PaymentFigures {
  amountCents: number;
  dueDate: string;
  paidAt: string | null;
}

export interface ExpenseFigures {
  categoryId: BudgetCategoryId;
  status: ExpenseStatus;
  estimatedCents: number;
  actualCents: number | null;
  payments: readonly PaymentFigures[];
}

export function paidCents(expense: Pick<ExpenseFigures, "payments">): number {
  return expense.payments.reduce((total, p) => total + (p.paidAt ? p.amountCents : 0), 0);
}

/**
 * What an expense costs the budget: the actual amount once known, else the estimate. A canceled
 * expense costs only what was already paid (a lost deposit).
 */
export function expenseCost(expense: ExpenseFigures): number {
  if (expense.status === "canceled") return paidCents(expense);
  return expense.actualCents ?? expense.estimatedCents;
}

export interface CategoryFigures {
  categoryId: BudgetCategoryId;
  name: string;
  allocatedCents: number;
  /** Expected spending: actual where known, else estimated. */
  costCents: number;
  paidCents: number;
  /** Still to pay of the cost. */
  owedCents: number;
  /** Allocation minus cost; negative when the category runs over. */
  remainingCents: number;
}

export interface BudgetFigures {
  categories: CategoryFigures[];
  totalCents: number;
  allocatedCents: number;
  costCents: number;
  paidCents: number;
  owedCents: number;
  /** Total minus cost: what is still free to spend. */
  remainingCents: number;
}

/** Budget against spending, per category and overall. */
export function budgetFigures(totalCents: number, allocations: Allocations, expenses: readonly ExpenseFigures[]): BudgetFigures {
  const categories = BUDGET_CATEGORIES.map((category): CategoryFigures => {
    const mine = expenses.filter((e) => e.categoryId === category.id);
    const costCents = mine.reduce((total, e) => total + expenseCost(e), 0);
    const paid = mine.reduce((total, e) => total + paidCents(e), 0);
    const allocatedCents = allocations[category.id] ?? 0;
    return {
      categoryId: category.id,
      name: category.name,
      allocatedCents,
      costCents,
      paidCents: paid,
      owedCents: Math.max(0, costCents - paid),
      remainingCents: allocatedCents - costCents,
    };
  });
  const sum = (field: "allocatedCents" | "costCents" | "paidCents" | "owedCents") => categories.reduce((total, c) => total + c[field], 0);
  const costCents = sum("costCents");
  return {
    categories,
    totalCents,
    allocatedCents: sum("allocatedCents"),
    costCents,
    paidCents: sum("paidCents"),
    owedCents: sum("owedCents"),
    remainingCents: totalCents - costCents,
  };
}

export type PaymentTiming = "paid" | "overdue" | "due-soon" | "later";

/** Where an unpaid payment stands against today ("2027-06-12", on Eastern time). */
export function paymentTiming(payment: Pick<PaymentFigures, "dueDate" | "paidAt">, today: string, windowDays = REMINDER_WINDOW_DAYS): PaymentTiming {
  if (payment.paidAt) return "paid";
  if (payment.dueDate < today) return "overdue";
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + windowDays);
  return payment.dueDate <= limit.toISOString().slice(0, 10) ? "due-soon" : "later";
}

// ---------------------------------------------------------------------------------------------------
// Guest-count scenario

export interface ScenarioLine {
  categoryId: BudgetCategoryId;
  name: string;
  perGuest: boolean;
  currentCents: number;
  scenarioCents: number;
}

export interface Scenario {
  guestCount: number;
  lines: ScenarioLine[];
  currentTotalCents: number;
  scenarioTotalCents: number;
  differenceCents: number;
}

/**
 * What the budget would be with another guest count: per-guest categories (catering, cake,
 * stationery, favors) scale with the count, the rest stay. Each category uses the larger of its
 * allocation and its expected spending, since spending past the plan is what the couple really pays.
 * Nothing is saved.
 */
export function guestScenario(
  budget: { totalCents: number; guestCount: number; allocations: Allocations },
  costs: Partial<Record<BudgetCategoryId, number>>,
  guestCount: number,
): Scenario {
  const from = Math.max(GUEST_COUNT_MIN, budget.guestCount);
  const lines = BUDGET_CATEGORIES.map((category): ScenarioLine => {
    const currentCents = Math.max(budget.allocations[category.id] ?? 0, costs[category.id] ?? 0);
    const scenarioCents = category.perGuest ? Math.round((currentCents * guestCount) / from) : currentCents;
    return { categoryId: category.id, name: category.name, perGuest: category.perGuest, currentCents, scenarioCents };
  });
  const planned = lines.reduce((total, l) => total + l.currentCents, 0);
  // Money the couple has not put in any category yet stays in the total as it is.
  const unplanned = Math.max(0, budget.totalCents - planned);
  const currentTotalCents = planned + unplanned;
  const scenarioTotalCents = lines.reduce((total, l) => total + l.scenarioCents, 0) + unplanned;
  return { guestCount, lines, currentTotalCents, scenarioTotalCents, differenceCents: scenarioTotalCents - currentTotalCents };
}

// ---------------------------------------------------------------------------------------------------
// Schemas (the forms and the API validate with the same ones)

const AMOUNT_MESSAGE = "Enter an amount in dollars and cents, like 1,500.00.";
/** An amount in cents: a whole number, not negative, at most $10,000,000. */
export const centsSchema = z
  .number({ message: AMOUNT_MESSAGE })
  .refine(Number.isFinite, AMOUNT_MESSAGE)
  .int("Amounts are in whole cents.")
  .min(0, "Amounts can't be negative.")
  .max(MAX_AMOUNT_CENTS, `Amounts can be at most ${formatCents(MAX_AMOUNT_CENTS, { wholeDollars: true })}.`);

export const guestCountSchema = z
  .number({ message: "Enter how many guests you expect." })
  .int("Enter a whole number of guests.")
  .min(GUEST_COUNT_MIN, "Plan for at least one guest.")
  .max(GUEST_COUNT_MAX, `Plan for at most ${GUEST_COUNT_MAX.toLocaleString("en-US")} guests.`);

export const allocationsSchema = z.partialRecord(z.enum(BUDGET_CATEGORY_IDS, { message: "That is not one of the budget categories." }), centsSchema);

/** The budget itself (wedding_budgets). Without allocations, the typical shares are used. Zero gets its own message (negatives have theirs). */
export const budgetSchema = z.object({
  totalCents: centsSchema.refine((cents) => cents !== 0, "Enter a total budget above $0."),
  guestCount: guestCountSchema,
  allocations: allocationsSchema.optional(),
});
export type BudgetInput = z.infer<typeof budgetSchema>;

const dueDateSchema = calendarDateSchema.refine((value) => value >= "2000-01-01" && value <= "2100-12-31", "Choose a date between 2000 and 2100.");

/** A deposit or installment of an expense. `paid` marks it paid (the server keeps when). */
export const paymentSchema = z.object({
  id: idSchema().optional(),
  label: z.string().trim().min(1, "Name the payment, like Deposit.").max(80, "Keep the name to 80 characters."),
  amountCents: centsSchema.refine((cents) => cents !== 0, "Enter an amount above $0."),
  dueDate: dueDateSchema,
  paid: z.boolean().default(false),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

/** An expense in a category: who it is with, what it costs, and its payments. */
export const expenseSchema = z.object({
  categoryId: z.enum(BUDGET_CATEGORY_IDS, { message: "Choose a category." }),
  vendorName: z.string().trim().min(1, "Enter the vendor or what this is for.").max(120, "Keep it to 120 characters."),
  /** A marketplace vendor, once vendors are listed (the link UI comes with the vendor issue). */
  vendorId: idSchema().nullable().default(null),
  status: z.enum(EXPENSE_STATUSES, { message: "Choose a status." }).default("considering"),
  estimatedCents: centsSchema,
  actualCents: centsSchema.nullable().default(null),
  notes: z.string().trim().max(1000, "Keep notes to 1,000 characters.").default(""),
  payments: z.array(paymentSchema).max(PAYMENTS_PER_EXPENSE_MAX, `At most ${PAYMENTS_PER_EXPENSE_MAX} payments per expense.`).default([]),
});
export type ExpenseInput = z.infer<typeof expenseSchema>;
export type ExpenseFormValues = z.input<typeof expenseSchema>;

export const paymentPaidSchema = z.object({ paid: z.boolean({ message: "Say whether it is paid." }) });
export const budgetIdParamSchema = z.object({ id: idSchema() });
