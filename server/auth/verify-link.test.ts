import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, linkIn, STRONG_PASSWORD, waitForMail, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
});
afterAll(() => t.close());

it("the verification link signs the person in and lands on the page for their kind, marked verified", async () => {
  await t.request("POST", "/api/auth/sign-up/email", { email: "land@example.com", password: STRONG_PASSWORD, name: "land", userType: "vendor", callbackURL: "/vendor-account?verified=1" });
  const mail = await waitForMail(t, "land@example.com", /Confirm your email/);
  const link = new URL(linkIn(mail.text));
  const response = await t.request("GET", link.pathname + link.search);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/vendor-account?verified=1");
  expect(response.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
});
