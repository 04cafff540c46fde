import type { Rng } from "../random.ts";
import { circle, ellipse, linearGradient, mix, n, path, polygon, radialGradient, rect, shade, tint, type Point } from "../svg.ts";

/** Light of the hour a picture is taken at. */
export interface TimeOfDay {
  id: "morning" | "day" | "golden" | "sunset" | "dusk" | "night";
  label: string;
  sky: readonly [string, string, string];
  sun: string;
  sunAlpha: number;
  haze: string;
  land: string;
  light: string;
  /** Windows and string lights are on. */
  lit: boolean;
  /** How far colors of lit surfaces lean toward the light color. */
  warmth: number;
  /** How this light darkens a color and what it casts over it: see `lit`. */
  dim: number;
  cast: readonly [string, number];
  /** The season's foliage under this light (a summer green unless `inSeason` says otherwise). */
  leaves: readonly string[];
  season: Season;
}

export type Season = "spring" | "summer" | "fall" | "winter";

/** A color as this light shows it; `strength` below 1 for what should stand out of the dark. */
export function lit(time: Pick<TimeOfDay, "dim" | "cast">, color: string, strength = 1): string {
  return mix(shade(color, time.dim * strength), time.cast[0], time.cast[1] * strength);
}

interface SeasonLook {
  land: string;
  leaves: readonly string[];
  /** Distant woods. */
  woods: string;
  /** How far a clear sky turns gray. */
  overcast: number;
  blossom?: readonly string[];
  snow?: boolean;
}

export const SEASONS: Record<Season, SeasonLook> = {
  spring: { land: "#7aa646", leaves: ["#8cbf4f", "#9dc65a", "#74a843"], woods: "#7a9a4a", overcast: 0, blossom: ["#f6c9d6", "#ffffff", "#f2a7bd"] },
  summer: { land: "#66893f", leaves: ["#4f7a32", "#5d8a38", "#46702e"], woods: "#55783a", overcast: 0 },
  fall: { land: "#8f8a48", leaves: ["#d9822b", "#c4502a", "#e3b23c", "#a8432c", "#8a8a3a"], woods: "#a0683a", overcast: 0.1 },
  winter: { land: "#e4eaee", leaves: ["#33523f", "#3d5a45"], woods: "#7a726b", overcast: 0.35, snow: true },
};

/** The same hour in another season: the land, the leaves and (in winter) a grayer sky change. */
export function inSeason(time: TimeOfDay, season: Season): TimeOfDay {
  const look = SEASONS[season];
  const gray = (color: string) => mix(color, "#b8bec6", look.overcast * (time.lit ? 0.3 : 1));
  return {
    ...time,
    season,
    land: lit(time, look.land),
    leaves: look.leaves.map((leaf) => lit(time, leaf)),
    sky: [gray(time.sky[0]), gray(time.sky[1]), gray(time.sky[2])],
    haze: gray(time.haze),
  };
}

const summer = (time: Omit<TimeOfDay, "land" | "leaves" | "season">): TimeOfDay => ({
  ...time,
  season: "summer",
  land: lit(time, SEASONS.summer.land),
  leaves: SEASONS.summer.leaves.map((leaf) => lit(time, leaf)),
});

export const TIMES: Record<TimeOfDay["id"], TimeOfDay> = {
  morning: summer({ id: "morning", label: "morning", sky: ["#7d9cc4", "#c9d6e6", "#f4e1d2"], sun: "#fff4e0", sunAlpha: 0.6, haze: "#e6e4e4", light: "#fff3e0", lit: false, warmth: 0.06, dim: 0.02, cast: ["#d8dde6", 0.22] }),
  day: summer({ id: "day", label: "midday", sky: ["#4a7fbf", "#8fbce3", "#dcebf3"], sun: "#fffbea", sunAlpha: 0.45, haze: "#dce7ea", light: "#fff6df", lit: false, warmth: 0.05, dim: 0, cast: ["#ffffff", 0] }),
  golden: summer({ id: "golden", label: "golden hour", sky: ["#5873a3", "#e2b58c", "#f8d9a6"], sun: "#fff0c2", sunAlpha: 0.85, haze: "#f0d0a4", light: "#ffd698", lit: false, warmth: 0.18, dim: 0.04, cast: ["#e0a040", 0.18] }),
  sunset: summer({ id: "sunset", label: "sunset", sky: ["#2e3868", "#b8667a", "#f4a35e"], sun: "#ffd699", sunAlpha: 0.95, haze: "#e39c7c", light: "#ffc08a", lit: true, warmth: 0.25, dim: 0.3, cast: ["#b0604a", 0.14] }),
  dusk: summer({ id: "dusk", label: "dusk", sky: ["#121a3a", "#3a4477", "#c78a78"], sun: "#f3b089", sunAlpha: 0.35, haze: "#6f6688", light: "#ffcf7e", lit: true, warmth: 0.1, dim: 0.6, cast: ["#2a3050", 0.18] }),
  night: summer({ id: "night", label: "night", sky: ["#060a1c", "#131c3e", "#2c3560"], sun: "#e8ecf5", sunAlpha: 0.25, haze: "#2a3050", light: "#ffcf7e", lit: true, warmth: 0.08, dim: 0.72, cast: ["#101838", 0.3] }),
};

