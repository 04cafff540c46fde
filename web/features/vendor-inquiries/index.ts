/** What other features use of inquiries: the form on a vendor's profile, and the thread and badges for the vendor's inbox. */
export { InquiryForm } from "./InquiryForm";
export { ThreadView } from "./ThreadView";
export { InquiryFacts } from "./InquiryFacts";
export { InquiryStatusBadge } from "./InquiryStatusBadge";
export { inquiryQueries } from "./api";
export { useReply } from "./api";
