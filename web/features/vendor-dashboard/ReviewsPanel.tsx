import { useQuery } from "@tanstack/react-query";
import { Check, Flag, MessageSquare, Star } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { SubmitFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { notify, toastError } from "@web/lib/toast";
import { dashboardQueries, useDeleteReviewReply, useReplyToReview, useReportReview, type VendorReviewView } from "./api";

/**
 * Reviews of the vendor's profile: answer one in public (the answer shows under it), or report one that
 * breaks the rules to our team, who decide; a report alone never takes a review down.
 */
export function ReviewsPanel({ vendorId }: { vendorId: string }) {
  const reviews = useQuery(dashboardQueries.reviews(vendorId));
  return (
    <section aria-labelledby="vendor-reviews-heading" className="grid gap-6">
      <div>
        <h2 id="vendor-reviews-heading" className="text-heading font-semibold">
          Reviews
        </h2>
        <p className="text-sm text-muted-foreground">Answer couples in public, or report a review that is fake or breaks our rules. Reviews from couples who wrote to you here carry a mark.</p>
      </div>
      <Loaded query={reviews} loadingLabel="Loading reviews..." errorMessage="Your reviews could not be loaded.">
        {(data) =>
          data.reviews.length === 0 ? (
            <EmptyState icon={<Star className="size-6" aria-hidden="true" />} title="No reviews yet">
              Reviews couples write on your profile appear here for you to answer.
            </EmptyState>
          ) : (
            <ul className="grid gap-4">
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard vendorId={vendorId} review={review} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function ReviewCard({ vendorId, review }: { vendorId: string; review: VendorReviewView }) {
  const [answering, setAnswering] = useState(false);
  const [answer, setAnswer] = useState(review.reply?.body ?? "");
  const reply = useReplyToReview(vendorId);
  const removeReply = useDeleteReviewReply(vendorId);
  const headingId = `vendor-review-${review.id}`;
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-sans text-base font-semibold">
          {review.rating} of 5 stars from {review.author}
        </h3>
        <span className="text-sm text-muted-foreground">{new Date(review.createdAt).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" })}</span>
        {review.through && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
            <Check className="size-3.5" aria-hidden="true" />
            {review.through === "booked" ? "Booked through Serviceberry" : "Contacted through Serviceberry"}
          </span>
        )}
      </div>
      <p className="whitespace-pre-line">{review.body}</p>
      {review.reply && !answering && (
        <div className="rounded-[var(--radius)] border-l-4 border-primary bg-muted p-3">
          <p className="text-sm font-semibold">Your public answer</p>
          <p className="mt-1 whitespace-pre-line text-sm">{review.reply.body}</p>
        </div>
      )}
      {answering && (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            reply.mutate(
              { reviewId: review.id, body: answer },
              {
                onSuccess: () => {
                  setAnswering(false);
                  void notify.success("Your answer is on your profile");
                },
              },
            );
          }}
        >
          {reply.error && <FormAlert>{reply.error.message}</FormAlert>}
          <FormField label="Your public answer" hint="Couples see it under the review, with your business name.">
            {(ids) => <Textarea {...ids} rows={4} maxLength={2000} value={answer} onChange={(e) => setAnswer(e.target.value)} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={reply.isPending}>
              {reply.isPending ? "Saving..." : "Post answer"}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAnswering(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {!answering && (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button variant="secondary" size="sm" aria-describedby={headingId} onClick={() => (setAnswer(review.reply?.body ?? ""), setAnswering(true))}>
            <MessageSquare aria-hidden="true" />
            {review.reply ? "Edit answer" : "Answer in public"}
          </Button>
          {review.reply && (
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={headingId}
              disabled={removeReply.isPending}
              onClick={() => removeReply.mutate(review.id, { onSuccess: () => void notify.success("Answer taken down"), onError: toastError })}
            >
              Take answer down
            </Button>
          )}
          {review.reported ? (
            <p className="self-center text-sm text-muted-foreground">Reported: our team is looking at it.</p>
          ) : (
            <ReportReview vendorId={vendorId} review={review} headingId={headingId} />
          )}
        </div>
      )}
    </Card>
  );
}

function ReportReview({ vendorId, review, headingId }: { vendorId: string; review: VendorReviewView; headingId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const report = useReportReview(vendorId);
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), report.reset())}>
      <Button variant="ghost" size="sm" aria-describedby={headingId} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        Report
      </Button>
      <DialogContent>
        <DialogTitle>Report this review to our team?</DialogTitle>
        <DialogDescription>It stays on your profile while we look. We remove reviews that are fake, abusive, or about another business.</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { reviewId: review.id, reason },
              {
                onSuccess: () => {
                  setOpen(false);
                  void notify.success("Thanks. Our team will look at the review.");
                },
              },
            );
          }}
        >
          {report.error && <FormAlert>{report.error.message}</FormAlert>}
          <FormField label="What is wrong with it?">
            {(ids) => <Textarea {...ids} rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="We have no record of this couple." />}
          </FormField>
          <SubmitFooter submitLabel="Report review" pendingLabel="Sending..." pending={report.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
