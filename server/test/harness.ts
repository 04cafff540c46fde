import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { createLogger } from "../logger.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";

/**
 * The API tests run on in-memory PGlite by default. With TEST_DATABASE_URL (set by
 * scripts/with-postgres.sh) each test file gets its own fresh database on that PostgreSQL server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite();
  const name = `sb_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: Config;
  mailer: Mailer;
  dataDir: string;
  /** A JSON request against the app, as a browser on the same origin would send it. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-api-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const database = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db);
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: path.join(dataDir, "mail") });
  const app = createApp({ config, db: database.db, logger: createLogger("silent"), mailer });
  return {
    app,
    database,
    config,
    mailer,
    dataDir,
    request: (method, url, body, headers = {}) =>
      Promise.resolve(
        app.request(url, {
          method,
          headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
          body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
