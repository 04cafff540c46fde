import { useQuery } from "@tanstack/react-query";
import { BadgeDollarSign, Gauge, HandCoins, HeartHandshake, Inbox, KeyRound, LifeBuoy, Mailbox, MessageSquareWarning, Newspaper, Send, Store, Users } from "lucide-react";
import { Link, Navigate, NavLink, Route, Routes } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { AccountGate } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { ContactMessagesPanel } from "./ContactMessagesPanel";
import { UsersPanel } from "./UsersPanel";
import { VenueClaimsPanel } from "./VenueClaimsPanel";
import { VendorClaimsPanel } from "./VendorClaimsPanel";
import { WebVitalsPanel } from "./WebVitalsPanel";
import { ReviewsPanel } from "./ReviewsPanel";
import { SendingPanel } from "./SendingPanel";
import { TicketDetail, TicketsPanel } from "./TicketsPanel";
import { adminQueries } from "./api";
import { BlogAdminPanel } from "../blog";
import { PlansAdminPanel } from "../billing";
import { GiveBackAdminPanel } from "../give-back";
import { AffiliatesAdminPanel } from "../affiliates";

// Absolute: this nav sits in the "admin/*" route, where relative links resolve against the splat.
const SECTIONS = [
  { to: "/admin/tickets", label: "Help tickets", short: "Tickets", icon: LifeBuoy },
  { to: "/admin/users", label: "Users", short: "Users", icon: Users },
  { to: "/admin/messages", label: "Contact messages", short: "Messages", icon: Inbox },
  { to: "/admin/venue-claims", label: "Venue claims", short: "Venues", icon: KeyRound },
  { to: "/admin/vendor-claims", label: "Vendor claims", short: "Vendors", icon: Store },
  { to: "/admin/reviews", label: "Reviews", short: "Reviews", icon: MessageSquareWarning },
  { to: "/admin/sending", label: "Sending", short: "Sending", icon: Send },
  { to: "/admin/web-vitals", label: "Web vitals", short: "Vitals", icon: Gauge },
  { to: "/admin/blog", label: "Blog", short: "Blog", icon: Newspaper },
  { to: "/admin/plans", label: "Plans", short: "Plans", icon: BadgeDollarSign },
  { to: "/admin/give-back", label: "Give-back wedding", short: "Give", icon: HeartHandshake },
  { to: "/admin/affiliates", label: "Affiliates", short: "Affiliates", icon: HandCoins },
] as const;

const TAB_CLASS =
  "inline-flex h-14 shrink-0 flex-col items-center justify-center gap-1 border-b-2 px-1 text-[0.8rem] font-medium sm:h-11 sm:flex-row sm:gap-2 sm:px-3 sm:text-[0.95rem]";

/** /admin/*: admins only (the server answers 403 to anyone else, too). */
export default function AdminPage() {
  usePageTitle("Admin");
  return <AccountGate needs="admin">{() => <AdminArea />}</AccountGate>;
}

function AdminArea() {
  const unread = useQuery(adminQueries.unreadTickets()).data?.unread ?? 0;
  return (
    <div className="pb-[var(--space-section)]">
      <header className="border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div className="container-page pt-10 sm:pt-12">
          <Badge variant="outline">Admin</Badge>
          <h1 className="mt-4 text-title font-semibold leading-tight">Keep Serviceberry running</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Help tickets from Grace, accounts, the messages people send through the contact form, venue and vendor claims, reviews to moderate, couples' sending, how fast the site is for real visitors, and the blog.</p>
          <Link to="/admin/intake-providers" className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-4">Counselors, coaches and planners couples can book</Link>
          {/* Phones: rows of six, icon over a short label; wider screens: one row that wraps, so no tab is hidden off the edge. */}
          <nav aria-label="Admin sections" className="-mb-px mt-8 grid grid-cols-6 sm:flex sm:flex-wrap sm:gap-x-1">
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                aria-label={section.label}
                className={({ isActive }) => cn(TAB_CLASS, isActive ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground")}
              >
                <span className="relative">
                  <section.icon className="size-4" aria-hidden="true" />
                  {section.to === "/admin/tickets" && unread > 0 && (
                    <span className="absolute -right-2.5 -top-2 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.65rem] font-bold leading-4 text-destructive-foreground sm:hidden" aria-hidden="true">
                      {unread > 99 ? "99+" : unread}
                    </span>
                  )}
                </span>
                {/* Twelve tabs: the short labels fit one row up to very wide screens (the link's name is the long one). */}
                <span className="2xl:hidden">{section.short}</span>
                <span className="hidden 2xl:inline">{section.label}</span>
                {section.to === "/admin/tickets" && unread > 0 && (
                  <>
                    <span className="hidden rounded-full bg-destructive px-2 text-xs font-bold leading-5 text-destructive-foreground sm:inline" aria-hidden="true">
                      {unread > 99 ? "99+" : unread}
                    </span>
                    <span className="sr-only">{`, ${unread} unread`}</span>
                  </>
                )}
              </NavLink>
            ))}
            <Link to="/email-test" className={cn(TAB_CLASS, "border-transparent text-muted-foreground hover:text-foreground")}>
              <Mailbox className="size-4" aria-hidden="true" />
              <span className="2xl:hidden">Outbox</span>
              <span className="hidden 2xl:inline">Mail outbox</span>
            </Link>
          </nav>
        </div>
      </header>
      <div className="container-page pt-8 sm:pt-10">
        <Routes>
          <Route index element={<Navigate to="users" replace />} />
          <Route path="tickets" element={<TicketsPanel />} />
          <Route path="tickets/:id" element={<TicketDetail />} />
          <Route path="users" element={<UsersPanel />} />
          <Route path="messages" element={<ContactMessagesPanel />} />
          <Route path="venue-claims" element={<VenueClaimsPanel />} />
          <Route path="vendor-claims" element={<VendorClaimsPanel />} />
          <Route path="web-vitals" element={<WebVitalsPanel />} />
          <Route path="reviews" element={<ReviewsPanel />} />
          <Route path="sending" element={<SendingPanel />} />
          <Route path="blog" element={<BlogAdminPanel />} />
          <Route path="plans" element={<PlansAdminPanel />} />
          <Route path="give-back" element={<GiveBackAdminPanel />} />
          <Route path="affiliates" element={<AffiliatesAdminPanel />} />
          <Route
            path="*"
            element={
              <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title="No such admin page">
                Choose Help tickets, Users, Contact messages, Venue claims, Vendor claims, Reviews, Sending, Web vitals, Blog, Plans, Give-back wedding or Affiliates above.
              </EmptyState>
            }
          />
        </Routes>
      </div>
    </div>
  );
}
