import type { CityId } from "./cities.ts";
import type { VendorCategorySlug } from "./vendor-categories.ts";

/** What the vendor lists, profiles and matching answer with (the API's shapes, shared with the web app). */

export interface VendorImage {
  id: string;
  url: string;
  thumbUrl: string;
  alt: string;
  width: number;
  height: number;
}

export interface VendorCard {
  id: string;
  slug: string;
  businessName: string;
  category: VendorCategorySlug;
  city: CityId;
  citiesServed: CityId[];
  summary: string;
  startingPrice: number;
  styles: string[];
  /** Average to one decimal; null without reviews. */
  rating: number | null;
  reviewCount: number;
  responseTimeHours: number;
  yearsInBusiness: number;
  cover: Pick<VendorImage, "url" | "thumbUrl" | "alt"> | null;
  /** True when a vendor account manages the profile; catalog listings without one can be claimed. */
  claimed: boolean;
}

export interface VendorListResult {
  vendors: VendorCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface VendorPackage {
  id: string;
  name: string;
  price: number;
  description: string;
  includes: string[];
}

export interface VendorReview {
  id: string;
  /** As shown publicly: a first name and an initial, or the couple's first names. */
  author: string;
  /** Written for the sample catalog by a seeded account, not by a real couple: shown marked as a sample. */
  sample: boolean;
  rating: number;
  body: string;
  createdAt: string;
  updatedAt: string;
  /** The couple contacted or booked this vendor through Serviceberry (from their inquiries), or null. */
  through: ReviewThrough;
  /** The vendor's public answer, or null. */
  reply: { body: string; repliedAt: string } | null;
}

export type ReviewThrough = "booked" | "contacted" | null;

export interface VendorRecommendation {
  note: string;
  vendor: Pick<VendorCard, "id" | "slug" | "businessName" | "category" | "city">;
}

export interface VendorDetail extends VendorCard {
  description: string;
  website: string;
  phone: string;
  packages: VendorPackage[];
  portfolio: VendorImage[];
  reviews: VendorReview[];
  /** Friendors: vendors who vouch for this one, and the ones it vouches for. */
  recommendedBy: VendorRecommendation[];
  recommends: VendorRecommendation[];
}

export interface CategoryCount {
  category: VendorCategorySlug;
  count: number;
}

/** How the public sees a reviewer: "Maya & Daniel" stays, "Jane Smith" becomes "Jane S." */
export function publicAuthorName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "A Serviceberry couple";
  if (trimmed.includes("&")) return trimmed;
  const parts = trimmed.split(/\s+/);
  if (parts.length === 1) return parts[0]!;
  return `${parts[0]} ${parts[parts.length - 1]![0]!.toUpperCase()}.`;
}

/** $1,850 */
export function formatDollars(value: number): string {
  return `$${value.toLocaleString("en-US")}`;
}
