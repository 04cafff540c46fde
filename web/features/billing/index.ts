// The billing feature as the rest of the web app sees it: the plans (on /vendor-pricing) and the plan card (dashboards).
export { PlanPicker } from "./PlanPicker";
export { BillingCard } from "./BillingCard";
export { billingKeys, billingQueries } from "./api";
export { PlansAdminPanel } from "./PlansAdminPanel";
