import { eq, sql } from "drizzle-orm";
import type { BusinessProfileInput, CoupleProfileInput } from "../../../../domain/account.ts";
import type { Principal } from "../../../auth/principal.ts";
import { businessProfiles, coupleProfiles } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";

/** What the profile operations use. */
export type ProfileDeps = Pick<AppDeps, "db">;

const coupleColumns = {
  partner1Name: coupleProfiles.partner1Name,
  partner2Name: coupleProfiles.partner2Name,
  weddingDate: coupleProfiles.weddingDate,
  guestCount: coupleProfiles.guestCount,
  city: coupleProfiles.city,
  weddingStyle: coupleProfiles.weddingStyle,
  ceremonyType: coupleProfiles.ceremonyType,
  venueStatus: coupleProfiles.venueStatus,
  colorPalette: coupleProfiles.colorPalette,
  notes: coupleProfiles.notes,
};

const businessColumns = {
  businessName: businessProfiles.businessName,
  contactName: businessProfiles.contactName,
  phone: businessProfiles.phone,
  website: businessProfiles.website,
  city: businessProfiles.city,
  category: businessProfiles.category,
  description: businessProfiles.description,
};

/** The couple's wedding profile, or null before they fill it in. */
export async function coupleProfileOf({ db }: ProfileDeps, { userId }: Principal) {
  const [profile] = await db.select(coupleColumns).from(coupleProfiles).where(eq(coupleProfiles.id, userId));
  return { profile: profile ?? null };
}

/** Writes the couple's wedding profile (made on first save). */
export async function saveCoupleProfile({ db }: ProfileDeps, { userId }: Principal, values: CoupleProfileInput) {
  const [profile] = await db
    .insert(coupleProfiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: coupleProfiles.id, set: { ...values, updatedAt: sql`now()` } })
    .returning(coupleColumns);
  return { profile: profile! };
}

/** A vendor's or venue owner's business profile, or null before they fill it in. */
export async function businessProfileOf({ db }: ProfileDeps, { userId }: Principal) {
  const [profile] = await db.select(businessColumns).from(businessProfiles).where(eq(businessProfiles.id, userId));
  return { profile: profile ?? null };
}

/** Writes the business profile (made on first save). */
export async function saveBusinessProfile({ db }: ProfileDeps, { userId }: Principal, values: BusinessProfileInput) {
  const [profile] = await db
    .insert(businessProfiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.id, set: { ...values, updatedAt: sql`now()` } })
    .returning(businessColumns);
  return { profile: profile! };
}
