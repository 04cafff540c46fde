/**
 * What the venue API answers, shared by the server (which builds them) and the web app (which shows
 * them). Plain types, no runtime code.
 */

export interface VenueImage {
  url: string;
  thumbUrl: string;
  alt: string;
  width: number;
  height: number;
}

/** One venue in a result list: enough for a card and the side-by-side comparison. */
export interface VenueCard {
  id: string;
  slug: string;
  name: string;
  city: string;
  neighborhood: string;
  summary: string;
  styles: string[];
  setting: string;
  seatedCapacity: number;
  standingCapacity: number;
  priceTier: number;
  rentalFeeMin: number;
  rentalFeeMax: number;
  perGuestMin: number;
  perGuestMax: number;
  amenities: string[];
  catering: string;
  alcohol: string;
  has3dTour: boolean;
  /** The first photo by position, or null when the listing has none yet. */
  cover: VenueImage | null;
}

export interface VenueSearchPage {
  venues: VenueCard[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TourSlotSummary {
  id: string;
  startsAt: string;
  endsAt: string;
}

/** GET /api/venues/:idOrSlug: the whole listing as couples see it. */
export interface VenueDetail extends Omit<VenueCard, "cover"> {
  address: string;
  description: string;
  priceIncludes: string[];
  parking: string;
  accessibility: string;
  accommodation: string;
  rules: string[];
  website: string;
  phone: string;
  details: Record<string, string>;
  panoramaUrl: string | null;
  published: boolean;
  /** True when an owner manages the listing; catalog listings without one can be claimed. */
  claimed: boolean;
  images: (VenueImage & { id: string })[];
  /** The next open (unbooked) tour slots, soonest first. */
  nextOpenSlots: TourSlotSummary[];
  /** Blackout dates (YYYY-MM-DD) from today through the next 12 months. */
  unavailableDates: string[];
}

/** A saved venue with when it was saved; `published` false means it is no longer listed. */
export interface SavedVenue extends VenueCard {
  savedAt: string;
  published: boolean;
  /** The venue's questionnaire answers, for the comparison ({} once unlisted). */
  details: Record<string, string>;
}

/** The most venues one account can save. */
export const SAVED_VENUES_MAX = 200;
/** Side-by-side comparison takes two to four venues. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
