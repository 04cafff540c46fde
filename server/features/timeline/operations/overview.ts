import { and, count, eq, isNotNull } from "drizzle-orm";
import { budgetFigures } from "../../../../domain/budget.ts";
import { daysBetween, isOverdue } from "../../../../domain/timeline.ts";
import type { Principal } from "../../../auth/principal.ts";
import { coupleProfiles, guestHouseholds, savedVenues } from "../../../db/schema/index.ts";
import { guestCounts, loadEvents } from "../../guests/index.ts";
import { getBudget } from "../../budget/index.ts";
import type { AppDeps } from "../../../deps.ts";
import { loadTimelineOf } from "../access.ts";
import { tasksOf, todayForTimeline, weddingOf } from "../view.ts";

/**
 * The couple's dashboard and getting-started path, from their real data: the wedding (countdown),
 * the checklist's next tasks, the budget's figures, saved venues and the profile's venue status,
 * and the guest list's RSVP counts (the guest list manager's own grouped counts).
 */
export async function planningOverview(deps: Pick<AppDeps, "db" | "config" | "mailer" | "logger">, principal: Principal) {
  const coupleId = principal.userId;
  const today = todayForTimeline();
  const [wedding, [profile], timeline, [saved], budget] = await Promise.all([
    weddingOf(deps.db, coupleId),
    deps.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, coupleId)).limit(1),
    loadTimelineOf(deps.db, coupleId),
    deps.db.select({ n: count() }).from(savedVenues).where(eq(savedVenues.userId, coupleId)),
    getBudget(deps, principal),
  ]);
  const guests = await guestSummary(deps.db, coupleId);
  const tasks = timeline ? await tasksOf(deps.db, timeline.id) : [];
  const open = tasks.filter((t) => !t.done);
  const figures = budget.budget ? budgetFigures(budget.budget.totalCents, budget.budget.allocations, budget.expenses) : null;
  return {
    today,
    wedding,
    daysToGo: wedding.weddingDate ? daysBetween(today, wedding.weddingDate) : null,
    profileComplete: Boolean(profile?.partner1Name && profile.partner2Name && profile.weddingDate && profile.city),
    timeline: timeline
      ? {
          id: timeline.id,
          total: tasks.length,
          done: tasks.length - open.length,
          overdue: open.filter((t) => isOverdue(t, today)).length,
          next: open.slice(0, 5),
        }
      : null,
    budget: figures ? { totalCents: figures.totalCents, costCents: figures.costCents, paidCents: figures.paidCents, remainingCents: figures.remainingCents, expenseCount: budget.expenses.length } : null,
    venues: { saved: saved?.n ?? 0, status: profile?.venueStatus ?? null },
    guests,
  };
}

/** Guests and answers, per event too, and how many households were sent their invitation. */
async function guestSummary(db: AppDeps["db"], coupleId: string) {
  const events = await loadEvents(db, coupleId);
  const [counts, [sent]] = await Promise.all([
    guestCounts(
      db,
      coupleId,
      events.map((e) => e.id),
    ),
    db
      .select({ n: count() })
      .from(guestHouseholds)
      .where(and(eq(guestHouseholds.coupleId, coupleId), isNotNull(guestHouseholds.invitationSentAt))),
  ]);
  const names = new Map(events.map((e) => [e.id, e.name]));
  return {
    total: counts.total,
    attending: counts.attending,
    pending: counts.pending,
    declined: counts.declined,
    invitationsSent: sent?.n ?? 0,
    events: counts.events.filter((e) => e.invited > 0).map((e) => ({ ...e, name: names.get(e.eventId) ?? "" })),
  };
}
