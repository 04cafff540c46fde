import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HELP_ARTICLES } from "../../domain/help-articles.ts";
import { seedDatabase } from "./seed/index.ts";
import { contactMessages, helpArticles } from "./schema/index.ts";
import { openPglite } from "./client.ts";
import { openTestDatabase } from "../test/harness.ts";

// Always PGlite on a real folder, whichever database the rest of the run uses.
describe("embedded database (PGlite in DATA_DIR/db)", () => {
  it("runs with fsync on and keeps acknowledged writes across a restart", { timeout: 90_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-db-"));
    try {
      const first = await openPglite(dir);
      await first.migrate();
      const result = (await first.db.execute(sql`show fsync`)) as unknown as { rows: { fsync: string }[] };
      const [fsync] = result.rows;
      expect(fsync?.fsync).toBe("on");
      await first.db.insert(contactMessages).values({ name: "Ada", email: "ada@example.com", topic: "general", message: "Kept?" });
      await first.close();

      const second = await openPglite(dir);
      await second.migrate(); // applying migrations again is a no-op
      const rows = await second.db.select().from(contactMessages);
      expect(rows.map((r) => r.message)).toEqual(["Kept?"]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("migrations and seed", () => {
  it("migrate twice and seed twice leave one copy of the catalogue", async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      await database.migrate();
      await seedDatabase(database.db);
      await seedDatabase(database.db);
      const rows = await database.db.select({ slug: helpArticles.slug }).from(helpArticles);
      expect(rows).toHaveLength(HELP_ARTICLES.length);
    } finally {
      await database.close();
    }
  });

  it("the seed leaves rows an admin edited alone", async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      await seedDatabase(database.db);
      const slug = HELP_ARTICLES[0]!.slug;
      await database.db.update(helpArticles).set({ answer: "Edited by an admin." }).where(sql`${helpArticles.slug} = ${slug}`);
      await seedDatabase(database.db);
      const [row] = await database.db.select().from(helpArticles).where(sql`${helpArticles.slug} = ${slug}`);
      expect(row?.answer).toBe("Edited by an admin.");
    } finally {
      await database.close();
    }
  });
});
