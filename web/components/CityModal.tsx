import { MapPin } from "lucide-react";
import { useState } from "react";
import { CITIES } from "@domain/cities";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useCity } from "@web/lib/city";
import { cn } from "@web/lib/cn";

/** The City modal of spec section 2: title, one button per supported city, and the note. */
export default function CityModal() {
  const { city, hasChosenCity, chooseCity, closeCityModal } = useCity();
  // The modal is opened from several places without a Trigger; remember the opener to return focus to it.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <Dialog open onOpenChange={(open) => !open && closeCityModal()}>
      <DialogContent
        aria-describedby="city-modal-note"
        onCloseAutoFocus={(event) => {
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogTitle>Welcome! Where are you planning your wedding?</DialogTitle>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {CITIES.map((option) => {
            const current = hasChosenCity && option.id === city.id;
            return (
              <button
                key={option.id}
                type="button"
                onClick={() => chooseCity(option.id)}
                aria-pressed={current}
                className={cn(
                  "flex items-center gap-3 rounded-[var(--radius)] border border-border bg-background px-4 py-3.5 text-left transition-colors hover:border-primary hover:bg-primary-soft",
                  current && "border-primary bg-primary-soft",
                )}
              >
                <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">{option.name}</span>
                  <span className="block text-sm text-muted-foreground">{option.state === "OH" ? "Ohio" : "Tennessee"}</span>
                </span>
              </button>
            );
          })}
        </div>
        <DialogDescription id="city-modal-note">
          This helps us show you venues and vendors in your area. You can change this anytime.
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
