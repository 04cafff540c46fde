import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOUNDING_VENDOR_PLACES } from "../../../domain/vendor-pros.ts";
import { PLANS } from "../../../domain/plans.ts";
import { billingEvents, foundingPlaces, planGrants, planSubscriptions, users } from "../../db/schema/index.ts";
import { readOutbox } from "../../mail/mailer.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startStripeStandIn, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, type StandInEvent, type StripeStandIn } from "../../test/stripe-stand-in.ts";
import { insertTestVendor } from "../../test/vendors.ts";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const pkg = (n: number) => ({ name: `Package ${n}`, price: 1000 + n, includes: ["Six hours of coverage"] });

async function userIdOf(t: TestApp, email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user!.id;
}

async function vendorAccount(t: TestApp) {
  const email = `vendor-${randomUUID().slice(0, 8)}@example.com`;
  const headers = await t.signIn("vendor", email);
  return { email, headers, id: await userIdOf(t, email) };
}

describe("plans without Stripe settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows the plans from the server's table and says payment is not set up", async () => {
    const body = await json<{ plans: typeof PLANS; stripeEnabled: boolean; founding: { placesLeft: number } }>(await t.request("GET", "/api/billing/plans"));
    expect(body.stripeEnabled).toBe(false);
    expect(body.plans.vendor.plus.prices?.month.cents).toBe(PLANS.vendor.plus.prices?.month.cents);
    expect(body.founding.placesLeft).toBe(FOUNDING_VENDOR_PLACES);
    const vendor = await vendorAccount(t);
    const checkout = await t.request("POST", "/api/billing/checkout", { plan: "plus", interval: "month" }, vendor.headers);
    expect(checkout.status).toBe(409);
  });

  it("enforces the plan's package limit on the server, and an admin's audited grant raises it", async () => {
    const vendor = await vendorAccount(t);
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id });
    const free = PLANS.vendor.free.limits.packages;
    for (let n = 0; n < free; n++) expect((await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/packages`, pkg(n), vendor.headers)).status).toBe(201);
    const refused = await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/packages`, pkg(free), vendor.headers);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain(`${free} packages`);

    const admin = await t.signIn("admin");
    // Only an admin grants; a vendor cannot grant themselves a plan.
    expect((await t.request("POST", "/api/admin/billing/grants", { userId: vendor.id, plan: "pro", note: "Pilot partner" }, vendor.headers)).status).toBe(403);
    expect((await t.request("POST", "/api/admin/billing/grants", { userId: vendor.id, plan: "gold", note: "Pilot partner" }, admin)).status).toBe(400);
    const granted = await t.request("POST", "/api/admin/billing/grants", { userId: vendor.id, plan: "plus", note: "Pilot partner for the spring" }, admin);
    expect(granted.status).toBe(201);
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/packages`, pkg(free), vendor.headers)).status).toBe(201);

    const mine = await json<{ plan: string; source: string; limits: { packages: number } }>(await t.request("GET", "/api/billing/mine", undefined, vendor.headers));
    expect(mine).toMatchObject({ plan: "plus", source: "admin", limits: { packages: PLANS.vendor.plus.limits.packages } });
    const audit = await t.database.db.select().from(planGrants).where(eq(planGrants.userId, vendor.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ plan: "plus", previousPlan: "free", note: "Pilot partner for the spring" });
    const trail = await json<{ grants: { email: string; grantedBy: string }[] }>(await t.request("GET", "/api/admin/billing/grants", undefined, admin));
    expect(trail.grants.find((g) => g.email === vendor.email)?.grantedBy).toBe("admin@example.com");

    // Back to Free: the packages stay, but no new one fits.
    await t.request("POST", "/api/admin/billing/grants", { userId: vendor.id, plan: "free", note: "Pilot ended" }, admin);
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/packages`, pkg(99), vendor.headers)).status).toBe(409);
  });

  it("refuses grants to couples and plans to couple accounts", async () => {
    const admin = await t.signIn("admin");
    const coupleEmail = `couple-${randomUUID().slice(0, 8)}@example.com`;
    const couple = await t.signIn("couple", coupleEmail);
    expect((await t.request("POST", "/api/admin/billing/grants", { userId: await userIdOf(t, coupleEmail), plan: "plus", note: "Not a business" }, admin)).status).toBe(404);
    expect((await t.request("GET", "/api/billing/mine", undefined, couple)).status).toBe(403);
    expect((await t.request("GET", "/api/billing/mine", undefined, admin)).status).toBe(409);
  });
});

