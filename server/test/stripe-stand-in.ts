import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the Stripe endpoints Serviceberry uses (decision 043): customers.create,
 * checkout.sessions.create, billing_portal.sessions.create, subscriptions.retrieve and .update,
 * invoicePayments.list (which invoice a refunded payment paid). It
 * reads the form-encoded bodies the official client sends and answers Stripe-shaped JSON. It also
 * serves a small hosted-checkout page (Pay / Cancel) for browser tests, and builds events signed with
 * the webhook secret the way Stripe signs them (`generateTestHeaderString`), delivered on request.
 */
export const STAND_IN_SECRET_KEY = "sk_test_standin";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standin_secret";

type Json = Record<string, unknown>;

export interface StandInSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: StandInItem[] };
}

interface StandInItem {
  id: string;
  object: "subscription_item";
  current_period_start: number;
  current_period_end: number;
  quantity: number;
  price: { id: string; object: "price"; product: string; unit_amount: number; currency: string; recurring: { interval: string; interval_count: number } };
}

export interface StandInSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  line_item: { unit_amount: number; interval: string; product_name: string };
  subscription_metadata: Record<string, string>;
}

export interface StandInEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: object };
}

export interface StripeStandIn {
  /** What STRIPE_API_BASE is set to. */
  apiBase: string;
  customers: Map<string, Json>;
  sessions: Map<string, StandInSession>;
  subscriptions: Map<string, StandInSubscription>;
  /** Every API request the client made: method, path and the parsed form body. */
  requests: { method: string; path: string; body: Json }[];
  /** Completes a checkout as a paying customer would: the subscription exists; the events are returned, not sent. */
  completeCheckout(sessionId: string, at?: number): StandInEvent[];
  /** The subscription's invoice is paid (the first one at checkout, or a renewal): the invoice.paid event. */
  payInvoice(subscriptionId: string, at?: number): StandInEvent[];
  /** Refunds `amountCents` more of a paid invoice (all of what is left by default): the charge.refunded event, with the running total refunded. */
  refundInvoice(invoiceId: string, amountCents?: number, at?: number): StandInEvent[];
  /** A renewal fails: the subscription goes past due; the two events Stripe sends are returned. */
  failPayment(subscriptionId: string, at?: number): StandInEvent[];
  /** The subscription ends now (deleted), as at the end of a period after cancellation. */
  endSubscription(subscriptionId: string, at?: number): StandInEvent[];
  /** The raw body and Stripe-Signature header of an event, signed with `secret` (the stand-in's by default). */
  sign(event: StandInEvent, secret?: string): { body: string; signature: string };
  /** Sends an event to the webhook address given at start; answers the app's status. */
  deliver(event: StandInEvent): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

/** Reads `a[b][0][c]=v` form fields into nested objects (numeric keys become array entries). */
function parseForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const field = (value: unknown, ...path: string[]): string | undefined => {
  let node: unknown = value;
  for (const part of path) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
};
const record = (value: unknown): Record<string, string> => (value && typeof value === "object" ? (value as Record<string, string>) : {});

export async function startStripeStandIn(options: { webhookUrl?: string; port?: number } = {}): Promise<StripeStandIn> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const requests: StripeStandIn["requests"] = [];
  // Paid invoices and the payment behind each: what a refund's charge is traced back through.
  const paidInvoices = new Map<string, { paymentIntent: string; charge: string; customer: string; amount: number; refunded: number }>();
  const signer = new Stripe(STAND_IN_SECRET_KEY);
  let base = "";

