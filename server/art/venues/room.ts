import type { TimeOfDay } from "./landscape.ts";
import type { Rng } from "../random.ts";
import { circle, ellipse, mix, n, path, polygon, polyline, rect, shade, tint, type Point } from "../svg.ts";

/**
 * A pinhole camera standing in a room, looking straight ahead (+z). Metres in, pixels out:
 * x to the right, y up from the floor, z away from the camera.
 */
export interface Camera {
  f: number;
  cx: number;
  cy: number;
  eye: number;
}

export const project = (c: Camera, x: number, y: number, z: number): Point => [c.cx + (c.f * x) / z, c.cy - (c.f * (y - c.eye)) / z];

export function quad(c: Camera, corners: readonly (readonly [number, number, number])[], fill: string, extra = ""): string {
  return path(polygon(corners.map(([x, y, z]) => project(c, x, y, z))), fill, extra);
}

export type WallFinish = "plaster" | "brick" | "wood" | "panel" | "stone" | "glass";
export type CeilingKind = "flat" | "coffered" | "gable" | "truss" | "glass" | "tent";
export type LightKind = "chandelier" | "bulbs" | "pendant" | "lanterns";
export type WindowKind = "arched" | "grid" | "tall" | "none";
export type ViewKind = "skyline" | "water" | "garden" | "hills";

export interface RoomStyle {
  halfWidth: number;
  height: number;
  depth: number;
  wall: string;
  finish: WallFinish;
  floor: string;
  floorKind: "wood" | "concrete" | "marble" | "grass" | "deck";
  ceiling: CeilingKind;
  ceilingColor: string;
  windows: WindowKind;
  lights: LightKind;
  /** What shows through a glass back wall; undefined = a solid back wall. */
  view?: ViewKind;
}

/** Draws the room's shell: ceiling, walls, floor and their textures, windows and beams. */
export function roomShell(rng: Rng, cam: Camera, style: RoomStyle, time: TimeOfDay, outside: string): string {
  const { halfWidth: hw, height: ht, depth: d, wall } = style;
  const zn = 0.6;
  let out = "";
  const ridge = style.ceiling === "gable" || style.ceiling === "glass" || style.ceiling === "tent" ? ht + hw * 0.55 : ht;
  // What is outside (sky, view) fills the frame first: glass walls and ceilings show it.
  out += outside;
  // Ceiling.
  if (style.ceiling === "gable" || style.ceiling === "glass" || style.ceiling === "tent") {
    const fill = style.ceiling === "glass" ? "none" : style.ceilingColor;
    out += quad(cam, [[-hw, ht, zn], [0, ridge, zn], [0, ridge, d], [-hw, ht, d]], fill === "none" ? "#ffffff" : fill, fill === "none" ? `opacity="0.12"` : "");
    out += quad(cam, [[hw, ht, zn], [0, ridge, zn], [0, ridge, d], [hw, ht, d]], fill === "none" ? "#ffffff" : shade(fill, 0.08), fill === "none" ? `opacity="0.08"` : "");
  } else {
    out += quad(cam, [[-hw, ht, zn], [hw, ht, zn], [hw, ht, d], [-hw, ht, d]], style.ceilingColor);
  }
  // Back wall (with the gable triangle) or a glass wall onto the view.
  const backCorners: [number, number, number][] = [[-hw, 0, d], [hw, 0, d], [hw, ht, d]];
  if (ridge > ht) backCorners.push([0, ridge, d]);
  backCorners.push([-hw, ht, d]);
  if (!style.view && style.ceiling !== "tent") out += quad(cam, backCorners, shade(wall, 0.12));
  // Side walls (a tent has none: the view shows).
  if (style.ceiling !== "tent") {
    const glassWalls = style.finish === "glass" ? `opacity="0.14"` : "";
    out += quad(cam, [[-hw, 0, zn], [-hw, 0, d], [-hw, ht, d], [-hw, ht, zn]], glassWalls ? "#ffffff" : shade(wall, 0.02), glassWalls);
    out += quad(cam, [[hw, 0, zn], [hw, 0, d], [hw, ht, d], [hw, ht, zn]], glassWalls ? "#ffffff" : shade(wall, 0.06), glassWalls);
  }
  // Wall texture.
  if (style.ceiling !== "tent") out += wallTexture(rng, cam, style, zn);
  // Windows along the side walls.
  if (style.windows !== "none" && style.ceiling !== "tent") out += sideWindows(rng, cam, style, time, zn);
  // Glass back wall mullions (a tent has open sides instead).
  if (style.view && style.ceiling !== "tent") {
    const [lx] = project(cam, -hw, 0, d);
    const [rx] = project(cam, hw, 0, d);
    const [, top] = project(cam, 0, ht, d);
    const [, bottom] = project(cam, 0, 0, d);
    const panes = 6;
    for (let i = 0; i <= panes; i++) out += rect(lx + ((rx - lx) * i) / panes - 2, top, 4, bottom - top, "#2b2a28", `opacity="0.85"`);
    out += rect(lx, top - 3, rx - lx, 6, "#2b2a28");
  }
  // Floor.
  out += floorSurface(rng, cam, style, zn);
  // Ceiling structure.
  out += ceilingStructure(rng, cam, style, ridge, zn);
  return out;
}

