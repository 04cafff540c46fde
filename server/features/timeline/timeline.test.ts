import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../domain/dates.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { todayForTimeline } from "./view.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let viewer: Headers;
let editor: Headers;
let coupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const wedding = addDays(todayForTimeline(), 400);

interface Task {
  id: string;
  title: string;
  dueDate: string;
  offsetDays: number | null;
  done: boolean;
}
interface TimelineBody {
  timeline: { id: string } | null;
  tasks: Task[];
  events: { id: string; title: string; startMinutes: number }[];
  shares: { id: string; label: string }[];
  access: { as: string; level: string };
  wedding: { weddingDate: string | null };
}

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, viewer, editor] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  coupleId = await idOf(couple);
  const [viewerId, editorId] = await Promise.all([idOf(viewer), idOf(editor)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: viewerId, coupleId, relationship: "Maid of honor", permissions: { timeline: "view" } },
    { userId: editorId, coupleId, relationship: "Planner", permissions: { timeline: "edit" } },
  ]);
});
afterAll(() => t.close());

describe("the master timeline", () => {
  it("needs a wedding date before a template, then lays the template's tasks out from it", async () => {
    expect((await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple))).timeline).toBeNull();
    const early = await t.request("POST", "/api/timeline", { templateId: "classic-12-month" }, couple);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: "wedding_date_needed" } });
    expect((await t.request("POST", "/api/timeline", { templateId: "no-such" }, couple)).status).toBe(400);

    expect((await t.request("PUT", "/api/timeline/wedding-date", { weddingDate: wedding }, couple)).status).toBe(200);
    const body = await json<TimelineBody>(t.request("POST", "/api/timeline", { templateId: "classic-12-month" }, couple));
    expect(body.timeline).not.toBeNull();
    expect(body.tasks.length).toBeGreaterThan(20);
    for (const task of body.tasks) expect(task.dueDate).toBe(addDays(wedding, task.offsetDays!));
    // Applying it again adds nothing twice.
    const again = await json<TimelineBody>(t.request("POST", "/api/timeline", { templateId: "classic-12-month" }, couple));
    expect(again.tasks).toHaveLength(body.tasks.length);
  });

  it("adds, edits, checks off and deletes tasks; a fixed-date task needs its date", async () => {
    const missing = await t.request("POST", "/api/timeline/tasks", { title: "Cake tasting" }, couple);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { fields: { dueDate: ["Choose a due date."] } } });
    const created = await t.request("POST", "/api/timeline/tasks", { title: "Cake tasting", dueDate: addDays(todayForTimeline(), 20), assignee: "Jordan" }, couple);
    expect(created.status).toBe(201);
    const { task } = await json<{ task: Task }>(created);
    const done = await json<{ task: Task }>(t.request("PATCH", `/api/timeline/tasks/${task.id}`, { done: true }, couple));
    expect(done.task.done).toBe(true);
    const edited = await json<{ task: Task }>(t.request("PUT", `/api/timeline/tasks/${task.id}`, { title: "Cake tasting at Sugar Mill", offsetDays: -60 }, couple));
    expect(edited.task).toMatchObject({ title: "Cake tasting at Sugar Mill", dueDate: addDays(wedding, -60), done: false });
    expect((await t.request("DELETE", `/api/timeline/tasks/${task.id}`, undefined, couple)).status).toBe(200);
    expect((await t.request("DELETE", `/api/timeline/tasks/${task.id}`, undefined, couple)).status).toBe(404);
  });

  it("moves relative due dates with the wedding date only when asked (auto-adjust)", async () => {
    const fixed = await json<{ task: Task }>(t.request("POST", "/api/timeline/tasks", { title: "Grandma's 90th", dueDate: addDays(todayForTimeline(), 30) }, couple));
    const before = await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple));
    const later = addDays(wedding, 14);

    const kept = await json<{ moved: unknown[] }>(t.request("PUT", "/api/timeline/wedding-date", { weddingDate: later, adjust: false }, couple));
    expect(kept.moved).toEqual([]);
    const unchanged = await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple));
    expect(unchanged.wedding.weddingDate).toBe(later);
    expect(unchanged.tasks.map((x) => x.dueDate)).toEqual(before.tasks.map((x) => x.dueDate));

    const moved = await json<{ moved: { id: string; from: string; to: string }[] }>(t.request("PUT", "/api/timeline/wedding-date", { weddingDate: later, adjust: true }, couple));
    const relative = before.tasks.filter((x) => x.offsetDays !== null);
    expect(moved.moved).toHaveLength(relative.length);
    expect(moved.moved.every((m) => m.to === addDays(m.from, 14))).toBe(true);
    expect(moved.moved.some((m) => m.id === fixed.task.id)).toBe(false);

    const past = await t.request("PUT", "/api/timeline/wedding-date", { weddingDate: "2020-01-01", adjust: true }, couple);
    expect(past.status).toBe(400);
  });

  it("keeps day-of events and exports tasks and events as calendar files", async () => {
    const created = await t.request("POST", "/api/timeline/events", { title: "Ceremony, Chapel", startMinutes: 16 * 60, durationMinutes: 30, place: "Chapel", people: ["Maya", "maya", "Jordan"] }, couple);
    expect(created.status).toBe(201);
    const { event } = await json<{ event: { id: string; people: string[] } }>(created);
    expect(event.people).toEqual(["maya", "Jordan"]);
    expect((await t.request("POST", "/api/timeline/events", { title: "Too long", startMinutes: 60, durationMinutes: 5000 }, couple)).status).toBe(400);
    expect((await t.request("PUT", `/api/timeline/events/${event.id}`, { title: "Ceremony", startMinutes: 16 * 60 + 30, durationMinutes: 30, place: "Chapel" }, couple)).status).toBe(200);

    const events = await t.request("GET", "/api/timeline/events.ics", undefined, couple);
    expect(events.headers.get("content-type")).toContain("text/calendar");
    const eventsText = await events.text();
    expect(eventsText).toContain("SUMMARY:Ceremony\r\n");
    expect(eventsText).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const tasks = await (await t.request("GET", "/api/timeline/tasks.ics", undefined, couple)).text();
    expect(tasks.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(20);
    expect(tasks).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });
});

