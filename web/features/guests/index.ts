/** What other features use of the guest list: its query keys (to refresh after an import) and its paths. */
export { guestKeys, weddingEventsQuery, type CoupleScope } from "./api";
export { GUEST_IMPORT_PATH, GUEST_MANAGER_PATH } from "./labels";
export { RsvpByToken } from "./RsvpPage";
