import { BadgeCheck, Bot, CalendarHeart, Mail, MapPinned, type LucideIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link, Navigate } from "react-router";
import type { AccountUser } from "@domain/account";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { CoupleProfileForm } from "./CoupleProfileForm";
import { AccountGate } from "@web/components/AccountGate";

/** /couple-welcome: a couple's first steps after signing up. */
export default function CoupleWelcomePage() {
  usePageTitle("Welcome");
  // An admin's verification link lands here too (admins sign up as couples): their welcome is the admin area.
  return <AccountGate needs="couple">{(user) => (user.is_admin ? <Navigate to="/admin" replace /> : <Welcome user={user} />)}</AccountGate>;
}

function Welcome({ user }: { user: AccountUser }) {
  const [saved, setSaved] = useState(false);
  const nextStepsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="pb-[var(--space-section)]">
      <header className="relative isolate overflow-hidden border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_88%_10%,var(--accent)_0,transparent_38%),radial-gradient(circle_at_4%_100%,var(--highlight)_0,transparent_30%)] opacity-80"
        />
        <div className="container-page py-12 sm:py-16">
          <Badge variant="outline">Welcome</Badge>
          <h1 className="mt-4 max-w-3xl text-display font-semibold leading-[1.06]">Welcome to Serviceberry</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
            Congratulations, you two. Tell us the basics in a minute, and June, your venue search and your planning tools will fit your wedding
            from the start.
          </p>
        </div>
      </header>

      <div className="container-page grid gap-10 pt-10 sm:pt-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <section aria-labelledby="quick-start-heading">
          <Card className="p-5 sm:p-8">
            <h2 id="quick-start-heading" className="text-heading font-semibold">
              Quick start
            </h2>
            <p className="mt-1.5 text-muted-foreground">Everything is optional and you can change it later in My Account.</p>
            <div className="mt-6">
              <CoupleProfileForm
                variant="quick"
                submitLabel="Save and continue"
                onSaved={() => {
                  setSaved(true);
                  nextStepsHeading.current?.focus();
                }}
              />
            </div>
          </Card>
        </section>

        <section aria-labelledby="next-steps-heading">
          <h2 id="next-steps-heading" ref={nextStepsHeading} tabIndex={-1} className="text-heading font-semibold outline-none">
            {saved ? "Saved. Here's what to do next" : "Your next steps"}
          </h2>
          <ol className="mt-5 grid gap-3">
            <NextStep icon={user.email_verified ? BadgeCheck : Mail} title={user.email_verified ? "Email verified" : "Verify your email"} done={user.email_verified}>
              {user.email_verified ? (
                "You can invite helpers and send inquiries to venues and vendors."
              ) : (
                <>
                  We sent a link to <strong className="break-all font-semibold text-foreground">{user.email}</strong>. Verifying lets you invite
                  helpers and send inquiries. No mail? Use “Resend email” in the banner at the top.
                </>
              )}
            </NextStep>
            <NextStep icon={MapPinned} title="Explore venues" action={<ArrowLink to="/venues">Browse venues</ArrowLink>}>
              Barns, ballrooms and gardens in Cleveland, Columbus, Cincinnati and Nashville, with 3D tours.
            </NextStep>
            <NextStep icon={CalendarHeart} title="Set up your plan" action={<ArrowLink to="/planning/getting-started">Get started</ArrowLink>}>
              A master timeline, a budget tracker and a guest list that handles RSVPs for you.
            </NextStep>
            <NextStep icon={Bot} title="Meet June" action={<ArrowLink to="/ai-planner">Say hello to June</ArrowLink>}>
              Your AI wedding planner knows your date, guest count and city, and helps with venues, vendors and the budget.
            </NextStep>
          </ol>
          <p className="mt-6 text-sm text-muted-foreground">
            Want every detail in one place?{" "}
            <Link to="/couple-account" className="font-medium text-primary underline underline-offset-4">
              Go to My Account
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}

function NextStep({ icon: Icon, title, children, action, done = false }: { icon: LucideIcon; title: string; children: ReactNode; action?: ReactNode; done?: boolean }) {
  return (
    <li className="flex gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft sm:p-5">
      <span
        className={
          done
            ? "grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground"
            : "grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary"
        }
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</p>
        {action && <div className="mt-2 text-sm">{action}</div>}
      </div>
    </li>
  );
}
