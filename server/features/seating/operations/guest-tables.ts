import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { seatingPlans } from "../../../db/schema/index.ts";

/**
 * How many guest tables the couple's floor plan has (head, sweetheart and seatless cocktail tables left
 * out), on the plan with the most of them (the reception's, where centerpieces go); null without a plan.
 * The floral design studio counts centerpieces by it (issue 32).
 */
export async function guestTableCount(db: Pick<Database, "select">, coupleId: string): Promise<number | null> {
  const plans = await db.select({ tables: seatingPlans.tables }).from(seatingPlans).where(eq(seatingPlans.coupleId, coupleId));
  const counts = plans.map((plan) => plan.tables.filter((table) => table.seats > 0 && table.shape !== "head" && table.shape !== "sweetheart").length);
  const most = Math.max(0, ...counts);
  return most > 0 ? most : null;
}
