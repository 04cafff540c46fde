import { parsePhoneNumberFromString } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone, optionalPhone, phoneHref, requiredPhone } from "./phone";

describe("phone numbers", () => {
  it("stores US numbers in one format however they are typed", () => {
    for (const typed of ["(614) 555-0142", "614-555-0142", "614.555.0142", "6145550142", "+1 614 555 0142"]) {
      expect(normalizePhone(typed)).toBe("+16145550142");
    }
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses what is no phone number", () => {
    for (const typed of ["call me maybe", "555-0142", "123", "javascript:alert(1)"]) expect(normalizePhone(typed)).toBeNull();
    expect(optionalPhone().safeParse("call me maybe").success).toBe(false);
    expect(requiredPhone().safeParse("").success).toBe(false);
  });

  it("answers North American numbers by exchange exactly as the full check does", () => {
    const fullCheck = (typed: string) => {
      const parsed = parsePhoneNumberFromString(typed, "US");
      return parsed?.isValid() ? parsed.number : null;
    };
    // Two numbers in each of 4,000 exchanges (in service or not, Canada and the Caribbean too): the
    // second is answered from what the first taught. Every one of the 800,000 exchanges was checked so once.
    let state = 7;
    const random = (below: number) => (state = (state * 48271) % 2147483647) % below;
    for (let i = 0; i < 4000; i++) {
      const exchange = String(200_000 + random(800_000));
      for (const typed of [`(${exchange.slice(0, 3)}) ${exchange.slice(3)}-${String(random(10_000)).padStart(4, "0")}`, `+1 ${exchange}${String(random(10_000)).padStart(4, "0")}`]) {
        expect(normalizePhone(typed), typed).toBe(fullCheck(typed));
      }
    }
  });

  it("keeps an empty optional phone empty", () => {
    expect(optionalPhone().parse("  ")).toBe("");
  });

  it("shows stored numbers formatted, with a tel: link", () => {
    expect(formatPhone("+16145550142")).toBe("(614) 555-0142");
    expect(formatPhone("(614) 555-0142")).toBe("(614) 555-0142");
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(phoneHref("(614) 555-0142")).toBe("tel:+16145550142");
    expect(phoneHref("ask at the desk")).toBeNull();
  });
});
