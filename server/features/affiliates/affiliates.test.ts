import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMISSION_PERCENT, MINIMUM_PAYOUT_CENTS, REFERRAL_COOKIE_DAYS } from "../../../domain/affiliates.ts";
import { PLANS } from "../../../domain/plans.ts";
import { affiliateClawbacks, affiliateCommissions, affiliatePayouts, affiliateReferrals, billingEvents, users } from "../../db/schema/index.ts";
import { createTestApp, STRONG_PASSWORD, type TestApp } from "../../test/harness.ts";
import { startStripeStandIn, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, type StandInEvent, type StripeStandIn } from "../../test/stripe-stand-in.ts";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const DAY_SECONDS = 24 * 60 * 60;
const application = (overrides: Record<string, unknown> = {}) => ({
  name: "Maya Okafor",
  website: "https://mayaplans.example.com",
  audience: "I write a newsletter for Ohio wedding photographers and florists, about 4,000 readers a month.",
  payoutEmail: "maya.payouts@example.com",
  agreeToTerms: true,
  ...overrides,
});

interface Dashboard {
  application: { status: string; code: string | null } | null;
  link: string | null;
  totals: { signUps: number; paying: number; earnedCents: number; unpaidCents: number; paidOutCents: number } | null;
  referrals: { accountKind: string; paidCents: number; commissionCents: number }[];
  commissions: { commissionCents: number; paidCents: number; refundedCents: number; paidOut: boolean }[];
  payouts: { amountCents: number; reference: string }[];
}

