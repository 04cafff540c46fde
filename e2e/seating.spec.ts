import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast } from "./helpers/auth";

/** A signed-in couple with a small attending list: two households, meals and a dietary need. */
async function coupleWithGuests(page: Page) {
  const { email } = await createAccount(page.request);
  await signInViaApi(page, email);
  const add = async (body: Record<string, unknown>) => {
    const response = await page.request.post("/api/guests", { data: { rsvpStatus: "attending", ...body }, headers: sameOriginHeaders() });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { guest: { householdId: string } }).guest;
  };
  const rosa = await add({ firstName: "Rosa", lastName: "Alvarez", household: { name: "The Alvarez family" }, mealChoice: "Chicken", dietaryNeeds: "No nuts" });
  await add({ firstName: "Leo", lastName: "Alvarez", householdId: rosa.householdId, mealChoice: "Vegetarian" });
  await add({ firstName: "Ben", lastName: "Brooks", mealChoice: "Vegetarian" });
  await add({ firstName: "Cora", lastName: "Chen", mealChoice: "Fish" });
}

async function savedPlan(page: Page) {
  const response = await page.request.get("/api/seating");
  return (await response.json()) as { plan: { tables: { id: string; number: number; x: number; y: number }[]; seats: { guestId: string; tableId: string }[] }; guests: { id: string; name: string }[] };
}

test.describe("floor plan builder", () => {
  test("a couple draws the room, auto-seats the list, moves guests by drag and by keyboard, and prints the caterer's sheet", async ({ page }) => {
    test.slow();
    await coupleWithGuests(page);
    await page.goto("/floor-plan-builder");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Floor plan builder" })).toBeVisible();
    await expect(main.getByText("We laid out a starting room for your 4 guests")).toBeVisible();
    await expect(main.getByTestId("unseated-guest")).toHaveCount(4);

    // Draw: a sweetheart table and a bar, then move table 1 three feet right by keyboard.
    await main.getByLabel("Add table").selectOption("sweetheart");
    await expect(main.getByTestId("table-editor")).toContainText("Table 3 · 0/2 seated");
    await main.getByLabel("Add to room").selectOption("bar");
    const table2 = main.getByRole("button", { name: /^Table 2,/ });
    const before = await table2.boundingBox();
    await table2.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await table2.boundingBox())!.x).toBeGreaterThan(before!.x + 10);
    await expectAccessible(page);

    // Auto-seat the whole list: households stay together.
    await main.getByRole("button", { name: "Seat everyone again" }).click();
    await expect(main.getByTestId("auto-seat-result")).toContainText("Seated 4 guests");
    await expect(main.getByText("Everyone has a seat.")).toBeVisible();
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(toast(page, "Floor plan saved.")).toBeVisible();
    const afterAuto = await savedPlan(page);
    const tableOf = (name: string) => afterAuto.plan.seats.find((seat) => seat.guestId === afterAuto.guests.find((guest) => guest.name === name)!.id)!.tableId;
    expect(tableOf("Rosa Alvarez")).toBe(tableOf("Leo Alvarez"));
    const movedTable = afterAuto.plan.tables.find((table) => table.number === 2)!;
    expect(new Set(afterAuto.plan.seats.map((seat) => seat.tableId))).toEqual(new Set([movedTable.id]));

    // Unseat Ben from table 2's details, then drag him onto the sweetheart table (table 3).
    await table2.click();
    await main.getByTestId("table-editor").getByRole("button", { name: "Unseat Ben Brooks" }).click();
    await expect(main.getByTestId("unseated-guest")).toHaveCount(1);
    const grip = main.getByRole("button", { name: "Drag Ben Brooks to a table" });
    const gripBox = (await grip.boundingBox())!;
    const table3 = main.getByRole("button", { name: /^Table 3,/ });
    await table3.scrollIntoViewIfNeeded();
    await grip.scrollIntoViewIfNeeded();
    const from = (await grip.boundingBox())!;
    const destination = (await table3.boundingBox())!;
    expect(gripBox.width).toBeGreaterThan(0);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x - 20, from.y - 10, { steps: 4 });
    await page.mouse.move(destination.x + destination.width / 2, destination.y + destination.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(toast(page, "Ben Brooks is at Table 3.")).toBeVisible();
    await expect(main.getByRole("button", { name: /^Table 3,.*Ben Brooks/ })).toBeVisible();

    // By keyboard: select table 2, unseat Cora and seat her at the head table from the list next to her name.
    await table2.focus();
    await page.keyboard.press("Enter");
    await main.getByTestId("table-editor").getByRole("button", { name: "Unseat Cora Chen" }).press("Enter");
    await main.getByLabel("Seat Cora Chen at").selectOption({ label: "Table 1 (Head table)" });
    await expect(toast(page, "Cora Chen is at Table 1 (Head table).")).toBeVisible();
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
    const final = await savedPlan(page);
    expect(final.plan.tables.find((table) => table.number === 2)!.x).toBe(movedTable.x);
    expect(final.plan.seats).toHaveLength(4);

    // The caterer's sheet, per table with meals and totals.
    await main.getByRole("link", { name: "Caterer's sheet", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Caterer's sheet: Wedding" })).toBeVisible();
    await expect(page.getByText(/4 seated guests · /)).toBeVisible();
    await expect(page.getByRole("cell", { name: "No nuts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
    await expectAccessible(page);
    const csv = await page.request.get("/api/seating/caterer.csv");
    expect(await csv.text()).toContain("All tables,Vegetarian,2");
  });

  test("on a phone, who sits where is a list, table by table", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "The list opens by itself on phones only");
    await coupleWithGuests(page);
    await page.goto("/floor-plan-builder");
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Who sits where" })).toHaveAttribute("aria-pressed", "true");
    await main.getByRole("button", { name: "Seat everyone again" }).click();
    const list = main.getByTestId("seating-list");
    await expect(list).toContainText("Rosa Alvarez");
    await expect(main.getByTestId("floor-plan")).toHaveCount(0);
    await expectAccessible(page);
  });
});
