import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "../../../../domain/ids.ts";
import { venues } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";
import { venueNotFound } from "../detail.ts";

/** Counts one view of a published listing (the "recommended" order reads it). */
export async function countVenueView({ db }: Pick<AppDeps, "db">, id: string) {
  if (!isUuid(id)) throw venueNotFound();
  const [row] = await db
    .update(venues)
    .set({ viewCount: sql`${venues.viewCount} + 1` })
    .where(and(eq(venues.id, id), eq(venues.published, true)))
    .returning({ id: venues.id });
  if (!row) throw venueNotFound();
  return { counted: true };
}
