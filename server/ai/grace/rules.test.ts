import { describe, expect, it } from "vitest";
import type { GraceHistoryMessage, StakeholderType } from "../../../domain/grace.ts";
import { createBuiltInGrace } from "./engine.ts";

/**
 * Grace's general rules for long conversations and for running a business (round 12), each checked on
 * messages written for this file, not taken from a quality set.
 */
const grace = createBuiltInGrace();
const turns = (...lines: string[]): GraceHistoryMessage[] => lines.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
const decide = (message: string, stakeholder: StakeholderType = "couple", history: GraceHistoryMessage[] = [], signedIn = true) => grace.decide({ message, history, stakeholder, signedIn });

describe("in a conversation, the last message's own question wins", () => {
  it("answers a new question in the last turn, not the earlier turns' topic", () => {
    const history = turns("how do I import my guest list from a spreadsheet", "Export your list as CSV and import it into the guest list manager.");
    const answer = decide("yay that went in fine. unrelated but our playlist lives on spotify, can we bring the whole thing over to the music page?", "couple", history);
    expect(answer.articles[0]?.slug).toBe("connect-spotify");
  });

  it("still reads a follow-up that names nothing of its own in the light of the earlier question", () => {
    const history = turns("I forgot my password", "Choose Forgot password on the sign-in page and enter your email.");
    expect(decide("did that twice, still no luck", "couple", history).issueType).toBe("login");
  });

  it("asks what it is about when a later turn only opens something new", () => {
    const history = turns("how do I add a table to the floor plan", "Open the Floor plan builder and choose Add table.", "great, found it", "Glad that helped!");
    for (const message of ["hmm ok and one more thing actually", "alright something else is not right now", "not sure if you're the right one to ask", "i'm here for my daughter's wedding"]) {
      const answer = decide(message, "contributor", history);
      expect(answer.issueType, message).toBe("general");
      expect(answer.articles, message).toEqual([]);
      expect(answer.suggestTicket, message).toBe(false);
    }
  });
});
