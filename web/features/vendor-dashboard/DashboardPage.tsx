import { countOf } from "@domain/plural";
import { useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { CheckCircle2, Circle, Eye, ExternalLink, Inbox, KeyRound, Store } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CITIES } from "@domain/cities";
import { formatPhone } from "@domain/phone";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { milestoneProgress, vendorMilestones } from "@domain/vendor-milestones";
import { accountQueries } from "@web/features/account";
import { AccountGate } from "@web/components/AccountGate";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { isFlagOn } from "@web/lib/flags";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { dashboardQueries, useCreateVendor, usePublish, useSaveProfile, type Dashboard } from "./api";
import { BillingCard } from "../billing";
import { PledgesCard } from "../give-back";
import { GalleryPanel } from "../vendor-galleries";
import { FriendorsPanel } from "./FriendorsPanel";
import { InboxPanel } from "./InboxPanel";
import { PackagesPanel } from "./PackagesPanel";
import { PortfolioPanel } from "./PortfolioPanel";
import { ReviewsPanel } from "./ReviewsPanel";
import { EMPTY_PROFILE, ProfileForm, profileValues } from "./ProfileForm";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "inbox", label: "Inbox" },
  { value: "profile", label: "Profile" },
  { value: "packages", label: "Packages" },
  { value: "portfolio", label: "Portfolio" },
  { value: "gallery", label: "Gallery" },
  { value: "friendors", label: "Friendors" },
  { value: "reviews", label: "Reviews" },
] as const;
type Tab = (typeof TABS)[number]["value"];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/** /vendor-dashboard: the vendor's profile, packages, portfolio, inquiry inbox and friendors. */
export default function DashboardPage() {
  usePageTitle("Vendor dashboard");
  return (
    <AccountGate needs="vendor" adminsToo>
      {() => <Dashboard_ />}
    </AccountGate>
  );
}

