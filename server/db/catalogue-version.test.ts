import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { catalogueVersionOf } from "./catalogue-version.ts";
import type { Database } from "./client.ts";
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

  it("on PostgreSQL, is read on every call, so other servers' writes count at once", async (context) => {
    if (t.database.kind !== "postgres") context.skip();
    const { db, cutOff } = withSelectsCutOff(t.database.db);
    const version = catalogueVersionOf(db);
    await version.current();
    cutOff();
    await expect(version.current()).rejects.toThrow("select after cut-off");
  });
});
