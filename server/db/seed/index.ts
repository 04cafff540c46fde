import type { Database } from "../client.ts";
import { helpArticles } from "../schema/index.ts";
import { HELP_ARTICLES } from "./help-articles.ts";
import { seedVendors } from "./vendors/index.ts";
import { seedVenues } from "./venues/index.ts";

/** Loads the catalog on first start; existing rows (maybe edited by admins) are left alone. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(helpArticles)
      .values(HELP_ARTICLES.map((article, position) => ({ ...article, position })))
      .onConflictDoNothing({ target: helpArticles.slug });
    await seedVenues(tx);
    await seedVendors(tx);
  });
}