export const W = 1600;
export const H = 1067;

/** The sky: a vertical gradient, a sun glow and a few soft clouds. `horizon` is where the sky meets the land. */
export function sky(rng: Rng, time: TimeOfDay, horizon: number, id = "sky", width = W): { defs: string; body: string } {
  const [top, middle, low] = time.sky;
  const sunX = rng.range(width * 0.2, width * 0.8);
  const sunY = time.id === "day" || time.id === "night" ? horizon * rng.range(0.15, 0.35) : time.id === "morning" ? horizon * rng.range(0.5, 0.7) : horizon - rng.range(10, 90);
  const defs =
    linearGradient(`${id}-g`, [
      [0, top],
      [0.55, middle],
      [1, low],
    ]) +
    radialGradient(`${id}-sun`, [
      [0, time.sun, time.sunAlpha],
      [0.25, time.sun, time.sunAlpha * 0.45],
      [1, time.sun, 0],
    ]);
  let body = rect(0, 0, width, horizon + 2, `url(#${id}-g)`);
  body += ellipse(sunX, sunY, width * 0.42, horizon * 0.75, `url(#${id}-sun)`);
  const dark = time.id === "dusk" || time.id === "night";
  if (!dark) body += circle(sunX, sunY, time.id === "day" ? 26 : 34, tint(time.sun, 0.3), `opacity="${time.id === "day" ? 0.55 : 0.8}"`);
  else {
    const stars = time.id === "night" ? 110 : 60;
    for (let i = 0; i < stars; i++) body += circle(rng.range(0, width), rng.range(0, horizon * (time.id === "night" ? 0.8 : 0.55)), rng.range(0.6, 1.7), "#ffffff", `opacity="${n(rng.range(0.3, 0.9))}"`);
    // The moon, with a shadow for its phase.
    if (time.id === "night") body += circle(sunX, sunY, 30, "#f4f1e4") + circle(sunX + rng.range(8, 26), sunY - 6, 28, mix(top, middle, Math.min(1, sunY / horizon / 0.55)), `opacity="0.92"`);
  }
  const clouds = rng.int(2, 5);
  const cloudColor = time.id === "day" || time.id === "morning" ? "#ffffff" : mix(time.sky[2], "#ffffff", 0.35);
  for (let i = 0; i < clouds; i++) {
    const cx = rng.range(0, width);
    const cy = rng.range(horizon * 0.12, horizon * 0.6);
    const w = rng.range(140, 320);
    const puffs = rng.int(3, 6);
    let cloud = "";
    for (let p = 0; p < puffs; p++) cloud += ellipse(cx + (p - puffs / 2) * w * 0.22, cy + rng.range(-8, 8), w * rng.range(0.18, 0.3), w * rng.range(0.06, 0.11), cloudColor);
    body += `<g opacity="${n(rng.range(0.25, 0.5))}">${cloud}</g>`;
  }
  return { defs, body };
}

/** Rolling hills along the horizon; `amplitude` is how high they rise above `base`. */
export function hills(rng: Rng, base: number, amplitude: number, color: string, width = W): string {
  const waves = [rng.range(0.002, 0.005), rng.range(0.006, 0.012), rng.range(0.015, 0.03)];
  const phases = waves.map(() => rng.range(0, Math.PI * 2));
  const points: Point[] = [[0, H]];
  for (let x = 0; x <= width; x += 20) {
    const y = waves.reduce((sum, k, i) => sum + Math.sin(x * k + (phases[i] ?? 0)) * (i === 0 ? 1 : i === 1 ? 0.45 : 0.15), 0);
    points.push([x, base - amplitude * (0.55 + y * 0.45)]);
  }
  points.push([width, H]);
  return path(polygon(points), color);
}

