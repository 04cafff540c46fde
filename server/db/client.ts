import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { followCatalogueOnPostgres, registerCatalogueFollower } from "./catalogue-version.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Migrations run under one advisory lock so several servers starting together do not race. */
const MIGRATION_LOCK_ID = 7_160_001;

/**
 * PGlite starts with `-F` (fsync off) by default; Serviceberry keeps fsync on so an acknowledged
 * write survives a crash. `dataDir` undefined means in memory (tests); `loadDataDir` starts from a
 * tarball made by `dumpDataDir()` (the API tests' template database).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const startParams = PGlite.defaultStartParams.filter((param) => param !== "-F");
  const client = await PGlite.create({ dataDir, startParams, relaxedDurability: false, loadDataDir: options.loadDataDir });
  const db: Database = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // The catalogue version without a query per request: a LISTEN connection beside the pool (decision 070).
  const catalogue = followCatalogueOnPostgres(pool, url);
  registerCatalogueFollower(pool, catalogue);
  const db: Database = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await catalogue.close();
      await pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, "db"));
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
