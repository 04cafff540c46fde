import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles, vendors } from "../../db/schema/index.ts";
import { sitemapDocument } from "../../pages/sitemap.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertTestVendor } from "../../test/vendors.ts";
import { eq } from "drizzle-orm";

/**
 * Vendors' inspiration galleries (decision 049): a vendor curates images (uploads through the photo
 * pipeline, or their own portfolio photos), captions, tags and order; the gallery is public at its code,
 * which they can replace or take down; couples browse by category, city and tag and save an image to a board.
 */
type Headers = Record<string, string>;
interface ImageBody { id: string; caption: string; tags: string[]; saves: number; fromPortfolio: boolean; url: string }
interface OwnGallery { code: string | null; path: string | null; live: boolean; intro: string; images: ImageBody[]; tags: string[]; portfolio: { id: string; inGallery: boolean }[] }
interface PublicGallery { code: string; intro: string; vendor: { businessName: string }; images: ImageBody[]; tags: string[] }
interface IndexBody { items: { id: string; code: string; caption: string; vendor: { businessName: string } }[]; total: number; galleries: number; page: number }
interface ErrorBody { error: { code: string; message: string; fields?: Record<string, string[]> } }

let t: TestApp;
let vendor: Headers;
let otherVendor: Headers;
let couple: Headers;
let viewer: Headers;
let editor: Headers;
let listing: string;
let otherListing: string;
let coupleId: string;

const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const idOf = async (headers: Headers) => (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, headers))).user.id;
const photo = (r: number, g: number, b: number, width = 1000) => sharp({ create: { width, height: 700, channels: 3, background: { r, g, b } } }).png().toBuffer();

