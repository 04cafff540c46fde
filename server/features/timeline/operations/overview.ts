import { isOverdue } from "../../../../domain/timeline.ts";
import { loadTimelineOf, type TimelineDeps } from "../access.ts";
import { tasksOf, todayForTimeline } from "../view.ts";

/** The checklist's part of the couple's overview: how far along it is, what is overdue, the next five tasks. */
export async function timelineSummary(deps: Pick<TimelineDeps, "db">, coupleId: string) {
  const timeline = await loadTimelineOf(deps.db, coupleId);
  if (!timeline) return null;
  const today = todayForTimeline();
  const tasks = await tasksOf(deps.db, timeline.id);
  const open = tasks.filter((t) => !t.done);
  return { id: timeline.id, total: tasks.length, done: tasks.length - open.length, overdue: open.filter((t) => isOverdue(t, today)).length, next: open.slice(0, 5) };
}
