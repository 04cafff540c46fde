// The give-back feature as the rest of the web app sees it: the vendor's pledge card and the admin panel.
export { PledgesCard } from "./PledgesCard";
export { GiveBackAdminPanel } from "./GiveBackAdminPanel";
