import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { INQUIRY_MESSAGE_MAX_LENGTH, INQUIRY_STATUSES, type InquiryStatus } from "@domain/vendors";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/labels";
import { notify, toastError } from "@web/lib/toast";
import { inquiryQueries, useReply, useSetInquiryStatus, type Thread } from "./api";
import { InquiryDesign } from "../floral-design";
import { InquiryMusicPlan } from "../music";
import { InquiryFacts } from "./InquiryFacts";
import { InquiryStatusBadge } from "./InquiryStatusBadge";

/** One conversation between a couple and a vendor, from either side, with a reply box. Text is shown as typed. */
export function ThreadView({ inquiryId }: { inquiryId: string }) {
  const thread = useQuery(inquiryQueries.thread(inquiryId));
  return (
    <Loaded query={thread} loadingLabel="Loading the conversation..." errorMessage="We couldn't load this conversation.">
      {(data) => <Conversation thread={data} />}
    </Loaded>
  );
}

function Conversation({ thread }: { thread: Thread }) {
  const { inquiry, messages, viewer } = thread;
  const headingId = useId();
  const other = viewer === "couple" ? inquiry.vendor.businessName : inquiry.couple.name;
  return (
    <article aria-labelledby={headingId} className="grid gap-5">
      <header className="grid gap-3 border-b border-border pb-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-heading font-semibold">
            {viewer === "couple" ? (
              <Link to={`/vendor/${inquiry.vendor.slug}`} className="underline decoration-primary/30 underline-offset-4 hover:decoration-primary">
                {inquiry.vendor.businessName}
              </Link>
            ) : (
              inquiry.couple.name
            )}
          </h2>
          {viewer === "vendor" ? <StatusPicker inquiryId={inquiry.id} status={inquiry.status as InquiryStatus} /> : <InquiryStatusBadge status={inquiry.status} />}
        </div>
        {viewer === "vendor" && (
          <p className="text-sm">
            <Link to={`/vendor/couple/${inquiry.couple.id}/inspiration-boards`} className="text-primary underline underline-offset-4">
              Inspiration boards shared with you
            </Link>
          </p>
        )}
        {viewer === "vendor" && (
          <p className="text-sm">
            <a href={`mailto:${inquiry.couple.email}`} className="break-all text-primary underline underline-offset-4">
              {inquiry.couple.email}
            </a>
          </p>
        )}
        <InquiryFacts weddingDate={inquiry.weddingDate} guestCount={inquiry.guestCount} budget={inquiry.budget} />
        {viewer === "couple" && !inquiry.vendor.claimed && (
          <p className="rounded-[var(--radius)] bg-muted p-3 text-sm">
            {inquiry.vendor.businessName} hasn&rsquo;t claimed their Serviceberry profile yet. We let the business know you wrote; your inquiry waits
            for them, and we&rsquo;ll email you when they answer.
          </p>
        )}
      </header>
      <InquiryDesign inquiryId={inquiry.id} />
      <InquiryMusicPlan inquiryId={inquiry.id} vendorName={inquiry.vendor.businessName} />
      <ol className="grid gap-3" aria-label={`Messages with ${other}`}>
        {messages.map((message) => {
          const mine = message.from === viewer;
          return (
            <li key={message.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
              <div className={cn("max-w-[85%] rounded-[var(--radius-lg)] px-4 py-3 shadow-soft", mine ? "bg-primary text-primary-foreground" : "border border-border bg-card")}>
                <p className={cn("text-xs font-semibold", mine ? "text-primary-foreground/85" : "text-muted-foreground")}>
                  {mine ? "You" : other} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words" data-testid="inquiry-message">
                  {message.body}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <ReplyForm inquiryId={inquiry.id} to={other} />
    </article>
  );
}

function StatusPicker({ inquiryId, status }: { inquiryId: string; status: InquiryStatus }) {
  const id = useId();
  const setStatus = useSetInquiryStatus(inquiryId);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm">
        Status
      </Label>
      <NativeSelect
        id={id}
        value={status}
        disabled={setStatus.isPending}
        onChange={(event) =>
          setStatus.mutate(event.target.value as InquiryStatus, {
            onSuccess: (result) => void notify.success(`Marked ${INQUIRY_STATUSES.find((s) => s.id === result.status)?.label.toLowerCase() ?? result.status}`),
            onError: toastError,
          })
        }
        className="w-36"
      >
        {INQUIRY_STATUSES.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ReplyForm({ inquiryId, to }: { inquiryId: string; to: string }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reply = useReply(inquiryId);
  return (
    <form
      className="grid gap-2 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) {
          setError("Write a message.");
          return;
        }
        reply.mutate(body.trim(), {
          onSuccess: () => {
            setBody("");
            setError(null);
            void notify.success(`Message sent to ${to}`);
          },
          onError: (requestError) => setError(requestError.fields?.body?.[0] ?? requestError.message),
        });
      }}
    >
      <Label htmlFor={id}>Reply to {to}</Label>
      <Textarea
        id={id}
        rows={4}
        value={body}
        maxLength={INQUIRY_MESSAGE_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={reply.isPending} className="w-full sm:w-fit sm:justify-self-end">
        <Send aria-hidden="true" />
        {reply.isPending ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
