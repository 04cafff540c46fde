import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatingPlan } from "../../../domain/seating.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let viewer: Headers;
let editor: Headers;
let coupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;

interface PlanBody {
  eventId: string | null;
  saved: boolean;
  plan: SeatingPlan;
  guests: { id: string; name: string; householdId: string; meal: string | null; dietaryNeeds: string }[];
  notices: string[];
  sharing: boolean;
  events: { id: string; kind: string }[];
}

async function addGuest(headers: Headers, firstName: string, lastName: string, extra: Record<string, unknown> = {}) {
  const response = await t.request("POST", "/api/guests", { firstName, lastName, rsvpStatus: "attending", ...extra }, headers);
  expect(response.status).toBe(201);
}

const table = (number: number, seats = 8, x = number * 12, y = 20) => ({ id: `t-${number}`, shape: "round", name: "", number, seats, x, y, rotation: 0 });

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, viewer, editor] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  coupleId = await idOf(couple);
  const [viewerId, editorId] = await Promise.all([idOf(viewer), idOf(editor)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: viewerId, coupleId, relationship: "Maid of honor", permissions: { guests: "view" } },
    { userId: editorId, coupleId, relationship: "Planner", permissions: { guests: "edit", timeline: "edit" } },
  ]);
  await addGuest(couple, "Rosa", "Alvarez", { household: { name: "The Alvarez family" }, mealChoice: "Chicken", dietaryNeeds: "No nuts" });
  const rosa = (await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple))).guests[0]!;
  await addGuest(couple, "Leo", "Alvarez", { householdId: rosa.householdId, mealChoice: "Vegetarian" });
  await addGuest(couple, "Ben", "Brooks", { mealChoice: "Vegetarian" });
  await addGuest(couple, "Cora", "Chen", { rsvpStatus: "declined" });
  await addGuest(couple, "Dev", "Dunn", { rsvpStatus: "pending" });
});
afterAll(() => t.close());

