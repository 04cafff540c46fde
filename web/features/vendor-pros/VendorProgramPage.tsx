import type { PageQueries } from "@web/lib/page-queries";
import { billingQueries } from "../billing";
import { vendorProsQueries, friendorQueries } from "./api";

/**
 * The vendor program pages (named "…Page" for the route table's import rule) as one lazy chunk: the route table (part of every page's JavaScript,
 * home included) then carries one dynamic import for all six instead of six.
 */
export { default as VendorBenefitsPage } from "./VendorBenefitsPage";
export { default as VendorPricingPage } from "./VendorPricingPage";
export { default as Founding50Page } from "./Founding50Page";
export { default as AiVendorToolsPage } from "./AiVendorToolsPage";
export { default as JuneForPlannersPage } from "./JuneForPlannersPage";
export { default as FriendorsPage } from "./FriendorsPage";

/** The pages are server-rendered (issue 28): what the two that read the API read on their first render. */
export const vendorProgramPageQueries: Partial<Record<string, PageQueries>> = {
  Founding50Page: () => [vendorProsQueries.founding()],
  // A visitor's page starts its app on the first action (decision 056): the plans must be in the HTML.
  VendorPricingPage: () => [billingQueries.plans()],
  FriendorsPage: () => [friendorQueries.recent()],
};
