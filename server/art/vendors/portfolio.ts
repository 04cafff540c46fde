import type { VendorCategorySlug } from "../../../domain/vendor-categories.ts";
import { createRng, hashString, type Rng } from "../random.ts";
import { circle, ellipse, escapeXml, linearGradient, mix, n, path, polygon, radialGradient, rect, shade, tint, type Point } from "../svg.ts";

/**
 * Portfolio pictures for seeded vendors, drawn by the product from the vendor's slug: each category
 * has its own subjects (cakes for bakers, bouquets for florists, cars for transportation...), and the
 * slug picks the palette, the props and how they are laid out, so no two vendors look alike.
 */

export const PORTFOLIO_WIDTH = 1200;
export const PORTFOLIO_HEIGHT = 800;
const W = PORTFOLIO_WIDTH;
const H = PORTFOLIO_HEIGHT;

export interface ArtVendor {
  slug: string;
  businessName: string;
  category: VendorCategorySlug;
}

export function portfolioImageCount(slug: string): number {
  return 3 + (hashString(`portfolio:${slug}`) % 3);
}

interface Palette {
  wall: [string, string];
  floor: string;
  accent: string;
  second: string;
  third: string;
  light: string;
}

/** Wedding palettes couples actually choose; the slug picks one and shifts it a little. */
const PALETTES: Palette[] = [
  { wall: ["#f6eee6", "#e8d5c4"], floor: "#b88a66", accent: "#b0485f", second: "#e8a0a8", third: "#6f8f62", light: "#fff8ef" },
  { wall: ["#e9eef2", "#c9d6df"], floor: "#6d7f8c", accent: "#3f5f8a", second: "#a9c1d9", third: "#c9a45c", light: "#ffffff" },
  { wall: ["#f3ece1", "#ddc9a8"], floor: "#8b6a45", accent: "#c8793a", second: "#e9b872", third: "#7a8b4e", light: "#fffaf0" },
  { wall: ["#2b2236", "#4a3b5c"], floor: "#1c1624", accent: "#d4a84f", second: "#9b6fb3", third: "#e6d3a3", light: "#fff1cc" },
  { wall: ["#eef3ea", "#cfdcc5"], floor: "#7d8f6a", accent: "#5f7d4f", second: "#f2c6c2", third: "#d98c6a", light: "#fbfff5" },
  { wall: ["#f8e9ea", "#eec5c9"], floor: "#a86f78", accent: "#8e2f4a", second: "#f5d0a9", third: "#9fb88a", light: "#fff5f5" },
  { wall: ["#1f3a3d", "#2f5a5e"], floor: "#142628", accent: "#e0b35a", second: "#e8e0d0", third: "#c2705a", light: "#fff3d6" },
  { wall: ["#f1ede8", "#d9d2c9"], floor: "#5b534b", accent: "#2f2a26", second: "#c8b8a6", third: "#8c9c86", light: "#ffffff" },
  { wall: ["#fbefdc", "#f2cf9f"], floor: "#a0643a", accent: "#d2553a", second: "#f4a259", third: "#5b8e7d", light: "#fff6e5" },
  { wall: ["#e7e4f3", "#c3bde3"], floor: "#6b6391", accent: "#6a4c93", second: "#f0b7c7", third: "#8fb996", light: "#fbfaff" },
  { wall: ["#e6f0f0", "#b9d5d3"], floor: "#4f7471", accent: "#2e6f6a", second: "#f3d9b1", third: "#e07a5f", light: "#f7ffff" },
  { wall: ["#3a2a22", "#5c4033"], floor: "#241a15", accent: "#e9c46a", second: "#f4a261", third: "#a3b18a", light: "#ffe9c2" },
];

function paletteFor(slug: string): Palette {
  const rng = createRng(`palette:${slug}`);
  const base = PALETTES[hashString(`palette-pick:${slug}`) % PALETTES.length]!;
  const drift = rng.pick(["#ffffff", "#000000", "#f2c9a0", "#a0c4f2", "#c9f2a0"]);
  const t = rng.range(0.05, 0.18);
  return {
    wall: [mix(base.wall[0], drift, t / 2), mix(base.wall[1], drift, t)],
    floor: mix(base.floor, drift, t),
    accent: mix(base.accent, drift, t / 2),
    second: mix(base.second, drift, t / 2),
    third: mix(base.third, drift, t / 2),
    light: base.light,
  };
}

/** A room: graded wall, a floor or tabletop, soft window light. */
function room(rng: Rng, p: Palette, horizon: number, id: string): string {
  const lightX = rng.range(0.15, 0.85) * W;
  return [
    `<defs>${linearGradient(`${id}w`, [[0, p.wall[0]], [1, p.wall[1]]])}${linearGradient(`${id}f`, [[0, tint(p.floor, 0.15)], [1, shade(p.floor, 0.2)]])}${radialGradient(`${id}l`, [[0, p.light, 0.55], [1, p.light, 0]])}</defs>`,
    rect(0, 0, W, H, `url(#${id}w)`),
    ellipse(lightX, horizon * 0.45, W * 0.45, horizon * 0.6, `url(#${id}l)`),
    rect(0, horizon, W, H - horizon, `url(#${id}f)`),
    rect(0, horizon, W, 6, shade(p.floor, 0.3), `fill-opacity="0.5"`),
  ].join("");
}

/** Outdoors: sky, sun and rolling ground. */
function outdoors(rng: Rng, p: Palette, horizon: number, id: string): string {
  const hour = rng.pick(["day", "golden", "dusk"] as const);
  const sky = hour === "day" ? ["#9cc7e8", "#e4f1f8"] : hour === "golden" ? ["#f4b26b", "#fde3b5"] : ["#4b3b6b", "#e98a6b"];
  const ground = hour === "dusk" ? shade(p.third, 0.45) : p.third;
  const sunX = rng.range(0.1, 0.9) * W;
  const hills: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    const pts: Point[] = [[0, H]];
    const base = horizon + layer * 30 - 30;
    for (let x = 0; x <= W; x += 100) pts.push([x, base - Math.sin(x / rng.range(120, 260) + layer * 2) * rng.range(10, 40)]);
    pts.push([W, H]);
    hills.push(path(polygon(pts), mix(ground, sky[0]!, 0.45 - layer * 0.2)));
  }
  return [
    `<defs>${linearGradient(`${id}s`, [[0, sky[0]!], [1, sky[1]!]])}${radialGradient(`${id}sun`, [[0, "#fff6d8", 0.95], [0.3, "#ffe2a0", 0.5], [1, "#ffe2a0", 0]])}</defs>`,
    rect(0, 0, W, H, `url(#${id}s)`),
    circle(sunX, horizon - rng.range(60, 220), 220, `url(#${id}sun)`),
    ...hills,
  ].join("");
}