function wallTexture(rng: Rng, cam: Camera, style: RoomStyle, zn: number): string {
  const { halfWidth: hw, height: ht, depth: d, wall, finish } = style;
  let out = "";
  if (finish === "glass") {
    for (let z = zn + 1; z < d; z += 1.2) {
      for (const side of [-1, 1]) out += `<path d="${polyline([project(cam, side * hw, 0, z), project(cam, side * hw, ht, z)])}" stroke="#f4f1ea" stroke-width="${n(Math.max(1.5, 12 / z))}" fill="none"/>`;
    }
    for (const side of [-1, 1]) out += `<path d="${polyline([project(cam, side * hw, ht * 0.45, zn), project(cam, side * hw, ht * 0.45, d)])}" stroke="#f4f1ea" stroke-width="3" fill="none"/>`;
    return out;
  }
  if (finish === "brick" || finish === "stone") {
    const line = shade(wall, 0.35);
    const step = finish === "brick" ? 0.18 : 0.4;
    for (let y = step; y < ht; y += step) {
      for (const side of [-1, 1]) out += `<path d="${polyline([project(cam, side * hw, y, zn), project(cam, side * hw, y, d)])}" stroke="${line}" stroke-width="1" opacity="0.35" fill="none"/>`;
      if (!style.view) out += `<path d="${polyline([project(cam, -hw, y, d), project(cam, hw, y, d)])}" stroke="${line}" stroke-width="0.8" opacity="0.3" fill="none"/>`;
    }
    for (let i = 0; i < 50; i++) {
      const side = rng.chance(0.5) ? -1 : 1;
      const z = rng.range(zn + 0.4, d);
      const y = rng.range(0, ht);
      out += quad(cam, [[side * hw, y, z], [side * hw, y, z + 0.4], [side * hw, y + step, z + 0.4], [side * hw, y + step, z]], shade(wall, rng.range(-0.1, 0.2)), `opacity="0.35"`);
    }
  } else if (finish === "wood" || finish === "panel") {
    const line = shade(wall, 0.3);
    const step = finish === "wood" ? 0.3 : 1.2;
    for (let z = zn + step; z < d; z += step) {
      for (const side of [-1, 1]) out += `<path d="${polyline([project(cam, side * hw, 0, z), project(cam, side * hw, ht, z)])}" stroke="${line}" stroke-width="1.2" opacity="0.4" fill="none"/>`;
    }
    if (!style.view) for (let x = -hw + step; x < hw; x += step) out += `<path d="${polyline([project(cam, x, 0, d), project(cam, x, ht, d)])}" stroke="${line}" stroke-width="0.8" opacity="0.35" fill="none"/>`;
    if (finish === "panel") {
      for (const side of [-1, 1]) out += `<path d="${polyline([project(cam, side * hw, 1.1, zn), project(cam, side * hw, 1.1, d)])}" stroke="${tint(wall, 0.3)}" stroke-width="3" opacity="0.6" fill="none"/>`;
    }
  }
  // Skirting / wainscot shadow at the foot of the walls.
  for (const side of [-1, 1]) out += quad(cam, [[side * hw, 0, zn], [side * hw, 0, d], [side * hw, 0.15, d], [side * hw, 0.15, zn]], shade(wall, 0.4), `opacity="0.6"`);
  return out;
}

