import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_VENUES } from "../../db/seed/venues/catalogue.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createVenueArtGenerator, panoramaCacheKey, seedVenueImages } from "./generator.ts";
import { PANORAMA_HEIGHT, PANORAMA_WIDTH, renderPanoramaJpeg } from "./panorama.ts";
import { renderVenueImage, SHOTS, venueImageAlt, venueImageCount, venueLook } from "./scenes.ts";

/** Every opened tag is closed, in order: enough to catch a broken drawing. */
function assertWellFormed(svg: string) {
  expect(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
}

const byStyle = (style: string) => SEED_VENUES.find((v) => v.styles[0] === style)!;
const sample = ["barn", "ballroom", "garden", "industrial", "historic", "waterfront", "rooftop", "vineyard", "museum", "rustic", "modern", "estate"].map(byStyle).filter(Boolean);

describe("generated venue images", () => {
  it("covers every primary style in the catalogue", () => {
    expect(sample).toHaveLength(new Set(SEED_VENUES.map((v) => v.styles[0])).size);
  });

  it.each(sample.map((v) => [v.styles[0], v] as const))("draws a well-formed, deterministic 1600x1067 scene per shot for a %s venue", async (_style, venue) => {
    const drawn = new Set<string>();
    for (let index = 0; index < SHOTS.length; index++) {
      const svg = renderVenueImage(venue, index);
      assertWellFormed(svg);
      expect(renderVenueImage(venue, index)).toBe(svg);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(SHOTS.length);
    const meta = await sharp(Buffer.from(renderVenueImage(venue, 2))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
    const thumb = renderVenueImage(venue, 0, { thumb: true });
    expect(thumb).toContain(`width="480" height="320"`);
    expect(thumb).toContain(`viewBox="0 0 1600 1067"`);
  });

  it("differs between venues of the same style, and describes each image", () => {
    const barns = SEED_VENUES.filter((v) => v.styles[0] === "barn");
    expect(barns.length).toBeGreaterThan(1);
    expect(renderVenueImage(barns[0]!, 0)).not.toBe(renderVenueImage(barns[1]!, 0));
    for (const venue of SEED_VENUES) {
      const rows = seedVenueImages(venue);
      expect(rows.length).toBe(venueImageCount(venue.slug));
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.length).toBeLessThanOrEqual(6);
      for (const row of rows) {
        expect(row.alt).toContain(venue.name);
        expect(row.alt.length).toBeGreaterThan(venue.name.length + 10);
      }
    }
    expect(venueImageAlt(byStyle("industrial"), 2)).toBe("The brick hall at Rivergate Foundry Hall set for a reception under string lights");
  });
});

describe("venues of the same style (issue 11: the barns looked alike)", () => {
  const sameStylePairs = () => {
    return SEED_VENUES.flatMap((a, i) => SEED_VENUES.slice(i + 1).filter((b) => b.styles[0] === a.styles[0]).map((b) => [a, b] as const));
  };

  it("are set apart by at least two of season, hour, building colors and the layout of the grounds", () => {
    const aspects = (venue: (typeof SEED_VENUES)[number]) => {
      const s = venueLook(venue).scenery;
      return [s.season, s.hour, `${s.palette.wall} ${s.palette.roof} ${s.palette.accent}`, [s.across, s.roof, s.fence, s.pond, s.lights, s.framingTrees, s.treeKind].join(" ")];
    };
    const pairs = sameStylePairs();
    expect(pairs.length).toBeGreaterThan(50);
    for (const [a, b] of pairs) {
      const [x, y] = [aspects(a), aspects(b)];
      expect(x.filter((value, i) => value !== y[i]).length, `${a.slug} and ${b.slug}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("generated panoramas", () => {
  it("are 2:1 equirectangular JPEGs whose left and right edges meet seamlessly", { timeout: 60_000 }, async () => {
    for (const venue of [SEED_VENUES.find((v) => v.slug === "marlowe-ballroom")!, SEED_VENUES.find((v) => v.slug === "lakeshore-glasshouse")!]) {
      const jpeg = await renderPanoramaJpeg(venue);
      const image = sharp(jpeg);
      const meta = await image.metadata();
      expect(meta.format).toBe("jpeg");
      expect([meta.width, meta.height]).toEqual([PANORAMA_WIDTH, PANORAMA_HEIGHT]);
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const column = (x: number) => {
        const values: number[] = [];
        for (let y = 0; y < info.height; y++) for (let c = 0; c < 3; c++) values.push(data[(y * info.width + x) * info.channels + c]!);
        return values;
      };
      const meanDiff = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
      const left = column(0);
      const right = column(info.width - 1);
      const seam = meanDiff(left, right);
      // Far-apart columns differ a lot; the two edges are neighbours in the scene and barely differ.
      const apart = meanDiff(left, column(Math.round(info.width / 3)));
      expect(seam, venue.slug).toBeLessThan(2);
      expect(apart, venue.slug).toBeGreaterThan(seam * 3);
    }
  });
});

describe("GET /media/* for generated art", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves a seed venue's image and thumbnail as cacheable SVG", async () => {
    for (const key of ["seed/venues/hollow-oak-barn/0.svg", "seed/venues/hollow-oak-barn/3-thumb.svg"]) {
      const response = await t.request("GET", `/media/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toContain("<title>");
    }
  });

  it("compresses SVG for clients that accept it, and sandboxes every served file", async () => {
    const response = await t.request("GET", "/media/seed/venues/hollow-oak-barn/0.svg", undefined, { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for unknown slugs, image numbers past the gallery and panoramas of venues without a tour", async () => {
    const noTour = SEED_VENUES.find((v) => !v.tour)!;
    for (const path of [
      "/media/seed/venues/no-such-venue/0.svg",
      `/media/seed/venues/hollow-oak-barn/${venueImageCount("hollow-oak-barn")}.svg`,
      "/media/seed/venues/hollow-oak-barn/0.png",
      `/media/seed/panoramas/${noTour.slug}.jpg`,
      "/media/seed/panoramas/no-such-venue.jpg",
      "/media/seed/venues/../../etc/passwd",
    ]) {
      const response = await t.request("GET", path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });

  it("renders a tour panorama once, then serves it from storage", { timeout: 60_000 }, async () => {
    const response = await t.request("GET", "/media/seed/panoramas/hollow-oak-barn.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const body = new Uint8Array(await response.arrayBuffer());
    const cached = await t.storage.read(panoramaCacheKey("hollow-oak-barn"));
    expect(cached && Buffer.from(cached.body).equals(Buffer.from(body))).toBe(true);
    // Served from the cache: a generator over a storage holding a different file returns that file.
    await t.storage.put(panoramaCacheKey("hollow-oak-barn"), new Uint8Array([1, 2, 3]), "image/jpeg");
    const again = await createVenueArtGenerator(t.storage)("seed/panoramas/hollow-oak-barn.jpg");
    expect([...(again?.body ?? [])]).toEqual([1, 2, 3]);
  });
});
