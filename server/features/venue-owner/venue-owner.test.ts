import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { venueImages, venues } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeImage, sampleListing, uploadImage } from "../../test/venue-listings.ts";

let t: TestApp;
let owner: Record<string, string>;
let otherOwner: Record<string, string>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner] = await Promise.all([t.signIn("venue_owner"), t.signIn("venue_owner")]);
  png = await makeImage("png");
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type View = { venue: { id: string; slug: string; published: boolean; name: string; details: Record<string, string>; images: { id: string; url: string; thumbUrl: string; alt: string; width: number }[] }; completeness: number; publishProblems: string[] };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

async function create(headers = owner, overrides = {}) {
  const response = await t.request("POST", "/api/owner/venues", sampleListing(overrides), headers);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<View>(response);
}

const fileOf = (url: string) => path.join(t.dataDir, "uploads", url.replace(/^\/media\//, ""));

describe("owner listings", () => {
  it("creates an unpublished listing with a unique slug, and lists it with its numbers", async () => {
    const first = await create();
    expect(first.venue.published).toBe(false);
    expect(first.venue.slug).toBe("the-foundry-loft");
    const second = await create(otherOwner);
    expect(second.venue.slug).toBe("the-foundry-loft-columbus");
    const third = await create(otherOwner);
    expect(third.venue.slug).toBe("the-foundry-loft-columbus-2");
    const listResponse = await t.request("GET", "/api/owner/venues", undefined, otherOwner);
    expect(listResponse.status, await listResponse.clone().text()).toBe(200);
    const list = await json<{ venues: { id: string; saves: number; pendingRequests: number; upcomingTours: number; completeness: number; published: boolean }[] }>(
      await t.request("GET", "/api/owner/venues", undefined, otherOwner),
    );
    expect(list.venues.map((v) => v.id).sort()).toEqual([second.venue.id, third.venue.id].sort());
    expect(list.venues[0]).toMatchObject({ saves: 0, pendingRequests: 0, upcomingTours: 0, published: false });
  });

  it("validates creation, field by field and across fields", async () => {
    const bad = await t.request("POST", "/api/owner/venues", sampleListing({ rentalFeeMin: 9000, rentalFeeMax: 100, name: "" }), owner);
    expect(bad.status).toBe(400);
    const body = await json<ErrorBody>(bad);
    expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(["name"]));
    const cross = await t.request("POST", "/api/owner/venues", sampleListing({ rentalFeeMin: 9000, rentalFeeMax: 100 }), owner);
    expect((await json<ErrorBody>(cross)).error.fields?.rentalFeeMax).toBeDefined();
  });

  it("patches fields and questionnaire answers, keeping cross-field rules after the merge", async () => {
    const { venue } = await create();
    const patched = await t.request("PATCH", `/api/owner/venues/${venue.id}`, { summary: "A brick loft with skyline views, for up to 180 guests.", details: { end_time: "11 pm", candles: "restricted" }, parking: "Lot for 80 cars" }, owner);
    expect(patched.status).toBe(200);
    const view = await json<View>(patched);
    expect(view.venue.details).toEqual({ end_time: "11 pm", candles: "restricted" });
    expect(view.venue.name).toBe("The Foundry Loft");
    expect(view.completeness).toBeGreaterThan(0);

    // rentalFeeMax alone below the stored minimum breaks the merged listing.
    const cross = await t.request("PATCH", `/api/owner/venues/${venue.id}`, { rentalFeeMax: 100 }, owner);
    expect(cross.status).toBe(400);
    expect((await json<ErrorBody>(cross)).error.fields?.rentalFeeMax).toBeDefined();
    for (const body of [{ details: { favourite_colour: "blue" } }, { details: { candles: "sometimes" } }, { details: { end_time: "x".repeat(2001) } }, { seatedCapacity: 2 }, { unknownField: 1 }]) {
      const response = await t.request("PATCH", `/api/owner/venues/${venue.id}`, body, owner);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    // Nothing changed by the refused edits; an empty answer clears one.
    const cleared = await json<View>(await t.request("PATCH", `/api/owner/venues/${venue.id}`, { details: { end_time: "" } }, owner));
    expect(cleared.venue.details).toEqual({ candles: "restricted" });
    const [row] = await t.database.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row!.rentalFeeMax).toBe(9000);
  });

  it("answers 404 for another owner's listing and for unknown ids", async () => {
    const { venue } = await create();
    for (const [method, url, body] of [
      ["GET", `/api/owner/venues/${venue.id}`],
      ["PATCH", `/api/owner/venues/${venue.id}`, { name: "Mine now" }],
      ["POST", `/api/owner/venues/${venue.id}/publish`],
      ["DELETE", `/api/owner/venues/${venue.id}`],
    ] as const) {
      expect((await t.request(method, url, body, otherOwner)).status).toBe(404);
    }
    expect((await t.request("GET", "/api/owner/venues/00000000-0000-4000-8000-000000000000", undefined, owner)).status).toBe(404);
    expect((await t.request("GET", "/api/owner/venues/not-a-uuid", undefined, owner)).status).toBe(400);
    expect((await t.request("GET", "/api/owner/venues", undefined, await t.signIn("couple"))).status).toBe(403);
    const [row] = await t.database.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row!.name).toBe("The Foundry Loft");
  });

  it("publishes only with three photos, says what's missing, and unpublishes", async () => {
    const { venue } = await create();
    const refused = await t.request("POST", `/api/owner/venues/${venue.id}/publish`, undefined, owner);
    expect(refused.status).toBe(422);
    const body = await json<ErrorBody>(refused);
    expect(body.error.message).toMatch(/at least 3 photos/);
    for (let i = 0; i < 3; i++) {
      const photo = await makeImage("png", 1200, 800, { shade: i });
      expect((await uploadImage(t, owner, venue.id, photo, `p${i}.png`, "image/png", `Loft view ${i}`)).status).toBe(201);
    }
    const published = await t.request("POST", `/api/owner/venues/${venue.id}/publish`, undefined, owner);
    expect(published.status).toBe(200);
    expect((await json<View>(published)).venue.published).toBe(true);
    // A published listing keeps its three photos.
    const images = (await json<View>(await t.request("GET", `/api/owner/venues/${venue.id}`, undefined, owner))).venue.images;
    expect((await t.request("DELETE", `/api/owner/venues/${venue.id}/images/${images[0]!.id}`, undefined, owner)).status).toBe(409);
    const unpublished = await t.request("POST", `/api/owner/venues/${venue.id}/unpublish`, undefined, owner);
    expect((await json<View>(unpublished)).venue.published).toBe(false);
  });

  it("deletes a listing and its stored files", async () => {
    const { venue } = await create();
    const uploaded = await json<{ image: { url: string; thumbUrl: string } }>(await uploadImage(t, owner, venue.id, png));
    expect(fs.existsSync(fileOf(uploaded.image.url))).toBe(true);
    expect((await t.request("DELETE", `/api/owner/venues/${venue.id}`, undefined, owner)).status).toBe(200);
    expect(await t.database.db.select().from(venues).where(eq(venues.id, venue.id))).toEqual([]);
    expect(fs.existsSync(fileOf(uploaded.image.url))).toBe(false);
    expect(fs.existsSync(fileOf(uploaded.image.thumbUrl))).toBe(false);
  });
});

