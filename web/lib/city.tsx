import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { CITY_COOKIE, CITY_STORAGE_KEY, getCity, isCityId, resolveCityId, type City, type CityId } from "@domain/cities";
import { useBrowserValue } from "./browser-value";
import { safeStorage } from "./storage";
import { createStrictContext } from "./strict-context";

interface CityContextValue {
  city: City;
  /** True once the person has picked a city (a valid one is stored); the switcher shows only then. */
  hasChosenCity: boolean;
  chooseCity(id: CityId): void;
  isCityModalOpen: boolean;
  openCityModal(): void;
  closeCityModal(): void;
}

const [CityContext, useCity] = createStrictContext<CityContextValue>("City");
export { useCity };

// The modal pulls in the dialog primitive; it loads only when someone asks for it.
const CityModal = lazy(() => import("../components/CityModal"));

// The stored choice as a browser value: the prerendered home (built with no choice) hydrates
// cleanly, then shows the visitor's city.
const cityListeners = new Set<() => void>();
function subscribeToCity(onChange: () => void) {
  cityListeners.add(onChange);
  return () => cityListeners.delete(onChange);
}
// Kept in memory too, for browsers that refuse storage (private modes, some webviews).
let chosenInThisTab: string | null = null;
// The cookie first: a choice made with the server's form (before the app ran) is only there.
const readCookieCity = () => {
  const match = new RegExp(`(?:^|; )${CITY_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] && isCityId(match[1]) ? match[1] : null;
};
const readStoredCity = () => chosenInThisTab ?? readCookieCity() ?? safeStorage.get(CITY_STORAGE_KEY);

/**
 * The choice also goes in a cookie, so the server renders /venues for the visitor's city and the page
 * hydrates without a second search.
 */
function rememberInCookie(id: string): void {
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/** `serverCity`: the city the page was rendered with (from the cookie), or null. */
export function CityProvider({ children, serverCity = null }: { children: ReactNode; serverCity?: CityId | null }) {
  const storedId = useBrowserValue<string | null>(subscribeToCity, readStoredCity, serverCity);

  const [isCityModalOpen, setModalOpen] = useState(false);

  const chooseCity = useCallback((id: CityId) => {
    chosenInThisTab = id;
    safeStorage.set(CITY_STORAGE_KEY, id);
    rememberInCookie(id);
    for (const listener of cityListeners) listener();
    setModalOpen(false);
  }, []);

  const value = useMemo<CityContextValue>(
    () => ({
      city: getCity(resolveCityId(storedId)),
      hasChosenCity: isCityId(storedId),
      chooseCity,
      isCityModalOpen,
      openCityModal: () => setModalOpen(true),
      closeCityModal: () => setModalOpen(false),
    }),
    [storedId, chooseCity, isCityModalOpen],
  );

  return (
    <CityContext.Provider value={value}>
      {children}
      {isCityModalOpen && (
        <Suspense fallback={null}>
          <CityModal />
        </Suspense>
      )}
    </CityContext.Provider>
  );
}
