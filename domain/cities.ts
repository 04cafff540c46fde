/** The four cities Serviceberry serves (spec section 3); times at a venue are in its city's zone. */
export const CITIES = [
  { id: "cleveland", name: "Cleveland", state: "OH", displayName: "Cleveland, OH", timeZone: "America/New_York" },
  { id: "columbus", name: "Columbus", state: "OH", displayName: "Columbus, OH", timeZone: "America/New_York" },
  { id: "nashville", name: "Nashville", state: "TN", displayName: "Nashville, TN", timeZone: "America/Chicago" },
  { id: "cincinnati", name: "Cincinnati", state: "OH", displayName: "Cincinnati, OH", timeZone: "America/New_York" },
] as const;

export type City = (typeof CITIES)[number];
export type CityId = City["id"];

export const DEFAULT_CITY_ID: CityId = "cleveland";
export const CITY_STORAGE_KEY = "selectedCity";
/** The same choice as a cookie, read by the server when it renders a page. */
export const CITY_COOKIE = "sb_city";

export function isCityId(value: unknown): value is CityId {
  return typeof value === "string" && CITIES.some((city) => city.id === value);
}

/** A missing or unknown stored value falls back to the default city. */
export function resolveCityId(stored: string | null | undefined): CityId {
  return isCityId(stored) ? stored : DEFAULT_CITY_ID;
}

export function getCity(id: CityId): City {
  const city = CITIES.find((c) => c.id === id);
  if (!city) throw new Error(`Unknown city id: ${id}`);
  return city;
}
