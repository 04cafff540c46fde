import { Check, ChevronLeft, ChevronRight, Minus } from "lucide-react";
import { Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Link } from "react-router";
import type { SavedVenue } from "@domain/venue-cards";
import { VENUE_AMENITIES, settingLabel, styleLabel } from "@domain/venues";
import { answerText, QUESTIONS } from "@domain/venue-questionnaire";
import { Button } from "@web/components/ui/button";
import { useMediaQuery, usePrefersReducedMotion } from "@web/lib/media";
import { alcoholLabel, cateringLabel, cityName, formatRange, priceTierCaption, VenueCover } from "../venues";

interface Row {
  /** Unique within the comparison; the label unless two rows could share one. */
  key: string;
  label: string;
  cell(venue: SavedVenue): ReactNode;
  /** Extra classes for a value cell (long free-text answers wrap). */
  cellClassName?: string;
}

/** A run of rows under an optional heading ("From the venues", "Amenities"). */
interface RowGroup {
  heading?: string;
  rows: Row[];
}

function YesNo({ yes }: { yes: boolean }) {
  return yes ? (
    <span className="inline-flex items-center gap-1.5 font-medium text-success">
      <Check className="size-4" aria-hidden="true" />
      Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
      <Minus className="size-4" aria-hidden="true" />
      No
    </span>
  );
}

const fact = (label: string, cell: Row["cell"]): Row => ({ key: label, label, cell });

const FACT_ROWS: Row[] = [
  fact("Where", (v) => `${v.neighborhood ? `${v.neighborhood}, ` : ""}${cityName(v.city)}`),
  fact("Typical all-in cost", (v) => priceTierCaption(v.priceTier)),
  fact("Venue rental", (v) => formatRange(v.rentalFeeMin, v.rentalFeeMax)),
  fact("Per guest", (v) => formatRange(v.perGuestMin, v.perGuestMax)),
  fact("Seated guests", (v) => `Up to ${v.seatedCapacity}`),
  fact("Standing guests", (v) => `Up to ${v.standingCapacity}`),
  fact("Setting", (v) => settingLabel(v.setting)),
  fact("Style", (v) => v.styles.map(styleLabel).join(", ")),
  fact("Catering", (v) => cateringLabel(v.catering)),
  fact("Alcohol", (v) => alcoholLabel(v.alcohol)),
  fact("3D tour", (v) => <YesNo yes={v.has3dTour} />),
];

