import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** Strong enough for the server's check (length, breach list, zxcvbn), and easy to read in a trace. */
export const STRONG_PASSWORD = "lantern orchard velvet 42";

export type AccountKind = "couple" | "vendor" | "venue_owner";

/** The sign-up page of each kind. */
export const SIGN_UP_PATHS: Record<AccountKind, string> = {
  couple: "/signup/couple",
  vendor: "/signup/vendor",
  venue_owner: "/signup/venue",
};

/** Where each kind lands straight after signing up. */
export const SIGN_UP_LANDINGS: Record<AccountKind, string> = {
  couple: "/couple-welcome",
  vendor: "/vendor-account",
  venue_owner: "/venue-owner-account",
};

/** Where each kind lands after signing in (spec section 2). */
export const ACCOUNT_HOMES: Record<AccountKind, string> = {
  couple: "/couple-account",
  vendor: "/vendor-account",
  venue_owner: "/venue-owner-account",
};

/** The header's account link label for each kind. */
export const ACCOUNT_LABELS: Record<AccountKind, string> = {
  couple: "My Account",
  vendor: "Vendor Dashboard",
  venue_owner: "Venue Dashboard",
};

/**
 * The Origin header a browser would send. better-auth refuses a state-changing request that carries a
 * session cookie but no Origin, and API request contexts send none by themselves.
 */
export function sameOriginHeaders(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

/** Tests run in two projects at once against one server: every test needs its own address. */
export function uniqueEmail(tag = "user"): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * Waits for the newest message to `to` whose subject matches (GET /api/mail/outbox, test servers only).
 * Pass `after` (a message id) to wait for a newer one than a message already read.
 */
export async function readMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  { timeout = 10_000, after }: { timeout?: number; after?: string } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/mail/outbox");
        expect(response.ok(), "the mail outbox answers").toBe(true);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find((m) => m.to === to && subject.test(m.subject) && (after === undefined || m.id > after));
        return found !== undefined;
      },
      { message: `no mail to ${to} matching ${subject} within ${timeout} ms`, timeout, intervals: [200] },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's text. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** Creates an account through the API (no browser), e.g. to test signing in. */
export async function createAccount(
  request: APIRequestContext,
  { email = uniqueEmail(), password = STRONG_PASSWORD, userType = "couple" }: { email?: string; password?: string; userType?: AccountKind } = {},
): Promise<{ email: string; password: string; userType: AccountKind }> {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email, password, userType, name: email.split("@")[0] },
    headers: sameOriginHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password, userType };
}

/** Signs a page's browser context in through the API; the session cookie is shared with the page. */
export async function signInViaApi(page: Page, email: string, password = STRONG_PASSWORD): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: sameOriginHeaders() });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the sign-in form on /auth (does not wait for the redirect); `open: false` uses the form already on screen. */
export async function signInViaUi(page: Page, email: string, password = STRONG_PASSWORD, open = true): Promise<void> {
  if (open) await page.goto("/auth");
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs up on the kind's own page and waits for its landing page. */
export async function signUpViaUi(
  page: Page,
  { kind = "couple", email = uniqueEmail(kind), password = STRONG_PASSWORD, path }: { kind?: AccountKind; email?: string; password?: string; path?: string } = {},
): Promise<{ email: string; password: string }> {
  await page.goto(path ?? SIGN_UP_PATHS[kind]);
  const main = page.getByRole("main");
  await main.getByLabel(/^Your names?$/).fill("Maya & Theo");
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(new RegExp(`${SIGN_UP_LANDINGS[kind]}$`));
  return { email, password };
}

/** A toast (sonner) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** What GET /api/account/me says about the page's session. */
export async function currentUser(request: APIRequestContext): Promise<{ email: string; email_verified: boolean; user_metadata: { user_type: string } } | null> {
  const response = await request.get("/api/account/me");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { email: string; email_verified: boolean; user_metadata: { user_type: string } } | null }).user;
}


/** Proves an address through the link in its "Confirm your email" mail, opened with this request context. */
export async function verifyEmailViaMail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await readMail(request, email, /Confirm your email/);
  const verified = await request.get(linkIn(mail.text));
  expect(verified.status()).toBeLessThan(400);
}

/** playwright.config.ts starts the e2e server with ADMIN_EMAILS=admin@serviceberry.test. */
export const ADMIN_EMAIL = "admin@serviceberry.test";

/**
 * Signs the page in as the e2e server's admin. Admin rights wait for a verified address, so the
 * account's address is proven through the mail link first (both projects share the account: a second
 * sign-up changes nothing, and the link from the first still proves the address).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await createAccount(page.request, { email: ADMIN_EMAIL });
  await signInViaApi(page, ADMIN_EMAIL);
  if ((await currentUser(page.request))?.email_verified) return;
  // The first sign-up's mail may have left the outbox's recent window: ask for a fresh link then.
  const mail = await readMail(page.request, ADMIN_EMAIL, /Confirm your email/, { timeout: 2_000 }).catch(async () => {
    const resend = await page.request.post("/api/auth/send-verification-email", { data: { email: ADMIN_EMAIL }, headers: sameOriginHeaders() });
    expect(resend.status(), await resend.text()).toBe(200);
    return readMail(page.request, ADMIN_EMAIL, /Confirm your email/);
  });
  const verified = await page.request.get(linkIn(mail.text));
  expect(verified.status()).toBeLessThan(400);
  await signInViaApi(page, ADMIN_EMAIL);
}
