import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, vendors } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeImage } from "../../test/venue-listings.ts";
import { insertTestVendor } from "../../test/vendors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let counter = 0;
async function vendorAccount() {
  const email = `vendor-dash-${++counter}-${Date.now()}@example.com`;
  const headers = await t.signIn("vendor", email);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, headers, id: user!.id };
}

const profile = {
  businessName: "Juniper & Vine Florals",
  category: "florists",
  city: "nashville",
  citiesServed: ["nashville"],
  summary: "Garden-style wedding flowers grown and gathered near Nashville.",
  description: "We design loose, seasonal arrangements with flowers from Middle Tennessee farms: bouquets, arbors, tablescapes and everything in between.",
  startingPrice: 1800,
  styles: ["garden", "romantic"],
  yearsInBusiness: 9,
  responseTimeHours: 12,
  website: "https://juniperandvine.example",
  phone: "(615) 555-0188",
};

function upload(headers: Record<string, string>, vendorId: string, body: Uint8Array, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new File([body as Uint8Array<ArrayBuffer>], name, { type }));
  return t.app.request(`/api/vendor-dashboard/vendors/${vendorId}/images`, { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body: form });
}

describe("vendor dashboard", () => {
  it("creates, edits and publishes a profile with packages; the cheapest package sets the starting price", async () => {
    const vendor = await vendorAccount();
    const created = await t.request("POST", "/api/vendor-dashboard/vendors", profile, vendor.headers);
    expect(created.status).toBe(201);
    const { vendor: v } = await json<{ vendor: { id: string } }>(created);
    const mine = await json<{ vendors: { id: string; published: boolean }[] }>(await t.request("GET", "/api/vendor-dashboard/vendors", undefined, vendor.headers));
    expect(mine.vendors).toMatchObject([{ id: v.id, published: false }]);

    const edited = await t.request("PUT", `/api/vendor-dashboard/vendors/${v.id}`, { ...profile, summary: "Seasonal, garden-style flowers for Nashville weddings.", citiesServed: [] }, vendor.headers);
    expect(edited.status).toBe(400);
    expect((await json<ErrorBody>(edited)).error.fields).toHaveProperty("citiesServed");
    const saved = await t.request("PUT", `/api/vendor-dashboard/vendors/${v.id}`, { ...profile, summary: "Seasonal, garden-style flowers for Nashville weddings." }, vendor.headers);
    expect(saved.status).toBe(200);

    // Publishing needs a package or a photo.
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${v.id}/publish`, undefined, vendor.headers)).status).toBe(409);
    const pkg = { name: "Ceremony and bouquets", price: 1450, description: "", includes: ["Bridal bouquet", "Four boutonnieres"] };
    const added = await json<{ package: { id: string } }>(await t.request("POST", `/api/vendor-dashboard/vendors/${v.id}/packages`, pkg, vendor.headers));
    await t.request("POST", `/api/vendor-dashboard/vendors/${v.id}/packages`, { ...pkg, name: "Full floral", price: 5200 }, vendor.headers);
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${v.id}/packages`, { ...pkg, includes: [] }, vendor.headers)).status).toBe(400);
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${v.id}/publish`, undefined, vendor.headers)).status).toBe(200);

    type Dashboard = { vendor: { businessName: string; summary: string; startingPrice: number; published: boolean }; packages: { name: string; price: number }[] };
    let dashboard = await json<Dashboard>(await t.request("GET", `/api/vendor-dashboard/vendors/${v.id}`, undefined, vendor.headers));
    expect(dashboard.vendor).toMatchObject({ summary: "Seasonal, garden-style flowers for Nashville weddings.", startingPrice: 1450, published: true });
    expect(dashboard.packages.map((p) => p.name)).toEqual(["Ceremony and bouquets", "Full floral"]);
    await t.request("PUT", `/api/vendor-dashboard/vendors/${v.id}/packages/${added.package.id}`, { ...pkg, price: 1600 }, vendor.headers);
    dashboard = await json<Dashboard>(await t.request("GET", `/api/vendor-dashboard/vendors/${v.id}`, undefined, vendor.headers));
    expect(dashboard.vendor.startingPrice).toBe(1600);
  });

  it("only the vendor (or an admin) changes a profile", async () => {
    const [a, b] = [await vendorAccount(), await vendorAccount()];
    const studioB = await insertTestVendor(t.database.db, { ownerId: b.id, businessName: "Owned By B" });
    for (const [method, path, body] of [
      ["GET", `/api/vendor-dashboard/vendors/${studioB.id}`, undefined],
      ["PUT", `/api/vendor-dashboard/vendors/${studioB.id}`, { ...profile, businessName: "Hijacked" }],
      ["POST", `/api/vendor-dashboard/vendors/${studioB.id}/packages`, { name: "Sneaky", price: 1, includes: ["x"] }],
    ] as const) {
      expect((await t.request(method, path, body, a.headers)).status, `${method} ${path}`).toBe(404);
    }
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, studioB.id));
    expect(row!.businessName).toBe("Owned By B");
    expect((await t.request("PUT", `/api/vendor-dashboard/vendors/${studioB.id}`, { ...profile, businessName: "Fixed By Admin" }, await t.signIn("admin"))).status).toBe(200);
    expect((await t.request("GET", `/api/vendor-dashboard/vendors/${studioB.id}`, undefined, await t.signIn("couple"))).status).toBe(403);
  });

  it("accepts real photos, resized to WebP, and rejects files that aren't images whatever their name", async () => {
    const vendor = await vendorAccount();
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id });
    const ok = await upload(vendor.headers, studio.id, await makeImage("png", 2400, 1600));
    expect(ok.status).toBe(201);
    const { image } = await json<{ image: { url: string; width: number } }>(ok);
    expect(image.width).toBe(1600);
    expect(image.url).toMatch(new RegExp(`^/media/vendors/${studio.id}/[0-9a-f]{24}\\.webp$`));
    expect((await upload(vendor.headers, studio.id, await makeImage("png", 2400, 1600))).status).toBe(409);

    const fake = await upload(vendor.headers, studio.id, new TextEncoder().encode("<?php echo 'hi'; ?>"), "photo.jpg", "image/jpeg");
    expect(fake.status).toBe(415);
    const svg = await upload(vendor.headers, studio.id, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>'), "art.png");
    expect(svg.status).toBe(415);
    const dashboard = await json<{ images: unknown[] }>(await t.request("GET", `/api/vendor-dashboard/vendors/${studio.id}`, undefined, vendor.headers));
    expect(dashboard.images).toHaveLength(1);
  });

  it("recommends friendors, never itself or twice", async () => {
    const vendor = await vendorAccount();
    const studio = await insertTestVendor(t.database.db, { ownerId: vendor.id });
    const friend = await insertTestVendor(t.database.db, { businessName: "Quartz Candle Decor", category: "decorators" });
    const candidates = await json<{ vendors: { id: string }[] }>(await t.request("GET", `/api/vendor-dashboard/vendors/${studio.id}/friendor-candidates?q=quartz candle`, undefined, vendor.headers));
    expect(candidates.vendors.map((c) => c.id)).toEqual([friend.id]);
    const note = { recommendedVendorId: friend.id, note: "They light a room like nobody else." };
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/recommendations`, note, vendor.headers)).status).toBe(201);
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/recommendations`, note, vendor.headers)).status).toBe(409);
    expect((await t.request("POST", `/api/vendor-dashboard/vendors/${studio.id}/recommendations`, { ...note, recommendedVendorId: studio.id }, vendor.headers)).status).toBe(400);
    const publicList = await json<{ recommendations: { from: { id: string }; to: { id: string } }[] }>(await t.request("GET", "/api/vendor-pros/friendors"));
    expect(publicList.recommendations.some((r) => r.from.id === studio.id && r.to.id === friend.id)).toBe(true);
  });

  it("does not count a sign-up as a founding place: only paid subscriptions take one (decision 043)", async () => {
    const before = await json<{ taken: number; placesLeft: number }>(await t.request("GET", "/api/vendor-pros/founding-50"));
    await vendorAccount();
    const after = await json<{ taken: number; placesLeft: number }>(await t.request("GET", "/api/vendor-pros/founding-50"));
    expect(after).toEqual(before);
  });
});
