import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import type { CityId } from "@domain/cities";
import { App } from "./app/AppProviders";
import { preloadRoute } from "./app/routes";
import { beginHydration } from "./lib/browser-value";
import { applyTheme } from "./lib/theme";
import "./styles/app.css";

applyTheme();

const container = document.getElementById("root")!;

/** What the server put beside a server-rendered page: the answers it rendered with, and the city (web/entry-server.tsx). */
function readPageState(): { queries?: unknown; city: CityId | null } {
  const element = document.getElementById("page-state");
  if (!element?.textContent) return { city: null };
  return JSON.parse(element.textContent) as { queries?: unknown; city: CityId | null };
}

// "/" arrives prerendered at build time (scripts/prerender.mjs), public pages rendered by the server
// (server/pages/): hydrate them instead of painting twice.
if (container.dataset.prerendered === "true" || container.dataset.serverRendered === "true") {
  const state = readPageState();
  // The page's module comes first: hydration that suspends would drop the HTML for a spinner. The
  // server's answers go into the query cache, so the page asks the API nothing it already has.
  await Promise.all([
    preloadRoute(window.location.pathname),
    state.queries ? import("./lib/query").then(({ hydrateQueries }) => hydrateQueries(state.queries)) : undefined,
  ]);
  // Browser-only values (city, phone, webview) start as the server had them, then switch as transitions.
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  // Should the HTML still differ from the first render, React re-renders that part: worth a debug
  // line, not an error report.
  startTransition(() => {
    hydrateRoot(container, <App router={BrowserRouter} city={state.city} />, {
      onRecoverableError: (error) => console.debug("Server-rendered page re-rendered on the client:", error),
    });
  });
} else {
  // Declarative routing (BrowserRouter) rather than a data router: 17 KB less JavaScript on every page.
  createRoot(container).render(<App router={BrowserRouter} />);
}
