import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { BEYOND_WEDDING_PATHS } from "../features/beyond-wedding";
import { RootLayout } from "./RootLayout";

type PageModule = { default: ComponentType };

/**
 * Every screen loads on demand; the layout shows the 'Loading...' spinner meanwhile. The query cache
 * provider comes with the page (see lib/query.tsx), so the home route never loads TanStack Query.
 */
function page(load: () => Promise<PageModule>): { Component: LazyExoticComponent<ComponentType> } {
  return {
    Component: lazy(() =>
      Promise.all([load(), import("../lib/query")]).then(([module, { withQueryClient }]) => ({ default: withQueryClient(module.default) })),
    ),
  };
}

/**
 * A page whose module can be fetched before the first render. Once loaded, React.lazy gets it
 * synchronously (a thenable that resolves at once), so hydrating the prerendered home never suspends.
 */
function preloadablePage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const immediately = (module: PageModule) => ({ then: (resolve: (m: PageModule) => void) => resolve(module) });
  const Component = lazy(() => (loaded ? (immediately(loaded) as unknown as Promise<PageModule>) : load().then((m) => (loaded = m))));
  return {
    route: { Component },
    preload: async () => {
      loaded ??= await load();
    },
  };
}

const home = preloadablePage(() => import("../features/home/HomePage"));
export const preloadHomePage = home.preload;
const HomePage = home.route;
const AuthPage = page(() => import("../features/auth/AuthPage"));
const VendorSignUp = page(() => import("../features/auth/SignUpPage").then((m) => ({ default: m.VendorSignUpPage })));
const BookTour = page(() => import("../features/tours/BookTourPage"));
const CityVenues = page(() => import("../features/venues/CityVenuesPage"));
const VenueProfile = page(() => import("../features/venues/VenuePage"));
const BeyondWedding = page(() => import("../features/beyond-wedding/BeyondWeddingPage"));
const BeyondWeddingModule = page(() => import("../features/beyond-wedding/BeyondWeddingModulePage"));

/** The one route table of the app. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, ...HomePage },
      { path: "index", ...HomePage },
      { path: "about", ...page(() => import("../features/content/AboutPage")) },
      { path: "company", ...page(() => import("../features/content/CompanyPage")) },
      { path: "contact", ...page(() => import("../features/contact/ContactPage")) },
      { path: "faq", ...page(() => import("../features/help/FaqPage")) },
      { path: "help", ...page(() => import("../features/help/HelpPage")) },
      { path: "privacy", ...page(() => import("../features/content/PrivacyPage")) },
      { path: "terms", ...page(() => import("../features/content/TermsPage")) },
      { path: "how-to-get-started", ...page(() => import("../features/content/HowToGetStartedPage")) },
      { path: "pros", ...page(() => import("../features/content/ProsPage")) },
      { path: "coming-soon", ...page(() => import("../features/content/WhatsNextPage")) },
      { path: "demo", ...page(() => import("../features/demo/DemoPage")) },
      { path: "join", ...page(() => import("../features/content/JoinPage")) },
      { path: "onboarding", ...page(() => import("../features/onboarding/OnboardingPage")) },
      // Accounts (spec sections 2, 4, 5)
      { path: "auth", ...AuthPage },
      { path: "login", ...AuthPage },
      { path: "signup/couple", ...page(() => import("../features/auth/SignUpPage").then((m) => ({ default: m.CoupleSignUpPage }))) },
      { path: "signup/vendor", ...VendorSignUp },
      { path: "vendor-signup", ...VendorSignUp },
      { path: "signup/venue", ...page(() => import("../features/auth/SignUpPage").then((m) => ({ default: m.VenueSignUpPage }))) },
      { path: "reset-password", ...page(() => import("../features/auth/RequestResetPage")) },
      { path: "password-reset", ...page(() => import("../features/auth/SetNewPasswordPage")) },
      { path: "couple-welcome", ...page(() => import("../features/account/CoupleWelcomePage")) },
      { path: "couple-account", ...page(() => import("../features/account/CoupleAccountPage")) },
      { path: "vendor-account", ...page(() => import("../features/account/VendorAccountPage")) },
      { path: "venue-owner-account", ...page(() => import("../features/account/VenueOwnerAccountPage")) },
      { path: "admin/*", ...page(() => import("../features/admin/AdminPage")) },
      { path: "email-test", ...page(() => import("../features/email-test/EmailTestPage")) },
      // Venues: browse, save, compare, 3D tours (issue 4, helper B)
      { path: "venues", ...page(() => import("../features/venues/VenuesPage")) },
      ...["cleveland", "columbus", "cincinnati", "nashville"].map((city) => ({ path: `venues/${city}`, ...CityVenues })),
      { path: "venues/:id", ...VenueProfile },
      { path: "venue-profile/:id", ...VenueProfile },
      { path: "venue-favorites", ...page(() => import("../features/saved-venues/VenueFavoritesPage")) },
      { path: "venues-3d-tours", ...page(() => import("../features/venue-tours-3d/VenueTours3dPage")) },
      // Venue tours (issue 4, helper C)
      { path: "book-tour", ...BookTour },
      { path: "schedule-tour", ...BookTour },
      { path: "request-venue-tour", ...page(() => import("../features/tours/RequestTourPage")) },
      { path: "tour-success", ...page(() => import("../features/tours/TourSuccessPage")) },
      { path: "venue-tours", ...page(() => import("../features/tours/VenueToursPage")) },
      { path: "venue-owner-dashboard/venues/:venueId/tours", ...page(() => import("../features/tours/OwnerToursPage")) },
      // Venue owners (issue 4, helper D)
      { path: "list-your-venue", ...page(() => import("../features/venue-owner/ListYourVenuePage")) },
      { path: "add-venue", ...page(() => import("../features/venue-owner/AddVenuePage")) },
      { path: "venue-questionnaire", ...page(() => import("../features/venue-owner/QuestionnairePage")) },
      { path: "venue-owner-dashboard", ...page(() => import("../features/venue-owner/DashboardPage")) },
      { path: "venue/claim", ...page(() => import("../features/venue-claims/ClaimVenuePage")) },
      // Planning tools: the budget tracker (issue 14)
      { path: "planning/budget-tracker", ...page(() => import("../features/budget/BudgetTrackerPage")) },
      { path: "planning/budgeting-basics", ...page(() => import("../features/budget/BudgetingBasicsPage")) },
      // Beyond the Wedding: every screen behind the sign-in gate
      { path: "beyond-wedding", ...BeyondWedding },
      ...BEYOND_WEDDING_PATHS.map((path) => ({ path, ...BeyondWeddingModule })),
      { path: "*", ...page(() => import("./NotFoundPage")) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