function sideWindows(rng: Rng, cam: Camera, style: RoomStyle, time: TimeOfDay, zn: number): string {
  const { halfWidth: hw, height: ht, depth: d } = style;
  const glass = time.lit ? mix(time.sky[0], "#0d1220", 0.4) : mix(time.sky[1], "#ffffff", 0.35);
  const frame = style.finish === "brick" ? "#2d2a28" : tint(style.wall, 0.35);
  const spacing = style.windows === "grid" ? 2.4 : 3;
  const width = style.windows === "grid" ? 1.8 : style.windows === "tall" ? 1.3 : 1.4;
  const bottom = style.windows === "tall" ? 0.5 : 1.1;
  const top = ht * (style.windows === "tall" ? 0.88 : 0.78);
  let out = "";
  for (let z = zn + 1.5; z + width < d - 0.5; z += spacing) {
    for (const side of [-1, 1]) {
      const x = side * hw;
      const outline: [number, number, number][] = [[x, bottom, z], [x, bottom, z + width]];
      if (style.windows === "arched") {
        const r = width / 2;
        for (let a = 0; a <= 8; a++) {
          const angle = (a / 8) * Math.PI;
          outline.push([x, top - r + Math.sin(angle) * r, z + r + Math.cos(angle) * r]);
        }
      } else {
        outline.push([x, top, z + width], [x, top, z]);
      }
      out += path(polygon(outline.map(([px, py, pz]) => project(cam, px, py, pz))), glass, `stroke="${frame}" stroke-width="3"`);
      if (!time.lit) out += path(polygon(outline.map(([px, py, pz]) => project(cam, px, py, pz))), "#ffffff", `opacity="0.18"`);
      out += `<path d="${polyline([project(cam, x, bottom, z + width / 2), project(cam, x, top, z + width / 2)])}" stroke="${frame}" stroke-width="2" fill="none"/>`;
      if (style.windows === "grid") {
        for (let g = 1; g < 4; g++) {
          const gy = bottom + ((top - bottom) * g) / 4;
          out += `<path d="${polyline([project(cam, x, gy, z), project(cam, x, gy, z + width)])}" stroke="${frame}" stroke-width="1.5" fill="none"/>`;
        }
      }
    }
  }
  // Sunlight falling through the windows onto the floor.
  if (!time.lit) {
    for (let z = zn + 1.5; z + width < d - 0.5; z += spacing) {
      const side = time.id === "day" ? -1 : rng.chance(0.5) ? -1 : 1;
      out += quad(cam, [[side * hw, 0, z], [side * hw, 0, z + width], [side * (hw - 3), 0, z + width + 1.4], [side * (hw - 3), 0, z + 1.4]], time.light, `opacity="0.14"`);
    }
  }
  return out;
}

function floorSurface(rng: Rng, cam: Camera, style: RoomStyle, zn: number): string {
  const { halfWidth: hw, depth: d, floor } = style;
  let out = quad(cam, [[-hw, 0, zn], [hw, 0, zn], [hw, 0, d], [-hw, 0, d]], floor);
  if (style.floorKind === "wood" || style.floorKind === "deck") {
    const step = style.floorKind === "deck" ? 0.3 : 0.2;
    for (let x = -hw + step; x < hw; x += step) {
      out += `<path d="${polyline([project(cam, x, 0, zn), project(cam, x, 0, d)])}" stroke="${shade(floor, 0.3)}" stroke-width="1" opacity="0.35" fill="none"/>`;
    }
  } else if (style.floorKind === "marble") {
    for (let z = zn + 1; z < d; z += 1) out += `<path d="${polyline([project(cam, -hw, 0, z), project(cam, hw, 0, z)])}" stroke="${shade(floor, 0.2)}" stroke-width="1" opacity="0.4" fill="none"/>`;
    for (let x = -hw + 1; x < hw; x += 1) out += `<path d="${polyline([project(cam, x, 0, zn), project(cam, x, 0, d)])}" stroke="${shade(floor, 0.2)}" stroke-width="1" opacity="0.4" fill="none"/>`;
  } else if (style.floorKind === "grass") {
    for (let i = 0; i < 120; i++) {
      const [x, y] = project(cam, rng.range(-hw, hw), 0, rng.range(zn + 1, d));
      out += ellipse(x, y, rng.range(8, 30), rng.range(2, 5), shade(floor, rng.range(-0.1, 0.2)), `opacity="0.35"`);
    }
  }
  // Sheen down the middle of the floor.
  out += quad(cam, [[-hw * 0.3, 0, zn], [hw * 0.3, 0, zn], [hw * 0.15, 0, d], [-hw * 0.15, 0, d]], "#ffffff", `opacity="${style.floorKind === "grass" ? 0.03 : 0.08}"`);
  return out;
}

