import { useEffect, useId, useRef, useState } from "react";
import { CITIES } from "@domain/cities";
import { PRICE_TIERS, VENUE_AMENITIES, VENUE_SETTINGS, VENUE_STYLES, type VenueAmenity, type VenueStyle } from "@domain/venues";
import { Button } from "@web/components/ui/button";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import type { VenueFilters } from "./search-params";

type Patch = Partial<Omit<VenueFilters, "page">>;

const AMENITIES_SHOWN = 6;

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/**
 * The filters of /venues. Every change applies at once (and goes into the URL); the guest count waits
 * until typing pauses.
 */
export function VenueFilterPanel({
  filters,
  onChange,
  onReset,
  showCity,
  defaultCityName,
  className,
}: {
  filters: VenueFilters;
  onChange(patch: Patch): void;
  onReset(): void;
  /** False on the city pages, where the city is fixed. */
  showCity: boolean;
  /** The selected city, which "no city in the URL" means. */
  defaultCityName: string | null;
  className?: string;
}) {
  const id = useId();
  const [guests, setGuests] = useState(filters.guests ? String(filters.guests) : "");
  const [allAmenities, setAllAmenities] = useState(() => filters.amenities.some((a) => VENUE_AMENITIES.findIndex((x) => x.id === a) >= AMENITIES_SHOWN));

  // The URL is the truth: back/forward and "reset" put the typed value back in step.
  useEffect(() => setGuests(filters.guests ? String(filters.guests) : ""), [filters.guests]);
  // A typed guest count applies after a pause, on leaving the field, or when the panel closes.
  const pending = useRef<{ value: number | null } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const commitGuests = () => {
    if (!pending.current) return;
    const { value } = pending.current;
    pending.current = null;
    onChangeRef.current({ guests: value });
  };
  useEffect(() => {
    const parsed = guests === "" ? null : Number(guests);
    pending.current = null;
    if (parsed === filters.guests) return;
    if (parsed !== null && (!Number.isInteger(parsed) || parsed < 1 || parsed > 2000)) return;
    pending.current = { value: parsed };
    const timer = setTimeout(commitGuests, 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed value starts the wait
  }, [guests]);
  // On unmount only.
  useEffect(() => () => commitGuests(), []);

  const guestsInvalid = guests !== "" && !(Number.isInteger(Number(guests)) && Number(guests) >= 1 && Number(guests) <= 2000);
  const amenities = allAmenities ? VENUE_AMENITIES : VENUE_AMENITIES.slice(0, AMENITIES_SHOWN);
  const cityValue = filters.city === "all" && !defaultCityName ? "" : (filters.city ?? "");

  return (
    <form className={cn("grid gap-6", className)} onSubmit={(event) => event.preventDefault()} aria-label="Venue filters">
      {showCity && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-city`}>City</Label>
          <NativeSelect
            id={`${id}-city`}
            value={cityValue}
            onChange={(event) => onChange({ city: (event.target.value || null) as VenueFilters["city"] })}
          >
            {defaultCityName && <option value="">{defaultCityName} (selected)</option>}
            <option value={defaultCityName ? "all" : ""}>All cities</option>
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.displayName}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-guests`}>Guest count</Label>
        <Input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          min={1}
          max={2000}
          placeholder="e.g. 120"
          value={guests}
          aria-invalid={guestsInvalid || undefined}
          aria-describedby={guestsInvalid ? `${id}-guests-error` : undefined}
          onChange={(event) => setGuests(event.target.value)}
          onBlur={commitGuests}
        />
        {guestsInvalid && (
          <p id={`${id}-guests-error`} className="text-sm font-medium text-destructive">
            Enter a number of guests from 1 to 2,000.
          </p>
        )}
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-price`}>Price</Label>
        <NativeSelect
          id={`${id}-price`}
          value={filters.priceMax ?? ""}
          onChange={(event) => onChange({ priceMax: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any price</option>
          {PRICE_TIERS.map((tier) => (
            <option key={tier.id} value={tier.id}>
              Up to {tier.label} ({tier.caption})
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>Date available</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={filters.date ?? ""}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(event) => onChange({ date: event.target.value || null })}
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Indoor or outdoor</legend>
        {[{ id: "", label: "Either" }, ...VENUE_SETTINGS].map((setting) => (
          <label key={setting.id || "any"} className="flex min-h-8 cursor-pointer items-center gap-2.5 text-[0.95rem]">
            <input
              type="radio"
              name={`${id}-setting`}
              value={setting.id}
              checked={(filters.setting ?? "") === setting.id}
              onChange={() => onChange({ setting: (setting.id || null) as VenueFilters["setting"] })}
              className="size-4 accent-primary"
            />
            {setting.id === "both" ? "Both indoor & outdoor" : setting.label}
          </label>
        ))}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Style</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-2 lg:grid-cols-1">
          {VENUE_STYLES.map((style) => (
            <label key={style.id} className="flex min-h-8 cursor-pointer items-center gap-2.5 text-[0.95rem]">
              <input
                type="checkbox"
                checked={filters.styles.includes(style.id)}
                onChange={() => onChange({ styles: toggle<VenueStyle>(filters.styles, style.id) })}
                className="size-4 shrink-0 accent-primary"
              />
              {style.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Amenities</legend>
        <div id={`${id}-amenities`} className="grid grid-cols-2 gap-x-3 gap-y-2 lg:grid-cols-1">
          {amenities.map((amenity) => (
            <label key={amenity.id} className="flex min-h-8 cursor-pointer items-center gap-2.5 text-[0.95rem]">
              <input
                type="checkbox"
                checked={filters.amenities.includes(amenity.id)}
                onChange={() => onChange({ amenities: toggle<VenueAmenity>(filters.amenities, amenity.id) })}
                className="size-4 shrink-0 accent-primary"
              />
              {amenity.label}
            </label>
          ))}
        </div>
        <Button
          variant="link"
          size="sm"
          className="h-auto! justify-self-start px-0 py-1"
          aria-expanded={allAmenities}
          aria-controls={`${id}-amenities`}
          onClick={() => setAllAmenities((v) => !v)}
        >
          {allAmenities ? "Show fewer amenities" : `Show all ${VENUE_AMENITIES.length} amenities`}
        </Button>
      </fieldset>

      <label className="flex min-h-8 cursor-pointer items-center gap-2.5 text-[0.95rem] font-medium">
        <input
          type="checkbox"
          checked={filters.has3dTour}
          onChange={(event) => onChange({ has3dTour: event.target.checked })}
          className="size-4 accent-primary"
        />
        Has a 3D tour
      </label>

      <Button variant="secondary" onClick={onReset}>
        Reset filters
      </Button>
    </form>
  );
}
