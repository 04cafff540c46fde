import { StrictMode, type ReactNode } from "react";
import { ReauthHost } from "../components/ReauthHost";
import { AuthProvider } from "../lib/auth";
import { HydrationEnd } from "../lib/browser-value";
import { CityProvider } from "../lib/city";
import { AppRoutes } from "./routes";
import type { CityId } from "@domain/cities";

/** The app below the router: the same tree in the browser and in the server render (web/entry-server.tsx). */
export function App({ router: Router, city = null }: { router: (props: { children: ReactNode }) => ReactNode; city?: CityId | null }) {
  return (
    <StrictMode>
      <Router>
        <AuthProvider>
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