function ceilingStructure(rng: Rng, cam: Camera, style: RoomStyle, ridge: number, zn: number): string {
  const { halfWidth: hw, height: ht, depth: d } = style;
  let out = "";
  if (style.ceiling === "gable" || style.ceiling === "glass" || style.ceiling === "tent") {
    const color = style.ceiling === "glass" ? "#f4f1ea" : style.ceiling === "tent" ? shade(style.ceilingColor, 0.12) : shade(style.ceilingColor, 0.35);
    const width = style.ceiling === "glass" ? 2 : style.ceiling === "tent" ? 1.5 : 6;
    for (let z = zn + 1.2; z < d; z += style.ceiling === "glass" ? 1 : 2) {
      out += `<path d="${polyline([project(cam, -hw, ht, z), project(cam, 0, ridge, z), project(cam, hw, ht, z)])}" stroke="${color}" stroke-width="${n(width * (3 / z))}" fill="none"/>`;
      if (style.ceiling === "gable") out += `<path d="${polyline([project(cam, -hw * 0.7, ht + hw * 0.15, z), project(cam, hw * 0.7, ht + hw * 0.15, z)])}" stroke="${color}" stroke-width="${n(width * 0.7 * (3 / z))}" fill="none"/>`;
    }
    out += `<path d="${polyline([project(cam, 0, ridge, zn), project(cam, 0, ridge, d)])}" stroke="${color}" stroke-width="4" fill="none"/>`;
    if (style.ceiling === "tent") {
      for (const x of [-hw, hw]) for (let z = zn + 2; z < d; z += 4) out += `<path d="${polyline([project(cam, x, 0, z), project(cam, x, ht, z)])}" stroke="#f4f1ea" stroke-width="${n(24 / z)}" fill="none"/>`;
    }
  } else if (style.ceiling === "truss") {
    for (let z = zn + 1.5; z < d; z += 2.5) {
      const a = project(cam, -hw, ht - 0.2, z);
      const b = project(cam, hw, ht - 0.2, z);
      const c = project(cam, -hw, ht - 1.1, z);
      const e = project(cam, hw, ht - 1.1, z);
      let zig = "";
      for (let i = 0; i <= 8; i++) zig += `${i === 0 ? "M" : "L"}${n(project(cam, -hw + (2 * hw * i) / 8, i % 2 ? ht - 1.1 : ht - 0.2, z)[0])} ${n(project(cam, 0, i % 2 ? ht - 1.1 : ht - 0.2, z)[1])}`;
      const w = n(Math.max(1.5, 14 / z));
      out += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}M${n(c[0])} ${n(c[1])}L${n(e[0])} ${n(e[1])}${zig}" stroke="#2a2c2e" stroke-width="${w}" fill="none"/>`;
    }
  } else if (style.ceiling === "coffered") {
    for (let z = zn + 1; z < d; z += 1.6) out += `<path d="${polyline([project(cam, -hw, ht, z), project(cam, hw, ht, z)])}" stroke="${tint(style.ceilingColor, 0.4)}" stroke-width="${n(40 / z)}" opacity="0.8" fill="none"/>`;
    for (let x = -hw + 1.6; x < hw; x += 1.6) out += `<path d="${polyline([project(cam, x, ht, zn), project(cam, x, ht, d)])}" stroke="${tint(style.ceilingColor, 0.4)}" stroke-width="4" opacity="0.8" fill="none"/>`;
    out += quad(cam, [[-hw, ht, zn], [hw, ht, zn], [hw, ht, d], [-hw, ht, d]], "#d4a94c", `opacity="0.12"`);
  } else {
    for (let z = zn + 2; z < d; z += 3) out += `<path d="${polyline([project(cam, -hw, ht, z), project(cam, hw, ht, z)])}" stroke="${shade(style.ceilingColor, 0.2)}" stroke-width="${n(18 / z)}" opacity="0.6" fill="none"/>`;
  }
  return out;
}

