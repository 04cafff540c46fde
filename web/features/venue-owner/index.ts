/** What other features use of the venue-owner feature: the account page's listing summary and the owner gate's settings. */
export { ownerGate } from "./owner-gate";
export { VenueSummaryCard } from "./VenueSummaryCard";
