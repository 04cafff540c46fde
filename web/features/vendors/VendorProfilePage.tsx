import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Check, Clock, Globe, Handshake, MapPin, Phone, SearchX, Star } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "react-router";
import { signInPathReturningTo } from "@domain/return-path";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { formatDollars, type VendorDetail, type VendorRecommendation } from "@domain/vendor-cards";
import { VENDOR_REVIEW_MAX_LENGTH, vendorReviewSchema, vendorStyleLabel } from "@domain/vendors";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { PageLoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { notify } from "@web/lib/toast";
import { sendVendorView, useDeleteReview, useSaveReview, vendorQueries, type MyReview } from "./api";
import { cityLabel, RatingBadge, replyTimeLabel } from "./VendorCard";
import { vendorListPath } from "./search-params";
import { InquiryForm } from "../vendor-inquiries";

export const pageQueries: PageQueries = ({ params }) => [vendorQueries.detail(params.id ?? "")];

const categoryOf = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug);

/** /vendor/:id: a vendor's profile, by slug or id. */
export default function VendorProfilePage() {
  const { id = "" } = useParams();
  const vendor = useQuery(vendorQueries.detail(id));
  const origin = usePublicOrigin();
  const data = vendor.data;
  usePageHead(
    data
      ? {
          title: `${data.businessName}, ${categoryOf(data.category)?.name ?? "vendor"} in ${cityLabel(data.city)}`,
          description: data.summary,
          canonicalPath: `/vendor/${data.slug}`,
          image: data.portfolio[0] ? { url: data.portfolio[0].url, width: data.portfolio[0].width, height: data.portfolio[0].height, alt: data.portfolio[0].alt } : undefined,
          jsonLd: [
            {
              "@context": "https://schema.org",
              "@type": "LocalBusiness",
              name: data.businessName,
              description: data.summary,
              url: `${origin}/vendor/${data.slug}`,
              address: { "@type": "PostalAddress", addressLocality: cityLabel(data.city), addressCountry: "US" },
              ...(data.rating !== null ? { aggregateRating: { "@type": "AggregateRating", ratingValue: data.rating, reviewCount: data.reviewCount } } : {}),
            },
          ],
        }
      : { title: vendor.error?.status === 404 ? "Vendor not found" : "Vendor", noindex: vendor.isError },
  );

  if (vendor.isPending) return <Spinner label="Loading the vendor..." className="py-32!" />;
  if (!data) {
    if (vendor.error?.status === 404 || vendor.error?.status === 400) {
      return (
        <div className="container-page py-14">
          <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title="We couldn't find that vendor">
            <p>The profile may have been removed, or the link has a typo.</p>
            <Link to="/vendors" className="font-medium text-primary underline underline-offset-4">
              Browse all vendors
            </Link>
          </EmptyState>
        </div>
      );
    }
    return <PageLoadError title="We couldn't load this vendor" message={vendor.error?.message} onRetry={() => void vendor.refetch()} />;
  }
  return <VendorDetails vendor={data} idOrSlug={id} />;
}

