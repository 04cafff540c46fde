import { lit, type TimeOfDay } from "./landscape.ts";
import type { Rng } from "../random.ts";
import { circle, mix, n, path, polygon, rect, shade, tint, type Point } from "../svg.ts";

export type BuildingKind = "barn" | "lodge" | "classical" | "brick" | "warehouse" | "mansion" | "conservatory" | "glassbox" | "pavilion" | "winery";

/** Where a building stands and in what light. `cx` is its centre, `base` the ground line. */
export interface Placement {
  cx: number;
  base: number;
  /** Width in pixels of the main block. */
  width: number;
  time: TimeOfDay;
  /** The venue's own colors; picked from the kind's usual ones when left out. */
  palette?: BuildingPalette;
  /** Barns: the roof's profile. */
  roof?: RoofShape;
  /** Barns: a silo beside it. */
  silo?: boolean;
}

export interface BuildingPalette {
  wall: string;
  roof: string;
  trim: string;
  /** Doors, shutters, railings: the color an owner would choose. */
  accent: string;
}

const ACCENTS = ["#2f4a3a", "#1f2f4a", "#7d2f27", "#3b3430", "#e9e2d4", "#8a6a3e", "#5a6b7a"] as const;

export type RoofShape = "gable" | "gambrel" | "monitor";
export const ROOF_SHAPES: readonly RoofShape[] = ["gable", "gambrel", "monitor"];

type Placed = Placement & { palette: BuildingPalette };

/** The usual walls and roofs of each kind, a venue picks one of each. */
const PALETTES: Record<BuildingKind, { walls: readonly string[]; roofs: readonly string[] }> = {
  barn: { walls: ["#8e3b2e", "#7a716a", "#efe9dc", "#5a3b2c", "#2e2b2b", "#6f7d63", "#a8763e"], roofs: ["#3b3a3c", "#51453c", "#6b6f72", "#7d2f27", "#4d5b4e"] },
  lodge: { walls: ["#7a5234", "#6a4a31", "#8a6242", "#5b4a3a"], roofs: ["#3d3a33", "#4c3f31", "#2f3a33", "#6b3a2e"] },
  classical: { walls: ["#e4dac5", "#d9d1c2", "#ece4d3", "#cfc6b4"], roofs: ["#9a9286"] },
  brick: { walls: ["#9c5a3c", "#8a4b35", "#a3624a", "#7d4631", "#6e4a3e"], roofs: ["#3a3532"] },
  warehouse: { walls: ["#9c5a3c", "#8a4b35", "#a3624a", "#7d4631", "#5f5a55"], roofs: ["#3a3532"] },
  mansion: { walls: ["#efe6d4", "#e9dfcc", "#a8644a", "#d8cdb8", "#c9d3d6"], roofs: ["#4d5560", "#3e4650", "#5a4f4a"] },
  conservatory: { walls: ["#f6f3ec", "#2f3a36", "#e9e4d8"], roofs: ["#f6f3ec"] },
  glassbox: { walls: ["#e8e4dc", "#2b2f33", "#d9d6d0"], roofs: ["#23272b", "#8a8f94", "#6b5440"] },
  pavilion: { walls: ["#a07a55", "#8a6a4b", "#b58c62", "#e9e2d4"], roofs: ["#3e4a52", "#4a4038", "#5d6a70"] },
  winery: { walls: ["#b9aa92", "#a89880", "#c8b9a0"], roofs: ["#6a3b2e", "#4a4038", "#3d4648"] },
};

/** A palette for a kind of building: light walls get dark trim and the rest light trim. */
export function buildingPalette(kind: BuildingKind, rng: Rng): BuildingPalette {
  const wall = rng.pick(PALETTES[kind].walls);
  const roof = rng.pick(PALETTES[kind].roofs);
  const light = parseInt(wall.slice(1, 3), 16) > 0xc8;
  return { wall, roof, trim: light ? "#3b3430" : "#f1ece2", accent: rng.pick(ACCENTS) };
}

