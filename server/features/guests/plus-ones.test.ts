import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestHouseholds } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import type { GuestView } from "./rows.ts";

let t: TestApp;
let couple: Record<string, string>;
let ceremony: string;
let reception: string;

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
type Counts = { total: number; attending: number; pending: number; declined: number; events: { eventId: string; invited: number; attending: number }[]; meals: { meal: string; count: number }[] };
const counts = async () => (await json<{ counts: Counts }>(t.request("GET", "/api/guests/overview", undefined, couple))).counts;
const guestList = async () => (await json<{ guests: GuestView[] }>(t.request("GET", "/api/guests?pageSize=100", undefined, couple))).guests;

beforeAll(async () => {
  t = await createTestApp();
  couple = await t.signIn("couple");
  ceremony = (await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Ceremony", kind: "ceremony" }, couple))).event.id;
  reception = (await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Reception", kind: "reception", mealOptions: ["Chicken", "Salmon"] }, couple))).event.id;
});
afterAll(() => t.close());

describe("plus-ones", () => {
  it("an accepted plus-one is a guest: counted attending, answered at the host's events, with a meal; the tallies agree", async () => {
    const added = await json<{ guest: GuestView }>(t.request("POST", "/api/guests", { firstName: "Rosa", lastName: "Reyes", plusOneAllowed: true, household: { name: "Rosa Reyes" } }, couple));
    const [household] = await t.database.db.select({ token: guestHouseholds.rsvpToken }).from(guestHouseholds).where(eq(guestHouseholds.id, added.guest.household.id));
    const token = household!.token;

    const answered = await t.request("PUT", `/api/rsvp/${token}`, {
      guests: [
        {
          guestId: added.guest.id,
          events: [
            { eventId: ceremony, status: "attending" },
            { eventId: reception, status: "attending", mealChoice: "Salmon" },
          ],
          plusOneName: "Sam  Ortiz Vega",
          plusOneMeals: [{ eventId: reception, mealChoice: "Chicken" }],
        },
      ],
    });
    expect(answered.status).toBe(200);
    // The plus-one now answers on the invitation like anyone in the household.
    const rsvp = await json<{ guests: { firstName: string; lastName: string; guestType: string; invitations: { eventId: string; rsvpStatus: string; mealChoice: string | null }[] }[] }>(answered);
    expect(rsvp.guests.map((g) => [g.firstName, g.lastName, g.guestType])).toEqual([
      ["Rosa", "Reyes", "adult"],
      ["Sam", "Ortiz Vega", "plus_one"],
    ]);
    expect(rsvp.guests[1]?.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventId: ceremony, rsvpStatus: "attending" }), expect.objectContaining({ eventId: reception, rsvpStatus: "attending", mealChoice: "Chicken" })]),
    );

    const tally = await counts();
    expect(tally).toMatchObject({ total: 2, attending: 2, pending: 0 });
    expect(tally.events.find((e) => e.eventId === reception)).toMatchObject({ invited: 2, attending: 2 });
    expect(tally.meals).toEqual(expect.arrayContaining([{ meal: "Salmon", count: 1 }, { meal: "Chicken", count: 1 }]));
    expect(tally.meals.reduce((n, m) => n + m.count, 0)).toBe(tally.attending);

    // A meal the event does not offer, or at an event the host skips, is refused and changes nothing.
    const bad = await t.request("PUT", `/api/rsvp/${token}`, {
      guests: [{ guestId: added.guest.id, events: [{ eventId: reception, status: "attending", mealChoice: "Salmon" }], plusOneName: "Sam Ortiz Vega", plusOneMeals: [{ eventId: reception, mealChoice: "Steak" }] }],
    });
    expect(bad.status).toBe(400);

    // Answering again keeps one plus-one; declining takes them off the counts; deleting the host takes them too.
    await t.request("PUT", `/api/rsvp/${token}`, { guests: [{ guestId: added.guest.id, events: [{ eventId: ceremony, status: "attending" }], plusOneName: "Sam Ortiz Vega" }] });
    expect((await guestList()).filter((g) => g.guestType === "plus_one")).toHaveLength(1);
    await t.request("PUT", `/api/rsvp/${token}`, {
      guests: [{ guestId: added.guest.id, events: [{ eventId: ceremony, status: "declined" }, { eventId: reception, status: "declined" }], plusOneName: "Sam Ortiz Vega" }],
    });
    expect(await counts()).toMatchObject({ total: 1, attending: 0, declined: 1 });
  });

  it("follows the couple's own edits: a plus-one named for an attending guest is counted, and goes with the guest when deleted", async () => {
    const added = await json<{ guest: GuestView }>(
      t.request("POST", "/api/guests", { firstName: "Lee", lastName: "Park", rsvpStatus: "attending", plusOneAllowed: true, plusOneName: "Jo", household: { name: "Lee Park" } }, couple),
    );
    const before = await counts();
    expect((await guestList()).some((g) => g.firstName === "Jo" && g.guestType === "plus_one")).toBe(true);
    const deleted = await t.request("POST", "/api/guests/bulk-delete", { ids: [added.guest.id] }, couple);
    expect(deleted.status).toBe(200);
    expect((await counts()).attending).toBe(before.attending - 2);
    await t.request("POST", "/api/guests/restore", { ids: [added.guest.id] }, couple);
    expect((await counts()).attending).toBe(before.attending);
  });
  it("bulk edits take plus-ones away and allow them, plus-ones follow a bulk RSVP, and Undo puts each back as it was", async () => {
    const before = await counts();
    const host = (
      await json<{ guest: GuestView }>(
        t.request("POST", "/api/guests", { firstName: "Lena", lastName: "Marsh", rsvpStatus: "attending", plusOneAllowed: true, plusOneName: "Jo Park", eventIds: [ceremony, reception], household: { name: "Lena Marsh" } }, couple),
      )
    ).guest;
    const plusOne = (await guestList()).find((g) => g.firstName === "Jo" && g.lastName === "Park");
    expect(plusOne?.guestType).toBe("plus_one");
    expect((await counts()).attending).toBe(before.attending + 2);

    type BulkAnswer = { updated: number; previous: { id: string; plusOneAllowed: boolean; plusOneName: string; rsvpStatus: string }[] };
    const takenAway = await json<BulkAnswer>(t.request("POST", "/api/guests/bulk-edit", { ids: [host.id], set: { plusOneAllowed: false } }, couple));
    expect(takenAway.previous).toEqual([expect.objectContaining({ id: host.id, plusOneAllowed: true, plusOneName: "Jo Park", rsvpStatus: "attending" })]);
    expect((await guestList()).some((g) => g.id === plusOne!.id)).toBe(false);
    expect((await counts()).attending).toBe(before.attending + 1);

    const undone = await t.request("POST", "/api/guests/bulk-edit/undo", { guests: takenAway.previous }, couple);
    expect(undone.status).toBe(200);
    const back = (await guestList()).find((g) => g.id === plusOne!.id);
    expect(back).toMatchObject({ firstName: "Jo", lastName: "Park", rsvpStatus: "attending" });
    expect((await guestList()).find((g) => g.id === host.id)).toMatchObject({ plusOneAllowed: true, plusOneName: "Jo Park" });
    expect((await counts()).attending).toBe(before.attending + 2);

    // A bulk "declined" takes the plus-one along; its Undo brings both back.
    const declined = await json<BulkAnswer>(t.request("POST", "/api/guests/bulk-edit", { ids: [host.id], set: { rsvpStatus: "declined" } }, couple));
    expect((await guestList()).some((g) => g.id === plusOne!.id)).toBe(false);
    await t.request("POST", "/api/guests/bulk-edit/undo", { guests: declined.previous }, couple);
    expect((await counts()).attending).toBe(before.attending + 2);

    // Allowing plus-ones in bulk skips the plus-ones' own rows.
    await t.request("POST", "/api/guests/bulk-edit", { ids: [host.id, plusOne!.id], set: { plusOneAllowed: true } }, couple);
    expect((await guestList()).find((g) => g.id === plusOne!.id)?.plusOneAllowed).toBe(false);
  });

  it("refuses an undo for guests that are not on the couple's list, or that says nothing usable", async () => {
    const other = await t.signIn("couple");
    const [guest] = await guestList();
    const snapshot = { id: guest!.id, rsvpStatus: "pending", side: "both", guestType: "adult", tableAssignment: null, tags: [], plusOneAllowed: false, plusOneName: "", invitations: {} };
    expect((await t.request("POST", "/api/guests/bulk-edit/undo", { guests: [snapshot] }, other)).status).toBe(404);
    const bad = await t.request("POST", "/api/guests/bulk-edit/undo", { guests: [{ ...snapshot, rsvpStatus: "maybe" }] }, couple);
    expect(bad.status).toBe(400);
    expect((await t.request("POST", "/api/guests/bulk-edit/undo", { guests: [] }, couple)).status).toBe(400);
  });
});
