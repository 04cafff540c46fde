import { describe, expect, it } from "vitest";
import { spelledOut, stem } from "./words.ts";

describe("texting shorthand both assistants read", () => {
  it.each([
    ["cant login w/ my acct pls help", "can't login with my account please help"],
    ["got chrgd 2x this mo", "got charged twice this mo"],
    ["how 2 turn off notifs", "how to turn off notifications"],
    ["need a receipt 4 taxes", "need a receipt for taxes"],
    ["msg the dj thru here?", "message the dj through here?"],
    ["forgot my pw", "forgot my password"],
    ["wat about the abernathys", "what about the abernathys"],
    ["n the rehearsal dinner?", "and the rehearsal dinner?"],
    ["mil keeps asking", "mother in law keeps asking"],
    ["add my bf's sister", "add my boyfriend's sister"],
  ])("%s", (typed, plain) => expect(spelledOut(typed)).toBe(plain));

  it("leaves counts, names and words that only contain shorthand alone", () => {
    expect(spelledOut("table 4 needs 2 more chairs")).toBe("table 4 needs 2 more chairs");
    expect(spelledOut("Ursula and Bizet are coming")).toBe("Ursula and Bizet are coming");
    expect(spelledOut("info on the barn")).toBe("info on the barn");
    expect(spelledOut("a 2 mil budget")).toBe("a 2 mil budget");
  });
});

describe("the stemmer", () => {
  it("meets a word's common endings", () => {
    expect(["tours", "touring", "toured"].map(stem)).toEqual(["tour", "tour", "tour"]);
  });
});
