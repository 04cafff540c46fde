import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTE_PATTERN, ROUTE_PATTERN_MAX_LENGTH } from "@domain/web-vitals";
import { routePattern } from "@web/lib/route-pattern";
import { routeBranch, routes } from "./routes";

const paths = routes.flatMap((layout) => (layout.children ?? []).map((route) => (route.index ? "" : route.path ?? "")));

describe("the route table's patterns (web vitals name screens by them)", () => {
  it.each(paths)("/%s: a concrete address maps back to it, and the server accepts it", (path) => {
    const address = `/${path}`.replace(/:[A-Za-z]+/g, "the-glass-barn-3f0c2a1e").replace(/\*$/, "some/deeper/page");
    const pattern = routePattern(routes, address);
    expect(pattern).toBe(`/${path}`);
    expect(pattern.length).toBeLessThanOrEqual(ROUTE_PATTERN_MAX_LENGTH);
    expect(ROUTE_PATTERN.test(pattern)).toBe(true);
  });
});

describe("one path's branch of the route table (the server renders over it, decision 067)", () => {
  const addresses = paths.map((path) => `/${path}`.replace(/:[A-Za-z]+/g, "the-glass-barn-3f0c2a1e").replace(/\*$/, "some/deeper/page")).concat("/no/such/page");

  it.each(addresses)("%s: the branch matches the same routes, elements and parameters as the whole table", (address) => {
    const whole = matchRoutes(routes, address);
    const branch = routeBranch(whole);
    expect(branch).not.toBe(routes);
    expect(branch).toHaveLength(1);
    const cut = matchRoutes(branch, address);
    const shape = (matches: typeof whole) =>
      (matches ?? []).map(({ route, params, pathname, pathnameBase }) => ({ path: route.path, index: route.index === true, element: route.element, Component: route.Component, handle: route.handle, params, pathname, pathnameBase }));
    expect(cut).not.toBeNull();
    expect(shape(cut)).toEqual(shape(whole));
    // The leaf is the table's own route object (its page, handle and component), not a copy.
    expect(cut!.at(-1)!.route).toBe(whole!.at(-1)!.route);
  });
});
