// The real app (same config, database driver, migrations, seed and routes as server/main.ts) plus one
// bench-only endpoint, GET /__bench/select-1, that runs a bare `SELECT 1` through the same database
// handle. It exists only in this process, which `npm run bench -- venues` starts; the production
// server (server/main.ts) never has it.
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { createApp } from "../../server/app.ts";
import { createAuth } from "../../server/auth/auth.ts";
import { resolveAuthSecret } from "../../server/auth/secret.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed/index.ts";
import { seedScaleVendors, seedScaleVenues } from "../../server/db/seed/scale.ts";
import { createLogger } from "../../server/logger.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { createLocalStorage } from "../../server/storage/storage.ts";

const config = loadConfig();
if (config.NODE_ENV === "production") throw new Error("the bench server never runs in production");
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
await seedDatabase(database.db);
// The scale pass of `npm run bench -- venues` asks for the generated catalog on top of the written one.
const scaleVenues = Number(process.env.BENCH_SCALE_VENUES ?? 0);
if (scaleVenues > 0) await seedScaleVenues(database.db, { count: scaleVenues });
// And `npm run bench -- vendors` for the generated vendors (9,856: 10,000 with the written ones).
const scaleVendors = Number(process.env.BENCH_SCALE_VENDORS ?? 0);
if (scaleVendors > 0) await seedScaleVendors(database.db, { count: scaleVendors });
const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: path.join(config.dataDir, "mail") });
const secret = await resolveAuthSecret(database.db, config.AUTH_SECRET);
const auth = createAuth({ config, db: database.db, mailer, logger, secret });
const storage = createLocalStorage(path.join(config.dataDir, "uploads"));
const app = createApp({ auth, config, db: database.db, logger, mailer, storage });

const bench = new Hono();
bench.get("/__bench/select-1", async (c) => {
  const result = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
  return c.json({ one: result.rows[0]?.one ?? null });
});
bench.route("/", app);

const server = serve({ fetch: bench.fetch, port: config.PORT, hostname: config.HOST });
const stop = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
