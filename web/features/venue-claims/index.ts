/** What other features use of venue claims: the status badge. */
export { ClaimStatus } from "./ClaimStatus";
