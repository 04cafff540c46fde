import { ArrowLeft, CalendarPlus, Clock, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { touringHoursLines, type TouringHours } from "@domain/touring-hours";
import { TOUR_GUESTS_MAX, TOUR_REQUEST_STATUS_LABELS, formatTourTime, zoneAbbreviation, type TourRequestStatus } from "@domain/tours";
import { Badge } from "@web/components/ui/badge";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { DialogClose } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";

export interface TourVenue {
  id: string;
  slug: string;
  name: string;
  city: string;
  address: string;
  neighborhood: string;
  timeZone: string;
}

/** "Eastern time (EDT)" / "Central time (CDT)": how a venue's times are labelled. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const region = timeZone === "America/Chicago" ? "Central" : "Eastern";
  return `${region} time (${zoneAbbreviation(at, timeZone)})`;
}

/** A venue's touring hours, runs of days with the same hours on one line, in the venue's zone. */
export function TouringHoursList({ hours, timeZone, className }: { hours: TouringHours; timeZone: string; className?: string }) {
  return (
    <section aria-label="Touring hours" className={cn("w-full max-w-md rounded-[var(--radius)] border border-border bg-card p-4 text-sm text-foreground", className)}>
      <h2 className="flex items-center gap-1.5 font-sans text-sm font-semibold">
        <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
        Touring hours
      </h2>
      <p className="mt-0.5 text-muted-foreground">When tours can start, in {zoneLabel(timeZone)}.</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1">
        {touringHoursLines(hours).map((line) => (
          <div key={line.days} className="contents">
            <dt className="font-medium">{line.days}</dt>
            <dd className={line.hours === "Closed" ? "text-muted-foreground" : undefined}>{line.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function tourTime(iso: string, venue: Pick<TourVenue, "timeZone">): string {
  return formatTourTime(iso, venue.timeZone);
}

export function PageIntro({ eyebrow, title, children, back }: { eyebrow?: string; title: string; children?: ReactNode; back?: { to: string; label: string } }) {
  return (
    <header className="grid gap-3">
      {back && (
        <Link
          to={back.to}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{eyebrow}</p>}
      <h1 className="font-display text-3xl leading-tight sm:text-4xl">{title}</h1>
      {children && <div className="max-w-2xl text-muted-foreground">{children}</div>}
    </header>
  );
}

export function VenueAddress({ venue, className }: { venue: Pick<TourVenue, "address" | "neighborhood">; className?: string }) {
  return (
    <p className={cn("flex items-start gap-1.5 text-sm text-muted-foreground", className)}>
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {venue.address}
        {venue.neighborhood ? ` · ${venue.neighborhood}` : ""}
      </span>
    </p>
  );
}

export function BookingStatusBadge({ status, past }: { status: "confirmed" | "canceled"; past?: boolean }) {
  if (status === "canceled") return <Badge variant="outline">Canceled</Badge>;
  return <Badge variant={past ? "outline" : "accent"}>{past ? "Completed" : "Booked"}</Badge>;
}

export function RequestStatusBadge({ status }: { status: TourRequestStatus }) {
  const variant = status === "confirmed" ? "accent" : status === "proposed" ? "primary" : "outline";
  return <Badge variant={variant}>{TOUR_REQUEST_STATUS_LABELS[status]}</Badge>;
}

/** A section of a page: heading, optional description, content. */
export function Section({ title, description, children, action, id }: { title: string; description?: string; children: ReactNode; action?: ReactNode; id?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-display text-2xl leading-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export const linkClass = "rounded-sm font-semibold text-primary underline underline-offset-4 hover:no-underline";

/** "1 person" / "4 people". */
export function people(count: number): string {
  return `${count} ${count === 1 ? "person" : "people"}`;
}

/** The options of a "How many people are coming?" select. */
export function GuestOptions() {
  return Array.from({ length: TOUR_GUESTS_MAX }, (_, i) => i + 1).map((n) => (
    <option key={n} value={n}>
      {people(n)}
    </option>
  ));
}

/** A download link to a booking's or a confirmed request's .ics file. */
export function CalendarFileLink({ kind, id, children, size, variant }: { kind: "bookings" | "requests"; id: string; children: ReactNode } & Pick<ButtonProps, "size" | "variant">) {
  return (
    <Button asChild size={size} variant={variant}>
      <a href={`/api/tours/${kind}/${id}/calendar.ics`} download>
        <CalendarPlus aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

/** A dialog's buttons: the one that closes it without doing anything, then the action(s). */
export function DialogActions({ cancelLabel, children }: { cancelLabel: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </DialogClose>
      {children}
    </div>
  );
}

/** A page-sized message (nothing to show here) with one way on. */
export function StateCard({ icon, title, body, link }: { icon: ReactNode; title: string; body: string; link: { to: string; label: string } }) {
  return (
    <section className="container-page grid place-items-center py-16 sm:py-24">
      <div className="grid w-full max-w-lg justify-items-center gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-7 text-center shadow-soft sm:p-10">
        <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">{icon}</span>
        <h1 className="text-3xl font-semibold leading-tight">{title}</h1>
        <p className="text-muted-foreground">{body}</p>
        <Button asChild>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </div>
    </section>
  );
}
