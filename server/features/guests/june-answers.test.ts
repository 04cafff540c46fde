import { describe, expect, it } from "vitest";
import { guestListSlotsIn } from "./june-answers.ts";
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
