import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users, userTypes } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { grantConfiguredAdmins } from "./admins.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("makes existing accounts listed in ADMIN_EMAILS admins, and nobody else", async () => {
  await t.signIn("couple", "later-admin@example.com");
  await t.signIn("couple", "bystander@example.com");
  expect(await grantConfiguredAdmins(t.database.db, ["later-admin@example.com", "not-registered@example.com"])).toBe(1);
  const flags = await t.database.db
    .select({ email: users.email, isAdmin: userTypes.isAdmin })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.id));
  expect(flags.find((f) => f.email === "later-admin@example.com")?.isAdmin).toBe(true);
  expect(flags.find((f) => f.email === "bystander@example.com")?.isAdmin).toBe(false);
  expect(await grantConfiguredAdmins(t.database.db, [])).toBe(0);
});
