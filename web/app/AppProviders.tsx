import { StrictMode, type ReactNode } from "react";
import { ReauthHost } from "../components/ReauthHost";
import { AuthProvider } from "../lib/auth";
import { HydrationEnd } from "../lib/browser-value";
import { CityProvider } from "../lib/city";
import { AppRoutes } from "./routes";
import type { CityId } from "@domain/cities";

/**
 * The app below the router: the same tree in the browser and in the server render (web/entry-server.tsx).
 * `visitor`: the page was rendered for a request without a session cookie, so its header shows what a
 * signed-out visitor sees before the session is read (decision 056).
 */
export function App({
  router: Router,
  city = null,
  visitor = false,
}: {
  router: (props: { children: ReactNode }) => ReactNode;
  city?: CityId | null;
  visitor?: boolean;
}) {
  return (
    <StrictMode>
      <Router>
        <AuthProvider visitor={visitor}>
          <CityProvider serverCity={city}>
            <AppRoutes />
          </CityProvider>
          <HydrationEnd />
          <ReauthHost />
        </AuthProvider>
      </Router>
    </StrictMode>
  );
}