/** A band of tree crowns standing on `base`. */
export function treeLine(rng: Rng, base: number, height: number, color: string, width = W, density = 1): string {
  let out = "";
  let x = -40;
  while (x < width + 40) {
    const h = height * rng.range(0.55, 1.1);
    const r = h * rng.range(0.3, 0.45);
    out += ellipse(x, base - h + r, r, r * 1.15, shade(color, rng.range(0, 0.15)));
    out += ellipse(x + r * 0.5, base - h * 0.6, r * 0.9, r, color);
    x += r * rng.range(1.1, 1.7) / density;
  }
  return out + rect(0, base - height * 0.35, width, height * 0.35 + 2, color);
}

export type TreeKind = "round" | "conifer" | "poplar" | "oak";

/** What the season does to one tree: spring blossom, bare winter branches, snow on the evergreens. */
export interface TreeSeason {
  blossom?: readonly string[];
  snow?: boolean;
}

/** One tree on `baseY`, `height` tall. */
export function tree(rng: Rng, x: number, baseY: number, height: number, color: string, kind: TreeKind = "round", season: TreeSeason = {}): string {
  const trunk = shade(color, 0.55);
  if (season.snow && kind !== "conifer") return bareTree(rng, x, baseY, height, mix(color, "#3a302a", 0.7));
  if (kind === "conifer") {
    let out = rect(x - height * 0.025, baseY - height * 0.2, height * 0.05, height * 0.2, trunk);
    const tiers = 4;
    for (let i = 0; i < tiers; i++) {
      const top = baseY - height * (0.35 + i * 0.18) - height * 0.1;
      const bottom = baseY - height * (0.12 + i * 0.18);
      const w = height * (0.32 - i * 0.06);
      out += path(polygon([[x - w, bottom], [x, top], [x + w, bottom]]), shade(color, 0.08 * (tiers - i) * 0.5));
      if (season.snow) out += path(polygon([[x - w * 0.45, top + (bottom - top) * 0.5], [x, top], [x + w * 0.45, top + (bottom - top) * 0.5], [x, top + (bottom - top) * 0.38]]), "#f4f7fa", `opacity="0.9"`);
    }
    return out;
  }
  if (kind === "poplar") {
    return rect(x - height * 0.02, baseY - height * 0.25, height * 0.04, height * 0.25, trunk) + ellipse(x, baseY - height * 0.58, height * 0.13, height * 0.42, color);
  }
  const spread = kind === "oak" ? 0.6 : 0.42;
  let out = path(polygon([[x - height * 0.04, baseY], [x - height * 0.02, baseY - height * 0.5], [x + height * 0.02, baseY - height * 0.5], [x + height * 0.04, baseY]]), trunk);
  const blobs = kind === "oak" ? 9 : 6;
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    const r = height * spread * rng.range(0.35, 0.5);
    out += ellipse(x + Math.cos(a) * height * spread * 0.45, baseY - height * 0.62 + Math.sin(a) * height * 0.18, r, r * 0.8, shade(color, rng.range(0, 0.18)));
  }
  out += ellipse(x - height * 0.05, baseY - height * 0.7, height * spread * 0.5, height * 0.22, tint(color, 0.12), `opacity="0.7"`);
  if (season.blossom) {
    for (let i = 0; i < 28; i++) out += circle(x + rng.range(-0.8, 0.8) * height * spread, baseY - height * rng.range(0.45, 0.85), rng.range(3, 7), rng.pick(season.blossom), `opacity="0.9"`);
  }
  return out;
}

/** A leafless tree: a trunk and two levels of forking branches. */
function bareTree(rng: Rng, x: number, baseY: number, height: number, color: string): string {
  let d = `M${n(x)} ${n(baseY)}L${n(x)} ${n(baseY - height * 0.45)}`;
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + rng.range(-1, 1);
    const start = baseY - height * rng.range(0.35, 0.5);
    const len = height * rng.range(0.25, 0.4);
    const ex = x + Math.cos(a) * len;
    const ey = start + Math.sin(a) * len;
    d += `M${n(x)} ${n(start)}L${n(ex)} ${n(ey)}`;
    for (let k = 0; k < 2; k++) d += `M${n(ex)} ${n(ey)}l${n(rng.range(-0.12, 0.12) * height)} ${n(-rng.range(0.06, 0.14) * height)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${n(Math.max(2, height * 0.012))}" stroke-linecap="round" fill="none"/>` + rect(x - height * 0.02, baseY - height * 0.42, height * 0.04, height * 0.42, color);
}

