import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { budgetFigures, BUDGET_TIME_ZONE, type Allocations, type BudgetFigures } from "../../../domain/budget.ts";
import { zonedDate } from "../../../domain/dates.ts";
import { JUNE_SAVED_VENUES_IN_CONTEXT, type GuestStats } from "../../../domain/june.ts";
import type { Database } from "../../db/client.ts";
import { coupleProfiles, savedVenues, venues } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";
import { loadBudgetView } from "../budget/view.ts";

/**
 * What June knows about a couple when it answers: gathered by the server from the signed-in user's own
 * rows on every message (the browser's userContext is never trusted for anything acted on).
 *
 * Each section comes from one gatherer in `CONTEXT_SOURCES`. A section that is undefined is UNKNOWN
 * (its feature is not connected yet, or reading it failed) and June says so rather than guessing;
 * a known empty section is an empty value (no budget: null; no guests: total 0). The guest list,
 * the timeline's tasks and the vendor directory plug in by adding one source each here.
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
  title: string;
  dueDate: string | null;
  done: boolean;
}

export interface VendorFacts {
  id: string;
  name: string;
  category: string;
  city: string;
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
  /** Plugs in with the guest list (issue 13). */
  guestStats?: GuestStats;
  /** Plugs in with the timeline (issue 15). */
  tasks?: TaskFacts[];
  /** Plugs in with the vendor directory (issue 12). */
  vendors?: VendorFacts[];
}

export type Section = Exclude<keyof JuneContext, "today" | "userId">;

export interface ContextSource<K extends Section = Section> {
  section: K;
  gather(db: Database, userId: string, partial: Partial<JuneContext>): Promise<JuneContext[K]>;
}

const venueFactColumns = {
  id: venues.id,
  name: venues.name,
  city: venues.city,
  neighborhood: venues.neighborhood,
  styles: venues.styles,
  setting: venues.setting,
  seatedCapacity: venues.seatedCapacity,
  standingCapacity: venues.standingCapacity,
  priceTier: venues.priceTier,
  rentalFeeMin: venues.rentalFeeMin,
  rentalFeeMax: venues.rentalFeeMax,
  perGuestMin: venues.perGuestMin,
  perGuestMax: venues.perGuestMax,
  catering: venues.catering,
  summary: venues.summary,
};

/** The catalog June may name, largest first; enough for any one city, bounded for a scale-seeded catalog. */
const CATALOG_LIMIT = 300;

const profileSource: ContextSource<"profile"> = {
  section: "profile",
  async gather(db, userId) {
    const [row] = await db
      .select({
        partner1Name: coupleProfiles.partner1Name,
        partner2Name: coupleProfiles.partner2Name,
        weddingDate: coupleProfiles.weddingDate,
        guestCount: coupleProfiles.guestCount,
        city: coupleProfiles.city,
        weddingStyle: coupleProfiles.weddingStyle,
        colorPalette: coupleProfiles.colorPalette,
        venueStatus: coupleProfiles.venueStatus,
      })
      .from(coupleProfiles)
      .where(eq(coupleProfiles.id, userId))
      .limit(1);
    return row ?? null;
  },
};

const budgetSource: ContextSource<"budget"> = {
  section: "budget",
  async gather(db, userId) {
    const view = await loadBudgetView(db, userId);
    if (!view.budget) return null;
    const { totalCents, guestCount, allocations } = view.budget;
    return { totalCents, guestCount, allocations, figures: budgetFigures(totalCents, allocations, view.expenses), expenseCount: view.expenses.length };
  },
};

const savedVenuesSource: ContextSource<"savedVenues"> = {
  section: "savedVenues",
  async gather(db, userId) {
    return db
      .select(venueFactColumns)
      .from(savedVenues)
      .innerJoin(venues, eq(venues.id, savedVenues.venueId))
      .where(and(eq(savedVenues.userId, userId), eq(venues.published, true)))
      .orderBy(desc(savedVenues.createdAt))
      .limit(JUNE_SAVED_VENUES_IN_CONTEXT);
  },
};

const catalogSource: ContextSource<"catalogVenues"> = {
  section: "catalogVenues",
  async gather(db, _userId, partial) {
    const city = partial.profile?.city;
    const guests = partial.profile?.guestCount ?? partial.budget?.guestCount ?? 0;
    return db
      .select(venueFactColumns)
      .from(venues)
      .where(and(eq(venues.published, true), city ? eq(venues.city, city) : sql`true`, gte(venues.seatedCapacity, Math.min(guests, 2000))))
      .orderBy(asc(venues.priceTier), asc(venues.name))
      .limit(CATALOG_LIMIT);
  },
};

/**
 * The gatherers, in order: later ones may read what earlier ones found (the catalog reads the city and
 * guest count). Add the guest list, tasks and vendors here when their features land.
 */
export const CONTEXT_SOURCES: readonly ContextSource[][] = [
  [profileSource, budgetSource, savedVenuesSource] as ContextSource[],
  [catalogSource] as ContextSource[],
];

/**
 * Gathers the couple's context. A source that fails is logged and its section stays unknown; the chat
 * continues (spec section 8: context gathering fails → logged, the chat goes on).
 */
export async function gatherJuneContext(
  deps: { db: Database; logger: Pick<Logger, "warn"> },
  userId: string,
  now = new Date(),
  only?: readonly Section[],
): Promise<JuneContext> {
  const context: JuneContext = { today: zonedDate(now, BUDGET_TIME_ZONE), userId };
  for (const stage of CONTEXT_SOURCES) {
    const results = await Promise.all(
      stage.filter((source) => !only || only.includes(source.section)).map(async (source) => {
        try {
          return [source.section, await source.gather(deps.db, userId, context)] as const;
        } catch (error) {
          deps.logger.warn({ err: error, section: source.section }, "June context gathering failed");
          return [source.section, undefined] as const;
        }
      }),
    );
    for (const [section, value] of results) if (value !== undefined) (context as unknown as Record<string, unknown>)[section] = value;
  }
  return context;
}
