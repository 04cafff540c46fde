import { useState } from "react";
import { addDays, formatTourTime, TOUR_HORIZON_DAYS, zonedDate, zonedTimeToUtc } from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { FormAlert } from "@web/components/FormAlert";
import { submitWith } from "@web/lib/forms";
import { notify } from "@web/lib/toast";
import { tourWrites, useTourMutation, type OwnerRequest } from "../api";
import { DialogActions, zoneLabel, type TourVenue } from "../tour-ui";

/** The owner suggests another time for a couple's request; the couple can accept it with one click. */
export function ProposeTimeDialog({ venue, request }: { venue: TourVenue; request: OwnerRequest }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const [incomplete, setIncomplete] = useState(false);
  const proposal = useTourMutation((proposedAt: string) => tourWrites.proposeTime(request.id, proposedAt, note), {
    onSuccess: () => {
      void notify.success("New time proposed. We've emailed the couple.");
      setOpen(false);
    },
  });
  const problem = incomplete ? "Choose a date and a time." : (proposal.error?.message ?? null);
  function submit() {
    setIncomplete(!date || !time);
    if (!date || !time) return proposal.reset();
    proposal.mutate(zonedTimeToUtc(date, time, venue.timeZone).toISOString());
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Propose another time
      </Button>
      <DialogContent>
        <DialogTitle>Propose another time</DialogTitle>
        <DialogDescription>
          {request.coupleName || request.coupleEmail} asked for {formatTourTime(request.preferredAt, venue.timeZone)}. Suggest a time in {zoneLabel(venue.timeZone)}; they can accept it with one click.
        </DialogDescription>
        <form className="grid gap-4" onSubmit={submitWith(submit)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date">
              {(ids) => <Input {...ids} type="date" min={today} max={addDays(today, TOUR_HORIZON_DAYS - 1)} value={date} onChange={(e) => setDate(e.target.value)} required />}
            </FormField>
            <FormField label="Time">
              {(ids) => <Input {...ids} type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} required />}
            </FormField>
          </div>
          <FormField label="Note for the couple (optional)">
            {(ids) => <Textarea {...ids} rows={3} className="min-h-20" value={note} onChange={(e) => setNote(e.target.value)} />}
          </FormField>
          {problem && <FormAlert>{problem}</FormAlert>}
          <DialogActions cancelLabel="Cancel">
            <Button type="submit" disabled={proposal.isPending}>
              {proposal.isPending ? "Sending..." : "Send proposal"}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
