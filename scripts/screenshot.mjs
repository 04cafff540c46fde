// Takes full-page screenshots of app paths at desktop (1440) and phone (390) widths, for looking at.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000 /path [/other ...]  (writes to ./screenshots/)
import fs from "node:fs";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshot.mjs BASE_URL PATH...");
  process.exit(2);
}
fs.mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const [name, viewport] of [["desktop", { width: 1440, height: 900 }], ["mobile", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, "_") || "_home"}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
