import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageHead } from "@web/lib/page-head";
import { PageHero } from "../content";

const prose =
  "max-w-[68ch] text-[1.0625rem] leading-[1.75] [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:marker:text-primary/70 [&_strong]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4";

function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-10 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-heading font-semibold">
        {title}
      </h2>
      <div className={prose}>{children}</div>
    </section>
  );
}

const CONTENTS = [
  ["what", "What to put on it"],
  ["when", "When to publish"],
  ["wording", "Wording, section by section"],
  ["privacy", "Who can see it"],
  ["rsvp", "RSVP on the site"],
] as const;

/** /wedding-websites-guide: what goes on a wedding website, when to publish it, and the privacy choices. */
export default function WeddingWebsitesGuidePage() {
  usePageHead({
    title: "Wedding website guide",
    description: "What to put on your wedding website, when to publish it, wording for each section and how to keep private events private. Written for couples in Ohio and Tennessee.",
    canonicalPath: "/wedding-websites-guide",
  });
  return (
    <>
      <PageHero
        eyebrow="Planning guide"
        title="Your wedding website, start to finish"
        lead="What guests look for, when to share the link, what to say in each section, and how to keep the rehearsal dinner off everyone's schedule."
        actions={
          <Button asChild size="lg">
            <Link to="/planning/wedding-websites">Build your website</Link>
          </Button>
        }
        meta="A seven-minute read."
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <article className="grid gap-10">
          <GuideSection id="what" title="1. What to put on it">
            <p>
              Guests open your site for three things: when and where, how to get there and where to stay, and how to answer. Everything else is a bonus. On Serviceberry the first
              draft already has your names, date, city, venue and the events from your guest list, so you start by checking, not typing.
            </p>
            <ul>
              <li>
                <strong>The opening:</strong> your names, the date, the city and a countdown.
              </li>
              <li>
                <strong>Schedule:</strong> each event with its time, place, a map link and the dress code. Times come from your day-of schedule, so a change there shows on the site.
              </li>
              <li>
                <strong>Travel and hotels:</strong> the nearest airport, parking, any shuttle, and your hotel blocks with the last day to book the group rate.
              </li>
              <li>
                <strong>Wedding party:</strong> each person's name, role, a photo and two or three lines about how you know them.
              </li>
              <li>
                <strong>Photos:</strong> engagement photos and a few of the two of you over the years, each described for guests who use a screen reader.
              </li>
              <li>
                <strong>Registry:</strong> a link to each store you registered with.
              </li>
              <li>
                <strong>FAQ:</strong> children, plus-ones, parking, weather plans and the RSVP deadline.
              </li>
            </ul>
          </GuideSection>
          <GuideSection id="when" title="2. When to publish">
            <p>
              Publish the site before your save-the-dates go out, six to eight months ahead (up to a year for a destination or holiday weekend), so the link can go on them. It does
              not need to be finished: the schedule and travel sections can say details are coming, and guests will come back when the invitation arrives.
            </p>
            <p>
              Until you publish, the site is a draft that only you and the helpers you let edit can see. Put the QR code from the builder on your invitations so guests land on
              your site from their phones.
            </p>
          </GuideSection>
          <GuideSection id="wording" title="3. Wording, section by section">
            <ul>
              <li>
                <strong>Our story:</strong> three short paragraphs are plenty: how you met, a favorite moment, and the proposal. Write it the way you would tell it at dinner.
              </li>
              <li>
                <strong>Travel:</strong> “The closest airport is Columbus (CMH), about 20 minutes away. Free parking is behind the venue.”
              </li>
              <li>
                <strong>Hotels:</strong> “We have a block at the Linden Hotel under ‘Maya and Theo’ at $149 a night. Book by August 15.”
              </li>
              <li>
                <strong>Registry:</strong> “Your presence is the best gift. If you'd like to give something, our registries are below.”
              </li>
              <li>
                <strong>FAQ:</strong> answer the awkward questions kindly and once: “We love your little ones, but this is an adults-only celebration.”
              </li>
            </ul>
          </GuideSection>
          <GuideSection id="privacy" title="4. Who can see it">
            <p>Choose one of three settings, and change it whenever you like:</p>
            <ul>
              <li>
                <strong>Public:</strong> anyone with the link can open it, and search engines may list it. Choose a password or invited guests only to keep it to your guests.
              </li>
              <li>
                <strong>Password:</strong> guests type the password you print on the invitation. Changing the password locks out anyone who only had the old one.
              </li>
              <li>
                <strong>Invited guests only:</strong> guests find their invitation by name, or by the household code printed on it, before the site opens.
              </li>
            </ul>
            <p>A single page, such as the FAQ or the wedding party, can also have a password of its own, for the guests you share it with.</p>
            <p>
              Whatever you choose, each event on your schedule is either on everyone's schedule or shown only to the guests invited to it, so the rehearsal dinner and the
              after-party stay with the people on those lists.
            </p>
          </GuideSection>
          <GuideSection id="rsvp" title="5. RSVP on the site">
            <p>
              Guests type their name, and the site finds their invitation without ever showing anyone else's. They answer for their whole household, event by event, with meals,
              dietary needs, a plus-one's name, a song request and a note. The answer lands in your <Link to="/planning/guest-list-manager">guest list</Link> at once, exactly as if
              they had used the RSVP link on their invitation.
            </p>
            <p>
              If you'd rather guests type their full name exactly as it is on the invitation, or only the household code you print on each invitation, choose that in the builder;
              small typos in names are forgiven otherwise.
            </p>
          </GuideSection>
        </article>
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <nav aria-label="In this guide" className="rounded-[var(--radius-lg)] border border-border bg-card p-5">
            <p className="font-semibold">In this guide</p>
            <ol className="mt-3 grid gap-2 text-sm">
              {CONTENTS.map(([id, label]) => (
                <li key={id}>
                  <a href={`#${id}`} className="text-primary underline-offset-4 hover:underline">
                    {label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
      </div>
    </>
  );
}
