import { describe, expect, it } from "vitest";
import { chatWithJuneSchema, daysBand, daysBetween, JUNE_FIXED_WELCOME, juneWelcome, type GuestStats } from "./june.ts";

const today = "2027-01-01";
const stats = (total: number, pending: number): GuestStats => ({ total, pending, attending: total - pending, declined: 0 });

describe("daysBand (spec section 9)", () => {
  it.each([
    [400, "plenty-of-time"],
    [181, "plenty-of-time"],
    [180, "getting-exciting"],
    [91, "getting-exciting"],
    [90, "final-stretch"],
    [1, "final-stretch"],
  ] as const)("%i days is %s", (days, band) => expect(daysBand(days)).toBe(band));

  it("counts calendar days", () => {
    expect(daysBetween("2027-01-01", "2027-03-01")).toBe(59);
    expect(daysBetween("2027-01-02", "2027-01-01")).toBe(-1);
  });
});

describe("juneWelcome", () => {
  it("greets partner 1 by name and always ends with the question", () => {
    const text = juneWelcome({ partner1Name: "Avery", today });
    expect(text).toBe("Hi Avery! I'm June, your wedding planning assistant ✨ What would you like to work on today?");
  });

  it("greets without a name", () => {
    expect(juneWelcome({ partner1Name: "  ", today })).toMatch(/^Hi! I'm June/);
  });

  it("states the guest count and offers reminders for pending RSVPs", () => {
    const text = juneWelcome({ today, guestStats: stats(120, 34) });
    expect(text).toContain("You have 120 guests on your list.");
    expect(text).toContain("34 guests haven't RSVP'd yet. Want me to send them a reminder?");
  });

  it("uses the singular for one guest and one pending RSVP", () => {
    const text = juneWelcome({ today, guestStats: stats(1, 1) });
    expect(text).toContain("You have 1 guest on your list.");
    expect(text).toContain("1 guest hasn't RSVP'd yet.");
  });

  it("leaves reminders out when everyone replied", () => {
    expect(juneWelcome({ today, guestStats: stats(80, 0) })).not.toMatch(/RSVP/);
  });

  it("invites building the list when it is known to be empty", () => {
    expect(juneWelcome({ today, guestStats: stats(0, 0) })).toContain("Let's start building your guest list whenever you're ready.");
  });

  it("says nothing about guests while the list is unknown", () => {
    expect(juneWelcome({ today, guestStats: undefined })).not.toMatch(/guest/i);
  });

  it.each([
    ["2028-01-01", "There are 365 days until your wedding, so you have plenty of time."],
    ["2027-07-01", "There are 181 days until your wedding, so you have plenty of time."],
    ["2027-06-30", "There are 180 days until your wedding. It's getting exciting!"],
    ["2027-04-02", "There are 91 days until your wedding. It's getting exciting!"],
    ["2027-04-01", "There are 90 days until your wedding. You're in the final stretch!"],
    ["2027-01-02", "There is 1 day until your wedding. You're in the final stretch!"],
  ])("a wedding on %s: %s", (weddingDate, sentence) => {
    const text = juneWelcome({ today, weddingDate });
    expect(text).toContain(sentence);
    expect(text.endsWith("What would you like to work on today?")).toBe(true);
  });

  it("adds no days for today's or a past date", () => {
    expect(juneWelcome({ today, weddingDate: today })).not.toMatch(/until your wedding/);
    expect(juneWelcome({ today, weddingDate: "2026-06-01" })).not.toMatch(/until your wedding/);
  });

  it("puts it all together in order", () => {
    expect(juneWelcome({ partner1Name: "Sam", today, weddingDate: "2027-03-01", guestStats: stats(50, 5) })).toBe(
      "Hi Sam! I'm June, your wedding planning assistant ✨ You have 50 guests on your list. 5 guests haven't RSVP'd yet. Want me to send them a reminder? There are 59 days until your wedding. You're in the final stretch! What would you like to work on today?",
    );
  });

  it("keeps the spec's fixed welcome", () => {
    expect(JUNE_FIXED_WELCOME).toBe("Hi! I'm June — your personal wedding planner ✨ How can I help you today?");
  });
});

describe("the chat-with-june body", () => {
  it("takes at most 10 messages, the newest the couple's, and only image data URLs", () => {
    const message = { role: "user" as const, content: "hello" };
    expect(chatWithJuneSchema.safeParse({ messages: [message] }).success).toBe(true);
    expect(chatWithJuneSchema.safeParse({ messages: Array(11).fill(message) }).success).toBe(false);
    expect(chatWithJuneSchema.safeParse({ messages: [{ role: "assistant", content: "hi" }] }).success).toBe(false);
    expect(chatWithJuneSchema.safeParse({ messages: [{ role: "user", content: "   " }] }).success).toBe(false);
    expect(chatWithJuneSchema.safeParse({ messages: [message], image: "data:image/png;base64,iVBORw0KGgo=" }).success).toBe(true);
    expect(chatWithJuneSchema.safeParse({ messages: [message], image: "https://example.com/a.png" }).success).toBe(false);
  });
});