describe("plans through Stripe (against the stand-in)", () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({ STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY, STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.apiBase, ADDRESS_RATE_LIMIT_SCALE: "100" });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  // Stripe calls from its servers: no Origin, no cookies.
  const webhook = (body: string, signature?: string) =>
    Promise.resolve(t.app.request("/api/billing/webhook", { method: "POST", body, headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) } }));
  const post = (event: StandInEvent, secret?: string) => {
    const { body, signature } = stripe.sign(event, secret);
    return webhook(body, signature);
  };
  const checkout = async (headers: Record<string, string>, body: unknown = { plan: "plus", interval: "month" }) => {
    const response = await t.request("POST", "/api/billing/checkout", body, headers);
    expect(response.status).toBe(200);
    const { url } = await json<{ url: string }>(response);
    return stripe.sessions.get(url.split("/").pop()!)!;
  };
  const rowOf = async (userId: string) => (await t.database.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId)))[0];

  it("prices the checkout from the server's table, whatever the browser sends", async () => {
    const vendor = await vendorAccount(t);
    const session = await checkout(vendor.headers, { plan: "pro", interval: "year", price: 1, unit_amount: 1 });
    expect(session.line_item.unit_amount).toBe(PLANS.vendor.pro.prices!.year.foundingCents);
    expect(session.client_reference_id).toBe(vendor.id);
    expect(session.success_url).toContain("/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect((await t.request("POST", "/api/billing/checkout", { plan: "free", interval: "month" }, vendor.headers)).status).toBe(400);
  });

  it("refuses a webhook with a bad signature with 400 and changes nothing", async () => {
    const vendor = await vendorAccount(t);
    const session = await checkout(vendor.headers);
    const events = stripe.completeCheckout(session.id);
    for (const event of events) expect((await post(event, "whsec_not_the_secret")).status).toBe(400);
    const unsigned = await webhook(JSON.stringify(events[0]));
    expect(unsigned.status).toBe(400);
    const tampered = stripe.sign(events[0]!);
    const forged = await webhook(tampered.body.replace('"active"', '"trialing"'), tampered.signature);
    expect(forged.status).toBe(400);
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, events[0]!.id))).toHaveLength(0);
    expect((await rowOf(vendor.id))?.plan ?? "free").toBe("free");
  });

  it("reaches the same end state when every event is replayed twice in shuffled order", async () => {
    const base = Math.floor(Date.now() / 1000) - 600;
    const runs: Record<string, unknown>[] = [];
    for (const order of ["forward", "reversed", "interleaved"] as const) {
      const vendor = await vendorAccount(t);
      const session = await checkout(vendor.headers, { plan: "pro", interval: "month" });
      const events = [...stripe.completeCheckout(session.id, base), ...stripe.failPayment(session.subscription!, base + 60)];
      // The renewal is fixed: Stripe says active again, later than the failure.
      const recovered = stripe.subscriptions.get(session.subscription!)!;
      recovered.status = "active";
      recovered.cancel_at_period_end = true;
      events.push({ ...events[3]!, id: `evt_${randomUUID().replace(/-/g, "")}`, created: base + 120, data: { object: structuredClone(recovered) } });
      const twice = [...events, ...events];
      const sequence = order === "forward" ? twice : order === "reversed" ? [...twice].reverse() : twice.map((_, i) => twice[(i * 7) % twice.length]!);
      const statuses = [];
      for (const event of sequence) statuses.push((await post(event)).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const row = (await rowOf(vendor.id))!;
      runs.push({ plan: row.plan, status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd, priceCents: row.priceCents, graceUntil: row.graceUntil, stateAt: row.stateAt?.toISOString() });
      expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, events[0]!.id))).toHaveLength(1);
    }
    expect(runs[0]).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true, priceCents: PLANS.vendor.pro.prices!.month.foundingCents, graceUntil: null });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it("keeps a paid plan through the grace period after a failed payment, mails once, and ends it when Stripe cancels", async () => {
    const vendor = await vendorAccount(t);
    const session = await checkout(vendor.headers);
    for (const event of stripe.completeCheckout(session.id)) expect((await post(event)).status).toBe(200);
    expect(await json<{ plan: string }>(await t.request("GET", "/api/billing/mine", undefined, vendor.headers))).toMatchObject({ plan: "plus", source: "stripe" });
    const failed = stripe.failPayment(session.subscription!);
    for (const event of [...failed, ...failed]) expect((await post(event)).status).toBe(200);
    const mine = await json<{ plan: string; status: string; graceUntil: string | null }>(await t.request("GET", "/api/billing/mine", undefined, vendor.headers));
    expect(mine.plan).toBe("plus");
    expect(mine.status).toBe("past_due");
    expect(new Date(mine.graceUntil!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const failureMail = async () => (await readOutbox(path.join(t.dataDir, "mail"), 500)).filter((m) => m.to === vendor.email && m.subject.includes("didn't go through")).length;
    await expect.poll(failureMail).toBe(1);
    for (const event of stripe.endSubscription(session.subscription!, Math.floor(Date.now() / 1000) + 5)) expect((await post(event)).status).toBe(200);
    expect(await json<{ plan: string }>(await t.request("GET", "/api/billing/mine", undefined, vendor.headers))).toMatchObject({ plan: "free" });
  });

  it("changes plan with proration, cancels at period end, and opens the customer portal", async () => {
    const vendor = await vendorAccount(t);
    expect((await t.request("POST", "/api/billing/portal", undefined, vendor.headers)).status).toBe(409);
    const session = await checkout(vendor.headers);
    for (const event of stripe.completeCheckout(session.id)) await post(event);
    const changed = await t.request("POST", "/api/billing/change", { plan: "pro", interval: "year" }, vendor.headers);
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ plan: "pro", interval: "year", priceCents: PLANS.vendor.pro.prices!.year.foundingCents });
    const update = stripe.requests.findLast((r) => r.method === "POST" && r.path.startsWith("/v1/subscriptions/"));
    expect(update?.body).toMatchObject({ proration_behavior: "create_prorations" });
    const canceled = await json<{ cancelAtPeriodEnd: boolean; plan: string }>(await t.request("POST", "/api/billing/cancel", { cancel: true }, vendor.headers));
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, plan: "pro" });
    const portal = await json<{ url: string }>(await t.request("POST", "/api/billing/portal", undefined, vendor.headers));
    expect(portal.url).toMatch(/\/portal\/bps_/);
    expect(stripe.requests.findLast((r) => r.path === "/v1/billing_portal/sessions")?.body).toMatchObject({ return_url: `${t.config.publicUrl}/vendor-dashboard` });
    // A second checkout while paying is refused: changes go through /change or the portal.
    expect((await t.request("POST", "/api/billing/checkout", { plan: "plus", interval: "month" }, vendor.headers)).status).toBe(409);
  });

  it("gives exactly fifty founding places when sixty checkouts complete at once", async () => {
    const taken = (await t.database.db.select().from(foundingPlaces)).length;
    // The accounts are rows (signing sixty people in adds nothing here); their checkouts are what the
    // server created for a vendor above: the founding price, the plan in the subscription's metadata.
    const vendors = [];
    for (let i = 0; i < FOUNDING_VENDOR_PLACES - taken + 10; i++) {
      const [user] = await t.database.db.insert(users).values({ id: randomUUID(), email: `race-${i}-${randomUUID().slice(0, 6)}@example.com`, name: "Race", userType: "vendor", emailVerified: true }).returning({ id: users.id });
      vendors.push(user!);
    }
    const template = await checkout((await vendorAccount(t)).headers);
    const sessions = vendors.map((vendor, i) => {
      const session = { ...structuredClone(template), id: `cs_test_race_${i}`, customer: `cus_race_${i}`, status: "open" as const, client_reference_id: vendor.id, subscription_metadata: { ...template.subscription_metadata, user_id: vendor.id } };
      stripe.sessions.set(session.id, session);
      return session;
    });
    const deliveries = sessions.map((session) => stripe.completeCheckout(session.id)[0]!);
    const statuses = await Promise.all(deliveries.map((event) => post(event)));
    expect(statuses.every((r) => r.status === 200)).toBe(true);
    expect(await t.database.db.select().from(foundingPlaces)).toHaveLength(FOUNDING_VENDOR_PLACES);
    const founding = await json<{ placesLeft: number; taken: number }>(await t.request("GET", "/api/vendor-pros/founding-50"));
    expect(founding).toMatchObject({ placesLeft: 0, taken: FOUNDING_VENDOR_PLACES });
    // The ten who came too late pay the regular price from their next period.
    const rows = await Promise.all(vendors.map((v) => rowOf(v.id)));
    const regular = rows.filter((row) => row?.priceCents === PLANS.vendor.plus.prices!.month.cents);
    expect(regular).toHaveLength(10);
    expect(rows.every((row) => row?.plan === "plus" && row.status === "active")).toBe(true);
    // New checkouts are offered the regular price.
    const late = await vendorAccount(t);
    expect((await checkout(late.headers)).line_item.unit_amount).toBe(PLANS.vendor.plus.prices!.month.cents);
  }, 120_000);
});
