import { createContext, lazy, use, type ComponentType } from "react";
import { matchRoutes, useRoutes, type RouteMatch, type RouteObject } from "react-router";
import type { PageQueries } from "../lib/page-queries";
import { BEYOND_WEDDING_PATHS } from "../features/beyond-wedding";
import { RootLayout } from "./RootLayout";

/**
 * A page module. A page the server renders may also say which queries it needs (`pageQueries`), so the
 * server loads them before rendering and the browser hydrates with them (web/entry-server.tsx).
 */
export type PageModule = { default: ComponentType; pageQueries?: PageQueries };

export interface RoutePage {
  /** Loads the page's module (and its query cache provider); afterwards the route renders without suspending. */
  preload(): Promise<PageModule>;
  /** Rendered on the server for every visitor: a public page worth finding and sharing. */
  serverRendered: boolean;
  /**
   * A page there to be read (articles, help, legal and program pages, and the contact form and quiz, whose
   * fields and buttons keep what is done before the app starts): for a visitor who is not signed in, its
   * app starts on their first action instead of right after the first paint (decision 056).
   */
  readingPage: boolean;
  /**
   * A guest's own page from a link in their mail (an RSVP, an address form): rendered on the server for
   * the first paint, never cached or shared between requests, and kept out of search; like a page to
   * read, its app starts on a visitor's first action (decision 056).
   */
  personal: boolean;
}

/**
 * Every screen loads on demand; the layout shows the 'Loading...' spinner meanwhile. The query cache
 * provider comes with the page (see lib/query.tsx), so the home route never loads TanStack Query.
 * Once preloaded, the route renders the page itself instead of React.lazy, so hydrating server-rendered
 * HTML never suspends (a boundary that suspends while hydrating is thrown away and replaced by the
 * spinner: a large layout shift).
 */
