/** What other features use of saved venues: the heart. */
export { SaveVenueButton } from "./SaveVenueButton";
export { savedQueries } from "./api";
