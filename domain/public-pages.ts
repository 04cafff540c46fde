import { CITIES } from "./cities.ts";
import { VENDOR_CATEGORIES } from "./vendor-categories.ts";

/**
 * The pages anyone may open and search engines may list: the sitemap names them (with every published
 * venue), and every other page of the app is served with `noindex` (accounts, planning tools, sign-in).
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  "/",
  "/venues",
  ...CITIES.map((city) => `/venues/${city.id}`),
  "/venues-3d-tours",
  "/vendors",
  "/vendors/match",
  ...VENDOR_CATEGORIES.map((category) => `/vendors/${category.slug}`),
  ...CITIES.map((city) => `/${city.id}/vendors`),
  ...CITIES.flatMap((city) => VENDOR_CATEGORIES.map((category) => `/${city.id}/vendors/${category.slug}`)),
  "/list-your-venue",
  "/beyond-wedding",
  "/planning/budgeting-basics",
  "/planning/guides",
  "/planning/templates",
  "/planning-quiz",
  "/planning/smart-questions",
  "/wedding-websites-guide",
  "/how-to-get-started",
  "/about",
  "/company",
  "/pros",
  "/join",
  "/faq",
  "/help",
  "/contact",
  "/privacy",
  "/terms",
  "/blog",
  "/vendor-benefits",
  "/vendor-pricing",
  "/founding-50",
  "/ai-vendor-tools",
  "/june-for-planners",
  "/friendors",
  "/vendor-inspiration",
];

/** A venue's one address; /venue-profile/:id and /venues/:id lead to the same page. */
export const venuePagePath = (slug: string) => `/venues/${slug}`;

/** A vendor's one address. */
export const vendorPagePath = (slug: string) => `/vendor/${slug}`;

const publicPaths = new Set(PUBLIC_PAGE_PATHS);

/** Whether a path (no query) is one of the listed public pages. Venue pages are judged by the server render. */
export function isListedPublicPage(pathname: string): boolean {
  return publicPaths.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}
