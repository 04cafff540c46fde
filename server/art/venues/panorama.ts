import { building } from "./buildings.ts";
import { inSeason, TIMES, tree, type TimeOfDay } from "./landscape.ts";
import { createRng, type Rng } from "../random.ts";
import { venueLook, type ArtVenue, type VenueLook } from "./scenes.ts";
import { circle, ellipse, escapeXml, flattenOpacity, linearGradient, mix, n, path, polygon, polyline, radialGradient, rect, shade, tint, type Point } from "../svg.ts";

/**
 * A 360-degree equirectangular panorama of a venue (2:1), for the 3D tour viewer. The camera stands
 * at eye height in the middle of the room or lawn: longitude runs across, latitude down, so the horizon
 * is the vertical middle. Shapes are repeated one width to each side (see `wrapEachShape`), so whatever
 * crosses the seam continues on the other edge and the left and right edges meet without a join.
 */
export const PANORAMA_WIDTH = 4096;
export const PANORAMA_HEIGHT = 2048;
const PW = PANORAMA_WIDTH;
const PH = PANORAMA_HEIGHT;
const HORIZON = PH / 2;
const EYE = 1.6;

type Vec = readonly [number, number, number];

/** Direction from the camera (x right, y up, z ahead) to a point on the image. */
function toImage([x, y, z]: Vec): Point {
  const lon = Math.atan2(x, z);
  const lat = Math.atan2(y, Math.hypot(x, z));
  return [(lon / (2 * Math.PI) + 0.5) * PW, (0.5 - lat / Math.PI) * PH];
}

/** Projects a run of points, keeping x continuous across the seam (the repeats draw the rest). */
function projectRun(points: readonly Vec[]): Point[] {
  const out: Point[] = [];
  let previous: number | undefined;
  for (const point of points) {
    const [x, v] = toImage(point);
    let u = x;
    if (previous !== undefined) {
      while (u - previous > PW / 2) u -= PW;
      while (previous - u > PW / 2) u += PW;
    }
    previous = u;
    out.push([u, v]);
  }
  return out;
}

function segment(a: Vec, b: Vec, steps: number): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
  }
  return out;
}

/** A flat quad in 3D (corners in order), its edges subdivided so they curve as they should. */
function surface(corners: readonly Vec[], fill: string, extra = "", steps = 24): string {
  const run: Vec[] = [];
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    run.push(...segment(a, b, steps).slice(0, -1));
  }
  return path(polygon(projectRun(run)), fill, extra);
}

function line3(points: readonly Vec[], stroke: string, width: number, extra = ""): string {
  return `<path d="${polyline(projectRun(points))}" stroke="${stroke}" stroke-width="${n(width)}" fill="none"${extra ? ` ${extra}` : ""}/>`;
}

function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A round table with a cloth to the floor, at (x, z) on a floor `floorY` below the eye. */
function table3(x: number, z: number, floorY: number, cloth: string, flowers: readonly string[], rng: Rng, lit: boolean): string {
  const r = 0.85;
  const top = floorY + 0.76;
  const ring = (y: number, radius: number) => Array.from({ length: 20 }, (_, i) => [x + Math.cos((i / 20) * Math.PI * 2) * radius, y, z + Math.sin((i / 20) * Math.PI * 2) * radius] as Vec);
  const run = projectRun([...ring(top, r), ...ring(floorY, r)]);
  let out = path(polygon(convexHull(run)), shade(cloth, 0.14));
  out += path(polygon(projectRun(ring(top, r))), tint(cloth, 0.1));
  const [cu, cv] = projectRun([[x, top + 0.15, z]])[0]!;
  const distance = Math.hypot(x, z, top);
  const s = 900 / distance;
  if (lit) out += circle(cu, cv, s * 0.5, "url(#glow)", `opacity="0.8"`);
  for (let i = 0; i < 7; i++) out += circle(cu + rng.range(-s * 0.15, s * 0.15), cv + rng.range(-s * 0.06, s * 0.04), s * rng.range(0.04, 0.07), i % 3 === 0 ? "#5f7d4f" : rng.pick(flowers));
  return out;
}

