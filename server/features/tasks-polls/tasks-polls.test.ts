import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS, type ContributorPermissions } from "../../../domain/contributors.ts";
import { contributorProfiles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let editor: Headers;
let viewer: Headers;
let outsider: Headers;
let coupleId: string;
let editorId: string;
let viewerId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const helps = (userId: string, granted: Partial<ContributorPermissions>) =>
  t.database.db.insert(contributorProfiles).values({ userId, coupleId, relationship: "parent", permissions: { ...NO_ACCESS, ...granted } });

interface Board {
  canEdit: boolean;
  people: { id: string; name: string; isCouple: boolean }[];
  tasks: {
    id: string;
    title: string;
    assignee: { id: string; name: string } | null;
    dueDate: string | null;
    done: boolean;
    overdue: boolean;
    canDelete: boolean;
    timelineItem: { id: string; title: string } | null;
    timelineHidden: boolean;
    comments: number;
  }[];
  timelineItems: { id: string; title: string }[] | null;
  polls: {
    id: string;
    question: string;
    options: { label: string; votes: number; listing: { kind: string; id: string; name: string; href: string; photo: string | null } | null; voters?: { id: string; name: string }[] }[];
    totalVotes: number;
    voterCount: number;
    myVotes: number[];
    maxChoices: number;
    anonymous: boolean;
    closesAt: string | null;
    closed: boolean;
    canVote: boolean;
    canClose: boolean;
  }[];
}
const board = (headers: Headers, asHelper = true) => json<Board>(t.request("GET", `/api/tasks-polls${asHelper ? `?coupleId=${coupleId}` : ""}`, undefined, headers));
const errorOf = async (response: Response | Promise<Response>) => (await json<{ error: { message: string; fields?: Record<string, string[]> } }>(response)).error;

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, editor, viewer, outsider] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  [coupleId, editorId, viewerId] = await Promise.all([idOf(couple), idOf(editor), idOf(viewer)]);
  const outsiderId = await idOf(outsider);
  await helps(editorId, { chat: "edit" });
  await helps(viewerId, { chat: "view" });
  // A helper without the chat area: cannot see tasks, and cannot be given one.
  await helps(outsiderId, { guests: "edit" });
});
afterAll(() => t.close());

