/** What other parts of the app read from the account feature (its pages load through the routes). */
export { COUPLE_LINKS } from "./couple-links";
export { usePrefillFromProfile, type WeddingBasics } from "./saved-basics";
export { accountQueries, useSaveCoupleProfile } from "./api";