/** A roof with, in winter, a rim of snow along its top edges. */
function roofWithSnow(points: readonly Point[], color: string, time: TimeOfDay): string {
  const snow = time.season === "winter" ? path(polygon(points.map(([x, y]) => [x, y - 8] as const)), lit(time, "#f4f7fa")) : "";
  return snow + path(polygon(points), color);
}

function windowPane(x: number, y: number, w: number, h: number, time: TimeOfDay, rng: Rng, frame: string, arched = false): string {
  const lit = time.lit && rng.chance(0.8);
  const glass = lit ? time.light : mix(time.sky[1], "#24303a", 0.55);
  const top = arched ? `M${n(x)} ${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}` : `M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}`;
  const d = `${top}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`;
  let out = `<path d="${d}" fill="${glass}" stroke="${frame}" stroke-width="${n(Math.max(1.5, w * 0.08))}"${lit ? "" : ` opacity="0.92"`}/>`;
  out += rect(x + w / 2 - 0.8, y + (arched ? w * 0.2 : 0), 1.6, h - (arched ? w * 0.2 : 0), frame);
  out += rect(x, y + h * 0.5, w, 1.6, frame);
  if (lit) out += circle(x + w / 2, y + h / 2, Math.max(w, h) * 0.9, "url(#glow)", `opacity="0.5"`);
  return out;
}

/** Barn with a gable, gambrel or monitor roof, big doors, a cupola and perhaps a silo. */
function barn(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const { wall, roof, trim } = p.palette;
  const shape = p.roof ?? "gambrel";
  const h = w * 0.42;
  const x0 = cx - w / 2;
  const eave = base - h;
  let out = rect(x0, eave, w, h, wall);
  for (let i = 1; i < 14; i++) out += rect(x0 + (w * i) / 14, eave, 1.4, h, shade(wall, 0.12), `opacity="0.6"`);
  let ridge: number;
  if (shape === "gambrel") {
    ridge = eave - w * 0.32;
    out += roofWithSnow([[x0 - 14, eave + 4], [x0 + w * 0.18, eave - w * 0.2], [cx, ridge], [x0 + w * 0.82, eave - w * 0.2], [x0 + w + 14, eave + 4]], roof, time);
    out += path(polygon([[x0 + 8, eave], [x0 + w * 0.2, eave - w * 0.17], [cx, ridge + 16], [x0 + w * 0.8, eave - w * 0.17], [x0 + w - 8, eave]]), wall);
  } else if (shape === "gable") {
    ridge = eave - w * 0.28;
    out += roofWithSnow([[x0 - 18, eave + 6], [cx, ridge], [x0 + w + 18, eave + 6]], roof, time);
    out += path(polygon([[x0 + 10, eave], [cx, ridge + 18], [x0 + w - 10, eave]]), wall);
  } else {
    // Monitor: a raised middle with its own gable over two lean-to sides.
    const mid = eave - w * 0.12;
    ridge = mid - w * 0.34;
    out += roofWithSnow([[x0 - 14, eave + 4], [cx - w * 0.24, mid], [cx + w * 0.24, mid], [x0 + w + 14, eave + 4]], roof, time);
    out += rect(cx - w * 0.22, mid - w * 0.16, w * 0.44, w * 0.16 + 2, wall);
    out += roofWithSnow([[cx - w * 0.28, mid - w * 0.14], [cx, ridge], [cx + w * 0.28, mid - w * 0.14]], roof, time);
    out += path(polygon([[cx - w * 0.21, mid - w * 0.16], [cx, ridge + 14], [cx + w * 0.21, mid - w * 0.16]]), wall);
    for (const side of [-1, 1]) out += windowPane(cx + side * w * 0.13 - w * 0.035, mid - w * 0.13, w * 0.07, w * 0.07, time, rng, trim);
  }
  // hayloft door
  out += windowPane(cx - w * 0.06, (shape === "monitor" ? ridge + w * 0.14 : eave - w * 0.12), w * 0.12, w * 0.1, time, rng, trim);
  // main doors with X braces
  const dw = w * 0.26;
  const dh = h * 0.72;
  const glowing = time.lit;
  out += rect(cx - dw / 2, base - dh, dw, dh, glowing ? time.light : shade(wall, 0.4));
  if (glowing) out += circle(cx, base - dh / 2, dw, "url(#glow)", `opacity="0.6"`);
  for (const side of [-1, 1]) {
    const sx = cx + side * dw * 0.5 + (side < 0 ? -dw * 0.5 : 0);
    out += `<path d="M${n(sx)} ${n(base - dh)}h${n(dw * 0.5)}v${n(dh)}h${n(-dw * 0.5)}Z M${n(sx)} ${n(base - dh)}L${n(sx + dw * 0.5)} ${n(base)} M${n(sx + dw * 0.5)} ${n(base - dh)}L${n(sx)} ${n(base)}" stroke="${trim}" stroke-width="4" fill="${glowing ? "none" : p.palette.accent}" opacity="${glowing ? 0.9 : 1}"/>`;
  }
  for (const side of [-1, 1]) out += windowPane(cx + side * w * 0.33 - w * 0.04, eave + h * 0.25, w * 0.08, h * 0.25, time, rng, trim);
  // cupola
  out += rect(cx - w * 0.04, ridge - w * 0.07, w * 0.08, w * 0.08, trim) + path(polygon([[cx - w * 0.06, ridge - w * 0.07], [cx, ridge - w * 0.12], [cx + w * 0.06, ridge - w * 0.07]]), roof);
  if (p.silo ?? rng.chance(0.6)) {
    const sx = x0 + w + w * 0.08;
    const sw = w * 0.16;
    out += rect(sx, base - h * 1.6, sw, h * 1.6, lit(time, rng.pick(["#9aa0a3", "#b4a690"]))) + path(`M${n(sx)} ${n(base - h * 1.6)}A${n(sw / 2)} ${n(sw / 2.5)} 0 0 1 ${n(sx + sw)} ${n(base - h * 1.6)}Z`, roof);
    for (let i = 1; i < 8; i++) out += rect(sx, base - (h * 1.6 * i) / 8, sw, 1.5, "#000000", `opacity="0.12"`);
  }
  return out;
}

