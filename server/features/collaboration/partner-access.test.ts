import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS, type ContributorPermissions } from "../../../domain/contributors.ts";
import { createTestApp, linkIn, waitForMail, type TestApp } from "../../test/harness.ts";

/**
 * Either partner manages access (issue 29, decision 059): the second partner, who joined through an
 * invitation as Partner, invites, resends, withdraws, removes and changes helpers as the first does,
 * on /contributor-access and /budget-permissions (naming the couple with ?coupleId=).
 */
type Headers = Record<string, string>;
interface Access {
  contributors: { id: string; email: string; relationship: string; permissions: ContributorPermissions; budgetLines: string[] | null; you: boolean }[];
  invitations: { id: string; email: string; state: string }[];
}

let t: TestApp;
let couple: Headers;
let partner: Headers;
let mother: Headers;
let otherCouple: Headers;
let coupleId: string;
let otherCoupleId: string;
let coupleEmail: string;
let partnerEmail: string;
let motherProfileId: string;
let otherCouplesInvitation: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const me = async (headers: Headers) => (await json<{ user: { id: string; email: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user;
const permissions = (granted: Partial<ContributorPermissions>): ContributorPermissions => ({ ...NO_ACCESS, ...granted });

/** Invites `email` as `relationship` from `from` (query: the partner's ?coupleId=) and returns the invitation's id and the link's token. */
async function invite(from: Headers, email: string, relationship: string, granted: Partial<ContributorPermissions>, query = "") {
  const response = await t.request("POST", `/api/collaboration/invitations${query}`, { email, relationship, permissions: permissions(granted) }, from);
  expect(response.status, await response.clone().text()).toBe(201);
  const mail = await waitForMail(t, email, /invited you to help plan/);
  return { id: (await json<{ id: string }>(response)).id, token: linkIn(mail.text).split("/").at(-1)! };
}

async function join(headers: Headers, token: string) {
  const response = await t.request("POST", `/api/collaboration/join/${token}`, {}, headers);
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  [couple, partner, mother, otherCouple] = await Promise.all([t.signIn("couple"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  const [coupleUser, partnerUser, motherUser, otherUser] = await Promise.all([me(couple), me(partner), me(mother), me(otherCouple)]);
  [coupleId, coupleEmail, partnerEmail, otherCoupleId] = [coupleUser.id, coupleUser.email, partnerUser.email, otherUser.id];
  // The second partner joins through the partner invitation; the mother as a parent who edits the budget.
  await join(partner, (await invite(couple, partnerEmail, "partner", { guests: "edit", budget: "edit", timeline: "edit", chat: "edit" })).token);
  await join(mother, (await invite(couple, motherUser.email, "parent", { budget: "edit", chat: "edit" })).token);
  const access = await json<Access>(t.request("GET", "/api/collaboration/access", undefined, couple));
  motherProfileId = access.contributors.find((c) => c.email === motherUser.email)!.id;
  otherCouplesInvitation = (await invite(otherCouple, `aunt-${Date.now()}@example.com`, "parent", { guests: "view" })).id;
  expect((await t.request("PUT", "/api/budget", { totalCents: 2_000_000, guestCount: 100 }, couple)).status).toBe(200);
});
afterAll(() => t.close());

describe("the second partner", () => {
  const q = () => `?coupleId=${coupleId}`;

  it("sees the couple's helpers and invitations, their own row marked as theirs", async () => {
    const response = await t.request("GET", `/api/collaboration/access${q()}`, undefined, partner);
    expect(response.status, await response.clone().text()).toBe(200);
    const access = await json<Access>(response);
    expect(access.contributors.map((c) => [c.relationship, c.you]).sort()).toEqual([
      ["parent", false],
      ["partner", true],
    ]);
  });

  it("invites, resends and withdraws, and the first partner sees the same invitations", async () => {
    const email = `planner-${Date.now()}@example.com`;
    const { id } = await invite(partner, email, "planner", { timeline: "edit" }, q());
    const forCouple = await json<Access>(t.request("GET", "/api/collaboration/access", undefined, couple));
    expect(forCouple.invitations.find((i) => i.id === id)).toMatchObject({ email, state: "sent" });

    const resent = await t.request("POST", `/api/collaboration/invitations/${id}/resend${q()}`, {}, partner);
    expect(resent.status, await resent.clone().text()).toBe(200);
    const revoked = await t.request("DELETE", `/api/collaboration/invitations/${id}${q()}`, undefined, partner);
    expect(revoked.status).toBe(200);
    expect((await json<{ state: string }>(revoked)).state).toBe("revoked");
  });

  it("changes a helper's areas and budget lines, and removes them", async () => {
    const changed = await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}${q()}`, { relationship: "parent", permissions: permissions({ budget: "edit", guests: "view" }) }, partner);
    expect(changed.status, await changed.clone().text()).toBe(200);
    const lines = await t.request("PUT", `/api/collaboration/contributors/${motherProfileId}/budget-lines${q()}`, { lines: ["flowers"] }, partner);
    expect(lines.status, await lines.clone().text()).toBe(200);
    const forCouple = await json<Access>(t.request("GET", "/api/collaboration/access", undefined, couple));
    expect(forCouple.contributors.find((c) => c.id === motherProfileId)).toMatchObject({ permissions: permissions({ budget: "edit", guests: "view" }), budgetLines: ["flowers"] });
    // The mother's next request sees it: the guest list now opens for her, read only.
    expect((await t.request("GET", `/api/guests/overview${q()}`, undefined, mother)).status).toBe(200);
    expect((await t.request("POST", `/api/guests${q()}`, { firstName: "No", lastName: "Way" }, mother)).status).toBe(403);

    // The budget's history on /budget-permissions: the partner reads it; the couple's own change is not "You" to them.
    const history = await t.request("GET", `/api/budget/history${q()}`, undefined, partner);
    expect(history.status, await history.clone().text()).toBe(200);
    const { changes } = await json<{ changes: { who: string; byCouple: boolean }[] }>(history);
    expect(changes.find((c) => c.byCouple)?.who).not.toBe("You");

    const removed = await t.request("DELETE", `/api/collaboration/contributors/${motherProfileId}${q()}`, undefined, partner);
    expect(removed.status).toBe(200);
    expect((await t.request("GET", `/api/budget${q()}`, undefined, mother)).status).toBe(404);
  });

  it("can't change their own access, nor invite the couple's own account", async () => {
    const access = await json<Access>(t.request("GET", `/api/collaboration/access${q()}`, undefined, partner));
    const own = access.contributors.find((c) => c.you)!;
    const raise = await t.request("PUT", `/api/collaboration/contributors/${own.id}${q()}`, { relationship: "partner", permissions: permissions({ guests: "edit", budget: "edit", timeline: "edit", venues: "edit", chat: "edit", boards: "edit", music: "edit", websites: "edit" }) }, partner);
    expect(raise.status).toBe(403);
    expect((await json<{ error: { message: string } }>(raise)).error.message).toMatch(/can't change your own access/);
    expect((await t.request("PUT", `/api/collaboration/contributors/${own.id}/budget-lines${q()}`, { lines: null }, partner)).status).toBe(403);
    const couplesOwn = await t.request("POST", `/api/collaboration/invitations${q()}`, { email: coupleEmail.toUpperCase(), relationship: "friend", permissions: NO_ACCESS }, partner);
    expect(couplesOwn.status).toBe(422);
    expect((await json<{ error: { message: string } }>(couplesOwn)).error.message).toMatch(/your partner's address/);
  });
});

describe("who else may manage access", () => {
  it("is refused to a helper who is not the partner, even with edit on every area", async () => {
    const helper = await t.signIn("couple");
    const helperUser = await me(helper);
    await join(helper, (await invite(couple, helperUser.email, "planner", { guests: "edit", budget: "edit", timeline: "edit", venues: "edit", chat: "edit", boards: "edit", music: "edit", websites: "edit" })).token);
    const q = `?coupleId=${coupleId}`;
    for (const [method, path, body] of [
      ["GET", `/api/collaboration/access${q}`, undefined],
      ["POST", `/api/collaboration/invitations${q}`, { email: "someone@example.com", relationship: "friend", permissions: NO_ACCESS }],
      ["GET", `/api/budget/history${q}`, undefined],
    ] as const) {
      expect((await t.request(method, path, body, helper)).status, `${method} ${path}`).toBe(403);
    }
  });

  it("answers the couple's partner naming another couple, or another couple's rows, like a stranger (404)", async () => {
    expect((await t.request("GET", `/api/collaboration/access?coupleId=${otherCoupleId}`, undefined, partner)).status).toBe(404);
    expect((await t.request("GET", `/api/budget/history?coupleId=${otherCoupleId}`, undefined, partner)).status).toBe(404);
    // Another couple's invitation id, on the couple the partner helps: the same 404 as a missing one.
    expect((await t.request("DELETE", `/api/collaboration/invitations/${otherCouplesInvitation}?coupleId=${coupleId}`, undefined, partner)).status).toBe(404);
    expect((await t.request("POST", `/api/collaboration/invitations/${otherCouplesInvitation}/resend?coupleId=${coupleId}`, {}, partner)).status).toBe(404);
    // Another couple naming this couple.
    expect((await t.request("GET", `/api/collaboration/access?coupleId=${coupleId}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("GET", `/api/collaboration/access?coupleId=bad%20id`, undefined, partner)).status).toBe(400);
  });
});
