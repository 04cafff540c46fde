import {
  Accessibility,
  ArrowLeft,
  BedDouble,
  Box,
  CalendarCheck,
  CalendarX,
  Car,
  Check,
  ChefHat,
  ExternalLink,
  EyeOff,
  MapPin,
  Phone,
  ScrollText,
  Users,
  Wine,
} from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { VenueDetail } from "@domain/venue-cards";
import { amenityLabel, settingLabel, styleLabel } from "@domain/venues";
import { Badge } from "@web/components/ui/badge";
import { PageLoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { SaveVenueButton } from "../saved-venues";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { venueHead } from "./seo";
import { alcoholLabel, cateringLabel, cityName, formatDate, formatMoney, formatRange, formatSlot, priceTierCaption } from "./format";
import { sendVenueView, venueQueries } from "./api";
import { VenueGallery } from "./VenueGallery";
import { PhoneLink } from "@web/components/PhoneLink";
import { answeredDetails } from "@domain/venue-questionnaire";

const UNAVAILABLE_SHOWN = 8;

export const pageQueries: PageQueries = ({ params }) => [venueQueries.detail(params.id ?? "")];

/** /venues/:id and /venue-profile/:id: one venue, by id or slug. */
export default function VenuePage() {
  const { id = "" } = useParams();
  const venue = useQuery(venueQueries.detail(id));
  const origin = usePublicOrigin();
  usePageHead(
    venue.data
      ? { ...venueHead(venue.data, origin), noindex: !venue.data.published }
      : { title: venue.status === "error" && venue.error?.status === 404 ? "Venue not found" : "Venue", noindex: venue.status === "error" },
  );

  if (venue.isPending) return <Spinner label="Loading the venue..." className="py-32!" />;
  if (!venue.data) {
    if (venue.error?.status === 404) return <VenueNotFound />;
    return <PageLoadError title="We couldn't load this venue" message={venue.error?.message} onRetry={() => void venue.refetch()} />;
  }
  return <VenueDetails venue={venue.data} />;
}

function VenueNotFound() {
  return (
    <section className="container-page grid place-items-center py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary">
        <MapPin className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold">We couldn't find that venue</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The listing may have been removed or unpublished, or the link has a typo. There are plenty more to explore.
      </p>
      <Button asChild className="mt-8">
        <Link to="/venues">Browse all venues</Link>
      </Button>
    </section>
  );
}

function VenueDetails({ venue }: { venue: VenueDetail }) {
  const answered = answeredDetails(venue.details);
  // One view per visit to a venue (the ref keeps React's development double-run from counting twice).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!venue.published || counted.current === venue.id) return;
    counted.current = venue.id;
    sendVenueView(venue.id);
  }, [venue.id, venue.published]);

  const bookHref = `/book-tour?venue=${encodeURIComponent(venue.slug)}`;
  const requestHref = `/request-venue-tour?venue=${encodeURIComponent(venue.slug)}`;
  const city = cityName(venue.city);

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/venues" className="touch-target inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Venues
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={`/venues/${venue.city}`} className="touch-target text-primary underline-offset-4 hover:underline">
              {city}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate">
            {venue.name}
          </li>
        </ol>
      </nav>

      {!venue.published && (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-[var(--radius)] border border-border bg-highlight px-4 py-3 text-sm font-medium text-foreground">
          <EyeOff className="size-4" aria-hidden="true" />
          This listing is not published. Only you and Serviceberry admins can see it.
        </p>
      )}

      <header className="mt-5 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-title font-semibold leading-tight">{venue.name}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {venue.neighborhood ? `${venue.neighborhood}, ` : ""}
            {city}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {venue.styles.map((style) => (
              <Badge key={style}>{styleLabel(style)}</Badge>
            ))}
            <Badge variant="outline">{settingLabel(venue.setting)}</Badge>
            {venue.has3dTour && (
              <Badge variant="accent">
                <Box aria-hidden="true" />
                3D tour
              </Badge>
            )}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <SaveVenueButton venueId={venue.id} venueName={venue.name} variant="button" />
          <Button asChild variant="secondary">
            <Link to={requestHref}>Request a tour</Link>
          </Button>
          <Button asChild className="order-first col-span-2 sm:order-none">
            <Link to={bookHref}>
              <CalendarCheck aria-hidden="true" />
              Book a tour
            </Link>
          </Button>
        </div>
      </header>

      <div className="mt-8">
        <VenueGallery images={venue.images} venueName={venue.name} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="grid min-w-0 gap-10">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-heading font-semibold">
              About {venue.name}
            </h2>
            <p className="mt-3 text-lg text-foreground/90">{venue.summary}</p>
            {venue.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="mt-3 leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
          </section>

          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-heading font-semibold">
              The facts
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Fact icon={<Users />} term="Capacity">
                {venue.seatedCapacity} seated · {venue.standingCapacity} standing
              </Fact>
              <Fact icon={<Box />} term="Setting">
                {settingLabel(venue.setting)}
              </Fact>
              <Fact icon={<MapPin />} term="Address">
                {venue.address}
                {venue.neighborhood && <span className="block text-muted-foreground">{venue.neighborhood}</span>}
              </Fact>
              <Fact icon={<ScrollText />} term="Style">
                {venue.styles.map(styleLabel).join(", ")}
              </Fact>
              {(venue.phone || venue.website) && (
                <Fact icon={<Phone />} term="Contact">
                  {venue.phone && <PhoneLink phone={venue.phone} className="block" />}
                  {venue.website && (
                    <a href={venue.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
                      Venue website
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  )}
                </Fact>
              )}
            </dl>
          </section>

          <section aria-labelledby="pricing-heading">
            <h2 id="pricing-heading" className="text-heading font-semibold">
              Pricing
            </h2>
            <Card className="mt-4 grid gap-5 p-5 sm:grid-cols-3 sm:p-6">
              <div>
                <p className="text-sm text-muted-foreground">Typical all-in cost</p>
                <p className="mt-1 text-xl font-semibold">{priceTierCaption(venue.priceTier)}</p>
              </div>
              <div>
                <p className="text-sm text-muted-foreground">Venue rental</p>
                <p className="mt-1 text-xl font-semibold">{formatRange(venue.rentalFeeMin, venue.rentalFeeMax)}</p>
              </div>
              <div>
                <p className="text-sm text-muted-foreground">Per guest (food & drink)</p>
                <p className="mt-1 text-xl font-semibold">{formatRange(venue.perGuestMin, venue.perGuestMax)}</p>
              </div>
              {venue.perGuestMax > 0 && (
                <p className="text-sm text-muted-foreground sm:col-span-3">
                  For 100 guests that is about {formatMoney(venue.rentalFeeMin + venue.perGuestMin * 100)} to{" "}
                  {formatMoney(venue.rentalFeeMax + venue.perGuestMax * 100)} before tax and gratuity.
                </p>
              )}
              {venue.priceIncludes.length > 0 && (
                <div className="sm:col-span-3">
                  <h3 className="font-sans text-base font-semibold">What's included</h3>
                  <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                    {venue.priceIncludes.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </Card>
          </section>

          {venue.amenities.length > 0 && (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className="text-heading font-semibold">
                Amenities
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {venue.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-2">
                    <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                    {amenityLabel(amenity)}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="policies-heading">
            <h2 id="policies-heading" className="text-heading font-semibold">
              Food, drink and getting there
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Fact icon={<ChefHat />} term="Catering">
                {cateringLabel(venue.catering)}
              </Fact>
              <Fact icon={<Wine />} term="Alcohol">
                {alcoholLabel(venue.alcohol)}
              </Fact>
              {venue.parking && (
                <Fact icon={<Car />} term="Parking">
                  {venue.parking}
                </Fact>
              )}
              {venue.accessibility && (
                <Fact icon={<Accessibility />} term="Accessibility">
                  {venue.accessibility}
                </Fact>
              )}
              {venue.accommodation && (
                <Fact icon={<BedDouble />} term="Accommodation">
                  {venue.accommodation}
                </Fact>
              )}
            </dl>
          </section>

          {answered.length > 0 && (
            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="text-heading font-semibold">
                From the venue
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">The venue&apos;s own answers to the questions couples ask most.</p>
              <div className="mt-4 grid gap-6 sm:grid-cols-2">
                {answered.map((section) => (
                  <div key={section.id}>
                    <h3 className="font-sans text-base font-semibold">{section.title}</h3>
                    <dl className="mt-2 grid gap-2 text-sm">
                      {section.answers.map((answer) => (
                        <div key={answer.id}>
                          <dt className="text-muted-foreground">{answer.label}</dt>
                          <dd className="whitespace-pre-line break-words">{answer.text}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                ))}
              </div>
            </section>
          )}

          {venue.rules.length > 0 && (
            <section aria-labelledby="rules-heading">
              <h2 id="rules-heading" className="text-heading font-semibold">
                House rules
              </h2>
              <ul className="mt-3 grid list-disc gap-1.5 pl-5 marker:text-muted-foreground">
                {venue.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </section>
          )}

          {venue.has3dTour && (
            <section aria-labelledby="tour3d-heading" className="rounded-[var(--radius-lg)] bg-primary-soft p-6 sm:p-8">
              <h2 id="tour3d-heading" className="text-heading font-semibold">
                Walk through it in 3D
              </h2>
              <p className="mt-2 max-w-prose text-foreground/90">
                Look all the way around {venue.name} before you visit: drag to turn, pinch or scroll to zoom.
              </p>
              <Button asChild className="mt-5">
                <Link to={`/venues-3d-tours?venue=${encodeURIComponent(venue.slug)}`}>
                  <Box aria-hidden="true" />
                  Open the 3D tour
                </Link>
              </Button>
            </section>
          )}

          {!venue.claimed && (
            <p className="text-sm text-muted-foreground">
              Do you manage {venue.name}?{" "}
              <Link to={`/venue/claim?q=${encodeURIComponent(venue.name)}`} className="font-medium text-primary underline underline-offset-4">
                Claim this listing
              </Link>{" "}
              to keep it up to date and answer tour requests.
            </p>
          )}
        </div>

        <aside aria-labelledby="availability-heading" className="lg:sticky lg:top-24 lg:self-start">
          <Card className="p-5 sm:p-6">
            <h2 id="availability-heading" className="text-heading font-semibold">
              Availability
            </h2>
            <h3 className="mt-4 font-sans text-base font-semibold">Next open tour times</h3>
            {venue.nextOpenSlots.length > 0 ? (
              <ul className="mt-2 grid gap-2">
                {venue.nextOpenSlots.map((slot) => (
                  <li key={slot.id}>
                    <Link
                      to={`${bookHref}&slot=${encodeURIComponent(slot.id)}`}
                      className="flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border px-3.5 py-2.5 text-[0.95rem] hover:border-primary hover:bg-primary-soft"
                    >
                      <span>{formatSlot(slot.startsAt, venue.city)}</span>
                      <span className="text-sm font-medium text-primary">Book</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No open tour times right now. Ask for a time that suits you instead.</p>
            )}
            <p className="mt-2 text-xs text-muted-foreground">Times are local to {city}.</p>

            <h3 className="mt-6 flex items-center gap-2 font-sans text-base font-semibold">
              <CalendarX className="size-4" aria-hidden="true" />
              Unavailable dates
            </h3>
            {venue.unavailableDates.length > 0 ? (
              <>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {venue.unavailableDates.slice(0, UNAVAILABLE_SHOWN).map((date) => (
                    <li key={date} className="rounded-[var(--radius-sm)] bg-muted px-2 py-1 text-sm">
                      {formatDate(date)}
                    </li>
                  ))}
                </ul>
                {venue.unavailableDates.length > UNAVAILABLE_SHOWN && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-medium text-primary">
                      {venue.unavailableDates.length - UNAVAILABLE_SHOWN} more dates
                    </summary>
                    <ul className="mt-2 flex flex-wrap gap-1.5">
                      {venue.unavailableDates.slice(UNAVAILABLE_SHOWN).map((date) => (
                        <li key={date} className="rounded-[var(--radius-sm)] bg-muted px-2 py-1">
                          {formatDate(date)}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No dates blocked in the next 12 months.</p>
            )}

            <div className="mt-6 grid gap-2">
              <Button asChild>
                <Link to={bookHref}>Book a tour</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={requestHref}>Request a tour</Link>
              </Button>
            </div>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius)] border border-border bg-card p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span className="text-accent-strong [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 pl-7">{children}</dd>
    </div>
  );
}
