import { addDays, zonedTimeToUtc } from "../../../../domain/dates.ts";
import { minutesToClock } from "../../../../domain/timeline.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { escapeIcsText, foldIcsLine, icsDateTime } from "../../../shared/ics.ts";
import { loadTimelineOf, type TimelineDeps } from "../access.ts";
import { eventsOf, tasksOf, weddingOf } from "../view.ts";
import { weddingDateNeeded } from "./timeline.ts";

/**
 * Calendar files of the timeline, on the same RFC 5545 writer as tour confirmations (decision 010:
 * CRLF, 75-octet folding, escaped text): tasks as all-day events on their due dates, the day-of
 * schedule as timed events on the wedding city's clock (written in UTC).
 */
interface Entry {
  uid: string;
  /** DTSTART/DTEND lines as written. */
  when: string[];
  summary: string;
  location?: string;
  description: string;
}

function calendar(name: string, entries: Entry[], stamp = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Serviceberry//Master timeline//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    ...entries.flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${icsDateTime(stamp)}`,
      ...e.when,
      `SUMMARY:${escapeIcsText(e.summary)}`,
      ...(e.location ? [`LOCATION:${escapeIcsText(e.location)}`] : []),
      `DESCRIPTION:${escapeIcsText(e.description)}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

const icsDate = (date: string) => date.replace(/-/g, "");

export async function tasksCalendar(deps: TimelineDeps, access: PlanningAccess) {
  const timeline = await loadTimelineOf(deps.db, access.coupleId);
  const tasks = timeline ? await tasksOf(deps.db, timeline.id) : [];
  const entries = tasks
    .filter((t) => !t.done)
    .map((t) => ({
      uid: `task-${t.id}@serviceberry`,
      when: [`DTSTART;VALUE=DATE:${icsDate(t.dueDate)}`, `DTEND;VALUE=DATE:${icsDate(addDays(t.dueDate, 1))}`],
      summary: t.title,
      description: [t.assignee ? `Assigned to ${t.assignee}.` : "", t.notes].filter(Boolean).join("\n") || "From your Serviceberry planning checklist.",
    }));
  return { filename: "wedding-planning-tasks.ics", ics: calendar("Wedding planning tasks", entries) };
}

export async function eventsCalendar(deps: TimelineDeps, access: PlanningAccess) {
  const wedding = await weddingOf(deps.db, access.coupleId);
  if (!wedding.weddingDate) throw weddingDateNeeded();
  const timeline = await loadTimelineOf(deps.db, access.coupleId);
  const events = timeline ? await eventsOf(deps.db, timeline.id) : [];
  const entries = events.map((e) => {
    const start = zonedTimeToUtc(wedding.weddingDate!, minutesToClock(e.startMinutes), wedding.timeZone);
    const end = new Date(start.getTime() + e.durationMinutes * 60_000);
    const who = [...e.people, ...e.vendors];
    return {
      uid: `event-${e.id}@serviceberry`,
      when: [`DTSTART:${icsDateTime(start)}`, `DTEND:${icsDateTime(end)}`],
      summary: e.title,
      location: e.place,
      description: [who.length ? `With ${who.join(", ")}.` : "", e.notes].filter(Boolean).join("\n") || `${wedding.coupleNames}'s wedding day.`,
    };
  });
  return { filename: "wedding-day-schedule.ics", ics: calendar(`${wedding.coupleNames}: wedding day`, entries) };
}