function bulbString(from: Vec, to: Vec, sag: number, color: string): string {
  const points: Vec[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    points.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t - Math.sin(Math.PI * t) * sag, from[2] + (to[2] - from[2]) * t]);
  }
  let out = line3(points, "#2a2420", 2, `opacity="0.8"`);
  const projected = projectRun(points);
  for (let i = 1; i < points.length; i += 2) {
    const [u, v] = projected[i]!;
    const p = points[i]!;
    const size = Math.max(3, 60 / Math.hypot(p[0], p[1], p[2]));
    out += circle(u, v + size, size * 4, "url(#glow)", `opacity="0.85"`) + circle(u, v + size, size, color);
  }
  return out;
}

function indoorRoom(rng: Rng, look: VenueLook, time: TimeOfDay): { defs: string; body: string } {
  const room = look.room;
  const a = room.halfWidth;
  const b = Math.min(room.depth / 2, a * 1.4);
  const top = room.height - EYE;
  const floorY = -EYE;
  const defs =
    linearGradient("p-ceiling", [
      [0, shade(room.ceilingColor, 0.35)],
      [1, room.ceilingColor],
    ]) +
    linearGradient("p-floor", [
      [0, room.floor],
      [1, shade(room.floor, 0.45)],
    ]);
  let body = rect(0, 0, PW, HORIZON, "url(#p-ceiling)") + rect(0, HORIZON, PW, HORIZON, "url(#p-floor)");
  const corners: Vec[] = [
    [a, 0, b],
    [a, 0, -b],
    [-a, 0, -b],
    [-a, 0, b],
  ];
  const glass = time.lit ? mix(time.sky[0], "#0d1220", 0.3) : mix(time.sky[1], "#ffffff", 0.35);
  corners.forEach((start, i) => {
    const end = corners[(i + 1) % 4]!;
    const wallColor = shade(room.wall, [0.02, 0.1, 0.16, 0.06][i] ?? 0);
    body += surface(
      [
        [start[0], floorY, start[2]],
        [end[0], floorY, end[2]],
        [end[0], top, end[2]],
        [start[0], top, start[2]],
      ],
      wallColor,
      "",
      48,
    );
    const length = Math.hypot(end[0] - start[0], end[2] - start[2]);
    const along = (t: number, y: number): Vec => [start[0] + (end[0] - start[0]) * t, y, start[2] + (end[2] - start[2]) * t];
    // Wall texture: horizontal courses (brick, stone) or vertical boards (wood, panel).
    if (room.finish === "brick" || room.finish === "stone") {
      for (let y = floorY + 0.3; y < top; y += room.finish === "brick" ? 0.25 : 0.45) body += line3(segment(along(0, y), along(1, y), 32), shade(wallColor, 0.3), 1.5, `opacity="0.4"`);
    } else if (room.finish === "wood" || room.finish === "panel") {
      const step = room.finish === "wood" ? 0.35 : 1.3;
      for (let t = step / length; t < 1; t += step / length) body += line3([along(t, floorY), along(t, top)], shade(wallColor, 0.3), 2, `opacity="0.45"`);
    }
    // Windows (and the view through glass).
    const count = Math.max(1, Math.floor(length / 3));
    for (let w = 0; w < count; w++) {
      const t0 = (w + 0.3) / count;
      const t1 = (w + 0.7) / count;
      const bottom = floorY + (room.windows === "tall" || room.finish === "glass" ? 0.4 : 1);
      const upper = floorY + room.height * 0.8;
      if (room.windows === "none" && !room.view && room.finish !== "glass") {
        if (look.backDecor === "art") body += surface([along(t0, floorY + 1.4), along(t1, floorY + 1.4), along(t1, floorY + 2.6), along(t0, floorY + 2.6)], rng.pick(["#c8553d", "#2d6a8f", "#f2c14e", "#5b8e7d", "#1f2a44", "#e8b4bc"]), `stroke="#2b2a28" stroke-width="3"`);
        continue;
      }
      body += surface([along(t0, bottom), along(t1, bottom), along(t1, upper), along(t0, upper)], glass, `stroke="${room.finish === "brick" ? "#2d2a28" : tint(room.wall, 0.4)}" stroke-width="5"`);
      body += line3([along((t0 + t1) / 2, bottom), along((t0 + t1) / 2, upper)], "#2d2a28", 3);
    }
    body += line3(segment(along(0, floorY + 0.12), along(1, floorY + 0.12), 32), shade(wallColor, 0.45), 6);
  });
  // Corners.
  for (const c of corners) body += line3([[c[0], floorY, c[2]], [c[0], top, c[2]]], shade(room.wall, 0.35), 3, `opacity="0.6"`);
  // Ceiling beams or trusses, and floorboards.
  for (let z = -b + 1; z < b; z += 2) body += line3(segment([-a, top - 0.1, z], [a, top - 0.1, z], 40), room.ceiling === "truss" ? "#2a2c2e" : shade(room.ceilingColor, 0.3), room.ceiling === "truss" ? 10 : 7);
  if (room.floorKind === "wood" || room.floorKind === "deck") for (let x = -a + 0.5; x < a; x += 0.5) body += line3(segment([x, floorY, -b], [x, floorY, b], 40), shade(room.floor, 0.3), 1.5, `opacity="0.4"`);
  if (room.floorKind === "marble") for (let x = -a + 1; x < a; x += 1) body += line3(segment([x, floorY, -b], [x, floorY, b], 40), shade(room.floor, 0.2), 1.5, `opacity="0.4"`);
  // A parquet dance floor under the viewer's feet.
  body += surface([[-2.6, floorY, -2.6], [2.6, floorY, -2.6], [2.6, floorY, 2.6], [-2.6, floorY, 2.6]], tint(room.floor, 0.25), "", 40);
  for (let x = -2.6; x <= 2.6; x += 0.65) body += line3(segment([x, floorY, -2.6], [x, floorY, 2.6], 30), shade(room.floor, 0.25), 2, `opacity="0.6"`);
  // Back-wall decor in the direction the viewer first looks.
  if (look.backDecor === "barrels") {
    for (let row = 0; row < 3; row++) {
      for (let x = -a + 0.6; x < a - 0.4; x += 0.95) {
        const [u, v] = toImage([x + (row % 2) * 0.45, floorY + 0.45 + row * 0.85, b - 0.5]);
        const s = 900 / Math.hypot(x, b);
        body += circle(u, v, s * 0.42, "#7a5032") + circle(u, v, s * 0.34, "#8f6240") + circle(u, v, s * 0.42, "none", `stroke="#2f2a26" stroke-width="${n(s * 0.04)}"`);
      }
    }
  } else if (look.backDecor === "drapes") {
    body += surface([[-a * 0.6, floorY, b - 0.05], [a * 0.6, floorY, b - 0.05], [a * 0.6, top, b - 0.05], [-a * 0.6, top, b - 0.05]], mix(look.flowers[0] ?? "#f4c7c3", "#fbf8f1", 0.6), `opacity="0.6"`);
  }
  // Tables on the floor, leaving a dance floor in the middle.
  const tableSpots: [number, number][] = [];
  for (let x = -a + 1.6; x < a - 1; x += 2.6) for (let z = -b + 1.6; z < b - 1; z += 2.6) if (Math.hypot(x, z) > 3) tableSpots.push([x, z]);
  for (const [x, z] of tableSpots) body += table3(x, z, floorY, look.cloth, look.flowers, rng, true);
  // Lights overhead.
  if (room.lights === "chandelier" || room.lights === "pendant" || room.lights === "lanterns") {
    for (let x = -a / 2; x <= a / 2; x += a / 2) {
      for (let z = -b / 2; z <= b / 2; z += b / 2) {
        const p: Vec = [x, top - 1.2, z];
        const [u, v] = toImage(p);
        const s = 900 / Math.hypot(x, top - 1.2, z);
        body += circle(u, v, s * 1.4, "url(#glow)", `opacity="0.75"`);
        if (room.lights === "chandelier") {
          for (let i = 0; i < 10; i++) body += circle(u + Math.cos(i) * s * 0.4, v + Math.sin(i * 1.7) * s * 0.15, Math.max(2, s * 0.04), "#fffaf0");
        } else body += circle(u, v, Math.max(4, s * 0.2), room.lights === "lanterns" ? "#fbf5ea" : "#fff3d2");
      }
    }
  } else {
    for (let z = -b + 1; z < b; z += 1.8) body += bulbString([-a, top - 0.3, z], [a, top - 0.3, z + 0.9], 0.6, "#fff1cf");
  }
  return { defs, body };
}