/** Log lodge: steep roof, stone chimney, deep porch. */
function lodge(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const { wall: logs, roof } = p.palette;
  const h = w * 0.3;
  const x0 = cx - w / 2;
  let out = rect(x0, base - h, w, h, logs);
  for (let y = base - h + 10; y < base; y += 14) out += rect(x0, y, w, 3, shade(logs, 0.3), `opacity="0.6"`);
  out += roofWithSnow([[x0 - 30, base - h + 6], [cx, base - h - w * 0.33], [x0 + w + 30, base - h + 6]], roof, time);
  out += path(polygon([[cx - w * 0.2, base - h], [cx, base - h - w * 0.2], [cx + w * 0.2, base - h]]), tint(logs, 0.1));
  out += windowPane(cx - w * 0.07, base - h - w * 0.12, w * 0.14, w * 0.1, time, rng, "#3a2a1d");
  for (const fx of [0.12, 0.3, 0.62, 0.8]) out += windowPane(x0 + w * fx, base - h * 0.7, w * 0.08, h * 0.42, time, rng, "#3a2a1d");
  const chimneyX = x0 + w * 0.82;
  out += rect(chimneyX, base - h - w * 0.28, w * 0.07, h + w * 0.28, "#8b857e");
  for (let y = base - h - w * 0.26; y < base; y += 12) out += rect(chimneyX, y, w * 0.07, 2, "#5e5852", `opacity="0.7"`);
  out += rect(cx - w * 0.05, base - h * 0.62, w * 0.1, h * 0.62, time.lit ? time.light : p.palette.accent);
  out += rect(x0 - 20, base - 14, w + 40, 14, shade(logs, 0.35));
  return out;
}