describe("the seating chart", () => {
  it("starts from a suggested layout for the attending guests, not saved yet", async () => {
    const body = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    expect(body).toMatchObject({ eventId: null, saved: false, sharing: false, notices: [] });
    expect(body.guests.map((guest) => guest.name)).toEqual(["Rosa Alvarez", "Leo Alvarez", "Ben Brooks"].sort((a, b) => a.split(" ")[1]!.localeCompare(b.split(" ")[1]!) || a.localeCompare(b)));
    expect(body.plan.tables.reduce((sum, t) => sum + t.seats, 0)).toBeGreaterThanOrEqual(3);
  });

  it("saves a plan, seats guests, and counts meals per table in the caterer's CSV", async () => {
    const { guests } = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    const byName = new Map(guests.map((guest) => [guest.name, guest.id]));
    const plan = {
      eventId: null,
      room: { width: 60, length: 40 },
      tables: [table(1), table(2)],
      fixtures: [{ id: "f-door", kind: "door", label: "", x: 10, y: 39, width: 6, length: 1 }],
      seats: [
        { guestId: byName.get("Rosa Alvarez"), tableId: "t-1", seat: 1, locked: true },
        { guestId: byName.get("Leo Alvarez"), tableId: "t-1", seat: 2 },
      ],
      rules: [],
      settings: {},
    };
    const saved = await t.request("PUT", "/api/seating", plan, couple);
    expect(saved.status).toBe(200);
    const body = await json<PlanBody>(saved);
    expect(body.saved).toBe(true);
    expect(body.plan.seats).toHaveLength(2);
    const csv = await t.request("GET", "/api/seating/caterer.csv", undefined, couple);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="serviceberry-caterer-sheet-wedding-/);
    const text = await csv.text();
    expect(text).toContain("Table 1,1,Rosa Alvarez,Chicken,No nuts,\r\n");
    expect(text).toContain("Table 1,Vegetarian,1\r\n");
    expect(text).toContain("Not seated yet,Guests,1\r\n");
  });

  it("lets June say where a guest sits and count meals at a table, from the saved chart", async () => {
    const ask = async (content: string) => json<{ reply: string; actions?: { type: string }[]; messageId?: string }>(t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content }] }, couple));
    expect((await ask("Where is Rosa Alvarez sitting?")).reply).toBe("Rosa Alvarez sits at Table 1.");
    expect((await ask("how many vegetarian meals at table 1?")).reply).toMatch(/^1 Vegetarian meal at Table 1 \(of 2 seated\)/);
    expect((await ask("where is Ben Brooks sitting?")).reply).toBe("Ben Brooks doesn't have a seat yet.");
    expect((await ask("have we started a seating chart yet")).reply).toMatch(/^Yes: your floor plan for the .+ has \d+ tables with 2 guests seated, and 1 guest still needs a seat\.$/);
  });

  it("refuses a table shrunk below its guests, repeated numbers and unknown shapes, naming what to fix", async () => {
    const { plan } = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    const shrunk = await t.request("PUT", "/api/seating", { ...plan, tables: [{ ...table(1), seats: 6, shape: "rectangle" }, table(2)], seats: plan.seats.map((seat) => ({ ...seat, seat: seat.seat + 5 })) }, couple);
    expect(shrunk.status).toBe(400);
    expect(JSON.stringify(await shrunk.json())).toContain("Table 1 has 6 seats; seat 7 isn't one of them.");
    const twice = await t.request("PUT", "/api/seating", { ...plan, tables: [table(1), { ...table(1), id: "t-x" }] }, couple);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain("Two tables are numbered 1");
    const shape = await t.request("PUT", "/api/seating", { ...plan, tables: [{ ...table(1), shape: "hexagon" }] }, couple);
    expect(shape.status).toBe(400);
    const round13 = await t.request("PUT", "/api/seating", { ...plan, tables: [table(1, 13), table(2)] }, couple);
    expect(JSON.stringify(await round13.json())).toContain("A round table seats 6 to 12.");
  });

  it("auto-seats the rest and keeps the locked guest", async () => {
    const before = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    const result = await t.request("POST", "/api/seating/auto-seat", { eventId: null, mode: "all" }, couple);
    expect(result.status).toBe(200);
    const body = await json<{ ok: true; view: PlanBody; seated: number; unseated: number }>(result);
    expect(body).toMatchObject({ ok: true, seated: 3, unseated: 0 });
    const rosa = before.guests.find((guest) => guest.name === "Rosa Alvarez")!;
    expect(body.view.plan.seats).toContainEqual({ guestId: rosa.id, tableId: "t-1", seat: 1, locked: true });
  });

  it("auto-seats through June's confirmed action", async () => {
    const answer = await json<{ actions: { type: string; mode: string }[]; messageId: string }>(t.request("POST", "/api/functions/chat-with-june", { messages: [{ role: "user", content: "please auto-seat our guests" }] }, couple));
    expect(answer.actions?.[0], JSON.stringify(answer)).toMatchObject({ type: "auto-seat", mode: "empty" });
    const done = await t.request("POST", "/api/june/actions", { action: answer.actions[0], messageId: answer.messageId, decision: "confirm" }, couple);
    expect(done.status).toBe(200);
    expect(JSON.stringify(await done.json())).toContain("3 guests have seats");
    const overview = await json<{ seating: { saved: boolean; seated: number; guests: number } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.seating).toMatchObject({ saved: true, seated: 3, guests: 3 });
  });

  it("refuses contradictory musts and changes nothing", async () => {
    const { plan, guests } = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    const [rosa, leo] = [guests.find((g) => g.name === "Rosa Alvarez")!, guests.find((g) => g.name === "Leo Alvarez")!];
    await t.request("PUT", "/api/seating", { ...plan, rules: [{ id: "r-1", kind: "apart", guestIds: [rosa.id, leo.id], must: true }] }, couple);
    const result = await t.request("POST", "/api/seating/auto-seat", { eventId: null, mode: "all" }, couple);
    expect(result.status).toBe(409);
    expect(await result.json()).toEqual({ ok: false, conflicts: ["Rosa Alvarez and Leo Alvarez must sit apart, but they are in one household or a keep-together rule."] });
    const after = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    expect(after.plan.seats).toEqual(plan.seats);
    await t.request("PUT", "/api/seating", { ...plan, rules: [] }, couple);
  });

  it("unseats a guest removed from the list, with a notice", async () => {
    const { guests } = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    const ben = guests.find((guest) => guest.name === "Ben Brooks")!;
    expect((await t.request("DELETE", `/api/guests/${ben.id}`, undefined, couple)).status).toBe(200);
    const after = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    expect(after.plan.seats.some((seat) => seat.guestId === ben.id)).toBe(false);
    expect(after.notices).toEqual(["Ben Brooks is no longer on the list for this event, so their seat is free now."]);
    await t.request("POST", "/api/guests/restore", { ids: [ben.id] }, couple);
  });

  it("also seats guests who haven't answered when the couple asks, and frees their seats when not", async () => {
    const current = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    expect(current.guests.some((guest) => guest.name === "Dev Dunn")).toBe(false);
    const widened = await json<PlanBody>(t.request("PUT", "/api/seating", { ...current.plan, settings: { ...current.plan.settings, include: "attending_and_pending" } }, couple));
    const dev = widened.guests.find((guest) => guest.name === "Dev Dunn")!;
    expect(widened.guests.map((guest) => guest.name)).not.toContain("Cora Chen");
    const seated = { ...widened.plan, seats: [...widened.plan.seats, { guestId: dev.id, tableId: "t-2", seat: 8, locked: false }] };
    expect((await t.request("PUT", "/api/seating", seated, couple)).status).toBe(200);
    const narrowed = await json<PlanBody>(t.request("PUT", "/api/seating", { ...seated, settings: { ...seated.settings, include: "attending" } }, couple));
    expect(narrowed.guests.some((guest) => guest.id === dev.id)).toBe(false);
    expect(narrowed.plan.seats.some((seat) => seat.guestId === dev.id)).toBe(false);
    expect(narrowed.plan.seats).toHaveLength(current.plan.seats.length);
    expect(narrowed.notices).toEqual(["1 guest is no longer on the list for this event, so we left their seat empty."]);
  });

  it("seats one event's guests: those attending it", async () => {
    const created = await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Reception", kind: "reception" }, couple));
    const body = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    expect(body.eventId).toBe(created.event.id);
    expect(body.saved).toBe(false);
    const other = await t.request("GET", `/api/seating?eventId=${crypto.randomUUID()}`, undefined, couple);
    expect(other.status).toBe(404);
    expect((await t.request("GET", "/api/seating?eventId=nope", undefined, couple)).status).toBe(400);
    // The list without events keeps its own plan.
    expect((await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple))).events).toHaveLength(1);
  });

  it("lets helpers in by their guest-list grant, and keeps other couples out", async () => {
    expect((await t.request("GET", `/api/seating?coupleId=${coupleId}`, undefined, viewer)).status).toBe(200);
    const { plan } = await json<PlanBody>(t.request("GET", `/api/seating?coupleId=${coupleId}`, undefined, viewer));
    expect((await t.request("PUT", `/api/seating?coupleId=${coupleId}`, plan, viewer)).status).toBe(403);
    expect((await t.request("PUT", `/api/seating?coupleId=${coupleId}`, plan, editor)).status).toBe(200);
    expect((await t.request("GET", `/api/seating?coupleId=${coupleId}`, undefined, otherCouple)).status).toBe(404);
    const own = await json<PlanBody>(t.request("GET", "/api/seating", undefined, otherCouple));
    expect(own.guests).toEqual([]);
  });

  it("shares a read-only link that follows the plan, until revoked", async () => {
    const { plan } = await json<PlanBody>(t.request("GET", "/api/seating", undefined, couple));
    await t.request("PUT", "/api/seating", plan, couple);
    const created = await t.request("POST", "/api/seating/share", { eventId: plan.eventId }, couple);
    expect(created.status).toBe(201);
    const { token } = await json<{ token: string }>(created);
    const shared = await json<{ tables: unknown[]; cards: { name: string }[] }>(t.request("GET", `/api/seating/shared/${token}`));
    expect(shared.tables).toHaveLength(plan.tables.length);
    expect(JSON.stringify(shared)).not.toContain("@");
    expect((await t.request("DELETE", `/api/seating/share?eventId=${plan.eventId}`, undefined, couple)).status).toBe(200);
    expect((await t.request("GET", `/api/seating/shared/${token}`)).status).toBe(404);
    expect((await t.request("GET", "/api/seating/shared/short")).status).toBe(400);
  });
});
