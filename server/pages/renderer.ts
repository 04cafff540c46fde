import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What web/entry-server.tsx exports (the server does not import web code; the build bundles it). */
export interface PageRenderer {
  connectApi(fetchApi: typeof fetch): void;
  rendersOnServer(pathname: string): boolean;
  isPersonalPage(pathname: string): boolean;
  isKnownPath(pathname: string): boolean;
  renderPage(request: { url: string; origin: string; city: string | null; visitor: boolean; webview: boolean }): Promise<RenderedPage | undefined>;
  launchersHtml(request: { webview: boolean }): Promise<string>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  head: { title: string; description: string; tags: string };
  state: string;
  /** A page to read or a guest's own page: for a visitor not signed in, its app starts on their first action (decision 056). */
  startsOnFirstAction: boolean;
}

/**
 * How a page's app starts (decision 056). A page to read sent to a visitor who is not signed in starts
 * its app on their first action, with Grace's and June's buttons already in the HTML (`launchers`);
 * every other page starts it right after the first paint.
 */
export type AppStart = { onFirstAction: false } | { onFirstAction: true; launchers: string };

/**
 * A phone or tablet webview by its user agent (the spec's test, web/lib/media.ts): the server draws the
 * bottom navigation for it (shown below 768 px by CSS), so it is there from the first paint.
 */
export function isWebviewRequest(userAgent: string | undefined): boolean {
  return /iPhone|iPod|iPad|Android/.test(userAgent ?? "");
}

/**
 * Whether a request's Cookie header carries a session cookie (better-auth's, "__Secure-" prefixed over
 * https). Only a hint for how the page is drawn and its app starts: whether the session is valid is the
 * app's to find out.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/.test(cookieHeader ?? "");
}

/** The bundle scripts/prerender.mjs writes beside the built web folder, or undefined (a plain `vite build`, API tests). */
export function rendererBundle(staticDir: string): string | undefined {
  const file = path.join(path.dirname(staticDir), "render", "entry-server.js");
  return fs.existsSync(file) ? file : undefined;
}

/** Loads the renderer once; `fetchApi` answers its /api requests in process. */
export async function loadRenderer(bundle: string, fetchApi: typeof fetch): Promise<PageRenderer> {
  const renderer = (await import(pathToFileURL(bundle).href)) as PageRenderer;
  renderer.connectApi(fetchApi);
  return renderer;
}

/** The rendered page poured into the shell (dist/web/page.html): head tags, markup, and the state to hydrate with. */
export function pageDocument(shell: string, page: RenderedPage, start: AppStart = { onFirstAction: false }): string {
  const rootAttributes = start.onFirstAction ? ' data-server-rendered="true" data-app-start="first-action"' : ' data-server-rendered="true"';
  // Replacement functions, not strings: a "$" in the page must not be read as a replacement pattern.
  const document = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.head.title}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${page.head.description}"`)
    .replace("</head>", () => `${page.head.tags}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"${rootAttributes}>${page.html}</div><script type="application/json" id="page-state">${page.state}</script>`,
    );
  return start.onFirstAction ? document.replace("</body>", () => `${start.launchers}</body>`) : document;
}
