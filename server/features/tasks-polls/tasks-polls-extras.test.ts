import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS, type ContributorPermissions } from "../../../domain/contributors.ts";
import { contributorProfiles, planningPolls, timelines, timelineTasks, vendors, venues } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { taskEventsOf } from "./index.ts";

/** Decision 058: task comments and timeline links, catalog options, several votes, named or anonymous polls, a close date. */
type Headers = Record<string, string>;
let t: TestApp;
let couple: Headers;
let otherCouple: Headers;
let editor: Headers;
let viewer: Headers;
let planner: Headers;
let coupleId: string;
let otherCoupleId: string;
let editorId: string;
let viewerId: string;
let itemIds: string[];
let otherItemId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const helps = (userId: string, granted: Partial<ContributorPermissions>) =>
  t.database.db.insert(contributorProfiles).values({ userId, coupleId, relationship: "parent", permissions: { ...NO_ACCESS, ...granted } });
const errorOf = async (response: Response | Promise<Response>) => (await json<{ error: { message: string; fields?: Record<string, string[]> } }>(response)).error;
const as = (path: string) => `${path}${path.includes("?") ? "&" : "?"}coupleId=${coupleId}`;

interface Comment {
  id: string;
  body: string;
  author: { id: string | null; name: string };
  createdAt: string;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
}
interface Board {
  timelineItems: { id: string; title: string; dueDate: string; done: boolean }[] | null;
  tasks: { id: string; title: string; timelineItem: { id: string; title: string } | null; timelineHidden: boolean; comments: number }[];
  polls: {
    id: string;
    options: { label: string; votes: number; listing: { kind: string; id: string; name: string; href: string; photo: string | null } | null; voters?: { id: string; name: string }[] }[];
    voterCount: number;
    totalVotes: number;
    myVotes: number[];
    maxChoices: number;
    anonymous: boolean;
    closesAt: string | null;
    closed: boolean;
    canVote: boolean;
    canClose: boolean;
  }[];
}
const boardText = async (headers: Headers, helper = true) => (await t.request("GET", helper ? as("/api/tasks-polls") : "/api/tasks-polls", undefined, headers)).text();
const board = async (headers: Headers, helper = true) => JSON.parse(await boardText(headers, helper)) as Board;
const addTask = async (headers: Headers, body: Record<string, unknown>, helper = false) => {
  const response = await t.request("POST", helper ? as("/api/tasks-polls/tasks") : "/api/tasks-polls/tasks", body, headers);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: string }>(response)).id;
};
const addPoll = async (body: Record<string, unknown>) => {
  const response = await t.request("POST", "/api/tasks-polls/polls", body, couple);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: string }>(response)).id;
};
const vote = (headers: Headers, pollId: string, choices: number[], helper = true) =>
  t.request("PUT", helper ? as(`/api/tasks-polls/polls/${pollId}/vote`) : `/api/tasks-polls/polls/${pollId}/vote`, { choices }, headers);

beforeAll(async () => {
  t = await createTestApp();
  [couple, otherCouple, editor, viewer, planner] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  [coupleId, otherCoupleId, editorId, viewerId] = await Promise.all([idOf(couple), idOf(otherCouple), idOf(editor), idOf(viewer)]);
  await helps(editorId, { chat: "edit" });
  await helps(viewerId, { chat: "view" });
  // A planner with the chat and the timeline: sees linked timeline items and may link them.
  await helps(await idOf(planner), { chat: "edit", timeline: "view" });
  const db = t.database.db;
  const [timeline] = await db.insert(timelines).values({ coupleId }).returning();
  const items = await db
    .insert(timelineTasks)
    .values([
      { timelineId: timeline!.id, title: "Book the photographer", dueDate: "2027-01-10" },
      { timelineId: timeline!.id, title: "Order the cake", dueDate: "2027-04-02" },
    ])
    .returning();
  itemIds = items.map((item) => item.id);
  const [otherTimeline] = await db.insert(timelines).values({ coupleId: otherCoupleId }).returning();
  const [otherItem] = await db.insert(timelineTasks).values({ timelineId: otherTimeline!.id, title: "Their own item", dueDate: "2027-02-02" }).returning();
  otherItemId = otherItem!.id;
});
afterAll(() => t.close());

