import { count, eq } from "drizzle-orm";
import { FOUNDING_VENDOR_PLACES, foundingPlacesLeft, type FoundingStatus } from "../../../../domain/vendor-pros.ts";
import { users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";

/** Founding places left, from the real vendor sign-ups (accounts whose user_type is vendor). */
export async function foundingStatus({ db }: Pick<AppDeps, "db">): Promise<FoundingStatus> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.userType, "vendor"));
  const vendorSignUps = row?.total ?? 0;
  return { places: FOUNDING_VENDOR_PLACES, vendorSignUps, placesLeft: foundingPlacesLeft(vendorSignUps) };
}
