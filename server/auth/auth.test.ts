import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users, verifications } from "../db/schema/index.ts";
import { createTestApp, linkIn, STRONG_PASSWORD, waitForMail, type TestApp } from "../test/harness.ts";
import { MISSING_CREDENTIALS } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
});
afterAll(() => t.close());

const signUp = (email: string, password = STRONG_PASSWORD, userType = "couple") =>
  t.request("POST", "/api/auth/sign-up/email", { email, password, name: email.split("@")[0], userType });
const signIn = (email: string, password = STRONG_PASSWORD, headers: Record<string, string> = {}) =>
  t.request("POST", "/api/auth/sign-in/email", { email, password }, headers);
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const me = async (cookie: string) => ((await (await t.request("GET", "/api/account/me", undefined, { cookie })).json()) as { user: { id: string; email_verified: boolean; user_metadata: { user_type: string } } | null }).user;

describe("sign-up", () => {
  it("needs an email and a password, in the spec's words", async () => {
    for (const body of [{}, { email: "a@example.com" }, { password: STRONG_PASSWORD }, { email: " ", password: STRONG_PASSWORD }]) {
      const response = await t.request("POST", "/api/auth/sign-up/email", body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(MISSING_CREDENTIALS);
    }
  });

  it("refuses weak passwords with the reasons, and creates nothing", async () => {
    const cases: [string, RegExp][] = [
      ["short1!", /at least 12 characters/],
      ["password1234", /data breaches/],
      ["qwertyuiop1234", /common|guess|pattern/i],
    ];
    for (const [password, reason] of cases) {
      const response = await signUp("weak@example.com", password);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(reason);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, "weak@example.com"))).toHaveLength(0);
  });

  it("sets the kind, sends a working verification link, and lets the unverified account sign in", async () => {
    expect((await signUp("vera@example.com", STRONG_PASSWORD, "vendor")).status).toBe(200);
    const response = await signIn("vera@example.com");
    expect(response.status).toBe(200);
    const cookie = cookieOf(response);
    const before = await me(cookie);
    expect(before?.email_verified).toBe(false);
    expect(before?.user_metadata.user_type).toBe("vendor");

    const mail = await waitForMail(t, "vera@example.com", /Confirm your email/);
    const link = new URL(linkIn(mail.text));
    expect(link.origin).toBe("http://localhost:3000");
    const verify = await t.request("GET", link.pathname + link.search);
    expect([200, 302]).toContain(verify.status);
    expect((await me(cookie))?.email_verified).toBe(true);
  });

  it("answers the same for an email that already has an account, and tells its owner", async () => {
    await signUp("owner@example.com");
    const fresh = await signUp("brand-new@example.com");
    const again = await signUp("owner@example.com", "another lovely passphrase 9");
    expect(again.status).toBe(fresh.status);
    const freshBody = (await fresh.json()) as Record<string, unknown>;
    const againBody = (await again.json()) as Record<string, unknown>;
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());
    await waitForMail(t, "owner@example.com", /tried to create a Serviceberry account/);
    // The original password still works; the attempt changed nothing.
    expect((await signIn("owner@example.com")).status).toBe(200);
    expect((await signIn("owner@example.com", "another lovely passphrase 9")).status).toBe(401);
  });

  it("ADMIN_EMAILS makes an account admin once its address is verified", async () => {
    await signUp("admin@example.com");
    const cookie = cookieOf(await signIn("admin@example.com"));
    expect((await me(cookie)) as unknown as { is_admin: boolean }).toMatchObject({ is_admin: false });
    const mail = await waitForMail(t, "admin@example.com", /Confirm your email/);
    expect((await t.request("GET", linkIn(mail.text).replace(t.config.publicUrl, ""))).status).toBeLessThan(400);
    expect((await me(cookie)) as unknown as { is_admin: boolean }).toMatchObject({ is_admin: true });
  });
});