function upload(headers: Headers, vendorId: string, body: Uint8Array, fields: Record<string, string> = {}, path = `/api/vendor-galleries/vendors/${vendorId}/images`, type = "image/png") {
  const form = new FormData();
  form.append("file", new File([body as Uint8Array<ArrayBuffer>], "photo.png", { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.app.request(path, { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body: form });
}

beforeAll(async () => {
  t = await createTestApp();
  [vendor, otherVendor, couple, viewer, editor] = await Promise.all([t.signIn("vendor"), t.signIn("vendor"), t.signIn("couple"), t.signIn("couple"), t.signIn("couple")]);
  const [vendorId, otherVendorId, viewerId, editorId] = await Promise.all([idOf(vendor), idOf(otherVendor), idOf(viewer), idOf(editor)]);
  coupleId = await idOf(couple);
  listing = (await insertTestVendor(t.database.db, { ownerId: vendorId, businessName: "Petal & Stem Florals", category: "florists", city: "nashville", citiesServed: ["nashville", "columbus"] })).id;
  otherListing = (await insertTestVendor(t.database.db, { ownerId: otherVendorId, businessName: "Lens and Light", category: "photographers", city: "cleveland", citiesServed: ["cleveland"] })).id;
  await t.database.db.insert(contributorProfiles).values([
    { userId: viewerId, coupleId, relationship: "Sister", permissions: { boards: "view" } },
    { userId: editorId, coupleId, relationship: "Planner", permissions: { boards: "edit" } },
  ]);
});
afterAll(() => t.close());

describe("a vendor's gallery", () => {
  let gallery: OwnGallery;

  it("starts empty and private", async () => {
    gallery = await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor));
    expect(gallery).toMatchObject({ code: null, path: null, live: false, intro: "", images: [] });
  });

  it("takes uploads through the photo pipeline with a caption and tags, and refuses what it must", async () => {
    const added = await upload(vendor, listing, await photo(200, 120, 140), { alt: "Blush peony cascade", tags: "Peonies, bridal bouquet, peonies" });
    expect(added.status).toBe(201);
    gallery = await json<OwnGallery>(added);
    expect(gallery.images).toHaveLength(1);
    expect(gallery.images[0]).toMatchObject({ caption: "Blush peony cascade", tags: ["peonies", "bridal bouquet"], fromPortfolio: false });
    expect(gallery.images[0]!.url).toMatch(/^\/media\/galleries\/.+\.webp$/);

    const again = await upload(vendor, listing, await photo(200, 120, 140));
    expect(again.status).toBe(409);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>');
    const disguised = await upload(vendor, listing, svg);
    expect(disguised.status).toBeGreaterThanOrEqual(400);
    expect(disguised.status).toBeLessThan(500);
    const narrow = await upload(vendor, listing, await photo(10, 10, 10, 400));
    expect(narrow.status).toBe(422);
    const badTags = await upload(vendor, listing, await photo(30, 60, 90), { tags: Array.from({ length: 9 }, (_, i) => `tag${i}`).join(",") });
    expect(badTags.status).toBe(400);
    expect((await json<ErrorBody>(badTags)).error.fields?.tags?.[0]).toMatch(/up to 8 tags/);
    const notMultipart = await t.request("POST", `/api/vendor-galleries/vendors/${listing}/images`, { file: "x" }, vendor);
    expect(notMultipart.status).toBe(415);
    // Nothing refused was stored.
    gallery = await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor));
    expect(gallery.images).toHaveLength(1);
  });

  it("adds the vendor's own portfolio photos, once, and edits captions and tags", async () => {
    const form = new FormData();
    form.append("file", new File([(await photo(90, 140, 100)) as Uint8Array<ArrayBuffer>], "p.png", { type: "image/png" }));
    form.append("alt", "Garden arch with sage greenery");
    const portfolio = await t.app.request(`/api/vendor-dashboard/vendors/${listing}/images`, { method: "POST", headers: { origin: t.config.publicUrl, ...vendor }, body: form });
    expect(portfolio.status).toBe(201);
    gallery = await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor));
    const photoId = gallery.portfolio[0]!.id;
    const added = await t.request("POST", `/api/vendor-galleries/vendors/${listing}/images/from-portfolio`, { portfolioImageId: photoId, tags: ["arch"] }, vendor);
    expect(added.status).toBe(201);
    gallery = await json<OwnGallery>(added);
    expect(gallery.images[1]).toMatchObject({ caption: "Garden arch with sage greenery", tags: ["arch"], fromPortfolio: true });
    expect(gallery.portfolio[0]!.inGallery).toBe(true);
    expect((await t.request("POST", `/api/vendor-galleries/vendors/${listing}/images/from-portfolio`, { portfolioImageId: photoId }, vendor)).status).toBe(409);
    // Another vendor's portfolio photo is not theirs to add.
    expect((await t.request("POST", `/api/vendor-galleries/vendors/${otherListing}/images/from-portfolio`, { portfolioImageId: photoId }, otherVendor)).status).toBe(404);

    const edited = await t.request("PATCH", `/api/vendor-galleries/vendors/${listing}/images/${gallery.images[1]!.id}`, { caption: "Ceremony arch", tags: ["Arch", "garden"] }, vendor);
    expect(edited.status).toBe(200);
    expect((await json<OwnGallery>(edited)).images[1]).toMatchObject({ caption: "Ceremony arch", tags: ["arch", "garden"] });
    const tooLong = await t.request("PATCH", `/api/vendor-galleries/vendors/${listing}/images/${gallery.images[1]!.id}`, { caption: "x".repeat(201), tags: [] }, vendor);
    expect(tooLong.status).toBe(400);
  });

  it("reorders with the whole order, and refuses a partial one", async () => {
    gallery = await json<OwnGallery>(upload(vendor, listing, await photo(240, 220, 200), { alt: "Tall centerpiece", tags: "centerpieces" }));
    const ids = gallery.images.map((image) => image.id);
    const reordered = await t.request("PUT", `/api/vendor-galleries/vendors/${listing}/order`, { imageIds: [ids[2], ids[0], ids[1]] }, vendor);
    expect(reordered.status).toBe(200);
    expect((await json<OwnGallery>(reordered)).images.map((image) => image.caption)).toEqual(["Tall centerpiece", "Blush peony cascade", "Ceremony arch"]);
    expect((await t.request("PUT", `/api/vendor-galleries/vendors/${listing}/order`, { imageIds: [ids[0]] }, vendor)).status).toBe(422);
  });

  it("is public at its code; a new code replaces the old; revoking takes it down", async () => {
    const intro = await t.request("PUT", `/api/vendor-galleries/vendors/${listing}`, { intro: "Garden-style flowers from our Nashville studio." }, vendor);
    expect((await json<OwnGallery>(intro)).intro).toBe("Garden-style flowers from our Nashville studio.");
    gallery = await json<OwnGallery>(t.request("POST", `/api/vendor-galleries/vendors/${listing}/code`, undefined, vendor));
    expect(gallery.code).toMatch(/^petal-and-stem-florals-[a-z0-9]{6}$/);
    expect(gallery).toMatchObject({ live: true, path: `/vendor-inspiration/${gallery.code}` });
    const first = gallery.code!;
    const open = await json<PublicGallery>(t.request("GET", `/api/vendor-galleries/by-code/${first}`));
    expect(open.vendor.businessName).toBe("Petal & Stem Florals");
    expect(open.images.map((image) => image.caption)).toEqual(["Tall centerpiece", "Blush peony cascade", "Ceremony arch"]);
    expect(open.tags).toContain("peonies");

    gallery = await json<OwnGallery>(t.request("POST", `/api/vendor-galleries/vendors/${listing}/code`, undefined, vendor));
    expect(gallery.code).not.toBe(first);
    expect((await t.request("GET", `/api/vendor-galleries/by-code/${first}`)).status).toBe(404);
    expect((await t.request("GET", `/api/vendor-galleries/by-code/${gallery.code}`)).status).toBe(200);
    expect((await t.request("GET", "/api/vendor-galleries/by-code/no-such-gallery-abc123")).status).toBe(404);
    expect((await t.request("GET", "/api/vendor-galleries/by-code/Not%20a%20code")).status).toBe(400);

    const second = gallery.code!;
    gallery = await json<OwnGallery>(t.request("DELETE", `/api/vendor-galleries/vendors/${listing}/code`, undefined, vendor));
    expect(gallery).toMatchObject({ code: null, live: false });
    expect((await t.request("GET", `/api/vendor-galleries/by-code/${second}`)).status).toBe(404);
    gallery = await json<OwnGallery>(t.request("POST", `/api/vendor-galleries/vendors/${listing}/code`, undefined, vendor));
  });

  it("hides a gallery whose profile is unpublished, and lists live ones in the sitemap", async () => {
    const sitemap = await sitemapDocument(t.database.db, "https://serviceberry.test");
    expect(sitemap).toContain(`<loc>https://serviceberry.test/vendor-inspiration/${gallery.code}</loc>`);
    expect(sitemap).toContain("<loc>https://serviceberry.test/vendor-inspiration</loc>");
    await t.database.db.update(vendors).set({ published: false }).where(eq(vendors.id, listing));
    expect((await t.request("GET", `/api/vendor-galleries/by-code/${gallery.code}`)).status).toBe(404);
    expect(await sitemapDocument(t.database.db, "https://serviceberry.test")).not.toContain(`/vendor-inspiration/${gallery.code}`);
    await t.database.db.update(vendors).set({ published: true }).where(eq(vendors.id, listing));
  });

  it("is another vendor's 404", async () => {
    expect((await t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, otherVendor)).status).toBe(404);
    expect((await t.request("POST", `/api/vendor-galleries/vendors/${listing}/code`, undefined, otherVendor)).status).toBe(404);
    expect((await t.request("DELETE", `/api/vendor-galleries/vendors/${listing}/images/${gallery.images[0]!.id}`, undefined, otherVendor)).status).toBe(404);
    expect((await t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, couple)).status).toBe(403);
  });
});