/** Overhead lights: crystal chandeliers, strung bulbs, pendants or paper lanterns. */
export function roomLights(rng: Rng, cam: Camera, style: RoomStyle, time: TimeOfDay, zn = 0.6): { back: string; front: string } {
  const { halfWidth: hw, height: ht, depth: d } = style;
  let out = "";
  if (style.lights === "chandelier") {
    for (let z = zn + 3; z < d - 0.5; z += 4) {
      for (const x of hw > 7 ? [-hw / 2.2, hw / 2.2] : [0]) {
        const [px, py] = project(cam, x, ht - 1.4, z);
        const [, top] = project(cam, x, ht, z);
        const s = cam.f / z;
        out += `<path d="M${n(px)} ${n(top)}L${n(px)} ${n(py)}" stroke="#8a7a5a" stroke-width="${n(Math.max(1, s * 0.02))}"/>`;
        out += circle(px, py, s * 1.6, "url(#glow)", `opacity="0.7"`);
        for (let tier = 0; tier < 3; tier++) {
          const r = s * (0.55 - tier * 0.15);
          const ty = py + s * tier * 0.22;
          out += ellipse(px, ty, r, r * 0.18, "none", `stroke="#c9a860" stroke-width="${n(Math.max(1, s * 0.015))}"`);
          const drops = 10 - tier * 2;
          for (let i = 0; i < drops; i++) {
            const a = (i / drops) * Math.PI * 2;
            out += circle(px + Math.cos(a) * r, ty + Math.sin(a) * r * 0.18 + s * 0.08, Math.max(1, s * 0.03), "#fffaf0");
          }
        }
        out += circle(px, py + s * 0.3, Math.max(2, s * 0.08), "#fff6e0");
      }
    }
  } else if (style.lights === "bulbs") {
    const y = ht - 0.4;
    for (let z = zn + 1; z < d; z += 2) {
      const from = project(cam, -hw, y, z);
      const to = project(cam, hw, y, z + 2);
      const sag = (cam.f * 0.6) / (z + 1);
      const count = 14;
      const midX = (from[0] + to[0]) / 2;
      const midY = (from[1] + to[1]) / 2 + sag;
      out += `<path d="M${n(from[0])} ${n(from[1])}Q${n(midX)} ${n(midY + sag)} ${n(to[0])} ${n(to[1])}" stroke="#2a2420" stroke-width="1.2" fill="none" opacity="0.8"/>`;
      for (let i = 1; i < count; i++) {
        const t = i / count;
        const bx = (1 - t) * (1 - t) * from[0] + 2 * (1 - t) * t * midX + t * t * to[0];
        const by = (1 - t) * (1 - t) * from[1] + 2 * (1 - t) * t * (midY + sag) + t * t * to[1];
        const r = Math.max(1.5, (cam.f * 0.045) / (z + t * 2));
        out += circle(bx, by + r, r * 5, "url(#glow)", `opacity="0.8"`) + circle(bx, by + r, r, "#fff1cf");
      }
    }
  } else if (style.lights === "pendant") {
    for (let z = zn + 2; z < d; z += 2.5) {
      for (const x of [-hw * 0.5, 0, hw * 0.5]) {
        const [px, py] = project(cam, x, ht - 1.6, z);
        const [, top] = project(cam, x, ht, z);
        const s = cam.f / z;
        out += `<path d="M${n(px)} ${n(top)}L${n(px)} ${n(py)}" stroke="#222" stroke-width="1"/>`;
        out += circle(px, py + s * 0.2, s * 0.9, "url(#glow)", `opacity="0.6"`);
        out += path(polygon([[px - s * 0.18, py + s * 0.2], [px - s * 0.06, py], [px + s * 0.06, py], [px + s * 0.18, py + s * 0.2]]), "#1f1f1f");
        out += ellipse(px, py + s * 0.2, s * 0.18, s * 0.04, "#fff3d2");
      }
    }
  } else {
    const colors = ["#fbf5ea", "#f7e3d3", "#fff9ef"];
    for (let i = 0; i < 26; i++) {
      const x = rng.range(-hw * 0.9, hw * 0.9);
      const z = rng.range(zn + 1.5, d - 0.5);
      const [px, py] = project(cam, x, ht - rng.range(0.4, 1.4), z);
      const s = cam.f / z;
      out += circle(px, py, s * 0.7, "url(#glow)", `opacity="0.45"`) + circle(px, py, s * rng.range(0.18, 0.3), rng.pick(colors));
    }
  }
  return { back: out, front: "" };
}

export interface TableStyle {
  cloth: string;
  chair: string;
  flowers: readonly string[];
  long: boolean;
}

