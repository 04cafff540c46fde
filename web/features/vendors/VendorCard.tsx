import { Clock, ImageOff, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { getCity, isCityId } from "@domain/cities";
import { formatDollars, type VendorCard as VendorCardData } from "@domain/vendor-cards";
import { vendorStyleLabel } from "@domain/vendors";
import { cn } from "@web/lib/cn";

export const cityLabel = (id: string) => (isCityId(id) ? getCity(id).name : id);

export function replyTimeLabel(hours: number): string {
  if (hours <= 1) return "Replies within an hour";
  if (hours < 24) return `Replies within ${hours} hours`;
  if (hours === 24) return "Replies within a day";
  return `Replies within ${Math.round(hours / 24)} days`;
}

/** Stars as text for screen readers and a compact figure for everyone. */
export function RatingBadge({ rating, reviewCount, className }: { rating: number | null; reviewCount: number; className?: string }) {
  if (rating === null) return <span className={cn("text-sm text-muted-foreground", className)}>No reviews yet</span>;
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star className="size-4 fill-current text-accent-strong" aria-hidden="true" />
      <span className="font-semibold text-foreground">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">
        ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
      </span>
    </span>
  );
}

/** One vendor in a list: the whole card links to the profile. */
export function VendorCard({ vendor, eager = false }: { vendor: VendorCardData; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft transition-shadow hover:shadow-lift">
      <div className="aspect-[3/2] overflow-hidden bg-muted">
        {vendor.cover ? (
          <img
            src={vendor.cover.thumbUrl}
            alt={vendor.cover.alt}
            width={480}
            height={320}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="grid size-full place-items-center text-sm text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold leading-snug">
            <Link to={`/vendor/${vendor.slug}`} className="after:absolute after:inset-0 after:content-['']">
              {vendor.businessName}
            </Link>
          </h3>
          <span className="shrink-0 text-right text-sm">
            <span className="block text-muted-foreground">from</span>
            <span className="font-semibold text-accent-strong">{formatDollars(vendor.startingPrice)}</span>
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {cityLabel(vendor.city)}
          {vendor.citiesServed.length > 1 && ` · also ${vendor.citiesServed.filter((c) => c !== vendor.city).map(cityLabel).join(", ")}`}
        </p>
        <p className="line-clamp-2 text-[0.95rem] text-foreground/90">{vendor.summary}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <RatingBadge rating={vendor.rating} reviewCount={vendor.reviewCount} />
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {replyTimeLabel(vendor.responseTimeHours)}
          </span>
          {vendor.styles[0] && <span>{vendor.styles.slice(0, 2).map(vendorStyleLabel).join(" · ")}</span>}
        </div>
      </div>
    </article>
  );
}

export function VendorCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card">
      <div className="aspect-[3/2] animate-pulse bg-muted" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
