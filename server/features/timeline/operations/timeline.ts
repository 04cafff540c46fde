import { eq, sql } from "drizzle-orm";
import { addDays } from "../../../../domain/dates.ts";
import { fitOffsetsToTimeLeft, shiftTasks, type MovedTask } from "../../../../domain/timeline.ts";
import { timelineTemplate } from "../../../../domain/timeline-templates.ts";
import type { Database } from "../../../db/client.ts";
import { contributorProfiles, coupleProfiles, timelines, timelineTasks, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { loadTimelineOf, type TimelineDeps, type TimelineRow } from "../access.ts";
import { timelineView, todayForTimeline, weddingOf } from "../view.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The couple's timeline (made on first use: one per couple). */
export async function ensureTimeline(tx: Transaction, coupleId: string): Promise<TimelineRow> {
  await tx.insert(timelines).values({ coupleId }).onConflictDoNothing({ target: timelines.coupleId });
  return (await loadTimelineOf(tx, coupleId))!;
}

export const weddingDateNeeded = () => new ApiError(409, "wedding_date_needed", "Set your wedding date first: due dates count back from it.");

/** The timeline of the couple the contributor policy admitted; its share links only for those who may edit it. */
export async function getTimeline(deps: TimelineDeps, access: PlanningAccess) {
  const timeline = await loadTimelineOf(deps.db, access.coupleId);
  const [view, helpers] = await Promise.all([
    timelineView(deps.db, access.coupleId, timeline, { shares: access.level === "edit" }),
    deps.db.select({ name: users.name }).from(contributorProfiles).innerJoin(users, eq(users.id, contributorProfiles.userId)).where(eq(contributorProfiles.coupleId, access.coupleId)),
  ]);
  // The couple's helpers by name, to assign tasks to.
  return { ...view, helpers: helpers.map((h) => h.name).filter(Boolean), access: { as: access.as, level: access.level } };
}

/** The worksheet and the phone view: a timeline by id, read-only, without its share links. */
export async function getTimelineById(deps: TimelineDeps, timeline: TimelineRow) {
  return timelineView(deps.db, timeline.coupleId, timeline, { shares: false });
}

/**
 * Starts (or adds to) the checklist from a template: every task of the template not already on the
 * timeline (by title), due relative to the wedding date. One transaction.
 */
export async function applyTemplate(deps: TimelineDeps, access: PlanningAccess, templateId: string) {
  const template = timelineTemplate(templateId);
  if (!template) throw new ApiError(404, "template_not_found", "We couldn't find that template.");
  await deps.db.transaction(async (tx) => {
    const { weddingDate } = await weddingOf(tx, access.coupleId);
    if (!weddingDate) throw weddingDateNeeded();
    const timeline = await ensureTimeline(tx, access.coupleId);
    const existing = new Set((await tx.select({ title: timelineTasks.title }).from(timelineTasks).where(eq(timelineTasks.timelineId, timeline.id))).map((t) => t.title.toLocaleLowerCase("en-US")));
    // A short engagement gets the template's steps compressed into the time left, none overdue on day one.
    const added = fitOffsetsToTimeLeft(template.tasks, weddingDate, todayForTimeline()).filter((t) => !existing.has(t.title.toLocaleLowerCase("en-US")));
    if (added.length) {
      await tx.insert(timelineTasks).values(
        added.map((task) => ({ timelineId: timeline.id, title: task.title, notes: task.notes ?? "", offsetDays: task.offsetDays, dueDate: addDays(weddingDate, task.offsetDays) })),
      );
    }
    await tx.update(timelines).set({ templateId: timeline.templateId ?? template.id, updatedAt: sql`now()` }).where(eq(timelines.id, timeline.id));
  });
  return getTimeline(deps, access);
}

/**
 * Moves the wedding date (the couple's profile). With `adjust` (the timeline_auto_adjust flag), every
 * task due relative to the wedding moves with it, in the same transaction, and the answer lists what
 * moved; without it, due dates stay where they are.
 */
export async function moveWeddingDate(deps: TimelineDeps, access: PlanningAccess, input: { weddingDate: string; adjust: boolean }) {
  if (input.weddingDate < addDays(todayForTimeline(), -1)) {
    throw new ApiError(400, "invalid_input", "weddingDate: Choose a wedding date that hasn't passed", { weddingDate: ["Choose a wedding date that hasn't passed"] });
  }
  const coupleId = access.coupleId;
  const moved = await deps.db.transaction(async (tx): Promise<MovedTask[]> => {
    await tx
      .insert(coupleProfiles)
      .values({ id: coupleId, weddingDate: input.weddingDate })
      .onConflictDoUpdate({ target: coupleProfiles.id, set: { weddingDate: input.weddingDate, updatedAt: sql`now()` } });
    if (!input.adjust) return [];
    const timeline = await loadTimelineOf(tx, coupleId);
    if (!timeline) return [];
    const tasks = await tx.select().from(timelineTasks).where(eq(timelineTasks.timelineId, timeline.id));
    const moves = shiftTasks(tasks, input.weddingDate);
    for (const move of moves) await tx.update(timelineTasks).set({ dueDate: move.to, updatedAt: sql`now()` }).where(eq(timelineTasks.id, move.id));
    return moves;
  });
  return { weddingDate: input.weddingDate, moved };
}
