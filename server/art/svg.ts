/** Tiny helpers for writing SVG by hand: compact numbers, escaped text, paths and colour mixing. */

export type Point = readonly [number, number];

/** One decimal is plenty at 1600 px and keeps the files small. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

export function polygon(points: readonly Point[]): string {
  if (points.length === 0) return "";
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

export function polyline(points: readonly Point[]): string {
  if (points.length === 0) return "";
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function linearGradient(id: string, stops: readonly (readonly [number, string, number?])[], vertical = true): string {
  const dir = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("")}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[], extra = ""): string {
  return `<radialGradient id="${id}"${extra ? ` ${extra}` : ""}>${stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("")}</radialGradient>`;
}

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  return [parseInt(value.slice(0, 2), 16), parseInt(value.slice(2, 4), 16), parseInt(value.slice(4, 6), 16)];
}

/** Mix two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const shade = (color: string, amount: number) => mix(color, "#000000", amount);
export const tint = (color: string, amount: number) => mix(color, "#ffffff", amount);

/**
 * `opacity` on a shape makes renderers composite it through an offscreen layer the size of the
 * picture, which is slow (seconds at panorama size); fill and stroke opacity draw the same shape directly.
 */
export function flattenOpacity(svg: string): string {
  return svg.replace(/<(path|circle|rect|ellipse)([^>]*?) opacity="([^"]+)"/g, '<$1$2 fill-opacity="$3" stroke-opacity="$3"');
}
