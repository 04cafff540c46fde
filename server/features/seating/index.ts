// The seating feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { seatingRoutes } from "./routes.ts";
// The floral design studio counts centerpieces by the floor plan's guest tables.
export { guestTableCount } from "./operations/guest-tables.ts";