function flower(cx: number, cy: number, r: number, color: string, rng: Rng): string {
  const kind = rng.pick(["rose", "daisy", "peony", "bud"] as const);
  if (kind === "bud") return circle(cx, cy, r * 0.7, color) + circle(cx - r * 0.2, cy - r * 0.2, r * 0.3, tint(color, 0.35));
  if (kind === "daisy") {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return ellipse(cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55, r * 0.5, r * 0.22, tint(color, 0.5), `transform="rotate(${n((a * 180) / Math.PI)} ${n(cx + Math.cos(a) * r * 0.55)} ${n(cy + Math.sin(a) * r * 0.55)})"`);
    });
    return petals.join("") + circle(cx, cy, r * 0.3, "#e8b93c");
  }
  const rings = kind === "peony" ? 4 : 3;
  let out = "";
  for (let i = 0; i < rings; i++) out += circle(cx + rng.range(-2, 2), cy + rng.range(-2, 2), r * (1 - i / (rings + 0.5)), i % 2 ? tint(color, 0.15 * i) : shade(color, 0.06 * i));
  return out + path(`M${n(cx - r * 0.35)} ${n(cy)}q${n(r * 0.35)} ${n(-r * 0.4)} ${n(r * 0.7)} 0`, "none", `stroke="${shade(color, 0.3)}" stroke-width="${n(r * 0.08)}"`);
}

function leaf(x: number, y: number, size: number, angle: number, color: string): string {
  return ellipse(x, y, size, size * 0.38, color, `transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`);
}

function bouquet(rng: Rng, p: Palette, cx: number, cy: number, r: number): string {
  const colors = [p.accent, p.second, p.light === "#ffffff" ? "#f7f3ea" : tint(p.second, 0.5), p.third];
  let out = "";
  // Stems and ribbon.
  for (let i = 0; i < 9; i++) out += path(`M${n(cx + rng.range(-r * 0.25, r * 0.25))} ${n(cy)}L${n(cx + rng.range(-r * 0.1, r * 0.1))} ${n(cy + r * 1.6)}`, "none", `stroke="#5d7a45" stroke-width="${n(r * 0.05)}"`);
  out += rect(cx - r * 0.18, cy + r * 0.75, r * 0.36, r * 0.28, p.second, `rx="${n(r * 0.05)}"`);
  out += path(`M${n(cx)} ${n(cy + r * 0.95)}l${n(r * 0.3)} ${n(r * 0.55)}l${n(-r * 0.12)} 0z`, shade(p.second, 0.1));
  for (let i = 0; i < 14; i++) {
    const a = rng.range(0, Math.PI * 2);
    out += leaf(cx + Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 0.7, r * rng.range(0.25, 0.4), (a * 180) / Math.PI, rng.pick(["#6b8f5a", "#87a878", "#4f6f43", "#a3b899"]));
  }
  const count = rng.int(9, 16);
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.8;
    out += flower(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.8, r * rng.range(0.2, 0.32), rng.pick(colors), rng);
  }
  return out;
}

function cake(rng: Rng, p: Palette, cx: number, base: number, width: number): string {
  const tiers = rng.int(2, 4);
  const icing = rng.pick(["#fbf8f2", "#f6e7e1", tint(p.second, 0.55), "#f3ead8", tint(p.accent, 0.75)]);
  const decor = rng.pick(["flowers", "drip", "pearls", "ribbon", "ruffle"] as const);
  let out = ellipse(cx, base + 8, width * 0.75, 18, shade(p.floor, 0.35), `fill-opacity="0.35"`);
  // Stand.
  out += rect(cx - width * 0.08, base - 24, width * 0.16, 24, shade(p.accent, 0.1)) + ellipse(cx, base - 26, width * 0.62, 12, tint(p.accent, 0.3));
  let y = base - 30;
  let w = width;
  for (let t = 0; t < tiers; t++) {
    const h = rng.range(0.32, 0.42) * width * (t === 0 ? 1 : 0.9);
    out += rect(cx - w / 2, y - h, w, h, icing, `rx="6"`) + rect(cx - w / 2, y - h, w * 0.12, h, shade(icing, 0.05), `fill-opacity="0.6"`);
    out += ellipse(cx, y - h, w / 2, 10, tint(icing, 0.4));
    if (decor === "drip") for (let x = -w / 2 + 8; x < w / 2 - 8; x += 22) out += ellipse(cx + x, y - h + 8, 8, rng.range(10, 24), p.accent);
    if (decor === "pearls") for (let x = -w / 2 + 8; x < w / 2; x += 14) out += circle(cx + x, y - 6, 5, "#fffdf7", `stroke="#d9cfc0" stroke-width="1"`);
    if (decor === "ribbon") out += rect(cx - w / 2, y - 20, w, 14, p.accent);
    if (decor === "ruffle") for (let x = -w / 2; x < w / 2; x += 18) out += ellipse(cx + x + 9, y - 4, 10, 7, shade(icing, 0.07));
    if (decor === "flowers" && rng.chance(0.7)) out += flower(cx + rng.range(-w / 3, w / 3), y - h * 0.4, w * 0.09, rng.pick([p.accent, p.second]), rng);
    y -= h;
    w *= rng.range(0.68, 0.78);
  }
  out += flower(cx, y - 8, width * 0.1, p.accent, rng) + flower(cx + width * 0.08, y - 2, width * 0.07, p.second, rng);
  return out;
}

function couple(x: number, ground: number, s: number, dress: string, suit: string): string {
  const bride = path(`M${n(x - 10 * s)} ${n(ground)}L${n(x - 6 * s)} ${n(ground - 95 * s)}L${n(x + 22 * s)} ${n(ground - 95 * s)}L${n(x + 34 * s)} ${n(ground)}Z`, dress) + circle(x + 8 * s, ground - 110 * s, 12 * s, shade(dress, 0.55)) + rect(x - 2 * s, ground - 100 * s, 20 * s, 18 * s, dress);
  const gx = x + 44 * s;
  const groom = rect(gx - 11 * s, ground - 100 * s, 24 * s, 58 * s, suit, `rx="${n(6 * s)}"`) + rect(gx - 10 * s, ground - 44 * s, 9 * s, 44 * s, suit) + rect(gx + 2 * s, ground - 44 * s, 9 * s, 44 * s, suit) + circle(gx + 1 * s, ground - 114 * s, 12 * s, shade(suit, 0.2));
  return bride + groom;
}

function figure(x: number, ground: number, s: number, color: string): string {
  return rect(x - 11 * s, ground - 100 * s, 22 * s, 100 * s, color, `rx="${n(8 * s)}"`) + circle(x, ground - 114 * s, 12 * s, shade(color, 0.25));
}

