import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTE_PATTERN } from "@domain/web-vitals";
import { routePattern } from "./route-pattern";

// The shape of the app's table (web/app/routes.tsx): a layout without a path around the pages.
const routes: RouteObject[] = [
  {
    id: "layout",
    children: [
      { index: true },
      { path: "faq" },
      { path: "venues" },
      { path: "venues/columbus" },
      { path: "venues/:id" },
      { path: "venue-owner-dashboard/venues/:venueId/tours" },
      { path: "admin/*" },
      { path: "*" },
    ],
  },
];

describe("routePattern", () => {
  it.each([
    ["/", "/"],
    ["/faq", "/faq"],
    ["/faq/", "/faq"],
    ["/venues", "/venues"],
    ["/venues/columbus", "/venues/columbus"],
    ["/venues/the-glass-barn-at-willow-creek", "/venues/:id"],
    ["/venue-owner-dashboard/venues/3f0c2a1e-7d4b-4b8e-9f1a-2c3d4e5f6a7b/tours", "/venue-owner-dashboard/venues/:venueId/tours"],
    ["/admin/users", "/admin/*"],
    ["/admin/messages/more", "/admin/*"],
    ["/no/such/page", "/*"],
  ])("names %s as %s, a pattern the server accepts", (pathname, pattern) => {
    expect(routePattern(routes, pathname)).toBe(pattern);
    expect(ROUTE_PATTERN.test(pattern)).toBe(true);
  });

  it("is /* when nothing matches at all", () => {
    expect(routePattern([{ path: "faq" }], "/elsewhere")).toBe("/*");
  });
});
