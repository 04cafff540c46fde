import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SavedVenue } from "@domain/venue-cards";
import { VENUE_AMENITIES, settingLabel, styleLabel } from "@domain/venues";
import { answerText, QUESTIONS } from "@domain/venue-questionnaire";
import { alcoholLabel, cateringLabel, cityName, formatRange, priceTierCaption, VenueCover } from "../venues";

interface Row {
  label: string;
  cell(venue: SavedVenue): ReactNode;
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

const ROWS: Row[] = [
  { label: "Where", cell: (v) => `${v.neighbourhood ? `${v.neighbourhood}, ` : ""}${cityName(v.city)}` },
  { label: "Typical all-in cost", cell: (v) => priceTierCaption(v.priceTier) },
  { label: "Venue rental", cell: (v) => formatRange(v.rentalFeeMin, v.rentalFeeMax) },
  { label: "Per guest", cell: (v) => formatRange(v.perGuestMin, v.perGuestMax) },
  { label: "Seated guests", cell: (v) => `Up to ${v.seatedCapacity}` },
  { label: "Standing guests", cell: (v) => `Up to ${v.standingCapacity}` },
  { label: "Setting", cell: (v) => settingLabel(v.setting) },
  { label: "Style", cell: (v) => v.styles.map(styleLabel).join(", ") },
  { label: "Catering", cell: (v) => cateringLabel(v.catering) },
  { label: "Alcohol", cell: (v) => alcoholLabel(v.alcohol) },
  { label: "3D tour", cell: (v) => <YesNo yes={v.has3dTour} /> },
];

/** Two to four saved venues side by side; scrolls sideways on a phone with the first column pinned. */
export function CompareTable({ venues }: { venues: SavedVenue[] }) {
  const amenities = VENUE_AMENITIES.filter((a) => venues.some((v) => v.amenities.includes(a.id)));
  // The owners' questionnaire answers that at least one of these venues gave, in questionnaire order.
  const answered = QUESTIONS.filter((q) => !q.column && venues.some((v) => (v.details[q.id] ?? "").trim() !== ""));
  return (
    <div
      className="overflow-x-auto rounded-[var(--radius-lg)] border border-border bg-card shadow-soft"
      // A scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
                <VenueCover venue={venue} className="aspect-[3/2] w-full rounded-[var(--radius)]" sizes="14rem" />
                <Link to={`/venues/${venue.slug}`} className="mt-3 block font-display text-lg font-semibold leading-snug text-primary underline-offset-4 hover:underline">
                  {venue.name}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-border">
              <th scope="row" className="sticky left-0 z-10 bg-card p-4 align-top text-sm font-semibold text-muted-foreground">
                {row.label}
              </th>
              {venues.map((venue) => (
                <td key={venue.id} className="p-4 align-top">
                  {row.cell(venue)}
                </td>
              ))}
            </tr>
          ))}
          {answered.length > 0 && (
            <tr className="border-t-2 border-border bg-muted/60">
              <th scope="colgroup" colSpan={venues.length + 1} className="sticky left-0 px-4 py-2 text-sm font-semibold">
                From the venues
              </th>
            </tr>
          )}
          {answered.map((question) => (
            <tr key={question.id} className="border-t border-border">
              <th scope="row" className="sticky left-0 z-10 bg-card p-4 align-top text-sm font-semibold text-muted-foreground">
                {question.label}
              </th>
              {venues.map((venue) => {
                const answer = (venue.details[question.id] ?? "").trim();
                return (
                  <td key={venue.id} className="whitespace-pre-line break-words p-4 align-top">
                    {answer ? answerText(question, answer) : <span className="text-muted-foreground">Not answered</span>}
                  </td>
                );
              })}
            </tr>
          ))}
          {amenities.length > 0 && (
            <tr className="border-t-2 border-border bg-muted/60">
              <th scope="colgroup" colSpan={venues.length + 1} className="sticky left-0 px-4 py-2 text-sm font-semibold">
                Amenities
              </th>
            </tr>
          )}
          {amenities.map((amenity) => (
            <tr key={amenity.id} className="border-t border-border">
              <th scope="row" className="sticky left-0 z-10 bg-card p-4 align-top text-sm font-semibold text-muted-foreground">
                {amenity.label}
              </th>
              {venues.map((venue) => (
                <td key={venue.id} className="p-4 align-top">
                  <YesNo yes={venue.amenities.includes(amenity.id)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
