import { eq, sql } from "drizzle-orm";
import type { VenueListingPatch } from "../../../../domain/venue-owner.ts";
import type { VenueListingInput } from "../../../../domain/venues.ts";
import type { Principal } from "../../../auth/principal.ts";
import { venueImages, venues } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { VenueRow } from "../../venues/index.ts";
import { createVenue, imagesOf, listOwnerVenues, ownerVenueView, patchVenue, publishProblems, upcomingTourCount } from "../service.ts";
import { removeFiles } from "../../../storage/remove-files.ts";
import type { VenueOwnerDeps } from "./deps.ts";

/** The principal's own listings. */
export async function listListings(deps: VenueOwnerDeps, principal: Principal) {
  return { venues: await listOwnerVenues(deps.db, principal.userId) };
}

/** A new, unpublished listing owned by the principal. */
export async function createListing(deps: VenueOwnerDeps, principal: Principal, input: VenueListingInput) {
  const row = await createVenue(deps.db, principal.userId, input);
  return ownerVenueView(deps.db, row);
}

/** One listing the principal owns (or any, for an admin: the route's policy). */
export async function getListing(deps: VenueOwnerDeps, row: VenueRow) {
  return ownerVenueView(deps.db, row);
}

export async function updateListing(deps: VenueOwnerDeps, row: VenueRow, patch: VenueListingPatch) {
  return ownerVenueView(deps.db, await patchVenue(deps.db, row, patch));
}

/** Publishes a listing that meets the publish rules (422 naming what is missing otherwise). */
export async function publishListing(deps: VenueOwnerDeps, row: VenueRow) {
  const { db } = deps;
  const images = await imagesOf(db, row.id);
  const problems = publishProblems(row, images.length);
  if (problems.length > 0) {
    throw new ApiError(422, "not_ready_to_publish", `Before couples can see this listing: ${problems.join(" ")}`, { publish: problems });
  }
  const [updated] = await db.update(venues).set({ published: true, updatedAt: sql`now()` }).where(eq(venues.id, row.id)).returning();
  return ownerVenueView(db, updated!);
}

export async function unpublishListing(deps: VenueOwnerDeps, row: VenueRow) {
  const { db } = deps;
  const [updated] = await db.update(venues).set({ published: false, updatedAt: sql`now()` }).where(eq(venues.id, row.id)).returning();
  return ownerVenueView(db, updated!);
}

/** Deletes a listing with no upcoming tours: rows in one transaction, files only after it committed. */
export async function deleteListing(deps: VenueOwnerDeps, row: VenueRow) {
  const { db } = deps;
  const upcoming = await upcomingTourCount(db, row.id);
  if (upcoming > 0) {
    throw new ApiError(409, "has_upcoming_tours", `This venue has ${upcoming} upcoming ${upcoming === 1 ? "tour" : "tours"} booked. Cancel them first, so the couples hear from you.`);
  }
  // Images, slots and requests go by cascade.
  const urls = await db.transaction(async (tx) => {
    const images = await tx.select({ url: venueImages.url, thumbUrl: venueImages.thumbUrl }).from(venueImages).where(eq(venueImages.venueId, row.id));
    await tx.delete(venues).where(eq(venues.id, row.id));
    return images.flatMap((i) => [i.url, i.thumbUrl]);
  });
  await removeFiles(deps.storage, deps.logger, urls);
  return { deleted: true };
}