describe("shared tasks", () => {
  it("the couple assigns a task to a helper, who sees it and ticks it off", async () => {
    const created = await t.request("POST", "/api/tasks-polls/tasks", { title: "Book the florist tasting", assigneeId: editorId, dueDate: "2027-03-01" }, couple);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: string }>(created);

    const seen = await board(editor);
    expect(seen.canEdit).toBe(true);
    expect(seen.people[0]).toMatchObject({ id: coupleId, isCouple: true });
    expect(seen.people.slice(1).map((p) => p.id).sort()).toEqual([editorId, viewerId].sort());
    expect(seen.tasks).toEqual([expect.objectContaining({ id, title: "Book the florist tasting", assignee: { id: editorId, name: "couple" }, dueDate: "2027-03-01", done: false, canDelete: false })]);

    const done = await t.request("PATCH", `/api/tasks-polls/tasks/${id}?coupleId=${coupleId}`, { done: true }, editor);
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await board(couple, false)).tasks[0]).toMatchObject({ done: true, overdue: false, canDelete: true });
  });

  it("a helper's open tasks show on their dashboard while they still have the area", async () => {
    const mine = () => json<{ tasks: { title: string; coupleId: string; own: boolean }[] }>(t.request("GET", "/api/tasks-polls/mine", undefined, viewer));
    await t.request("POST", "/api/tasks-polls/tasks", { title: "Write the toast", assigneeId: viewerId }, couple);
    expect((await mine()).tasks).toEqual([expect.objectContaining({ title: "Write the toast", coupleId, own: false })]);
    await t.database.db.update(contributorProfiles).set({ permissions: NO_ACCESS }).where(eq(contributorProfiles.userId, viewerId));
    expect((await mine()).tasks).toEqual([]);
    await t.database.db.update(contributorProfiles).set({ permissions: { ...NO_ACCESS, chat: "view" } }).where(eq(contributorProfiles.userId, viewerId));
  });

  it("a past due date shows as overdue until it is done", async () => {
    const { id } = await json<{ id: string }>(t.request("POST", "/api/tasks-polls/tasks", { title: "Mail the save-the-dates", dueDate: "2020-01-15" }, couple));
    expect((await board(couple, false)).tasks.find((task) => task.id === id)).toMatchObject({ overdue: true, assignee: null });
  });

  it("refuses bad input with what to fix", async () => {
    const empty = await t.request("POST", "/api/tasks-polls/tasks", { title: "  " }, couple);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toContain("Say what needs doing.");
    const badDate = await t.request("POST", "/api/tasks-polls/tasks", { title: "Cake", dueDate: "2027-02-30" }, couple);
    expect(badDate.status).toBe(400);
    expect((await errorOf(badDate)).message).toContain("Enter a real date, like 2027-06-12.");
    // Someone who can't see tasks (a helper without the chat area, or a stranger) can't be given one.
    for (const assigneeId of [await idOf(outsider), await idOf(otherCouple)]) {
      const response = await t.request("POST", "/api/tasks-polls/tasks", { title: "Cake", assigneeId }, couple);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe("A task can be for the couple or a helper with access to tasks.");
    }
    const nothing = await t.request("PATCH", `/api/tasks-polls/tasks/${(await board(couple, false)).tasks[0]!.id}`, {}, couple);
    expect(nothing.status).toBe(400);
  });

  it("a helper with view reads but cannot write; one without the area, or another couple, finds nothing", async () => {
    expect((await board(viewer)).canEdit).toBe(false);
    expect((await t.request("POST", `/api/tasks-polls/tasks?coupleId=${coupleId}`, { title: "Sneaky" }, viewer)).status).toBe(403);
    expect((await t.request("GET", `/api/tasks-polls?coupleId=${coupleId}`, undefined, outsider)).status).toBe(404);
    expect((await t.request("GET", `/api/tasks-polls?coupleId=${coupleId}`, undefined, otherCouple)).status).toBe(404);
    // Another couple's task id on one's own planning answers like a missing one.
    const taskId = (await board(couple, false)).tasks[0]!.id;
    expect((await t.request("PATCH", `/api/tasks-polls/tasks/${taskId}`, { done: false }, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/tasks-polls/tasks/${taskId}`, undefined, otherCouple)).status).toBe(404);
  });

  it("a helper deletes only the tasks they added; the couple deletes any", async () => {
    const mine = await json<{ id: string }>(t.request("POST", `/api/tasks-polls/tasks?coupleId=${coupleId}`, { title: "Order the welcome signs" }, editor));
    const theirs = (await board(editor)).tasks.find((task) => task.title === "Book the florist tasting")!;
    const refused = await t.request("DELETE", `/api/tasks-polls/tasks/${theirs.id}?coupleId=${coupleId}`, undefined, editor);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe("Only the couple or the person who added this task can delete it.");
    expect((await t.request("DELETE", `/api/tasks-polls/tasks/${mine.id}?coupleId=${coupleId}`, undefined, editor)).status).toBe(200);
    expect((await board(couple, false)).tasks.some((task) => task.id === mine.id)).toBe(false);
  });
});

describe("polls", () => {
  it("one vote per person, changed while open, counted; closing keeps the results and stops votes", async () => {
    const created = await t.request("POST", `/api/tasks-polls/polls?coupleId=${coupleId}`, { question: "Which cake flavor?", options: ["Lemon", "Chocolate", "Carrot"] }, editor);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json<{ id: string }>(created);
    const voteAs = (headers: Headers, option: number, asHelper = true) => t.request("PUT", `/api/tasks-polls/polls/${id}/vote${asHelper ? `?coupleId=${coupleId}` : ""}`, { choices: [option] }, headers);

    expect((await voteAs(couple, 0, false)).status).toBe(200);
    expect((await voteAs(editor, 1)).status).toBe(200);
    expect((await voteAs(editor, 0)).status).toBe(200);
    expect((await voteAs(viewer, 2)).status).toBe(403);
    const out = await voteAs(couple, 7, false);
    expect(out.status).toBe(400);
    expect((await errorOf(out)).message).toBe("Choose one of the poll's options.");

    const poll = (await board(editor)).polls.find((p) => p.id === id)!;
    expect(poll).toMatchObject({ totalVotes: 2, voterCount: 2, myVotes: [0], closed: false, canClose: true });
    expect(poll.options).toEqual([
      { label: "Lemon", votes: 2, listing: null },
      { label: "Chocolate", votes: 0, listing: null },
      { label: "Carrot", votes: 0, listing: null },
    ]);
    expect((await board(viewer)).polls.find((p) => p.id === id)).toMatchObject({ myVotes: [], canClose: false, canVote: false });

    expect((await t.request("POST", `/api/tasks-polls/polls/${id}/close`, undefined, couple)).status).toBe(200);
    const late = await voteAs(editor, 1);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("This poll is closed, so votes can't change.");
    expect((await board(couple, false)).polls.find((p) => p.id === id)).toMatchObject({ closed: true, totalVotes: 2, canClose: false });
  });

  it("a helper closes only their own polls; bad polls are refused with what to fix", async () => {
    const { id } = await json<{ id: string }>(t.request("POST", "/api/tasks-polls/polls", { question: "First dance song?", options: ["At Last", "Perfect"] }, couple));
    const refused = await t.request("POST", `/api/tasks-polls/polls/${id}/close?coupleId=${coupleId}`, undefined, editor);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe("Only the couple or the person who asked can close this poll.");
    expect((await t.request("POST", `/api/tasks-polls/polls/${id}/close`, undefined, otherCouple)).status).toBe(404);

    const one = await t.request("POST", "/api/tasks-polls/polls", { question: "Yes?", options: ["Yes"] }, couple);
    expect((await errorOf(one)).message).toContain("Give at least 2 options.");
    const same = await t.request("POST", "/api/tasks-polls/polls", { question: "Color?", options: ["Sage", "sage"] }, couple);
    expect((await errorOf(same)).message).toContain("Each option must be different.");
  });

  it("June reads the tasks and polls and the overview counts them", async () => {
    const overview = await json<{ tasksPolls: { openTasks: number; overdueTasks: number; openPolls: number } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.tasksPolls).toMatchObject({ openTasks: 2, overdueTasks: 1, openPolls: 1 });
  });
});