describe("task comments", () => {
  it("a thread per task with author and time; authors edit and delete their own, the couple deletes any", async () => {
    const taskId = await addTask(couple, { title: "Choose the florist", assigneeId: editorId });
    const first = await t.request("POST", `/api/tasks-polls/tasks/${taskId}/comments`, { body: "I liked the second one best." }, couple);
    expect(first.status, await first.clone().text()).toBe(201);
    const reply = await json<{ id: string }>(t.request("POST", as(`/api/tasks-polls/tasks/${taskId}/comments`), { body: "Calling them tomorrow." }, editor));

    const thread = await json<{ comments: Comment[] }>(t.request("GET", as(`/api/tasks-polls/tasks/${taskId}/comments`), undefined, viewer));
    expect(thread.comments.map((c) => [c.body, c.author.id])).toEqual([
      ["I liked the second one best.", coupleId],
      ["Calling them tomorrow.", editorId],
    ]);
    expect(Number.isNaN(Date.parse(thread.comments[0]!.createdAt))).toBe(false);
    // A helper who can only view reads the thread but can't write in it.
    expect(thread.comments.every((c) => !c.canEdit && !c.canDelete)).toBe(true);
    expect((await t.request("POST", as(`/api/tasks-polls/tasks/${taskId}/comments`), { body: "Me too" }, viewer)).status).toBe(403);
    expect((await board(viewer)).tasks.find((task) => task.id === taskId)?.comments).toBe(2);

    const edited = await t.request("PATCH", as(`/api/tasks-polls/comments/${reply.id}`), { body: "Calling them Friday." }, editor);
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await json<{ editedAt: string | null }>(edited)).editedAt).not.toBeNull();
    const coupleComment = thread.comments[0]!.id;
    const notTheirs = await t.request("PATCH", as(`/api/tasks-polls/comments/${coupleComment}`), { body: "Rewritten" }, editor);
    expect(notTheirs.status).toBe(403);
    expect((await errorOf(notTheirs)).message).toBe("You can only edit your own comments.");
    expect((await t.request("DELETE", as(`/api/tasks-polls/comments/${coupleComment}`), undefined, editor)).status).toBe(403);
    // The couple can't rewrite a helper's words, but can remove them.
    expect((await t.request("PATCH", `/api/tasks-polls/comments/${reply.id}`, { body: "Rewritten" }, couple)).status).toBe(403);
    expect((await t.request("DELETE", `/api/tasks-polls/comments/${reply.id}`, undefined, couple)).status).toBe(200);
    const after = await json<{ comments: Comment[] }>(t.request("GET", `/api/tasks-polls/tasks/${taskId}/comments`, undefined, couple));
    expect(after.comments.map((c) => [c.body, c.canEdit, c.canDelete])).toEqual([["I liked the second one best.", true, true]]);
  });

  it("refuses an empty comment, and another couple's task or comment answers like a missing one", async () => {
    const taskId = await addTask(couple, { title: "Pick the invitations" });
    const empty = await t.request("POST", `/api/tasks-polls/tasks/${taskId}/comments`, { body: "   " }, couple);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toContain("Write a comment first.");
    const { id: commentId } = await json<{ id: string }>(t.request("POST", `/api/tasks-polls/tasks/${taskId}/comments`, { body: "Cream card stock" }, couple));
    // Another couple, on their own planning, names this couple's task and comment.
    expect((await t.request("POST", `/api/tasks-polls/tasks/${taskId}/comments`, { body: "Hi" }, otherCouple)).status).toBe(404);
    expect((await t.request("GET", `/api/tasks-polls/tasks/${taskId}/comments`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("PATCH", `/api/tasks-polls/comments/${commentId}`, { body: "Hi" }, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/tasks-polls/comments/${commentId}`, undefined, otherCouple)).status).toBe(404);
    // ...or names the couple, whom they don't help.
    expect((await t.request("POST", as(`/api/tasks-polls/tasks/${taskId}/comments`), { body: "Hi" }, otherCouple)).status).toBe(404);
  });
});

describe("a task linked to a master-timeline item", () => {
  it("shows the item to those who see the timeline, only offers the couple's own items, and keeps the task when the item goes", async () => {
    const taskId = await addTask(couple, { title: "Get three photographer quotes", timelineTaskId: itemIds[0] });
    const mine = await board(couple, false);
    expect(mine.timelineItems?.map((item) => item.title)).toEqual(["Book the photographer", "Order the cake"]);
    expect(mine.tasks.find((task) => task.id === taskId)).toMatchObject({ timelineItem: { id: itemIds[0], title: "Book the photographer" }, timelineHidden: false });
    expect((await board(planner)).tasks.find((task) => task.id === taskId)?.timelineItem?.title).toBe("Book the photographer");
    // A helper without the timeline area sees that there is a link, not the couple's checklist.
    const helperView = await board(viewer);
    expect(helperView.timelineItems).toBeNull();
    expect(helperView.tasks.find((task) => task.id === taskId)).toMatchObject({ timelineItem: null, timelineHidden: true });
    expect(await boardText(viewer)).not.toContain("Book the photographer");

    // Another couple's item, or a link by a helper who can't see the timeline, is refused.
    const foreign = await t.request("POST", "/api/tasks-polls/tasks", { title: "Sneaky", timelineTaskId: otherItemId }, couple);
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).message).toBe("Link the task to an item of the couple's master timeline.");
    expect((await t.request("POST", as("/api/tasks-polls/tasks"), { title: "Blind link", timelineTaskId: itemIds[1] }, editor)).status).toBe(400);
    const plannerTask = await addTask(planner, { title: "Taste three cakes", timelineTaskId: itemIds[1] }, true);
    // Relinking and clearing the link.
    expect((await t.request("PATCH", `/api/tasks-polls/tasks/${plannerTask}`, { timelineTaskId: null }, couple)).status).toBe(200);
    expect((await board(couple, false)).tasks.find((task) => task.id === plannerTask)?.timelineItem).toBeNull();

    // Deleting the timeline item leaves the task, with the link cleared.
    expect((await t.request("DELETE", `/api/timeline/tasks/${itemIds[0]}`, undefined, couple)).status).toBe(200);
    expect((await board(couple, false)).tasks.find((task) => task.id === taskId)).toMatchObject({ title: "Get three photographer quotes", timelineItem: null, timelineHidden: false });
  });
});

describe("polls with catalog options, several votes, named or anonymous, and a close date", () => {
  it("finds venues and vendors in the catalog and shows them as options with their name, photo and page", async () => {
    const db = t.database.db;
    const [venue] = await db.select({ id: venues.id, name: venues.name, slug: venues.slug }).from(venues).where(eq(venues.published, true)).limit(1);
    const [vendor] = await db.select({ id: vendors.id, name: vendors.businessName, slug: vendors.slug }).from(vendors).where(eq(vendors.published, true)).limit(1);
    const search = await json<{ results: { kind: string; id: string; name: string }[] }>(t.request("GET", `/api/tasks-polls/catalog?q=${encodeURIComponent(venue!.name.slice(0, 6))}`, undefined, couple));
    expect(search.results).toContainEqual(expect.objectContaining({ kind: "venue", id: venue!.id, name: venue!.name }));
    expect((await t.request("GET", as(`/api/tasks-polls/catalog?q=${encodeURIComponent(vendor!.name.slice(0, 6))}`), undefined, viewer)).status).toBe(403);
    expect((await t.request("GET", "/api/tasks-polls/catalog?q=a", undefined, couple)).status).toBe(400);

    const pollId = await addPoll({ question: "Where and who?", options: [{ kind: "venue", id: venue!.id }, { kind: "vendor", id: vendor!.id }, "Somewhere else"] });
    const poll = (await board(editor)).polls.find((p) => p.id === pollId)!;
    expect(poll.options.map((o) => [o.label, o.listing?.kind ?? null, o.listing?.href ?? null])).toEqual([
      [venue!.name, "venue", `/venues/${venue!.slug}`],
      [vendor!.name, "vendor", `/vendor/${vendor!.slug}`],
      ["Somewhere else", null, null],
    ]);
    expect(poll.options[0]!.listing).toHaveProperty("photo");

    const unknown = await t.request("POST", "/api/tasks-polls/polls", { question: "Where?", options: [{ kind: "venue", id: vendor!.id }, "Home"] }, couple);
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe("That venue isn't in the catalog. Search for it again, or write the option as text.");
    const twice = await t.request("POST", "/api/tasks-polls/polls", { question: "Where?", options: [{ kind: "venue", id: venue!.id }, venue!.name.toUpperCase()] }, couple);
    expect((await errorOf(twice)).message).toBe("Each option must be different.");
  });

  it("refuses bad polls with what to fix", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ question: " ", options: ["A", "B"] }, "Ask a question."],
      [{ question: "Yes?", options: ["Yes"] }, "Give at least 2 options."],
      [{ question: "Color?", options: ["Sage", "sage"] }, "Each option must be different."],
      [{ question: "Color?", options: ["Sage", "Blush"], maxChoices: 3 }, "Each person can choose at most as many options as the poll has."],
      [{ question: "Color?", options: ["Sage", "Blush"], closesAt: "2020-01-01T12:00:00Z" }, "Choose a close date in the future, or leave it empty."],
      [{ question: "Color?", options: ["Sage", "Blush"], closesAt: "soon" }, "Enter a close date and time."],
    ];
    for (const [body, message] of cases) {
      const response = await t.request("POST", "/api/tasks-polls/polls", body, couple);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).message).toContain(message);
    }
  });

  it("takes up to the poll's max choices, replacing a person's earlier vote", async () => {
    const pollId = await addPoll({ question: "Which two appetizers?", options: ["Crab cakes", "Caprese", "Sliders", "Dumplings"], maxChoices: 2 });
    expect((await vote(couple, pollId, [0, 2], false)).status).toBe(200);
    expect((await vote(editor, pollId, [1])).status).toBe(200);
    expect((await vote(editor, pollId, [2, 3])).status).toBe(200);
    const tooMany = await vote(editor, pollId, [0, 1, 2]);
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toBe("Choose up to 2 options.");
    const twice = await vote(editor, pollId, [1, 1]);
    expect((await errorOf(twice)).message).toContain("Choose each option once.");
    const poll = (await board(editor)).polls.find((p) => p.id === pollId)!;
    expect(poll).toMatchObject({ maxChoices: 2, voterCount: 2, totalVotes: 4, myVotes: [2, 3] });
    expect(poll.options.map((o) => o.votes)).toEqual([1, 0, 2, 1]);
    // Choosing nothing takes the vote back.
    expect((await vote(editor, pollId, [])).status).toBe(200);
    expect((await board(editor)).polls.find((p) => p.id === pollId)).toMatchObject({ voterCount: 1, totalVotes: 2, myVotes: [] });

    const single = await addPoll({ question: "Band or DJ?", options: ["Band", "DJ"] });
    const both = await vote(couple, single, [0, 1], false);
    expect(both.status).toBe(400);
    expect((await errorOf(both)).message).toBe("Choose one option.");
  });

  it("an anonymous poll never sends who voted; a named one shows who chose what", async () => {
    const anonymous = await addPoll({ question: "Anonymous: plated or buffet?", options: ["Plated", "Buffet"] });
    const named = await addPoll({ question: "Named: brunch the day after?", options: ["Yes", "No"], anonymous: false });
    for (const pollId of [anonymous, named]) {
      expect((await vote(couple, pollId, [0], false)).status).toBe(200);
      expect((await vote(editor, pollId, [1])).status).toBe(200);
    }
    for (const headers of [couple, editor, viewer]) {
      const seen = await board(headers, headers !== couple);
      const anon = seen.polls.find((p) => p.id === anonymous)!;
      expect(anon.anonymous).toBe(true);
      expect(anon.options.every((o) => !("voters" in o))).toBe(true);
      // Not the voters' ids anywhere in the poll's answer: only counts (and the caller's own choices).
      const text = JSON.stringify(anon);
      for (const voter of [coupleId, editorId]) expect(text).not.toContain(voter);
      expect(anon.options.map((o) => o.votes)).toEqual([1, 1]);

      const open = seen.polls.find((p) => p.id === named)!;
      expect(open.options.map((o) => o.voters?.map((v) => v.id))).toEqual([[coupleId], [editorId]]);
    }
    // June's read of the polls carries counts, never voters.
    const overview = await t.request("GET", "/api/planning/overview", undefined, couple);
    expect(overview.status).toBe(200);
    expect(await overview.text()).not.toContain(editorId);
  });

  it("stops votes at the close date with a clear message, and the couple or the asker closes early", async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const pollId = await addPoll({ question: "Shuttle or parking?", options: ["Shuttle", "Parking"], closesAt: soon });
    expect((await board(couple, false)).polls.find((p) => p.id === pollId)).toMatchObject({ closed: false, canVote: true, closesAt: soon });
    expect((await vote(editor, pollId, [0])).status).toBe(200);
    // The close date passes.
    await t.database.db.update(planningPolls).set({ closesAt: new Date(Date.now() - 1000) }).where(and(eq(planningPolls.id, pollId), eq(planningPolls.coupleId, coupleId)));
    const late = await vote(editor, pollId, [1]);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("This poll's close date has passed, so votes can't change.");
    expect((await board(editor)).polls.find((p) => p.id === pollId)).toMatchObject({ closed: true, canVote: false, canClose: false, myVotes: [0] });

    // June closes a poll on the couple's confirmation.
    const other = await addPoll({ question: "Sparklers at the exit?", options: ["Yes", "No"] });
    const done = await t.request("POST", "/api/june/actions", { action: { type: "close-poll", pollId: other, question: "Sparklers at the exit?" }, decision: "confirm" }, couple);
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await board(couple, false)).polls.find((p) => p.id === other)).toMatchObject({ closed: true });
    const after = await vote(couple, other, [0], false);
    expect(after.status).toBe(409);
    expect((await errorOf(after)).message).toBe("This poll is closed, so votes can't change.");
  });
});

describe("the assignee's dashboard", () => {
  it("lists the open tasks given to the couple on the couple's dashboard overview, not others' or done ones", async () => {
    const forUs = await addTask(couple, { title: "Sign the venue contract", assigneeId: coupleId, dueDate: "2020-02-02" });
    await addTask(couple, { title: "Not ours", assigneeId: editorId });
    const doneId = await addTask(couple, { title: "Already done", assigneeId: coupleId });
    await t.request("PATCH", `/api/tasks-polls/tasks/${doneId}`, { done: true }, couple);
    const overview = await json<{ tasksPolls: { myTasks: { id: string; title: string; overdue: boolean }[] } }>(t.request("GET", "/api/planning/overview", undefined, couple));
    expect(overview.tasksPolls.myTasks).toEqual([{ id: forUs, title: "Sign the venue contract", dueDate: "2020-02-02", overdue: true }]);
  });
});

describe("task events for the activity feed", () => {
  it("lists tasks added, ticked off and commented on, with who did it, newest first", async () => {
    const taskId = await addTask(editor, { title: "Confirm the hotel block" }, true);
    await t.request("POST", as(`/api/tasks-polls/tasks/${taskId}/comments`), { body: "Done by phone." }, editor);
    await t.request("PATCH", as(`/api/tasks-polls/tasks/${taskId}`), { done: true }, editor);
    const events = (await taskEventsOf(t.database.db, coupleId)).filter((event) => event.taskId === taskId);
    expect(events.map((event) => [event.kind, event.actorId])).toEqual([
      ["task-done", editorId],
      ["task-commented", editorId],
      ["task-added", editorId],
    ]);
    expect(await taskEventsOf(t.database.db, otherCoupleId)).toEqual([]);
  });
});
