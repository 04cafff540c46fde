import { sql } from "drizzle-orm";
import { budgetFigures, BUDGET_TIME_ZONE, type Allocations, type BudgetCategoryId, type BudgetFigures, type ExpenseStatus } from "../../../domain/budget.ts";
import { zonedDate } from "../../../domain/dates.ts";
import { JUNE_SAVED_VENUES_IN_CONTEXT, type GuestStats } from "../../../domain/june.ts";
import type { CityId } from "../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../domain/vendor-categories.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { guestCounts } from "../guests/operations/list.ts";
import { loadEvents } from "../guests/rows.ts";

/**
 * What June knows about a couple when it answers: gathered by the server from the signed-in user's own
 * rows on every message (the browser's userContext is never trusted for anything acted on).
 *
 * Sections come from the gatherers in `CONTEXT_SOURCES`. A section that is undefined is UNKNOWN
 * (reading it failed) and June says so rather than guessing; a known empty section is an empty value
 * (no budget: null; no guests: total 0; no open tasks: []). Each feature plugs in with one source.
 */
export interface VenueFacts {
  id: string;
  name: string;
  city: string;
  neighborhood: string;
  styles: string[];
  setting: string;
  seatedCapacity: number;
  standingCapacity: number;
  priceTier: number;
  /** Dollars, as the catalog lists them. */
  rentalFeeMin: number;
  rentalFeeMax: number;
  perGuestMin: number;
  perGuestMax: number;
  catering: string;
  summary: string;
}

export interface ProfileFacts {
  partner1Name: string | null;
  partner2Name: string | null;
  weddingDate: string | null;
  guestCount: number | null;
  city: string | null;
  weddingStyle: string | null;
  colorPalette: string | null;
  venueStatus: string | null;
}

export interface BudgetFacts {
  totalCents: number;
  guestCount: number;
  allocations: Allocations;
  figures: BudgetFigures;
  expenseCount: number;
}

export interface TaskFacts {
  id: string;
  title: string;
  dueDate: string | null;
  done: boolean;
}

/**
 * A published directory vendor that works in the couple's city (or any city when none is set), with the
 * public facts the matching questionnaire ranks on (domain/vendor-matching.ts).
 */
export interface VendorFacts {
  id: string;
  slug: string;
  name: string;
  category: VendorCategorySlug;
  city: CityId;
  citiesServed: CityId[];
  /** Whole dollars; per 100 guests for caterers and bartenders. */
  startingPrice: number;
  styles: string[];
  ratingTotal: number;
  reviewCount: number;
  responseTimeHours: number;
  yearsInBusiness: number;
}

export interface JuneContext {
  /** Today on Eastern time ("YYYY-MM-DD"): the four cities' clock. */
  today: string;
  userId: string;
  profile?: ProfileFacts | null;
  budget?: BudgetFacts | null;
  savedVenues?: VenueFacts[];
  /** Published catalog venues in the couple's city (every city when none is set). */
  catalogVenues?: VenueFacts[];
  /** The guest list's RSVP counts (issue 13). */
  guestStats?: GuestStats;
  /** The couple's open timeline tasks, earliest due first (issue 15). */
  tasks?: TaskFacts[];
  /** Directory vendors serving the couple's city (issue 12). */
  vendors?: VendorFacts[];
}

export type Section = Exclude<keyof JuneContext, "today" | "userId">;

/**
 * One gatherer: reads the sections it knows for the signed-in user (never anyone else: it is given
 * only their id) and returns them. A section it leaves out stays unknown.
 */
export interface ContextSource {
  name: string;
  sections: readonly Section[];
  gather(db: Database, userId: string): Promise<Partial<Omit<JuneContext, "today" | "userId">>>;
}

/** The catalog June may name, largest first; enough for any one city, bounded for a scale-seeded catalog. */
const CATALOG_LIMIT = 300;

