import { matchRoutes, type RouteObject } from "react-router";

/**
 * The route table's pattern for an address ("/venues/the-glass-barn" -> "/venues/:id"), for telemetry:
 * it names the screen, never the address (no slugs, ids, query or fragment). An address only the
 * catch-all matches is "/*".
 */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return "/*";
  const segments = matches.flatMap(({ route }) => (route.path ? route.path.split("/").filter(Boolean) : []));
  return `/${segments.join("/")}`;
}