/** Stone civic building: columns, pediment, broad steps. */
function classical(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const stone = p.palette.wall;
  const h = w * 0.42;
  const x0 = cx - w / 2;
  const shadow = shade(stone, 0.22);
  let out = rect(x0, base - h, w, h, stone);
  out += rect(x0, base - h, w, 14, shade(stone, 0.1));
  const cols = rng.pick([6, 8]);
  const porch = w * 0.62;
  const px = cx - porch / 2;
  out += rect(px, base - h * 0.95, porch, h * 0.95, shade(stone, 0.35));
  for (let i = 0; i < cols; i++) {
    const x = px + (porch * (i + 0.5)) / cols;
    out += windowPane(x + porch / cols / 2 - porch / cols * 0.22, base - h * 0.72, porch / cols * 0.44, h * 0.5, time, rng, shadow, true);
    out += rect(x - porch / cols / 6, base - h * 0.95, porch / cols / 3, h * 0.95, stone);
    out += rect(x - porch / cols / 6, base - h * 0.95, 4, h * 0.95, tint(stone, 0.5), `opacity="0.7"`);
  }
  out += path(polygon([[px - 20, base - h * 0.95], [cx, base - h * 1.28], [px + porch + 20, base - h * 0.95]]), stone);
  out += path(polygon([[px + 20, base - h * 0.97], [cx, base - h * 1.22], [px + porch - 20, base - h * 0.97]]), shadow, `opacity="0.5"`);
  for (const side of [-1, 1]) {
    for (let r = 0; r < 2; r++) out += windowPane(cx + side * (porch / 2 + w * 0.06) - (side < 0 ? w * 0.06 : 0), base - h * (0.8 - r * 0.42), w * 0.06, h * 0.26, time, rng, shadow, true);
  }
  out += path(`M${n(cx - w * 0.04)} ${n(base)}V${n(base - h * 0.45)}A${n(w * 0.04)} ${n(w * 0.04)} 0 0 1 ${n(cx + w * 0.04)} ${n(base - h * 0.45)}V${n(base)}Z`, time.lit ? time.light : p.palette.accent);
  for (let s = 0; s < 4; s++) out += rect(px - 30 - s * 14, base - 10 * (4 - s), porch + 60 + s * 28, 10, s % 2 ? stone : shade(stone, 0.08));
  return out;
}

/** Brick hall with arched windows and a cornice: the historic building. */
function brick(rng: Rng, p: Placed, industrial = false): string {
  const { cx, base, width: w, time } = p;
  const brickColor = p.palette.wall;
  const trim = industrial ? "#3a3532" : "#e8dcc6";
  const floors = industrial ? rng.int(2, 4) : rng.int(2, 3);
  const h = w * (industrial ? 0.2 : 0.17) * floors;
  const x0 = cx - w / 2;
  let out = rect(x0, base - h, w, h, brickColor);
  for (let y = base - h + 6; y < base; y += 7) out += rect(x0, y, w, 1, shade(brickColor, 0.25), `opacity="0.35"`);
  const bays = industrial ? rng.int(6, 9) : rng.int(5, 7);
  for (let f = 0; f < floors; f++) {
    const fy = base - h + (h / floors) * f;
    for (let b = 0; b < bays; b++) {
      const bw = w / bays;
      if (industrial) {
        const wx = x0 + b * bw + bw * 0.14;
        const ww = bw * 0.72;
        const wh = (h / floors) * 0.62;
        out += windowPane(wx, fy + (h / floors) * 0.18, ww, wh, time, rng, trim, f === floors - 1);
        for (let g = 1; g < 4; g++) out += rect(wx + (ww * g) / 4, fy + (h / floors) * 0.18, 1.5, wh, trim);
      } else {
        out += windowPane(x0 + b * bw + bw * 0.28, fy + (h / floors) * 0.2, bw * 0.44, (h / floors) * 0.62, time, rng, trim, true);
      }
    }
    if (f > 0) out += rect(x0, fy - 3, w, 5, shade(brickColor, 0.2));
  }
  out += rect(x0 - 10, base - h - 16, w + 20, 18, industrial ? shade(brickColor, 0.3) : trim);
  if (industrial) {
    const sx = x0 + w * rng.range(0.65, 0.85);
    out += rect(sx, base - h - w * 0.5, w * 0.05, w * 0.5, shade(brickColor, 0.1));
    out += rect(sx - 4, base - h - w * 0.5, w * 0.05 + 8, 10, shade(brickColor, 0.35));
    if (rng.chance(0.6)) {
      const tx = x0 + w * 0.18;
      out += rect(tx, base - h - 80, 4, 80, "#3a3532") + rect(tx + 56, base - h - 80, 4, 80, "#3a3532");
      out += path(`M${n(tx - 6)} ${n(base - h - 80)}L${n(tx + 66)} ${n(base - h - 80)}L${n(tx + 60)} ${n(base - h - 150)}Q${n(tx + 30)} ${n(base - h - 175)} ${n(tx)} ${n(base - h - 150)}Z`, "#5b4a3c");
    }
  } else {
    out += rect(cx - w * 0.08, base - h * 0.5, w * 0.16, h * 0.5, p.palette.accent);
    out += windowPane(cx - w * 0.06, base - h * 0.46, w * 0.12, h * 0.46, time, rng, trim, true);
  }
  return out;
}