const venueJson = (alias: string) => sql.raw(`json_build_object(
  'id', ${alias}.id, 'name', ${alias}.name, 'city', ${alias}.city, 'neighborhood', ${alias}.neighborhood, 'styles', ${alias}.styles,
  'setting', ${alias}.setting, 'seatedCapacity', ${alias}.seated_capacity, 'standingCapacity', ${alias}.standing_capacity,
  'priceTier', ${alias}.price_tier, 'rentalFeeMin', ${alias}.rental_fee_min, 'rentalFeeMax', ${alias}.rental_fee_max,
  'perGuestMin', ${alias}.per_guest_min, 'perGuestMax', ${alias}.per_guest_max, 'catering', ${alias}.catering, 'summary', ${alias}.summary)`);

interface PlanningRow {
  profile: ProfileFacts | null;
  budget: { totalCents: number | string; guestCount: number; allocations: Allocations } | null;
  expenses: { categoryId: BudgetCategoryId; status: ExpenseStatus; estimatedCents: number | string; actualCents: number | string | null; payments: { amountCents: number | string; dueDate: string; paidAt: string | null }[] }[];
  saved: VenueFacts[];
  catalog: VenueFacts[];
}

const parseJson = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

/**
 * The profile, the budget with its expenses and payments, the saved venues (newest 5) and the catalog
 * venues of the couple's city that seat their guests: one statement, one round trip (the reply-time
 * target is 50 ms at p95 with the context gathered).
 */
const planningSource: ContextSource = {
  name: "planning",
  sections: ["profile", "budget", "savedVenues", "catalogVenues"],
  async gather(db, userId) {
    const result = await db.execute(sql`
      with profile as (
        select partner1_name, partner2_name, wedding_date, guest_count, city, wedding_style, color_palette, venue_status
        from couple_profiles where id = ${userId}
      ), budget as (
        select total_budget, guest_count, category_allocations from wedding_budgets where user_id = ${userId}
      )
      select
        (select json_build_object('partner1Name', partner1_name, 'partner2Name', partner2_name, 'weddingDate', wedding_date, 'guestCount', guest_count,
          'city', city, 'weddingStyle', wedding_style, 'colorPalette', color_palette, 'venueStatus', venue_status) from profile) as profile,
        (select json_build_object('totalCents', total_budget, 'guestCount', guest_count, 'allocations', category_allocations) from budget) as budget,
        (select coalesce(json_agg(json_build_object('categoryId', e.category_id, 'status', e.status, 'estimatedCents', e.estimated_cents, 'actualCents', e.actual_cents,
            'payments', (select coalesce(json_agg(json_build_object('amountCents', p.amount_cents, 'dueDate', p.due_date, 'paidAt', p.paid_at)), '[]'::json)
                         from budget_payments p where p.expense_id = e.id))), '[]'::json)
          from budget_expenses e where e.user_id = ${userId}) as expenses,
        (select coalesce(json_agg(${venueJson("v")} order by s.created_at desc), '[]'::json)
          from (select * from saved_venues where user_id = ${userId} order by created_at desc limit ${JUNE_SAVED_VENUES_IN_CONTEXT}) s
          join venues v on v.id = s.venue_id and v.published) as saved,
        (select coalesce(json_agg(${venueJson("c")} order by c.price_tier, c.name), '[]'::json)
          from (select * from venues v
                where v.published
                  and ((select city from profile) is null or v.city = (select city from profile))
                  and v.seated_capacity >= least(2000, coalesce((select guest_count from profile), (select guest_count from budget), 0))
                order by v.price_tier, v.name limit ${CATALOG_LIMIT}) c) as catalog
    `);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    const data: PlanningRow = {
      profile: parseJson(row.profile),
      budget: parseJson(row.budget),
      expenses: parseJson(row.expenses),
      saved: parseJson(row.saved),
      catalog: parseJson(row.catalog),
    };
    let budget: BudgetFacts | null = null;
    if (data.budget) {
      const totalCents = Number(data.budget.totalCents);
      const expenses = data.expenses.map((e) => ({
        categoryId: e.categoryId,
        status: e.status,
        estimatedCents: Number(e.estimatedCents),
        actualCents: e.actualCents === null ? null : Number(e.actualCents),
        payments: e.payments.map((p) => ({ amountCents: Number(p.amountCents), dueDate: p.dueDate, paidAt: p.paidAt })),
      }));
      budget = { totalCents, guestCount: data.budget.guestCount, allocations: data.budget.allocations, figures: budgetFigures(totalCents, data.budget.allocations, expenses), expenseCount: expenses.length };
    }
    return { profile: data.profile, budget, savedVenues: data.saved, catalogVenues: data.catalog };
  },
};

