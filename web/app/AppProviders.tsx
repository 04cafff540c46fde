import { StrictMode, type ReactNode } from "react";
import { ReauthHost } from "../components/ReauthHost";
import { AuthProvider } from "../lib/auth";
import { HydrationEnd } from "../lib/browser-value";
import { CityProvider } from "../lib/city";
import { AppRoutes } from "./routes";

/** The app below the router: the same tree in the browser and in the build-time prerender of "/". */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <AuthProvider>
          <CityProvider>
            <AppRoutes />
          </CityProvider>
          <HydrationEnd />
          <ReauthHost />
        </AuthProvider>
      </Router>
    </StrictMode>
  );
}
