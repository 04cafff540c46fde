import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFY_EMAIL_MESSAGE, type UserType } from "../../domain/account.ts";
import type { ContributorPermissions } from "../../domain/contributors.ts";
import type { Principal } from "../auth/principal.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { contributorProfiles, users } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { openTestDatabase } from "../test/harness.ts";
import type { AppEnv } from "./env.ts";
import { handleError } from "./errors.ts";
import { allow, describePolicy, planningAccess, policyOf } from "./policy.ts";

/**
 * The contributor policy on a tiny router of its own (no product route uses it yet): the couple's
 * own planning, a helper's access by area and level, and everyone else kept out.
 */
let database: DatabaseHandle;
const principals = new Map<string, Principal>();

function principal(userType: UserType, extra: Partial<Principal> = {}): Principal {
  const userId = randomUUID();
  const p: Principal = { userId, email: `${userId}@example.com`, emailVerified: true, userType, isAdmin: false, isContributor: false, sessionId: userId, signedInAt: new Date(), ...extra };
  principals.set(userId, p);
  return p;
}

let app: Hono<AppEnv>;
let couple: Principal, otherCouple: Principal, viewer: Principal, editor: Principal, budgetOnly: Principal, legacy: Principal, vendor: Principal, admin: Principal;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const { db } = database;
  couple = principal("couple");
  otherCouple = principal("couple");
  viewer = principal("couple", { isContributor: true });
  editor = principal("couple", { isContributor: true });
  budgetOnly = principal("couple", { isContributor: true });
  legacy = principal("couple", { isContributor: true });
  vendor = principal("vendor");
  admin = principal("couple", { isAdmin: true });
  await db.insert(users).values([...principals.values()].map((p) => ({ id: p.userId, name: "Test", email: p.email, emailVerified: true, userType: p.userType })));
  const grant = (helper: Principal, coupleId: string, permissions: Partial<ContributorPermissions> | string[]) =>
    db.insert(contributorProfiles).values({ userId: helper.userId, coupleId, permissions: permissions as Partial<ContributorPermissions> });
  await grant(viewer, couple.userId, { guests: "view", budget: "view" });
  await grant(editor, couple.userId, { guests: "edit", budget: "edit" });
  await grant(budgetOnly, couple.userId, { guests: "none", budget: "edit" });
  await grant(legacy, couple.userId, ["guests", "budget"]); // the column's older shape grants nothing
  await grant(editor, otherCouple.userId, {}); // a helper of both couples, with nothing shared by the second

  const deps = { db };
  const answer = (c: Context<AppEnv>) => c.json(planningAccess(c));
  app = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("principal", async () => principals.get(c.req.header("x-test-user") ?? "") ?? null);
      await next();
    })
    .get("/guests", allow.planning(deps, "guests", "view"), answer)
    .put("/guests", allow.planning(deps, "guests", "edit"), answer)
    .get("/couples/:coupleId/budget", allow.planning(deps, "budget", "view"), answer)
    .put("/couples/:coupleId/budget", allow.planning(deps, "budget", "edit"), answer)
    .post("/book", allow.all(allow.role("couple"), allow.verified), (c) => c.json({ ok: true }));
  app.onError((error, c) => handleError(error, c, createLogger("silent")));
});
afterAll(() => database.close());

async function call(method: string, path: string, who?: Principal) {
  const response = await app.request(path, { method, headers: who ? { "x-test-user": who.userId } : {} });
  const body = (await response.json()) as { error?: { code: string; message: string; fields?: Record<string, string[]> } } & Record<string, unknown>;
  return { status: response.status, body };
}

