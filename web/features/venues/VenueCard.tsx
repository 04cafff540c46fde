import { Box, ImageOff, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { VenueCard as VenueCardData } from "@domain/venue-cards";
import { priceTierLabel, settingLabel, styleLabel } from "@domain/venues";
import { SaveVenueButton } from "../saved-venues";
import { cn } from "@web/lib/cn";
import { cityName } from "./format";

/**
 * How soon a cover loads: "high" for the first card on screen (likely the page's largest paint),
 * "eager" for the rest of the first row, "lazy" (the default) for everything further down.
 */
export type ImagePriority = "high" | "eager" | "lazy";

/** A photo, or a calm placeholder when the listing has none yet. */
export function VenueCover({
  venue,
  className,
  sizes,
  priority = "lazy",
}: {
  venue: Pick<VenueCardData, "cover" | "name">;
  className?: string;
  sizes?: string;
  priority?: ImagePriority;
}) {
  if (!venue.cover) {
    return (
      <div className={cn("grid place-items-center bg-muted text-muted-foreground", className)}>
        <span className="flex flex-col items-center gap-2 text-sm">
          <ImageOff className="size-6" aria-hidden="true" />
          Photos coming from the venue
        </span>
      </div>
    );
  }
  return (
    <img
      src={venue.cover.thumbUrl || venue.cover.url}
      srcSet={venue.cover.thumbUrl ? `${venue.cover.thumbUrl} 480w, ${venue.cover.url} ${venue.cover.width}w` : undefined}
      sizes={sizes}
      alt={venue.cover.alt || venue.name}
      width={venue.cover.width}
      height={venue.cover.height}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding="async"
      className={cn("bg-muted object-cover", className)}
    />
  );
}

/** One result: the whole card is a link to the venue; the heart is its own button beside it. */
export function VenueCard({ venue, footer, imagePriority }: { venue: VenueCardData; footer?: ReactNode; imagePriority?: ImagePriority }) {
  const href = `/venues/${venue.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft transition-shadow hover:shadow-lift">
      <div className="relative aspect-[3/2] overflow-hidden">
        <VenueCover venue={venue} priority={imagePriority} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw" className="size-full transition-transform duration-300 group-hover:scale-[1.02]" />
        {venue.has3dTour && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1.5 rounded-[var(--radius-pill)] bg-card/95 px-3 py-1 text-xs font-semibold text-foreground shadow-soft">
            <Box className="size-3.5" aria-hidden="true" />
            3D tour
          </span>
        )}
        <SaveVenueButton venueId={venue.id} venueName={venue.name} className="absolute right-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold leading-snug">
            <Link to={href} className="after:absolute after:inset-0 after:content-['']">
              {venue.name}
            </Link>
          </h3>
          <span className="shrink-0 font-semibold text-accent-strong" aria-label={`Price ${venue.priceTier} of 4`}>
            {priceTierLabel(venue.priceTier)}
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {venue.neighborhood ? `${venue.neighborhood}, ` : ""}
          {cityName(venue.city)}
        </p>
        <p className="line-clamp-2 text-[0.95rem] text-foreground/90">{venue.summary}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {/* Seated first: that is the number a dinner reception needs. */}
            {venue.seatedCapacity} seated · {venue.standingCapacity} standing
          </span>
          <span>{settingLabel(venue.setting)}</span>
          {venue.styles[0] && <span>{styleLabel(venue.styles[0])}</span>}
        </div>
        {footer && <div className="relative z-10 pt-2">{footer}</div>}
      </div>
    </article>
  );
}

/** A gray card shape while results load. */
export function VenueCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card">
      <div className="aspect-[3/2] animate-pulse bg-muted" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