function arch(cx: number, ground: number, w: number, h: number, color: string): string {
  const r = w / 2;
  return path(`M${n(cx - r)} ${n(ground)}V${n(ground - h + r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(ground - h + r)}V${n(ground)}`, "none", `stroke="${color}" stroke-width="16" stroke-linecap="round"`);
}

function car(rng: Rng, p: Palette, x: number, ground: number, s: number, kind: "vintage" | "limo" | "trolley" | "sedan"): string {
  const body = rng.pick(["#f4f1ea", "#1d1d22", p.accent, "#8a1c2b", "#2f4f6f", "#d9c7a3"]);
  const glass = "#b8d3e6";
  const wheels = (xs: number[]) => xs.map((wx) => circle(wx, ground - 22 * s, 24 * s, "#1c1c1c") + circle(wx, ground - 22 * s, 11 * s, "#c9c9c9")).join("");
  if (kind === "trolley") {
    const w = 430 * s;
    return rect(x, ground - 190 * s, w, 150 * s, p.accent, `rx="${n(18 * s)}"`) + rect(x, ground - 205 * s, w, 24 * s, shade(p.accent, 0.25), `rx="${n(10 * s)}"`) +
      Array.from({ length: 6 }, (_, i) => rect(x + 22 * s + i * 68 * s, ground - 170 * s, 50 * s, 52 * s, glass, `rx="${n(6 * s)}"`)).join("") +
      rect(x, ground - 80 * s, w, 14 * s, "#e9c46a") + wheels([x + 80 * s, x + w - 80 * s]);
  }
  const len = kind === "limo" ? 560 * s : kind === "vintage" ? 330 * s : 360 * s;
  const roofFrom = kind === "vintage" ? 0.3 : 0.28;
  const roofTo = kind === "limo" ? 0.8 : 0.66;
  const top = ground - (kind === "vintage" ? 150 : 125) * s;
  let out = ellipse(x + len / 2, ground, len * 0.55, 10 * s, "#000000", `fill-opacity="0.2"`);
  out += path(`M${n(x)} ${n(ground - 30 * s)}Q${n(x)} ${n(ground - 80 * s)} ${n(x + 40 * s)} ${n(ground - 80 * s)}L${n(x + len * roofFrom)} ${n(ground - 82 * s)}L${n(x + len * (roofFrom + 0.06))} ${n(top)}L${n(x + len * roofTo)} ${n(top)}L${n(x + len * (roofTo + 0.08))} ${n(ground - 82 * s)}L${n(x + len - 20 * s)} ${n(ground - 76 * s)}Q${n(x + len)} ${n(ground - 70 * s)} ${n(x + len)} ${n(ground - 30 * s)}Z`, body);
  out += path(`M${n(x + len * (roofFrom + 0.075))} ${n(top + 10 * s)}L${n(x + len * (roofTo - 0.01))} ${n(top + 10 * s)}L${n(x + len * (roofTo + 0.06))} ${n(ground - 86 * s)}L${n(x + len * (roofFrom + 0.02))} ${n(ground - 86 * s)}Z`, glass);
  if (kind === "vintage") out += path(`M${n(x + 30 * s)} ${n(ground - 30 * s)}Q${n(x + 70 * s)} ${n(ground - 75 * s)} ${n(x + 110 * s)} ${n(ground - 30 * s)}`, "none", `stroke="${shade(body, 0.3)}" stroke-width="${n(8 * s)}"`) + circle(x + 14 * s, ground - 62 * s, 10 * s, "#f7e08a");
  out += wheels([x + 70 * s, x + len - 70 * s]);
  // "Just married": ribbons and cans off the back.
  out += path(`M${n(x)} ${n(ground - 40 * s)}l${n(-60 * s)} ${n(30 * s)}M${n(x)} ${n(ground - 40 * s)}l${n(-80 * s)} ${n(10 * s)}`, "none", `stroke="${p.second}" stroke-width="${n(3 * s)}"`);
  out += rect(x - 70 * s, ground - 20 * s, 16 * s, 20 * s, "#c0c0c0") + rect(x - 92 * s, ground - 34 * s, 16 * s, 20 * s, "#d6d6d6");
  out += path(`M${n(x + len * 0.45)} ${n(ground - 82 * s)}q${n(20 * s)} ${n(-20 * s)} ${n(40 * s)} 0`, "none", `stroke="${p.second}" stroke-width="${n(6 * s)}"`);
  return out;
}

function glass(x: number, base: number, s: number, kind: "coupe" | "martini" | "highball" | "flute", drink: string): string {
  if (kind === "highball") return rect(x - 22 * s, base - 110 * s, 44 * s, 110 * s, "#ffffff", `fill-opacity="0.35" stroke="#ffffff" stroke-width="2"`) + rect(x - 20 * s, base - 80 * s, 40 * s, 78 * s, drink, `fill-opacity="0.85"`) + circle(x + 14 * s, base - 112 * s, 12 * s, "#e2c044");
  if (kind === "flute") return path(`M${n(x - 14 * s)} ${n(base - 150 * s)}L${n(x + 14 * s)} ${n(base - 150 * s)}L${n(x + 8 * s)} ${n(base - 70 * s)}L${n(x - 8 * s)} ${n(base - 70 * s)}Z`, drink, `fill-opacity="0.85"`) + rect(x - 2 * s, base - 70 * s, 4 * s, 66 * s, "#f4f4f4") + ellipse(x, base - 3 * s, 18 * s, 4 * s, "#f4f4f4");
  const bowl = kind === "coupe" ? `M${n(x - 44 * s)} ${n(base - 110 * s)}Q${n(x)} ${n(base - 50 * s)} ${n(x + 44 * s)} ${n(base - 110 * s)}Z` : `M${n(x - 48 * s)} ${n(base - 120 * s)}L${n(x + 48 * s)} ${n(base - 120 * s)}L${n(x)} ${n(base - 66 * s)}Z`;
  return path(bowl, drink, `fill-opacity="0.9" stroke="#ffffff" stroke-width="2"`) + rect(x - 2.5 * s, base - 74 * s, 5 * s, 70 * s, "#f4f4f4") + ellipse(x, base - 3 * s, 24 * s, 5 * s, "#f4f4f4") + circle(x + 30 * s, base - 116 * s, 8 * s, "#9bc53d");
}

function bottle(x: number, base: number, s: number, color: string, label: string): string {
  return rect(x - 16 * s, base - 110 * s, 32 * s, 110 * s, color, `rx="${n(6 * s)}"`) + rect(x - 6 * s, base - 150 * s, 12 * s, 44 * s, color) + rect(x - 14 * s, base - 70 * s, 28 * s, 30 * s, label);
}

