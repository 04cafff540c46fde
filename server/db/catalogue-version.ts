import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client.ts";
import { catalogueVersion } from "./schema/index.ts";

/** The catalogue's version: it moves on every write that can change a venue search (migrations 0005, 0006). */
export interface CatalogueVersion {
  current(): Promise<number>;
}

/** The channel the version triggers announce each new version on (migration 0006). */
export const CATALOGUE_CHANNEL = "catalogue_changed";

/** How the LISTEN connection shows up in pg_stat_activity (tests find it there). */
export const CATALOGUE_LISTENER_NAME = "serviceberry catalogue listener";

async function readVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return Number(row?.version ?? 0);
}

/**
 * The catalogue version as this process knows it on PostgreSQL, kept without a query per request
 * (decision 070). Three sources, so that every read stays as fresh as reading the row would be:
 * - other servers' writes: the triggers' NOTIFY, on one dedicated LISTEN connection per pool;
 * - this process's own writes: the pool's connections report each finished transaction that wrote
 *   (a write command completed, then the server idle again, so it is committed), and the next call
 *   reads the row, so a write is never followed by a search that misses it even if its notice is
 *   still on the way;
 * - while the LISTEN connection is not listening (not yet, or dropped), every call reads the row, as
 *   before; the connection is opened again after a pause, and listens before it reads the version.
 */
export interface CatalogueFollower {
  current(read: () => Promise<number>): Promise<number>;
  /** True while the LISTEN connection is up and the version it read is in (for tests and health). */
  readonly listening: boolean;
  /** How many times the LISTEN connection was lost (for tests). */
  readonly drops: number;
  close(): Promise<void>;
}

export interface CatalogueFollowerOptions {
  /** The pause before opening a lost LISTEN connection again. */
  retryMs?: number;
  /** How often the LISTEN connection reads the version itself: a connection lost without a word is noticed then. */
  heartbeatMs?: number;
}

const followers = new WeakMap<object, CatalogueFollower>();

// Command tags (CommandComplete) that change nothing: anything else may have written.
const READ_ONLY_COMMANDS = new Set(["SELECT", "BEGIN", "START", "ROLLBACK", "SHOW", "SET", "RESET", "LISTEN", "UNLISTEN", "FETCH", "DECLARE", "CLOSE", "DISCARD", "DEALLOCATE", "PREPARE", "EXPLAIN", "SAVEPOINT", "RELEASE"]);

function commandOf(message: unknown): string | undefined {
  const text: unknown = typeof message === "object" && message !== null ? Reflect.get(message, "text") : undefined;
  return typeof text === "string" ? text.split(" ", 1)[0] : undefined;
}

function statusOf(message: unknown): unknown {
  return typeof message === "object" && message !== null ? Reflect.get(message, "status") : undefined;
}

/**
 * Calls `wrote` each time one of the pool's connections finishes a transaction that may have written:
 * at the ReadyForQuery that says the connection is idle again after a writing command, which the
 * server sends only after the commit. It runs before the query's caller hears of the result.
 */
function watchPoolWrites(pool: pg.Pool, wrote: () => void) {
  pool.on("connect", (client) => {
    let wroteSinceIdle = false;
    client.connection.on("commandComplete", (message: unknown) => {
      const command = commandOf(message);
      if (command === undefined || !READ_ONLY_COMMANDS.has(command)) wroteSinceIdle = true;
    });
    client.connection.prependListener("readyForQuery", (message: unknown) => {
      if (wroteSinceIdle && statusOf(message) !== "T") {
        wroteSinceIdle = false;
        wrote();
      }
    });
  });
}

/**
 * Follows the catalogue version for a PostgreSQL pool (see CatalogueFollower). Registered for the
 * pool, so every `catalogueVersionOf(db)` over it shares one LISTEN connection. The connection opens
 * on the first call, so opening the database for a script touches nothing more.
 */
