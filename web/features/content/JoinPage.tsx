import { Building2, Camera, Check, Heart, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { cn } from "@web/lib/cn";
import { ArrowLink } from "@web/components/ArrowLink";
import { PageHero } from "./components/PageHero";
import { Section } from "./components/Section";

interface AccountKind {
  id: string;
  icon: LucideIcon;
  title: string;
  tagline: string;
  offers: string[];
  action: ReactNode;
  featured?: boolean;
}

const ACCOUNT_KINDS: AccountKind[] = [
  {
    id: "couples",
    icon: Heart,
    title: "Couples",
    tagline: "Plan the whole wedding in one place.",
    offers: [
      "Venues and vendors in your city, saved in one list",
      "Guest list with RSVPs, budget tracker and timeline",
      "June, your planning assistant, working from your details",
      "Helpers invited on your terms",
    ],
    action: (
      <Button asChild size="lg" className="w-full">
        <Link to="/signup/couple">Join as a couple</Link>
      </Button>
    ),
    featured: true,
  },
  {
    id: "venues",
    icon: Building2,
    title: "Venue owners",
    tagline: "Fill your calendar with couples who fit.",
    offers: [
      "A venue profile with spaces, capacity and photos",
      "Inquiries with the couple’s date and guest count",
      "Tour requests you confirm in a click",
      "Free to start, optional plans later",
    ],
    action: (
      <Button asChild variant="secondary" size="lg" className="w-full">
        <Link to="/signup/venue">Join as a venue</Link>
      </Button>
    ),
  },
  {
    id: "vendors",
    icon: Camera,
    title: "Vendors",
    tagline: "Be found by couples planning near you.",
    offers: [
      "A profile in one of twelve vendor categories",
      "Packages and starting prices, shown your way",
      "Inquiries that arrive with real details",
      "Free to start, optional plans later",
    ],
    action: (
      <Button asChild variant="secondary" size="lg" className="w-full">
        <Link to="/signup/vendor">Join as a vendor</Link>
      </Button>
    ),
  },
  {
    id: "helpers",
    icon: Users,
    title: "Family and friends",
    tagline: "Help the couple, see what they share.",
    offers: [
      "Join through the couple’s private invitation link",
      "See the parts of the plan the couple allows, such as the budget or the timeline",
      "Pitch in on the tasks and decisions the couple hands you",
      "Always free for helpers",
    ],
    action: (
      <p className="rounded-[var(--radius)] bg-muted px-4 py-3 text-sm leading-relaxed text-muted-foreground">
        Helpers join by invitation only. Ask the couple to invite you from their account, then open the link in the
        email they send.
      </p>
    ),
  },
];

export default function JoinPage() {
  usePageHead({
    title: "Join Serviceberry",
    description: "Join Serviceberry as a couple, a venue owner or a wedding vendor in Cleveland, Columbus, Cincinnati or Nashville.",
    canonicalPath: "/join",
  });
  return (
    <>
      <PageHero
        eyebrow="Join Serviceberry"
        title="One place for everyone planning the day"
        lead={
          <p>
            Couples, venues, vendors and the family and friends who help: each kind of account is made for the work you
            do. Choose yours below. Every one of them is free to start and always ad-free.
          </p>
        }
        meta={
          <p>
            Already have an account?{" "}
            <Link to="/auth" className="font-semibold text-primary underline underline-offset-4">
              Sign in
            </Link>
          </p>
        }
      />

      <Section
        eyebrow="Account types"
        title="What joining gives you"
        intro={<p>Not sure which fits? Couples plan, pros offer their services, helpers join a couple&rsquo;s plan.</p>}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {ACCOUNT_KINDS.map((kind) => (
            <li key={kind.id} id={kind.id} className="flex scroll-mt-24">
              <Card className={cn("flex w-full flex-col p-6 sm:p-7", kind.featured && "border-primary/40 ring-2 ring-primary/15")}>
                <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
                  <kind.icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-heading leading-snug font-semibold">{kind.title}</h3>
                <p className="mt-1 text-muted-foreground">{kind.tagline}</p>
                <ul className="mt-5 grid gap-2.5 text-[0.95rem]">
                  {kind.offers.map((offer) => (
                    <li key={offer} className="flex gap-2.5">
                      <Check className="mt-1 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                      <span>{offer}</span>
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-7">{kind.action}</div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow="For helpers"
        title="Invited by a couple?"
        intro={
          <p>
            Helpers (we call them contributors) never sign up on their own. The couple sends you a private invitation
            link from their account; opening it lets you create your helper account and connects you to their plan,
            with exactly the access they chose.
          </p>
        }
      >
        <ArrowLink to="/help?audience=contributors">Read the guide for helpers</ArrowLink>
      </Section>
    </>
  );
}
