// The day-of views (phone, share links): a small chunk of their own, without the planner's code.
export { default as MobileTimelinePage } from "./MobileTimelinePage";
export { default as SharedTimelinePage, PhoneSharedTimelinePage } from "./SharedTimelinePage";
