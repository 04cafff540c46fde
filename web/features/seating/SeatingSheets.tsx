import { DndContext } from "@dnd-kit/core";
import { FIXTURE_LABELS, type SeatingPlan } from "@domain/seating";
import type { CatererSheet, SeatingGuestView } from "@domain/seating-lists";
import { PlanCanvas } from "./PlanCanvas";

/** The caterer's sheet: per table, each guest's meal and dietary needs, with counts and totals. */
export function CatererSheetView({ sheet, title }: { sheet: CatererSheet; title: string }) {
  const totals = Object.entries(sheet.totals.meals);
  return (
    <section aria-labelledby="caterer-title">
      <h1 id="caterer-title" className="font-display text-3xl">
        Caterer&apos;s sheet: {title}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {sheet.totals.guests} seated guests · {totals.map(([meal, count]) => `${count} ${meal}`).join(" · ") || "no meals chosen yet"} · {sheet.totals.dietaryCount} with dietary needs · {sheet.totals.children} children
        {sheet.unseated > 0 ? ` · ${sheet.unseated} not seated yet` : ""}
      </p>
      {sheet.tables.length === 0 ? <p className="mt-6">No one is seated yet.</p> : null}
      <div className="mt-6 grid gap-4 print:block sm:grid-cols-2">
        {sheet.tables.map((table) => (
          <article key={table.tableId} className="break-inside-avoid rounded-lg border border-border p-4 print:mb-4">
            <h2 className="font-semibold">{table.label}</h2>
            <p className="text-sm text-muted-foreground">
              {Object.entries(table.meals)
                .map(([meal, count]) => `${count} ${meal}`)
                .join(" · ")}
              {table.dietaryCount > 0 ? ` · ${table.dietaryCount} dietary` : ""}
            </p>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-2">Seat</th>
                  <th scope="col" className="py-1 pr-2">Guest</th>
                  <th scope="col" className="py-1 pr-2">Meal</th>
                  <th scope="col" className="py-1">Dietary needs</th>
                </tr>
              </thead>
              <tbody>
                {table.guests.map((guest) => (
                  <tr key={`${guest.seat}-${guest.name}`} className="border-b border-border/60">
                    <td className="py-1 pr-2">{guest.seat}</td>
                    <td className="py-1 pr-2">
                      {guest.name}
                      {guest.child ? " (child)" : ""}
                    </td>
                    <td className="py-1 pr-2">{guest.meal}</td>
                    <td className="py-1">{guest.dietaryNeeds}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </div>
    </section>
  );
}

/** Card sizes people print on: tented place cards and flat escort cards. */
export const CARD_SIZES = {
  "3.5x2": { label: "3.5 × 2 in escort cards", width: "3.5in", height: "2in" },
  "4x6": { label: "4 × 6 in tented place cards", width: "6in", height: "4in" },
  "3x5": { label: "3 × 5 in place cards", width: "5in", height: "3in" },
} as const;
export type CardSize = keyof typeof CARD_SIZES;

export function SeatCardsView({ cards, size }: { cards: readonly { guestId: string; name: string; table: string; meal: string | null }[]; size: CardSize }) {
  const dimensions = CARD_SIZES[size];
  if (cards.length === 0) return <p>No one is seated yet, so there are no cards to print.</p>;
  return (
    <ul className="flex flex-wrap gap-3 print:gap-0">
      {cards.map((card) => (
        <li key={card.guestId} className="flex break-inside-avoid flex-col items-center justify-center border border-dashed border-foreground/40 p-3 text-center" style={{ width: dimensions.width, height: dimensions.height }}>
          <span className="font-display text-xl">{card.name}</span>
          <span className="mt-1 text-sm">{card.table}</span>
          {card.meal ? <span className="mt-1 text-xs text-muted-foreground">Meal: {card.meal}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The floor plan sized to fit a letter page, with its scale and a legend. */
export function PlanSheet({ plan, guests, title }: { plan: Pick<SeatingPlan, "room" | "tables" | "fixtures" | "seats"> & Partial<SeatingPlan>; guests: ReadonlyMap<string, SeatingGuestView>; title: string }) {
  // A letter page's printable width is about 7.5 in (720 CSS px); the plan fills it.
  const scale = Math.max(2, Math.floor((700 / plan.room.width) * 10) / 10);
  const full: SeatingPlan = { eventId: null, rules: [], settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "must" }, ...plan };
  const kinds = [...new Set(plan.fixtures.map((fixture) => fixture.kind))].filter((kind) => kind !== "door" && kind !== "wall");
  const hasDoors = plan.fixtures.some((fixture) => fixture.kind === "door" || fixture.kind === "wall");
  return (
    <section>
      <h1 className="font-display text-3xl">Floor plan: {title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Room {plan.room.width} × {plan.room.length} ft · {plan.tables.length} tables · scale 1 inch = {(96 / scale).toFixed(1)} ft when printed at 100%
      </p>
      <div className="mt-4">
        <DndContext>
          <PlanCanvas plan={full} guests={guests} scale={scale} selectedIds={new Set()} flagged={new Set()} canEdit={false} onSelect={() => undefined} onNudge={() => undefined} onRotate={() => undefined} />
        </DndContext>
      </div>
      <h2 className="mt-4 font-semibold">Legend</h2>
      <ul className="mt-1 grid grid-cols-2 gap-x-6 text-sm sm:grid-cols-3">
        <li>Numbers: table numbers</li>
        <li>Filled dots: seated guests</li>
        <li>Open dots: empty seats</li>
        {kinds.length > 0 ? <li>Dashed boxes: {kinds.map((kind) => FIXTURE_LABELS[kind].toLowerCase()).join(", ")}</li> : null}
        {hasDoors ? <li>Dark bars: doors and walls</li> : null}
      </ul>
      <ol className="mt-4 grid grid-cols-2 gap-x-6 text-sm sm:grid-cols-3">
        {[...plan.tables]
          .sort((a, b) => a.number - b.number)
          .map((table) => (
            <li key={table.id}>
              Table {table.number}
              {table.name ? ` (${table.name})` : ""}: {plan.seats.filter((seat) => seat.tableId === table.id).length} of {table.seats} seats
            </li>
          ))}
      </ol>
    </section>
  );
}
