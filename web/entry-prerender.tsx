import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/AppProviders";

/** Build time only: the HTML of a route as a signed-out visitor first sees it, for scripts/prerender.mjs. */
export async function prerender(location: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  // The first pass loads the route's lazy page; the second renders it complete, with no streamed
  // boundaries (those need inline scripts, which the CSP forbids).
  const { prelude } = await prerenderToNodeStream(<App router={Router} />);
  for await (const _chunk of prelude);
  const html = renderToString(<App router={Router} />);
  if (html.includes("<!--$?-->") || html.includes("<!--$!-->")) throw new Error(`prerender of ${location} left a pending boundary`);
  return html;
}
