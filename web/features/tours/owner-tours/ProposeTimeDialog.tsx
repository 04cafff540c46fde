import { useState } from "react";
import { addDays, formatTourTime, TOUR_HORIZON_DAYS, zonedDate, zonedTimeToUtc } from "@domain/tours";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { api, unwrap } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { DialogActions, InlineAlert, zoneLabel, type TourVenue } from "../tour-ui";
import { submitWith, useBusyAction } from "../use-busy-action";
import type { OwnerRequest } from "./owner-api";

/** The owner suggests another time for a couple's request; the couple can accept it with one click. */
export function ProposeTimeDialog({ venue, request, reload }: { venue: TourVenue; request: OwnerRequest; reload(): void }) {
  const today = zonedDate(new Date(), venue.timeZone);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const { busy, problem, setProblem, run } = useBusyAction();
  function submit() {
    if (!date || !time) {
      setProblem("Choose a date and a time.");
      return;
    }
    return run(async () => {
      const proposedAt = zonedTimeToUtc(date, time, venue.timeZone).toISOString();
      await unwrap(api.tours.owner.requests[":id"].propose.$post({ param: { id: request.id }, json: { proposedAt, note } }));
      void notify.success("New time proposed. We've emailed the couple.");
      setOpen(false);
      reload();
    });
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
          {problem && <InlineAlert>{problem}</InlineAlert>}
          <DialogActions cancelLabel="Cancel">
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send proposal"}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
