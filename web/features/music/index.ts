/** What other features use of the wedding music: the plan in a conversation with a DJ or band (decision 050). */
export { InquiryMusicPlan } from "./InquiryMusicPlan";
