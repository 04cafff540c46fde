import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { CITY_COOKIE, isCityId } from "../../domain/cities.ts";
import { isListedPublicPage } from "../../domain/public-pages.ts";
import { createCatalogCache } from "../db/catalog-cache.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../http/env.ts";
import { hasSessionCookie, isWebviewRequest, loadRenderer, pageDocument, rendererBundle, type AppStart, type PageRenderer } from "./renderer.ts";
import { createSitemaps, robotsTxt } from "./sitemap.ts";

interface SentPage {
  status: 200 | 404;
  /** A guest's own page (an RSVP): not cached anywhere, not indexed (decision 056). */
  personal?: boolean;
  html: string;
  /** Brotli-compressed once, on the first request that accepts it. */
  brotli?: Buffer;
}

/**
 * How long a rendered page is reused while the catalog is unchanged: tour bookings and view counts do
 * not move the catalog version, and a page a few seconds old is fine to show first. Every visitor gets
 * the same page (it is rendered as a signed-out visitor sees it). A tour time booked in those seconds
 * may still be listed; booking it then says it is taken.
 */
const RENDER_CACHE_MS = 10_000;

/**
 * The built web app: hashed assets cached for a year, "/" prerendered at build time, public pages
 * rendered per request with their data (web/entry-server.tsx), and the empty shell for every other
 * path so deep links work.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, { db, config, logger }: AppDeps) {
  const indexFile = path.join(staticDir, "index.html");
  // The home page is prerendered at build time (scripts/prerender.mjs).
  const homeFile = path.join(staticDir, "home.html");
  const bundle = rendererBundle(staticDir);
  // The renderer asks /api through the app itself: no HTTP, the same policies and validation. A guest's
  // own page asks as that guest's request (its address counts against the guest-link limits, as the
  // browser's own request would), not as one address shared by every render.
  const renderingFor = new AsyncLocalStorage<object>();
  const fetchApi: typeof fetch = async (input, init) => app.request(input instanceof Request ? input : String(input), init, renderingFor.getStore());
  let renderer: Promise<PageRenderer> | undefined;
  // Loaded now rather than by the first visitor, who waited seconds for it on a busy machine.
  if (bundle) {
    renderer = loadRenderer(bundle, fetchApi);
    renderer.catch((error: unknown) => logger.error({ err: error }, "page renderer unavailable"));
  }
  let pageShell: string | undefined;
  // Past its 10 s a page is still sent while one render makes the next (decision 053).
  const rendered = createCatalogCache<SentPage | null>(db, { ttlMs: RENDER_CACHE_MS, maxEntries: 1000, staleWhileRevalidate: true });

  const sendFile = (c: Context<AppEnv>, file: string, status: 200 | 404 = 200) => {
    // Read per request (small, in page cache) so a rebuild is picked up without a restart.
    const chosen = fs.existsSync(file) ? file : indexFile;
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    if (acceptsBrotli(c) && fs.existsSync(`${chosen}.br`)) {
      c.header("Content-Encoding", "br");
      c.header("Content-Type", "text/html; charset=UTF-8");
      return c.body(fs.readFileSync(`${chosen}.br`), status);
    }
    return c.html(fs.readFileSync(chosen, "utf8"), status);
  };

  const sendShell = async (c: Context<AppEnv>) => {
    // Accounts, planning tools and sign-in are nobody's search result.
    if (!isListedPublicPage(c.req.path)) c.header("X-Robots-Tag", "noindex");
    // A path no screen answers gets the shell (which shows "page not found") with a 404, so links
    // checkers and search engines see a dead address as one. Without the render bundle (a plain
    // `vite build`), the route table is not known here and the shell is sent as before.
    let known = true;
    try {
      if (bundle) known = (await (renderer ??= loadRenderer(bundle, fetchApi))).isKnownPath(c.req.path);
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, "route table unavailable");
    }
    return sendFile(c, indexFile, known ? 200 : 404);
  };

  const render = async (c: Context<AppEnv>): Promise<SentPage | null> => {
    if (!bundle) return null;
    const cityCookie = getCookie(c, CITY_COOKIE);
    const city = isCityId(cityCookie) ? cityCookie : null;
    const url = new URL(c.req.url);
    const pages = await (renderer ??= loadRenderer(bundle, fetchApi));
    // Decided before the cache: a personal screen costs no catalog-version read.
    if (!pages.rendersOnServer(url.pathname)) return null;
    const address = url.pathname + url.search;
    // Without a session cookie nobody is signed in: the header is drawn signed out (Sign In in the
    // HTML) and a page to read starts its app on the visitor's first action, with Grace's and June's
    // buttons in the HTML; with one, the app reads the session right after the first paint. A webview
    // gets its bottom navigation in the HTML (decision 056).
    const signedIn = hasSessionCookie(c.req.header("cookie"));
    const webview = isWebviewRequest(c.req.header("user-agent"));
    const renderNow = async (): Promise<SentPage | null> => {
      const page = await pages.renderPage({ url: address, origin: config.publicUrl, city, visitor: !signedIn, webview });
      if (!page) return null;
      pageShell ??= fs.readFileSync(path.join(staticDir, "page.html"), "utf8");
      const start: AppStart = page.startsOnFirstAction && !signedIn ? { onFirstAction: true, launchers: await pages.launchersHtml({ webview }) } : { onFirstAction: false };
      return { status: page.status, html: pageDocument(pageShell, page, start) };
    };
    if (pages.isPersonalPage(url.pathname)) {
      // The node server's bindings (its socket, so the guest's address), when there are any.
      const bindings: object = typeof c.env === "object" && c.env !== null ? c.env : {};
      const page = await renderingFor.run(bindings, renderNow);
      return page && { ...page, personal: true };
    }
    return rendered.get(`${city ?? ""} ${signedIn ? "session" : "visitor"} ${webview ? "webview" : "browser"} ${address}`, renderNow);
  };

  app.get("/robots.txt", (c) => robotsTxt(c, config.publicUrl));
  const sitemaps = createSitemaps(db, config.publicUrl);
  app.get("/sitemap.xml", sitemaps.index);
  app.get("/sitemaps/:file", sitemaps.part);
  app.get("/", (c) => sendFile(c, homeFile));
  app.get("/index", (c) => sendFile(c, homeFile));
  app.use(
    "/assets/*",
    serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // A missing hashed asset (an old page after a new build) is a 404, never the HTML shell in its place.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root: staticDir, precompressed: true }));
  app.get("*", async (c) => {
    let page: SentPage | null = null;
    try {
      page = await render(c);
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      logger.error({ err: error, path: c.req.path }, "server render failed");
    }
    if (!page) return sendShell(c);
    c.header("Cache-Control", page.personal ? "private, no-store" : "no-cache");
    c.header("Vary", "Accept-Encoding, Cookie, User-Agent"); // the city and session cookies, the webview's bottom navigation
    if (page.status === 404 || page.personal) c.header("X-Robots-Tag", "noindex");
    if (acceptsBrotli(c)) {
      page.brotli ??= zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      c.header("Content-Encoding", "br");
      c.header("Content-Type", "text/html; charset=UTF-8");
      return c.body(page.brotli as Uint8Array<ArrayBuffer>, page.status);
    }
    return c.html(page.html, page.status);
  });
}

const acceptsBrotli = (c: Context) => /\bbr\b/.test(c.req.header("accept-encoding") ?? "");