function stringLights(rng: Rng, y: number, sag: number, color: string): string {
  let out = path(`M0 ${n(y)}Q${n(W / 2)} ${n(y + sag * 2)} ${n(W)} ${n(y)}`, "none", `stroke="#3a3a3a" stroke-width="2"`);
  for (let i = 1; i < 24; i++) {
    const t = i / 24;
    const px = t * W;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out += circle(px, py + 8, rng.range(6, 9), color) + circle(px, py + 8, 18, color, `fill-opacity="0.18"`);
  }
  return out;
}

function candle(x: number, base: number, h: number, color: string): string {
  return rect(x - 9, base - h, 18, h, color) + ellipse(x, base - h - 14, 6, 13, "#ffcf6b") + circle(x, base - h - 14, 26, "#ffd98a", `fill-opacity="0.22"`);
}

function plate(cx: number, cy: number, r: number, rng: Rng, p: Palette): string {
  let out = circle(cx, cy, r, "#fbfaf7", `stroke="#d8d2c8" stroke-width="2"`) + circle(cx, cy, r * 0.72, "#ffffff", `stroke="#ece7df" stroke-width="2"`);
  const dish = rng.pick(["salad", "entree", "pasta", "dessert"] as const);
  if (dish === "salad") for (let i = 0; i < 10; i++) out += leaf(cx + rng.range(-r * 0.4, r * 0.4), cy + rng.range(-r * 0.4, r * 0.4), r * 0.18, rng.range(0, 180), rng.pick(["#6b9a4b", "#8fbf5f", "#b5d37a"])) + (rng.chance(0.3) ? circle(cx + rng.range(-r * 0.3, r * 0.3), cy + rng.range(-r * 0.3, r * 0.3), r * 0.07, "#d64545") : "");
  if (dish === "entree") out += ellipse(cx - r * 0.1, cy, r * 0.35, r * 0.22, "#8a4b2a") + path(`M${n(cx - r * 0.4)} ${n(cy + r * 0.1)}q${n(r * 0.3)} ${n(r * 0.2)} ${n(r * 0.7)} 0`, "none", `stroke="#b8452f" stroke-width="${n(r * 0.06)}"`) + Array.from({ length: 5 }, (_, i) => rect(cx + r * 0.2 + i * 6, cy - r * 0.3, 5, r * 0.45, "#4f8a3a")).join("");
  if (dish === "pasta") for (let i = 0; i < 14; i++) out += path(`M${n(cx + rng.range(-r * 0.4, r * 0.4))} ${n(cy + rng.range(-r * 0.4, r * 0.4))}q${n(rng.range(-20, 20))} ${n(rng.range(-20, 20))} ${n(rng.range(-30, 30))} ${n(rng.range(-30, 30))}`, "none", `stroke="#e8c37a" stroke-width="5"`);
  if (dish === "dessert") out += rect(cx - r * 0.25, cy - r * 0.18, r * 0.5, r * 0.36, p.second, `rx="4"`) + circle(cx + r * 0.3, cy + r * 0.2, r * 0.08, p.accent) + path(`M${n(cx - r * 0.5)} ${n(cy + r * 0.35)}q${n(r * 0.5)} ${n(-r * 0.2)} ${n(r)} 0`, "none", `stroke="${p.accent}" stroke-width="4"`);
  return out;
}

type Shot = (rng: Rng, p: Palette, id: string) => string;