/** Two-storey mansion with wings, a hipped roof, chimneys and a portico. */
function mansion(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const { wall, roof } = p.palette;
  // White-painted trim, warmed by the wall's color.
  const trim = mix(wall, "#ffffff", 0.65);
  const h = w * 0.28;
  const x0 = cx - w / 2;
  let out = "";
  for (const side of [-1, 1]) {
    const wx = side < 0 ? x0 - w * 0.25 : x0 + w;
    out += rect(wx, base - h * 0.65, w * 0.25, h * 0.65, shade(wall, 0.06));
    out += path(polygon([[wx - 8, base - h * 0.65], [wx + w * 0.05, base - h * 0.9], [wx + w * 0.2, base - h * 0.9], [wx + w * 0.25 + 8, base - h * 0.65]]), roof);
    for (let i = 0; i < 3; i++) out += windowPane(wx + w * 0.03 + i * w * 0.075, base - h * 0.5, w * 0.04, h * 0.3, time, rng, trim);
  }
  out += rect(x0, base - h, w, h, wall);
  out += roofWithSnow([[x0 - 14, base - h], [x0 + w * 0.12, base - h - w * 0.14], [x0 + w * 0.88, base - h - w * 0.14], [x0 + w + 14, base - h]], roof, time);
  for (const fx of [0.1, 0.88]) out += rect(x0 + w * fx, base - h - w * 0.2, w * 0.04, w * 0.1, shade(wall, 0.25));
  for (let f = 0; f < 2; f++) {
    for (let i = 0; i < 7; i++) {
      if (i === 3) continue;
      out += windowPane(x0 + w * 0.06 + i * w * 0.13, base - h + h * (0.12 + f * 0.48), w * 0.055, h * 0.3, time, rng, trim);
    }
  }
  out += rect(cx - w * 0.12, base - h * 0.98, w * 0.24, h * 0.98, shade(wall, 0.2), `opacity="0.4"`);
  for (let i = 0; i < 4; i++) out += rect(cx - w * 0.11 + i * w * 0.07, base - h * 0.95, w * 0.018, h * 0.95, trim);
  out += path(polygon([[cx - w * 0.14, base - h * 0.95], [cx, base - h * 1.2], [cx + w * 0.14, base - h * 0.95]]), trim);
  out += rect(cx - w * 0.035, base - h * 0.45, w * 0.07, h * 0.45, time.lit ? time.light : p.palette.accent);
  out += windowPane(cx - w * 0.035, base - h * 0.55, w * 0.07, h * 0.1, time, rng, trim, true);
  // Shutters either side of every window.
  for (let f = 0; f < 2; f++) {
    for (let i = 0; i < 7; i++) {
      if (i === 3) continue;
      for (const dx of [-w * 0.022, w * 0.057]) out += rect(x0 + w * 0.06 + i * w * 0.13 + dx, base - h + h * (0.12 + f * 0.48), w * 0.02, h * 0.3, p.palette.accent);
    }
  }
  return out;
}

