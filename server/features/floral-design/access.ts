import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { floralDesigns } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";

export type FloralDeps = Pick<AppDeps, "db" | "config" | "logger" | "mailer">;
export type DesignRow = typeof floralDesigns.$inferSelect;
type Reader = Pick<Database, "select">;

export const designNotFound = () => new ApiError(404, "design_not_found", "We couldn't find that design.");

/** A design of this couple; anyone else's (or none) is the same 404, so ids can't be probed. */
export async function loadOwnedDesign(db: Reader, coupleId: string, designId: string): Promise<DesignRow> {
  return loadCoupleOwnedRow(db, floralDesigns, coupleId, designId, designNotFound);
}