const SHOTS: Record<VendorCategorySlug, { subjects: string[]; shots: Shot[] }> = {
  bakers: {
    subjects: ["a tiered wedding cake", "wedding cakes on the dessert table", "a cupcake tower"],
    shots: [
      (rng, p, id) => room(rng, p, H * 0.72, id) + cake(rng, p, W * rng.range(0.4, 0.6), H * 0.8, rng.range(260, 340)),
      (rng, p, id) => {
        let out = room(rng, p, H * 0.66, id) + rect(0, H * 0.7, W, 24, tint(p.floor, 0.4));
        const count = rng.int(2, 3);
        for (let i = 0; i < count; i++) out += cake(rng, p, W * ((i + 0.5) / count) + rng.range(-40, 40), H * 0.82, rng.range(170, 230));
        return out;
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.7, id);
        const rows = rng.int(3, 4);
        for (let r = 0; r < rows; r++) {
          const y = H * 0.85 - r * 120;
          const count = rows - r + 2;
          out += rect(W / 2 - count * 55 - 10, y, count * 110 + 20, 10, shade(p.accent, 0.2));
          for (let i = 0; i < count; i++) {
            const x = W / 2 - count * 55 + 55 + i * 110;
            out += path(`M${n(x - 36)} ${n(y - 50)}L${n(x + 36)} ${n(y - 50)}L${n(x + 28)} ${n(y)}L${n(x - 28)} ${n(y)}Z`, rng.pick([p.accent, p.second, p.third])) + ellipse(x, y - 58, 42, 26, rng.pick(["#fbf8f2", tint(p.second, 0.5)])) + circle(x, y - 80, 8, p.accent);
          }
        }
        return out;
      },
    ],
  },
  florists: {
    subjects: ["a hand-tied bridal bouquet", "a table centerpiece", "a flower-covered ceremony arch"],
    shots: [
      (rng, p, id) => room(rng, p, H * 0.85, id) + bouquet(rng, p, W * rng.range(0.38, 0.62), H * 0.42, rng.range(190, 240)),
      (rng, p, id) => {
        const cx = W * rng.range(0.35, 0.65);
        return room(rng, p, H * 0.68, id) + rect(0, H * 0.68, W, H * 0.32, tint(p.second, 0.6)) + path(`M${n(cx - 70)} ${n(H * 0.78)}L${n(cx - 90)} ${n(H * 0.58)}L${n(cx + 90)} ${n(H * 0.58)}L${n(cx + 70)} ${n(H * 0.78)}Z`, rng.pick(["#d9c7a3", "#c9d6df", shade(p.accent, 0.2)])) + bouquet(rng, p, cx, H * 0.45, 170) + candle(cx - 240, H * 0.8, 120, "#fbf6ec") + candle(cx + 240, H * 0.8, 90, "#fbf6ec");
      },
      (rng, p, id) => {
        const cx = W * rng.range(0.4, 0.6);
        let out = outdoors(rng, p, H * 0.7, id) + arch(cx, H * 0.88, 420, 560, "#e8dcc8");
        const sides = rng.pick([[-1], [-1, 1], [1]]);
        for (const side of sides) for (let i = 0; i < 9; i++) out += bouquet(rng, p, cx + side * 210 + rng.range(-30, 30), H * 0.88 - i * 55, rng.range(40, 60));
        for (let i = 0; i < 6; i++) out += bouquet(rng, p, cx + rng.range(-180, 180), H * 0.88 - 520 + rng.range(-30, 30), rng.range(50, 70));
        return out;
      },
    ],
  },
  photographers: {
    subjects: ["a portrait of the couple at golden hour", "a print collage from a wedding day", "the couple under a tree"],
    shots: [
      (rng, p, id) => {
        const inner = outdoors(rng, p, H * 0.7, id) + couple(W * rng.range(0.3, 0.65), H * 0.86, rng.range(1.6, 2.2), "#fbf8f2", "#2b2b33");
        return inner + rect(0, 0, W, H, "none", `stroke="#ffffff" stroke-width="36"`);
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.55, id);
        const count = rng.int(4, 6);
        for (let i = 0; i < count; i++) {
          const x = rng.range(120, W - 360);
          const y = rng.range(80, H - 380);
          const rot = rng.range(-12, 12);
          const tone = rng.pick([p.accent, p.second, p.third, "#9cc7e8", "#f4b26b"]);
          out += `<g transform="rotate(${n(rot)} ${n(x + 120)} ${n(y + 150)})">${rect(x, y, 240, 290, "#fdfcf8", `stroke="#e2ddd3" stroke-width="2"`)}${rect(x + 16, y + 16, 208, 208, tone)}${couple(x + 90, y + 220, 0.9, "#fbf8f2", shade(tone, 0.6))}</g>`;
        }
        return out;
      },
      (rng, p, id) => {
        const tx = W * rng.range(0.25, 0.75);
        const ground = H * 0.86;
        let out = outdoors(rng, p, H * 0.72, id) + rect(tx - 18, ground - 330, 36, 330, "#5b4636");
        for (let i = 0; i < 18; i++) out += circle(tx + rng.range(-230, 230), ground - 380 + rng.range(-110, 90), rng.range(70, 120), rng.pick(["#5f8a4a", "#6f9a55", "#4d7a3e", p.third]), `fill-opacity="0.9"`);
        return out + couple(tx + rng.pick([-220, 120]), ground, 1.5, "#fbf8f2", "#2b2b33") + rect(0, 0, W, H, "none", `stroke="#ffffff" stroke-width="36"`);
      },
    ],
  },
  videographers: {
    subjects: ["a film still of the first dance", "a film still of the sparkler send-off", "a film still of the ceremony"],
    shots: ([
      (rng, p, id) => room(rng, p, H * 0.7, id) + circle(W / 2, H * 0.3, 300, "#fff3c4", `fill-opacity="0.25"`) + couple(W * rng.range(0.4, 0.55), H * 0.82, 2.4, "#fbf8f2", "#22222a"),
      (rng, _p, _id) => {
        let out = rect(0, 0, W, H, "#1a1530") + rect(0, H * 0.75, W, H * 0.25, "#2a2238");
        for (let i = 0; i < 14; i++) {
          const x = 80 + i * 80 + rng.range(-10, 10);
          out += figure(x, H * 0.86, rng.range(1.2, 1.5), "#0f0c1c");
          for (let k = 0; k < 10; k++) out += circle(x + 16 + rng.range(-26, 26), H * 0.6 - rng.range(0, 90), rng.range(2, 4), "#ffd36b");
        }
        return out + couple(W * rng.range(0.35, 0.6), H * 0.9, 1.9, "#fbf8f2", "#0f0c1c");
      },
      (rng, p, id) => {
        const cx = W * rng.range(0.4, 0.6);
        let out = outdoors(rng, p, H * 0.68, id) + arch(cx, H * 0.8, 320, 420, tint(p.accent, 0.3));
        out += couple(cx - 40, H * 0.8, 1.3, "#fbf8f2", "#2b2b33");
        for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) out += figure(cx - 420 + c * 50, H * 0.96 - r * 20, 0.9, shade(p.floor, 0.3 + r * 0.1)) + figure(cx + 220 + c * 50, H * 0.96 - r * 20, 0.9, shade(p.floor, 0.3 + r * 0.1));
        return out;
      },
    ] as Shot[]).map((shot): Shot => (rng, p, id) => {
      // Cinematic letterbox and a scrub bar, so the stills read as film.
      const bar = H * 0.12;
      return shot(rng, p, id) + rect(0, 0, W, bar, "#000000") + rect(0, H - bar, W, bar, "#000000") + rect(80, H - bar / 2, W - 160, 6, "#555555") + rect(80, H - bar / 2, (W - 160) * rng.range(0.2, 0.8), 6, p.accent) + path(`M40 ${n(H - bar / 2 - 14)}l24 14l-24 14z`, "#ffffff");
    }),
  },
  caterers: {
    subjects: ["plated dinner from above", "a grazing table", "passed appetizers"],
    shots: [
      (rng, p, _id) => {
        let out = rect(0, 0, W, H, rng.pick(["#f5efe4", "#e9eef2", tint(p.second, 0.55), "#3b3330"]));
        out += rect(0, H * 0.3, W, H * 0.4, tint(p.accent, 0.75), `fill-opacity="0.6"`);
        const count = rng.int(2, 3);
        for (let i = 0; i < count; i++) {
          const cx = W * ((i + 0.5) / count);
          out += plate(cx, H * 0.5, rng.range(120, 160), rng, p) + rect(cx - 200, H * 0.36, 12, 240, "#c9c9c9", `rx="5"`) + rect(cx + 188, H * 0.36, 12, 240, "#c9c9c9", `rx="5"`) + circle(cx + 150, H * 0.24, 40, "#ffffff", `fill-opacity="0.5" stroke="#d8d8d8" stroke-width="2"`);
        }
        return out;
      },
      (rng, p, _id) => {
        let out = rect(0, 0, W, H, rng.pick(["#6b4f3a", "#3d3a36", "#8a6b4d"]));
        for (let i = 0; i < 40; i++) {
          const x = rng.range(40, W - 40);
          const y = rng.range(40, H - 40);
          const kind = rng.int(0, 3);
          if (kind === 0) out += circle(x, y, rng.range(18, 34), rng.pick(["#f1d38a", "#e8c37a", "#fff2c9"]));
          if (kind === 1) out += ellipse(x, y, rng.range(20, 40), rng.range(12, 20), rng.pick(["#8e2f4a", "#6a1f3a", "#b33a3a"]));
          if (kind === 2) out += leaf(x, y, rng.range(20, 40), rng.range(0, 180), rng.pick(["#6b9a4b", "#4f6f43"]));
          if (kind === 3) out += rect(x, y, rng.range(40, 70), rng.range(20, 30), rng.pick(["#e9d8a6", "#d4a373"]), `transform="rotate(${n(rng.range(-30, 30))} ${n(x)} ${n(y)})"`);
        }
        return out + plate(W * rng.range(0.3, 0.7), H * 0.5, 110, rng, p);
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.6, id);
        const cx = W * rng.range(0.35, 0.65);
        out += ellipse(cx, H * 0.72, 360, 90, "#c9c9c9") + ellipse(cx, H * 0.71, 340, 80, "#e8e8e8");
        for (let i = 0; i < 14; i++) {
          const x = cx + rng.range(-280, 280);
          const y = H * 0.71 + rng.range(-50, 40);
          out += circle(x, y, 20, rng.pick(["#f1d38a", "#d98c6a", p.third])) + leaf(x, y - 16, 14, rng.range(0, 180), "#4f8a3a");
        }
        return out + figure(cx + 420, H * 0.95, 2.6, "#1f1f25");
      },
    ],
  },
  djband: {
    subjects: ["the DJ booth under the lights", "the band on stage", "a packed dance floor"],
    shots: [
      (rng, p, _id) => stage(rng, p) + booth(rng, p, W * rng.range(0.35, 0.65)),
      (rng, p, _id) => {
        let out = stage(rng, p);
        const players = rng.int(3, 5);
        for (let i = 0; i < players; i++) {
          const x = W * ((i + 0.5) / players);
          out += figure(x, H * 0.72, 1.6, "#121018") + rect(x + 20, H * 0.55, 4, 120, "#777777") + circle(x + 22, H * 0.55, 8, "#999999");
        }
        out += circle(W * 0.5, H * 0.66, 70, "#1e1b26") + circle(W * 0.5, H * 0.66, 60, "#2c2838") + ellipse(W * 0.42, H * 0.6, 40, 12, "#d4af37") + ellipse(W * 0.58, H * 0.6, 40, 12, "#d4af37");
        return out;
      },
      (rng, p, _id) => {
        let out = stage(rng, p);
        for (let i = 0; i < 26; i++) out += figure(rng.range(40, W - 40), H * rng.range(0.88, 1.02), rng.range(1.3, 1.9), rng.pick(["#15121d", "#1d1826", "#251f30"]));
        return out + booth(rng, p, W * rng.range(0.3, 0.7));
      },
    ],
  },
  weddingplanners: {
    subjects: ["a ceremony aisle ready for guests", "a planning flat lay with the timeline", "a reception room before the doors open"],
    shots: [
      (rng, p, id) => {
        const cx = W * rng.range(0.4, 0.6);
        let out = outdoors(rng, p, H * 0.45, id) + arch(cx, H * 0.55, 220, 300, tint(p.accent, 0.4)) + bouquet(rng, p, cx - 110, H * 0.3, 50) + bouquet(rng, p, cx + 110, H * 0.3, 50);
        out += path(`M${n(cx - 40)} ${n(H * 0.56)}L${n(cx + 40)} ${n(H * 0.56)}L${n(cx + 220)} ${n(H)}L${n(cx - 220)} ${n(H)}Z`, "#f7f3ea");
        for (let r = 0; r < 6; r++) {
          const y = H * 0.6 + r * r * 9 + r * 30;
          const s = 0.5 + r * 0.25;
          for (let c = 1; c <= 3; c++) {
            out += rect(cx - 60 - c * 70 * s - r * 30, y, 44 * s, 50 * s, "#ffffff", `stroke="#d9d2c6" stroke-width="2"`) + rect(cx + 60 + c * 70 * s + r * 30 - 44 * s, y, 44 * s, 50 * s, "#ffffff", `stroke="#d9d2c6" stroke-width="2"`);
          }
        }
        return out;
      },
      (rng, p, _id) => {
        let out = rect(0, 0, W, H, rng.pick(["#efe8dd", "#e4e9ec", tint(p.second, 0.6)]));
        const x = rng.range(180, 420);
        out += rect(x, 100, 440, 600, "#ffffff", `transform="rotate(${n(rng.range(-6, 6))} ${n(x + 220)} 400)"`);
        for (let i = 0; i < 9; i++) out += rect(x + 40, 170 + i * 56, 26, 26, "none", `stroke="${p.accent}" stroke-width="3"`) + rect(x + 86, 180 + i * 56, rng.range(160, 300), 8, "#c9c2b6") + (i < rng.int(2, 7) ? path(`M${n(x + 44)} ${n(183 + i * 56)}l8 10l16 -18`, "none", `stroke="${p.accent}" stroke-width="4"`) : "");
        for (let i = 0; i < 5; i++) out += rect(760 + (i % 3) * 110, 150 + Math.floor(i / 3) * 130, 90, 110, [p.accent, p.second, p.third, tint(p.accent, 0.4), p.floor][i]!, `rx="6"`);
        return out + rect(760, 480, 300, 14, "#2f2a26", `rx="7" transform="rotate(-18 910 487)"`) + bouquet(rng, p, 960, 610, 80);
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.45, id) + stringLights(rng, 60, 60, "#ffe8a3");
        for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) {
          const x = 220 + c * 380 + (r ? 190 : 0) - (r ? 190 : 0);
          const y = H * 0.58 + r * 170;
          out += ellipse(x, y, 150 + r * 20, 46 + r * 8, "#fbf8f2") + rect(x - 150 - r * 20, y, 300 + r * 40, 60, "#f1ece2") + candle(x - 30, y - 10, 40, "#fbf6ec") + bouquet(rng, p, x + 20, y - 60, 36);
        }
        return out;
      },
    ],
  },
  hairmakeup: {
    subjects: ["the getting-ready mirror", "a makeup flat lay", "a finished bridal updo"],
    shots: [
      (rng, p, id) => {
        const cx = W * rng.range(0.4, 0.6);
        let out = room(rng, p, H * 0.74, id) + rect(cx - 260, 90, 520, 520, shade(p.wall[1], 0.15), `rx="30"`) + rect(cx - 230, 120, 460, 460, mix("#dfe8ee", p.wall[0], 0.4), `rx="20"`);
        for (let i = 0; i < 6; i++) out += circle(cx - 245, 140 + i * 85, 14, "#fff4cf") + circle(cx + 245, 140 + i * 85, 14, "#fff4cf") + circle(cx - 245, 140 + i * 85, 30, "#fff4cf", `fill-opacity="0.2"`);
        for (let i = 0; i < 4; i++) out += rect(cx - 200 + i * 110, H * 0.74 - 60, 30, 60, [p.accent, p.second, "#2f2a26", p.third][i]!, `rx="6"`);
        return out;
      },
      (rng, p, _id) => {
        let out = rect(0, 0, W, H, rng.pick(["#f4ece6", "#f1e4e6", "#e9e6e1", tint(p.second, 0.6)]));
        for (let i = 0; i < 6; i++) {
          const x = rng.range(120, W - 120);
          const y = rng.range(120, H - 120);
          const a = rng.range(-60, 60);
          out += `<g transform="rotate(${n(a)} ${n(x)} ${n(y)})">${rect(x - 8, y - 140, 16, 180, rng.pick(["#2f2a26", "#c9a27e", "#e8d5c4"]), `rx="6"`)}${ellipse(x, y - 160, 22, 40, rng.pick(["#c49a7a", "#3a2a22", "#e8c9b0"]))}</g>`;
        }
        const px = rng.range(300, 800);
        out += rect(px, 220, 360, 240, "#1f1c1b", `rx="14"`);
        for (let i = 0; i < 8; i++) out += circle(px + 55 + (i % 4) * 83, 290 + Math.floor(i / 4) * 100, 32, mix(p.accent, ["#f1c4b0", "#c47a5a", "#8a4b3a", "#e8b4a0"][i % 4]!, 0.6));
        for (let i = 0; i < 3; i++) out += rect(px + 420 + i * 60, 480, 34, 120, "#d4af37", `rx="4"`) + rect(px + 424 + i * 60, 430, 26, 56, [p.accent, "#b0243a", p.second][i]!, `rx="8"`);
        return out;
      },
      (rng, p, id) => {
        const cx = W * rng.range(0.4, 0.6);
        const hair = rng.pick(["#3a2618", "#6b4226", "#c79a5b", "#1a1412", "#8a4b2a"]);
        let out = room(rng, p, H, id) + ellipse(cx, H * 0.45, 150, 190, "#e8c4a8") + ellipse(cx + 40, H * 0.3, 190, 170, hair) + circle(cx + 160, H * 0.26, 90, hair) + rect(cx - 70, H * 0.6, 140, 260, "#e8c4a8") + path(`M${n(cx - 260)} ${n(H)}Q${n(cx)} ${n(H * 0.7)} ${n(cx + 260)} ${n(H)}Z`, p.light === "#ffffff" ? "#f7f3ea" : "#fbf8f2");
        for (let i = 0; i < 5; i++) out += flower(cx + 160 + rng.range(-70, 70), H * 0.26 + rng.range(-60, 60), 22, rng.pick([p.accent, p.second, "#ffffff"]), rng);
        return out;
      },
    ],
  },
  transportation: {
    subjects: ["the getaway car", "a trolley for the wedding party", "a limousine at the curb"],
    shots: [
      (rng, p, id) => outdoors(rng, p, H * 0.62, id) + rect(0, H * 0.78, W, H * 0.22, "#5d5d63") + rect(0, H * 0.88, W, 8, "#e9e3d0") + car(rng, p, W * rng.range(0.18, 0.42), H * 0.86, rng.range(1.6, 1.9), "vintage"),
      (rng, p, id) => outdoors(rng, p, H * 0.6, id) + rect(0, H * 0.78, W, H * 0.22, "#6a6a70") + car(rng, p, W * rng.range(0.1, 0.3), H * 0.9, rng.range(1.5, 1.7), "trolley"),
      (rng, p, id) => {
        let out = room(rng, p, H * 0.62, id) + rect(0, H * 0.78, W, H * 0.22, "#3d3d44");
        for (let i = 0; i < 5; i++) out += rect(80 + i * 240, H * 0.2, 150, H * 0.4, shade(p.wall[1], 0.2), `rx="70"`);
        return out + car(rng, p, W * rng.range(0.08, 0.2), H * 0.9, 1.55, rng.pick(["limo", "sedan"] as const));
      },
    ],
  },
  officiants: {
    subjects: ["the vows under the arch", "the rings on an open book", "an outdoor ceremony"],
    shots: [
      (rng, p, id) => {
        const cx = W * rng.range(0.42, 0.58);
        return room(rng, p, H * 0.8, id) + arch(cx, H * 0.82, 440, 600, tint(p.accent, 0.35)) + bouquet(rng, p, cx - 220, H * 0.25, 70) + bouquet(rng, p, cx + 220, H * 0.25, 70) + figure(cx, H * 0.8, 1.7, "#3a3550") + couple(cx - 200, H * 0.86, 1.5, "#fbf8f2", "#2b2b33") + figure(cx + 170, H * 0.86, 1.5, "#2b2b33");
      },
      (rng, p, _id) => {
        const cx = W * rng.range(0.4, 0.6);
        let out = rect(0, 0, W, H, rng.pick(["#5a4636", "#3d3431", tint(p.second, 0.5), "#e9e2d4"]));
        out += path(`M${n(cx - 420)} 220Q${n(cx - 210)} 180 ${n(cx)} 230Q${n(cx + 210)} 180 ${n(cx + 420)} 220L${n(cx + 420)} 640Q${n(cx + 210)} 600 ${n(cx)} 650Q${n(cx - 210)} 600 ${n(cx - 420)} 640Z`, "#fbf7ee");
        for (let i = 0; i < 9; i++) out += rect(cx - 370, 280 + i * 36, rng.range(260, 330), 8, "#cfc6b6") + rect(cx + 50, 280 + i * 36, rng.range(260, 330), 8, "#cfc6b6");
        out += circle(cx - 30, 440, 56, "none", `stroke="#d4af37" stroke-width="16"`) + circle(cx + 40, 460, 50, "none", `stroke="${rng.pick(["#d4af37", "#c0c0c0", "#e6b8a2"])}" stroke-width="14"`);
        return out + leaf(cx + 250, 600, 60, 30, "#6b8f5a") + flower(cx + 300, 590, 40, p.accent, rng);
      },
      (rng, p, id) => {
        const cx = W * rng.range(0.35, 0.65);
        return outdoors(rng, p, H * 0.66, id) + rect(cx - 8, H * 0.5, 16, H * 0.35, "#8b6a45") + rect(cx - 200, H * 0.5, 16, H * 0.35, "#8b6a45") + rect(cx - 210, H * 0.5, 420, 14, "#8b6a45") + rect(cx + 184, H * 0.5, 16, H * 0.35, "#8b6a45") + path(`M${n(cx - 200)} ${n(H * 0.51)}Q${n(cx)} ${n(H * 0.66)} ${n(cx + 200)} ${n(H * 0.51)}`, "none", `stroke="${tint(p.second, 0.3)}" stroke-width="22"`) + figure(cx, H * 0.84, 1.3, "#3a3550") + couple(cx - 130, H * 0.88, 1.3, "#fbf8f2", "#2b2b33");
      },
    ],
  },
  bartenders: {
    subjects: ["the back bar", "signature cocktails", "a champagne tower"],
    shots: [
      (rng, p, id) => {
        let out = room(rng, p, H * 0.7, id);
        for (let s = 0; s < 2; s++) {
          out += rect(60, 260 + s * 190, W - 120, 12, "#6b4f3a");
          for (let i = 0; i < 12; i++) out += bottle(120 + i * 85 + rng.range(-8, 8), 258 + s * 190, rng.range(0.8, 1.05), rng.pick(["#2f5a3a", "#6a3a1f", "#c9d6df", "#8a1c2b", "#d4a84f", "#3f5f8a"]), "#f4efe2");
        }
        return out + rect(0, H * 0.7, W, 40, shade(p.floor, 0.2)) + glass(W * 0.3, H * 0.7, 1, "coupe", p.accent) + glass(W * 0.7, H * 0.7, 1, "highball", p.second);
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.72, id);
        const kinds = ["coupe", "martini", "highball", "flute"] as const;
        const count = rng.int(3, 4);
        for (let i = 0; i < count; i++) out += glass(W * ((i + 0.5) / count), H * 0.82, rng.range(1.6, 2), rng.pick(kinds), rng.pick([p.accent, p.second, "#f2c14e", "#e76f51", "#9bc5a3"]));
        return out;
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.8, id);
        const levels = rng.int(4, 5);
        for (let l = 0; l < levels; l++) {
          const count = levels - l;
          for (let i = 0; i < count; i++) out += glass(W / 2 + (i - (count - 1) / 2) * 100, H * 0.85 - l * 110, 1, "coupe", "#f3d98b");
        }
        return out;
      },
    ],
  },
  decorators: {
    subjects: ["a candlelit reception table", "draped ceiling and string lights", "a lounge corner"],
    shots: [
      (rng, p, id) => {
        let out = room(rng, p, H * 0.55, id) + path(`M0 ${n(H * 0.62)}L${n(W)} ${n(H * 0.62)}L${n(W)} ${n(H)}L0 ${n(H)}Z`, tint(p.second, 0.55));
        for (let i = 0; i < 9; i++) out += candle(100 + i * 125 + rng.range(-20, 20), H * 0.72, rng.range(60, 180), rng.pick(["#fbf6ec", tint(p.accent, 0.7)]));
        for (let i = 0; i < 4; i++) out += bouquet(rng, p, 200 + i * 270, H * 0.7, 48);
        return out;
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.8, id);
        for (let i = 0; i < 5; i++) out += path(`M${n(i * 300 - 60)} 0Q${n(i * 300 + 90)} ${n(rng.range(160, 240))} ${n(i * 300 + 240)} 0Z`, "#ffffff", `fill-opacity="0.65"`);
        out += stringLights(rng, 40, 90, "#ffe8a3") + stringLights(rng, 120, 70, "#ffe8a3");
        for (let i = 0; i < 4; i++) out += ellipse(180 + i * 280, H * 0.85, 120, 30, "#fbf8f2") + candle(180 + i * 280, H * 0.84, 50, "#fbf6ec");
        return out;
      },
      (rng, p, id) => {
        let out = room(rng, p, H * 0.7, id);
        const cx = W * rng.range(0.35, 0.65);
        out += rect(cx - 300, H * 0.5, 600, 160, p.accent, `rx="40"`) + rect(cx - 320, H * 0.62, 640, 120, shade(p.accent, 0.15), `rx="30"`);
        for (let i = 0; i < 3; i++) out += rect(cx - 240 + i * 170, H * 0.54, 140, 90, rng.pick([p.second, p.third, tint(p.accent, 0.5)]), `rx="20"`);
        out += ellipse(cx, H * 0.9, 180, 40, "#d9c7a3") + candle(cx - 40, H * 0.88, 40, "#fbf6ec") + candle(cx + 40, H * 0.88, 60, "#fbf6ec");
        for (let i = 0; i < 6; i++) out += path(`M${n(cx + 380)} ${n(H * 0.7)}q${n(rng.range(-80, 80))} ${n(-rng.range(200, 330))} ${n(rng.range(-40, 40))} ${n(-rng.range(300, 420))}`, "none", `stroke="#d8c3a0" stroke-width="${n(rng.range(10, 18))}" stroke-linecap="round"`);
        return out + rect(cx + 350, H * 0.7, 60, 90, "#c9b59a", `rx="10"`);
      },
    ],
  },
};

