import { ArrowRight, BadgeCheck, CircleAlert, LogOut, type LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { isFlagOn } from "@web/lib/flags";
import { useSignOut } from "@web/lib/use-sign-out";
import { cn } from "@web/lib/cn";
import { useEmailChangeArrival } from "./AccountSettings";
import { ACCOUNT_KIND_LABELS } from "@web/lib/labels";

export interface AccountTab {
  /** Also the ?tab= value, so a tab can be linked to. */
  value: string;
  label: string;
  content: ReactNode;
  /** Shows a dot on the tab: unsaved changes inside it. */
  marked?: boolean;
}

export interface AccountQuickLink {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

interface AccountPageShellProps {
  user: AccountUser;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  links: AccountQuickLink[];
  tabs: AccountTab[];
  tabsLabel: string;
  /** Shown between the quick links and the tabs (the venue owner's listings at a glance). */
  summary?: ReactNode;
}

/** A profile form's frame in its tab: a card, or (profile_redundant_boxes_removed) the page itself. */
export function ProfilePanel({ children }: { children: ReactNode }) {
  if (isFlagOn("profile_redundant_boxes_removed")) return <div data-testid="profile-panel">{children}</div>;
  return (
    <Card data-testid="profile-panel" className="p-5 sm:p-8">
      {children}
    </Card>
  );
}

/** The frame of every account page: a short header, quick links and the tabs (profile, account settings). */
export function AccountPageShell({ user, eyebrow, title, intro, links, tabs, tabsLabel, summary }: AccountPageShellProps) {
  useEmailChangeArrival();
  const signOut = useSignOut();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const layoutV2 = isFlagOn("profile_layout_v2");
  const current = tabs.some((tab) => tab.value === requested) ? requested! : (tabs[0]?.value ?? "");

  function select(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === tabs[0]?.value) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="pb-[var(--space-section)]">
      <header className="relative isolate overflow-hidden border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_0%,var(--accent)_0,transparent_40%)] opacity-80"
        />
        <div className="container-page py-10 sm:py-14">
          <Badge variant="outline">{eyebrow}</Badge>
          <h1 className="mt-4 text-title font-semibold leading-tight">{title}</h1>
          <div className="mt-3 max-w-2xl text-lg leading-relaxed text-muted-foreground">{intro}</div>
          <p className="mt-5 flex flex-wrap items-center gap-2 text-sm">
            <span className="break-all font-medium text-foreground">{user.email}</span>
            <Badge variant="outline">{ACCOUNT_KIND_LABELS[user.user_metadata.user_type]}</Badge>
            {user.email_verified ? (
              <Badge variant="accent">
                <BadgeCheck aria-hidden="true" />
                Email verified
              </Badge>
            ) : (
              <Badge variant="primary">
                <CircleAlert aria-hidden="true" />
                Email not verified
              </Badge>
            )}
          </p>
          {/* In a phone webview the bottom navigation replaces the menu, so this is where signing out lives. */}
          <Button variant="secondary" size="sm" className="mt-5" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </header>

      {!layoutV2 && <Shortcuts links={links} className="container-page pt-8" listClassName="sm:grid-cols-2 lg:grid-cols-3" />}

      {summary && <div className="container-page pt-6">{summary}</div>}

      {/* Layout v2: the tabs take the main column and the shortcuts sit beside them (after them on phones). */}
      <div className={cn(layoutV2 && "container-page grid gap-10 pt-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12")}>
        <Tabs.Root value={current} onValueChange={select} className={cn(!layoutV2 && "container-page pt-10")}>
          <Tabs.List
            aria-label={tabsLabel}
            className="grid w-full grid-cols-2 gap-1 rounded-[var(--radius-pill)] border border-border bg-muted p-1 sm:inline-grid sm:w-auto sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className={cn(
                  "inline-flex h-10 items-center justify-center gap-2 rounded-[var(--radius-pill)] px-5 text-[0.95rem] font-medium text-muted-foreground transition-colors hover:text-foreground",
                  "data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-soft",
                )}
              >
                {tab.label}
                {tab.marked && (
                  <>
                    <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                    <span className="sr-only">(unsaved changes)</span>
                  </>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            // Kept mounted while hidden, so edits in one tab survive a look at the other.
            <Tabs.Content key={tab.value} value={tab.value} forceMount className="mt-8 data-[state=inactive]:hidden">
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {layoutV2 && (
          <Shortcuts links={links} heading className="lg:sticky lg:top-24 lg:self-start" listClassName="sm:grid-cols-2 lg:grid-cols-1" />
        )}
      </div>
    </div>
  );
}

/** The account kind's shortcuts as cards: a row above the tabs, or a column beside them (layout v2). */
function Shortcuts({ links, heading = false, className, listClassName }: { links: AccountQuickLink[]; heading?: boolean; className?: string; listClassName: string }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <nav aria-label={heading ? undefined : "Shortcuts"} aria-labelledby={heading ? headingId : undefined} className={className}>
      {heading && (
        <h2 id={headingId} className="mb-4 font-sans text-base font-semibold">
          Shortcuts
        </h2>
      )}
      <ul className={cn("grid gap-3", listClassName)}>
        {links.map((link) => (
          <li key={link.to} className="flex">
            <Link
              to={link.to}
              className="group flex w-full items-center gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft transition-colors hover:border-primary/40"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
                <link.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-foreground group-hover:text-primary">{link.title}</span>
                <span className="block text-sm text-muted-foreground">{link.description}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
