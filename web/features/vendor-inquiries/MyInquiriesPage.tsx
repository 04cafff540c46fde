import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { getCity, isCityId } from "@domain/cities";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { AccountGate } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/labels";
import { usePageTitle } from "@web/lib/page-head";
import { inquiryQueries } from "./api";
import { InquiryStatusBadge } from "./InquiryStatusBadge";
import { ThreadView } from "./ThreadView";

const categoryName = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

/** /my-inquiries: a couple's conversations with vendors, each a thread with the vendor's replies. */
export default function MyInquiriesPage() {
  usePageTitle("My inquiries");
  return (
    <AccountGate needs="couple" adminsToo>
      {() => <Inquiries />}
    </AccountGate>
  );
}

function Inquiries() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("inquiry");
  const inquiries = useQuery(inquiryQueries.mine());
  const open = (id: string | null) => setParams(id ? { inquiry: id } : {});
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm">
        <Link to="/couple-account" className="text-primary underline underline-offset-4">
          My account
        </Link>
      </p>
      <h1 className="mt-3 text-title font-semibold leading-tight">My inquiries</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">Your conversations with vendors. Vendors see only what you send them here.</p>
      <div className="mt-8">
        <Loaded query={inquiries} loadingLabel="Loading your inquiries..." errorMessage="We couldn't load your inquiries.">
          {(data) =>
            data.inquiries.length === 0 ? (
              <EmptyState icon={<MessagesSquare className="size-6" aria-hidden="true" />} title="No inquiries yet">
                Find a vendor you like and use &ldquo;Send an inquiry&rdquo; on their profile.{" "}
                <Link to="/vendors" className="font-semibold text-primary underline underline-offset-4">
                  Browse vendors
                </Link>
              </EmptyState>
            ) : (
              <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
                <nav aria-label="Conversations" className={cn(selected && "hidden lg:block")}>
                  <ul className="grid gap-2">
                    {data.inquiries.map((inquiry) => (
                      <li key={inquiry.id}>
                        <button
                          type="button"
                          onClick={() => open(inquiry.id)}
                          aria-current={selected === inquiry.id ? "true" : undefined}
                          className={cn(
                            "grid w-full gap-1 rounded-[var(--radius)] border p-4 text-left transition-colors hover:bg-muted",
                            selected === inquiry.id ? "border-primary bg-primary-soft/50" : "border-border bg-card",
                          )}
                        >
                          <span className="flex items-center justify-between gap-2">
                            <span className="font-semibold">{inquiry.vendor.businessName}</span>
                            <InquiryStatusBadge status={inquiry.status} />
                          </span>
                          <span className="text-sm text-muted-foreground">
                            {categoryName(inquiry.vendor.category)} · {isCityId(inquiry.vendor.city) ? getCity(inquiry.vendor.city).name : inquiry.vendor.city}
                          </span>
                          <span className="flex items-center gap-2 text-xs text-muted-foreground">
                            {formatDateTime(inquiry.lastMessageAt)}
                            {inquiry.unread && <Badge variant="accent">New reply</Badge>}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </nav>
                <section aria-label="Conversation" className={cn("rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6", !selected && "hidden lg:block")}>
                  {selected ? (
                    <>
                      <Button variant="ghost" size="sm" className="mb-3 lg:hidden" onClick={() => open(null)}>
                        <ArrowLeft aria-hidden="true" />
                        All inquiries
                      </Button>
                      <ThreadView key={selected} inquiryId={selected} />
                    </>
                  ) : (
                    <p className="text-muted-foreground">Choose a conversation to read it and reply.</p>
                  )}
                </section>
              </div>
            )
          }
        </Loaded>
      </div>
    </div>
  );
}