function outdoorLawn(rng: Rng, look: VenueLook, time: TimeOfDay, _venue: ArtVenue): { defs: string; body: string } {
  const [top, middle, low] = time.sky;
  const defs =
    linearGradient("p-sky", [
      [0, shade(top, 0.2)],
      [0.6, middle],
      [1, low],
    ]) +
    linearGradient("p-ground", [
      [0, mix(look.surround === "rooftop" ? "#6d5640" : time.land, time.haze, 0.25)],
      [1, shade(look.surround === "rooftop" ? "#6d5640" : time.land, 0.5)],
    ]) +
    radialGradient("p-sun", [
      [0, time.sun, time.sunAlpha],
      [0.3, time.sun, time.sunAlpha * 0.4],
      [1, time.sun, 0],
    ]);
  let body = rect(0, 0, PW, HORIZON + 2, "url(#p-sky)");
  const sunU = rng.range(0, PW);
  body += ellipse(sunU, HORIZON - 80, 900, 500, "url(#p-sun)");
  for (let i = 0; i < 8; i++) {
    const cu = rng.range(0, PW);
    const cv = rng.range(HORIZON * 0.35, HORIZON * 0.8);
    for (let p = 0; p < 5; p++) body += ellipse(cu + (p - 2) * 70, cv + rng.range(-10, 10), rng.range(60, 120), rng.range(14, 26), "#ffffff", `opacity="0.3"`);
  }
  // Hills and trees round the horizon: sums of whole waves, so the ridge line closes on itself.
  const ridge = (amp: number, base: number, color: string) => {
    const k = [1, 3, 7, 13].map((cycles) => ({ cycles, phase: rng.range(0, Math.PI * 2), weight: rng.range(0.2, 1) / cycles ** 0.5 }));
    const points: Point[] = [[0, PH]];
    for (let u = 0; u <= PW; u += 16) {
      const y = k.reduce((sum, w) => sum + Math.sin((u / PW) * Math.PI * 2 * w.cycles + w.phase) * w.weight, 0);
      points.push([u, base - amp * (0.6 + y * 0.35)]);
    }
    points.push([PW, PH]);
    return path(polygon(points), color);
  };
  if (look.surround === "rooftop") {
    let x = 0;
    while (x < PW) {
      const w = rng.range(60, 180);
      const h = rng.range(60, 380);
      const color = mix("#2f3642", time.sky[0], rng.range(0.1, 0.4));
      body += rect(x, HORIZON - h, w, h + 4, color);
      for (let r = HORIZON - h + 14; r < HORIZON - 6; r += 22) for (let c = x + 6; c < x + w - 10; c += 16) if (rng.chance(time.lit ? 0.5 : 0.25)) body += rect(c, r, 9, 9, time.lit ? time.light : tint(color, 0.3), `opacity="0.7"`);
      x += w + rng.range(4, 30);
    }
  } else {
    body += ridge(110, HORIZON, mix(time.land, time.haze, 0.55));
    body += ridge(60, HORIZON + 6, mix(time.land, time.haze, 0.3));
  }
  body += rect(0, HORIZON, PW, HORIZON, "url(#p-ground)");
  if (look.surround === "water") {
    body += path(`M${PW * 0.55} ${HORIZON}L${PW * 0.95} ${HORIZON}Q${PW * 0.92} ${HORIZON + 110} ${PW * 0.75} ${HORIZON + 120}Q${PW * 0.58} ${HORIZON + 110} ${PW * 0.55} ${HORIZON}Z`, mix(time.sky[2], "#2f5a78", 0.55));
    for (let i = 0; i < 40; i++) body += rect(rng.range(PW * 0.6, PW * 0.9), HORIZON + rng.range(6, 90), rng.range(30, 160), 2, "#ffffff", `opacity="${n(rng.range(0.1, 0.3))}"`);
  }
  if (look.surround === "vines") {
    for (let x = -12; x <= 12; x += 1.6) body += line3(segment([x, -EYE, 4], [x, -EYE, 60], 40), "#4f6b34", 10, `opacity="0.9"`);
  }
  if (look.surround === "rooftop") {
    body += line3(segment([-8, -EYE + 1.1, 8], [8, -EYE + 1.1, 8], 30), "#1d1f22", 6);
    for (const [ax, az, bx, bz] of [[8, 8, 8, -8], [8, -8, -8, -8], [-8, -8, -8, 8]] as const) body += line3(segment([ax, -EYE + 1.1, az], [bx, -EYE + 1.1, bz], 30), "#1d1f22", 6);
    for (let x = -8; x <= 8; x += 0.3) body += line3([[x, -EYE, -8], [x, -EYE, 8]], "#3f3125", 1, `opacity="0.3"`);
  }
  // The venue itself, straight ahead, and trees around.
  if (look.surround !== "rooftop") {
    body += building(look.building, rng, { cx: PW / 2, base: HORIZON + 70, width: 900, time, palette: look.scenery.palette, roof: look.scenery.roof, silo: look.scenery.silo });
    for (let i = 0; i < 9; i++) {
      const u = (PW / 2 + 700 + i * ((PW - 1400) / 9) + rng.range(-80, 80)) % PW;
      body += tree(rng, u, HORIZON + rng.range(40, 140), rng.range(380, 620), shade(rng.pick(time.leaves), rng.range(0.3, 0.5)), look.surround === "woods" ? "conifer" : rng.pick(["round", "oak"] as const), { snow: time.season === "winter" });
    }
  }
  // A reception set on the lawn around the viewer, under strung lights.
  for (let i = 0; i < 10; i++) {
    const angle = (i / 10) * Math.PI * 2 + 0.3;
    const distance = rng.range(4.5, 7);
    if (Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle))) < 0.25) continue; // keep the view of the venue clear
    body += table3(Math.sin(angle) * distance, Math.cos(angle) * distance, -EYE, look.cloth, look.flowers, rng, time.lit);
  }
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2;
    body += bulbString([Math.sin(angle) * 8, 1.4, Math.cos(angle) * 8], [Math.sin(angle + Math.PI * 0.8) * 8, 1.4, Math.cos(angle + Math.PI * 0.8) * 8], 0.9, "#fff1cf");
  }
  return { defs, body };
}