/** Round (or long) reception tables set with linens, centrepieces and chairs, drawn back to front. */
export function tables(rng: Rng, cam: Camera, style: RoomStyle, tableStyle: TableStyle, time: TimeOfDay, skipCentre: boolean): string {
  const { halfWidth: hw, depth: d } = style;
  const spots: [number, number][] = [];
  if (tableStyle.long) {
    for (const x of [-hw * 0.45, hw * 0.45]) spots.push([x, 2.6]);
  } else {
    const cols = hw > 8 ? [-hw * 0.66, -hw * 0.33, hw * 0.33, hw * 0.66] : [-hw * 0.55, hw * 0.55];
    for (let z = 4.2; z < d - 2.2; z += 2.6) {
      for (const x of cols) spots.push([x + rng.range(-0.2, 0.2), z + (Math.abs(x) > hw * 0.5 ? 1.1 : 0)]);
      // The middle stays clear near the camera, like an aisle to the head table.
      if (!skipCentre && hw <= 8 && z > 8) spots.push([rng.range(-0.2, 0.2), z]);
    }
  }
  spots.sort((a, b) => b[1] - a[1]);
  let out = "";
  for (const [x, z] of spots) out += table(cam, x, z, tableStyle, time, rng, tableStyle.long ? d - 4.6 : 0);
  return out;
}

function table(cam: Camera, x: number, z: number, t: TableStyle, time: TimeOfDay, rng: Rng, length: number): string {
  const r = 0.85;
  const th = 0.76;
  let out = "";
  const chairBack = (cx: number, cz: number) => {
    const a = project(cam, cx - 0.22, 0.98, cz);
    const b = project(cam, cx + 0.22, 0.45, cz);
    return rect(a[0], a[1], b[0] - a[0], b[1] - a[1], t.chair, `rx="${n((b[0] - a[0]) * 0.15)}"`);
  };
  if (length > 0) {
    // A long banquet table running away from the camera.
    const z0 = z;
    const z1 = z + length;
    for (let cz = z1; cz > z0; cz -= 0.7) for (const side of [-1, 1]) out += chairBack(x + side * 0.75, cz);
    out += quad(cam, [[x - 0.55, th, z0], [x + 0.55, th, z0], [x + 0.55, th, z1], [x - 0.55, th, z1]], tint(t.cloth, 0.1));
    out += quad(cam, [[x - 0.55, th, z0], [x + 0.55, th, z0], [x + 0.55, 0.05, z0], [x - 0.55, 0.05, z0]], shade(t.cloth, 0.12));
    for (const side of [-1, 1]) out += quad(cam, [[x + side * 0.55, th, z0], [x + side * 0.55, th, z1], [x + side * 0.55, 0.05, z1], [x + side * 0.55, 0.05, z0]], shade(t.cloth, 0.2));
    for (let cz = z0 + 0.4; cz < z1; cz += 0.9) {
      const [px, py] = project(cam, x, th, cz);
      const s = cam.f / cz;
      out += centrepiece(px, py, s, t, time, rng);
    }
    return out;
  }
  const top = project(cam, x, th, z);
  const s = cam.f / z;
  const rx = r * s;
  const ry = (r * cam.f * (cam.eye - th)) / (z * z);
  const [, floorY] = project(cam, x, 0.02, z);
  // Chairs behind the table.
  for (const cx of [-0.55, 0, 0.55]) out += chairBack(x + cx, z + 0.95);
  // Skirt: the cloth falls to the floor.
  out += path(`M${n(top[0] - rx)} ${n(top[1])}L${n(top[0] - rx)} ${n(floorY)}A${n(rx)} ${n(ry)} 0 0 0 ${n(top[0] + rx)} ${n(floorY)}L${n(top[0] + rx)} ${n(top[1])}Z`, shade(t.cloth, 0.14));
  out += path(`M${n(top[0] - rx * 0.3)} ${n(top[1])}L${n(top[0] - rx * 0.25)} ${n(floorY + ry * 0.9)}L${n(top[0] + rx * 0.1)} ${n(floorY + ry)}L${n(top[0] + rx * 0.05)} ${n(top[1])}Z`, "#ffffff", `opacity="0.12"`);
  out += ellipse(top[0], top[1], rx, ry, tint(t.cloth, 0.08));
  // Place settings round the rim.
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += ellipse(top[0] + Math.cos(a) * rx * 0.72, top[1] + Math.sin(a) * ry * 0.72, s * 0.1, ry * 0.1, "#ffffff", `opacity="0.9"`);
  }
  out += centrepiece(top[0], top[1], s, t, time, rng);
  // Chairs in front of the table, backs to the camera.
  for (const cx of [-0.5, 0.5]) {
    const a = project(cam, x + cx - 0.2, 0.95, z - 0.85);
    const b = project(cam, x + cx + 0.2, 0.42, z - 0.85);
    out += rect(a[0], a[1], b[0] - a[0], b[1] - a[1], shade(t.chair, 0.15), `rx="${n((b[0] - a[0]) * 0.12)}"`);
    out += rect(a[0] + (b[0] - a[0]) * 0.15, a[1] + (b[1] - a[1]) * 0.15, (b[0] - a[0]) * 0.7, (b[1] - a[1]) * 0.5, tint(t.chair, 0.15), `opacity="0.5"`);
  }
  return out;
}

