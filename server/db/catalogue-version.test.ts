import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { databaseUrl } from "../test/template-database.ts";
import { CATALOGUE_LISTENER_NAME, catalogueFollowerOf, catalogueVersionOf } from "./catalogue-version.ts";
import { openPostgres, type Database } from "./client.ts";
import { catalogueVersion, venues } from "./schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedVersion(db: Database) {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return Number(row!.version);
}

/** The same database, but every select after `cutOff()` fails: proves the version is not read per call. */
function withSelectsCutOff(db: Database) {
  let cut = false;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select" && cut) return () => { throw new Error("select after cut-off"); };
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, cutOff: () => void (cut = true) };
}

describe("catalogue version", () => {
  it("follows every catalogue write, committed or in a transaction, and ignores a rolled-back one", async () => {
    const db = t.database.db;
    const version = catalogueVersionOf(db);
    expect(await version.current()).toBe(await storedVersion(db));
    const [venue] = await db.select({ id: venues.id, name: venues.name }).from(venues).limit(1);

    await db.update(venues).set({ name: venue!.name }).where(eq(venues.id, venue!.id));
    expect(await version.current()).toBe(await storedVersion(db));

    const beforeRollback = await version.current();
    await db
      .transaction(async (tx) => {
        await tx.update(venues).set({ name: "Never Seen" }).where(eq(venues.id, venue!.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await version.current()).toBe(beforeRollback);

    await db.transaction(async (tx) => {
      await tx.update(venues).set({ summary: sql`${venues.summary}` }).where(eq(venues.id, venue!.id));
    });
    expect(await version.current()).toBe(beforeRollback + 1);
  });

  it("on the embedded database, is kept in memory instead of read on every call", async (context) => {
    if (t.database.kind !== "pglite") context.skip();
    const { db, cutOff } = withSelectsCutOff(t.database.db);
    const version = catalogueVersionOf(db);
    const first = await version.current();
    cutOff();
    expect(await version.current()).toBe(first);
    await t.database.db.update(venues).set({ rules: sql`${venues.rules}` }).where(sql`true`);
    expect(await version.current()).toBe(first + 1);
  });

  it("on PostgreSQL, is kept from the LISTEN connection instead of read on every call, and this process's writes are read by its next call", async (context) => {
    if (t.database.kind !== "postgres") context.skip();
    const { db, cutOff } = withSelectsCutOff(t.database.db);
    const version = catalogueVersionOf(db);
    await version.current();
    await expect.poll(() => catalogueFollowerOf(db)?.listening).toBe(true);
    cutOff();
    expect(await version.current()).toBe(await storedVersion(t.database.db));
    expect(await version.current()).toBe(await storedVersion(t.database.db));
    // A write of this process: the next call reads the row (here the cut-off proves it does).
    await t.database.db.update(venues).set({ rules: sql`${venues.rules}` }).where(sql`true`);
    await expect(version.current()).rejects.toThrow("select after cut-off");

    // Read-your-writes, every time, whether or not the notice has arrived yet.
    const reading = catalogueVersionOf(t.database.db);
    for (let i = 0; i < 20; i++) {
      await t.database.db.update(venues).set({ rules: sql`${venues.rules}` }).where(sql`true`);
      expect(await reading.current()).toBe(await storedVersion(t.database.db));
    }
    await t.database.db.transaction(async (tx) => {
      await tx.update(venues).set({ rules: sql`${venues.rules}` }).where(sql`true`);
      await tx.update(venues).set({ rules: sql`${venues.rules}` }).where(sql`true`);
    });
    expect(await reading.current()).toBe(await storedVersion(t.database.db));
  });

  it("on PostgreSQL, sees another server's write once its notice arrives, reads on every call while the LISTEN connection is down, and listens again", async (context) => {
    if (t.database.kind !== "postgres") context.skip();
    const db = t.database.db;
    const [row] = await db.select({ name: sql<string>`current_database()` }).from(catalogueVersion);
    const otherServer = await openPostgres(databaseUrl(process.env.TEST_DATABASE_URL!, row!.name), 1);
    try {
      const version = catalogueVersionOf(db);
      const follower = catalogueFollowerOf(db)!;
      await version.current();
      await expect.poll(() => follower.listening).toBe(true);
      const otherWrite = () => otherServer.db.update(venues).set({ rules: sql`${venues.rules}` }).where(sql`true`);

      await otherWrite();
      const afterOtherWrite = await storedVersion(db);
      await expect.poll(() => version.current()).toBe(afterOtherWrite);

      const drops = follower.drops;
      await otherServer.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CATALOGUE_LISTENER_NAME} and datname = current_database()`);
      await expect.poll(() => follower.drops).toBe(drops + 1);
      expect(follower.listening).toBe(false);
      // Not listening: the next call reads the row, so the other server's write counts at once.
      await otherWrite();
      expect(await version.current()).toBe(await storedVersion(db));

      await expect.poll(() => follower.listening, { timeout: 10_000 }).toBe(true);
      await otherWrite();
      const afterReconnect = await storedVersion(db);
      await expect.poll(() => version.current()).toBe(afterReconnect);
    } finally {
      await otherServer.close();
    }
  });
});
