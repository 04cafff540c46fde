import { CITIES, type CityId } from "@domain/cities";
import { VENUE_AMENITIES, VENUE_SEARCH_MAX_LENGTH, VENUE_SETTINGS, VENUE_SORTS, VENUE_STYLES, type VenueAmenity, type VenueSetting, type VenueSort, type VenueStyle } from "@domain/venues";

/**
 * The /venues filters as they live in the URL (shareable, and the back button steps through them).
 * `city` is "all" when the person chose every city; absent means "the selected city".
 */
export interface VenueFilters {
  q: string;
  city: CityId | "all" | null;
  guests: number | null;
  priceMax: number | null;
  styles: VenueStyle[];
  setting: VenueSetting | null;
  amenities: VenueAmenity[];
  date: string | null;
  has3dTour: boolean;
  sort: VenueSort;
  page: number;
}

export const EMPTY_FILTERS: VenueFilters = {
  q: "",
  city: null,
  guests: null,
  priceMax: null,
  styles: [],
  setting: null,
  amenities: [],
  date: null,
  has3dTour: false,
  sort: "recommended",
  page: 1,
};

const styleIds = new Set<string>(VENUE_STYLES.map((s) => s.id));
const amenityIds = new Set<string>(VENUE_AMENITIES.map((a) => a.id));
const settingIds = new Set<string>(VENUE_SETTINGS.map((s) => s.id));
const sortIds = new Set<string>(VENUE_SORTS.map((s) => s.id));
const cityIds = new Set<string>(CITIES.map((c) => c.id));

function list<T extends string>(value: string | null, allowed: Set<string>): T[] {
  if (!value) return [];
  return [...new Set(value.split(",").map((v) => v.trim()).filter((v) => allowed.has(v)))] as T[];
}

function positiveInt(value: string | null, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** Reads the filters from a query string, dropping anything the server would refuse. */
export function parseFilters(params: URLSearchParams): VenueFilters {
  const city = params.get("city");
  const date = params.get("date");
  const setting = params.get("setting");
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").slice(0, VENUE_SEARCH_MAX_LENGTH),
    city: city === "all" ? "all" : city && cityIds.has(city) ? (city as CityId) : null,
    guests: positiveInt(params.get("guests"), 2000),
    priceMax: positiveInt(params.get("priceMax"), 4),
    styles: list<VenueStyle>(params.get("styles"), styleIds),
    setting: setting && settingIds.has(setting) ? (setting as VenueSetting) : null,
    amenities: list<VenueAmenity>(params.get("amenities"), amenityIds),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    has3dTour: params.get("has3dTour") === "true",
    sort: sort && sortIds.has(sort) ? (sort as VenueSort) : "recommended",
    page: positiveInt(params.get("page"), 1000) ?? 1,
  };
}

/** The query string for the filters; defaults are left out so URLs stay short. */
export function filtersToParams(filters: VenueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.city) params.set("city", filters.city);
  if (filters.guests) params.set("guests", String(filters.guests));
  if (filters.priceMax) params.set("priceMax", String(filters.priceMax));
  if (filters.styles.length) params.set("styles", filters.styles.join(","));
  if (filters.setting) params.set("setting", filters.setting);
  if (filters.amenities.length) params.set("amenities", filters.amenities.join(","));
  if (filters.date) params.set("date", filters.date);
  if (filters.has3dTour) params.set("has3dTour", "true");
  if (filters.sort !== "recommended") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** What GET /api/venues receives: the city resolved against the default (the selected city, or none). */
export function apiQuery(filters: VenueFilters, defaultCity: CityId | null): Record<string, string> {
  const query: Record<string, string> = {};
  const city = filters.city === "all" ? null : (filters.city ?? defaultCity);
  if (filters.q.trim()) query.q = filters.q.trim();
  if (city) query.city = city;
  if (filters.guests) query.guests = String(filters.guests);
  if (filters.priceMax) query.priceMax = String(filters.priceMax);
  if (filters.styles.length) query.styles = filters.styles.join(",");
  if (filters.setting) query.setting = filters.setting;
  if (filters.amenities.length) query.amenities = filters.amenities.join(",");
  if (filters.date) query.date = filters.date;
  if (filters.has3dTour) query.has3dTour = "true";
  if (filters.sort !== "recommended") query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** How many narrowing filters are on (the city and sort are not counted). */
export function activeFilterCount(filters: VenueFilters): number {
  return (
    (filters.guests ? 1 : 0) +
    (filters.priceMax ? 1 : 0) +
    filters.styles.length +
    (filters.setting ? 1 : 0) +
    filters.amenities.length +
    (filters.date ? 1 : 0) +
    (filters.has3dTour ? 1 : 0)
  );
}
