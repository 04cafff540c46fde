import { BadgeDollarSign, Building2, Inbox, KeyRound, LayoutDashboard, LifeBuoy } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import type { AccountUser } from "@domain/account";
import { usePageTitle } from "@web/lib/page-head";
import { AccountPageShell, ProfilePanel, type AccountQuickLink } from "./AccountPageShell";
import { AccountSettings } from "./AccountSettings";
import { BusinessProfileForm } from "./BusinessProfileForm";
import { AccountGate } from "@web/components/AccountGate";
import { VenueSummaryCard } from "../venue-owner";

const PAGES = {
  vendor: {
    title: "Vendor Dashboard",
    heading: "Your vendor account",
    intro: "Your business basics and account settings. Keep them current so couples in your city can find and reach you.",
    links: [
      { to: "/vendor-dashboard", icon: LayoutDashboard, title: "Vendor dashboard", description: "Profile, packages, portfolio and views" },
      { to: "/vendor-dashboard?tab=inbox", icon: Inbox, title: "Inquiry inbox", description: "Couples who wrote to you" },
      { to: "/vendor/claim", icon: KeyRound, title: "Claim your business", description: "Take over a catalog profile" },
      { to: "/vendor-benefits", icon: BadgeDollarSign, title: "Vendor benefits", description: "What Serviceberry does for you" },
      { to: "/help", icon: LifeBuoy, title: "Help center", description: "Answers for vendors" },
    ],
  },
  venue_owner: {
    title: "Venue Dashboard",
    heading: "Your venue account",
    intro: "Your business basics and account settings. Your venue listings, tours and requests live in the venue dashboard.",
    links: [
      { to: "/venue-owner-dashboard", icon: LayoutDashboard, title: "Venue dashboard", description: "Listings, tours and requests" },
      { to: "/list-your-venue", icon: Building2, title: "List your venue", description: "Add a venue to Serviceberry" },
      { to: "/help", icon: LifeBuoy, title: "Help center", description: "Answers for venue owners" },
    ],
  },
} satisfies Record<string, { title: string; heading: string; intro: string; links: AccountQuickLink[] }>;

/** /vendor-account and /venue-owner-account: business basics plus the shared account settings. */
export function BusinessAccountPage({ kind }: { kind: "vendor" | "venue_owner" }) {
  usePageTitle(PAGES[kind].title);
  return <AccountGate needs={kind}>{(user) => <BusinessAccount kind={kind} user={user} />}</AccountGate>;
}

function BusinessAccount({ kind, user }: { kind: "vendor" | "venue_owner"; user: AccountUser }) {
  const [dirty, setDirty] = useState(false);
  const page = PAGES[kind];
  return (
    <AccountPageShell
      user={user}
      eyebrow={page.title}
      title={page.heading}
      intro={page.intro}
      links={page.links}
      tabsLabel="Account sections"
      summary={kind === "venue_owner" ? <VenueSummaryCard /> : undefined}
      tabs={[
        {
          value: "business",
          label: "Business profile",
          marked: dirty,
          content: (
            <ProfilePanel>
              {/* A vendor has one business profile, the one couples read: it is edited in the vendor dashboard (issue 27). */}
              {kind === "vendor" ? <VendorProfilePointer /> : <BusinessProfileForm kind={kind} onDirtyChange={setDirty} />}
            </ProfilePanel>
          ),
        },
        { value: "settings", label: "Account settings", content: <AccountSettings user={user} /> },
      ]}
    />
  );
}


/** The vendor's business profile lives in one place; this tab says where and goes there. */
function VendorProfilePointer() {
  return (
    <div className="grid max-w-2xl gap-4">
      <h2 className="text-heading font-semibold">Your business profile</h2>
      <p className="text-muted-foreground">
        Your business name, category, city, description, starting price, website and phone are the profile couples see on Serviceberry. You edit them in one place, the Profile tab of your
        vendor dashboard, so you never type them twice.
      </p>
      <Button asChild className="w-fit">
        <Link to="/vendor-dashboard?tab=profile">Edit your business profile</Link>
      </Button>
    </div>
  );
}
