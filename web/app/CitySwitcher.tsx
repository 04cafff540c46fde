import { MapPin } from "lucide-react";
import { useCity } from "@web/lib/city";
import { cn } from "@web/lib/cn";

/** Shows the chosen city and reopens the City modal; hidden until a city has been chosen. */
export function CitySwitcher({ className }: { className?: string }) {
  const { city, hasChosenCity, openCityModal } = useCity();
  if (!hasChosenCity) return null;
  return (
    <button
      type="button"
      onClick={openCityModal}
      aria-label={`City: ${city.displayName}. Change city`}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-full border border-border bg-card px-3.5 text-sm font-medium hover:border-primary",
        className,
      )}
    >
      <MapPin className="size-4 text-primary" aria-hidden="true" />
      {city.name}
    </button>
  );
}