describe("who may see and change a timeline", () => {
  it("is the couple's alone: another couple gets their own empty timeline and 404s for its ids", async () => {
    const mine = await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple));
    const task = mine.tasks[0]!;
    expect((await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, otherCouple))).tasks).toEqual([]);
    for (const [method, body] of [["PUT", { title: "Hijacked", dueDate: "2030-01-01" }], ["PATCH", { done: true }], ["DELETE", undefined]] as const) {
      expect((await t.request(method, `/api/timeline/tasks/${task.id}`, body, otherCouple)).status).toBe(404);
    }
    expect((await t.request("GET", `/api/timeline/by-id/${mine.timeline!.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("GET", `/api/timeline?coupleId=${coupleId}`, undefined, otherCouple)).status).toBe(404);
    const after = await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple));
    expect(after.tasks.find((x) => x.id === task.id)).toMatchObject({ title: task.title, done: task.done });
  });

  it("lets a helper with view read it and nothing more, and one with edit change it", async () => {
    const asViewer = await json<TimelineBody>(t.request("GET", `/api/timeline?coupleId=${coupleId}`, undefined, viewer));
    expect(asViewer.access).toEqual({ as: "contributor", level: "view" });
    expect(asViewer.tasks.length).toBeGreaterThan(20);
    expect(asViewer.shares).toEqual([]);
    // Helpers are offered by name for assigning tasks.
    expect((await json<{ helpers: string[] }>(t.request("GET", "/api/timeline", undefined, couple))).helpers).toHaveLength(2);
    const task = asViewer.tasks[0]!;
    const refused = await t.request("PATCH", `/api/timeline/tasks/${task.id}?coupleId=${coupleId}`, { done: true }, viewer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: "The couple hasn't given you edit access to the timeline." } });
    expect((await t.request("GET", `/api/timeline/by-id/${asViewer.timeline!.id}`, undefined, viewer)).status).toBe(200);

    const byEditor = await t.request("PATCH", `/api/timeline/tasks/${task.id}?coupleId=${coupleId}`, { done: true }, editor);
    expect(byEditor.status).toBe(200);
    // The helper's own planning (no coupleId) doesn't hold the couple's task.
    expect((await t.request("PATCH", `/api/timeline/tasks/${task.id}`, { done: false }, editor)).status).toBe(404);
    // Moving the wedding date stays with the couple: a helper moves only their own.
    await t.request("PUT", "/api/timeline/wedding-date", { weddingDate: addDays(wedding, 100), adjust: true }, editor);
    expect((await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple))).wedding.weddingDate).toBe(addDays(wedding, 14));
  });
});

describe("read-only share links", () => {
  it("open the day-of schedule signed out until revoked, and wrong tokens open nothing", async () => {
    const created = await t.request("POST", "/api/timeline/shares", { label: "Photographer" }, couple);
    expect(created.status).toBe(201);
    const { share, token } = await json<{ share: { id: string; timelineId: string }; token: string }>(created);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const open = await t.request("GET", `/api/timeline/shared/${token}`);
    expect(open.status).toBe(200);
    const body = await json<Record<string, unknown>>(open);
    expect(body).toMatchObject({ timelineId: share.timelineId, sharedWith: "Photographer", events: [expect.objectContaining({ title: "Ceremony" })] });
    expect(body).not.toHaveProperty("tasks");
    expect(JSON.stringify(body)).not.toContain(token);

    const wrong = await t.request("GET", `/api/timeline/shared/${"A".repeat(32)}`);
    expect(wrong.status).toBe(404);
    expect((await t.request("GET", "/api/timeline/shared/short")).status).toBe(400);

    expect((await t.request("DELETE", `/api/timeline/shares/${share.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/timeline/shares/${share.id}?coupleId=${coupleId}`, undefined, viewer)).status).toBe(403);
    expect((await json<TimelineBody>(t.request("GET", "/api/timeline", undefined, couple))).shares.map((s) => s.label)).toEqual(["Photographer"]);
    expect((await t.request("DELETE", `/api/timeline/shares/${share.id}`, undefined, couple)).status).toBe(200);
    const revoked = await t.request("GET", `/api/timeline/shared/${token}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ error: { message: "This link doesn't open a schedule anymore. Ask the couple for a new one." } });
  });
});