  const event = (type: string, object: object, created = nowSeconds()): StandInEvent => ({
    id: id("evt"),
    object: "event",
    type,
    created,
    api_version: "2026-10-28.endive",
    livemode: false,
    data: { object: structuredClone(object) },
  });
  const json = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const missing = (res: http.ServerResponse, what: string) => json(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });

  const completeCheckout: StripeStandIn["completeCheckout"] = (sessionId, at = nowSeconds()) => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`checkout session ${sessionId} is not open`);
    const subscription: StandInSubscription = {
      id: id("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      cancel_at_period_end: false,
      created: at,
      metadata: { ...session.subscription_metadata },
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            current_period_start: at,
            current_period_end: at + (session.line_item.interval === "year" ? 365 : 30) * DAY,
            quantity: 1,
            price: { id: id("price"), object: "price", product: id("prod"), unit_amount: session.line_item.unit_amount, currency: "usd", recurring: { interval: session.line_item.interval, interval_count: 1 } },
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    session.status = "complete";
    session.subscription = subscription.id;
    return [event("customer.subscription.created", subscription, at), event("checkout.session.completed", session, at)];
  };

  const payInvoice: StripeStandIn["payInvoice"] = (subscriptionId, at = nowSeconds()) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const amount = subscription.items.data[0]!.price.unit_amount;
    const invoice = {
      id: id("in"),
      object: "invoice",
      status: "paid",
      customer: subscription.customer,
      currency: "usd",
      amount_due: amount,
      amount_paid: amount,
      created: at,
      status_transitions: { paid_at: at },
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } } },
    };
    paidInvoices.set(invoice.id, { paymentIntent: id("pi"), charge: id("ch"), customer: subscription.customer, amount, refunded: 0 });
    return [event("invoice.paid", invoice, at)];
  };

  const refundInvoice: StripeStandIn["refundInvoice"] = (invoiceId, amountCents, at = nowSeconds()) => {
    const paid = paidInvoices.get(invoiceId);
    if (!paid) throw new Error(`no paid invoice ${invoiceId}`);
    paid.refunded = Math.min(paid.amount, paid.refunded + (amountCents ?? paid.amount - paid.refunded));
    const charge = { id: paid.charge, object: "charge", customer: paid.customer, payment_intent: paid.paymentIntent, currency: "usd", amount: paid.amount, amount_captured: paid.amount, amount_refunded: paid.refunded, refunded: paid.refunded === paid.amount, paid: true, status: "succeeded" };
    return [event("charge.refunded", charge, at)];
  };

  const failPayment: StripeStandIn["failPayment"] = (subscriptionId, at = nowSeconds()) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.status = "past_due";
    const invoice = { id: id("in"), object: "invoice", status: "open", customer: subscription.customer, amount_due: subscription.items.data[0]!.price.unit_amount, parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } } };
    return [event("invoice.payment_failed", invoice, at), event("customer.subscription.updated", subscription, at)];
  };

  const endSubscription: StripeStandIn["endSubscription"] = (subscriptionId, at = nowSeconds()) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.status = "canceled";
    return [event("customer.subscription.deleted", subscription, at)];
  };

  const sign: StripeStandIn["sign"] = (evt, secret = STAND_IN_WEBHOOK_SECRET) => {
    const body = JSON.stringify(evt);
    return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
  };

  const deliver: StripeStandIn["deliver"] = async (evt) => {
    if (!options.webhookUrl) throw new Error("the stand-in was started without a webhook address");
    const { body, signature } = sign(evt);
    const response = await fetch(options.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
    return response.status;
  };

  const api = (req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Json) => {
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    requests.push({ method: req.method ?? "", path, body });
    if (req.method === "POST" && path === "/v1/customers") {
      const customer = { id: id("cus"), object: "customer", email: field(body, "email") ?? null, metadata: record(body.metadata), created: nowSeconds() };
      customers.set(customer.id, customer);
      return json(res, 200, customer);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const customer = field(body, "customer");
      if (!customer || !customers.has(customer)) return missing(res, `customer: '${customer}'`);
      const unitAmount = Number(field(body, "line_items", "0", "price_data", "unit_amount"));
      const interval = field(body, "line_items", "0", "price_data", "recurring", "interval");
      if (!Number.isInteger(unitAmount) || unitAmount < 0 || (interval !== "month" && interval !== "year")) {
        return json(res, 400, { error: { type: "invalid_request_error", message: "line_items[0][price_data] needs unit_amount and recurring[interval]" } });
      }
      const sessionId = id("cs_test");
      const session: StandInSession = {
        id: sessionId,
        object: "checkout.session",
        mode: field(body, "mode") ?? "payment",
        status: "open",
        customer,
        client_reference_id: field(body, "client_reference_id") ?? null,
        metadata: record(body.metadata),
        subscription: null,
        success_url: field(body, "success_url") ?? "",
        cancel_url: field(body, "cancel_url") ?? "",
        url: `${base}/pay/${sessionId}`,
        line_item: { unit_amount: unitAmount, interval, product_name: field(body, "line_items", "0", "price_data", "product_data", "name") ?? "" },
        subscription_metadata: record(record(body.subscription_data).metadata),
      };
      sessions.set(sessionId, session);
      return json(res, 200, session);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = field(body, "customer");
      if (!customer || !customers.has(customer)) return missing(res, `customer: '${customer}'`);
      const portalId = id("bps");
      return json(res, 200, { id: portalId, object: "billing_portal.session", customer, return_url: field(body, "return_url") ?? null, url: `${base}/portal/${portalId}` });
    }
    if (req.method === "GET" && path === "/v1/invoice_payments") {
      const paymentIntent = field(body, "payment", "payment_intent");
      const found = [...paidInvoices].filter(([, paid]) => paid.paymentIntent === paymentIntent);
      const data = found.map(([invoiceId, paid]) => ({ id: `inpay_${invoiceId}`, object: "invoice_payment", invoice: invoiceId, amount_paid: paid.amount, currency: "usd", is_default: true, status: "paid", payment: { type: "payment_intent", payment_intent: paid.paymentIntent } }));
      return json(res, 200, { object: "list", data, has_more: false, url: "/v1/invoice_payments" });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return missing(res, `subscription: '${subscriptionPath[1]}'`);
      if (req.method === "POST") {
        const cancel = field(body, "cancel_at_period_end");
        if (cancel !== undefined) subscription.cancel_at_period_end = cancel === "true";
        Object.assign(subscription.metadata, record(body.metadata));
        const itemId = field(body, "items", "0", "id");
        if (itemId) {
          const item = subscription.items.data.find((candidate) => candidate.id === itemId);
          if (!item) return missing(res, `subscription item: '${itemId}'`);
          const amount = Number(field(body, "items", "0", "price_data", "unit_amount"));
          const interval = field(body, "items", "0", "price_data", "recurring", "interval");
          if (!Number.isInteger(amount) || (interval !== "month" && interval !== "year")) return json(res, 400, { error: { type: "invalid_request_error", message: "items[0][price_data] is incomplete" } });
          item.price = { ...item.price, id: id("price"), product: field(body, "items", "0", "price_data", "product") ?? item.price.product, unit_amount: amount, recurring: { interval, interval_count: 1 } };
        }
      }
      return json(res, 200, subscription);
    }
    return json(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
  };

  /** The hosted pages a browser reaches: checkout (Pay / Cancel) and the portal (back to the app). */
  const page = async (req: http.IncomingMessage, res: http.ServerResponse, path: string) => {
    const pay = /^\/pay\/([A-Za-z0-9_]+)(\/(complete|cancel))?$/.exec(path);
    if (pay) {
      const session = sessions.get(pay[1]!);
      if (!session) return res.writeHead(404).end("No such checkout");
      if (req.method === "POST" && pay[3] === "complete") {
        const events = completeCheckout(session.id);
        for (const evt of [...events, ...payInvoice(session.subscription!)]) await deliver(evt);
        return res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
      }
      if (req.method === "POST" && pay[3] === "cancel") return res.writeHead(303, { location: session.cancel_url }).end();
      const price = `$${(session.line_item.unit_amount / 100).toFixed(2)} per ${session.line_item.interval}`;
      return res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><title>Stand-in checkout</title></head><body><main><h1>Stand-in checkout</h1><p>${session.line_item.product_name}</p><p data-testid="stand-in-price">${price}</p>` +
            `<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form><form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form></main></body></html>`,
        );
    }
    return res.writeHead(404).end("Not found");
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const path = url.pathname;
      // The client sends a GET's parameters in the query, form-encoded like a POST's body.
      if (path.startsWith("/v1/")) return api(req, res, path, parseForm(req.method === "GET" ? url.search.slice(1) : raw));
      page(req, res, path).catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: base,
    customers,
    sessions,
    subscriptions,
    requests,
    completeCheckout,
    payInvoice,
    refundInvoice,
    failPayment,
    endSubscription,
    sign,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
