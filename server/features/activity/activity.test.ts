import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_PAGE_SIZE } from "../../../domain/activity.ts";
import { NO_ACCESS } from "../../../domain/contributors.ts";
import { contributorProfiles, planningActivity } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/** The couple's activity feed (issue 29, decision 059): recorded with each change, shown to the couple and their partner. */
type Headers = Record<string, string>;
interface Entry {
  id: number;
  kind: string;
  area: string;
  subject: string;
  count: number;
  who: string;
  role: string | null;
  byCouple: boolean;
  path: string;
  at: string;
}
interface Feed {
  entries: Entry[];
  more: boolean;
  nextBefore: number | null;
}

let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let mother: Headers;
let partner: Headers;
let vendor: Headers;
let coupleId: string;
let otherCoupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const feed = async (headers: Headers, query = "") => {
  const response = await t.request("GET", `/api/activity${query}`, undefined, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Feed>(response);
};

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, mother, partner, vendor] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("vendor")]);
  const [motherId, partnerId] = await Promise.all([idOf(mother), idOf(partner)]);
  [coupleId, otherCoupleId] = await Promise.all([idOf(couple), idOf(otherCouple)]);
  await t.database.db.insert(contributorProfiles).values([
    { userId: motherId, coupleId, relationship: "parent", permissions: { ...NO_ACCESS, guests: "edit", budget: "edit", timeline: "edit", chat: "edit" } },
    { userId: partnerId, coupleId, relationship: "partner", permissions: { ...NO_ACCESS, guests: "edit", budget: "edit", timeline: "edit", chat: "edit" } },
  ]);
  expect((await t.request("PUT", "/api/budget", { totalCents: 3_000_000, guestCount: 120 }, couple)).status).toBe(200);
});
afterAll(() => t.close());

describe("what a helper changes", () => {
  it("shows in the couple's feed, newest first, naming the helper, their role, the thing and where it is", async () => {
    const q = `?coupleId=${coupleId}`;
    const guest = await t.request("POST", `/api/guests${q}`, { firstName: "Jane", lastName: "Doe" }, mother);
    expect(guest.status, await guest.clone().text()).toBe(201);
    const expense = await t.request(
      "POST",
      `/api/budget/expenses${q}`,
      { categoryId: "flowers", vendorName: "Petal & Stem", estimatedCents: 250_000, payments: [{ label: "Deposit", amountCents: 50_000, dueDate: "2027-03-01" }] },
      mother,
    );
    expect(expense.status, await expense.clone().text()).toBe(201);
    const task = await json<{ task: { id: string } }>(t.request("POST", `/api/timeline/tasks${q}`, { title: "Book the florist", dueDate: "2027-02-01" }, mother));
    const done = await t.request("PATCH", `/api/timeline/tasks/${task.task.id}${q}`, { done: true }, mother);
    expect(done.status, await done.clone().text()).toBe(200);
    const shared = await json<{ id: string }>(t.request("POST", `/api/tasks-polls/tasks${q}`, { title: "Order the boutonnieres" }, couple));
    expect((await t.request("PATCH", `/api/tasks-polls/tasks/${shared.id}${q}`, { done: true }, mother)).status).toBe(200);

    const { entries } = await feed(couple);
    expect(entries.slice(0, 6).map((e) => [e.kind, e.subject, e.who, e.role, e.path])).toEqual([
      ["shared-task-done", "Order the boutonnieres", expect.any(String), "Parent", "/planning/tasks-polls"],
      ["timeline-task-done", "Book the florist", expect.any(String), "Parent", "/planning/master-timeline"],
      ["timeline-task-added", "Book the florist", expect.any(String), "Parent", "/planning/master-timeline"],
      ["expense-added", "Flowers and decor: Petal & Stem", expect.any(String), "Parent", "/planning/budget-tracker"],
      ["guest-added", "Jane Doe", expect.any(String), "Parent", "/planning/guest-list-manager"],
      ["budget-set", "Total budget", "You", null, "/planning/budget-tracker"],
    ]);
    const helperName = entries[0]!.who;
    expect(helperName).not.toBe("You");
    expect(entries.slice(0, 5).every((e) => e.who === helperName && !e.byCouple)).toBe(true);
    expect(Number.isNaN(Date.parse(entries[0]!.at))).toBe(false);
    // Ticking a box already ticked changes nothing, so nothing is added.
    await t.request("PATCH", `/api/timeline/tasks/${task.task.id}${q}`, { done: true }, mother);
    expect((await feed(couple)).entries[0]!.id).toBe(entries[0]!.id);
  });

  it("records nothing for a change that was refused and rolled back", async () => {
    const before = (await feed(couple)).entries[0]!.id;
    const bulk = await t.request("POST", `/api/guests/bulk-edit?coupleId=${coupleId}`, { ids: ["00000000-0000-4000-8000-000000000000"], set: { side: "both" } }, mother);
    expect(bulk.status).toBe(404);
    expect((await feed(couple)).entries[0]!.id).toBe(before);
  });

  it("names removals and bulk edits by how many guests they touched", async () => {
    const ids: string[] = [];
    for (const firstName of ["Ann", "Bo"]) ids.push((await json<{ guest: { id: string } }>(t.request("POST", "/api/guests", { firstName, lastName: "Lee" }, couple))).guest.id);
    expect((await t.request("POST", `/api/guests/bulk-edit?coupleId=${coupleId}`, { ids, set: { side: "both" } }, mother)).status).toBe(200);
    expect((await t.request("POST", `/api/guests/bulk-delete?coupleId=${coupleId}`, { ids }, mother)).status).toBe(200);
    const [removed, edited] = (await feed(couple)).entries;
    expect([removed!.kind, removed!.count, edited!.kind, edited!.count]).toEqual(["guests-removed", 2, "guests-bulk-edited", 2]);
  });
});

