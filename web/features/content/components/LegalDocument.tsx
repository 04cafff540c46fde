import { Link } from "react-router";
import { CONTACT_DETAILS } from "@domain/constants";
import { formatCalendarDate } from "@domain/dates";
import { useEffect, type ReactNode } from "react";
import { PageHero } from "./PageHero";
import { proseClass } from "./Prose";

/** The date the current privacy policy and terms took effect. */
export const LEGAL_EFFECTIVE_DATE = "2026-11-21";

export interface LegalSection {
  /** The anchor: /privacy#cookies links straight to that section. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** ISO date, e.g. "2026-11-21". */
  effectiveDate: string;
  sections: LegalSection[];
}

function formatDate(iso: string): string {
  return formatCalendarDate(iso, "MMMM d, yyyy");
}

/**
 * A policy page: hero with the effective date, a table of contents of in-page anchor links (a sticky
 * sidebar on wide screens, a card above the text on phones) and numbered, anchored sections.
 */
export function LegalDocument({ eyebrow, title, lead, effectiveDate, sections }: LegalDocumentProps) {
  useScrollToHashOnArrival();
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        art={false}
        meta={
          <p>
            Effective date: <time dateTime={effectiveDate}>{formatDate(effectiveDate)}</time>
          </p>
        }
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-heading" id="contents" className="scroll-mt-24 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <div className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            <h2 id="contents-heading" className="font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Contents
            </h2>
            <ol className="mt-3 grid gap-0.5 text-[0.95rem]">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2.5 rounded-md px-2 py-1.5 text-foreground hover:bg-muted hover:text-primary lg:-mx-2"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                      {index + 1}.
                    </span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-t border-border pt-10 pb-4 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-heading`} className="text-heading leading-snug font-semibold">
                <span className="mr-2 text-primary/70">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={`mt-4 ${proseClass}`}>{section.body}</div>
            </section>
          ))}
          <p className="mt-10 border-t border-border pt-6 text-sm">
            <a href="#contents" className="font-medium text-primary underline underline-offset-4">
              Back to contents
            </a>
          </p>
        </article>
      </div>
    </>
  );
}

/**
 * Opening /privacy#cookies lands on the section. The page loads lazily, after the browser's own
 * attempt to find the anchor; the layout also scrolls to the top on arrival, so wait a frame.
 * Later jumps are ordinary in-page links the browser handles itself.
 */
function useScrollToHashOnArrival() {
  useEffect(() => {
    const hash = window.location.hash;
    if (hash.length < 2) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}

/** How to reach us, closing both legal documents; `email` differs (support for privacy, hello for terms). */
export function LegalContactList({ email }: { email: string }) {
  return (
    <ul>
      <li>
        Email: <a href={`mailto:${email}`}>{email}</a>
      </li>
      <li>
        Phone: {CONTACT_DETAILS.phone} ({CONTACT_DETAILS.hours})
      </li>
      <li>Post: Serviceberry, {CONTACT_DETAILS.address}</li>
      <li>
        Online: <Link to="/contact">our contact page</Link>
      </li>
    </ul>
  );
}
