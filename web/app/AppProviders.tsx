import { StrictMode, type ReactNode } from "react";
import { ReauthHost } from "../components/ReauthHost";
import { AuthProvider } from "../lib/auth";
import { HydrationEnd } from "../lib/browser-value";
import { CityProvider } from "../lib/city";
import { RenderedForWebviewContext } from "../lib/media";
import { AppRoutes } from "./routes";
import type { CityId } from "@domain/cities";

/**
 * The app below the router: the same tree in the browser and in the server render (web/entry-server.tsx).
 * `visitor`: the page was rendered for a request without a session cookie, so its header shows what a
 * signed-out visitor sees before the session is read; `webview`: it was rendered for a webview's user
 * agent, with the bottom navigation in it (decision 056).
 */
export function App({
  router: Router,
  city = null,
  visitor = false,
  webview = false,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  city?: CityId | null;
  visitor?: boolean;
  webview?: boolean;
}) {
  return (
    <StrictMode>
      <Router>
        <RenderedForWebviewContext value={webview}>
          <AuthProvider visitor={visitor}>
            <CityProvider serverCity={city}>
              <AppRoutes />
            </CityProvider>
            <HydrationEnd />
            <ReauthHost />
          </AuthProvider>
        </RenderedForWebviewContext>
      </Router>
    </StrictMode>
  );
}
