import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4324";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const csv = [
  "Party,First Name,Last Name,Email,Phone,Street Address 1,City,State/Region,Zip/Postal Code,Rehearsal Dinner - RSVP,Wedding - RSVP",
  "The Parks,Sam,Park,sam@example.com,615-555-0110,9 Oak Ave,Nashville,TN,37203,Attending,Attending",
  "The Parks,Jo,Park,jo@example,,,,,,Regret,Maybe later",
  "The Parks,Guest,,,,,,,,No Response,No Response",
  "Nguyen,,,kim@example.com,,,,,,No Response,Regret",
  "Alvarez,Maria,Alvarez,maria@example.com,(614) 555-0142,418 Oak Street,Columbus,OH,43215,Attending,Attending",
].join("\n");
for (const [name, viewport] of [["desktop", { width: 1440, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const email = `shots-${name}-${Date.now()}@example.com`;
  const headers = { origin: base };
  await page.request.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "lantern orchard velvet 42", userType: "couple", name: "Shots" }, headers });
  await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: "lantern orchard velvet 42" }, headers });
  await page.goto(`${base}/planning/guest-list-manager/import`);
  await page.getByRole("heading", { name: "Import guests" }).waitFor();
  await page.screenshot({ path: `/tmp/gi-${name}-1-empty.png`, fullPage: true });
  await page.getByLabel("Choose a CSV or vCard file").setInputFiles({ name: "the-knot.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByText("Rows to check").waitFor();
  await page.screenshot({ path: `/tmp/gi-${name}-2-problems.png`, fullPage: true });
  await page.goto(`${base}/planning/csv-format-guide`);
  await page.getByRole("heading", { name: "CSV format guide" }).waitFor();
  await page.screenshot({ path: `/tmp/gi-${name}-3-guide.png`, fullPage: true });
  await context.close();
}
await browser.close();