/**
 * Every shape is drawn three times: in place and one panorama width to each side, one after the
 * other, so a shape crossing an edge reappears at the other edge in the same stacking order and the
 * seam cannot show. (Repeating the whole picture instead would stack the copies above everything.)
 */
function wrapEachShape(body: string): string {
  return body.replace(/<(path|circle|rect|ellipse)\b[^>]*\/>/g, (shape) => `${shape}<g transform="translate(${-PW} 0)">${shape}</g><g transform="translate(${PW} 0)">${shape}</g>`);
}

/** Whether the tour stands inside the venue's main room (else out on its grounds). */
export function panoramaIsIndoor(venue: ArtVenue): boolean {
  const primary = venue.styles[0] ?? "";
  return venue.setting === "indoor" || ["ballroom", "industrial", "museum", "historic", "barn", "rustic", "modern"].includes(primary);
}

export function renderPanoramaSvg(venue: ArtVenue): string {
  const rng = createRng(`panorama:${venue.slug}`);
  const look = venueLook(venue);
  const indoor = panoramaIsIndoor(venue);
  // The tour is taken in the same season as the gallery.
  const time = inSeason(indoor ? rng.pick([TIMES.golden, TIMES.sunset, TIMES.dusk]) : rng.pick([TIMES.golden, TIMES.sunset]), look.scenery.season);
  const scene = indoor ? indoorRoom(rng, look, time) : outdoorLawn(rng, look, time, venue);
  const glow = radialGradient("glow", [
    [0, time.light, 0.9],
    [0.3, time.light, 0.35],
    [1, time.light, 0],
  ]);
  const title = `A 360-degree view ${indoor ? `inside the ${look.roomNoun}` : "of the grounds"} at ${venue.name}`;
  return flattenOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PW} ${PH}" width="${PW}" height="${PH}"><title>${escapeXml(title)}</title>` +
    `<defs>${glow}${scene.defs}</defs>${wrapEachShape(scene.body)}</svg>`
  );
}

/** Renders the panorama to JPEG (slow-ish: cache the result). */
export async function renderPanoramaJpeg(venue: ArtVenue): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const svg = renderPanoramaSvg(venue);
  return sharp(Buffer.from(svg), { limitInputPixels: PW * PH * 2 })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
