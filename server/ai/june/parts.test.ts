import { describe, expect, it } from "vitest";
import { askedAgainOf, askedParts as partsOf, followsUp } from "./parts.ts";

const askedParts = (text: string) => partsOf(text).map((part) => part.text);

describe("askedParts", () => {
  it("splits a message that batches several asks, in order", () => {
    expect(askedParts("how many said yes and whats left to pay")).toEqual(["how many said yes", "whats left to pay"]);
    expect(askedParts("who hasn't answered? add a task to call them friday")).toEqual(["who hasn't answered?", "add a task to call them friday"]);
    expect(askedParts("what's our budget, how much have we spent, and what's due next week")).toEqual(["what's our budget", "how much have we spent", "what's due next week"]);
    expect(askedParts("1. move the tasting to friday\n2. add Nia Brooks to the list")).toEqual(["move the tasting to friday", "add Nia Brooks to the list"]);
  });

  it("keeps one ask whole, with its context", () => {
    expect(askedParts("guests who said yes and are vegetarian")).toEqual(["guests who said yes and are vegetarian"]);
    expect(askedParts("the barn, which holds 150, is it free on our date")).toEqual(["the barn, which holds 150 is it free on our date"]);
    expect(askedParts("add Anne Mueller and Jonas Lindqvist to the list")).toEqual(["add Anne Mueller and Jonas Lindqvist to the list"]);
    // Statements are the context of the ask after them; an abbreviation's period ends no sentence.
    expect(askedParts("Our DJ canceled. Who else is available in Columbus under 2000?")).toEqual(["Our DJ canceled. Who else is available in Columbus under 2000?"]);
    expect(askedParts("Dr. Patel is our officiant. When do we pay him?")).toEqual(["Dr. Patel is our officiant. When do we pay him?"]);
    expect(askedParts("How many childrens are invited? Is for the menu of kids.")).toEqual(["How many childrens are invited? Is for the menu of kids."]);
    expect(askedParts("we're so excited")).toEqual(["we're so excited"]);
  });

  it("reads a question that refers back with the one before it, and a guess to check with the question after it", () => {
    expect(partsOf("who did we book for photos and how much do we still owe them")).toEqual([{ text: "who did we book for photos" }, { text: "who did we book for photos how much do we still owe them", alone: "how much do we still owe them" }]);
    expect(askedParts("how many kids are coming, and do they all have the kids meal picked")).toEqual(["how many kids are coming", "how many kids are coming do they all have the kids meal picked"]);
    expect(askedParts("the rehearsal is the night before right? what date is that")).toEqual(["the rehearsal is the night before right? what date is that"]);
    expect(askedParts("we hired a videographer!! Reel Moments, $1,650. can you put that in the budget. also bump our total to 43,500")).toEqual(["we hired a videographer!! Reel Moments, $1,650. can you put that in the budget.", "bump our total to 43,500"]);
  });

  it("splits numbered lists written inline, 'and then', and repeats a request for 'another one' or 'X too'", () => {
    expect(askedParts("Caterer wants our numbers. 1) any food allergies 2) how many vegetarian meals")).toEqual(["Caterer wants our numbers. any food allergies", "how many vegetarian meals"]);
    expect(askedParts("raise our total budget to 45k and then put the extra 3k into flowers")).toEqual(["raise our total budget to 45k", "put the extra 3k into flowers"]);
    expect(askedParts("add a task to buy a guest book by march 1st, and another one to pick up the suits")).toEqual(["add a task to buy a guest book by march 1st", "add a task to pick up the suits"]);
    expect(askedParts("add marry you by bruno mars to our songs, and shout by the isley brothers too")).toEqual(["add marry you by bruno mars to our songs", "add shout by the isley brothers to our songs"]);
    expect(askedParts("take lars eklund off the guest list. silas thorne too")).toEqual(["take lars eklund off the guest list.", "take silas thorne off the guest list"]);
  });

  it("keeps the thing asked about through 'if not', and a statement that opens with can't stays a statement", () => {
    expect(askedParts("have we booked a cake person yet? if not who's good in columbus")).toEqual(["have we booked a cake person yet?", "who's good in columbus for cake"]);
    expect(askedParts("is the silver birch pavilion on here? can't find it")).toEqual(["is the silver birch pavilion on here? can't find it"]);
  });
});

describe("askedAgainOf and followsUp", () => {
  it("asks the question before of what a correction or a bare 'the …' names instead", () => {
    expect(askedAgainOf("no sorry i meant the rings", "when is the cake tasting thing")).toBe("when is the rings thing");
    expect(askedAgainOf("and the officiant?", "by when do we need to finalize the menu")).toBe("by when do we need to finalize the officiant");
  });

  it("reads a new topic as standing alone and a pointer or a bare-pronoun request as leaning back", () => {
    expect(followsUp("ok unrelated but does agnes have any allergies")).toBe(false);
    expect(followsUp("different question - when is the tasting")).toBe(false);
    expect(followsUp("is anything else due that day? and what's the total we need that day")).toBe(true);
    expect(followsUp("push that back a week, we're still waiting on our pastor to confirm")).toBe(true);
  });
});
