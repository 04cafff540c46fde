import { CHAIR_DEPTH, type SeatingTable, tableSize } from "@domain/seating";

/** Where each seat sits around a table, in feet from its center (before rotation). */
export function seatPositions(table: SeatingTable): { x: number; y: number }[] {
  const size = tableSize(table);
  if (size.round) {
    const radius = size.width / 2 + CHAIR_DEPTH / 2;
    return Array.from({ length: table.seats }, (_, index) => {
      const angle = (2 * Math.PI * index) / table.seats - Math.PI / 2;
      return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius };
    });
  }
  // Head tables face the room from one side; the others seat both long sides.
  const oneSide = table.shape === "head" || table.shape === "sweetheart";
  const front = oneSide ? table.seats : Math.ceil(table.seats / 2);
  const back = table.seats - front;
  const along = (count: number, index: number) => -size.width / 2 + (size.width * (index + 0.5)) / count;
  const offset = size.length / 2 + CHAIR_DEPTH / 2;
  return [
    ...Array.from({ length: front }, (_, index) => ({ x: along(front, index), y: offset })),
    ...Array.from({ length: back }, (_, index) => ({ x: along(back, index), y: -offset })),
  ];
}
