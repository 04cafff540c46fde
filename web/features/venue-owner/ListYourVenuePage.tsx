import { ArrowRight, CalendarCheck, Camera, ClipboardList, Eye, Heart, KeyRound, Sparkles, Store } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { usePageHead } from "@web/lib/page-head";

const REASONS = [
  { icon: Heart, title: "Couples who are ready to book", body: "Couples in Cleveland, Columbus, Cincinnati and Nashville search by date, guest count, style and budget, so the ones who find you fit." },
  { icon: CalendarCheck, title: "Tours without phone tag", body: "Offer tour times; couples book an open slot or ask for another time, and both of you get a confirmation with a calendar invite." },
  { icon: ClipboardList, title: "Answers before they ask", body: "The venue questionnaire covers what couples compare: timing, deposits, décor rules, rain plans. Fewer repeat emails for you." },
  { icon: Eye, title: "See what's working", body: "Your dashboard shows views, saves, tour requests and upcoming tours for every listing." },
] as const;

const STEPS = [
  { icon: Store, title: "Create your free venue account", body: "A business email and a password. No card, no contract." },
  { icon: Camera, title: "Add your listing", body: "A guided form for the facts, then at least three photos. Save a draft any time." },
  { icon: Sparkles, title: "Publish and open tours", body: "Go live when you're ready, then add tour times and blackout dates." },
] as const;

/** /list-your-venue: why and how venue owners list on Serviceberry. */
export default function ListYourVenuePage() {
  usePageHead({
    title: "List your venue",
    description: "List your wedding venue on Serviceberry: real prices, capacities and tour times that couples in Ohio and Tennessee can compare and book.",
    canonicalPath: "/list-your-venue",
  });
  const { user, isAdmin } = useAuth();
  const isOwner = user?.user_metadata.user_type === "venue_owner" || isAdmin;
  const primary = isOwner ? { to: "/add-venue", label: "Add your venue" } : { to: "/signup/venue", label: "Create a free venue account" };

  return (
    <div className="pb-[var(--space-section)]">
      <header className="relative isolate overflow-hidden border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_10%,var(--accent)_0,transparent_45%)]" />
        <div className="container-page grid gap-6 py-14 sm:py-20 lg:max-w-4xl">
          <Badge variant="outline" className="justify-self-start">
            For venue owners
          </Badge>
          <h1 className="text-display font-semibold leading-[1.05]">Put your venue in front of couples planning nearby</h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Serviceberry helps couples in Ohio and Tennessee find, compare and tour wedding venues. Listing is free to start: no credit card, no
            commission on bookings, and you can unpublish any time.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <Link to={primary.to}>
                {primary.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/venue/claim">
                <KeyRound aria-hidden="true" />
                Claim your existing listing
              </Link>
            </Button>
          </div>
          {isOwner && (
            <p className="text-sm text-muted-foreground">
              Signed in as {user?.email}.{" "}
              <Link to="/venue-owner-dashboard" className="font-medium text-primary underline underline-offset-4">
                Go to your venue dashboard
              </Link>
            </p>
          )}
        </div>
      </header>

      <section aria-labelledby="why-heading" className="container-page pt-[var(--space-section)]">
        <h2 id="why-heading" className="text-title font-semibold">
          Why list with us
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-soft">
              <span className="grid size-11 place-items-center rounded-full bg-accent text-accent-foreground">
                <reason.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-sans text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-muted-foreground">{reason.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cost-heading" className="container-page pt-[var(--space-section)]">
        <div className="grid gap-6 rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-soft sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <h2 id="cost-heading" className="text-title font-semibold">
              What it costs
            </h2>
            <p className="mt-3 font-display text-5xl font-semibold text-primary">$0</p>
            <p className="mt-1 text-muted-foreground">to start, and to stay listed</p>
          </div>
          <ul className="grid gap-3 text-foreground">
            {[
              "A full listing with up to 12 photos",
              "Tour scheduling, requests and confirmations by email",
              "The venue questionnaire couples compare side by side",
              "Views, saves and tour numbers on your dashboard",
              "No commission on weddings you book",
            ].map((item) => (
              <li key={item} className="flex items-start gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-strong" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="container-page pt-[var(--space-section)]">
        <h2 id="how-heading" className="text-title font-semibold">
          How it works
        </h2>
        <ol className="mt-8 grid gap-5 lg:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-soft">
              <p className="text-sm font-semibold text-muted-foreground">Step {index + 1}</p>
              <h3 className="mt-2 flex items-center gap-2 font-sans text-lg font-semibold">
                <step.icon className="size-5 text-primary" aria-hidden="true" />
                {step.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 grid gap-4 rounded-[var(--radius-lg)] bg-primary-soft p-6 sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center">
          <div>
            <h3 className="font-display text-2xl font-semibold">Already on Serviceberry?</h3>
            <p className="mt-2 text-muted-foreground">
              Many venues are in our catalog already. Claim yours with some proof you work there; our team checks it, usually within two working
              days, and hands the listing over.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to="/venue/claim">Claim your listing</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