function centrepiece(px: number, py: number, s: number, t: TableStyle, time: TimeOfDay, rng: Rng): string {
  let out = "";
  for (const dx of [-0.22, 0.22]) {
    out += rect(px + dx * s - s * 0.02, py - s * 0.18, s * 0.04, s * 0.18, "#fffaf0");
    out += circle(px + dx * s, py - s * 0.22, s * 0.35, "url(#glow)", `opacity="${time.lit ? 0.8 : 0.4}"`);
    out += ellipse(px + dx * s, py - s * 0.21, s * 0.012, s * 0.03, "#ffd27a");
  }
  const blooms = 9;
  for (let i = 0; i < blooms; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0, s * 0.16);
    out += circle(px + Math.cos(a) * r * 1.3, py - s * 0.12 + Math.sin(a) * r * 0.5 - rng.range(0, s * 0.1), s * rng.range(0.04, 0.07), i % 4 === 0 ? "#5f7d4f" : rng.pick(t.flowers));
  }
  return out;
}

/** Ceremony chairs in rows either side of an aisle, seen from behind. */
export function ceremonyChairs(cam: Camera, zFrom: number, zTo: number, halfWidth: number, chair: string, _rng: Rng): string {
  let out = "";
  const rows: number[] = [];
  for (let z = zFrom; z < zTo; z += 1.05) rows.push(z);
  rows.reverse();
  for (const z of rows) {
    for (let x = 0.9; x < halfWidth; x += 0.58) {
      for (const side of [-1, 1]) {
        const cx = side * x;
        const a = project(cam, cx - 0.22, 0.95, z);
        const b = project(cam, cx + 0.22, 0.46, z);
        const [, floor] = project(cam, cx, 0, z - 0.3);
        const w = b[0] - a[0];
        out += rect(a[0] + w * 0.08, b[1], w * 0.06, floor - b[1], shade(chair, 0.3));
        out += rect(b[0] - w * 0.14, b[1], w * 0.06, floor - b[1], shade(chair, 0.3));
        out += rect(a[0], a[1], w, b[1] - a[1], chair, `rx="${n(w * 0.12)}"`);
        for (let i = 1; i < 4; i++) out += rect(a[0] + (w * i) / 4 - w * 0.02, a[1] + (b[1] - a[1]) * 0.2, w * 0.04, (b[1] - a[1]) * 0.7, shade(chair, 0.2), `opacity="0.7"`);
      }
    }
  }
  return out;
}

/** The aisle runner with scattered petals. */
export function aisle(cam: Camera, zFrom: number, zTo: number, color: string, petals: readonly string[], rng: Rng): string {
  let out = quad(cam, [[-0.6, 0.01, zFrom], [0.6, 0.01, zFrom], [0.6, 0.01, zTo], [-0.6, 0.01, zTo]], color, `opacity="0.92"`);
  for (let i = 0; i < 70; i++) {
    const z = rng.range(zFrom, zTo);
    const [px, py] = project(cam, rng.range(-0.7, 0.7), 0.01, z);
    const s = cam.f / z;
    out += ellipse(px, py, s * 0.03, s * 0.012, rng.pick(petals), `opacity="0.85"`);
  }
  return out;
}