/** A city skyline standing on `base`; lit windows when the time calls for it. */
export function skyline(rng: Rng, base: number, maxHeight: number, color: string, time: TimeOfDay, width = W): string {
  let out = "";
  let x = -20;
  const windowColor = time.lit ? time.light : tint(color, 0.25);
  while (x < width + 20) {
    const w = rng.range(40, 120);
    const h = maxHeight * rng.range(0.25, 1);
    const body = shade(color, rng.range(0, 0.2));
    out += rect(x, base - h, w, h + 1, body);
    if (rng.chance(0.25)) out += path(polygon([[x, base - h], [x + w / 2, base - h - rng.range(15, 60)], [x + w, base - h]]), body);
    if (rng.chance(0.15)) out += rect(x + w / 2 - 1.5, base - h - 70, 3, 70, body);
    const cols = Math.max(2, Math.floor(w / 14));
    const rows = Math.floor(h / 18);
    for (let r = 1; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (!rng.chance(time.lit ? 0.45 : 0.3)) continue;
        out += rect(x + 4 + c * (w - 8) / cols, base - h + r * 18, (w - 8) / cols - 4, 8, windowColor, `opacity="${n(time.lit ? rng.range(0.5, 1) : 0.35)}"`);
      }
    }
    x += w + rng.range(2, 18);
  }
  return out;
}

/** Water from `top` down to `bottom`, mirroring the sky with ripples. */
export function water(rng: Rng, top: number, bottom: number, time: TimeOfDay, id = "water", width = W): { defs: string; body: string } {
  const defs = linearGradient(`${id}-g`, [
    [0, mix(time.sky[2], time.sky[1], 0.4)],
    [0.4, mix(time.sky[1], "#1f3a4f", 0.45)],
    [1, mix(time.sky[0], "#0e2233", 0.5)],
  ]);
  let body = rect(0, top, width, bottom - top, `url(#${id}-g)`);
  const lines = Math.floor((bottom - top) / 7);
  for (let i = 0; i < lines; i++) {
    const y = top + 4 + i * 7 + rng.range(-2, 2);
    const x = rng.range(-100, width);
    body += rect(x, y, rng.range(40, 260) * (1 + i / lines), 1.6, i % 3 === 0 ? tint(time.sun, 0.2) : "#ffffff", `opacity="${n(rng.range(0.1, 0.35))}"`);
  }
  return { defs, body };
}

/** Warm evening string lights from one point to another, sagging in the middle. */
export function stringLights(from: Point, to: Point, sag: number, bulbs: number, color: string, bulbSize = 4): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2 + sag * 2;
  let out = `<path d="M${n(x1)} ${n(y1)}Q${n(midX)} ${n(midY)} ${n(x2)} ${n(y2)}" stroke="#2a2420" stroke-width="1.5" fill="none" opacity="0.7"/>`;
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * midX + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * midY + t * t * y2;
    out += circle(x, y + bulbSize, bulbSize * 4, "url(#glow)") + circle(x, y + bulbSize, bulbSize, color);
  }
  return out;
}

/** The shared warm glow used by every light. */
export function glowDefs(light: string): string {
  return radialGradient("glow", [
    [0, light, 0.9],
    [0.3, light, 0.35],
    [1, light, 0],
  ]);
}

/** Darkened corners and a breath of warm light: what makes a flat drawing read as a photograph. */
export function photoFinish(time: TimeOfDay, width = W, height = H): { defs: string; body: string } {
  const defs =
    radialGradient(
      "vignette",
      [
        [0.55, "#000000", 0],
        [1, "#000000", time.id === "dusk" || time.id === "night" ? 0.55 : 0.38],
      ],
      `cx="0.5" cy="0.5" r="0.75"`,
    ) +
    linearGradient("warm", [
      [0, time.light, time.warmth],
      [0.6, time.light, 0],
      [1, "#000000", 0.08],
    ]);
  return { defs, body: rect(0, 0, width, height, "url(#warm)") + rect(0, 0, width, height, "url(#vignette)") };
}
