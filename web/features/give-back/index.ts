// The give-back feature as the rest of the web app sees it: the pledge card of the vendor and venue dashboards and the admin panel.
export { PledgesCard } from "./PledgesCard";
export { GiveBackAdminPanel } from "./GiveBackAdminPanel";
