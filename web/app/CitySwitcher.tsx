import { MapPin } from "lucide-react";
import { useLocation } from "react-router";
import { CITIES } from "@domain/cities";
import { CHOOSE_CITY_PATH } from "@domain/city-choice";
import { useCity } from "@web/lib/city";
import { cn } from "@web/lib/cn";

/**
 * Shows the chosen city and reopens the City modal; hidden until a city has been chosen.
 * A details/summary disclosure: before the page's script has run (or without script), it opens a
 * list of the cities as a form the server answers (POST /choose-city sets the city cookie and comes
 * back to this page); once hydrated, the summary opens the City modal instead.
 */
export function CitySwitcher({ className }: { className?: string }) {
  const { city, hasChosenCity, openCityModal } = useCity();
  const { pathname, search } = useLocation();
  if (!hasChosenCity) return null;
  return (
    <details className="group/city relative">
      <summary
        // Pressed before a page's app has started, the start script holds the click for the app (the
        // modal) rather than opening the server's list (scripts/prerender.mjs).
        data-needs-app
        onClick={(event) => {
          event.preventDefault();
          // Opened before hydration? The modal takes over from the server's list.
          if (event.currentTarget.parentElement instanceof HTMLDetailsElement) event.currentTarget.parentElement.open = false;
          openCityModal();
        }}
        aria-label={`City: ${city.displayName}. Change city`}
        className={cn(
          "inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full border border-border bg-card px-3.5 text-sm font-medium hover:border-primary [&::-webkit-details-marker]:hidden",
          className,
        )}
      >
        <MapPin className="size-4 text-primary" aria-hidden="true" />
        {city.name}
      </summary>
      <form
        method="post"
        action={CHOOSE_CITY_PATH}
        className="absolute right-0 top-full z-40 mt-2 grid w-60 gap-1 rounded-[var(--radius)] border border-border bg-card p-2 shadow-lift"
      >
        <input type="hidden" name="next" value={pathname + search} />
        <p className="px-2 py-1 text-sm font-medium">Where are you planning your wedding?</p>
        {CITIES.map((option) => (
          <button
            key={option.id}
            type="submit"
            name="city"
            value={option.id}
            aria-pressed={option.id === city.id}
            className={cn("rounded-md px-3 py-2 text-left text-sm hover:bg-muted", option.id === city.id && "bg-primary-soft font-semibold")}
          >
            {option.displayName}
          </button>
        ))}
      </form>
    </details>
  );
}