function stage(rng: Rng, p: Palette): string {
  const back = mix("#120f1a", p.accent, rng.range(0.08, 0.3));
  let out = rect(0, 0, W, H, back) + rect(0, H * 0.72, W, H * 0.28, mix(back, p.floor, 0.3));
  const colors = [p.accent, p.second, "#5ad1e6", "#e65ad1", "#f2c14e"];
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, W);
    const c = rng.pick(colors);
    out += path(polygon([[x - 14, 0], [x + 14, 0], [x + rng.range(-300, 300) + 160, H * 0.85], [x + rng.range(-300, 300) - 160, H * 0.85]]), c, `fill-opacity="0.18"`);
    out += circle(x, 10, 16, c);
  }
  return out;
}

function booth(rng: Rng, p: Palette, cx: number): string {
  let out = figure(cx, H * 0.62, 1.6, "#0c0a12");
  out += rect(cx - 260, H * 0.58, 520, 200, shade(p.accent, 0.55), `rx="10"`) + rect(cx - 260, H * 0.58, 520, 18, "#2f2a38");
  out += circle(cx - 150, H * 0.585, 54, "#16141c") + circle(cx - 150, H * 0.585, 12, p.accent) + circle(cx + 150, H * 0.585, 54, "#16141c") + circle(cx + 150, H * 0.585, 12, p.accent);
  for (const side of [-1, 1]) {
    const sx = cx + side * 420;
    out += rect(sx - 70, H * 0.42, 140, 330, "#17151d", `rx="8"`) + circle(sx, H * 0.52, 40, "#2a2733") + circle(sx, H * 0.66, 56, "#2a2733") + circle(sx, H * 0.66, 18, "#0c0a12");
  }
  return out;
}

