/** What other features use of the floral design studio: a design attached to a florist conversation. */
export { InquiryDesign } from "./InquiryDesign";