describe("sign-in", () => {
  it("gives the same answer for a wrong password and an unknown email", async () => {
    await signUp("wendy@example.com");
    const wrong = await signIn("wendy@example.com", "not the right password at all");
    const unknown = await signIn("nobody-here@example.com", "not the right password at all");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("issues a new HttpOnly, SameSite=Lax session at every sign-in", async () => {
    await signUp("rotate@example.com");
    const first = await signIn("rotate@example.com");
    const second = await signIn("rotate@example.com", STRONG_PASSWORD, { cookie: cookieOf(first) });
    expect(cookieOf(first)).not.toBe(cookieOf(second));
    const setCookie = first.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it("refuses state-changing requests from another origin", async () => {
    await signUp("origin@example.com");
    const cookie = cookieOf(await signIn("origin@example.com"));
    const response = await t.request("POST", "/api/auth/sign-out", {}, { cookie, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await me(cookie)).not.toBeNull();
  });

  it("locks an account after 10 failures in a burst, even for the right password, and says when to retry", async () => {
    await signUp("target@example.com");
    for (let i = 0; i < 10; i++) expect((await signIn("target@example.com", `wrong password number ${i}`)).status).toBe(401);
    const locked = await signIn("target@example.com");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await locked.json()).error.message).toMatch(/Too many failed sign-in attempts for this account\. Please try again in \d+ (seconds|minutes)\./);
    // Another account is unaffected.
    await signUp("bystander@example.com");
    expect((await signIn("bystander@example.com")).status).toBe(200);
  });

  it("limits unknown emails the same way, so the lock reveals nothing", async () => {
    for (let i = 0; i < 10; i++) await signIn("ghost@example.com", `wrong password number ${i}`);
    expect((await signIn("ghost@example.com", "anything at all here")).status).toBe(429);
  });
});

describe("secure cookies", () => {
  it("are Secure when the public address is https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://serviceberry.example" });
    try {
      await secure.request("POST", "/api/auth/sign-up/email", { email: "s@example.com", password: STRONG_PASSWORD, name: "s" });
      const response = await secure.request("POST", "/api/auth/sign-in/email", { email: "s@example.com", password: STRONG_PASSWORD });
      const setCookie = response.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(setCookie).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe("password reset", () => {
  const requestReset = (email: string) =>
    t.request("POST", "/api/auth/request-password-reset", { email, redirectTo: "http://localhost:3000/password-reset" });

  it("answers the same whether or not the address has an account", async () => {
    await signUp("reset-me@example.com");
    const known = await requestReset("reset-me@example.com");
    const unknown = await requestReset("not-registered@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("mails a link to PUBLIC_URL/password-reset that works once and signs out every session", async () => {
    await signUp("forgetful@example.com");
    const cookie = cookieOf(await signIn("forgetful@example.com"));
    await requestReset("forgetful@example.com");
    const mail = await waitForMail(t, "forgetful@example.com", /Reset your Serviceberry password/);
    const link = new URL(linkIn(mail.text));
    expect(link.origin + link.pathname).toBe("http://localhost:3000/password-reset");
    const token = link.searchParams.get("token")!;

    const reset = await t.request("POST", "/api/auth/reset-password", { token, newPassword: "brand new meadow lantern 7" });
    expect(reset.status).toBe(200);
    expect(await me(cookie)).toBeNull();
    const again = await t.request("POST", "/api/auth/reset-password", { token, newPassword: "yet another meadow lantern 8" });
    expect(again.status).toBe(400);
    expect((await signIn("forgetful@example.com", "brand new meadow lantern 7")).status).toBe(200);
  });

  it("expires the link after 10 minutes", async () => {
    await signUp("slow@example.com");
    await requestReset("slow@example.com");
    const mail = await waitForMail(t, "slow@example.com", /Reset your Serviceberry password/);
    const token = new URL(linkIn(mail.text)).searchParams.get("token")!;
    const [row] = await t.database.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row).toBeDefined();
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.id, row!.id));
    const reset = await t.request("POST", "/api/auth/reset-password", { token, newPassword: "too late lantern meadow 3" });
    expect(reset.status).toBe(400);
  });

  it("refuses a weak new password", async () => {
    await signUp("weaknew@example.com");
    await requestReset("weaknew@example.com");
    const mail = await waitForMail(t, "weaknew@example.com", /Reset/);
    const token = new URL(linkIn(mail.text)).searchParams.get("token")!;
    const reset = await t.request("POST", "/api/auth/reset-password", { token, newPassword: "password1234" });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { error: { message: string } }).error.message).toMatch(/data breaches/);
  });

  it("limits reset requests per email", async () => {
    for (let i = 0; i < 3; i++) expect((await requestReset("spam-target@example.com")).status).toBe(200);
    const limited = await requestReset("spam-target@example.com");
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/try again in/);
  });
});

describe("sessions", () => {
  it("are stored in the database and end at sign-out", async () => {
    await signUp("session@example.com");
    const cookie = cookieOf(await signIn("session@example.com"));
    const user = await me(cookie);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
    expect((await t.request("POST", "/api/auth/sign-out", {}, { cookie })).status).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
  });
});
