import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What web/entry-server.tsx exports (the server does not import web code; the build bundles it). */
export interface PageRenderer {
  connectApi(fetchApi: typeof fetch): void;
  rendersOnServer(pathname: string): boolean;
  isKnownPath(pathname: string): boolean;
  renderPage(request: { url: string; origin: string; city: string | null; visitor: boolean }): Promise<RenderedPage | undefined>;
  graceLauncherHtml(): string;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  head: { title: string; description: string; tags: string };
  state: string;
  /** A page there to be read (decision 056). */
  readingPage: boolean;
}

/**
 * How a page to read starts its app (decision 056): for a visitor who is not signed in, on their
 * first action, with Grace's button already in the HTML; for anyone signed in, right after the first
 * paint like every other page (their header, account menu and plan need the app at once).
 */
export type AppStart = { onFirstAction: false } | { onFirstAction: true; graceLauncher: string };

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
  return start.onFirstAction ? document.replace("</body>", () => `<div id="grace-root">${start.graceLauncher}</div></body>`) : document;
}
