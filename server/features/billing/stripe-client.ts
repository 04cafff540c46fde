import Stripe from "stripe";
import type { StripeConfig } from "../../config.ts";

export type StripeClient = Stripe;

/**
 * The official Stripe client, or null when the settings are not there (plans are then granted by an
 * admin). `STRIPE_API_BASE` points it at a stand-in (tests, local development); the default is Stripe.
 */
export function createStripeClient(config: StripeConfig | null): StripeClient | null {
  if (!config) return null;
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === "https:" ? 443 : 80,
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