function page(load: () => Promise<PageModule>, options: { serverRendered?: boolean; readingPage?: boolean; personal?: boolean; queries?: boolean } = {}) {
  const { serverRendered = false, readingPage = false, personal = false, queries = true } = options;
  type Loaded = { module: PageModule; Component: ComponentType };
  let loaded: Loaded | undefined;
  const loadPage = async (): Promise<Loaded> => {
    if (!queries) {
      const module = await load();
      return (loaded = { module, Component: module.default });
    }
    const [module, { withQueryClient }] = await Promise.all([load(), import("../lib/query")]);
    return (loaded = { module, Component: withQueryClient(module.default) });
  };
  const LazyPage = lazy(() => loadPage().then((l) => ({ default: l.Component })));
  function Component() {
    const Loaded = loaded?.Component;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  const routePage: RoutePage = { preload: async () => (loaded ?? (await loadPage())).module, serverRendered, readingPage, personal };
  return { Component, handle: { page: routePage } };
}

/** A public page the server renders (with its data) for every visitor; see web/entry-server.tsx. */
const publicPage = (load: () => Promise<PageModule>) => page(load, { serverRendered: true });
/** A server-rendered page there to be read: no app script runs for a visitor until they act on it (decision 056). */
const readingPage = (load: () => Promise<PageModule>) => page(load, { serverRendered: true, readingPage: true });
/** A guest's own page opened from their mail, rendered on the server for that request only (decision 056). */
const guestPage = (load: () => Promise<PageModule>) => page(load, { serverRendered: true, personal: true });

// The home stays off TanStack Query (decision 006) and is prerendered at build time (decision 003).
const HomePage = page(() => import("../features/home/HomePage"), { queries: false });
const AuthPage = page(() => import("../features/auth/AuthPage"));
const VendorSignUp = page(() => import("../features/auth/SignUpPage").then((m) => ({ default: m.VendorSignUpPage })));
const BookTour = page(() => import("../features/tours/BookTourPage"));
const CityVenues = publicPage(() => import("../features/venues/CityVenuesPage"));
const VenueProfile = publicPage(() => import("../features/venues/VenuePage"));
const VendorList = publicPage(() => import("../features/vendors/VendorsPage"));
const VendorInspiration = publicPage(() => import("../features/vendor-galleries/VendorInspirationPage"));
const MeetJune = page(() => import("../features/june/MeetJunePage"));
const loadVendorPros = () => import("../features/vendor-pros/VendorProgramPage");
const vendorPros = (name: Exclude<keyof Awaited<ReturnType<typeof loadVendorPros>>, "vendorProgramPageQueries">) =>
  readingPage(() => loadVendorPros().then((m) => ({ default: m[name], pageQueries: m.vendorProgramPageQueries[name] })));
const BeyondWedding = readingPage(() => import("../features/beyond-wedding/BeyondWeddingPage"));
const BeyondWeddingModule = page(() => import("../features/beyond-wedding/BeyondWeddingModulePage"));

// The timeline and planning screens: one import site per group (each costs the home bundle a little).
const timelinePages = () => import("../features/timeline/PlannerPage");
const dayPages = () => import("../features/timeline/DayPage");
const planningPages = () => import("../features/planning/PlanningPage");

/** The one route table of the app. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, ...HomePage },
      { path: "index", ...HomePage },
      { path: "about", ...readingPage(() => import("../features/content/AboutPage")) },
      { path: "company", ...readingPage(() => import("../features/content/CompanyPage")) },
      { path: "contact", ...readingPage(() => import("../features/contact/ContactPage")) },
      { path: "faq", ...readingPage(() => import("../features/help/FaqPage")) },
      { path: "help", ...readingPage(() => import("../features/help/HelpPage")) },
      { path: "privacy", ...readingPage(() => import("../features/content/PrivacyPage")) },
      { path: "terms", ...readingPage(() => import("../features/content/TermsPage")) },
      { path: "how-to-get-started", ...readingPage(() => import("../features/content/HowToGetStartedPage")) },
      { path: "pros", ...readingPage(() => import("../features/content/ProsPage")) },
      { path: "coming-soon", ...page(() => import("../features/content/WhatsNextPage")) },
      { path: "demo", ...page(() => import("../features/demo/DemoPage")) },
      { path: "join", ...readingPage(() => import("../features/content/JoinPage")) },
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
      { path: "venues", ...publicPage(() => import("../features/venues/VenuesPage")) },
      ...["cleveland", "columbus", "cincinnati", "nashville"].map((city) => ({ path: `venues/${city}`, ...CityVenues })),
      { path: "venues/:id", ...VenueProfile },
      { path: "venue-profile/:id", ...VenueProfile },
      // Vendors (issue 12): the four list forms share one page; the city in the path wins over the stored city.
      { path: "vendors", ...VendorList },
      { path: "vendors/match", ...page(() => import("../features/vendors/VendorMatchPage")) },
      { path: "vendors/:category", ...VendorList },
      { path: ":city/vendors", ...VendorList },
      { path: ":city/vendors/:category", ...VendorList },
      { path: "vendor/:id", ...publicPage(() => import("../features/vendors/VendorProfilePage")) },
      { path: "venue-favorites", ...page(() => import("../features/saved-venues/VenueFavoritesPage")) },
      // Drawn by the server; the viewer (three.js) starts with the app, on a visitor's first action (decision 056).
      { path: "venues-3d-tours", ...readingPage(() => import("../features/venue-tours-3d/VenueTours3dPage")) },
      // Venue tours (issue 4, helper C)
      { path: "book-tour", ...BookTour },
      { path: "schedule-tour", ...BookTour },
      { path: "request-venue-tour", ...page(() => import("../features/tours/RequestTourPage")) },
      { path: "tour-success", ...page(() => import("../features/tours/TourSuccessPage")) },
      { path: "venue-tours", ...page(() => import("../features/tours/VenueToursPage")) },
      { path: "venue-owner-dashboard/venues/:venueId/tours", ...page(() => import("../features/tours/OwnerToursPage")) },
      // Venue owners (issue 4, helper D)
      { path: "list-your-venue", ...readingPage(() => import("../features/venue-owner/ListYourVenuePage")) },
      { path: "add-venue", ...page(() => import("../features/venue-owner/AddVenuePage")) },
      { path: "venue-questionnaire", ...page(() => import("../features/venue-owner/QuestionnairePage")) },
      { path: "venue-owner-dashboard", ...page(() => import("../features/venue-owner/DashboardPage")) },
      { path: "venue/claim", ...page(() => import("../features/venue-claims/ClaimVenuePage")) },
      // Planning tools: the budget tracker (issue 14)
      { path: "planning/budget-tracker", ...page(() => import("../features/budget/BudgetTrackerPage")) },
      { path: "planning/budgeting-basics", ...readingPage(() => import("../features/budget/BudgetingBasicsPage")) },
      // Guest list import (issue 13)
      { path: "planning/guest-list-manager/import", ...page(() => import("../features/guest-import/GuestImportPage")) },
      { path: "planning/csv-format-guide", ...page(() => import("../features/guest-import/CsvFormatGuidePage")) },
      // The guest list and RSVP (issue 13)
      { path: "planning/guest-list-manager", ...page(() => import("../features/guests/GuestListManagerPage")) },
      { path: "rsvp/:token", ...guestPage(() => import("../features/guests/RsvpPage")) },
      { path: "guest-address/:token", ...guestPage(() => import("../features/guests/GuestAddressPage")) },
      { path: "guest-registration/:weddingCode", ...guestPage(() => import("../features/guests/GuestRegistrationPage")) },
      // June, the wedding-planning assistant (issue 17)
      { path: "ai", ...MeetJune },
      { path: "ai-planner", ...MeetJune },
      // Vendors: the vendor program pages (issue 12, vendor side), one chunk for the six, server-rendered (issue 28)
      { path: "vendor-benefits", ...vendorPros("VendorBenefitsPage") },
      { path: "vendor-pricing", ...vendorPros("VendorPricingPage") },
      { path: "founding-50", ...vendorPros("Founding50Page") },
      { path: "ai-vendor-tools", ...vendorPros("AiVendorToolsPage") },
      { path: "june-for-planners", ...vendorPros("JuneForPlannersPage") },
      { path: "friendors", ...vendorPros("FriendorsPage") },
      // Money and growth: paid plans through Stripe (issue 35)
      { path: "payment-success", ...page(() => import("../features/billing/PaymentSuccessPage")) },
      { path: "payment-canceled", ...page(() => import("../features/billing/PaymentCanceledPage")) },
      { path: "give-back-wedding", ...page(() => import("../features/give-back/GiveBackWeddingPage")) },
      { path: "give-back-application", ...page(() => import("../features/give-back/GiveBackApplicationPage")) },
      // Affiliates (issue 35, decision 048)
      { path: "affiliate-program", ...page(() => import("../features/affiliates/AffiliateProgramPage")) },
      { path: "affiliate-signup", ...page(() => import("../features/affiliates/AffiliateSignupPage")) },
      { path: "affiliate-dashboard", ...page(() => import("../features/affiliates/AffiliateDashboardPage")) },
      { path: "vendor-dashboard", ...page(() => import("../features/vendor-dashboard/DashboardPage")) },
      { path: "vendor/claim", ...page(() => import("../features/vendor-claims/ClaimVendorPage")) },
      { path: "my-inquiries", ...page(() => import("../features/vendor-inquiries/MyInquiriesPage")) },
      // Planning tools: the master timeline, the couple's dashboard, getting started and guides (issue 15)
      { path: "floor-plan-builder", ...page(() => import("../features/seating/FloorPlanBuilderPage")) },
      { path: "floor-plan-builder/print", ...page(() => import("../features/seating/PrintSeatingPage")) },
      { path: "floor-plan-builder/shared/:token", ...page(() => import("../features/seating/SharedSeatingPage")) },
      { path: "planning/master-timeline", ...page(() => timelinePages().then((m) => ({ default: m.MasterTimelinePage }))) },
      { path: "planning/templates", ...readingPage(() => timelinePages().then((m) => ({ default: m.TemplatesPage }))) },
      { path: "timeline/worksheet/:id", ...page(() => timelinePages().then((m) => ({ default: m.WorksheetPage }))) },
      { path: "timeline/mobile/:timelineId", ...page(() => dayPages().then((m) => ({ default: m.MobileTimelinePage }))) },
      { path: "timeline/mobile/:timelineId/:token", ...page(() => dayPages().then((m) => ({ default: m.PhoneSharedTimelinePage }))) },
      { path: "timeline/shared/:token", ...page(() => dayPages().then((m) => ({ default: m.SharedTimelinePage }))) },
      // Music by moment, guests' song requests and the DJ's read-only link (issue 33)
      { path: "spotify-integration", ...page(() => import("../features/music/MusicPlannerPage")) },
      { path: "music/shared/:token", ...page(() => import("../features/music/SharedMusicPage")) },
      { path: "couple-dashboard", ...page(() => planningPages().then((m) => ({ default: m.CoupleDashboardPage }))) },
      { path: "planning/getting-started", ...page(() => planningPages().then((m) => ({ default: m.GettingStartedPage }))) },
      { path: "planning/guides", ...readingPage(() => planningPages().then((m) => ({ default: m.GuidesPage }))) },
      // The blog and content pages (issue 28)
      { path: "blog", ...readingPage(() => import("../features/blog/BlogPage")) },
      { path: "blog/:slug", ...readingPage(() => import("../features/blog/BlogPostPage")) },
      // The planning quiz and smart questions (issue 28)
      { path: "planning-quiz", ...readingPage(() => import("../features/planning-quiz/PlanningQuizPage")) },
      { path: "planning/smart-questions", ...readingPage(() => import("../features/planning-quiz/SmartQuestionsPage")) },
      // The floral design studio and shared designs (issue 32)
      { path: "floral-design-studio", ...page(() => import("../features/floral-design/FloralDesignStudioPage")) },
      { path: "shared-design/:shareToken", ...page(() => import("../features/floral-design/SharedDesignPage")) },
      // Inspiration boards (issue 32, decision 039)
      { path: "planning/inspiration-boards", ...page(() => import("../features/inspiration-boards/InspirationBoardsPage")) },
      // Wedding websites (issue 30): the builder, the couple's profile (server-rendered), the guide. The guests'
      // site, /wedding/{slug}, is plain HTML from the server, without this app (decision 046).
      { path: "planning/wedding-websites", ...page(() => import("../features/websites/WebsiteBuilderPage")) },
      { path: "couple/:id", ...publicPage(() => import("../features/websites/CoupleProfilePage")) },
      { path: "wedding-websites-guide", ...readingPage(() => import("../features/websites/WeddingWebsitesGuidePage")) },
      // Pinterest and the boards couples share with vendors (issue 32, decision 042)
      { path: "pinterest-integration", ...page(() => import("../features/pinterest/PinterestIntegrationPage")) },
      { path: "pinterest-features", ...page(() => import("../features/pinterest/PinterestFeaturesPage")) },
      { path: "vendor/couple/:coupleId/inspiration-boards", ...page(() => import("../features/inspiration-boards/VendorBoardsPage")) },
      { path: "vendor/couple/:coupleId/pinterest-boards", ...page(() => import("../features/inspiration-boards/VendorPinterestBoardsPage")) },
      // Vendors' inspiration galleries (issue 32, decision 049): by code, or browsable by category and city
      { path: "vendor-inspiration", ...VendorInspiration },
      { path: "vendor-inspiration/:code", ...VendorInspiration },
      // Collaboration: helpers and their access, joining by invitation, the planning chat (issue 29)
      { path: "contributor-access", ...page(() => import("../features/collaboration/ContributorAccessPage")) },
      { path: "budget-permissions", ...page(() => import("../features/collaboration/BudgetPermissionsPage")) },
      { path: "chat-digest/unsubscribe", ...page(() => import("../features/collaboration/DigestUnsubscribePage")) },
      { path: "join/:token", ...page(() => import("../features/collaboration/JoinPage").then((m) => ({ default: m.JoinInvitationPage }))) },
      { path: "contributor-signup/:token", ...page(() => import("../features/collaboration/JoinPage").then((m) => ({ default: m.ContributorSignUpPage }))) },
      { path: "contributor-dashboard", ...page(() => import("../features/collaboration/ContributorDashboardPage")) },
      { path: "contributor/:coupleId/chat", ...page(() => import("../features/collaboration/ChatPage")) },
      { path: "contributors-guide", ...page(() => import("../features/collaboration/ContributorsGuidePage"), { queries: false }) },
      { path: "planning/tasks-polls", ...page(() => import("../features/tasks-polls/TasksPollsPage")) },
      // Beyond the Wedding: every screen behind the sign-in gate
      { path: "beyond-wedding", ...BeyondWedding },
      ...BEYOND_WEDDING_PATHS.map((path) => ({ path, ...BeyondWeddingModule })),
      { path: "beyond-wedding/reminders/unsubscribe", ...page(() => import("../features/beyond-wedding/UnsubscribePage")) },
      { path: "admin/intake-providers", ...page(() => import("../features/beyond-wedding/ProvidersAdminPage")) },
      { path: "*", ...page(() => import("./NotFoundPage")) },
    ],
  },
];

/**
 * The route table the app renders: the whole of it, except in the server's render of one path, which
 * passes that path's branch (routeBranch): useRoutes flattens and ranks the table it is given on every
 * render, over a quarter of rendering a vendor listing page (decisions 064, 067). The browser keeps the
 * whole table (it navigates); the branch renders the same routes with the same elements, so the same HTML.
 */
export const RouteTableContext = createContext<RouteObject[]>(routes);

export function AppRoutes() {
  return useRoutes(use(RouteTableContext));
}

/**
 * The route table cut down to one path's matches (from matchRoutes over the whole table): the same route
 * objects from the leaf up, each parent keeping only the child on the path. The whole table if none matched.
 */
export function routeBranch(matched: RouteMatch[] | null): RouteObject[] {
  if (!matched) return routes;
  let cut: RouteObject[] = [];
  for (const { route } of [...matched].reverse()) cut = [route.index === true || cut.length === 0 ? route : { ...route, index: false, children: cut }];
  return cut;
}

/** The page a path shows, if any route but the catch-all matches it. */
export function routePageFor(pathname: string): RoutePage | undefined {
  return routePageOf(matchRoutes(routes, pathname));
}

/** The page of a path's matches (matchRoutes over the whole table), if any route but the catch-all matched. */
export function routePageOf(matched: RouteMatch[] | null): RoutePage | undefined {
  const leaf = matched?.at(-1);
  if (!leaf || leaf.route.path === "*") return undefined;
  return (leaf.route.handle as { page?: RoutePage } | undefined)?.page;
}

/** Loads the page of the address the browser opened, before hydrating its server-rendered HTML. */
export async function preloadRoute(pathname: string): Promise<void> {
  await routePageFor(pathname)?.preload();
}