export function followCatalogueOnPostgres(pool: pg.Pool, connectionString: string, { retryMs = 1_000, heartbeatMs = 30_000 }: CatalogueFollowerOptions = {}): CatalogueFollower {
  let known = 0;
  let listening = false;
  let drops = 0;
  let closed = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // This process's finished writing transactions, and how many of them the last version read covers.
  let localWrites = 0;
  let coveredWrites = 0;
  let reading: { writes: number; version: Promise<number> } | undefined;
  watchPoolWrites(pool, () => void localWrites++);

  const learn = (version: number) => {
    if (Number.isFinite(version) && version > known) known = version;
  };
  // A version read that started after `writes` of this process's writes had finished covers them.
  const cover = (writes: number, version: number) => {
    learn(version);
    if (writes > coveredWrites) coveredWrites = writes;
  };

  const drop = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    listening = false;
    drops++;
    clearInterval(heartbeat);
    client.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(connect, retryMs);
      retry.unref();
    }
  };

  const connect = () => {
    retry = undefined;
    if (closed || listener) return;
    const client = new pg.Client({ connectionString, application_name: CATALOGUE_LISTENER_NAME, keepAlive: true });
    listener = client;
    client.on("error", () => drop(client));
    client.on("end", () => drop(client));
    client.on("notification", (notice) => {
      if (notice.channel === CATALOGUE_CHANNEL) learn(Number(notice.payload));
    });
    const readOwn = async () => {
      const { rows } = await client.query<{ version: string }>("select version from catalogue_version where id = 1");
      return Number(rows[0]?.version ?? 0);
    };
    void (async () => {
      try {
        await client.connect();
        // Listen first, then read: a write between the two is then counted either way.
        await client.query(`listen ${CATALOGUE_CHANNEL}`);
        cover(localWrites, await readOwn());
        if (listener !== client) return;
        listening = true;
        heartbeat = setInterval(() => {
          // A connection that died without closing its socket answers nothing: drop it after a while.
          const silent = setTimeout(() => drop(client), Math.min(heartbeatMs, 10_000));
          readOwn()
            .then(learn, () => drop(client))
            .finally(() => clearTimeout(silent));
        }, heartbeatMs);
        heartbeat.unref();
      } catch {
        drop(client);
      }
    })();
  };

  // One read of the row shared by every call that started after the same writes finished.
  const readCovering = (read: () => Promise<number>) => {
    const writes = localWrites;
    if (reading && reading.writes >= writes) return reading.version;
    const version = read().then((value) => {
      cover(writes, value);
      return known;
    });
    const current = { writes, version };
    reading = current;
    const done = () => {
      if (reading === current) reading = undefined;
    };
    version.then(done, done);
    return version;
  };

  return {
    async current(read) {
      if (!listener && !retry && !closed) connect();
      if (!listening) {
        const writes = localWrites;
        const version = await read();
        cover(writes, version);
        return version;
      }
      if (localWrites !== coveredWrites) return readCovering(read);
      return known;
    },
    get listening() {
      return listening;
    },
    get drops() {
      return drops;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = listener;
      listener = undefined;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Registers the follower of a pool, for `catalogueVersionOf` over the Drizzle database that wraps it. */
export function registerCatalogueFollower(pool: pg.Pool, follower: CatalogueFollower) {
  followers.set(pool, follower);
}

/** The follower of the database's pool, if it has one (PostgreSQL opened by openPostgres). */
export function catalogueFollowerOf(db: Database): CatalogueFollower | undefined {
  const client: unknown = typeof db === "object" && db !== null ? Reflect.get(db, "$client") : undefined;
  return typeof client === "object" && client !== null ? followers.get(client) : undefined;
}

/**
 * On PostgreSQL, other servers write too: the version follows their notices on a LISTEN connection
 * and this process's own writes by reading the row after them (see followCatalogueOnPostgres), and is
 * read on every call while that connection is not listening. On embedded PGlite this process is the
 * only writer and PGlite hands the notice to the listener before the write's own promise settles, so
 * the version is kept in memory: a write is never followed by a search that misses it.
 */
export function catalogueVersionOf(db: Database): CatalogueVersion {
  // Looked up on the first call, so building the routes touches no database.
  let follower: CatalogueFollower | null | undefined;
  const read = () => readVersion(db);
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
      follower ??= catalogueFollowerOf(db) ?? null;
      if (follower) return follower.current(read);
      if (!(await (watching ??= watch()))) return readVersion(db);
      return known;
    },
  };
}