describe("the planning overview", () => {
  it("counts down and lists the next open tasks", async () => {
    const overview = await json<{ daysToGo: number; timeline: { total: number; done: number; next: Task[] }; budget: null }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.daysToGo).toBe(414);
    expect(overview.timeline.done).toBe(1);
    expect(overview.timeline.next).toHaveLength(5);
    expect(overview.timeline.next.every((x) => !x.done)).toBe(true);
    expect(overview.budget).toBeNull();
  });
});

describe("the planning overview's guests", () => {
  it("counts the guest list's answers, per event, and the households sent their invitation", async () => {
    const fresh = await t.signIn("couple");
    const empty = await json<{ guests: { total: number; invitationsSent: number; events: unknown[] } }>(t.request("GET", "/api/planning/overview", undefined, fresh));
    expect(empty.guests).toEqual({ total: 0, attending: 0, pending: 0, declined: 0, invitationsSent: 0, events: [] });

    const event = await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Reception", kind: "reception" }, fresh));
    await t.request("POST", "/api/guests/events", { name: "Sunday brunch", kind: "other" }, fresh);
    const add = (body: Record<string, unknown>) => t.request("POST", "/api/guests", body, fresh);
    expect((await add({ firstName: "Ana", lastName: "Alvarez", email: "ana.overview@example.com", household: { name: "The Alvarez family" }, eventIds: [event.event.id] })).status).toBe(201);
    expect((await add({ firstName: "Bea", lastName: "Brooks", rsvpStatus: "attending", household: { name: "Bea Brooks" }, eventIds: [event.event.id] })).status).toBe(201);
    expect((await add({ firstName: "Cal", lastName: "Cole", rsvpStatus: "declined", household: { name: "Cal Cole" }, eventIds: [event.event.id] })).status).toBe(201);
    expect((await t.request("POST", "/api/guests/invitations", { kind: "invitation", audience: "pending" }, fresh)).status).toBe(200);

    const { guests } = await json<{ guests: Record<string, unknown> }>(t.request("GET", "/api/planning/overview", undefined, fresh));
    // Brunch has nobody invited yet and is left out.
    expect(guests).toEqual({
      total: 3,
      attending: 1,
      pending: 1,
      declined: 1,
      invitationsSent: 1,
      events: [{ eventId: event.event.id, name: "Reception", invited: 3, attending: 1, pending: 1, declined: 1 }],
    });
    // Another couple's list stays out of this couple's numbers.
    expect((await json<{ guests: { total: number } }>(t.request("GET", "/api/planning/overview", undefined, otherCouple))).guests.total).toBe(0);
  });
});
