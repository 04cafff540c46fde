import { CalendarDays, ExternalLink, MapPin, Shirt } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { formatCalendarDate } from "@domain/dates";
import { siteDesign, sitePalette, SITE_SECTION_LABELS, type SiteSection } from "@domain/websites";
import { cn } from "@web/lib/cn";
import type { OpenSite } from "./api";

/** The palette and type as CSS variables on the site's root; headings read --font-display. */
export function siteStyle(site: Pick<OpenSite, "design" | "palette">): CSSProperties {
  const palette = sitePalette(site.palette);
  const design = siteDesign(site.design);
  return {
    "--site-bg": palette.background,
    "--site-surface": palette.surface,
    "--site-text": palette.text,
    "--site-muted": palette.muted,
    "--site-accent": palette.accent,
    "--site-on-accent": palette.onAccent,
    "--font-display": design.font === "serif" ? '"Fraunces Variable", Georgia, serif' : '"Outfit Variable", system-ui, sans-serif',
  } as CSSProperties;
}

/** Paragraphs as the couple wrote them; anything that looks like markup is text (React escapes it). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line leading-relaxed">
            {p}
          </p>
        ))}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-[color:var(--site-muted)]/25 py-12 sm:py-16">
      <h2 id={`${id}-title`} className="mb-6 text-center text-3xl sm:text-4xl">
        {title}
      </h2>
      <div className="mx-auto grid max-w-2xl gap-4 text-base sm:text-lg">{children}</div>
    </section>
  );
}

const linkClass = "font-medium text-[color:var(--site-accent)] underline underline-offset-4 hover:no-underline";

interface SiteViewProps {
  site: OpenSite;
  /** The RSVP section's body (the find-your-invitation form on the live site). */
  rsvp?: ReactNode;
  /** In the builder's preview: headings are not the page's top level, and nothing is focusable. */
  preview?: boolean;
  /** Today's date (from the server's answer) drives the countdown; kept out so server and browser agree. */
  className?: string;
}

/** A wedding website: the opening, then each section the couple turned on, in their order. */
export function SiteView({ site, rsvp, preview = false, className }: SiteViewProps) {
  const design = siteDesign(site.design);
  const date = site.weddingDate ? formatCalendarDate(site.weddingDate, "EEEE, MMMM d, yyyy") : null;
  const Title = preview ? "p" : "h1";
  // A section the couple has not written yet is left out, rather than promising guests it will come.
  const sections = site.sections.filter(
    (s) => !(s === "things-to-do" && !site.content.thingsToDo) && !(s === "travel" && !site.content.travel && site.content.hotels.length === 0),
  );
  const opening = (
    <div className={cn("grid gap-4", design.layout === "left" ? "text-left" : "text-center")}>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[color:var(--site-muted)]">{site.content.headline || "We're getting married"}</p>
      <Title className="font-display text-5xl leading-tight sm:text-6xl">{site.couple.names}</Title>
      {date && (
        <p className="text-lg sm:text-xl">
          {date}
          {site.city ? ` · ${site.city}` : ""}
        </p>
      )}
      {site.daysToGo !== null && <p className="text-[color:var(--site-muted)]">{site.daysToGo === 0 ? "Today is the day!" : site.daysToGo === 1 ? "1 day to go" : `${site.daysToGo.toLocaleString("en-US")} days to go`}</p>}
      {site.venue && (
        <p className="text-[color:var(--site-muted)]">
          {site.venue.name}, {site.venue.address}
        </p>
      )}
    </div>
  );
  return (
    <div style={siteStyle(site)} className={cn("bg-[color:var(--site-bg)] text-[color:var(--site-text)]", className)} inert={preview || undefined}>
      <header className="px-5 py-16 sm:py-24">
        <div className={cn("mx-auto max-w-3xl", design.layout === "framed" && "rounded-[var(--radius-lg)] border-2 border-[color:var(--site-accent)] bg-[color:var(--site-surface)] px-6 py-12 sm:px-12")}>{opening}</div>
        {sections.length > 1 && (
          <nav aria-label="Sections" className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
            {sections.map((s) => (
              <a key={s} href={`#${s}`} className={linkClass}>
                {SITE_SECTION_LABELS[s]}
              </a>
            ))}
          </nav>
        )}
      </header>
      <div className="px-5 pb-16">
        {sections.map((section) => (
          <SiteSectionBody key={section} section={section} site={site} rsvp={rsvp} />
        ))}
      </div>
    </div>
  );
}

