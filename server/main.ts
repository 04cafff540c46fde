import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { grantConfiguredAdmins } from "./auth/admins.ts";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { ConfigError, loadConfig, startupAddresses, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createS3Storage } from "./storage/s3-storage.ts";
import { createLocalStorage } from "./storage/storage.ts";
import path from "node:path";
import type { Server } from "node:http";
import { closeGracefully } from "./http/shutdown.ts";
import { startPaymentReminders } from "./features/budget/index.ts";
import { startBeyondReminders } from "./features/beyond-wedding/index.ts";
import { startChatDigests } from "./features/collaboration/index.ts";

async function main(config: Config) {
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  await seedDatabase(database.db);
  await grantConfiguredAdmins(database.db, config.ADMIN_EMAILS);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, "mail"),
  });
  const secret = await resolveAuthSecret(database.db, config.AUTH_SECRET);
  const auth = createAuth({ config, db: database.db, mailer, logger, secret });
  const uploadsDir = path.join(config.dataDir, "uploads");
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDir);
  // Where uploads go, for the start-up log: no keys, no user info in the endpoint.
  const files = config.s3 ? `${new URL(config.s3.endpoint).origin}/${config.s3.bucket}` : uploadsDir;
  const app = createApp({ auth, config, db: database.db, logger, mailer, storage }, { staticDir: config.STATIC_DIR });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { ...startupAddresses(config, info.port), database: database.kind, mail: mailer.kind, storage: storage.kind, files },
      "Serviceberry is listening",
    );
  }) as Server;

  // Hourly; safe with several processes (each payment is claimed by one run).
  const stopReminders = startPaymentReminders({ db: database.db, config, mailer, logger });
  // Hourly too; each due couple is claimed by one process's UPDATE (decision 041).
  const stopBeyondReminders = startBeyondReminders({ db: database.db, config, mailer, logger });
  // Every 15 minutes; safe with several processes (each person's digest is claimed by one run).
  const stopDigests = startChatDigests({ db: database.db, config, mailer, logger });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    stopReminders();
    stopBeyondReminders();
    stopDigests();
    void closeGracefully(server, database.close).then(() => {
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
}
