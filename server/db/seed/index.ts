import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { helpArticles } from "../schema/index.ts";
import { HELP_ARTICLES } from "../../../domain/help-articles.ts";
import { seedBlog } from "./blog/index.ts";
import { seedVendors } from "./vendors/index.ts";
import { seedVenues } from "./venues/index.ts";

/** Loads the catalog on first start; existing rows (maybe edited by admins) are left alone. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(helpArticles)
      .values(HELP_ARTICLES.map((article, position) => ({ ...article, position })))
      // Wording may have been edited by admins and is kept; the links to screens follow the code's routes.
      .onConflictDoUpdate({ target: helpArticles.slug, set: { links: sql`excluded.links` } });
    await seedVenues(tx);
    await seedVendors(tx);
    await seedBlog(tx);
  });
}
