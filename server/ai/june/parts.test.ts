import { describe, expect, it } from "vitest";
import { askedParts as partsOf } from "./parts.ts";

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
});