/** A ceremony arch dressed with flowers at depth z. */
export function arch(cam: Camera, z: number, kind: "round" | "square" | "hexagon", wood: string, flowers: readonly string[], rng: Rng): string {
  const outline: Point[] = [];
  if (kind === "round") {
    outline.push(project(cam, -1.2, 0, z));
    for (let a = 0; a <= 16; a++) {
      const angle = Math.PI - (a / 16) * Math.PI;
      outline.push(project(cam, Math.cos(angle) * 1.2, 1.9 + Math.sin(angle) * 1.2, z));
    }
    outline.push(project(cam, 1.2, 0, z));
  } else if (kind === "hexagon") {
    outline.push(project(cam, -1.2, 0, z), project(cam, -1.2, 2.2, z), project(cam, -0.6, 2.8, z), project(cam, 0.6, 2.8, z), project(cam, 1.2, 2.2, z), project(cam, 1.2, 0, z));
  } else {
    outline.push(project(cam, -1.2, 0, z), project(cam, -1.2, 2.6, z), project(cam, 1.2, 2.6, z), project(cam, 1.2, 0, z));
  }
  const s = cam.f / z;
  let out = `<path d="${polyline(outline)}" stroke="${wood}" stroke-width="${n(s * 0.1)}" fill="none" stroke-linejoin="round"/>`;
  // Flowers cluster on the top corner and cascade down one side.
  const anchor = outline[Math.floor(outline.length * 0.3)] ?? outline[0] ?? [0, 0];
  const opposite = outline[Math.floor(outline.length * 0.85)] ?? anchor;
  for (const [ax, ay, count, spread] of [
    [anchor[0], anchor[1], 40, 0.55],
    [opposite[0], opposite[1] + s * 0.6, 22, 0.35],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const fx = ax + rng.range(-spread, spread) * s;
      const fy = ay + rng.range(-spread * 0.5, spread * 1.2) * s;
      if (i % 3 === 0) out += ellipse(fx, fy, s * 0.12, s * 0.05, rng.pick(["#55744a", "#6c8a5a", "#415e3c"]), `transform="rotate(${n(rng.range(-60, 60))} ${n(fx)} ${n(fy)})"`);
      else {
        const r = s * rng.range(0.06, 0.11);
        const color = rng.pick(flowers);
        out += circle(fx, fy, r, color) + circle(fx, fy, r * 0.55, shade(color, 0.12)) + circle(fx - r * 0.2, fy - r * 0.2, r * 0.25, tint(color, 0.3));
      }
    }
  }
  return out;
}

/** A dark crowd of guests' heads and shoulders, for the dance floor. */
export function dancers(cam: Camera, rng: Rng, zFrom: number, zTo: number, halfWidth: number, color: string): string {
  const people: [number, number][] = [];
  const count = Math.round((zTo - zFrom) * 4);
  for (let i = 0; i < count; i++) people.push([rng.range(-halfWidth, halfWidth), rng.range(zFrom, zTo)]);
  people.sort((a, b) => b[1] - a[1]);
  let out = "";
  for (const [x, z] of people) {
    const h = rng.range(1.6, 1.85);
    const s = cam.f / z;
    const [px, head] = project(cam, x, h - 0.11, z);
    const [, shoulder] = project(cam, x, h - 0.3, z);
    const [, waist] = project(cam, x, h * 0.6, z);
    const [, foot] = project(cam, x, 0, z);
    const body = shade(color, rng.range(0, 0.3));
    const dress = rng.chance(0.5);
    const hem = dress ? 0.3 : 0.14;
    out += path(
      `M${n(px - s * 0.2)} ${n(shoulder)}Q${n(px)} ${n(shoulder - s * 0.06)} ${n(px + s * 0.2)} ${n(shoulder)}L${n(px + s * 0.14)} ${n(waist)}L${n(px + s * hem)} ${n(foot)}L${n(px - s * hem)} ${n(foot)}L${n(px - s * 0.14)} ${n(waist)}Z`,
      body,
    );
    if (rng.chance(0.5)) out += `<path d="M${n(px + s * 0.18)} ${n(shoulder + s * 0.04)}L${n(px + s * 0.36)} ${n(shoulder - s * 0.3)}" stroke="${body}" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/>`;
    out += circle(px, head, s * 0.11, body);
    out += `<path d="M${n(px - s * 0.2)} ${n(shoulder)}Q${n(px)} ${n(shoulder - s * 0.06)} ${n(px + s * 0.2)} ${n(shoulder)}" stroke="#ff9fc8" stroke-width="${n(Math.max(1, s * 0.015))}" fill="none" opacity="0.5"/>`;
  }
  return out;
}
