import fs from "node:fs";
import { chromium } from "@playwright/test";
const [base, out, ...paths] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const [name, options] of [["1440", { viewport: { width: 1440, height: 900 } }], ["390", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }], ["390-android", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID }]]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(400);
    const file = `${out}/${name}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  }
  await context.close();
}
await browser.close();
