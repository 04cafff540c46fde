/** The content pages' building blocks other screens reuse (Beyond the Wedding). */
export { FeatureCard, FeatureGrid } from "./components/FeatureGrid";
export { PageHero } from "./components/PageHero";
export { Section } from "./components/Section";
export { CtaBand } from "./components/CtaBand";
export { StepList, type Step } from "./components/StepList";
export { CITY_LIST_TEXT } from "./components/cities";
