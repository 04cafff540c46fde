import { CHAIR_DEPTH, FIXTURE_LABELS, type Fixture, type SeatingPlan, type SeatingTable, tableSize } from "@domain/seating";
import { seatPositions } from "./seat-positions";

/** Pixels per foot in the exported picture (a 100-foot room is 1,200 pixels wide). */
const EXPORT_SCALE = 12;
const MARGIN = 24;
const LEGEND_HEIGHT = 96;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!);

function fixtureSvg(fixture: Fixture, s: number): string {
  const label = fixture.label || FIXTURE_LABELS[fixture.kind];
  const solid = fixture.kind === "door" || fixture.kind === "wall";
  const fill = solid ? "#44403c" : fixture.kind === "aisle" ? "#e7f0ea" : "#ece7e1";
  const w = fixture.width * s;
  const h = fixture.length * s;
  const text = solid ? "" : `<text x="0" y="4" text-anchor="middle" font-size="11" fill="#44403c">${escapeXml(label)}</text>`;
  const mark = fixture.accessible ? `<text x="0" y="${solid ? -8 : 18}" text-anchor="middle" font-size="11" font-weight="700" fill="#1d4ed8">Accessible</text>` : "";
  return `<g transform="translate(${fixture.x * s} ${fixture.y * s}) rotate(${fixture.rotation})"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${fill}" stroke="#57534e" stroke-dasharray="${solid ? "" : "4 3"}"/>${text}${mark}</g>`;
}

function tableSvg(table: SeatingTable, seated: ReadonlySet<number>, s: number): string {
  const size = tableSize(table);
  const head = table.shape === "head" || table.shape === "sweetheart";
  const fill = head ? "#fde68a" : "#e0e7ff";
  const top = size.round
    ? `<circle r="${(size.width / 2) * s}" fill="${fill}" stroke="#1c1917" stroke-width="1.5"/>`
    : `<rect x="${(-size.width / 2) * s}" y="${(-size.length / 2) * s}" width="${size.width * s}" height="${size.length * s}" fill="${fill}" stroke="#1c1917" stroke-width="1.5"/>`;
  const chair = Math.max(3, (CHAIR_DEPTH / 2.8) * s);
  const chairs = seatPositions(table)
    .map((position, index) => `<circle cx="${position.x * s}" cy="${position.y * s}" r="${chair}" fill="${seated.has(index + 1) ? "#4338ca" : "#ffffff"}" stroke="#57534e"/>`)
    .join("");
  const number = `<text x="0" y="5" text-anchor="middle" font-size="14" font-weight="700" fill="#1c1917" transform="rotate(${-table.rotation})">${table.number}</text>`;
  return `<g transform="translate(${table.x * s} ${table.y * s}) rotate(${table.rotation})">${chairs}${top}${number}</g>`;
}

/**
 * The floor plan as a standalone SVG at true scale (EXPORT_SCALE pixels a foot), with table numbers, a
 * 10-foot scale bar and a legend: what the PNG export draws, with no fonts or images to fetch.
 */
export function planSvg(plan: Pick<SeatingPlan, "room" | "tables" | "fixtures" | "seats">, title: string): { svg: string; width: number; height: number } {
  const s = EXPORT_SCALE;
  const roomW = plan.room.width * s;
  const roomH = plan.room.length * s;
  const width = Math.max(roomW + MARGIN * 2, 560);
  const height = roomH + MARGIN * 2 + LEGEND_HEIGHT + 28;
  const seatsByTable = new Map<string, Set<number>>();
  for (const seat of plan.seats) seatsByTable.set(seat.tableId, (seatsByTable.get(seat.tableId) ?? new Set()).add(seat.seat));
  const grid: string[] = [];
  for (let x = 5; x < plan.room.width; x += 5) grid.push(`<line x1="${x * s}" y1="0" x2="${x * s}" y2="${roomH}"/>`);
  for (let y = 5; y < plan.room.length; y += 5) grid.push(`<line x1="0" y1="${y * s}" x2="${roomW}" y2="${y * s}"/>`);
  const seated = plan.seats.length;
  const seats = plan.tables.reduce((sum, table) => sum + table.seats, 0);
  const legendY = MARGIN + 28 + roomH + 24;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<text x="${MARGIN}" y="${MARGIN + 6}" font-size="18" font-weight="700" fill="#1c1917">${escapeXml(title)}</text>
<text x="${width - MARGIN}" y="${MARGIN + 6}" font-size="12" text-anchor="end" fill="#44403c">Room ${plan.room.width} × ${plan.room.length} ft · ${plan.tables.length} tables · ${seated} of ${seats} seats taken</text>
<g transform="translate(${MARGIN} ${MARGIN + 28})">
<rect width="${roomW}" height="${roomH}" fill="#fafaf9" stroke="#1c1917" stroke-width="3"/>
<g stroke="#e7e5e4" stroke-width="1">${grid.join("")}</g>
${plan.fixtures.map((fixture) => fixtureSvg(fixture, s)).join("\n")}
${plan.tables.map((table) => tableSvg(table, seatsByTable.get(table.id) ?? new Set(), s)).join("\n")}
</g>
<g transform="translate(${MARGIN} ${legendY})" font-size="12" fill="#1c1917">
<line x1="0" y1="0" x2="${10 * s}" y2="0" stroke="#1c1917" stroke-width="3"/><text x="${10 * s + 8}" y="4">10 feet (grid squares are 5 feet)</text>
<circle cx="6" cy="24" r="5" fill="#4338ca" stroke="#57534e"/><text x="18" y="28">Seated guest</text>
<circle cx="126" cy="24" r="5" fill="#ffffff" stroke="#57534e"/><text x="138" y="28">Empty seat</text>
<rect x="230" y="18" width="14" height="12" fill="#fde68a" stroke="#1c1917"/><text x="250" y="28">Head table</text>
<rect x="0" y="42" width="14" height="12" fill="#44403c"/><text x="18" y="52">Doors and walls</text>
<rect x="126" y="42" width="14" height="12" fill="#ece7e1" stroke="#57534e" stroke-dasharray="4 3"/><text x="146" y="52">Room pieces</text>
<text x="230" y="52" font-weight="700" fill="#1d4ed8">Accessible</text><text x="300" y="52">step-free door or path</text>
<text x="0" y="76">Numbers are table numbers. Made with Serviceberry's floor plan builder.</text>
</g>
</svg>`;
  return { svg, width, height };
}

/** Draws the SVG on a canvas and saves it as a PNG: the browser does it all, nothing is uploaded. */
export async function downloadPlanPng(plan: Pick<SeatingPlan, "room" | "tables" | "fixtures" | "seats">, title: string, filename: string): Promise<void> {
  const { svg, width, height } = planSvg(plan, title);
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = new Image();
    image.decoding = "async";
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("We couldn't draw the floor plan."));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser can't draw pictures.");
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!blob) throw new Error("We couldn't make the picture.");
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** "floor-plan-reception-2026-11-26.png" */
export function planPngName(eventName: string, today: string): string {
  const slug = eventName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "wedding";
  return `floor-plan-${slug}-${today}.png`;
}
