import { describe, expect, it } from "vitest";
import { bulkEditSchema, countGuests, guestFieldsSchema, guestSchema, householdNameFrom, MEAL_NOT_CHOSEN, overallRsvpStatus, plusOneGuest, rsvpOpen, salutationFor, uniqueTags } from "./guests.ts";

describe("overallRsvpStatus", () => {
  it("is attending with any yes, declined only when every event is declined, else pending", () => {
    expect(overallRsvpStatus(["declined", "attending"])).toBe("attending");
    expect(overallRsvpStatus(["declined", "declined"])).toBe("declined");
    expect(overallRsvpStatus(["declined", "pending"])).toBe("pending");
    expect(overallRsvpStatus([])).toBe("pending");
  });
});

describe("countGuests", () => {
  it("counts the whole list, each event and the meals of attending guests", () => {
    const counts = countGuests(
      [
        { rsvpStatus: "attending", mealChoice: "Salmon", invitations: [{ eventId: "c", rsvpStatus: "attending" }, { eventId: "r", rsvpStatus: "attending" }] },
        { rsvpStatus: "attending", mealChoice: null, invitations: [{ eventId: "c", rsvpStatus: "declined" }, { eventId: "r", rsvpStatus: "attending" }] },
        { rsvpStatus: "attending", mealChoice: "Salmon", invitations: [{ eventId: "r", rsvpStatus: "attending" }] },
        { rsvpStatus: "attending", mealChoice: "Chicken", invitations: [] },
        { rsvpStatus: "declined", mealChoice: "Chicken", invitations: [{ eventId: "c", rsvpStatus: "declined" }] },
        { rsvpStatus: "pending", mealChoice: null, invitations: [{ eventId: "c", rsvpStatus: "pending" }, { eventId: "gone", rsvpStatus: "pending" }] },
      ],
      ["c", "r", "brunch"],
    );
    expect(counts).toMatchObject({ total: 6, attending: 4, declined: 1, pending: 1 });
    expect(counts.events).toEqual([
      { eventId: "c", invited: 4, attending: 1, pending: 1, declined: 2 },
      { eventId: "r", invited: 3, attending: 3, pending: 0, declined: 0 },
      { eventId: "brunch", invited: 0, attending: 0, pending: 0, declined: 0 },
    ]);
    // A declined guest's meal is not counted; guests attending without a choice come last.
    expect(counts.meals).toEqual([
      { meal: "Salmon", count: 2 },
      { meal: "Chicken", count: 1 },
      { meal: MEAL_NOT_CHOSEN, count: 1 },
    ]);
  });

  it("is all zeros for an empty list", () => {
    expect(countGuests([], [])).toEqual({ total: 0, attending: 0, pending: 0, declined: 0, events: [], meals: [] });
  });
});

describe("the guest schema", () => {
  it("fills defaults and normalizes email, phone, blanks and tags", () => {
    const guest = guestFieldsSchema.parse({ firstName: "  Ana ", email: " Ana@Example.COM ", phone: "(614) 555-0142", tags: ["Family", "family", "College"], tableAssignment: "" });
    expect(guest).toMatchObject({ firstName: "Ana", lastName: "", email: "ana@example.com", phone: "+16145550142", side: "both", guestType: "adult", rsvpStatus: "pending", tableAssignment: null, mealChoice: null });
    expect(guest.tags).toEqual(["Family", "College"]);
    expect(guestFieldsSchema.parse({ firstName: "Leo" })).toMatchObject({ email: null, phone: null });
  });

  it("names what to fix", () => {
    const result = guestSchema.safeParse({ firstName: "", email: "nope", phone: "12", side: "left", householdId: "x" });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path.join(".")));
    expect(fields).toEqual(new Set(["firstName", "email", "phone", "side", "householdId"]));
  });

  it("needs something to change in a bulk edit", () => {
    expect(bulkEditSchema.safeParse({ ids: ["00000000-0000-4000-8000-000000000001"], set: {} }).success).toBe(false);
    expect(bulkEditSchema.safeParse({ ids: ["00000000-0000-4000-8000-000000000001"], set: { side: "both" } }).success).toBe(true);
  });
});

describe("small rules", () => {
  it("names households from their guests", () => {
    expect(householdNameFrom([{ firstName: "Dana", lastName: "Whitfield" }, { firstName: "Sam", lastName: "Whitfield" }])).toBe("Dana and Sam Whitfield");
    expect(householdNameFrom([{ firstName: "Ana", lastName: "Ruiz" }, { firstName: "Leo", lastName: "Park" }, { firstName: "Mia", lastName: "Ruiz" }])).toBe("Ana Ruiz, Leo Park and Mia Ruiz");
    expect(householdNameFrom([{ firstName: "Cher", lastName: "" }])).toBe("Cher");
  });

  it("keeps the RSVP open through the deadline day", () => {
    expect(rsvpOpen(null, "2027-06-01")).toBe(true);
    expect(rsvpOpen("2027-05-01", "2027-05-01")).toBe(true);
    expect(rsvpOpen("2027-05-01", "2027-05-02")).toBe(false);
  });

  it("drops repeated tags regardless of case", () => {
    expect(uniqueTags(["Work", "work", "WORK", "Family"])).toEqual(["Work", "Family"]);
  });
});

describe("salutationFor", () => {
  it("greets a household by its name, never 'Dear The'", () => {
    expect(salutationFor("The Okafor family")).toBe("Dear Okafor family,");
    expect(salutationFor("the Reyes household")).toBe("Dear Reyes household,");
    expect(salutationFor("Dana and Sam Whitfield")).toBe("Dear Dana and Sam Whitfield,");
    expect(salutationFor("Theo Park")).toBe("Dear Theo Park,");
    expect(salutationFor("  ")).toBe("Hello,");
  });
});

describe("plusOneGuest", () => {
  const host = { plusOneAllowed: true, plusOneName: "Sam Ortiz", rsvpStatus: "attending" as const, invitations: { a: { status: "attending" as const }, b: { status: "declined" as const } } };

  it("brings a named plus-one to the events the host comes to, with the meal chosen for them", () => {
    expect(plusOneGuest(host, null, { a: "Fish" }, "2026-11-25T00:00:00.000Z")).toEqual({
      firstName: "Sam",
      lastName: "Ortiz",
      rsvpStatus: "attending",
      invitations: { a: { status: "attending", mealChoice: "Fish", respondedAt: "2026-11-25T00:00:00.000Z" }, b: { status: "declined", mealChoice: null, respondedAt: "2026-11-25T00:00:00.000Z" } },
      mealChoice: "Fish",
    });
  });

  it("is no one while the host is not coming, has no plus-one, or has not named them", () => {
    expect(plusOneGuest({ ...host, rsvpStatus: "declined" }, null, {}, "now")).toBeNull();
    expect(plusOneGuest({ ...host, plusOneAllowed: false }, null, {}, "now")).toBeNull();
    expect(plusOneGuest({ ...host, plusOneName: "  " }, null, {}, "now")).toBeNull();
  });
});
