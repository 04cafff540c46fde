import { describe, expect, it } from "vitest";
import type { Facts } from "../../planning/contract.ts";
import { answerGuestDetail, guestListSlotsIn } from "./june-answers.ts";
import type { RosterGuest } from "./operations/roster.ts";

const guest = (firstName: string, lastName: string, extra: Partial<RosterGuest> = {}): RosterGuest => ({
  id: `${firstName}-${lastName}`,
  name: `${firstName} ${lastName}`,
  firstName,
  lastName,
  household: `${firstName} ${lastName}`,
  side: "partner1",
  guestType: "adult",
  rsvpStatus: "attending",
  mealChoice: "Chicken",
  dietaryNeeds: "",
  plusOneAllowed: false,
  plusOneName: "",
  notes: "",
  events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }, { name: "Rehearsal Dinner", rsvpStatus: "attending" }],
  ...extra,
});
/** Facts holding only the couple's names and this list, as the guest answers read them. */
function factsFor(guests: RosterGuest[]): Facts {
  return {
    today: "2026-11-26",
    profile: { partner1Name: "Marisol", partner2Name: "Theo", weddingDate: null, guestCount: null, city: null, weddingStyle: null, colorPalette: null, venueStatus: null },
    guestRoster: { guests, rsvpDeadline: null },
  };
}
const roster = [guest("Declan", "Moss"), guest("June", "Abernathy", { rsvpStatus: "pending", mealChoice: null }), guest("Ana", "Park", { mealChoice: "Vegan", guestType: "child" })];

describe("the guest list's slots in a message (decision 036)", () => {
  it.each([
    ["who still hasn't sent their rsvp", "pending"],
    ["which guests can bring a date", "plus-ones"],
    ["how many little ones are on the list", "children"],
    ["how many vegan plates", "meals"],
    ["who's coming to the rehearsal dinner", "attending"],
    ["how many are invited to the rehearsal", "event-counts"],
    ["who's on the rehearsal dinner list", "invited"],
    ["number of vegetarian meals so far?", "meals"],
    ["when do rsvps need to be back by", "deadline"],
    ["is declan bringing anyone", "person"],
    ["did the abernathys rsvp", "person"],
  ])("%s → %s", (text, aspect) => expect(guestListSlotsIn(text, roster)?.aspect).toBe(aspect));

  it.each(["thank you so much june", "should we invite kids", "pls add ezra bloom", "what's coming up on our to do list", "how much do we tip the caterer"])("not a question about the list: %s", (text) => expect(guestListSlotsIn(text, roster)).toBeUndefined());
});

