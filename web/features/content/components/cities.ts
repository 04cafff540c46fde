import { CITIES } from "@domain/cities";

/** The four cities, Ohio's three first, then Nashville: the order people read them in. */
export const CITIES_IN_READING_ORDER = [...CITIES].sort((a, b) => (a.state === b.state ? 0 : a.state === "OH" ? -1 : 1));

/** "Cleveland, Columbus, Cincinnati and Nashville". */
export const CITY_LIST_TEXT = (() => {
  const names = CITIES_IN_READING_ORDER.map((city) => city.name);
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
})();