describe("who sees the feed", () => {
  it("is the couple's and their partner's; the partner sees their own changes as theirs", async () => {
    expect((await t.request("POST", `/api/guests?coupleId=${coupleId}`, { firstName: "Pat", lastName: "Kim" }, partner)).status).toBe(201);
    const forPartner = await feed(partner, `?coupleId=${coupleId}`);
    expect(forPartner.entries[0]).toMatchObject({ kind: "guest-added", subject: "Pat Kim", who: "You", role: "Partner" });
    const forCouple = await feed(couple);
    expect(forCouple.entries[0]).toMatchObject({ subject: "Pat Kim", role: "Partner" });
    expect(forCouple.entries[0]!.who).not.toBe("You");
    expect(forPartner.entries.find((e) => e.byCouple)?.who).not.toBe("You");
  });

  it("is refused to other helpers, other couples, other kinds of account and anyone signed out", async () => {
    // A helper who is not the partner: 403 with a sentence, even with edit on every area.
    const helper = await t.request("GET", `/api/activity?coupleId=${coupleId}`, undefined, mother);
    expect(helper.status).toBe(403);
    // Another couple naming this couple: the stranger's 404; their own feed has nothing of this couple's.
    expect((await t.request("GET", `/api/activity?coupleId=${coupleId}`, undefined, otherCouple)).status).toBe(404);
    expect((await feed(otherCouple)).entries).toEqual([]);
    // The partner of one couple naming another couple.
    expect((await t.request("GET", `/api/activity?coupleId=${otherCoupleId}`, undefined, partner)).status).toBe(404);
    expect((await t.request("GET", "/api/activity", undefined, vendor)).status).toBe(403);
    expect((await t.request("GET", `/api/activity?coupleId=${coupleId}`, undefined, vendor)).status).toBe(404);
    expect((await t.request("GET", "/api/activity")).status).toBe(401);
    expect((await t.request("GET", "/api/activity?before=abc", undefined, couple)).status).toBe(400);
    expect((await t.request("GET", "/api/activity?coupleId=bad%20id", undefined, couple)).status).toBe(400);
  });
});

describe("pages", () => {
  it("pages back through older entries without repeating one", async () => {
    const rows = Array.from({ length: ACTIVITY_PAGE_SIZE + 5 }, (_, i) => ({ coupleId: otherCoupleId, actorId: otherCoupleId, kind: "guest-added", subject: `Guest ${i}` }));
    await t.database.db.insert(planningActivity).values(rows);
    const first = await feed(otherCouple);
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.more).toBe(true);
    expect(first.entries[0]!.subject).toBe(`Guest ${ACTIVITY_PAGE_SIZE + 4}`);
    const second = await feed(otherCouple, `?before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.subject)).toEqual(["Guest 4", "Guest 3", "Guest 2", "Guest 1", "Guest 0"]);
    expect(second.more).toBe(false);
    expect(second.nextBefore).toBeNull();
    await t.database.db.delete(planningActivity).where(eq(planningActivity.coupleId, otherCoupleId));
    expect((await feed(otherCouple)).entries).toEqual([]);
  });
});
