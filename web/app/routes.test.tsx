import { describe, expect, it } from "vitest";
import { ROUTE_PATTERN, ROUTE_PATTERN_MAX_LENGTH } from "@domain/web-vitals";
import { routePattern } from "@web/lib/route-pattern";
import { routes } from "./routes";

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
