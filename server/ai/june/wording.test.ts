import { describe, expect, it } from "vitest";
import { plainWording } from "./wording.ts";

describe("plainWording", () => {
  it("shortens stretched words and spells out everyday shorthand", () => {
    expect(plainWording("hiii")).toBe("hi");
    expect(plainWording("we need sooo many veggie meals")).toBe("we need so many vegetarian meals");
    // Spoken fillers from voice input carry no meaning.
    expect(plainWording("okay so um can you like add my coworker priya shah")).toBe("can you add my coworker priya shah");
    expect(plainWording("r u sure ppl got the invites b4 friday")).toBe("are you sure people got the invites before friday");
    expect(plainWording("hoe many kids r coming, whats due this wk")).toBe("how many kids are coming, what's due this week");
    expect(plainWording("who did we hire to take pics")).toBe("who did we hire to do the photography");
    expect(plainWording("does he get a +1")).toBe("does he get a plus one");
    expect(plainWording("show our favourite venues")).toBe("show our favorite venues");
  });

  it("keeps names and ordinary words as typed", () => {
    expect(plainWording("Add Anne Mueller and Jonas Lindqvist to the list")).toBe("Add Anne Mueller and Jonas Lindqvist to the list");
    expect(plainWording("Is the Summit ballroom cool for 120?")).toBe("Is the Summit ballroom cool for 120?");
  });
});

describe("numbers written as words", () => {
  it("become digits, and grand becomes dollars", () => {
    expect(plainWording("photographers in cincinnati under fifteen hundred?")).toBe("photographers in cincinnati under 1500?");
    expect(plainWording("put aside twelve hundred for transportation")).toBe("put aside 1200 for transportation");
    expect(plainWording("a bartender for under a grand")).toBe("a bartender for under $1,000");
    expect(plainWording("we have 3 grand left")).toBe("we have $3000 left");
    expect(plainWording("a hundred and twenty guests, twenty-five kids")).toBe("120 guests, 25 kids");
    expect(plainWording("two weeks before the wedding")).toBe("2 weeks before the wedding");
    expect(plainWording("set the flowers budget to 4 thousand")).toBe("set the flowers budget to 4000");
  });

  it("leaves a lone one as a word", () => {
    expect(plainWording("does my brother get a plus one")).toBe("does my brother get a plus one");
    expect(plainWording("which one is cheaper")).toBe("which one is cheaper");
  });
});

describe("formal and translated English", () => {
  it("reads the plain words the skills know", () => {
    expect(plainWording("Which persons have rejected the invitation?")).toBe("Which people have declined?");
    expect(plainWording("We desire to augment the total budget to 45.000 dollars.")).toBe("we want to raise the total budget to 45,000 dollars.");
    expect(plainWording("Please change the tasting of the cake for the 10 of December.")).toBe("Please change the cake tasting for December 10.");
    expect(plainWording("Kindly add my uncle, Sr. Alejandro Ramírez, to the list of invited.")).toBe("please add my uncle, Alejandro Ramírez, to the guest list.");
  });

  it("keeps a name that looks like a title word", () => {
    expect(plainWording("add Don Draper and Drew Barrymore")).toBe("add Don Draper and Drew Barrymore");
  });
});

describe("a guess said to be checked", () => {
  it("is asked as the question it is", () => {
    expect(plainWording("is it really only 3 kids coming? that feels low")).toBe("how many kids are coming? that feels low");
    expect(plainWording("we invited 118 people total, correct?")).toBe("how many guests are on our list?");
    expect(plainWording("the venue ended up costing 5500 didnt it")).toBe("how much did the venue cost us");
    expect(plainWording("rehearsal dinner is thursday night right?")).toBe("when is the rehearsal dinner?");
  });
});