describe("one partner's side of the list", () => {
  const sides = [guest("Anya", "Petrov", { side: "partner2", rsvpStatus: "pending" }), guest("Erik", "Sorensen", { side: "partner2", rsvpStatus: "pending" }), guest("Lucia", "Vega", { rsvpStatus: "pending" }), guest("Colleen", "Brennan")];
  const facts = factsFor(sides);

  it("names only his side's guests who haven't answered, and offers the reminder for everyone it really emails", () => {
    const reply = answerGuestDetail("pending", "theo wants to chase his side himself. which of his people havent replied yet", facts);
    expect(reply.reply).toMatch(/^2 guests haven't answered yet on Theo's side: Anya Petrov, Erik Sorensen\./);
    expect(reply.reply).not.toContain("Lucia Vega");
    expect(reply.reply).toContain("everyone who hasn't answered (3 guests, both sides)");
    expect(reply.actions).toEqual([{ type: "send-rsvp-reminders", pending: 3 }]);
  });

  it("with both partners named, asks about no one side", () => {
    expect(answerGuestDetail("pending", "who hasn't replied, marisol's people or theo's", facts).reply).toMatch(/^3 guests haven't answered yet: /);
  });
});

describe("a family, a short name and one side, read the way people type them", () => {
  const hendersons = { household: "The Hendersons" };
  const list = [
    guest("Gary", "Henderson", hendersons),
    guest("Lorraine", "Henderson", { ...hendersons, dietaryNeeds: "Gluten-free (celiac)" }),
    guest("Tyler", "Henderson", { ...hendersons, rsvpStatus: "pending", guestType: "child" }),
    guest("Jide", "Oyelaran-Smith", { household: "The Oyelaran-Smiths", side: "partner2" }),
    guest("Claire", "Oyelaran-Smith", { household: "The Oyelaran-Smiths", side: "partner2", rsvpStatus: "declined" }),
    guest("Ana", "Park", { side: "partner2" }),
  ];
  const facts = factsFor(list);
  const ask = (text: string) => {
    const slots = guestListSlotsIn(text, list);
    expect(slots, text).toBeDefined();
    return answerGuestDetail(slots!.aspect as Parameters<typeof answerGuestDetail>[0], text, facts).reply;
  };

  it("counts one family's answers, the surname one letter off", () => {
    expect(ask("how many of the hendersens said yes")).toBe("2 guests are attending among the Hendersons: Gary Henderson, Lorraine Henderson.");
  });

  it("finds a double-barreled family by either part of the name", () => {
    expect(ask("did the smiths rsvp yet")).toMatch(/^Jide Oyelaran-Smith is coming \(RSVP'd yes\)\..*Claire Oyelaran-Smith declined\./);
  });

  it("takes a short form of a first name for the guest, not the whole family", () => {
    expect(ask("is lori henderson the gluten free one or am i thinking of someone else")).toBe("Lorraine Henderson is coming (RSVP'd yes). No plus-one. Meal: Chicken. Dietary needs: Gluten-free (celiac).");
  });

  it("reads a guest's surname as a name even when it looks like a meal", () => {
    const vega = [...list, guest("Armando", "Vega", { mealChoice: "Beef" }), guest("Wren", "Calloway", { mealChoice: "Vegan" })];
    const slots = guestListSlotsIn("What meal did Armando Vega choose for the reception?", vega);
    expect(slots?.aspect).toBe("person");
    expect(answerGuestDetail("person", "What meal did Armando Vega choose for the reception?", { ...facts, guestRoster: { guests: vega, rsvpDeadline: null } }).reply).toContain("Meal: Beef.");
  });

  it("counts the children invited to one event, by their answers for it", () => {
    const kids = [...list, guest("Mateo", "Delgado", { guestType: "child" }), guest("Lily", "Delgado", { guestType: "child", events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }] })];
    expect(answerGuestDetail("children", "are any kids coming to the rehearsal dinner", { ...facts, guestRoster: { guests: kids, rsvpDeadline: null } }).reply).toBe(
      "2 children are invited for the Rehearsal Dinner; 2 are coming: Tyler Henderson, Mateo Delgado.",
    );
  });

  it("reads two events, each with its own answer, on either side of 'but'", () => {
    const both = [
      guest("Nell", "Ortiz", { events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }, { name: "Rehearsal Dinner", rsvpStatus: "declined" }] }),
      guest("Ivo", "Ortiz", { events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }, { name: "Rehearsal Dinner", rsvpStatus: "pending" }] }),
      guest("Sam", "Reyes", { events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }] }),
      guest("Tia", "Reyes", { events: [{ name: "Ceremony and Reception", rsvpStatus: "declined" }, { name: "Rehearsal Dinner", rsvpStatus: "attending" }] }),
    ];
    const on = (text: string) => {
      const slots = guestListSlotsIn(text, both);
      expect(slots?.aspect, text).toBe("events-contrasted");
      return answerGuestDetail(slots!.aspect as Parameters<typeof answerGuestDetail>[0], text, { ...facts, guestRoster: { guests: both, rsvpDeadline: null } }).reply;
    };
    expect(on("who rsvp'd yes for the wedding but no to the rehearsal dinner?")).toBe("1 guest said yes to the Ceremony and Reception but no to the Rehearsal Dinner: Nell Ortiz.");
    expect(on("how many are coming to the wedding but not the rehearsal")).toBe(
      "2 guests said yes to the Ceremony and Reception but aren't coming to the Rehearsal Dinner: Nell Ortiz, Ivo Ortiz. Besides them, 1 guest who said yes to the Ceremony and Reception isn't invited to the Rehearsal Dinner.",
    );
    expect(on("anyone who can't do the ceremony but is coming to the rehearsal dinner")).toBe("1 guest said no to the Ceremony and Reception but yes to the Rehearsal Dinner: Tia Reyes.");
    expect(on("which guests haven't answered for the rehearsal but said yes to the wedding")).toBe("1 guest hasn't answered for the Rehearsal Dinner but yes to the Ceremony and Reception: Ivo Ortiz.");
  });

  it("counts each side among the guests invited to the event named", () => {
    const dinner = [
      guest("Ada", "Lind", { side: "partner1" }),
      guest("Bo", "Lind", { side: "partner1", events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }] }),
      guest("Cy", "Moor", { side: "partner2", events: [{ name: "Ceremony and Reception", rsvpStatus: "attending" }, { name: "Rehearsal Dinner", rsvpStatus: "declined" }] }),
    ];
    const on = { ...facts, guestRoster: { guests: dinner, rsvpDeadline: null } };
    expect(answerGuestDetail("sides", "how many people at the rehearsal dinner are from each side", on).reply).toBe("1 invited on Marisol's side and 1 on Theo's side for the Rehearsal Dinner.");
    expect(answerGuestDetail("sides", "how many said yes to the rehearsal dinner on each side", on).reply).toBe("1 coming on Marisol's side and 0 on Theo's side for the Rehearsal Dinner.");
  });

  it("answers one partner's side as a count and a share", () => {
    expect(ask("did more than half of theo's side say yes?")).toBe("2 of the 3 guests on Theo's side said yes (67%).");
  });
});

describe("a meal counted by side", () => {
  const list = [guest("Ivy", "Lane", { mealChoice: "Vegetarian" }), guest("Rosa", "Lane"), guest("Omar", "Haddad", { side: "partner2", mealChoice: "Vegetarian" }), guest("Nils", "Berg", { side: "partner2", mealChoice: "Vegetarian" }), guest("Pia", "Berg", { side: "partner2" })];
  const facts = factsFor(list);

  it("splits only the meal asked about between the sides", () => {
    expect(answerGuestDetail("sides", "how many vegetarians on each side", facts).reply).toBe("Vegetarian, by side: 1 on Marisol's side and 2 on Theo's side (3 guests in all).");
  });

  it("names one partner's side when the meal question is about it", () => {
    expect(answerGuestDetail("meals", "how many vegetarian plates on theo's side", facts).reply).toBe("2 guests on Theo's side chose Vegetarian: Omar Haddad, Nils Berg.");
  });
});
