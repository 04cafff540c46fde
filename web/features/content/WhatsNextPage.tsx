import { Hammer, Telescope, Route } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/page-head";
import { cn } from "@web/lib/cn";
import { CtaBand } from "./components/CtaBand";
import { PageHero } from "./components/PageHero";
import { Section } from "./components/Section";

type Audience = "Couples" | "Pros" | "Everyone";

interface RoadmapItem {
  title: string;
  body: string;
  audience: Audience;
}

interface RoadmapGroup {
  id: string;
  label: string;
  summary: string;
  icon: LucideIcon;
  items: RoadmapItem[];
}

const GROUPS: RoadmapGroup[] = [
  {
    id: "now",
    label: "Now",
    summary: "In the workshop today",
    icon: Hammer,
    items: [
      {
        title: "A timeline that adjusts itself",
        body: "Move one date and the tasks that depend on it follow, so a venue change never unravels the plan.",
        audience: "Couples",
      },
      {
        title: "Guest lists that sync with spreadsheets",
        body: "Keep your list in step with a shared spreadsheet, so family can keep adding names where they are used to.",
        audience: "Couples",
      },
      {
        title: "Roles for helpers",
        body: "Invite a parent or a maid of honor with sensible access already set, then fine-tune it if you like.",
        audience: "Couples",
      },
      {
        title: "Files in messages",
        body: "Share contracts, mood boards and photos right inside the conversation between a couple and their pros.",
        audience: "Everyone",
      },
    ],
  },
  {
    id: "next",
    label: "Next",
    summary: "Designed, and on the way",
    icon: Route,
    items: [
      {
        title: "Pinterest and Spotify connections",
        body: "Pull your Pinterest boards and Spotify playlists into your plan, and share them with the pros who need them.",
        audience: "Couples",
      },
      {
        title: "Milestones for vendors",
        body: "Track deposits, meetings and deliverables for each couple you work with.",
        audience: "Pros",
      },
      {
        title: "Photo galleries on wedding websites",
        body: "Add engagement photos and the wedding party's pictures and bios to the site your guests visit.",
        audience: "Couples",
      },
      {
        title: "Sessions with a counselor",
        body: "Book a premarital or financial session from Beyond the Wedding, at a time that suits you both.",
        audience: "Couples",
      },
    ],
  },
  {
    id: "later",
    label: "Later",
    summary: "Where we are heading",
    icon: Telescope,
    items: [
      {
        title: "Budget sharing line by line",
        body: "Let a parent see only the lines they help pay for, with a history of who changed what.",
        audience: "Couples",
      },
      {
        title: "More cities",
        body: "We add a city only when we know it well enough to do it justice. Tell us where you want us next.",
        audience: "Everyone",
      },
    ],
  },
];

const AUDIENCE_BADGE: Record<Audience, "primary" | "accent" | "outline"> = {
  Couples: "primary",
  Pros: "accent",
  Everyone: "outline",
};

export default function WhatsNextPage() {
  usePageTitle("What's next");
  return (
    <>
      <PageHero
        eyebrow="Roadmap"
        title="What’s next at Serviceberry"
        lead={
          <p>
            An honest look at what we are building for couples and wedding pros, in the order we expect to finish it.
            We would rather ship something right than ship it early, so read &ldquo;Later&rdquo; as a direction, not a
            date.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/contact">Tell us what to build</Link>
          </Button>
        }
      />

      <Section
        eyebrow="The roadmap"
        title="Now, next and later"
        intro={<p>Your ideas shape this list. If something would make a difference to you, tell us.</p>}
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {GROUPS.map((group, index) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-heading`}
              className={cn(
                "scroll-mt-24 rounded-[var(--radius-lg)] border p-5 sm:p-6",
                index === 0 ? "border-primary/30 bg-primary-soft" : "border-border bg-muted",
              )}
            >
              <div className="flex items-center gap-3">
                <span
                  className={cn(
                    "grid size-11 place-items-center rounded-full",
                    index === 0 ? "bg-primary text-primary-foreground" : "bg-card text-primary",
                  )}
                >
                  <group.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 id={`${group.id}-heading`} className="text-heading leading-tight font-semibold">
                    {group.label}
                  </h3>
                  <p className="text-sm text-muted-foreground">{group.summary}</p>
                </div>
              </div>
              <ul className="mt-5 grid gap-3">
                {group.items.map((item) => (
                  <li key={item.title} className="rounded-[var(--radius)] border border-border bg-card p-4 shadow-soft">
                    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                      <h4 className="font-semibold leading-snug">{item.title}</h4>
                      <Badge variant={AUDIENCE_BADGE[item.audience]}>
                        <span className="sr-only">For </span>
                        {item.audience}
                      </Badge>
                    </div>
                    <p className="mt-1.5 text-[0.95rem] leading-relaxed text-muted-foreground">{item.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <CtaBand
        title="Tell us what to build"
        body={
          <p>
            Missing something that would make planning easier, or running your business smoother? We read every
            message, and good ideas find their way onto this page.
          </p>
        }
        action={{ to: "/contact", label: "Share an idea" }}
        secondary={{ to: "/how-to-get-started", label: "Or start with what’s ready today" }}
      />
    </>
  );
}
