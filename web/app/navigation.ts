import { CONTACT_DETAILS } from "@domain/constants";

export interface NavLink {
  label: string;
  to: string;
}

/** Footer link groups (spec section 1). Each link goes to a route that exists in routes.tsx. */
export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: "Quick Links",
    links: [
      { label: "Home", to: "/" },
      { label: "About", to: "/about" },
      { label: "How to Get Started", to: "/how-to-get-started" },
      { label: "FAQ", to: "/faq" },
      { label: "Blog", to: "/blog" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Smart Tools and Features",
    links: [
      { label: "See the demo", to: "/demo" },
      { label: "Set up in 15 minutes", to: "/onboarding" },
      { label: "Budget tracker", to: "/planning/budget-tracker" },
      { label: "Wedding websites", to: "/planning/wedding-websites" },
      { label: "What's next", to: "/coming-soon" },
      { label: "Help center", to: "/help" },
    ],
  },
  {
    title: "For Business",
    links: [
      { label: "For wedding pros", to: "/pros" },
      { label: "Join Serviceberry", to: "/join" },
      { label: "Affiliate program", to: "/affiliate-program" },
      { label: "Our company", to: "/company" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
    ],
  },
];

export const FOOTER_CONTACT = CONTACT_DETAILS;

/** A signed-in couple's planning screens, in the header, the phone menu and the webview's bottom nav. */
export const PLANNING_LINKS: NavLink[] = [
  { label: "Dashboard", to: "/couple-dashboard" },
  { label: "Guest list", to: "/planning/guest-list-manager" },
  { label: "Budget", to: "/planning/budget-tracker" },
  { label: "Timeline", to: "/planning/master-timeline" },
];
