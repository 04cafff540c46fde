import { Building2, Camera, Compass, Heart, MapPin, ShieldCheck, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import type { CityId } from "@domain/cities";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { ArrowLink } from "@web/components/ArrowLink";
import { CtaBand } from "./components/CtaBand";
import { FeatureCard, FeatureGrid } from "./components/FeatureGrid";
import { PageHero } from "./components/PageHero";
import { Prose } from "./components/Prose";
import { CITIES_IN_READING_ORDER } from "./components/cities";
import { Section } from "./components/Section";

const CITY_NOTES: Record<CityId, string> = {
  cleveland: "Lakefront ceremonies, restored ballrooms and brick warehouse lofts, from Ohio City to the shore of Lake Erie.",
  columbus: "Our home town. Short North galleries, German Village gardens and barns just beyond the outerbelt.",
  nashville: "Downtown rooftops, historic halls and rolling farm venues a short drive from Music Row.",
  cincinnati: "Riverfront views, Over-the-Rhine brick and hilltop spots with the whole city spread out below.",
};

const ASSISTANTS = [
  {
    name: "June",
    role: "Wedding Planning Assistant",
    body: "June plans with you from your own details: your guest list, your budget, your timeline and the venues you have saved. Ask her what is left to do this month, how many guests have not replied yet, or whether a quote fits your budget, and she answers about your wedding, not weddings in general.",
    link: { to: "/ai-planner", label: "Meet June" },
    avatar: "bg-primary text-primary-foreground",
  },
  {
    name: "Grace",
    role: "Support Assistant",
    body: "Grace helps every kind of account (couples, helpers, venue owners and vendors) with signing in, managing a listing, bookings and payments, or a button that is not doing what it should. If she cannot sort it out in the chat, she files a help ticket so a person on our team follows up.",
    link: { to: "/help", label: "Visit the help center" },
    avatar: "bg-accent-strong text-primary-foreground",
  },
] as const;

export default function AboutPage() {
  usePageHead({
    title: "About",
    description: "Serviceberry is an ad-free wedding planner for couples in Ohio and Tennessee: venues, vendors, guest list, budget and timeline in one place, with June to help.",
    canonicalPath: "/about",
  });
  return (
    <>
      <PageHero
        eyebrow="About Serviceberry"
        title="Wedding planning that knows your city"
        lead={
          <p>
            Serviceberry brings your venues, vendors, guest list, budget and timeline into one calm place, with local
            know-how for Cleveland, Columbus, Cincinnati and Nashville. Free to start, and always ad-free.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/signup/couple">Start planning free</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/how-to-get-started">See how it works</Link>
            </Button>
          </>
        }
      />

      <Section
        eyebrow="What we do"
        title="One home for the whole plan, and everyone helping with it"
        intro={
          <p>
            Most couples plan across a spreadsheet, a group chat, a dozen browser tabs and a folder of contracts.
            Serviceberry puts it together: find venues and vendors near you, keep your guest list and replies, track
            the budget, build the timeline, and let the people helping you see exactly what they need.
          </p>
        }
      >
        <FeatureGrid columns={4}>
          <FeatureCard icon={Heart} title="Couples">
            Plan the whole wedding in one place, from the first venue tour to the last thank-you note, with June
            alongside.
          </FeatureCard>
          <FeatureCard icon={Building2} title="Venue owners" tone="accent">
            Show your space to couples in your city, answer inquiries and book tours without weeks of phone tag.
          </FeatureCard>
          <FeatureCard icon={Camera} title="Vendors" tone="accent">
            Photographers, florists, caterers, bands and more: twelve kinds of pros meeting couples who are ready to
            talk.
          </FeatureCard>
          <FeatureCard icon={Users} title="Family and friends">
            Helpers join by the couple&rsquo;s invitation and see only the parts of the plan the couple chooses to
            share.
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        tone="muted"
        eyebrow="Where we are"
        title="Four cities, known well"
        intro={
          <p>
            We started with the places we know best. Every venue and vendor on Serviceberry works in one of these four
            cities, so the list you see is a list you can actually book.
          </p>
        }
      >
        <FeatureGrid columns={4}>
          {CITIES_IN_READING_ORDER.map((city) => (
            <FeatureCard key={city.id} icon={MapPin} title={city.name}>
              <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
                {city.state === "OH" ? "Ohio" : "Tennessee"}
              </p>
              <p className="mt-2">{CITY_NOTES[city.id]}</p>
            </FeatureCard>
          ))}
        </FeatureGrid>
      </Section>

      <Section eyebrow="Our story" title="Why we built Serviceberry">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
          <Prose>
            <p>
              Serviceberry began in Columbus, Ohio, with a familiar problem. Friends of ours were planning their
              weddings, and every one of them was doing it the hard way: a spreadsheet for the budget, another for the
              guests, a group chat for the family, and wedding sites that covered every page in ads and passed their
              phone numbers to anyone willing to pay.
            </p>
            <p>
              We thought couples deserved better. One place that keeps the plan together, treats their information
              with care and knows the venues and vendors around the corner, not just the ones with the biggest
              advertising budget.
            </p>
            <p>
              The name comes from the serviceberry tree, which grows wild across Ohio and Tennessee. It is one of the
              first trees to flower in spring, and folk history says it was named for the gatherings held once its
              white blossoms appeared and the roads opened again after winter. A tree named for people coming
              together felt like the right name for us.
            </p>
          </Prose>
          <figure className="self-start rounded-[var(--radius-lg)] border border-border bg-primary-soft p-7 sm:p-8">
            <blockquote className="font-display text-2xl leading-snug text-primary">
              &ldquo;Plan with the people you love, in the places you know, and never be the product.&rdquo;
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted-foreground">The idea we keep coming back to</figcaption>
          </figure>
        </div>
      </Section>

      <Section
        tone="card"
        eyebrow="Our values"
        title="What we stand for"
        intro={<p>Three promises that shape every screen we build and every decision about the business.</p>}
      >
        <FeatureGrid columns={3}>
          <FeatureCard icon={Sparkles} title="Always ad-free">
            No banner ads, no sponsored pop-ups, and nothing in June&rsquo;s answers is a paid placement. Your
            attention belongs to your wedding.
          </FeatureCard>
          <FeatureCard icon={ShieldCheck} title="Your data is yours" footer={<ArrowLink to="/privacy">Read our privacy policy</ArrowLink>}>
            We never sell your information or use it for advertising. Venues and vendors see only what you send them,
            and you can download or delete everything from your account page.
          </FeatureCard>
          <FeatureCard icon={Compass} title="Local knowledge">
            Four cities, known properly: the venues, the vendors, the busy Saturdays and the drive between ceremony
            and reception.
          </FeatureCard>
        </FeatureGrid>
      </Section>

      <Section
        eyebrow="Your assistants"
        title="Meet June and Grace"
        intro={<p>Two assistants live in Serviceberry. One helps you plan; the other helps when something gets stuck.</p>}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {ASSISTANTS.map((assistant) => (
            <li key={assistant.name} className="flex">
              <Card className="flex w-full flex-col p-6 sm:p-8">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className={`grid size-14 shrink-0 place-items-center rounded-full font-display text-2xl font-semibold shadow-soft ${assistant.avatar}`}
                  >
                    {assistant.name[0]}
                  </span>
                  <div>
                    <h3 className="text-heading leading-tight font-semibold">{assistant.name}</h3>
                    <p className="text-sm font-medium text-muted-foreground">{assistant.role}</p>
                  </div>
                </div>
                <p className="mt-5 leading-relaxed text-muted-foreground">{assistant.body}</p>
                <div className="mt-auto pt-6">
                  <ArrowLink to={assistant.link.to}>{assistant.link.label}</ArrowLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Your plan, your city, your people"
        body={<p>Start free: $0, no credit card, cancel anytime. Always ad-free.</p>}
        action={{ to: "/signup/couple", label: "Create your free account" }}
        secondary={{ to: "/join", label: "Joining as a pro or a helper?" }}
      />
    </>
  );
}
