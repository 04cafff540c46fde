import { chromium } from "@playwright/test";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + "/");
  await page.screenshot({ path: `/tmp/grace-${name}-home.png` });
  await page.getByRole("button", { name: "Get help from Grace, our support assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Grace" });
  await panel.getByPlaceholder("Describe your issue...").fill("I forgot my password and can't sign in");
  await panel.getByPlaceholder("Describe your issue...").press("Enter");
  await panel.getByText(/reset link/).waitFor();
  await page.screenshot({ path: `/tmp/grace-${name}-panel.png` });
  await panel.getByRole("button", { name: /switch to voice/ }).click();
  await page.screenshot({ path: `/tmp/grace-${name}-voice.png` });
  await page.close();
}
await browser.close();
