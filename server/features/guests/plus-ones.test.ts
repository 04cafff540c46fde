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
});
