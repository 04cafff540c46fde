import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { FileStorage } from "./storage/storage.ts";

/** What every feature router is built from; tests build it with an in-memory database. */
export interface AppDeps {
  auth: Auth;
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
}
