import { SEED_VENUES } from "/work/main/server/db/seed/venues/catalogue.ts";
console.log(SEED_VENUES.filter((v) => v.city === "cleveland").slice(0, 2).map((v) => v.name));