describe("the browsable gallery", () => {
  beforeAll(async () => {
    await upload(otherVendor, otherListing, await photo(20, 40, 80), { alt: "Golden hour portraits", tags: "portraits" });
    await t.request("POST", `/api/vendor-galleries/vendors/${otherListing}/code`, undefined, otherVendor);
  });

  it("shows every live gallery's first image before anyone's second, filtered by category, city and tag", async () => {
    const all = await json<IndexBody>(t.request("GET", "/api/vendor-galleries"));
    expect(all).toMatchObject({ total: 4, galleries: 2, page: 1 });
    expect(new Set(all.items.slice(0, 2).map((item) => item.vendor.businessName))).toEqual(new Set(["Petal & Stem Florals", "Lens and Light"]));
    const florists = await json<IndexBody>(t.request("GET", "/api/vendor-galleries?category=florists"));
    expect(florists.items.every((item) => item.vendor.businessName === "Petal & Stem Florals")).toBe(true);
    expect((await json<IndexBody>(t.request("GET", "/api/vendor-galleries?city=columbus"))).galleries).toBe(1);
    expect((await json<IndexBody>(t.request("GET", "/api/vendor-galleries?city=cleveland"))).items.map((item) => item.caption)).toEqual(["Golden hour portraits"]);
    expect((await json<IndexBody>(t.request("GET", "/api/vendor-galleries?tag=Peonies"))).items.map((item) => item.caption)).toEqual(["Blush peony cascade"]);
    expect((await json<IndexBody>(t.request("GET", "/api/vendor-galleries?page=9"))).total).toBe(4);
    const bad = await t.request("GET", "/api/vendor-galleries?city=paris");
    expect(bad.status).toBe(400);
  });
});

