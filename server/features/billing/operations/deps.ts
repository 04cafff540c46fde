import type { AppDeps } from "../../../deps.ts";
import type { StripeClient } from "../stripe-client.ts";

export type BillingDeps = Pick<AppDeps, "db" | "config" | "logger" | "mailer"> & { stripe: StripeClient | null };
