import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/AppProviders";
import { preloadHomePage } from "./app/routes";
import { beginHydration } from "./lib/browser-value";
import { applyTheme } from "./lib/theme";
import "./styles/app.css";

applyTheme();

const container = document.getElementById("root")!;
// Declarative routing (BrowserRouter) rather than a data router: 17 KB less JavaScript on every page.
const app = <App router={BrowserRouter} />;

if (container.dataset.prerendered === "true") {
  // "/" arrives prerendered at build time (scripts/prerender.mjs): hydrate it instead of painting twice.
  // Should the HTML still differ from the first render, React re-renders that part: worth a debug
  // line, not an error report.
  // The page's module comes first: hydration that suspends would drop the HTML for a spinner.
  await preloadHomePage();
  // Browser-only values (city, phone, webview) start as the build had them, then switch as transitions.
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.debug("Prerendered home re-rendered on the client:", error),
    });
  });
} else {
  createRoot(container).render(app);
}
