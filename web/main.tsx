import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import type { CityId } from "@domain/cities";
import { isVisitSampled } from "@domain/web-vitals";
import { App } from "./app/AppProviders";
import { preloadRoute, routes } from "./app/routes";
import { beginHydration } from "./lib/browser-value";
import { keepTypedInput } from "./lib/keep-typed-input";
import { applyTheme } from "./lib/theme";
import "./styles/app.css";

applyTheme();

const container = document.getElementById("root")!;

// The Core Web Vitals canary (telemetry_canary). Vite replaces the setting at build time, so without
// the flag this block and the reporter's chunk are left out. One page load in four is sampled before
// anything downloads; the reporter loads once the first render has committed and the browser is idle
// (web-vitals reads the earlier paints and shifts from the browser's buffer).
if (import.meta.env.VITE_FLAG_TELEMETRY_CANARY === "true" && isVisitSampled(Math.random())) {
  const start = () =>
    void Promise.all([import("./lib/web-vitals"), import("./lib/route-pattern")]).then(([{ startWebVitals }, { routePattern }]) =>
      startWebVitals(routePattern(routes, window.location.pathname)),
    ).catch(() => {}); // a measurement that fails to load must not trouble the page
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  window.addEventListener("serviceberry:hydrated", whenIdle, { once: true });
}

/** What the server put beside a server-rendered page: the answers it rendered with, and the city (web/entry-server.tsx). */
function readPageState(): { queries?: unknown; city: CityId | null; visitor?: boolean; webview?: boolean } {
  const element = document.getElementById("page-state");
  if (!element?.textContent) return { city: null };
  return JSON.parse(element.textContent) as { queries?: unknown; city: CityId | null; visitor?: boolean; webview?: boolean };
}

// "/" arrives prerendered at build time (scripts/prerender.mjs), public pages rendered by the server
// (server/pages/): hydrate them instead of painting twice.
if (container.dataset.prerendered === "true" || container.dataset.serverRendered === "true") {
  // Noted before anything awaits: every keystroke from here until the app has hydrated is kept.
  keepTypedInput(container);
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
    hydrateRoot(container, <App router={BrowserRouter} city={state.city} visitor={state.visitor === true} webview={state.webview === true} />, {
      onRecoverableError: (error) => console.debug("Server-rendered page re-rendered on the client:", error),
    });
  });
} else {
  // Declarative routing (BrowserRouter) rather than a data router: 17 KB less JavaScript on every page.
  createRoot(container).render(<App router={BrowserRouter} />);
}

// Grace, the support assistant, mounts beside the app once the page has settled: off every first load's
// critical path. A page to read already shows her button (decision 056): her root takes it over at once.
const mountGrace = () => void import("./features/grace").then((grace) => grace.mountGrace());
if (document.getElementById("grace-root")) mountGrace();
else setTimeout(mountGrace, 1500);
