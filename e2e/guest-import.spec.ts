import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, signInViaApi } from "./helpers/auth";

async function signedInCouple(page: Page) {
  const { email } = await createAccount(page.request);
  await signInViaApi(page, email);
}

const WITH_ERRORS = [
  "Party,First Name,Last Name,Email,Phone,Rehearsal Dinner - RSVP,Wedding - RSVP",
  "The Parks,Sam,Park,sam@example.com,615-555-0110,Attending,Attending",
  "The Parks,Jo,Park,jo@example,,Regret,Maybe later",
  "The Parks,Guest,,,,No Response,No Response",
  "Nguyen,,,kim@example.com,,No Response,Regret",
].join("\n");
const FIXED = WITH_ERRORS.replace("jo@example,", "jo@example.com,").replace("Maybe later", "Attending").replace("Nguyen,,,kim", "Nguyen,Kim,Nguyen,kim");

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

test.describe("guest import", () => {
  test("a couple imports a CSV with errors, then the fixed file, and the guests are on the list", async ({ page }) => {
    await signedInCouple(page);
    await page.goto("/planning/guest-list-manager/import");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Import guests" })).toBeVisible();

    // A workbook is refused before anything is sent.
    await main.getByLabel("Choose a CSV or vCard file").setInputFiles({ name: "guests.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]) });
    await expect(main.getByRole("alert").filter({ hasText: "Excel or Numbers workbook" })).toBeVisible();

    await main.getByLabel("Choose a CSV or vCard file").setInputFiles(csvFile("the-knot.csv", WITH_ERRORS));
    await expect(main.getByText("The Knot guest list export")).toBeVisible();
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue("email");
    await expect(main.getByLabel("Wedding - RSVP")).toHaveValue("rsvp:Wedding");
    // Only the row with no name blocks; the bad email and the unknown answer would import as written, noted.
    await expect(main.getByRole("alert").filter({ hasText: "1 row needs a fix before importing" })).toBeVisible();
    const problems = main.getByRole("table", { name: "Problems by row" });
    await expect(problems.getByRole("row", { name: /^3 Note · RSVP kept as written: RSVP "Maybe later" for Wedding/ })).toBeVisible();
    await expect(problems.getByRole("row", { name: /^3 Note · Email kept as written: Email "jo@example" isn't a valid address/ })).toBeVisible();
    await expect(problems.getByRole("row", { name: /^5 Fix · Missing name: This row has no name \(it has "Nguyen", "kim@example.com"/ })).toBeVisible();
    await expect(main.getByRole("button", { name: /^Import \d+ guests?$/ })).toBeDisabled();
    await expectAccessible(page);

    // The fixed file: ready, with the plus-one on their host and the party as one household.
    await main.getByLabel("Choose another file (fixed, or a different one)").setInputFiles(csvFile("the-knot-fixed.csv", FIXED));
    await expect(main.getByRole("status").filter({ hasText: "Every row is ready to import." })).toBeVisible();
    const parks = main.getByRole("listitem").filter({ hasText: "The Parks" });
    await expect(parks.getByText("Sam Park")).toBeVisible();
    await expect(parks.getByText("+ Guest (unnamed)")).toBeVisible();
    await main.getByRole("button", { name: "Import 3 guests" }).click();

    await expect(main.getByRole("heading", { name: "Your guests are on the list" })).toBeFocused();
    await expect(main.getByText("3 guests added in 2 new households")).toBeVisible();
    await expect(main.getByText("New events: Rehearsal Dinner, Wedding")).toBeVisible();
    // On the list: the manager shows them, and its API has the answers and plus-ones.
    await main.getByRole("link", { name: "Back to the guest list" }).click();
    await expect(page).toHaveURL(/\/planning\/guest-list-manager$/);
    await expect(main.getByRole("heading", { name: "Guest list manager" })).toBeVisible();
    for (const name of ["Sam Park", "Jo Park", "Kim Nguyen"]) await expect(main.getByText(name, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    const list = (await (await page.request.get("/api/guests?sort=name")).json()) as { guests: { firstName: string; lastName: string; rsvpStatus: string; plusOneAllowed: boolean }[] };
    expect(list.guests.map((g) => [g.firstName, g.lastName, g.rsvpStatus, g.plusOneAllowed])).toEqual([
      ["Kim", "Nguyen", "pending", false],
      ["Jo", "Park", "attending", false],
      ["Sam", "Park", "attending", true],
    ]);
  });

  test("the import works at phone width, from a pasted list @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout");
    await signedInCouple(page);
    await page.goto("/planning/guest-list-manager/import");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Or paste from a spreadsheet" }).click();
    await main.getByLabel("Paste your list (with its header row)").fill("Name\tEmail\tRSVP\tMeal\nAna Lee\tana@example.com\tyes\tChicken\nCal Fox\t\tno\t\n");
    await main.getByRole("button", { name: "Preview pasted list" }).click();
    await expect(main.getByRole("button", { name: "Import 2 guests" })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await main.getByRole("button", { name: "Import 2 guests" }).click();
    await expect(main.getByText("2 guests added in 2 new households")).toBeVisible();
  });

  test("columns with data the import would skip are named, and kept as notes in one click", async ({ page }) => {
    await signedInCouple(page);
    await page.goto("/planning/guest-list-manager/import");
    const main = page.getByRole("main");
    await main.getByLabel("Choose a CSV or vCard file").setInputFiles(csvFile("zola.csv", "First Name,Last Name,Partner First Name,Title,Phone Number,Country\nPriya,Raman,Guest,Dr.,98765 43210,IN\n"));
    await expect(main.getByText("Zola guest list export")).toBeVisible();
    const skipped = main.getByRole("region", { name: "1 column with data won't be imported" });
    await expect(skipped.getByText("Title")).toBeVisible();
    await skipped.getByRole("button", { name: "Keep them as notes" }).click();
    await expect(main.getByLabel("Title", { exact: true })).toHaveValue("keepNote");
    await expect(main.getByRole("status").filter({ hasText: "Every row is ready to import." })).toBeVisible();
    await main.getByRole("button", { name: "Import 1 guest" }).click();
    await expect(main.getByText("1 guest added in 1 new household")).toBeVisible();
    const list = (await (await page.request.get("/api/guests")).json()) as { guests: { phone: string; notes: string; plusOneAllowed: boolean }[] };
    expect(list.guests).toEqual([expect.objectContaining({ phone: "+919876543210", notes: "Title: Dr.", plusOneAllowed: true })]);
  });

  test("the CSV format guide lists the columns and downloads the template", async ({ page }) => {
    await page.goto("/planning/csv-format-guide");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "CSV format guide" })).toBeVisible();
    await expect(main.getByRole("rowheader", { name: "RSVP per event" })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), main.getByRole("button", { name: "Download the template" }).click()]);
    expect(download.suggestedFilename()).toBe("serviceberry-guest-list-template.csv");
    const fs = await import("node:fs");
    expect(fs.readFileSync(await download.path(), "utf8")).toMatch(/^\uFEFFHousehold,First Name,Last Name,Email,Phone,/);
    await expectAccessible(page);
  });
});
