import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { catalogueVersion } from "./schema/index.ts";

/** The catalogue's version: it moves on every write that can change a venue search (migrations 0005, 0006). */
export interface CatalogueVersion {
  current(): Promise<number>;
}

export const CATALOGUE_CHANNEL = "catalogue_changed";

async function readVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return Number(row?.version ?? 0);
}

/**
 * On PostgreSQL other servers write too, and a notice from them could arrive after this server's next
 * search, so the version is read on every call. On embedded PGlite this process is the only writer and
 * PGlite hands the notice to the listener before the write's own promise settles, so the version is
 * kept in memory: a write is never followed by a search that misses it.
 */
export function catalogueVersionOf(db: Database): CatalogueVersion {
  let known = 0;
  let watching: Promise<boolean> | undefined;
  // Started on the first call, so building the routes touches no database.
  const watch = async () => {
    const client = (db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) return false;
    try {
      // Listen first, then read: a write between the two is then counted either way.
      await client.listen(CATALOGUE_CHANNEL, (payload) => {
        known = Math.max(known, Number(payload) || known + 1);
      });
      known = Math.max(known, await readVersion(db));
      return true;
    } catch {
      return false;
    }
  };
  return {
    async current() {
      if (!(await (watching ??= watch()))) return readVersion(db);
      return known;
    },
  };
}