function SiteSectionBody({ section, site, rsvp }: { section: SiteSection; site: OpenSite; rsvp?: ReactNode }) {
  const title = SITE_SECTION_LABELS[section];
  const { content } = site;
  switch (section) {
    case "story":
      return <Section id={section} title={title}>{content.story ? <Paragraphs text={content.story} /> : <p className="text-center text-[color:var(--site-muted)]">Our story is on its way.</p>}</Section>;
    case "schedule":
      return (
        <Section id={section} title={title}>
          {site.events.length === 0 ? (
            <p className="text-center text-[color:var(--site-muted)]">The schedule will be posted soon.</p>
          ) : (
            <ol className="grid gap-4">
              {site.events.map((event) => (
                <li key={event.id} className="rounded-[var(--radius)] bg-[color:var(--site-surface)] p-5 shadow-xs">
                  <h3 className="text-2xl">{event.name}</h3>
                  <p className="mt-2 flex items-center gap-2">
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    {[event.date ? formatCalendarDate(event.date, "EEEE, MMMM d") : null, event.time].filter(Boolean).join(" at ") || "Time to come"}
                  </p>
                  {event.place && (
                    <p className="mt-1 flex items-center gap-2">
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      <span>
                        {event.place}
                        {event.mapUrl && (
                          <>
                            {" · "}
                            <a href={event.mapUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
                              Map<span className="sr-only"> of {event.place} (opens in a new tab)</span>
                            </a>
                          </>
                        )}
                      </span>
                    </p>
                  )}
                  {event.dressCode && (
                    <p className="mt-1 flex items-center gap-2">
                      <Shirt aria-hidden="true" className="size-4 shrink-0" />
                      Dress code: {event.dressCode}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Section>
      );
    case "travel":
      return (
        <Section id={section} title={title}>
          {content.travel ? <Paragraphs text={content.travel} /> : null}
          {content.hotels.length > 0 && (
            <ul className="grid gap-3">
              {content.hotels.map((hotel, i) => (
                <li key={i} className="rounded-[var(--radius)] bg-[color:var(--site-surface)] p-5 shadow-xs">
                  <h3 className="text-xl">{hotel.name}</h3>
                  {hotel.details && <p className="mt-1 whitespace-pre-line">{hotel.details}</p>}
                  {hotel.url && (
                    <a href={hotel.url} className={cn(linkClass, "mt-2 inline-flex items-center gap-1")} target="_blank" rel="noopener noreferrer">
                      Book a room <ExternalLink aria-hidden="true" className="size-4" />
                      <span className="sr-only"> at {hotel.name} (opens in a new tab)</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      );
    case "wedding-party":
      if (content.party.length === 0) return null;
      return (
        <Section id={section} title={title}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {content.party.map((person, i) => (
              <li key={i} className="rounded-[var(--radius)] bg-[color:var(--site-surface)] p-5 shadow-xs">
                {person.photo && <img src={person.photo.thumbUrl} alt={person.name} width={480} height={480} loading="lazy" className="mb-3 aspect-square w-full rounded-[var(--radius-sm)] object-cover" />}
                <h3 className="text-xl">{person.name}</h3>
                {person.role && <p className="font-semibold text-[color:var(--site-muted)]">{person.role}</p>}
                {person.bio && <p className="mt-1 whitespace-pre-line">{person.bio}</p>}
              </li>
            ))}
          </ul>
        </Section>
      );
    case "gallery":
      if (content.gallery.length === 0) return null;
      return (
        <Section id={section} title={title}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {content.gallery.map((photo) => (
              <li key={photo.url}>
                <figure>
                  <img src={photo.thumbUrl} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" className="h-auto w-full rounded-[var(--radius-sm)]" />
                  {photo.caption && <figcaption className="mt-1 text-sm text-[color:var(--site-muted)]">{photo.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "things-to-do":
      return <Section id={section} title={title}><Paragraphs text={content.thingsToDo} /></Section>;
    case "registry":
      return (
        <Section id={section} title={title}>
          {content.registry.length === 0 ? (
            <p className="text-center text-[color:var(--site-muted)]">Your presence is the best gift.</p>
          ) : (
            <ul className="flex flex-wrap justify-center gap-3">
              {content.registry.map((item, i) => (
                <li key={i}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-pill)] bg-[color:var(--site-accent)] px-5 font-medium text-[color:var(--site-on-accent)]">
                    {item.label} <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Section>
      );
    case "faq":
      return (
        <Section id={section} title={title}>
          {content.faq.length === 0 ? (
            <p className="text-center text-[color:var(--site-muted)]">Questions? Ask us any time.</p>
          ) : (
            <dl className="grid gap-5">
              {content.faq.map((item, i) => (
                <div key={i}>
                  <dt className="font-semibold">{item.question}</dt>
                  <dd className="mt-1 whitespace-pre-line text-[color:var(--site-muted)]">{item.answer}</dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
      );
    case "rsvp":
      return (
        <Section id={section} title={title}>
          {rsvp ?? <p className="text-center">Guests find their invitation here by name and answer for their household.</p>}
        </Section>
      );
    case "song-requests":
      // The guests' form is on the published page (plain HTML, decision 050); the preview shows its fields.
      return (
        <Section id={section} title={title}>
          <p className="text-center text-[color:var(--site-muted)]">Which song will get you on the dance floor? Tell the couple and they will pass it to the DJ or band.</p>
          <div className="mx-auto mt-4 grid w-full max-w-md gap-3 rounded-[var(--radius-md)] bg-[color:var(--site-surface)] p-6">
            {["Song", "Artist (optional)", "Your name"].map((label) => (
              <label key={label} className="grid gap-1 font-semibold">
                {label}
                <input disabled className="h-11 rounded-[var(--radius-sm)] border border-[color:var(--site-muted)] bg-white px-3" />
              </label>
            ))}
            <span className="inline-flex h-11 items-center justify-center rounded-[var(--radius-pill)] bg-[color:var(--site-accent)] px-5 font-medium text-[color:var(--site-on-accent)]">Send my request</span>
          </div>
        </Section>
      );
  }
}
