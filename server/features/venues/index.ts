// The venues feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { venueRoutes } from "./routes.ts";
export { venueResource, type VenueRow } from "./ownership.ts";
export { venueNotFound } from "./detail.ts";
export { toCard, venueCardColumns } from "./search-columns.ts";
export { replaceVenueRooms, roomsOfVenue, roomsOfVenues, type VenueRoomsView } from "./rooms.ts";