describe("saving a gallery image to a board", () => {
  let boardId: string;
  let imageId: string;

  beforeAll(async () => {
    boardId = (await json<{ id: string }>(t.request("POST", "/api/inspiration-boards", { name: "Flowers" }, couple))).id;
    const code = (await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor))).code!;
    imageId = (await json<PublicGallery>(t.request("GET", `/api/vendor-galleries/by-code/${code}`))).images.find((image) => image.caption === "Blush peony cascade")!.id;
  });

  it("copies the picture to the couple's board with its caption and a link back, once", async () => {
    const saved = await t.request("POST", `/api/vendor-galleries/images/${imageId}/save`, { boardId }, couple);
    expect(saved.status).toBe(201);
    expect(await json(saved)).toMatchObject({ board: { id: boardId, name: "Flowers", images: 1 } });
    const boards = await json<{ boards: { images: { title: string; link: string; colors: string[] }[] }[] }>(t.request("GET", "/api/inspiration-boards", undefined, couple));
    const image = boards.boards[0]!.images[0]!;
    expect(image.title).toBe("Blush peony cascade (Petal & Stem Florals)");
    expect(image.link).toMatch(/\/vendor-inspiration\/petal-and-stem-florals-[a-z0-9]{6}$/);
    expect(image.colors.length).toBeGreaterThan(0);
    expect((await t.request("POST", `/api/vendor-galleries/images/${imageId}/save`, { boardId }, couple)).status).toBe(409);
    const own = await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor));
    expect(own.images.find((i) => i.id === imageId)!.saves).toBe(1);
  });

  it("lets a helper with edit on boards save, not one with view; another couple's board is a 404", async () => {
    const portfolioImage = (await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor))).images.find((i) => i.fromPortfolio)!.id;
    expect((await t.request("POST", `/api/vendor-galleries/images/${portfolioImage}/save?coupleId=${coupleId}`, { boardId }, editor)).status).toBe(201);
    expect((await t.request("POST", `/api/vendor-galleries/images/${imageId}/save?coupleId=${coupleId}`, { boardId }, viewer)).status).toBe(403);
    const otherCouple = await t.signIn("couple");
    expect((await t.request("POST", `/api/vendor-galleries/images/${imageId}/save`, { boardId }, otherCouple)).status).toBe(404);
    expect((await t.request("POST", `/api/vendor-galleries/images/${imageId}/save`, { boardId: "nope" }, couple)).status).toBe(400);
    expect((await t.request("POST", `/api/vendor-galleries/images/${imageId}/save`, { boardId }, vendor)).status).toBe(403);
  });

  it("refuses an image of a gallery taken down", async () => {
    await t.request("DELETE", `/api/vendor-galleries/vendors/${listing}/code`, undefined, vendor);
    expect((await t.request("POST", `/api/vendor-galleries/images/${imageId}/save`, { boardId }, couple)).status).toBe(404);
  });

  it("removing an upload removes its files; a portfolio photo stays in the portfolio", async () => {
    const own = await json<OwnGallery>(t.request("GET", `/api/vendor-galleries/vendors/${listing}`, undefined, vendor));
    const upload = own.images.find((i) => !i.fromPortfolio)!;
    const fromPortfolio = own.images.find((i) => i.fromPortfolio)!;
    expect((await t.app.request(upload.url)).status).toBe(200);
    await t.request("DELETE", `/api/vendor-galleries/vendors/${listing}/images/${upload.id}`, undefined, vendor);
    expect((await t.app.request(upload.url)).status).toBe(404);
    const after = await json<OwnGallery>(t.request("DELETE", `/api/vendor-galleries/vendors/${listing}/images/${fromPortfolio.id}`, undefined, vendor));
    expect(after.portfolio).toHaveLength(1);
    expect((await t.app.request(fromPortfolio.url)).status).toBe(200);
  });
});
