import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4325";
const h = { origin: base, "sec-fetch-site": "same-origin" };
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
const email = `shots-${Date.now()}@example.com`;
await page.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "lantern orchard velvet 42", userType: "couple", name: "Maya" }, headers: h });
await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: "lantern orchard velvet 42" }, headers: h });
await page.request.put(`${base}/api/account/couple-profile`, { data: { partner1Name: "Maya", partner2Name: "Jordan", city: "columbus" }, headers: h });
const d = new Date(Date.now() + 320 * 864e5).toISOString().slice(0, 10);
await page.request.put(`${base}/api/timeline/wedding-date`, { data: { weddingDate: d }, headers: h });
await page.request.post(`${base}/api/timeline`, { data: { templateId: "classic-12-month" }, headers: h });
for (const e of [
  { title: "Hair and makeup", startMinutes: 540, durationMinutes: 180, place: "Bridal Suite", people: ["Maya", "Priya"] },
  { title: "Wedding party photos", startMinutes: 660, durationMinutes: 60, place: "Rose Garden", people: ["Priya", "Jordan"], vendors: ["Lumen Photo"] },
  { title: "Ceremony", startMinutes: 960, durationMinutes: 30, place: "Chapel", people: ["Maya", "Jordan"], vendors: ["Lumen Photo"] },
]) await page.request.post(`${base}/api/timeline/events`, { data: e, headers: h });
await page.request.put(`${base}/api/budget`, { data: { totalCents: 3_000_000, guestCount: 120 }, headers: h });
const tl = await (await page.request.get(`${base}/api/timeline`)).json();
const share = await (await page.request.post(`${base}/api/timeline/shares`, { data: { label: "Photographer" }, headers: h })).json();
const shots = [
  ["master", "/planning/master-timeline"],
  ["dashboard", "/couple-dashboard"],
  ["worksheet", `/timeline/worksheet/${tl.timeline.id}`],
  ["mobile", `/timeline/mobile/${tl.timeline.id}`],
  ["shared", `/timeline/shared/${share.token}`],
  ["templates", "/planning/templates"],
  ["getting", "/planning/getting-started"],
  ["guides", "/planning/guides"],
];
for (const [width, tag] of [[1440, "d"], [390, "m"]]) {
  await page.setViewportSize({ width, height: 900 });
  for (const [name, path] of shots) {
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/wt-timeline-${name}-${tag}.png`, fullPage: name !== "guides" && name !== "master" ? true : false });
  }
}
await page.goto(base + "/planning/master-timeline");
await page.waitForLoadState("networkidle");
await page.setViewportSize({ width: 1440, height: 900 });
await page.getByRole("heading", { name: "The day itself" }).scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/wt-timeline-day-d.png` });
await page.emulateMedia({ media: "print" });
await page.goto(`${base}/timeline/worksheet/${tl.timeline.id}`);
await page.waitForLoadState("networkidle");
await page.screenshot({ path: `/tmp/wt-timeline-print.png`, fullPage: true });
const sw = await page.evaluate(() => document.documentElement.scrollWidth);
console.log("done", sw);
await browser.close();
