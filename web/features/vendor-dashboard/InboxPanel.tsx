import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Inbox, MailCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { INQUIRY_STATUSES, type InquiryStatus } from "@domain/vendors";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/labels";
import { InquiryFacts, InquiryStatusBadge, inquiryQueries, ThreadView } from "../vendor-inquiries";

const FILTERS = [{ id: "all", label: "All" }, ...INQUIRY_STATUSES] as const;
type Filter = (typeof FILTERS)[number]["id"];
const isFilter = (value: string | null): value is Filter => FILTERS.some((f) => f.id === value);

/** The inquiry inbox: couples who wrote to this vendor, by status; a thread opens beside the list. */
export function InboxPanel({ vendorId }: { vendorId: string }) {
  const { user } = useAuth();
  if (user && !user.email_verified) {
    return (
      <EmptyState icon={<MailCheck className="size-6" aria-hidden="true" />} title="Verify your email to open your inbox">
        Couples&rsquo; messages are sent to your address, so we need to know {user.email} is yours. Use the link we emailed you.
      </EmptyState>
    );
  }
  return <Inbox_ vendorId={vendorId} />;
}

function Inbox_({ vendorId }: { vendorId: string }) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: Filter = isFilter(statusParam) ? statusParam : "all";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const selected = params.get("inquiry");
  const inbox = useQuery(inquiryQueries.inbox(vendorId, status as InquiryStatus | "all", page));
  const update = (next: Record<string, string | null>) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) out.delete(key);
        else out.set(key, value);
      }
      return out;
    });
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="inbox-heading" className="grid gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="inbox-heading" className="text-heading font-semibold">
            Inquiry inbox
          </h2>
          <p className="text-sm text-muted-foreground">Only couples who wrote to you appear here.</p>
        </div>
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1.5">
          {FILTERS.map((f) => (
            <Button key={f.id} size="sm" variant={status === f.id ? "primary" : "secondary"} aria-pressed={status === f.id} onClick={() => update({ status: f.id === "all" ? null : f.id, page: null, inquiry: null })}>
              {f.label}
              {f.id !== "all" && data?.counts[f.id] ? ` (${data.counts[f.id]})` : ""}
            </Button>
          ))}
        </div>
      </div>
      {inbox.isPending && <Spinner label="Loading your inbox..." />}
      {inbox.error && !data && <LoadError message={inbox.error.message} onRetry={() => void inbox.refetch()} />}
      {data && data.inquiries.length === 0 && (
        <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={status === "all" ? "No inquiries yet" : "Nothing with this status"}>
          When a couple sends an inquiry from your profile, it lands here and in your email.
        </EmptyState>
      )}
      {data && data.inquiries.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className={cn("grid content-start gap-3", selected && "hidden lg:grid")} aria-busy={inbox.isPlaceholderData}>
            <ul className="grid gap-2" aria-label="Inquiries">
              {data.inquiries.map((inquiry) => (
                <li key={inquiry.id}>
                  <button
                    type="button"
                    onClick={() => update({ inquiry: inquiry.id })}
                    aria-current={selected === inquiry.id ? "true" : undefined}
                    className={cn("grid w-full gap-2 rounded-[var(--radius)] border p-4 text-left hover:bg-muted", selected === inquiry.id ? "border-primary bg-primary-soft/50" : "border-border bg-card")}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold">{inquiry.couple.name}</span>
                      <InquiryStatusBadge status={inquiry.status} />
                    </span>
                    <InquiryFacts weddingDate={inquiry.weddingDate} guestCount={inquiry.guestCount} budget={inquiry.budget} />
                    <span className="line-clamp-2 text-sm text-muted-foreground">{inquiry.message}</span>
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      {formatDateTime(inquiry.lastMessageAt)}
                      {inquiry.unread && <Badge variant="accent">Unread</Badge>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <div className="flex items-center justify-between gap-2 text-sm">
                <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1), inquiry: null })}>
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1), inquiry: null })}>
                  Next
                </Button>
              </div>
            )}
          </div>
          <div className={cn("rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6", !selected && "hidden lg:block")}>
            {selected ? (
              <>
                <Button variant="ghost" size="sm" className="mb-3 lg:hidden" onClick={() => update({ inquiry: null })}>
                  <ArrowLeft aria-hidden="true" />
                  All inquiries
                </Button>
                <ThreadView key={selected} inquiryId={selected} />
              </>
            ) : (
              <p className="text-muted-foreground">Choose an inquiry to read it, reply and set its status.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
