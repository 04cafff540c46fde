import { Clock, Trash2, X } from "lucide-react";
import { useState } from "react";
import { formatDay, formatTourTime, zonedDate } from "@domain/tours";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { EmptyState } from "@web/components/EmptyState";
import { cn } from "@web/lib/cn";
import { notify, toastError } from "@web/lib/toast";
import { tourWrites, useTourMutation, type OwnerSlot } from "../api";
import { DialogActions, Section, type TourVenue } from "../tour-ui";
import { AddSlotsForm } from "./AddSlotsForm";
import { FormBesideList } from "./FormBesideList";

/** The listing's upcoming tour times by day, beside the form that adds more. */
export function SlotsSection({ venue, slots }: { venue: TourVenue; slots: OwnerSlot[] }) {
  const now = Date.now();
  const upcoming = slots.filter((s) => Date.parse(s.startsAt) > now);
  const byDay = new Map<string, OwnerSlot[]>();
  for (const slot of upcoming) {
    const day = zonedDate(new Date(slot.startsAt), venue.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return (
    <Section id="slots" title="Tour times" description="Times couples can book straight away. Shown for the next eight weeks.">
      <FormBesideList form={<AddSlotsForm venue={venue} />}>
        {byDay.size === 0 ? (
          <EmptyState tone="warm" icon={<Clock className="size-6" aria-hidden="true" />} title="No upcoming tour times">
            <p>Add a single time or a weekly series. Couples see them on your venue page.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2" aria-label="Upcoming tour times">
            {[...byDay.entries()].map(([day, list]) => (
              <li key={day}>
                <Card className="grid gap-2 p-4">
                  <h3 className="font-semibold">{formatDay(day)}</h3>
                  <ul className="flex flex-wrap gap-2">
                    {list.map((slot) => (
                      <li key={slot.id} className={cn("flex items-center gap-1 rounded-[var(--radius-pill)] border py-1 pl-3 pr-1 text-sm", slot.booking ? "border-primary bg-primary-soft" : "border-border")}>
                        <span className="font-semibold">
                          {formatTourTime(slot.startsAt, venue.timeZone, { withDate: false, withZone: false })}–{formatTourTime(slot.endsAt, venue.timeZone, { withDate: false, withZone: false })}
                        </span>
                        {slot.booking ? (
                          <Badge className="ml-1" variant="accent">
                            Booked: {slot.booking.coupleName || slot.booking.coupleEmail}
                          </Badge>
                        ) : (
                          <DeleteSlot venue={venue} slot={slot} />
                        )}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </FormBesideList>
    </Section>
  );
}

function DeleteSlot({ venue, slot }: { venue: TourVenue; slot: OwnerSlot }) {
  const [open, setOpen] = useState(false);
  const removal = useTourMutation(() => tourWrites.deleteSlot(slot.id), {
    onSuccess: () => {
      void notify.success("Tour time removed");
      setOpen(false);
    },
    onError: toastError,
  });
  const label = formatTourTime(slot.startsAt, venue.timeZone);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Remove the tour time ${label}`}
        className="grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <DialogContent>
        <DialogTitle>Remove this tour time?</DialogTitle>
        <DialogDescription>{label}. Couples won't be able to book it any more.</DialogDescription>
        <DialogActions cancelLabel="Keep it">
          <Button variant="destructive" disabled={removal.isPending} onClick={() => removal.mutate(undefined)}>
            <Trash2 aria-hidden="true" />
            {removal.isPending ? "Removing..." : "Remove time"}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
