import { describe, expect, it } from "vitest";
import { plainAsk, withAskStressed, withoutOtherApps, withoutVenting } from "./plain.ts";

describe("reading a message for its ask (plain.ts)", () => {
  it("drops a letter's greeting and its sign-off with the signature", () => {
    expect(plainAsk("Dear Sir or Madam, how do I change my password? Sincerely yours, Margaret Ellis")).toBe("how do I change my password?");
    expect(plainAsk("Good morning. Where do I see my tours? Much obliged, Walt")).toBe("Where do I see my tours?");
    expect(plainAsk("Hello there! How do I add my aunt to the guest list? Many thanks, Bev")).toBe("How do I add my aunt to the guest list?");
  });

  it("keeps a closing that is not a signature, and a message that is only a greeting", () => {
    expect(plainAsk("How do I cancel the tour? Thanks, the date changed on us.")).toContain("the date changed on us");
    expect(plainAsk("Good afternoon.")).toBe("Good afternoon.");
  });

  it("drops the writer's age and circumstances but keeps what they own", () => {
    expect(plainAsk("I am 68 and run a small wedding barn. How do I add photos?")).toBe("I run a small wedding barn. How do I add photos?");
    expect(plainAsk("I'm a baker, not a computer person. Where are my inquiries?")).not.toMatch(/computer/);
  });

  it("maps older names to the product's words", () => {
    expect(plainAsk("I lost my login number")).toBe("I lost my password");
    expect(plainAsk("the e-mail letter never came")).toBe("the email never came");
    expect(plainAsk("can I take the barn off the website for the winter")).toMatch(/unpublish my listing/);
  });

  it("drops venting, so what is left shows whether anything was asked", () => {
    expect(withoutVenting("this is ridiculous")).toBe("");
    expect(withoutVenting("Third time asking. How do I cancel my plan?")).toMatch(/^\W*How do I cancel my plan\?$/);
  });

  it("says a long letter's question twice, and leaves short messages alone", () => {
    const letter = "My granddaughter set everything up last spring and I have been using it since then. It has been lovely. How do I change the wedding date?";
    expect(withAskStressed(letter)).toBe(`${letter} How do I change the wedding date?`);
    expect(withAskStressed("I booked a tour. How do I cancel it?")).toBe("I booked a tour. How do I cancel it?");
  });

  it("drops the device, browser, system, version and file size beside a problem", () => {
    expect(plainAsk("On my Galaxy S22 in Chrome the guest list won't scroll")).toBe("the guest list won't scroll");
    expect(plainAsk("firefox on windows 10. where do I add a second venue?")).toBe("where do I add a second venue?");
    expect(plainAsk("the 22 MB video won't attach, I'm on iOS 17.4.1")).not.toMatch(/22|MB|17\.4/);
    expect(plainAsk("I tried like 5 times and it still fails")).toBe("I tried and it still fails");
  });

  it("reads a pasted error as what it means", () => {
    expect(plainAsk("the bar fills up and then 'Connection error'")).toMatch(/failed with an error/);
    expect(plainAsk("the button in the email says Invalid link")).toMatch(/link invalid or expired/);
    expect(plainAsk("it says Too many requests")).toMatch(/too many attempts/);
    expect(plainAsk("got an Error 502 on checkout")).toMatch(/an error on checkout/);
    expect(plainAsk("serviceberry.app/venues/akron gives a 404")).toBe("the venues akron page gives a page not found");
    expect(plainAsk("the Guests tab is grayed out with a padlock")).toMatch(/locked, no access/);
  });

  it("keeps what another wedding site did only as the thing it did, without its name or price", () => {
    expect(withoutOtherApps("weddingwire gave us a free checklist. do you have one?")).toBe("us a checklist. do you have one?");
    expect(withoutOtherApps("can I export guests? honeybook charges a fee for that and I'd rather not pay")).toBe("can I export guests? for that and I'd rather not pay");
    // Named only as where something came from, the other site is part of the ask and stays.
    expect(withoutOtherApps("I exported our list from the knot and want to bring it in")).toBe("I exported our list from the knot and want to bring it in");
  });
});
