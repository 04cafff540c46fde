// The couple's dashboard, getting started and guides behind one lazy import.
export { default as CoupleDashboardPage } from "./CoupleDashboardPage";
export { default as GettingStartedPage } from "./GettingStartedPage";
export { default as GuidesPage } from "./GuidesPage";
