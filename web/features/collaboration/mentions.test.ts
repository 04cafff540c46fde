import { describe, expect, it } from "vitest";
import { insertMention, mentionAt, mentionSegments } from "./mentions";

const JOAN = { id: "j", name: "Joan Parent", isCouple: false };
const JO = { id: "jo", name: "Jo", isCouple: false };

describe("mentions", () => {
  it("finds the mention being typed at the caret, not an email address or a finished name", () => {
    expect(mentionAt("hi @Jo", 6)).toEqual({ start: 3, query: "Jo" });
    expect(mentionAt("hi @Joan P", 10)).toEqual({ start: 3, query: "Joan P" });
    expect(mentionAt("(@jo", 4)).toEqual({ start: 1, query: "jo" });
    expect(mentionAt("ana@jo", 6)).toBeNull();
    expect(mentionAt("@Joan Parent ", 13)).toBeNull();
    expect(mentionAt("@\nJo", 4)).toBeNull();
    // The caret decides: text after it does not count.
    expect(mentionAt("@Jo and more", 3)).toEqual({ start: 0, query: "Jo" });
  });

  it("replaces what was typed with the full name and one space", () => {
    expect(insertMention("hi @jo thanks", { start: 3, query: "jo" }, "Joan Parent")).toEqual({ text: "hi @Joan Parent thanks", caret: 16 });
  });

  it("marks the longest mentioned name first, and only mentioned members", () => {
    expect(mentionSegments("@Joan Parent and @Jo, not @Mia", [JO, JOAN])).toEqual([
      { text: "@Joan Parent", member: JOAN },
      { text: " and ", member: null },
      { text: "@Jo", member: JO },
      { text: ", not @Mia", member: null },
    ]);
  });
});