function VendorDetails({ vendor, idOrSlug }: { vendor: VendorDetail; idOrSlug: string }) {
  // One view per visit (the ref keeps React's development double-run from counting twice).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === vendor.id) return;
    counted.current = vendor.id;
    sendVendorView(vendor.id);
  }, [vendor.id]);
  const category = categoryOf(vendor.category);
  const [cover, ...rest] = vendor.portfolio;

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={vendorListPath(vendor.city, vendor.category)} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {category?.name ?? "Vendors"} in {cityLabel(vendor.city)}
        </Link>
      </nav>

      <header className="mt-4 grid gap-3">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">{category?.name}</p>
        <h1 className="text-title font-semibold leading-tight">{vendor.businessName}</h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <RatingBadge rating={vendor.rating} reviewCount={vendor.reviewCount} />
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            Works in {vendor.citiesServed.map(cityLabel).join(", ")}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {replyTimeLabel(vendor.responseTimeHours)}
          </span>
          <span>{vendor.yearsInBusiness} years in business</span>
        </div>
      </header>

      {cover && (
        <section aria-label="Portfolio" className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr]">
          <img src={cover.url} alt={cover.alt} width={cover.width} height={cover.height} fetchPriority="high" className="aspect-[3/2] w-full rounded-[var(--radius-lg)] bg-muted object-cover" />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-1 sm:grid-rows-2">
            {rest.slice(0, 2).map((image) => (
              <li key={image.id}>
                <img src={image.thumbUrl} alt={image.alt} width={480} height={320} loading="lazy" className="aspect-[3/2] size-full rounded-[var(--radius-lg)] bg-muted object-cover" />
              </li>
            ))}
          </ul>
          {rest.length > 2 && (
            <ul className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
              {rest.slice(2).map((image) => (
                <li key={image.id}>
                  <img src={image.thumbUrl} alt={image.alt} width={480} height={320} loading="lazy" className="aspect-[3/2] w-full rounded-[var(--radius-lg)] bg-muted object-cover" />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-12">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-heading font-semibold">
              About {vendor.businessName}
            </h2>
            <p className="mt-3 whitespace-pre-line text-[1.05rem] leading-relaxed">{vendor.description}</p>
            {vendor.styles.length > 0 && (
              <p className="mt-4 flex flex-wrap gap-2">
                {vendor.styles.map((style) => (
                  <span key={style} className="rounded-[var(--radius-pill)] bg-muted px-3 py-1 text-sm">
                    {vendorStyleLabel(style)}
                  </span>
                ))}
              </p>
            )}
          </section>

          <section aria-labelledby="packages-heading">
            <h2 id="packages-heading" className="text-heading font-semibold">
              Packages
            </h2>
            {vendor.packages.length === 0 ? (
              <p className="mt-3 text-muted-foreground">This vendor hasn't listed packages yet.</p>
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {vendor.packages.map((pkg) => (
                  <li key={pkg.id} className="flex flex-col rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft">
                    <div className="flex items-baseline justify-between gap-3">
                      <h3 className="text-lg font-semibold">{pkg.name}</h3>
                      <span className="font-semibold text-accent-strong">{formatDollars(pkg.price)}</span>
                    </div>
                    {pkg.description && <p className="mt-1 text-sm text-muted-foreground">{pkg.description}</p>}
                    <ul className="mt-3 grid gap-1.5 text-sm">
                      {pkg.includes.map((item) => (
                        <li key={item} className="flex gap-2">
                          <Check className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section id="inquiry" aria-labelledby="inquiry-heading" className="scroll-mt-24">
            <h2 id="inquiry-heading" className="text-heading font-semibold">
              Send an inquiry
            </h2>
            <p className="mt-2 mb-4 text-muted-foreground">Share your date, guest count and budget. {vendor.businessName} sees only what you send here.</p>
            <InquiryForm vendor={{ id: vendor.id, businessName: vendor.businessName, claimed: vendor.claimed, category: vendor.category }} />
          </section>

          <Reviews vendor={vendor} idOrSlug={idOrSlug} />
        </div>

        <aside className="grid content-start gap-6">
          <div className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft">
            <p className="text-sm text-muted-foreground">Packages from</p>
            <p className="text-2xl font-semibold">{formatDollars(vendor.startingPrice)}</p>
            <a href="#inquiry" className="mt-4 inline-flex h-10 w-full items-center justify-center rounded-[var(--radius-pill)] bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-hover">
              Send an inquiry
            </a>
            <ul className="mt-4 grid gap-2 text-sm">
              {vendor.website && (
                <li className="flex items-center gap-2">
                  <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
                  <a href={vendor.website} rel="noopener noreferrer nofollow" target="_blank" className="text-primary underline underline-offset-4">
                    Website
                  </a>
                </li>
              )}
              {vendor.phone && (
                <li className="flex items-center gap-2">
                  <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
                  <a href={`tel:${vendor.phone}`} className="text-primary underline underline-offset-4">
                    Call
                  </a>
                </li>
              )}
            </ul>
          </div>
          <Friendors title="Recommended by" items={vendor.recommendedBy} />
          <Friendors title={`${vendor.businessName} recommends`} items={vendor.recommends} />
        </aside>
      </div>
    </div>
  );
}

function Friendors({ title, items }: { title: string; items: VendorRecommendation[] }) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-[var(--radius-lg)] border border-border bg-card p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        <Handshake className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      <ul className="mt-3 grid gap-4">
        {items.map((item) => (
          <li key={item.vendor.id} className="text-sm">
            <Link to={`/vendor/${item.vendor.slug}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              {item.vendor.businessName}
            </Link>
            <span className="text-muted-foreground"> · {categoryOf(item.vendor.category)?.name}</span>
            <p className="mt-1 text-muted-foreground">&ldquo;{item.note}&rdquo;</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`size-4 ${n <= rating ? "fill-current text-accent-strong" : "text-muted-foreground"}`} aria-hidden="true" />
      ))}
    </span>
  );
}

function Reviews({ vendor, idOrSlug }: { vendor: VendorDetail; idOrSlug: string }) {
  return (
    <section aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-heading" className="text-heading font-semibold">
          Reviews from couples
        </h2>
        <RatingBadge rating={vendor.rating} reviewCount={vendor.reviewCount} />
      </div>
      <ReviewComposer vendor={vendor} idOrSlug={idOrSlug} />
      {vendor.reviews.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No reviews yet. Worked with {vendor.businessName}? Tell other couples how it went.</p>
      ) : (
        <ul className="mt-6 grid gap-5">
          {vendor.reviews.map((review) => (
            <li key={review.id} className="border-b border-border pb-5 last:border-0">
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={review.rating} />
                <span className="font-semibold">{review.author}</span>
                {review.sample && (
                  <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground" title="Written for Serviceberry's sample catalog, not by a real couple.">
                    Sample review
                  </span>
                )}
                <span className="text-sm text-muted-foreground">{new Date(review.createdAt).toLocaleDateString("en-US", { month: "long", year: "numeric" })}</span>
                {review.through && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                    <Check className="size-3.5" aria-hidden="true" />
                    {review.through === "booked" ? "Booked through Serviceberry" : "Contacted through Serviceberry"}
                  </span>
                )}
              </div>
              <p className="mt-2 whitespace-pre-line">{review.body}</p>
              {review.reply && (
                <div className="mt-3 rounded-[var(--radius)] border-l-4 border-primary bg-muted p-3">
                  <p className="text-sm font-semibold">Reply from {vendor.businessName}</p>
                  <p className="mt-1 whitespace-pre-line text-sm">{review.reply.body}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Signed-in couples write one review per vendor and can edit it; others are told how. */
function ReviewComposer({ vendor, idOrSlug }: { vendor: VendorDetail; idOrSlug: string }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const isCouple = user?.user_metadata.user_type === "couple";
  const mine = useQuery({ ...vendorQueries.myReview(vendor.id), enabled: status === "signed-in" && isCouple });
  if (status === "loading") return null;
  if (status === "signed-out") {
    return (
      <p className="mt-4 text-sm text-muted-foreground">
        <Link to={signInPathReturningTo(location.pathname)} className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>{" "}
        to review {vendor.businessName}.
      </p>
    );
  }
  if (!isCouple) return <p className="mt-4 text-sm text-muted-foreground">Reviews come from couples who worked with the vendor.</p>;
  if (mine.isPending) return null;
  // One form per vendor: remounting it on save would drop the save call's own callbacks (the toast).
  return <ReviewForm key={vendor.id} vendor={vendor} idOrSlug={idOrSlug} existing={mine.data?.review ?? null} />;
}

function ReviewForm({ vendor, idOrSlug, existing }: { vendor: VendorDetail; idOrSlug: string; existing: MyReview | null }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [body, setBody] = useState(existing?.body ?? "");
  const [errors, setErrors] = useState<{ rating?: string; body?: string; form?: string }>({});
  const save = useSaveReview(vendor.id, idOrSlug, existing !== null);

  if (!open) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {existing && (
          <p className="text-sm text-muted-foreground">
            {existing.status === "held"
              ? `Your review of ${vendor.businessName} is waiting for our team before it shows; this usually takes a day.`
              : existing.status === "removed"
                ? `Our team removed your review of ${vendor.businessName}. Contact us if you think that was a mistake.`
                : `You reviewed ${vendor.businessName}.`}
          </p>
        )}
        {existing?.status !== "removed" && (
          <Button variant={existing ? "secondary" : "primary"} size="sm" onClick={() => setOpen(true)}>
            {existing ? "Edit your review" : "Write a review"}
          </Button>
        )}
        {existing && <DeleteReview vendor={vendor} idOrSlug={idOrSlug} />}
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = vendorReviewSchema.safeParse({ rating, body });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors({ rating: flat.rating?.[0], body: flat.body?.[0] });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setOpen(false);
        void notify.success(result.notice ?? (existing ? "Your review is updated." : "Thanks! Your review is posted."));
      },
      onError: (error) => setErrors({ form: error.message }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {existing ? "Edit your review" : `Review ${vendor.businessName}`}
      </h3>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="peer sr-only" />
              <span className="sr-only">
                {n} {n === 1 ? "star" : "stars"}
              </span>
              <Star
                className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${n <= rating ? "fill-current text-accent-strong" : "text-muted-foreground"}`}
                aria-hidden="true"
              />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-destructive">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Your review</Label>
        <Textarea
          id={`${id}-body`}
          value={body}
          rows={5}
          maxLength={VENDOR_REVIEW_MAX_LENGTH}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          placeholder="How was working with them? What should other couples know?"
        />
        {errors.body && (
          <p id={`${id}-body-error`} className="text-sm text-destructive">
            {errors.body}
          </p>
        )}
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : existing ? "Save changes" : "Post review"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Takes a review back, after asking: it leaves the profile and the vendor's rating. */
function DeleteReview({ vendor, idOrSlug }: { vendor: VendorDetail; idOrSlug: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReview(vendor.id, idOrSlug);
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), remove.reset())}>
      <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" onClick={() => setOpen(true)}>
        Delete review
      </Button>
      <DialogContent>
        <DialogTitle>Delete your review of {vendor.businessName}?</DialogTitle>
        <DialogDescription>It comes off this page and out of the vendor's rating. You can write a new one later.</DialogDescription>
        {remove.error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {remove.error.message}
          </p>
        )}
        <ConfirmFooter
          confirmLabel="Delete review"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
        />
      </DialogContent>
    </Dialog>
  );
}
