import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What web/entry-server.tsx exports (the server does not import web code; the build bundles it). */
export interface PageRenderer {
  connectApi(fetchApi: typeof fetch): void;
  rendersOnServer(pathname: string): boolean;
  isKnownPath(pathname: string): boolean;
  renderPage(request: { url: string; origin: string; city: string | null; visitor: boolean }): Promise<RenderedPage | undefined>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  head: { title: string; description: string; tags: string };
  state: string;
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
export function pageDocument(shell: string, page: RenderedPage): string {
  // Replacement functions, not strings: a "$" in the page must not be read as a replacement pattern.
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.head.title}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${page.head.description}"`)
    .replace("</head>", () => `${page.head.tags}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-server-rendered="true">${page.html}</div><script type="application/json" id="page-state">${page.state}</script>`,
    );
}
