import { isCityId, type CityId } from "./cities.ts";

/** Where the city switcher's form posts before the page's script runs (or without script). */
export const CHOOSE_CITY_PATH = "/choose-city";

/**
 * The city form's fields, read for the redirect: the city must be one we serve, and the page to go
 * back to must be a path on this site (never `//elsewhere` or a full address: no open redirect).
 */
export function readCityChoice(form: { city?: unknown; next?: unknown }): { city: CityId | null; next: string } {
  const city = isCityId(form.city) ? form.city : null;
  const next = typeof form.next === "string" && /^\/(?![/\\])[\x21-\x7e]*$/.test(form.next) ? form.next : "/";
  return { city, next };
}
