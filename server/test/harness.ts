import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import { grantConfiguredAdmins } from "../auth/admins.ts";
import { createAuth } from "../auth/auth.ts";
import { resolveAuthSecret } from "../auth/secret.ts";
import { loadConfig, type Config } from "../config.ts";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client.ts";
import { eq } from "drizzle-orm";
import { contributorProfiles, users } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { createLocalStorage, type FileStorage } from "../storage/storage.ts";
import { databaseUrl, withAdminClient, type DatabaseTemplate } from "./template-database.ts";

export interface TestDatabaseOptions {
  /**
   * true: a copy of the run's template database, already migrated and seeded (built once by
   * `template-database.ts`, the api project's globalSetup). false (default): a blank database, for
   * tests of migrations and the seed themselves.
   */
  seeded?: boolean;
}

function providedTemplate(): DatabaseTemplate {
  const template = inject("databaseTemplate");
  if (!template) throw new Error("No template database: run API tests in the vitest project 'api' (its globalSetup builds it).");
  return template;
}

/**
 * The API tests run on in-memory PGlite by default. With TEST_DATABASE_URL (set by
 * scripts/with-postgres.sh) each test file gets its own database on that PostgreSQL server.
 */
export async function openTestDatabase({ seeded = false }: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = seeded ? providedTemplate() : undefined;
  const wrongTemplate = () => new Error(`The template database is on ${template?.kind}, but TEST_DATABASE_URL is ${serverUrl ? "set" : "unset"} here.`);
  if (!serverUrl) {
    if (!template) return openPglite();
    if (template.kind !== "pglite") throw wrongTemplate();
    return openPglite(undefined, { loadDataDir: await fs.openAsBlob(template.tarball) });
  }
  if (template && template.kind !== "postgres") throw wrongTemplate();
  const name = `sb_test_${randomUUID().replace(/-/g, "")}`;
  await withAdminClient(serverUrl, (admin) => admin.query(template ? `create database ${name} template ${template.name}` : `create database ${name}`));
  const handle = await openPostgres(databaseUrl(serverUrl, name), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export type PrincipalKind = "anonymous" | "couple" | "vendor" | "venue_owner" | "contributor" | "admin";

export const STRONG_PASSWORD = "lantern orchard velvet 42";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  dataDir: string;
  /** A JSON request against the app, as a browser on the same origin would send it. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Creates an account of this kind and returns the headers of a signed-in browser. */
  signIn(kind: Exclude<PrincipalKind, "anonymous">, email?: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Files go here instead of a temporary `uploads/` directory (e.g. an S3 storage on a stand-in bucket). */
  storage?: FileStorage;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-api-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_EMAILS: "admin@example.com", ...env });
  const database = await openTestDatabase({ seeded: true });
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: path.join(dataDir, "mail") });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const secret = await resolveAuthSecret(database.db, config.AUTH_SECRET);
  const auth = createAuth({ config, db: database.db, mailer, logger, secret });
  const storage = options.storage ?? createLocalStorage(path.join(dataDir, "uploads"));
  const app = createApp({ auth, config, db: database.db, logger, mailer, storage });
  // Requests carry the app's own Origin, as a browser on the same site sends it.
  const request: TestApp["request"] = (method, url, body, headers = {}) =>
    Promise.resolve(
      app.request(url, {
        method,
        headers: {
          origin: config.publicUrl,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  let accountCount = 0;
  const signIn: TestApp["signIn"] = async (kind, email) => {
    const address = email ?? (kind === "admin" ? "admin@example.com" : `${kind}-${++accountCount}-${randomUUID().slice(0, 8)}@example.com`);
    const userType = kind === "vendor" || kind === "venue_owner" ? kind : "couple";
    const signUp = await request("POST", "/api/auth/sign-up/email", { email: address, password: STRONG_PASSWORD, name: kind, userType });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const response = await request("POST", "/api/auth/sign-in/email", { email: address, password: STRONG_PASSWORD });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    // Test accounts are verified, as if the person had clicked the link in the mail.
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
    // Admin rights follow a proven address (ADMIN_EMAILS), as at start-up.
    await grantConfiguredAdmins(database.db, config.ADMIN_EMAILS);
    if (kind === "contributor") {
      const couple = await signIn("couple");
      const coupleUser = (await (await request("GET", "/api/account/me", undefined, couple)).json()) as { user: { id: string } };
      const me = (await (await request("GET", "/api/account/me", undefined, { cookie })).json()) as { user: { id: string } };
      await database.db.insert(contributorProfiles).values({ userId: me.user.id, coupleId: coupleUser.user.id, permissions: {} });
    }
    return { cookie };
  };
  return {
    app,
    database,
    config,
    mailer,
    storage,
    dataDir,
    request,
    signIn,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the message the app sends after answering (mail goes out in the background). */
export async function waitForMail(t: TestApp, to: string, subject: RegExp, timeoutMs = 5000) {
  const { readOutbox } = await import("../mail/mailer.ts");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(path.join(t.dataDir, "mail"), 500)).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}