describe("affiliates: applying, attribution, commissions from paid plans, payouts", () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: Record<string, string>;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({ STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.apiBase, ADDRESS_RATE_LIMIT_SCALE: "100" });
    admin = await t.signIn("admin");
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (event: StandInEvent) => {
    const { body, signature } = stripe.sign(event);
    return Promise.resolve(t.app.request("/api/billing/webhook", { method: "POST", body, headers: { "content-type": "application/json", "stripe-signature": signature } }));
  };
  const cookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("sb_ref="));
  const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const referralOf = async (email: string) => (await t.database.db.select().from(affiliateReferrals).where(eq(affiliateReferrals.userId, await idOf(email))))[0];

  /** Signs up as a browser carrying `cookie` would, then signs in (verified), like the harness. */
  async function signUpWith(cookie: string | undefined, kind: "couple" | "vendor" | "venue_owner", email = `${kind}-${randomUUID().slice(0, 8)}@example.com`) {
    const signUp = await t.request("POST", "/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: kind, userType: kind }, cookie ? { cookie } : {});
    expect(signUp.status).toBe(200);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signIn = await t.request("POST", "/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    return { email: email.toLowerCase(), headers: { cookie: signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") } };
  }

  /** An approved affiliate: applies, an admin approves, the code comes back. */
  async function approvedAffiliate(overrides: Record<string, unknown> = {}) {
    const email = `affiliate-${randomUUID().slice(0, 8)}@example.com`;
    const headers = await t.signIn("couple", email);
    const applied = await t.request("POST", "/api/affiliates/application", application({ payoutEmail: `pay-${randomUUID().slice(0, 6)}@example.com`, ...overrides }), headers);
    expect(applied.status).toBe(201);
    const { application: row } = await json<{ application: { id: string } }>(applied);
    const approved = await t.request("PATCH", `/api/admin/affiliates/${row.id}`, { status: "approved", notes: "Good fit" }, admin);
    expect(approved.status).toBe(200);
    const { affiliate } = await json<{ affiliate: { code: string } }>(approved);
    return { email, headers, id: row.id, code: affiliate.code };
  }

  async function payingAccount(cookie: string, kind: "vendor" | "venue_owner", plan: { plan: "plus" | "pro"; interval: "month" | "year" }) {
    const account = await signUpWith(cookie, kind);
    const checkout = await t.request("POST", "/api/billing/checkout", plan, account.headers);
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get((await json<{ url: string }>(checkout)).url.split("/").pop()!)!;
    return { ...account, session };
  }

  it("takes an application checked by zod, catches a duplicate, and lets an admin approve it with a code", async () => {
    const headers = await t.signIn("vendor");
    expect((await t.request("POST", "/api/affiliates/application", application(), {})).status).toBe(401);
    const bad = await t.request("POST", "/api/affiliates/application", application({ payoutEmail: "not-an-address", agreeToTerms: false, audience: "short" }), headers);
    expect(bad.status).toBe(400);
    const badBody = await json<{ error: { fields: Record<string, string[]> } }>(bad);
    expect(Object.keys(badBody.error.fields).sort()).toEqual(["agreeToTerms", "audience", "payoutEmail"]);
    const first = await t.request("POST", "/api/affiliates/application", application(), headers);
    expect(first.status).toBe(201);
    const { application: row } = await json<{ application: { id: string; status: string; code: string | null } }>(first);
    expect(row).toMatchObject({ status: "pending", code: null });
    const second = await t.request("POST", "/api/affiliates/application", application({ name: "Someone else" }), headers);
    expect(second.status).toBe(409);
    expect((await json<{ error: { code: string } }>(second)).error.code).toBe("already_applied");
    // Admins review; they don't apply.
    expect((await t.request("POST", "/api/affiliates/application", application(), admin)).status).toBe(409);

    const listed = await json<{ affiliates: { id: string; email: string }[] }>(await t.request("GET", "/api/admin/affiliates?status=pending", undefined, admin));
    expect(listed.affiliates.some((a) => a.id === row.id)).toBe(true);
    const approved = await json<{ affiliate: { status: string; code: string } }>(await t.request("PATCH", `/api/admin/affiliates/${row.id}`, { status: "approved", notes: "" }, admin));
    expect(approved.affiliate.status).toBe("approved");
    expect(approved.affiliate.code).toMatch(/^MAYAOKAF\d{2}$/);
    // Approving again keeps the code people already have.
    const again = await json<{ affiliate: { code: string } }>(await t.request("PATCH", `/api/admin/affiliates/${row.id}`, { status: "approved", notes: "Still good" }, admin));
    expect(again.affiliate.code).toBe(approved.affiliate.code);
    const dashboard = await json<Dashboard>(await t.request("GET", "/api/affiliates/dashboard", undefined, headers));
    expect(dashboard.link).toBe(`${t.config.publicUrl}/?ref=${approved.affiliate.code}`);
    expect(dashboard.totals).toMatchObject({ signUps: 0, earnedCents: 0 });
  });

  it("sets the first-touch cookie from a ?ref= link for the stated lifetime; a later link doesn't replace it", async () => {
    const first = await approvedAffiliate();
    const second = await approvedAffiliate({ name: "Jordan Reyes" });
    const visit = await t.request("GET", `/?ref=${first.code.toLowerCase()}`);
    const cookie = cookieOf(visit);
    expect(cookie).toMatch(new RegExp(`^sb_ref=${first.code}\\.\\d+;`));
    expect(cookie).toContain(`Max-Age=${REFERRAL_COOKIE_DAYS * DAY_SECONDS}`);
    expect(cookie).toContain("HttpOnly");
    const firstCookie = cookie!.split(";")[0]!;
    // First touch wins: the second affiliate's link and typed code leave the cookie alone.
    expect(cookieOf(await t.request("GET", `/vendor-pricing?ref=${second.code}`, undefined, { cookie: firstCookie }))).toBeUndefined();
    const typed = await t.request("POST", "/api/affiliates/referral", { code: second.code }, { cookie: firstCookie });
    expect(await json(typed)).toEqual({ recorded: false });
    const vendor = await signUpWith(firstCookie, "vendor");
    expect((await referralOf(vendor.email))?.affiliateId).toBe(first.id);
    // A couple's sign-up is attributed too (couples never pay, so it never earns).
    const couple = await signUpWith(firstCookie, "couple");
    expect((await referralOf(couple.email))?.affiliateId).toBe(first.id);
    const dashboard = await json<Dashboard>(await t.request("GET", "/api/affiliates/dashboard", undefined, first.headers));
    expect(dashboard.totals?.signUps).toBe(2);
    expect(dashboard.referrals.map((r) => r.accountKind).sort()).toEqual(["couple", "vendor"]);
  });

  it("stops honoring a cookie after its lifetime: no attribution, and a new link sets a new one", async () => {
    const affiliate = await approvedAffiliate({ name: "Lena Park" });
    const old = Math.floor(Date.now() / 1000) - (REFERRAL_COOKIE_DAYS * DAY_SECONDS + 3600);
    const expired = `sb_ref=${affiliate.code}.${old}`;
    const vendor = await signUpWith(expired, "vendor");
    expect(await referralOf(vendor.email)).toBeUndefined();
    const withinLifetime = `sb_ref=${affiliate.code}.${old + 2 * 3600}`;
    const late = await signUpWith(withinLifetime, "vendor");
    expect((await referralOf(late.email))?.affiliateId).toBe(affiliate.id);
    expect(cookieOf(await t.request("GET", `/?ref=${affiliate.code}`, undefined, { cookie: expired }))).toMatch(/^sb_ref=/);
  });

  it("ignores an unknown code, a malformed code and a malformed cookie without troubling the sign-up", async () => {
    expect(await json(await t.request("POST", "/api/affiliates/referral", { code: "NOSUCH99" }))).toEqual({ recorded: false });
    expect(await json(await t.request("POST", "/api/affiliates/referral", { code: "<script>" }))).toEqual({ recorded: false });
    expect((await t.request("POST", "/api/affiliates/referral", { code: 5 })).status).toBe(400);
    expect(cookieOf(await t.request("GET", "/?ref=NOSUCH99"))).toBeUndefined();
    const unknown = await signUpWith(`sb_ref=NOSUCH99.${Math.floor(Date.now() / 1000)}`, "vendor");
    expect(await referralOf(unknown.email)).toBeUndefined();
    const garbled = await signUpWith("sb_ref=%%%not-a-cookie", "vendor");
    expect(await referralOf(garbled.email)).toBeUndefined();
  });

  it("refuses self-referral: the affiliate's own mailbox (sign-in or payout, any +tag) never earns", async () => {
    const affiliate = await approvedAffiliate({ name: "Sam Ortiz" });
    const cookie = `sb_ref=${affiliate.code}.${Math.floor(Date.now() / 1000)}`;
    const [local, domain] = affiliate.email.split("@");
    const plusTagged = await signUpWith(cookie, "vendor", `${local}+shop@${domain!.toUpperCase()}`);
    expect(await referralOf(plusTagged.email)).toBeUndefined();
    const payout = (await json<{ application: { payoutEmail: string } }>(await t.request("GET", "/api/affiliates/application", undefined, affiliate.headers))).application.payoutEmail;
    const viaPayout = await signUpWith(cookie, "vendor", payout);
    expect(await referralOf(viaPayout.email)).toBeUndefined();

    // Even a referral row pointing at the affiliate's own account earns nothing when it pays.
    const own = await t.signIn("vendor");
    const ownEmail = (await json<{ user: { email: string } }>(await t.request("GET", "/api/account/me", undefined, own))).user.email;
    const ownId = await idOf(ownEmail);
    const ownApplied = await json<{ application: { id: string } }>(await t.request("POST", "/api/affiliates/application", application({ payoutEmail: `own-${randomUUID().slice(0, 6)}@example.com` }), own));
    await t.request("PATCH", `/api/admin/affiliates/${ownApplied.application.id}`, { status: "approved", notes: "" }, admin);
    await t.database.db.insert(affiliateReferrals).values({ userId: ownId, affiliateId: ownApplied.application.id, firstTouchAt: new Date() });
    const checkout = await json<{ url: string }>(await t.request("POST", "/api/billing/checkout", { plan: "plus", interval: "month" }, own));
    const session = stripe.sessions.get(checkout.url.split("/").pop()!)!;
    for (const event of [...stripe.completeCheckout(session.id), ...stripe.payInvoice(session.subscription!)]) expect((await post(event)).status).toBe(200);
    expect(await t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.referredUserId, ownId))).toHaveLength(0);
  });

  it("computes commissions from webhook-paid invoices by the terms: once per invoice, replays and order change nothing, 12 months only", async () => {
    const affiliate = await approvedAffiliate({ name: "Priya Shah" });
    const cookie = `sb_ref=${affiliate.code}.${Math.floor(Date.now() / 1000)}`;
    const vendor = await payingAccount(cookie, "vendor", { plan: "pro", interval: "year" });
    const paidAt = Math.floor(Date.now() / 1000) - 60;
    const events = [...stripe.completeCheckout(vendor.session.id, paidAt), ...stripe.payInvoice(vendor.session.subscription!, paidAt)];
    // Each event twice, the invoice first: the same single commission.
    for (const event of [...events].reverse().concat(events)) expect((await post(event)).status).toBe(200);
    const price = PLANS.vendor.pro.prices!.year.foundingCents!;
    let rows = await t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affiliate.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paidCents: price, commissionCents: Math.floor((price * COMMISSION_PERCENT) / 100), plan: "pro" });

    // A renewal eleven months on earns; one thirteen months after the first payment does not.
    await post(stripe.payInvoice(vendor.session.subscription!, paidAt + 330 * DAY_SECONDS)[0]!);
    await post(stripe.payInvoice(vendor.session.subscription!, paidAt + 400 * DAY_SECONDS)[0]!);
    rows = await t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affiliate.id));
    expect(rows).toHaveLength(2);

    // A venue owner through the same link, on a price with no founding discount.
    const venue = await payingAccount(cookie, "venue_owner", { plan: "pro", interval: "month" });
    for (const event of [...stripe.completeCheckout(venue.session.id), ...stripe.payInvoice(venue.session.subscription!)]) await post(event);
    const venuePrice = PLANS.venue_owner.pro.prices!.month.cents;

    const dashboard = await json<Dashboard>(await t.request("GET", "/api/affiliates/dashboard", undefined, affiliate.headers));
    const expected = 2 * Math.floor((price * COMMISSION_PERCENT) / 100) + Math.floor((venuePrice * COMMISSION_PERCENT) / 100);
    expect(dashboard.totals).toMatchObject({ signUps: 2, paying: 2, earnedCents: expected, unpaidCents: expected, paidOutCents: 0 });
    expect(dashboard.commissions).toHaveLength(3);
    expect(dashboard.referrals.find((r) => r.accountKind === "vendor")).toMatchObject({ paidCents: 2 * price });
    // An account that was not referred earns nobody anything.
    const direct = await payingAccount("", "vendor", { plan: "plus", interval: "month" });
    for (const event of [...stripe.completeCheckout(direct.session.id), ...stripe.payInvoice(direct.session.subscription!)]) await post(event);
    expect(await t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.referredUserId, await idOf(direct.email)))).toHaveLength(0);
  });

  it("lets an admin mark a payout paid once, with an audit row, from the minimum balance up", async () => {
    const affiliate = await approvedAffiliate({ name: "Noor Haddad" });
    const cookie = `sb_ref=${affiliate.code}.${Math.floor(Date.now() / 1000)}`;
    const small = await payingAccount(cookie, "vendor", { plan: "plus", interval: "month" });
    for (const event of [...stripe.completeCheckout(small.session.id), ...stripe.payInvoice(small.session.subscription!)]) await post(event);
    const below = await t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal 1" }, admin);
    expect(below.status).toBe(409);
    expect(MINIMUM_PAYOUT_CENTS).toBeGreaterThan(Math.floor((PLANS.vendor.plus.prices!.month.foundingCents! * COMMISSION_PERCENT) / 100));
    const big = await payingAccount(cookie, "venue_owner", { plan: "pro", interval: "year" });
    for (const event of [...stripe.completeCheckout(big.session.id), ...stripe.payInvoice(big.session.subscription!)]) await post(event);

    expect((await t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "" }, admin)).status).toBe(400);
    expect((await t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal 7XK2" }, affiliate.headers)).status).toBe(403);
    const [paid, twice] = await Promise.all([
      t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal 7XK2" }, admin),
      t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal 7XK2" }, admin),
    ]);
    expect([paid.status, twice.status].sort()).toEqual([201, 409]);
    const total = Math.floor((PLANS.vendor.plus.prices!.month.foundingCents! * COMMISSION_PERCENT) / 100) + Math.floor((PLANS.venue_owner.pro.prices!.year.cents * COMMISSION_PERCENT) / 100);
    const audit = await t.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliate.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ amountCents: total, reference: "PayPal 7XK2", paidBy: await idOf("admin@example.com") });
    const dashboard = await json<Dashboard>(await t.request("GET", "/api/affiliates/dashboard", undefined, affiliate.headers));
    expect(dashboard.totals).toMatchObject({ earnedCents: total, unpaidCents: 0, paidOutCents: total });
    expect(dashboard.commissions.every((c) => c.paidOut)).toBe(true);
    const list = await json<{ payouts: { affiliateId: string; paidBy: string }[] }>(await t.request("GET", "/api/admin/affiliates/payouts", undefined, admin));
    expect(list.payouts.find((p) => p.affiliateId === affiliate.id)?.paidBy).toBe("admin@example.com");
    expect((await t.request("POST", `/api/admin/affiliates/${randomUUID()}/payouts`, { reference: "PayPal 1" }, admin)).status).toBe(404);
  });

  it("follows refunds: an unpaid commission shrinks with what was kept; a paid-out one is clawed back from the next payout", async () => {
    const affiliate = await approvedAffiliate({ name: "Rosa Alvarez" });
    const cookie = `sb_ref=${affiliate.code}.${Math.floor(Date.now() / 1000)}`;
    const share = (cents: number) => Math.floor((cents * COMMISSION_PERCENT) / 100);
    // One referred venue owner on Pro, yearly: each paid invoice (the first, then renewals) earns a commission.
    const owner = await payingAccount(cookie, "venue_owner", { plan: "pro", interval: "year" });
    for (const event of stripe.completeCheckout(owner.session.id)) expect((await post(event)).status).toBe(200);
    /** One more paid invoice: its id. */
    async function paidYear() {
      const [paid] = stripe.payInvoice(owner.session.subscription!);
      expect((await post(paid!)).status).toBe(200);
      return (paid!.data.object as { id: string }).id;
    }
    const commissionOf = async (invoiceId: string) => (await t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.stripeInvoiceId, invoiceId)))[0]!;
    const dashboard = async () => json<Dashboard>(await t.request("GET", "/api/affiliates/dashboard", undefined, affiliate.headers));
    const price = PLANS.venue_owner.pro.prices!.year.cents;

    // Not yet paid out: a partial refund lowers the commission to the share of what was kept; the same
    // event again changes nothing, and a refund of the rest takes it to zero.
    const first = await paidYear();
    const [partial] = stripe.refundInvoice(first, 30_000);
    expect((await post(partial!)).status).toBe(200);
    expect(await commissionOf(first)).toMatchObject({ refundedCents: 30_000, commissionCents: share(price - 30_000), payoutId: null });
    expect((await post(partial!)).status).toBe(200);
    expect((await commissionOf(first)).commissionCents).toBe(share(price - 30_000));
    expect((await post(stripe.refundInvoice(first)[0]!)).status).toBe(200);
    expect(await commissionOf(first)).toMatchObject({ refundedCents: price, commissionCents: 0 });
    // An older event arriving after a newer one (a smaller running total) changes nothing either.
    const stale = { ...partial!, id: `evt_stale_${randomUUID().slice(0, 8)}` };
    expect((await post(stale)).status).toBe(200);
    expect((await commissionOf(first)).commissionCents).toBe(0);
    expect((await dashboard()).totals).toMatchObject({ earnedCents: 0, unpaidCents: 0, paidOutCents: 0 });

    // Paid out, then refunded: the commission paid stays paid, and its amount is clawed back.
    const second = await paidYear();
    expect((await t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal R1" }, admin)).status).toBe(201);
    const refund = stripe.refundInvoice(second)[0]!;
    expect((await post(refund)).status).toBe(200);
    const clawbacks = await t.database.db.select().from(affiliateClawbacks).where(eq(affiliateClawbacks.affiliateId, affiliate.id));
    expect(clawbacks).toMatchObject([{ amountCents: share(price), payoutId: null }]);
    // The refund event and its clawback were written together: the event is recorded once, and a replay adds nothing.
    expect((await post(refund)).status).toBe(200);
    expect(await t.database.db.select().from(affiliateClawbacks).where(eq(affiliateClawbacks.affiliateId, affiliate.id))).toHaveLength(1);
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, refund.id))).toHaveLength(1);
    let view = await dashboard();
    expect(view.totals).toMatchObject({ earnedCents: 0, unpaidCents: -share(price), paidOutCents: share(price) });
    expect(view.commissions.find((c) => c.refundedCents === price && c.paidOut)).toBeDefined();

    // The next payment only makes up the clawback: nothing to pay yet. One more, and the payout nets it off.
    await paidYear();
    expect((await t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal R2" }, admin)).status).toBe(409);
    await paidYear();
    const netted = await t.request("POST", `/api/admin/affiliates/${affiliate.id}/payouts`, { reference: "PayPal R3" }, admin);
    expect(netted.status).toBe(201);
    expect((await json<{ payout: { amountCents: number } }>(netted)).payout.amountCents).toBe(share(price));
    const [settled] = await t.database.db.select().from(affiliateClawbacks).where(eq(affiliateClawbacks.affiliateId, affiliate.id));
    expect(settled!.payoutId).not.toBeNull();
    view = await dashboard();
    expect(view.totals).toMatchObject({ earnedCents: 2 * share(price), unpaidCents: 0, paidOutCents: 2 * share(price) });
    const payouts = await t.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliate.id));
    expect(payouts.reduce((total, payout) => total + payout.amountCents, 0)).toBe(view.totals!.paidOutCents);
  });

  it("stops attributing and crediting once an admin rejects the affiliate; earned commissions stay", async () => {
    const affiliate = await approvedAffiliate({ name: "Ivy Chen" });
    const cookie = `sb_ref=${affiliate.code}.${Math.floor(Date.now() / 1000)}`;
    const before = await payingAccount(cookie, "vendor", { plan: "plus", interval: "month" });
    await t.request("PATCH", `/api/admin/affiliates/${affiliate.id}`, { status: "rejected", notes: "Paid ads on our name" }, admin);
    for (const event of [...stripe.completeCheckout(before.session.id), ...stripe.payInvoice(before.session.subscription!)]) await post(event);
    expect(await t.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, affiliate.id))).toHaveLength(0);
    const after = await signUpWith(cookie, "vendor");
    expect(await referralOf(after.email)).toBeUndefined();
    const mine = await json<{ application: { status: string; code: string | null } }>(await t.request("GET", "/api/affiliates/application", undefined, affiliate.headers));
    expect(mine.application).toMatchObject({ status: "rejected", code: null });
  });
});