/** Every row the comparison shows, in order: the facts, then what the owners answered, then amenities. */
function compareGroups(venues: SavedVenue[]): RowGroup[] {
  // The owners' questionnaire answers that at least one of these venues gave, in questionnaire order.
  const answered = QUESTIONS.filter((q) => !q.column && venues.some((v) => (v.details[q.id] ?? "").trim() !== ""));
  const amenities = VENUE_AMENITIES.filter((a) => venues.some((v) => v.amenities.includes(a.id)));
  const groups: RowGroup[] = [
    { rows: FACT_ROWS },
    {
      heading: "From the venues",
      rows: answered.map((question) => ({
        key: `question:${question.id}`,
        label: question.label,
        cellClassName: "whitespace-pre-line break-words",
        cell: (venue) => {
          const answer = (venue.details[question.id] ?? "").trim();
          return answer ? answerText(question, answer) : <span className="text-muted-foreground">Not answered</span>;
        },
      })),
    },
    {
      heading: "Amenities",
      rows: amenities.map((amenity) => ({ key: `amenity:${amenity.id}`, label: amenity.label, cell: (venue) => <YesNo yes={venue.amenities.includes(amenity.id)} /> })),
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

function VenueHeading({ venue, sizes }: { venue: SavedVenue; sizes: string }) {
  return (
    <>
      <VenueCover venue={venue} className="aspect-[3/2] w-full rounded-[var(--radius)]" sizes={sizes} />
      <Link to={`/venues/${venue.slug}`} className="mt-3 block font-display text-lg font-semibold leading-snug text-primary underline-offset-4 hover:underline">
        {venue.name}
      </Link>
    </>
  );
}

/**
 * Two to four saved venues side by side. From 640 px up, a table with the labels in a pinned first
 * column; on a phone that column would take half the screen, so each label is a small line above its
 * row and two venues share the width, swiping sideways to the others.
 */
export function CompareTable({ venues }: { venues: SavedVenue[] }) {
  const isPhone = useMediaQuery("(max-width: 639.98px)");
  const groups = compareGroups(venues);
  return isPhone ? <PhoneComparison venues={venues} groups={groups} /> : <WideComparison venues={venues} groups={groups} />;
}

function WideComparison({ venues, groups }: { venues: SavedVenue[]; groups: RowGroup[] }) {
  return (
    <div
      className="overflow-x-auto rounded-[var(--radius-lg)] border border-border bg-card shadow-soft"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label="Comparison table, scrolls sideways"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-[0.95rem]">
        <caption className="sr-only">Your selected venues compared side by side</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-40 bg-card p-4" />
            {venues.map((venue) => (
              <th key={venue.id} scope="col" className="min-w-44 p-4 align-top font-normal">
                <VenueHeading venue={venue} sizes="14rem" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.heading ?? "facts"}>
              {group.heading && (
                <tr className="border-t-2 border-border bg-muted/60">
                  <th scope="colgroup" colSpan={venues.length + 1} className="sticky left-0 px-4 py-2 text-sm font-semibold">
                    {group.heading}
                  </th>
                </tr>
              )}
              {group.rows.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="sticky left-0 z-10 bg-card p-4 align-top text-sm font-semibold text-muted-foreground">
                    {row.label}
                  </th>
                  {venues.map((venue) => (
                    <td key={venue.id} className={`p-4 align-top ${row.cellClassName ?? ""}`}>
                      {row.cell(venue)}
                    </td>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The phone layout: an ARIA table of CSS grid rows, each column half the scroller's width (50cqw), so
 * two venues show at once and the rest are a swipe (or a button) away, snapping a venue at a time.
 */
function PhoneComparison({ venues, groups }: { venues: SavedVenue[]; groups: RowGroup[] }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [first, setFirst] = useState(0);
  const [headInView, setHeadInView] = useState(true);
  const lastFirst = Math.max(0, venues.length - 2);
  const columns: CSSProperties = { gridTemplateColumns: `repeat(${venues.length}, 50cqw)` };

  // Once the pictures and names have scrolled away, a slim bar keeps the two visible names in sight.
  useEffect(() => {
    const head = headRef.current;
    if (!head || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setHeadInView(entry?.isIntersecting ?? true), { rootMargin: "-64px 0px 0px 0px" });
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  const columnWidth = () => (scrollerRef.current?.clientWidth ?? 0) / 2;
  const onScroll = () => {
    const width = columnWidth();
    if (width > 0) setFirst(Math.min(lastFirst, Math.max(0, Math.round((scrollerRef.current?.scrollLeft ?? 0) / width))));
  };
  const show = (index: number) => scrollerRef.current?.scrollTo({ left: index * columnWidth(), behavior: reducedMotion ? "auto" : "smooth" });
  const visible = venues.slice(first, first + 2);

  return (
    <div className="rounded-[var(--radius-lg)] border border-border bg-card shadow-soft">
      {venues.length > 2 && (
        <div className="flex items-center justify-between gap-2 border-b border-border px-2 py-1.5">
          <Button variant="ghost" size="icon" onClick={() => show(first - 1)} disabled={first === 0} aria-label="Show the previous venue">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="text-sm font-medium" aria-live="polite">
            {`${first + 1}–${first + 2} of ${venues.length}`}
            <span className="sr-only">{`: ${visible.map((v) => v.name).join(" and ")}`}</span>
          </p>
          <Button variant="ghost" size="icon" onClick={() => show(first + 1)} disabled={first >= lastFirst} aria-label="Show the next venue">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
      {/* Zero height so it takes no room until it is needed; the names repeat the column headers, for the eye only. */}
      <div className="sticky top-16 z-20 h-0" aria-hidden="true">
        {!headInView && (
          <div className="grid grid-cols-2 border-y border-border bg-card/95 shadow-soft backdrop-blur-sm">
            {visible.map((venue) => (
              <p key={venue.id} className="truncate px-3 py-2 font-display text-sm font-semibold text-primary">
                {venue.name}
              </p>
            ))}
          </div>
        )}
      </div>
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        className="@container snap-x snap-mandatory overflow-x-auto overscroll-x-contain text-[0.95rem]"
        // Scrollable with three or more venues, so it takes focus for keyboard users (axe: scrollable-region-focusable).
        tabIndex={venues.length > 2 ? 0 : undefined}
        role="table"
        aria-label="Your selected venues compared side by side"
        aria-colcount={venues.length}
      >
        <div role="rowgroup">
          <div ref={headRef} role="row" className="grid w-max" style={columns}>
            {venues.map((venue) => (
              <div key={venue.id} role="columnheader" className="snap-start p-3 pb-4">
                <VenueHeading venue={venue} sizes="50vw" />
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {groups.map((group) => (
            <Fragment key={group.heading ?? "facts"}>
              {group.heading && (
                <div role="row" className="border-t-2 border-border bg-muted/60" style={{ width: `${venues.length * 50}cqw` }}>
                  <div role="rowheader" aria-colspan={venues.length} className="sticky left-0 w-[100cqw] px-3 py-2 text-sm font-semibold">
                    {group.heading}
                  </div>
                </div>
              )}
              {group.rows.map((row) => (
                <div key={row.key} role="row" className="grid w-max border-t border-border" style={columns}>
                  <div role="rowheader" className="sticky left-0 col-span-full w-[100cqw] px-3 pt-2.5 text-xs font-semibold text-muted-foreground">
                    {row.label}
                  </div>
                  {venues.map((venue) => (
                    <div key={venue.id} role="cell" className={`px-3 pb-3 pt-1 ${row.cellClassName ?? ""}`}>
                      {row.cell(venue)}
                    </div>
                  ))}
                </div>
              ))}
            </Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}
