import path from "node:path";
import { z } from "zod";

const optionalUrl = z.string().url().optional();

/** Every setting the server reads, parsed once (DESIGN.md, Runtime contract). */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().email("must be a comma-separated list of email addresses"))),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Serviceberry <hello@serviceberry.app>"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().regex(/^https?:\/\//, "must start with http:// or https://").optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STATIC_DIR: z.string().min(1).default("./dist/web"),
  TRUST_PROXY: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /** Multiplies every per-address limit; for end-to-end suites and load tests where all traffic is one address. */
  ADDRESS_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** Paid plans through Stripe (decision 043): both set, or neither (plans are then granted by an admin). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_... or rk_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_...)").optional(),
  /** Where the Stripe client sends its calls; only tests and local stand-ins change it. */
  STRIPE_API_BASE: z.string().url().regex(/^https?:\/\//, "must start with http:// or https://").optional(),
  /** Spotify (decision 040): the app's client id turns on connecting an account; the base URLs point tests at a stand-in. */
  SPOTIFY_CLIENT_ID: z.string().min(1).optional(),
  SPOTIFY_API_BASE_URL: z.string().url().default("https://api.spotify.com/v1"),
  SPOTIFY_ACCOUNTS_BASE_URL: z.string().url().default("https://accounts.spotify.com"),
  /** Pinterest (decision 042): the app's id and secret turn the integration on; the base URLs are for stand-ins in tests. */
  PINTEREST_CLIENT_ID: z.string().min(1).optional(),
  PINTEREST_CLIENT_SECRET: z.string().min(1).optional(),
  PINTEREST_API_BASE_URL: z.string().url().regex(/^https?:\/\//, "must start with http:// or https://").default("https://api.pinterest.com"),
  PINTEREST_AUTHORIZE_URL: z.string().url().regex(/^https?:\/\//, "must start with http:// or https://").default("https://www.pinterest.com/oauth/"),
  /** Exact origins (comma-separated) a server-side fetch may reach even on a private address: local stand-ins, an intranet. */
  OUTBOUND_FETCH_ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/]+$/, "must be a comma-separated list of origins like http://127.0.0.1:4000"))),
});

/** Object storage settings, present only when every required `S3_*` variable is set. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Stripe settings, present only when both the secret key and the webhook secret are set. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | null;
}

export type Config = z.infer<typeof configSchema> & { publicUrl: string; dataDir: string; s3: S3Config | null; stripe: StripeConfig | null };

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

/** Empty strings count as unset, so `FOO=` in a shell behaves like no FOO at all. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? "configuration");
    throw new ConfigError(variable, `${issue.message} (got ${JSON.stringify(env[variable] ?? null)})`);
  }
  const config = parsed.data;
  const port = config.PORT;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    s3: s3Config(config),
    stripe: stripeConfig(config),
  };
}

/**
 * What the start-up log says: the address people open (PUBLIC_URL when set, else this machine at
 * HOST, "localhost" when HOST is every interface) and the interface and port the server listens on.
 */
export function startupAddresses(config: Pick<Config, "PUBLIC_URL" | "publicUrl" | "HOST">, port: number): { url: string; listening: string } {
  const everyInterface = config.HOST === "0.0.0.0" || config.HOST === "::";
  const host = everyInterface ? "localhost" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  return { url: config.PUBLIC_URL ? config.publicUrl : `http://${host}:${port}`, listening: `${config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${port}` };
}

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * S3 is all or nothing: any `S3_*` set means the four required ones must be, so a missing variable
 * stops start-up instead of silently keeping files on local disk.
 */
function s3Config(config: z.infer<typeof configSchema>): S3Config | null {
  const set = [...S3_REQUIRED, "S3_REGION" as const].filter((name) => config[name] !== undefined);
  if (set.length === 0) return null;
  const missing = S3_REQUIRED.find((name) => config[name] === undefined);
  if (missing) {
    const given = `${set.join(", ")} ${set.length === 1 ? "is" : "are"}`;
    throw new ConfigError(missing, `must be set when ${given}: object storage needs all of ${S3_REQUIRED.join(", ")}`);
  }
  return {
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION ?? "us-east-1",
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  };
}

/** Stripe is both or nothing: a key without the webhook secret could take money it never hears back about. */
function stripeConfig(config: z.infer<typeof configSchema>): StripeConfig | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (secretKey === undefined && webhookSecret === undefined) return null;
  if (secretKey === undefined) throw new ConfigError("STRIPE_SECRET_KEY", "must be set when STRIPE_WEBHOOK_SECRET is");
  if (webhookSecret === undefined) throw new ConfigError("STRIPE_WEBHOOK_SECRET", "must be set when STRIPE_SECRET_KEY is");
  return { secretKey, webhookSecret, apiBase: config.STRIPE_API_BASE ?? null };
}