describe("owner photos", () => {
  it("accepts a real PNG and an EXIF-rotated JPEG, stored upright as WebP with a thumbnail and no metadata", async () => {
    const { venue } = await create();
    const first = await uploadImage(t, owner, venue.id, await makeImage("png", 2400, 1600), "big.png", "image/png", "The loft at dusk");
    expect(first.status).toBe(201);
    const { image } = await json<{ image: { url: string; thumbUrl: string; width: number; height: number; alt: string } }>(first);
    expect(image).toMatchObject({ width: 1600, height: 1067, alt: "The loft at dusk" });
    expect(image.url).toMatch(new RegExp(`^/media/venues/${venue.id}/[0-9a-f]{24}\\.webp$`));
    const served = await t.app.request(image.url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const large = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(large).toMatchObject({ format: "webp", width: 1600 });
    expect(large.exif).toBeUndefined();
    expect((await sharp(fileOf(image.thumbUrl)).metadata()).width).toBe(480);

    // Stored 1200x900 with orientation 6 (a quarter turn): upright it is 900 wide, 1200 high.
    const rotated = await uploadImage(t, owner, venue.id, await makeImage("jpeg", 1200, 900, { orientation: 6 }), "phone.jpg", "image/jpeg");
    expect(rotated.status).toBe(201);
    const turned = (await json<{ image: { width: number; height: number; alt: string } }>(rotated)).image;
    expect(turned).toMatchObject({ width: 900, height: 1200, alt: "The Foundry Loft, photo 2" });
    const stored = await sharp(fileOf((await json<View>(await t.request("GET", `/api/owner/venues/${venue.id}`, undefined, owner))).venue.images[1]!.url)).metadata();
    expect(stored.orientation ?? 1).toBe(1);
    expect(stored.exif).toBeUndefined();
  });

  it("refuses the same photo twice in one gallery, by its bytes, with a message that says so", async () => {
    const { venue } = await create();
    const photo = await makeImage("png", 1200, 800, { shade: 20 });
    expect((await uploadImage(t, owner, venue.id, photo, "porch.png")).status).toBe(201);
    // Another name and type, the same bytes.
    const again = await uploadImage(t, owner, venue.id, photo, "porch-copy.jpg", "image/jpeg");
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error).toMatchObject({ code: "duplicate_image", message: "This photo is already in your gallery." });
    // Racing copies: the unique index lets exactly one in.
    const twin = await makeImage("png", 1200, 800, { shade: 21 });
    const raced = await Promise.all([uploadImage(t, owner, venue.id, twin), uploadImage(t, owner, venue.id, twin)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const images = (await json<View>(await t.request("GET", `/api/owner/venues/${venue.id}`, undefined, owner))).venue.images;
    expect(images).toHaveLength(2);
    // Refused copies leave no files behind.
    const stored = fs.readdirSync(path.join(t.dataDir, "uploads", "venues", venue.id));
    expect(stored).toHaveLength(4);
    // Another listing may use the same photo.
    const { venue: second } = await create();
    expect((await uploadImage(t, owner, second.id, photo)).status).toBe(201);
  });

  it("refuses what isn't a usable photo, by content", async () => {
    const { venue } = await create();
    const cases: [string, Uint8Array, string, string, number, string][] = [
      ["text renamed .jpg", Buffer.from("hello, this is not a photo at all"), "photo.jpg", "image/jpeg", 415, "not_an_image"],
      [
        "SVG",
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>alert(1)</script><rect width="1200" height="800"/></svg>`),
        "photo.svg",
        "image/svg+xml",
        415,
        "unsupported_image_type",
      ],
      ["too small", await makeImage("png", 640, 480), "small.png", "image/png", 422, "image_too_small"],
      ["animated", await animatedWebp(), "moving.webp", "image/webp", 415, "animated_image"],
    ];
    for (const [label, body, name, type, status, code] of cases) {
      const response = await uploadImage(t, owner, venue.id, body, name, type);
      expect(response.status, label).toBe(status);
      expect((await json<ErrorBody>(response)).error.code, label).toBe(code);
    }
    expect(await t.database.db.select().from(venueImages).where(eq(venueImages.venueId, venue.id))).toEqual([]);
  });

  it("answers 413 above 8 MB, whether the body or the file is too big", async () => {
    const { venue } = await create();
    const justOver = await uploadImage(t, owner, venue.id, new Uint8Array(8 * 1024 * 1024 + 10), "huge.jpg", "image/jpeg");
    expect(justOver.status).toBe(413);
    expect((await json<ErrorBody>(justOver)).error.message).toMatch(/8 MB/);
    const wayOver = await uploadImage(t, owner, venue.id, new Uint8Array(9 * 1024 * 1024), "huge.jpg", "image/jpeg");
    expect(wayOver.status).toBe(413);
    expect((await json<ErrorBody>(wayOver)).error.message).toMatch(/8 MB/);
    // Other routes keep the small limit.
    expect((await t.request("PATCH", `/api/owner/venues/${venue.id}`, { description: "x".repeat(2 * 1024 * 1024) }, owner)).status).toBe(413);
  });

  it("keeps at most 12 photos, reorders them and edits alt text", async () => {
    const { venue } = await create();
    for (let i = 0; i < 12; i++) {
      const photo = await makeImage("jpeg", 800, 600, { shade: i });
      expect((await uploadImage(t, owner, venue.id, photo, `p${i}.jpg`, "image/jpeg")).status).toBe(201);
    }
    const thirteenth = await uploadImage(t, owner, venue.id, await makeImage("jpeg", 800, 600, { shade: 12 }), "p13.jpg", "image/jpeg");
    expect(thirteenth.status).toBe(409);
    expect((await json<ErrorBody>(thirteenth)).error.message).toMatch(/12 photos/);

    const images = (await json<View>(await t.request("GET", `/api/owner/venues/${venue.id}`, undefined, owner))).venue.images;
    const reversed = images.map((i) => i.id).reverse();
    const ordered = await t.request("PUT", `/api/owner/venues/${venue.id}/images/order`, { imageIds: reversed }, owner);
    expect(ordered.status).toBe(200);
    expect((await json<{ images: { id: string }[] }>(ordered)).images.map((i) => i.id)).toEqual(reversed);
    expect((await t.request("PUT", `/api/owner/venues/${venue.id}/images/order`, { imageIds: reversed.slice(1) }, owner)).status).toBe(400);

    const alt = await t.request("PATCH", `/api/owner/venues/${venue.id}/images/${images[0]!.id}`, { alt: "Long tables under the trusses" }, owner);
    expect((await json<{ image: { alt: string } }>(alt)).image.alt).toBe("Long tables under the trusses");
    expect((await t.request("PATCH", `/api/owner/venues/${venue.id}/images/${images[0]!.id}`, { alt: "" }, owner)).status).toBe(400);
    expect((await t.request("PATCH", `/api/owner/venues/${venue.id}/images/${images[0]!.id}`, { alt: "Mine" }, otherOwner)).status).toBe(404);

    const removed = await t.request("DELETE", `/api/owner/venues/${venue.id}/images/${images[0]!.id}`, undefined, owner);
    expect((await json<{ images: unknown[] }>(removed)).images).toHaveLength(11);
    expect(fs.existsSync(fileOf(images[0]!.url))).toBe(false);
  });
});

async function animatedWebp(): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } }).png().toBuffer();
  return sharp([await frame("red"), await frame("blue")], { join: { animated: true } }).webp().toBuffer();
}