function Dashboard_() {
  const mine = useQuery(dashboardQueries.mine());
  const [params, setParams] = useSearchParams();
  return (
    <div className="pb-[var(--space-section)]">
      <header className="border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div className="container-page pt-10 pb-8 sm:pt-12">
          <Badge variant="outline">Vendor dashboard</Badge>
          <h1 className="mt-4 text-title font-semibold leading-tight">Your business on Serviceberry</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Keep your profile current, answer couples and see how often you&rsquo;re found.{" "}
            <Link to="/vendor-account" className="text-primary underline underline-offset-4">
              Account settings
            </Link>
          </p>
        </div>
      </header>
      <div className="container-page pt-8">
        <div className="mb-6 grid gap-6 lg:grid-cols-2">
          <BillingCard />
          <PledgesCard />
        </div>
        <Loaded query={mine} loadingLabel="Loading your business..." errorMessage="We couldn't load your vendor profiles.">
          {(data) => {
            if (data.vendors.length === 0) return <GetStarted />;
            const chosen = data.vendors.find((v) => v.id === params.get("vendor")) ?? data.vendors[0]!;
            return (
              <div className="grid gap-6">
                {data.vendors.length > 1 && (
                  <div className="flex flex-wrap items-center gap-3">
                    <Label htmlFor="vendor-pick">Profile</Label>
                    <NativeSelect id="vendor-pick" value={chosen.id} onChange={(e) => setParams({ vendor: e.target.value })} className="w-auto">
                      {data.vendors.map((v) => (
                        <option key={v.id} value={v.id}>
                          {v.businessName}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                )}
                <VendorArea key={chosen.id} vendorId={chosen.id} />
              </div>
            );
          }}
        </Loaded>
      </div>
    </div>
  );
}

function GetStarted() {
  const create = useCreateVendor();
  // Business basics saved on the account page before there was one profile form start the profile.
  const basics = useQuery(accountQueries.businessProfile());
  return (
    <div className="grid gap-8">
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-heading font-semibold">Already listed?</h2>
            <p className="text-muted-foreground">Many local businesses have a catalog profile. Claim yours and our team hands it over once checked.</p>
          </div>
        </div>
        <Button asChild variant="secondary">
          <Link to="/vendor/claim">Claim your profile</Link>
        </Button>
      </Card>
      <section aria-labelledby="create-heading" className="grid gap-4">
        <div className="flex items-center gap-3">
          <Store className="size-5 text-primary" aria-hidden="true" />
          <h2 id="create-heading" className="text-heading font-semibold">
            Or create your profile
          </h2>
        </div>
        <p className="max-w-2xl text-muted-foreground">It starts unpublished: add a package or a photo, then publish it from this dashboard.</p>
        <ProfileForm
          key={basics.data?.profile ? "from-basics" : "empty"}
          initial={profileFromBasics(basics.data?.profile ?? null)}
          submitLabel="Create my profile"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            void notify.success("Profile created. Add packages and photos, then publish.");
          }}
        />
      </section>
    </div>
  );
}

/** The create form's starting values: the account's saved business basics where they fit the profile. */
function profileFromBasics(basics: Record<string, string | null> | null): typeof EMPTY_PROFILE {
  if (!basics) return EMPTY_PROFILE;
  const category = VENDOR_CATEGORIES.find((c) => c.slug === basics.category)?.slug;
  const city = CITIES.find((c) => c.id === basics.city)?.id;
  return {
    ...EMPTY_PROFILE,
    businessName: basics.businessName ?? "",
    ...(category && { category }),
    ...(city && { city }),
    description: basics.description ?? "",
    website: basics.website ?? "",
    phone: basics.phone ? formatPhone(basics.phone) : "",
  };
}

function VendorArea({ vendorId }: { vendorId: string }) {
  const dashboard = useQuery(dashboardQueries.vendor(vendorId));
  return (
    <Loaded query={dashboard} loadingLabel="Loading your profile..." errorMessage="We couldn't load this profile.">
      {(data) => <VendorTabs data={data} />}
    </Loaded>
  );
}

function VendorTabs({ data }: { data: Dashboard }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const current: Tab = isTab(tabParam) ? tabParam : "overview";
  const [dirty, setDirty] = useState(false);
  const save = useSaveProfile(data.vendor.id);
  const select = (tab: string) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      out.set("tab", tab);
      if (tab !== "inbox") out.delete("inquiry");
      return out;
    });
  const newCount = data.inquiries.new ?? 0;
  return (
    <Tabs.Root value={current} onValueChange={select}>
      <Tabs.List
        aria-label="Dashboard sections"
        className="grid w-full grid-cols-3 gap-1 rounded-[var(--radius-lg)] border border-border bg-muted p-1 sm:inline-grid sm:w-auto sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none sm:rounded-[var(--radius-pill)]"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              "inline-flex h-10 items-center justify-center gap-2 rounded-[var(--radius-pill)] px-4 text-[0.95rem] font-medium text-muted-foreground transition-colors hover:text-foreground",
              "data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-soft",
            )}
          >
            {tab.label}
            {tab.value === "inbox" && newCount > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{newCount}<span className="sr-only"> new</span></span>}
            {tab.value === "profile" && dirty && (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                <span className="sr-only">(unsaved changes)</span>
              </>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="mt-8">
        <Overview data={data} onOpen={select} />
      </Tabs.Content>
      <Tabs.Content value="inbox" className="mt-8">
        <InboxPanel vendorId={data.vendor.id} />
      </Tabs.Content>
      {/* Kept mounted while hidden, so edits survive a look at another tab. */}
      <Tabs.Content value="profile" forceMount className="mt-8 data-[state=inactive]:hidden">
        <ProfileForm
          initial={profileValues(data.vendor)}
          submitLabel="Save profile"
          onDirtyChange={setDirty}
          onSubmit={async (values) => {
            await save.mutateAsync(values);
            void notify.success("Profile saved");
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="packages" className="mt-8">
        <PackagesPanel vendorId={data.vendor.id} packages={data.packages} />
      </Tabs.Content>
      <Tabs.Content value="portfolio" className="mt-8">
        <PortfolioPanel vendorId={data.vendor.id} images={data.images} />
      </Tabs.Content>
      <Tabs.Content value="gallery" className="mt-8">
        <GalleryPanel vendorId={data.vendor.id} />
      </Tabs.Content>
      <Tabs.Content value="friendors" className="mt-8">
        <FriendorsPanel vendorId={data.vendor.id} recommendations={data.recommendations} />
      </Tabs.Content>
      <Tabs.Content value="reviews" className="mt-8">
        <ReviewsPanel vendorId={data.vendor.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The overview tab: publishing, views, inquiry counts and (flag vendor_milestones_v1) the milestones. */
export function Overview({ data, onOpen }: { data: Dashboard; onOpen(tab: Tab): void }) {
  const { vendor, views, inquiries } = data;
  const publish = usePublish(vendor.id);
  const milestones = isFlagOn("vendor_milestones_v1")
    ? vendorMilestones({
        summary: vendor.summary,
        description: vendor.description,
        startingPrice: vendor.startingPrice,
        styles: vendor.styles,
        citiesServed: vendor.citiesServed,
        published: vendor.published,
        packageCount: data.packages.length,
        imageCount: data.images.length,
        recommendationCount: data.recommendations.length,
      })
    : null;
  const open = (inquiries.new ?? 0) + (inquiries.replied ?? 0);
  return (
    <div className="grid gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="text-heading font-semibold">{vendor.businessName}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {vendor.published ? <Badge variant="accent">Published</Badge> : <Badge variant="outline">Not published</Badge>}
            {vendor.published ? "Couples can find and write to you." : "Only you can see this profile."}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {vendor.published && (
            <Button asChild variant="secondary">
              <Link to={`/vendor/${vendor.slug}`}>
                <ExternalLink aria-hidden="true" />
                View public profile
              </Link>
            </Button>
          )}
          <Button
            variant={vendor.published ? "ghost" : "primary"}
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(!vendor.published, {
                onSuccess: (r) => void notify.success(r.published ? "Your profile is published" : "Your profile is hidden from couples"),
                onError: toastError,
              })
            }
          >
            {vendor.published ? "Unpublish" : "Publish profile"}
          </Button>
        </div>
      </Card>
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={Eye} label="Profile views, last 30 days" value={views.last30Days} detail={`${views.total.toLocaleString("en-US")} in all`} />
        <Stat icon={Inbox} label="New inquiries" value={inquiries.new ?? 0} detail={countOf(open, "open conversation")} action={{ label: "Open inbox", onClick: () => onOpen("inbox") }} />
        <Stat icon={CheckCircle2} label="Booked through Serviceberry" value={inquiries.booked ?? 0} detail={`${inquiries.declined ?? 0} declined`} />
      </div>
      {milestones && (
        <Card className="p-5 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-heading font-semibold">Profile milestones</h2>
            <p className="text-sm font-medium text-primary">{milestoneProgress(milestones)}% complete</p>
          </div>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Profile completeness" aria-valuemin={0} aria-valuemax={100} aria-valuenow={milestoneProgress(milestones)}>
            <div className="h-full rounded-full bg-primary" style={{ width: `${milestoneProgress(milestones)}%` }} />
          </div>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2" aria-label="Milestones">
            {milestones.map((m) => (
              <li key={m.id} className="flex gap-3">
                {m.done ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden="true" /> : <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />}
                <div>
                  <p className={cn("font-medium", m.done && "text-muted-foreground line-through")}>
                    {m.title}
                    <span className="sr-only">{m.done ? " (done)" : " (to do)"}</span>
                  </p>
                  {!m.done && <p className="text-sm text-muted-foreground">{m.hint}</p>}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function Stat({ icon: Icon, label, value, detail, action }: { icon: typeof Eye; label: string; value: number; detail: string; action?: { label: string; onClick(): void } }) {
  return (
    <Card className="grid gap-1 p-5">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <p className="mt-2 font-display text-4xl font-semibold">{value.toLocaleString("en-US")}</p>
      <p className="font-medium">{label}</p>
      <p className="text-sm text-muted-foreground">{detail}</p>
      {action && (
        <button type="button" onClick={action.onClick} className="mt-1 w-fit text-sm font-semibold text-primary underline underline-offset-4">
          {action.label}
        </button>
      )}
    </Card>
  );
}