/** Glass conservatory with a dome and plants pressing on the panes. */
function conservatory(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const frame = p.palette.wall;
  const glass = time.lit ? mix(time.light, "#cfe6df", 0.5) : mix(time.sky[1], "#cfe6df", 0.55);
  const h = w * 0.22;
  const x0 = cx - w / 2;
  let out = rect(x0, base - h, w, h, glass, `opacity="0.92"`);
  for (let i = 0; i < 9; i++) out += ellipse2(x0 + rng.range(0, w), base - rng.range(0, h * 0.7), rng.range(20, 50), "#4d7a46");
  const domeR = w * 0.2;
  out += path(`M${n(cx - domeR)} ${n(base - h)}A${n(domeR)} ${n(domeR * 1.1)} 0 0 1 ${n(cx + domeR)} ${n(base - h)}Z`, glass, `opacity="0.95"`);
  for (let i = 1; i < 8; i++) {
    const a = Math.PI - (Math.PI * i) / 8;
    out += `<path d="M${n(cx)} ${n(base - h - domeR * 1.1)}Q${n(cx + Math.cos(a) * domeR * 0.9)} ${n(base - h - Math.sin(a) * domeR * 0.9)} ${n(cx + Math.cos(a) * domeR)} ${n(base - h)}" stroke="${frame}" stroke-width="3" fill="none"/>`;
  }
  out += circle(cx, base - h - domeR * 1.1, 8, frame);
  for (let i = 0; i <= 16; i++) out += rect(x0 + (w * i) / 16 - 1.5, base - h, 3, h, frame);
  out += rect(x0, base - h - 4, w, 8, frame) + rect(x0, base - h * 0.45, w, 3, frame);
  out += path(polygon([[x0 - 8, base - h], [x0 + w * 0.3, base - h - w * 0.07], [x0 + w * 0.7, base - h - w * 0.07], [x0 + w + 8, base - h]]), glass, `stroke="${frame}" stroke-width="3" opacity="0.9"`);
  out += rect(x0 - 6, base - 12, w + 12, 12, p.palette.accent);
  if (time.lit) out += circle(cx, base - h * 0.5, w * 0.5, "url(#glow)", `opacity="0.45"`);
  return out;
}

function ellipse2(cx: number, cy: number, r: number, color: string): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.8)}" fill="${color}" opacity="0.75"/>`;
}

/** Modern glass box under a thin cantilevered roof. */
function glassbox(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const glass = time.lit ? mix(time.light, "#9fb8c8", 0.35) : mix(time.sky[1], "#6f8899", 0.5);
  const slab = p.palette.wall;
  const h = w * 0.2;
  const x0 = cx - w / 2;
  let out = rect(x0 - w * 0.06, base - h - 16, w * 1.12, 16, slab);
  out += rect(x0, base - h, w, h, glass);
  out += rect(x0, base - h, w, h * 0.4, "#ffffff", `opacity="0.12"`);
  for (let i = 0; i <= 10; i++) out += rect(x0 + (w * i) / 10 - 1.5, base - h, 3, h, p.palette.roof);
  if (time.lit) {
    for (let i = 0; i < 6; i++) out += circle(x0 + w * (0.1 + i * 0.16), base - h * 0.6, 6, "#fff3d6") + circle(x0 + w * (0.1 + i * 0.16), base - h * 0.6, 40, "url(#glow)");
  } else {
    for (let i = 0; i < 5; i++) out += path(polygon([[x0 + w * (0.05 + i * 0.2), base], [x0 + w * (0.14 + i * 0.2), base - h], [x0 + w * (0.18 + i * 0.2), base - h], [x0 + w * (0.09 + i * 0.2), base]]), "#ffffff", `opacity="0.1"`);
  }
  out += rect(x0 - w * 0.04, base - 8, w * 1.08, 8, shade(slab, 0.15));
  return out;
}