describe("allow.planning", () => {
  it("lets the couple view and edit their own planning, with or without naming themselves", async () => {
    for (const method of ["GET", "PUT"]) {
      expect(await call(method, "/guests", couple)).toEqual({ status: 200, body: { coupleId: couple.userId, as: "couple", level: "edit" } });
      expect((await call(method, `/guests?coupleId=${couple.userId}`, couple)).status).toBe(200);
      expect((await call(method, `/couples/${couple.userId}/budget`, couple)).status).toBe(200);
    }
  });

  it("lets a helper with view read but not change", async () => {
    expect(await call("GET", `/guests?coupleId=${couple.userId}`, viewer)).toEqual({ status: 200, body: { coupleId: couple.userId, as: "contributor", level: "view", helperId: viewer.userId } });
    const put = await call("PUT", `/guests?coupleId=${couple.userId}`, viewer);
    expect(put.status).toBe(403);
    expect(put.body.error?.message).toBe("The couple hasn't given you edit access to the guest list.");
    expect((await call("GET", `/couples/${couple.userId}/budget`, viewer)).status).toBe(200);
    expect((await call("PUT", `/couples/${couple.userId}/budget`, viewer)).status).toBe(403);
  });

  it("lets a helper with edit read and change", async () => {
    expect(await call("GET", `/guests?coupleId=${couple.userId}`, editor)).toEqual({ status: 200, body: { coupleId: couple.userId, as: "contributor", level: "edit", helperId: editor.userId } });
    expect(await call("PUT", `/guests?coupleId=${couple.userId}`, editor)).toEqual({ status: 200, body: { coupleId: couple.userId, as: "contributor", level: "edit", helperId: editor.userId } });
    expect((await call("PUT", `/couples/${couple.userId}/budget`, editor)).status).toBe(200);
  });

  it("keeps a helper out of an area set to none, and out of everything under an unreadable grant", async () => {
    // An area at none answers like a stranger's planning: nothing says it exists.
    const guests = await call("GET", `/guests?coupleId=${couple.userId}`, budgetOnly);
    expect(guests.status).toBe(404);
    expect(guests.body.error?.message).toBe("We couldn't find that couple's planning.");
    expect((await call("PUT", `/couples/${couple.userId}/budget`, budgetOnly)).status).toBe(200);
    expect((await call("GET", `/guests?coupleId=${couple.userId}`, legacy)).status).toBe(404);
    expect((await call("GET", `/couples/${couple.userId}/budget`, legacy)).status).toBe(404);
    // The same helper has edit with one couple and nothing with the other: grants don't carry over.
    expect((await call("GET", `/couples/${otherCouple.userId}/budget`, editor)).status).toBe(404);
  });

  it("answers 404 for a couple the caller doesn't help (another couple, a vendor, an admin, an unknown id)", async () => {
    for (const [who, coupleId] of [
      [viewer, otherCouple.userId],
      [otherCouple, couple.userId],
      [vendor, couple.userId],
      [admin, couple.userId],
      [viewer, "no-such-couple"],
    ] as const) {
      for (const [method, path] of [
        ["GET", `/guests?coupleId=${coupleId}`],
        ["PUT", `/couples/${coupleId}/budget`],
      ]) {
        const { status, body } = await call(method!, path!, who);
        expect([path, status, body.error?.code]).toEqual([path, 404, "planning_not_found"]);
      }
    }
  });

  it("refuses a business account its own 'planning', signed-out callers, and a malformed couple id", async () => {
    const own = await call("GET", "/guests", vendor);
    expect(own.status).toBe(403);
    expect(own.body.error?.message).toBe("This is for couples and the helpers they invite.");
    expect((await call("GET", "/guests")).status).toBe(401);
    expect((await call("GET", `/couples/${couple.userId}/budget`)).status).toBe(401);
    const malformed = await call("GET", "/guests?coupleId=not%20an%20id!", couple);
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error?.fields ?? {})).toEqual(["coupleId"]);
  });
});

describe("allow.all", () => {
  it("needs every part, checked in order", async () => {
    const unverified = principal("couple", { emailVerified: false });
    expect((await call("POST", "/book")).status).toBe(401);
    const wrongKind = await call("POST", "/book", vendor);
    expect([wrongKind.status, wrongKind.body.error?.message]).toEqual([403, "This is for couple accounts."]);
    const notVerified = await call("POST", "/book", unverified);
    expect([notVerified.status, notVerified.body.error?.message]).toEqual([403, VERIFY_EMAIL_MESSAGE]);
    expect((await call("POST", "/book", couple)).status).toBe(200);
  });
});

describe("describePolicy", () => {
  it("says each part of a policy in words", () => {
    const deps = { db: database.db };
    expect(describePolicy(policyOf(allow.all(allow.role("couple"), allow.verified))!)).toBe("role couple (or admin) + signed in with a verified email");
    expect(describePolicy(policyOf(allow.planning(deps, "budget", "edit"))!)).toBe("the couple, or a contributor with budget edit access (couple from :coupleId or ?coupleId)");
    expect(describePolicy(policyOf(allow.adminRecent)!)).toBe("admin, signed in within 15 minutes");
  });
});
