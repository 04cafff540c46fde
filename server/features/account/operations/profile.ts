import { eq } from "drizzle-orm";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import { TIMELINE_TIME_ZONE } from "../../../../domain/timeline.ts";
import type { Database } from "../../../db/client.ts";
import { coupleProfiles } from "../../../db/schema/index.ts";

export type CoupleProfileRow = typeof coupleProfiles.$inferSelect;

/** The couple's wedding profile (names, date, city, guest count, style), or undefined before they fill it in. */
export async function readCoupleProfile(db: Pick<Database, "select">, coupleId: string): Promise<CoupleProfileRow | undefined> {
  const [row] = await db.select().from(coupleProfiles).where(eq(coupleProfiles.id, coupleId)).limit(1);
  return row;
}

/** The wedding as pages and sheets name it: the date, "Maya & Theo", the city and its time zone. */
export function weddingView(profile: CoupleProfileRow | undefined) {
  const names = [profile?.partner1Name, profile?.partner2Name].filter((n): n is string => Boolean(n?.trim()));
  const city = profile?.city && isCityId(profile.city) ? getCity(profile.city) : null;
  return {
    weddingDate: profile?.weddingDate ?? null,
    coupleNames: names.length ? names.join(" & ") : "The couple",
    city: city?.displayName ?? null,
    /** The wedding city's zone, for the day-of times. */
    timeZone: city?.timeZone ?? TIMELINE_TIME_ZONE,
  };
}
export type WeddingView = ReturnType<typeof weddingView>;
