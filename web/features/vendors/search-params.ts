import { isCityId, type CityId } from "@domain/cities";
import { isVendorCategorySlug, type VendorCategorySlug } from "@domain/vendor-categories";
import { VENDOR_PRICE_BANDS, VENDOR_SEARCH_MAX_LENGTH, VENDOR_SORTS, VENDOR_STYLES, type VendorPriceBand, type VendorSort, type VendorStyle } from "@domain/vendors";

/** The vendor list filters as they live in the address (shareable; the back button steps through them). */
export interface VendorFilters {
  q: string;
  price: VendorPriceBand | null;
  styles: VendorStyle[];
  minRating: number | null;
  sort: VendorSort;
  page: number;
  /** "all" when the person asked for every city on /vendors; the path's city always wins. */
  city: "all" | null;
}

export const EMPTY_VENDOR_FILTERS: VendorFilters = { q: "", price: null, styles: [], minRating: null, sort: "recommended", page: 1, city: null };

const styleIds = new Set<string>(VENDOR_STYLES.map((s) => s.id));
const sortIds = new Set<string>(VENDOR_SORTS.map((s) => s.id));
const bandIds = new Set<string>(VENDOR_PRICE_BANDS.map((b) => b.id));

/** Reads filters from the address; anything unknown is dropped rather than failing the page. */
export function parseVendorFilters(params: URLSearchParams): VendorFilters {
  const styles = params
    .getAll("styles")
    .flatMap((v) => v.split(","))
    .filter((s): s is VendorStyle => styleIds.has(s));
  const rating = Number(params.get("minRating"));
  const page = Number(params.get("page"));
  const price = params.get("price") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, VENDOR_SEARCH_MAX_LENGTH),
    price: bandIds.has(price) ? (price as VendorPriceBand) : null,
    styles: [...new Set(styles)],
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    sort: sortIds.has(sort) ? (sort as VendorSort) : "recommended",
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    city: params.get("city") === "all" ? "all" : null,
  };
}

/** The address's query string for the filters (defaults left out). */
export function vendorFiltersToParams(filters: VendorFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.price) params.price = filters.price;
  if (filters.styles.length) params.styles = filters.styles.join(",");
  if (filters.minRating) params.minRating = String(filters.minRating);
  if (filters.sort !== "recommended") params.sort = filters.sort;
  if (filters.page > 1) params.page = String(filters.page);
  if (filters.city === "all") params.city = "all";
  return params;
}

/** What GET /api/vendors is asked: the filters plus the path's category and the city in effect. */
export function vendorApiQuery(filters: VendorFilters, category: VendorCategorySlug | null, city: CityId | null): Record<string, string> {
  const { city: _all, ...rest } = vendorFiltersToParams(filters);
  const query: Record<string, string> = { ...rest };
  if (category) query.category = category;
  if (city) query.city = city;
  return query;
}

/**
 * Which city and category a vendor list address names: /vendors, /vendors/:category, /:city/vendors,
 * /:city/vendors/:category. `unknown` says which part names nothing we list.
 */
export function vendorPathParts(params: { city?: string; category?: string }): { city: CityId | null; category: VendorCategorySlug | null; unknown: "city" | "category" | null } {
  const city = params.city === undefined ? null : isCityId(params.city) ? params.city : undefined;
  const category = params.category === undefined ? null : isVendorCategorySlug(params.category) ? params.category : undefined;
  return { city: city ?? null, category: category ?? null, unknown: city === undefined ? "city" : category === undefined ? "category" : null };
}

/** The city a list shows: the path's city wins, then "all" if asked, then the visitor's selected city. */
export function cityInEffect(pathCity: CityId | null, filters: VendorFilters, selected: CityId | null): CityId | null {
  if (pathCity) return pathCity;
  if (filters.city === "all") return null;
  return selected;
}

export function vendorListPath(city: CityId | null, category: VendorCategorySlug | null): string {
  return `${city ? `/${city}` : ""}/vendors${category ? `/${category}` : ""}`;
}
