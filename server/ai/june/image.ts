import sharp from "sharp";

/** What can be known about an image without a vision model. */
export interface ImageFacts {
  width: number;
  height: number;
  format: string;
  /** Dominant colors, most common first, with their share of the picture (0-1). */
  palette: { hex: string; name: string; family: ColorFamily; share: number }[];
}

export type ColorFamily = "white" | "neutral" | "black" | "gray" | "red" | "pink" | "orange" | "yellow" | "green" | "blue" | "purple" | "brown";

const NAMED: readonly { name: string; rgb: [number, number, number]; family: ColorFamily }[] = [
  { name: "white", rgb: [250, 250, 250], family: "white" },
  { name: "ivory", rgb: [246, 240, 225], family: "white" },
  { name: "champagne", rgb: [232, 214, 180], family: "neutral" },
  { name: "taupe", rgb: [166, 145, 125], family: "neutral" },
  { name: "light gray", rgb: [200, 200, 200], family: "gray" },
  { name: "slate gray", rgb: [110, 120, 130], family: "gray" },
  { name: "charcoal", rgb: [55, 57, 60], family: "black" },
  { name: "black", rgb: [10, 10, 10], family: "black" },
  { name: "blush", rgb: [240, 200, 200], family: "pink" },
  { name: "dusty rose", rgb: [200, 140, 145], family: "pink" },
  { name: "hot pink", rgb: [230, 60, 140], family: "pink" },
  { name: "red", rgb: [200, 30, 40], family: "red" },
  { name: "burgundy", rgb: [115, 20, 40], family: "red" },
  { name: "terracotta", rgb: [200, 100, 70], family: "orange" },
  { name: "peach", rgb: [250, 190, 150], family: "orange" },
  { name: "orange", rgb: [240, 130, 30], family: "orange" },
  { name: "mustard", rgb: [210, 170, 50], family: "yellow" },
  { name: "butter yellow", rgb: [250, 230, 140], family: "yellow" },
  { name: "sage", rgb: [160, 180, 145], family: "green" },
  { name: "olive", rgb: [110, 115, 50], family: "green" },
  { name: "emerald", rgb: [20, 120, 70], family: "green" },
  { name: "forest green", rgb: [30, 70, 40], family: "green" },
  { name: "dusty blue", rgb: [140, 165, 190], family: "blue" },
  { name: "sky blue", rgb: [135, 195, 235], family: "blue" },
  { name: "royal blue", rgb: [40, 80, 190], family: "blue" },
  { name: "navy", rgb: [25, 35, 75], family: "blue" },
  { name: "teal", rgb: [30, 120, 125], family: "blue" },
  { name: "lavender", rgb: [190, 170, 220], family: "purple" },
  { name: "plum", rgb: [100, 40, 80], family: "purple" },
  { name: "mauve", rgb: [170, 120, 150], family: "purple" },
  { name: "chocolate", rgb: [90, 55, 35], family: "brown" },
  { name: "caramel", rgb: [175, 120, 70], family: "brown" },
];

function nearestName(r: number, g: number, b: number) {
  let best = NAMED[0]!;
  let bestDistance = Infinity;
  for (const named of NAMED) {
    // Weighted RGB distance: close enough to human judgment for naming a swatch.
    const dr = r - named.rgb[0];
    const dg = g - named.rgb[1];
    const db = b - named.rgb[2];
    const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = named;
    }
  }
  return best;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, "0");

/** Decodes a data URL and reads its size and dominant colors (a 48x48 sample, bucketed, merged by name). */
export async function describeImage(dataUrl: string): Promise<ImageFacts> {
  const comma = dataUrl.indexOf(",");
  const buffer = Buffer.from(dataUrl.slice(comma + 1), "base64");
  const image = sharp(buffer, { failOn: "error", limitInputPixels: 100_000_000 });
  const metadata = await image.metadata();
  const { data, info } = await image.clone().rotate().flatten({ background: "#ffffff" }).resize(48, 48, { fit: "inside" }).raw().toBuffer({ resolveWithObject: true });
  const buckets = new Map<string, { r: number; g: number; b: number; n: number }>();
  const channels = info.channels;
  for (let i = 0; i + 2 < data.length; i += channels) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const { name } = nearestName(r, g, b);
    const bucket = buckets.get(name) ?? { r: 0, g: 0, b: 0, n: 0 };
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    bucket.n += 1;
    buckets.set(name, bucket);
  }
  const pixels = [...buckets.values()].reduce((total, b) => total + b.n, 0) || 1;
  const palette = [...buckets.entries()]
    .sort((a, b) => b[1].n - a[1].n)
    .slice(0, 5)
    .filter(([, b]) => b.n / pixels >= 0.04)
    .map(([name, b]) => ({
      hex: `#${hex(b.r / b.n)}${hex(b.g / b.n)}${hex(b.b / b.n)}`,
      name,
      family: NAMED.find((n) => n.name === name)!.family,
      share: Math.round((b.n / pixels) * 100) / 100,
    }));
  return { width: metadata.width ?? info.width, height: metadata.height ?? info.height, format: metadata.format ?? "image", palette };
}
