import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { RootLayout } from "./RootLayout";

type PageModule = { default: ComponentType };

/** Every screen loads on demand; the layout shows the 'Loading...' spinner meanwhile. */
function page(load: () => Promise<PageModule>): { Component: LazyExoticComponent<ComponentType> } {
  return { Component: lazy(load) };
}

const HomePage = page(() => import("../features/home/HomePage"));

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
      { path: "*", ...page(() => import("./NotFoundPage")) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
