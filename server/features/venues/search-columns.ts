import { sql } from "drizzle-orm";
import type { VenueImage } from "../../../domain/venue-cards.ts";
import { venues } from "../../db/schema/index.ts";

/**
 * The first photo by position, as one JSON value. The outer column is spelled out in full: drizzle
 * leaves columns unqualified in a select list, where "id" would mean the image's own id.
 */
const coverImage = sql<VenueImage | null>`(
  select json_build_object('url', i.url, 'thumbUrl', i.thumb_url, 'alt', i.alt, 'width', i.width, 'height', i.height)
  from venue_images i where i.venue_id = "venues"."id" order by i.position, i.created_at limit 1
)`;

/** The columns of a card, shared with the saved-venues list. */
export const venueCardColumns = {
  id: venues.id,
  slug: venues.slug,
  name: venues.name,
  city: venues.city,
  neighborhood: venues.neighborhood,
  summary: venues.summary,
  styles: venues.styles,
  setting: venues.setting,
  seatedCapacity: venues.seatedCapacity,
  standingCapacity: venues.standingCapacity,
  priceTier: venues.priceTier,
  rentalFeeMin: venues.rentalFeeMin,
  rentalFeeMax: venues.rentalFeeMax,
  perGuestMin: venues.perGuestMin,
  perGuestMax: venues.perGuestMax,
  amenities: venues.amenities,
  catering: venues.catering,
  alcohol: venues.alcohol,
  has3dTour: sql<boolean>`("venues"."panorama_url" is not null)`,
  cover: coverImage,
};

/** Normalizes a JSON cover however the driver returned it (object, or text on some drivers). */
export function toCard<T extends { cover: unknown }>(row: T): Omit<T, "cover"> & { cover: VenueImage | null } {
  const cover = typeof row.cover === "string" ? (JSON.parse(row.cover) as VenueImage) : ((row.cover as VenueImage | null) ?? null);
  return { ...row, cover };
}