export function renderPortfolioImage(vendor: ArtVendor, index: number, options: { thumb?: boolean } = {}): string {
  const { shots } = SHOTS[vendor.category];
  const order = rotation(vendor.slug, shots.length);
  const shot = shots[order[index % shots.length]!]!;
  const rng = createRng(`${vendor.slug}:${index}`);
  const p = paletteFor(`${vendor.slug}:${Math.floor(index / shots.length)}`);
  const id = `v${index}`;
  const body = shot(rng, p, id);
  const size = options.thumb ? `width="480" height="320"` : `width="${W}" height="${H}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" ${size} role="img"><title>${escapeXml(portfolioImageAlt(vendor, index))}</title>${body}</svg>`;
}

/** Which shot comes first differs vendor to vendor, so their cover pictures differ too. */
function rotation(slug: string, count: number): number[] {
  const start = hashString(`cover:${slug}`) % count;
  return Array.from({ length: count }, (_, i) => (start + i) % count);
}

export function portfolioImageAlt(vendor: ArtVendor, index: number): string {
  const { subjects, shots } = SHOTS[vendor.category];
  const order = rotation(vendor.slug, shots.length);
  const subject = subjects[order[index % shots.length]!] ?? subjects[0]!;
  return `${vendor.businessName}: ${subject}`;
}
