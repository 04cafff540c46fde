import { useQuery } from "@tanstack/react-query";
import { Check, Flag, MessageSquareWarning, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/labels";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { adminQueries, adminWrites, useAdminMutation, type ReviewModerationAction } from "./api";

const THROUGH_LABELS = { booked: "Booked through Serviceberry", contacted: "Contacted through Serviceberry" } as const;

const DONE: Record<ReviewModerationAction, string> = {
  publish: "Review published",
  remove: "Review removed",
  "dismiss-report": "Report dismissed; the review stays up",
};

/**
 * /admin/reviews: the moderation queue. Reviews held because they came in a burst of low ratings
 * count for nothing until published here; reviews a vendor reported stay up until dismissed or removed.
 */
export function ReviewsPanel() {
  usePageTitle("Reviews · Admin");
  const queue = useQuery(adminQueries.reviews());
  const moderate = useAdminMutation(adminWrites.moderateReview);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [removing, setRemoving] = useState<{ id: string; vendor: string } | null>(null);
  const busy = moderate.isPending ? moderate.variables.id : null;

  function decide(id: string, action: ReviewModerationAction, after?: () => void) {
    moderate.mutate(
      { id, action },
      {
        onSuccess: () => {
          void notify.success(DONE[action]);
          after?.();
          // The review leaves the queue; keep keyboard users in place.
          summaryRef.current?.focus();
        },
        onError: toastError,
      },
    );
  }

  const reviews = queue.data?.reviews;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-6">
      <div>
        <h2 id="reviews-heading" className="text-heading font-semibold">
          Review moderation
        </h2>
        <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="mt-1 text-sm text-muted-foreground outline-none">
          {reviews ? `${reviews.length} ${reviews.length === 1 ? "review waits" : "reviews wait"} for a decision` : "\u00a0"}
        </p>
      </div>

      {queue.isPending && <Spinner label="Loading reviews..." />}
      {queue.isError && <LoadError message={queue.error.message} onRetry={() => void queue.refetch()} />}
      {reviews && reviews.length === 0 && (
        <EmptyState icon={<MessageSquareWarning className="size-6" aria-hidden="true" />} title="Nothing to moderate">
          Reviews held in a burst of low ratings, and reviews vendors report, appear here.
        </EmptyState>
      )}

      {reviews && reviews.length > 0 && (
        <ul className="grid gap-4">
          {reviews.map((review) => {
            const headingId = `review-${review.id}`;
            return (
              <li key={review.id}>
                <article aria-labelledby={headingId} className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6">
                  <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h3 id={headingId} className="font-sans text-base font-semibold">
                        {review.rating} of 5 stars for{" "}
                        <Link to={`/vendor/${review.vendor.slug}`} className="text-primary underline underline-offset-4">
                          {review.vendor.businessName}
                        </Link>
                      </h3>
                      <p className="mt-1 text-sm">
                        By {review.author.name || "a couple with no name"}, <span className="break-all">{review.author.email}</span>
                      </p>
                      <p className="text-sm text-muted-foreground">
                        Account opened {formatDateTime(review.author.createdAt)}
                        {review.author.emailVerified ? "" : " · address not verified"}
                      </p>
                      <p className="mt-1 text-sm text-muted-foreground">
                        Written <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
                        {review.through ? ` · ${THROUGH_LABELS[review.through]}` : " · never contacted the vendor through Serviceberry"}
                      </p>
                    </div>
                    {review.reason === "burst" ? (
                      <Badge variant="primary" className="self-start">
                        Held: burst of low ratings
                      </Badge>
                    ) : (
                      <Badge variant="accent" className="self-start">
                        <Flag className="mr-1 size-3.5" aria-hidden="true" />
                        Reported by the vendor
                      </Badge>
                    )}
                  </header>
                  <p className="mt-4 whitespace-pre-wrap break-words leading-relaxed">{review.body}</p>
                  {review.reason === "report" && review.reportReason && (
                    <p className="mt-3 rounded-[var(--radius)] bg-muted p-3 text-sm">
                      <span className="font-medium">The vendor says: </span>
                      {review.reportReason}
                    </p>
                  )}
                  <footer className="mt-5 flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-destructive/10"
                      disabled={busy === review.id}
                      onClick={() => setRemoving({ id: review.id, vendor: review.vendor.businessName })}
                      aria-describedby={headingId}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove review
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy === review.id}
                      onClick={() => decide(review.id, review.reason === "burst" ? "publish" : "dismiss-report")}
                      aria-describedby={headingId}
                    >
                      <Check aria-hidden="true" />
                      {busy === review.id ? "Saving..." : review.reason === "burst" ? "Publish review" : "Keep review up"}
                    </Button>
                  </footer>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog open={removing !== null} onOpenChange={(next) => !next && setRemoving(null)}>
        <DialogContent>
          <DialogTitle>Remove this review of {removing?.vendor}?</DialogTitle>
          <DialogDescription>It comes off the profile and out of the vendor's rating. The couple can't edit it afterwards.</DialogDescription>
          <ConfirmFooter
            confirmLabel="Remove review"
            pendingLabel="Removing..."
            pending={moderate.isPending}
            onConfirm={() => removing && decide(removing.id, "remove", () => setRemoving(null))}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
