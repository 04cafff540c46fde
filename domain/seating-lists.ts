import { toCsv } from "./guest-csv.ts";
import type { GuestSide, GuestType, RsvpStatus } from "./guests.ts";
import { type SeatAssignment, type SeatingTable, tableLabel } from "./seating.ts";

/**
 * What the seating chart hands to suppliers (issue 31): the caterer's sheet (guests, meals and dietary
 * needs per table, with totals), escort and place cards, and the live counts the builder shows. Pure,
 * so the server's CSV and the browser's print views say the same thing.
 */

/** A guest as the seating builder sees them, for one event. */
export interface SeatingGuestView {
  id: string;
  name: string;
  householdId: string;
  householdName: string;
  side: GuestSide;
  guestType: GuestType;
  /** Their answer for this event (or the list's overall answer when there are no events). */
  rsvpStatus: RsvpStatus;
  meal: string | null;
  dietaryNeeds: string;
  /** From the guest list: seated near an accessible route (settings.accessibleSeating). */
  accessibilityNeeds: string;
}

export const NO_MEAL = "No meal chosen";

export interface CatererTable {
  tableId: string;
  label: string;
  guests: { name: string; meal: string; dietaryNeeds: string; child: boolean; seat: number }[];
  meals: Record<string, number>;
  dietaryCount: number;
}

export interface CatererSheet {
  tables: CatererTable[];
  totals: { guests: number; meals: Record<string, number>; dietaryCount: number; children: number };
  /** Guests of the event without a seat (the caterer still feeds them). */
  unseated: number;
}

const byNumber = (a: SeatingTable, b: SeatingTable) => a.number - b.number;

export function catererSheet(tables: readonly SeatingTable[], seats: readonly SeatAssignment[], guests: readonly SeatingGuestView[]): CatererSheet {
  const guestById = new Map(guests.map((guest) => [guest.id, guest]));
  const totals = { guests: 0, meals: {} as Record<string, number>, dietaryCount: 0, children: 0 };
  const seatedIds = new Set<string>();
  const sheetTables = [...tables].sort(byNumber).map((table): CatererTable => {
    const rows = seats
      .filter((seat) => seat.tableId === table.id && guestById.has(seat.guestId))
      .sort((a, b) => a.seat - b.seat)
      .map((seat) => {
        const guest = guestById.get(seat.guestId)!;
        seatedIds.add(guest.id);
        return { name: guest.name, meal: guest.meal ?? NO_MEAL, dietaryNeeds: guest.dietaryNeeds, child: guest.guestType === "child", seat: seat.seat };
      });
    const meals: Record<string, number> = {};
    for (const row of rows) {
      meals[row.meal] = (meals[row.meal] ?? 0) + 1;
      totals.meals[row.meal] = (totals.meals[row.meal] ?? 0) + 1;
    }
    const dietaryCount = rows.filter((row) => row.dietaryNeeds.trim() !== "").length;
    totals.guests += rows.length;
    totals.dietaryCount += dietaryCount;
    totals.children += rows.filter((row) => row.child).length;
    return { tableId: table.id, label: tableLabel(table), guests: rows, meals, dietaryCount };
  });
  return { tables: sheetTables.filter((table) => table.guests.length > 0), totals, unseated: guests.filter((guest) => !seatedIds.has(guest.id)).length };
}

/** The caterer's sheet as CSV: a line per guest, then each table's meal counts and the totals (formula-safe). */
export function catererCsv(sheet: CatererSheet): string {
  const rows: (string | number)[][] = [["Table", "Seat", "Guest", "Meal", "Dietary needs", "Child"]];
  for (const table of sheet.tables) for (const guest of table.guests) rows.push([table.label, guest.seat, guest.name, guest.meal, guest.dietaryNeeds, guest.child ? "Yes" : ""]);
  rows.push([]);
  rows.push(["Table", "Meal", "Count"]);
  for (const table of sheet.tables) for (const [meal, count] of Object.entries(table.meals)) rows.push([table.label, meal, count]);
  for (const [meal, count] of Object.entries(sheet.totals.meals)) rows.push(["All tables", meal, count]);
  rows.push(["All tables", "Guests with dietary needs", sheet.totals.dietaryCount]);
  if (sheet.unseated > 0) rows.push(["Not seated yet", "Guests", sheet.unseated]);
  return toCsv(rows);
}

/** Escort and place cards: a card per seated guest, alphabetical by last word of the name (as escort tables are laid out). */
export function seatCards(tables: readonly SeatingTable[], seats: readonly SeatAssignment[], guests: readonly SeatingGuestView[]): { guestId: string; name: string; table: string; tableNumber: number; meal: string | null }[] {
  const tableById = new Map(tables.map((table) => [table.id, table]));
  const guestById = new Map(guests.map((guest) => [guest.id, guest]));
  const lastWord = (name: string) => name.trim().split(/\s+/).at(-1) ?? name;
  return seats
    .filter((seat) => tableById.has(seat.tableId) && guestById.has(seat.guestId))
    .map((seat) => {
      const guest = guestById.get(seat.guestId)!;
      const table = tableById.get(seat.tableId)!;
      return { guestId: guest.id, name: guest.name, table: tableLabel(table), tableNumber: table.number, meal: guest.meal };
    })
    .sort((a, b) => lastWord(a.name).localeCompare(lastWord(b.name), "en-US") || a.name.localeCompare(b.name, "en-US"));
}

/** Live counts for the builder: seats per table, who is unseated, meals and dietary flags per table. */
export function seatingCounts(tables: readonly SeatingTable[], seats: readonly SeatAssignment[], guests: readonly SeatingGuestView[]) {
  const guestIds = new Set(guests.map((guest) => guest.id));
  const live = seats.filter((seat) => guestIds.has(seat.guestId));
  const seatsTotal = tables.reduce((sum, table) => sum + table.seats, 0);
  return { guests: guests.length, seated: live.length, unseated: guests.length - live.length, seats: seatsTotal, open: Math.max(0, seatsTotal - live.length) };
}