/** The guest list's RSVP counts (deleted guests left out), overall and per event: the manager's own counts. */
const guestSource: ContextSource = {
  name: "guests",
  sections: ["guestStats"],
  async gather(db, userId) {
    const events = await loadEvents(db, userId);
    const counts = await guestCounts(
      db,
      userId,
      events.map((event) => event.id),
    );
    const names = new Map(events.map((event) => [event.id, event.name]));
    const stats: GuestStats = {
      total: counts.total,
      attending: counts.attending,
      pending: counts.pending,
      declined: counts.declined,
      events: counts.events.map(({ eventId, invited, attending, pending, declined }) => ({ name: names.get(eventId) ?? "Event", invited, attending, pending, declined })),
    };
    return { guestStats: stats };
  },
};

/** How many open tasks June reads: the overdue ones and the next due, earliest first. */
export const TASKS_IN_CONTEXT = 12;

/** The couple's open timeline tasks, earliest due first (none when they have no timeline yet). */
const taskSource: ContextSource = {
  name: "tasks",
  sections: ["tasks"],
  async gather(db, userId) {
    const result = await db.execute(sql`
      select t.id, t.title, t.due_date::text as "dueDate" from timeline_tasks t
      join timelines l on l.id = t.timeline_id
      where l.couple_id = ${userId} and t.done_at is null
      order by t.due_date, t.title limit ${TASKS_IN_CONTEXT}`);
    const rows = (result as unknown as { rows: { id: string; title: string; dueDate: string }[] }).rows;
    return { tasks: rows.map((row) => ({ id: row.id, title: row.title, dueDate: row.dueDate, done: false })) };
  },
};

/** The directory June may name: bounded, so a scale-seeded directory stays cheap. */
const VENDOR_LIMIT = 400;

/** Published vendors working in the couple's city (every city when none is set). */
const vendorSource: ContextSource = {
  name: "vendors",
  sections: ["vendors"],
  async gather(db, userId) {
    const result = await db.execute(sql`
      with profile as (select city from couple_profiles where id = ${userId})
      select v.id, v.slug, v.business_name as name, v.category, v.city, v.cities_served as "citiesServed", v.starting_price as "startingPrice",
        v.styles, v.rating_total as "ratingTotal", v.review_count as "reviewCount", v.response_time_hours as "responseTimeHours",
        v.years_in_business as "yearsInBusiness"
      from vendors v
      where v.published and ((select city from profile) is null or v.cities_served @> array[(select city from profile)])
      order by v.category, v.business_name limit ${VENDOR_LIMIT}`);
    return { vendors: (result as unknown as { rows: VendorFacts[] }).rows };
  },
};

/** The gatherers, run together: each reads only the signed-in couple's rows (or the public catalog). */
export const CONTEXT_SOURCES: readonly ContextSource[] = [planningSource, guestSource, taskSource, vendorSource];

/**
 * Gathers the couple's context. A source that fails is logged and its sections stay unknown; the chat
 * continues (spec section 8: context gathering fails → logged, the chat goes on).
 */
export async function gatherJuneContext(
  deps: { db: Database; logger: Pick<Logger, "warn"> },
  userId: string,
  now = new Date(),
  only?: readonly Section[],
): Promise<JuneContext> {
  const context: JuneContext = { today: zonedDate(now, BUDGET_TIME_ZONE), userId };
  const sources = CONTEXT_SOURCES.filter((source) => !only || source.sections.some((section) => only.includes(section)));
  const parts = await Promise.all(
    sources.map(async (source) => {
      try {
        return await source.gather(deps.db, userId);
      } catch (error) {
        deps.logger.warn({ err: error, source: source.name }, "June context gathering failed");
        return {};
      }
    }),
  );
  return Object.assign(context, ...parts) as JuneContext;
}
