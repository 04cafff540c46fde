import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { matchRoutes, StaticRouter, type RouteObject } from "react-router";
import type { CityId } from "@domain/cities";
import { App } from "./app/AppProviders";
import { GraceLauncher } from "./features/grace";
import { JUNE_SERVER_ROOT_ID, loadJuneLauncher } from "./features/june";
import { routeBranch, RouteTableContext, routePageOf, routes } from "./app/routes";
import { setApiFetch } from "./lib/api";
import { headHtml, jsonForHtml } from "./lib/head-tags";
import { RenderedForWebviewContext } from "./lib/media";
import { HeadCollectorContext, type HeadCollector } from "./lib/page-head";
import { isInfiniteQuery, type PageInfiniteQuery } from "./lib/page-queries";
import { RequestQueryClientContext } from "./lib/query";

// The server's side of the web app: bundled by scripts/prerender.mjs, loaded by server/pages/.

/** Build time only: the HTML of a route as a signed-out visitor first sees it, for scripts/prerender.mjs. */
export async function prerender(location: string): Promise<string> {
  const Router = routerAt(location);
  // The first pass loads the route's lazy page; the second renders it complete, with no streamed
  // boundaries (those need inline scripts, which the CSP forbids).
  const { prelude } = await prerenderToNodeStream(<App router={Router} />);
  for await (const _chunk of prelude);
  const html = renderToString(<App router={Router} />);
  if (html.includes("<!--$?-->") || html.includes("<!--$!-->")) throw new Error(`prerender of ${location} left a pending boundary`);
  return html;
}

export interface PageRenderRequest {
  /** Path and query string. */
  url: string;
  /** The public origin, for canonical and preview addresses. */
  origin: string;
  /** The visitor's selected city (from its cookie). */
  city: CityId | null;
  /** The request carries no session cookie: nobody is signed in (decision 056). */
  visitor?: boolean;
  /** The request's user agent is a phone or tablet webview's: the bottom navigation is drawn (decision 056). */
  webview?: boolean;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The app's markup for #root. */
  html: string;
  head: { title: string; description: string; tags: string };
  /** The loaded queries and the city, as JSON safe inside a <script> element, for the browser to hydrate with. */
  state: string;
  /**
   * A page to read, or a guest's own page from their mail: for a visitor not signed in, its app starts on
   * their first action (decision 056). What is typed or pressed before is kept (web/lib/keep-typed-input.ts,
   * the start script's held click).
   */
  startsOnFirstAction: boolean;
}

const launchers = new Map<boolean, string>();
/**
 * Grace's and June's buttons as the browser first draws them, for a page to read sent to a visitor: it
 * starts its app on their first action, and the buttons are there (and open their assistant, pressed
 * before the app started) from the first paint. Grace's root takes hers over; June's slot replaces
 * hers (decision 056). In a webview they sit above the bottom navigation below 768 px.
 */
export async function launchersHtml({ webview }: { webview: boolean }): Promise<string> {
  let html = launchers.get(webview);
  if (html === undefined) {
    const grace = renderToString(
      <RenderedForWebviewContext value={webview}>
        <GraceLauncher />
      </RenderedForWebviewContext>,
    );
    const JuneLauncher = await loadJuneLauncher();
    const june = renderToString(<JuneLauncher hidden={false} pathname="" aboveBottomNav={webview} />);
    html = `<div id="grace-root" data-launcher>${grace}</div><div id="${JUNE_SERVER_ROOT_ID}" data-launcher>${june}</div>`;
    launchers.set(webview, html);
  }
  return html;
}

/** How the renderer reaches /api: the server's own app, in process. Set once when the server loads this bundle. */
export function connectApi(fetchApi: typeof fetch): void {
  setApiFetch(fetchApi);
}

/**
 * Each path's page and parameters, matched once: matchRoutes flattens and ranks the whole route table
 * on every call, which was most of the cost of sending a cached vendor page (decision 053). Bounded
 * (emptied when full) since every vendor and venue has its own path.
 */
const MATCHED_PATHS_MAX = 20_000;
const matchedPaths = new Map<string, { page: ReturnType<typeof routePageOf>; params: Record<string, string | undefined>; branch: RouteObject[] }>();
function matchPath(pathname: string) {
  let found = matchedPaths.get(pathname);
  if (!found) {
    const matched = matchRoutes(routes, pathname);
    found = { page: routePageOf(matched), params: matched?.at(-1)?.params ?? {}, branch: routeBranch(matched) };
    if (matchedPaths.size >= MATCHED_PATHS_MAX) matchedPaths.clear();
    matchedPaths.set(pathname, found);
  }
  return found;
}

/** Whether the server renders this path (a `publicPage` route); every other path gets the plain shell. */
export function rendersOnServer(pathname: string): boolean {
  return matchPath(pathname).page?.serverRendered === true;
}

/** A guest's own page from their mail: rendered per request, never cached or indexed (decision 056). */
export function isPersonalPage(pathname: string): boolean {
  return matchPath(pathname).page?.personal === true;
}

/** Whether the route table has a screen at this path; anything else is answered with the "page not found" screen and a 404. */
export function isKnownPath(pathname: string): boolean {
  return pathname === "/" || matchPath(pathname).page !== undefined;
}

/**
 * A public page as a signed-out visitor in their city sees it, with the data it reads already in it.
 * Undefined for any path that is not a server-rendered page: the server sends the plain shell.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, request.origin);
  const { page, params, branch } = matchPath(url.pathname);
  if (!page?.serverRendered) return undefined;
  const module = await page.preload();
  // One cache per request; nothing is shared between visitors.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const queries = module.pageQueries?.({ pathname: url.pathname, params, searchParams: url.searchParams, city: request.city }) ?? [];
  const infinite: PageInfiniteQuery[] = queries.filter(isInfiniteQuery);
  await Promise.all([
    ...queries.filter((query) => !isInfiniteQuery(query)).map((query) => client.prefetchQuery(query)),
    ...infinite.map((query) => client.prefetchInfiniteQuery(query)),
  ]);
  const notFound = queries.some((query) => isNotFound(client.getQueryState(query.queryKey)?.error));

  const collector: HeadCollector = { origin: request.origin };
  const html = renderToString(
    <HeadCollectorContext value={collector}>
      <RequestQueryClientContext value={client}>
        {/* Only this path's routes: the same HTML, without ranking the whole table per render (decision 067). */}
        <RouteTableContext value={branch}>
          <App router={routerAt(url.pathname + url.search)} city={request.city} visitor={request.visitor} webview={request.webview} />
        </RouteTableContext>
      </RequestQueryClientContext>
    </HeadCollectorContext>,
  );
  // Answers go to the browser, and "not found": the page said so and must hydrate saying so. Any
  // other failure is asked again there.
  const state = jsonForHtml({
    queries: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" || isNotFound(query.state.error) }),
    city: request.city,
    visitor: request.visitor === true,
    webview: request.webview === true,
  });
  client.clear();
  return { status: notFound ? 404 : 200, html, head: headHtml(collector.head, request.origin), state, startsOnFirstAction: page.readingPage || page.personal };
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

function routerAt(location: string) {
  return function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}
