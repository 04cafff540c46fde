import { readFile } from "node:fs/promises";
import type { CDPSession, Page } from "@playwright/test";
import { ANDROID_UA, expect, expectAccessible, test } from "./fixtures";
import { createAccount, sameOriginHeaders, signInViaApi, toast } from "./helpers/auth";

/**
 * Issue 31's later tools (decision 045): the floor plan started from a saved venue's room, align and space
 * tables, the plan saved as a PNG, pinch and keys to zoom, and select / move / rotate / seat by keyboard.
 */

interface SavedTable {
  id: string;
  number: number;
  x: number;
  y: number;
  rotation: number;
  seats: number;
}
interface SavedPlan {
  saved: boolean;
  plan: { room: { width: number; length: number }; tables: SavedTable[]; fixtures: { kind: string; accessible: boolean }[]; seats: { guestId: string; tableId: string }[]; settings: { include: string } };
  guests: { id: string; name: string }[];
}
interface SeatingVenues {
  venues: { id: string; name: string; estimated: boolean; rooms: { id: string | null; name: string; width: number; length: number }[] }[];
}

/** A signed-in couple with a saved Cleveland venue and `count` attending guests (the first one uses a wheelchair). */
async function coupleWithVenue(page: Page, count: number) {
  const { email } = await createAccount(page.request);
  await signInViaApi(page, email);
  for (let n = 0; n < count; n += 1) {
    const response = await page.request.post("/api/guests", {
      data: { firstName: `Guest${String.fromCharCode(65 + n)}`, lastName: "Okafor", rsvpStatus: "attending", mealChoice: n % 2 === 0 ? "Chicken" : "Vegetarian", ...(n === 0 ? { accessibilityNeeds: "Wheelchair" } : {}) },
      headers: sameOriginHeaders(),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const found = (await (await page.request.get("/api/venues?city=cleveland&sort=name")).json()) as { venues: { id: string; name: string }[] };
  const venue = found.venues[0]!;
  expect((await page.request.put(`/api/saved-venues/${venue.id}`, { headers: sameOriginHeaders(), data: {} })).ok()).toBe(true);
  const { venues } = (await (await page.request.get("/api/seating/venues")).json()) as SeatingVenues;
  return venues.find((saved) => saved.id === venue.id)!;
}

async function savedPlan(page: Page): Promise<SavedPlan> {
  const response = await page.request.get("/api/seating");
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedPlan;
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("floor plan tools", () => {
  test("starts from a saved venue's room, aligns and spaces tables, moves, rotates and seats by keyboard, zooms and saves a PNG", async ({ page }) => {
    test.slow();
    const venue = await coupleWithVenue(page, 10);
    const room = [...venue.rooms].sort((a, b) => b.width * b.length - a.width * a.length)[0]!;
    await page.goto("/floor-plan-builder");
    const main = page.getByRole("main");
    // The first visit builds the page's chunks' cache on a loaded machine: a longer first wait.
    await expect(main.getByText("We laid out a starting room for your 10 guests")).toBeVisible({ timeout: 20_000 });

    // The venue start: the saved venue, its largest room, a layout with clearances checked.
    await main.getByRole("button", { name: "start from your venue's room" }).click();
    const start = main.getByTestId("venue-start");
    await start.getByLabel("Saved venue").selectOption({ label: venue.name });
    await start.getByLabel("Room").selectOption({ label: `${room.name} (${room.width} × ${room.length} ft)` });
    await start.getByRole("button", { name: "Lay out this room" }).click();
    const summary = start.getByTestId("venue-layout-summary");
    await expect(summary).toContainText(`${room.name} at ${venue.name}: ${room.width} × ${room.length} ft.`);
    await expect(summary).toContainText("for 10 guests");
    await expect(summary).toContainText("Clearances checked");
    await start.getByRole("button", { name: "Use this layout" }).click();
    await expect(toast(page, `Laid out ${room.name} at ${venue.name}.`)).toBeVisible();
    await expect(main.getByTestId("venue-start")).toHaveCount(0);
    await expect(main.getByText(`Room ${room.width} × ${room.length} ft. Grid squares are 5 ft.`)).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
    const laidOut = await savedPlan(page);
    expect(laidOut.saved).toBe(true);
    expect(laidOut.plan.room).toEqual({ width: room.width, length: room.length });
    // Tables of 8 with a quarter more seats than guests: 10 guests need 13 seats, two round tables, and the head table.
    const rounds = laidOut.plan.tables.filter((table) => table.number > 1);
    expect(rounds.reduce((sum, table) => sum + table.seats, 0)).toBeGreaterThanOrEqual(13);
    expect(laidOut.plan.fixtures.map((fixture) => fixture.kind).sort()).toEqual(["dance_floor", "door"]);
    const tableButton = (number: number) => main.getByRole("button", { name: new RegExp(`^Table ${number}[ ,]`) });

    // A third round table (duplicated from table 2), so there are three to space evenly.
    await tableButton(2).click();
    await main.getByTestId("table-editor").getByRole("button", { name: "Duplicate" }).click();
    await expect(tableButton(4)).toBeVisible();

    // By keyboard: table 2 three feet down, table 3 five feet left (Shift), the head table turned 15°.
    await tableButton(2).focus();
    for (let n = 0; n < 3; n += 1) await page.keyboard.press("ArrowDown");
    await tableButton(3).focus();
    await page.keyboard.press("Shift+ArrowLeft");
    await tableButton(1).focus();
    await page.keyboard.press("r");
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
    const moved = await savedPlan(page);
    const byNumber = (plan: SavedPlan, number: number) => plan.plan.tables.find((table) => table.number === number)!;
    const before = laidOut.plan.tables.find((table) => table.number === 2)!;
    expect(byNumber(moved, 2)).toMatchObject({ x: before.x, y: before.y + 3 });
    expect(byNumber(moved, 3).x).toBe(laidOut.plan.tables.find((table) => table.number === 3)!.x - 5);
    expect(byNumber(moved, 1).rotation).toBe(15);

    // Select three tables (click, then Shift-click) and line up their top edges, then space them evenly across.
    await tableButton(2).click();
    await tableButton(3).click({ modifiers: ["Shift"] });
    await tableButton(4).click({ modifiers: ["Shift"] });
    const tools = main.getByTestId("align-tools");
    await expect(tools).toContainText("3 selected:");
    await tools.getByRole("button", { name: "Align top edges" }).click();
    await tools.getByRole("button", { name: "Space evenly across" }).click();
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
    const aligned = await savedPlan(page);
    const three = [2, 3, 4].map((number) => byNumber(aligned, number));
    // Same shape and seats: equal top edges are equal centers, at the highest of the three.
    const top = Math.min(...[2, 3, 4].map((number) => byNumber(moved, number).y));
    expect(three.map((table) => table.y)).toEqual([top, top, top]);
    const xs = three.map((table) => table.x).sort((a, b) => a - b);
    const movedXs = [2, 3, 4].map((number) => byNumber(moved, number).x).sort((a, b) => a - b);
    expect([xs[0], xs[2]]).toEqual([movedXs[0], movedXs[2]]);
    expect(xs[1]! - xs[0]!).toBeCloseTo(xs[2]! - xs[1]!, 1);
    expect(xs[1]).not.toBe(movedXs[1]);
    // Tables left out of the selection stay put.
    expect(byNumber(aligned, 1)).toMatchObject({ x: byNumber(moved, 1).x, y: byNumber(moved, 1).y });

    // Seat by keyboard: table 2's details open with Enter, a guest picked from the list there with the arrow keys.
    await main.getByRole("button", { name: "Clear selection" }).click();
    await tableButton(2).focus();
    await page.keyboard.press("Enter");
    const editor = main.getByTestId("table-editor");
    await expect(editor).toContainText("Table 2 · 0/8 seated");
    await editor.getByLabel("Seat a guest here").focus();
    await page.keyboard.press("ArrowDown");
    await expect(editor).toContainText("Table 2 · 1/8 seated");
    await expect(tableButton(2)).toHaveAccessibleName(/^Table 2, round table, 8 seats, 1 seated: GuestA Okafor/);
    await expect(tableButton(2)).toHaveAccessibleDescription(/Seat 1: GuestA Okafor\. Seat 2: empty\./);

    // Zoom: the keys on the room, then the buttons.
    const zoom = main.getByTestId("zoom-level");
    await expect(zoom).toHaveText("100%");
    const canvas = main.getByTestId("floor-plan");
    const width100 = (await canvas.boundingBox())!.width;
    await main.getByTestId("zoom-area").focus();
    await page.keyboard.press("+");
    await expect(zoom).toHaveText("125%");
    expect((await canvas.boundingBox())!.width).toBeCloseTo(width100 * 1.25, 0);
    await main.getByRole("button", { name: "Zoom out" }).click();
    await main.getByRole("button", { name: "Zoom out" }).click();
    await expect(zoom).toHaveText("80%");
    await main.getByTestId("zoom-area").press("0");
    await expect(zoom).toHaveText("100%");

    // The PNG: a real picture at 12 pixels a foot, with the margins and the legend below the room.
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await main.getByRole("button", { name: "Save as PNG" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^floor-plan-wedding-\d{4}-\d{2}-\d{2}\.png$/);
    await expect(toast(page, "Floor plan saved as a picture.")).toBeVisible();
    const bytes = await readFile((await download.path())!);
    expect(pngSize(bytes)).toEqual({ width: Math.max(room.width * 12 + 48, 560), height: room.length * 12 + 48 + 96 + 28 });
    // Drawn, not blank: a white page of that size compresses to a few kilobytes.
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(bytes.length).toBeLessThan(5_000_000);
  });

  test("drags a table and undoes it, drags guests to a chosen seat, and hands out cards, the plan and a read-only link, and seats guests who haven't answered when asked", async ({ page, browser }) => {
    test.slow();
    await coupleWithVenue(page, 3);
    const pending = await page.request.post("/api/guests", { data: { firstName: "Pia", lastName: "Undecided", rsvpStatus: "pending" }, headers: sameOriginHeaders() });
    expect(pending.status()).toBe(201);
    await page.goto("/floor-plan-builder");
    const main = page.getByRole("main");
    await expect(main.getByText("We laid out a starting room for your 3 guests")).toBeVisible({ timeout: 20_000 });
    const start = await savedPlan(page);
    const table2 = start.plan.tables.find((table) => table.number === 2)!;
    const tableButton = main.getByRole("button", { name: /^Table 2,/ });

    // Drag table 2 eighty pixels (ten feet at 100%) to the right with the mouse, undo, redo.
    const before = (await tableButton.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2 + 80, before.y + before.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await tableButton.boundingBox())!.x - before.x)).toBe(80);
    await main.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => Math.round((await tableButton.boundingBox())!.x - before.x)).toBe(0);
    await main.getByRole("button", { name: "Redo" }).click();
    await expect.poll(async () => Math.round((await tableButton.boundingBox())!.x - before.x)).toBe(80);

    // Drag GuestA onto table 2's third chair; GuestB onto the same chair is refused, naming who has it.
    const dragTo = async (name: string, target: { x: number; y: number; width: number; height: number }) => {
      const grip = main.getByRole("button", { name: `Drag ${name} to a table` });
      await grip.scrollIntoViewIfNeeded();
      const from = (await grip.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x - 20, from.y - 10, { steps: 4 });
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
      await page.mouse.up();
    };
    const chair = main.getByTestId(`chair-${table2.id}-3`);
    await chair.scrollIntoViewIfNeeded();
    await dragTo("GuestA Okafor", (await chair.boundingBox())!);
    await expect(toast(page, "GuestA Okafor is at Table 2, seat 3.")).toBeVisible();
    await dragTo("GuestB Okafor", (await chair.boundingBox())!);
    await expect(toast(page, "Seat 3 at Table 2 is taken by GuestA Okafor.")).toBeVisible();
    await expect(tableButton).toHaveAccessibleDescription(/Seat 2: empty\. Seat 3: GuestA Okafor\./);
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
    const saved = await savedPlan(page);
    const guestA = saved.guests.find((guest) => guest.name === "GuestA Okafor")!;
    expect(saved.plan.seats).toEqual([expect.objectContaining({ guestId: guestA.id, tableId: table2.id, seat: 3 })]);
    expect(saved.plan.tables.find((table) => table.id === table2.id)!.x).toBe(table2.x + 10);

    // Who sits where: each table's meals, live.
    await main.getByRole("button", { name: "Who sits where" }).click();
    await expect(main.getByTestId("seating-list").getByRole("listitem").filter({ hasText: "Table 2 · 1 of 8 seats" })).toContainText("1 Chicken");
    await main.getByRole("button", { name: "Room", exact: true }).click();

    // Escort and place cards: name, table and meal, on a chosen card size.
    await main.getByRole("link", { name: "Escort and place cards" }).click();
    await expect(page.getByRole("heading", { name: "Escort and place cards: Wedding" })).toBeVisible();
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "GuestA Okafor" });
    await expect(card).toContainText("Table 2");
    await expect(card).toContainText("Meal: Chicken");
    await page.getByLabel("Card size").selectOption("4x6");
    await expect.poll(async () => Math.round((await card.boundingBox())!.width)).toBe(576);
    await expectAccessible(page);

    // The floor plan to scale, for the browser's print.
    await page.getByRole("link", { name: "Back to the floor plan" }).click();
    await main.getByRole("link", { name: "Floor plan to scale" }).click();
    await expect(page.getByRole("heading", { name: "Floor plan: Wedding" })).toBeVisible();
    await expect(page.getByText(/scale 1 inch = [\d.]+ ft when printed at 100%/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Legend" })).toBeVisible();
    await expect(page.getByText("Table 2: 1 of 8 seats")).toBeVisible();

    // A read-only link the venue opens without an account, until the couple turns it off.
    await page.getByRole("link", { name: "Back to the floor plan" }).click();
    await main.getByRole("button", { name: "Make a link" }).click();
    const link = main.getByRole("link", { name: /\/floor-plan-builder\/shared\// });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href"))!;
    const venueTeam = await browser.newContext();
    const shared = await venueTeam.newPage();
    await shared.goto(href);
    await expect(shared.getByRole("heading", { name: "Floor plan: Wedding" })).toBeVisible();
    await expect(shared.getByRole("button", { name: /^Table 2,/ })).toHaveAccessibleDescription(/Seat 3: taken\./);
    await expect(shared.getByRole("cell", { name: "GuestA Okafor" })).toBeVisible();
    await main.getByRole("button", { name: "Turn off the link" }).click();
    await expect(toast(page, "The link no longer works.")).toBeVisible();
    await shared.reload();
    await expect(shared.getByRole("main").getByText("This link doesn't open a floor plan anymore")).toBeVisible();
    await venueTeam.close();

    // Who to seat: also the guests who haven't answered, once the plan is saved.
    await expect(main.getByText("Pia Undecided")).toHaveCount(0);
    await main.getByLabel("Who to seat").selectOption({ label: "Also guests who haven't answered" });
    await expect(main.getByText("Save the plan to bring in guests who haven't answered.")).toBeVisible();
    await main.getByRole("button", { name: "Save plan" }).click();
    await expect(main.getByTestId("unseated-guest").filter({ hasText: "Pia Undecided" })).toBeVisible();
    expect((await savedPlan(page)).plan.settings.include).toBe("attending_and_pending");
  });

  test.describe("on an Android phone", () => {
    test.use({ userAgent: ANDROID_UA });

    test("pinches to zoom and drags the floor to pan", { tag: "@phone" }, async ({ page, isMobile }) => {
      test.skip(!isMobile, "Touch gestures, on the phone project");
      await coupleWithVenue(page, 4);
      await page.goto("/floor-plan-builder");
      const main = page.getByRole("main");
      await main.getByRole("button", { name: "Room", exact: true }).click();
      const area = main.getByTestId("zoom-area");
      await area.scrollIntoViewIfNeeded();
      const zoom = main.getByTestId("zoom-level");
      await expect(zoom).toHaveText("100%");
      const canvas = main.getByTestId("floor-plan");
      const before = (await canvas.boundingBox())!.width;
      const box = (await area.boundingBox())!;
      // Fingers on the frame's padding, left of the room: the floor itself, no table under them.
      const x = box.x + 4;
      const cdp = await page.context().newCDPSession(page);
      await touch(cdp, "touchStart", [{ x, y: box.y + 60, id: 1 }, { x, y: box.y + 120, id: 2 }]);
      for (let step = 1; step <= 6; step += 1) await touch(cdp, "touchMove", [{ x, y: box.y + 60 - step * 8, id: 1 }, { x, y: box.y + 120 + step * 8, id: 2 }]);
      await touch(cdp, "touchEnd", []);
      // The fingers went from 60 to 156 pixels apart: 2.6 times the zoom.
      await expect(zoom).toHaveText("260%");
      expect((await canvas.boundingBox())!.width).toBeCloseTo(before * 2.6, 0);

      // One finger drags the floor up: the room scrolls under it.
      await area.scrollIntoViewIfNeeded();
      const frame = (await area.boundingBox())!;
      const scrolled = () => area.evaluate((element) => element.scrollTop);
      const startTop = await scrolled();
      const from = frame.y + Math.min(frame.height, 844 - frame.y) - 20;
      await touch(cdp, "touchStart", [{ x: frame.x + 4, y: from, id: 3 }]);
      for (let step = 1; step <= 5; step += 1) await touch(cdp, "touchMove", [{ x: frame.x + 4, y: from - step * 30, id: 3 }]);
      await touch(cdp, "touchEnd", []);
      const bottom = await area.evaluate((element) => element.scrollHeight - element.clientHeight);
      await expect.poll(scrolled).toBe(Math.min(startTop + 150, bottom));
      expect(bottom).toBeGreaterThan(startTop);
      await expectAccessible(page);
    });
  });
});

async function touch(cdp: CDPSession, type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number; id: number }[]) {
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((point) => ({ x: point.x, y: point.y, id: point.id, radiusX: 1, radiusY: 1, force: 1 })) });
}
