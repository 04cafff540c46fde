import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client.ts";
import { seedDatabase } from "../db/seed/index.ts";

/**
 * Where the API tests' template database is: migrated and seeded once per vitest run (this module is
 * the `api` project's globalSetup), then copied for each test file by `openTestDatabase({ seeded: true })`.
 */
export type DatabaseTemplate =
  /** A PGlite data directory dumped as an uncompressed tarball (gzip would cost more to load than to read). */
  | { kind: "pglite"; tarball: string }
  /** A database on the TEST_DATABASE_URL server, copied with CREATE DATABASE ... TEMPLATE. */
  | { kind: "postgres"; name: string };

declare module "vitest" {
  interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db);
}

/** The URL of database `name` on the test server (names are letters, digits and underscores: no quoting). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function buildPostgresTemplate(serverUrl: string) {
  // One name per run, so two runs against the same server do not drop each other's template.
  const name = `sb_template_${process.pid}`;
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  // Closed before any copy: PostgreSQL refuses to copy a template that has open connections.
  const database = await openPostgres(databaseUrl(serverUrl, name), 1);
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  return {
    template: { kind: "postgres", name } as const,
    dispose: () => withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

async function buildPgliteTemplate() {
  const database = await openPglite();
  let tarball: Blob;
  try {
    await migrateAndSeed(database);
    // Drizzle keeps the driver it wraps as `$client`; the handle's type does not expose it.
    tarball = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  } finally {
    await database.close();
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sb-template-")), "pgdata.tar");
  fs.writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  return {
    template: { kind: "pglite", tarball: file } as const,
    dispose: async () => fs.rmSync(path.dirname(file), { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, dispose } = serverUrl ? await buildPostgresTemplate(serverUrl) : await buildPgliteTemplate();
  project.provide("databaseTemplate", template);
  console.log(`template database (${template.kind}) migrated and seeded in ${Math.round(performance.now() - started)} ms`);
  return dispose;
}
