import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck2, Clock } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { touringDayOf, touringHoursProblem, type TouringHours } from "@domain/touring-hours";
import { addDays, DAY_MS, formatTourTime, isCalendarDate, TOUR_HORIZON_DAYS, TOUR_NOTE_MAX, zonedDate, zonedTimeToUtc } from "@domain/tours";
import { AccountGate } from "@web/components/AccountGate";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { useQuery } from "@tanstack/react-query";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { toRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { tourQueries, tourWrites, useTourMutation } from "./api";
import { useTourGate } from "./use-tour-gate";
import { GuestOptions, linkClass, PageIntro, TouringHoursList, VenueAddress, zoneLabel, type TourVenue } from "./tour-ui";
import { MissingVenue, VenueNotFound } from "./venue-states";

/** /request-venue-tour?venue=<slug>: ask for a tour at a time that suits the couple. */
export default function RequestTourPage() {
  usePageTitle("Request a venue tour");
  const [params] = useSearchParams();
  const venueParam = params.get("venue")?.trim() ?? "";
  const venue = useQuery({ ...tourQueries.venueSlots(venueParam), enabled: venueParam !== "" });
  if (!venueParam) return <MissingVenue action="request a tour" />;
  if (venue.status === "error" && venue.error?.status === 404) return <VenueNotFound />;
  return (
    <div className="container-page grid gap-8 py-10 sm:py-14">
      <Loaded query={venue} loadingLabel="Loading the venue..." errorMessage="We couldn't load the venue.">
        {(data) => <RequestScreen venue={data.venue} touringHours={data.touringHours} openSlots={data.slots.length} />}
      </Loaded>
    </div>
  );
}

function requestFormSchema(timeZone: string, touringHours: TouringHours) {
  const instant = (date: string, time: string) => zonedTimeToUtc(date, time, timeZone);
  const inWindow = (at: Date) => at.getTime() > Date.now() && at.getTime() < Date.now() + TOUR_HORIZON_DAYS * DAY_MS;
  /** The server's own check and words, before sending: on the date when the venue gives no tours that day, else on the time. */
  const outsideHours = (ctx: z.RefinementCtx, date: string, time: string, fields: { date: string; time: string }) => {
    const problem = touringHoursProblem(touringHours, instant(date, time), timeZone);
    if (problem) ctx.addIssue({ code: "custom", path: [touringHours[touringDayOf(date)] ? fields.time : fields.date], message: problem });
  };
  return z
    .object({
      preferredDate: z.string().refine(isCalendarDate, "Choose a date."),
      preferredTime: z.string().regex(/^\d{2}:\d{2}$/, "Choose a time."),
      alternateDate: z.string(),
      alternateTime: z.string(),
      guests: z.string(),
      message: z.string().max(TOUR_NOTE_MAX, `Keep it to ${TOUR_NOTE_MAX.toLocaleString("en-US")} characters.`),
    })
    .superRefine((v, ctx) => {
      if (isCalendarDate(v.preferredDate) && /^\d{2}:\d{2}$/.test(v.preferredTime) && !inWindow(instant(v.preferredDate, v.preferredTime))) {
        ctx.addIssue({ code: "custom", path: ["preferredDate"], message: "Pick a time in the future, within the next year." });
      } else if (isCalendarDate(v.preferredDate) && /^\d{2}:\d{2}$/.test(v.preferredTime)) {
        outsideHours(ctx, v.preferredDate, v.preferredTime, { date: "preferredDate", time: "preferredTime" });
      }
      const hasAlternate = v.alternateDate !== "" || v.alternateTime !== "";
      if (hasAlternate) {
        if (!isCalendarDate(v.alternateDate)) ctx.addIssue({ code: "custom", path: ["alternateDate"], message: "Choose a date, or clear both alternate fields." });
        else if (!/^\d{2}:\d{2}$/.test(v.alternateTime)) ctx.addIssue({ code: "custom", path: ["alternateTime"], message: "Choose a time, or clear both alternate fields." });
        else if (!inWindow(instant(v.alternateDate, v.alternateTime))) ctx.addIssue({ code: "custom", path: ["alternateDate"], message: "Pick a time in the future, within the next year." });
        else outsideHours(ctx, v.alternateDate, v.alternateTime, { date: "alternateDate", time: "alternateTime" });
      }
    });
}
type RequestForm = z.infer<ReturnType<typeof requestFormSchema>>;

interface SentRequest {
  preferredAt: string;
  alternateAt: string | null;
}

function RequestScreen({ venue, touringHours, openSlots }: { venue: TourVenue; touringHours: TouringHours; openSlots: number }) {
  usePageTitle(`Request a tour of ${venue.name}`);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const tourGate = useTourGate("request a tour");
  const sending = useTourMutation(tourWrites.request);
  const today = zonedDate(new Date(), venue.timeZone);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestForm>({
    resolver: zodResolver(requestFormSchema(venue.timeZone, touringHours)),
    defaultValues: { preferredDate: "", preferredTime: "", alternateDate: "", alternateTime: "", guests: "2", message: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const preferredAt = zonedTimeToUtc(values.preferredDate, values.preferredTime, venue.timeZone).toISOString();
    const alternateAt = values.alternateDate ? zonedTimeToUtc(values.alternateDate, values.alternateTime, venue.timeZone).toISOString() : null;
    try {
      const { request } = await sending.mutateAsync({ venueId: venue.id, preferredAt, alternateAt, guests: Number(values.guests), message: values.message });
      setSent({ preferredAt: request.preferredAt, alternateAt: request.alternateAt });
      void notify.success("Tour request sent");
      window.scrollTo({ top: 0 });
    } catch (error) {
      const requestError = toRequestError(error);
      const fieldMap: Record<string, keyof RequestForm> = { preferredAt: "preferredDate", alternateAt: "alternateDate", guests: "guests", message: "message" };
      let placed = false;
      for (const [field, formField] of Object.entries(fieldMap)) {
        const message = requestError.fields?.[field]?.[0];
        if (message) {
          setError(formField, { type: "server", message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      setFormError(requestError.message);
    }
  });

  if (sent) {
    return (
      <Card className="mx-auto grid w-full max-w-2xl gap-5 p-6 text-center sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
          <CalendarCheck2 className="size-7" aria-hidden="true" />
        </span>
        <h1 className="font-display text-3xl leading-tight sm:text-4xl">Request sent to {venue.name}</h1>
        <p className="text-muted-foreground">
          You asked for {formatTourTime(sent.preferredAt, venue.timeZone)}
          {sent.alternateAt ? `, or else ${formatTourTime(sent.alternateAt, venue.timeZone)}` : ""}. The venue will confirm, propose another time or let you know.
          We've emailed you a copy and will email you again when they answer.
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/venue-tours">See my venue tours</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/venues/${venue.slug}`}>Back to {venue.name}</Link>
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <>
      <PageIntro eyebrow="Request a tour" title={venue.name} back={{ to: `/venues/${venue.slug}`, label: "Back to the venue" }}>
        <VenueAddress venue={venue} />
        <p className="mt-3">Suggest a time that suits you and the venue will confirm it or propose another.</p>
        <TouringHoursList hours={touringHours} timeZone={venue.timeZone} className="mt-4" />
        {openSlots > 0 && (
          <p className="mt-2 text-sm">
            {venue.name} has {openSlots} open tour {openSlots === 1 ? "time" : "times"} in the coming weeks.{" "}
            <Link to={`/book-tour?venue=${encodeURIComponent(venue.slug)}`} className={linkClass}>
              Book one right away
            </Link>
            .
          </p>
        )}
      </PageIntro>

      <Card className="max-w-3xl p-5 sm:p-8">
        <AccountGate {...tourGate}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              Times are the venue's local time: {zoneLabel(venue.timeZone)}.
            </p>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">Preferred time</legend>
              <FormField label="Date" error={errors.preferredDate?.message}>
                {(ids) => <Input {...ids} type="date" min={today} max={addDays(today, TOUR_HORIZON_DAYS - 1)} {...register("preferredDate")} />}
              </FormField>
              <FormField label="Time" error={errors.preferredTime?.message}>
                {(ids) => <Input {...ids} type="time" step={900} {...register("preferredTime")} />}
              </FormField>
            </fieldset>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 font-semibold">
                Another time that works <span className="font-normal text-muted-foreground">(optional)</span>
              </legend>
              <FormField label="Alternate date" error={errors.alternateDate?.message}>
                {(ids) => <Input {...ids} type="date" min={today} max={addDays(today, TOUR_HORIZON_DAYS - 1)} {...register("alternateDate")} />}
              </FormField>
              <FormField label="Alternate time" error={errors.alternateTime?.message}>
                {(ids) => <Input {...ids} type="time" step={900} {...register("alternateTime")} />}
              </FormField>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="How many people are coming?" error={errors.guests?.message}>
                {(ids) => (
                  <NativeSelect {...ids} {...register("guests")}>
                    <GuestOptions />
                  </NativeSelect>
                )}
              </FormField>
            </div>
            <FormField label="Message for the venue (optional)" hint="Your wedding date, guest count, questions." error={errors.message?.message}>
              {(ids) => <Textarea {...ids} rows={4} {...register("message")} />}
            </FormField>
            {formError && <FormAlert>{formError}</FormAlert>}
            <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-fit">
              {isSubmitting ? "Sending..." : "Send request"}
            </Button>
          </form>
        </AccountGate>
      </Card>
    </>
  );
}
