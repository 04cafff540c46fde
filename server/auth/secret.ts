import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appSettings } from "../db/schema/index.ts";

const SECRET_KEY = "auth_secret";

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the database, so
 * every server process (and every restart) signs with the same secret.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error("auth secret could not be stored");
  return row.value;
}