/** Timber waterside pavilion: open sides, a deep roof, a deck. */
function pavilion(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const { wall: timber, roof } = p.palette;
  const h = w * 0.24;
  const x0 = cx - w / 2;
  let out = rect(x0, base - h, w, h, time.lit ? mix(time.light, timber, 0.5) : shade(timber, 0.45));
  if (time.lit) out += circle(cx, base - h * 0.5, w * 0.45, "url(#glow)", `opacity="0.6"`);
  for (let i = 0; i <= 8; i++) out += rect(x0 + (w * i) / 8 - 6, base - h, 12, h, timber);
  out += roofWithSnow([[x0 - w * 0.08, base - h + 6], [x0 + w * 0.2, base - h - w * 0.16], [x0 + w * 0.8, base - h - w * 0.16], [x0 + w * 1.08, base - h + 6]], roof, time);
  out += rect(x0 - w * 0.08, base - h, w * 1.16, 10, shade(roof, 0.3));
  out += rect(x0 - w * 0.12, base - 10, w * 1.24, 12, shade(timber, 0.2));
  for (let i = 0; i < 12; i++) out += rect(x0 - w * 0.1 + i * w * 0.1, base - 30, 3, 22, p.palette.accent);
  out += rect(x0 - w * 0.12, base - 32, w * 1.24, 3, p.palette.accent);
  return out;
}

/** Stone-and-timber winery with a tasting-room porch. */
function winery(rng: Rng, p: Placed): string {
  const { cx, base, width: w, time } = p;
  const { wall: stone, roof } = p.palette;
  const h = w * 0.26;
  const x0 = cx - w / 2;
  let out = rect(x0, base - h, w * 0.6, h, stone);
  for (let i = 0; i < 40; i++) out += rect(x0 + rng.range(0, w * 0.56), base - rng.range(8, h), rng.range(14, 30), rng.range(6, 10), shade(stone, rng.range(0.05, 0.2)), `opacity="0.5"`);
  out += roofWithSnow([[x0 - 12, base - h], [x0 + w * 0.3, base - h - w * 0.2], [x0 + w * 0.6 + 12, base - h]], roof, time);
  out += windowPane(x0 + w * 0.24, base - h * 0.75, w * 0.12, h * 0.75, time, rng, p.palette.accent, true);
  const tx = x0 + w * 0.6;
  out += rect(tx, base - h * 0.7, w * 0.4, h * 0.7, "#8a6a4b");
  out += path(polygon([[tx - 6, base - h * 0.7], [tx + w * 0.42, base - h * 0.7 - 30], [tx + w * 0.42, base - h * 0.7]]), roof);
  for (let i = 0; i < 3; i++) out += windowPane(tx + w * 0.04 + i * w * 0.12, base - h * 0.55, w * 0.08, h * 0.4, time, rng, "#2e241d");
  return out;
}

export function building(kind: BuildingKind, rng: Rng, placement: Placement): string {
  const palette = placement.palette ?? buildingPalette(kind, rng);
  // Walls take the hour's light too, though less than the land: they stay the subject of the picture.
  const inLight = (color: string) => lit(placement.time, color, 0.5);
  const p: Placed = { ...placement, palette: { wall: inLight(palette.wall), roof: inLight(palette.roof), trim: inLight(palette.trim), accent: inLight(palette.accent) } };
  switch (kind) {
    case "barn":
      return barn(rng, p);
    case "lodge":
      return lodge(rng, p);
    case "classical":
      return classical(rng, p);
    case "brick":
      return brick(rng, p);
    case "warehouse":
      return brick(rng, p, true);
    case "mansion":
      return mansion(rng, p);
    case "conservatory":
      return conservatory(rng, p);
    case "glassbox":
      return glassbox(rng, p);
    case "pavilion":
      return pavilion(rng, p);
    case "winery":
      return winery(rng, p);
  }
}
