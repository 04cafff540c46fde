/** What other features use of the venues feature; its pages are loaded by the route table. */
export { searchVenues, venueKeys, venueQueries, type VenueDetails, type VenueSearchResults } from "./api";
export { alcoholLabel, cateringLabel, cityName, formatRange, priceTierCaption } from "./format";
export { VenueCard, VenueCover } from "./VenueCard";
