import { describe, expect, it } from "vitest";
import { checkPasswordStrength, wordsOf } from "./password-strength.ts";

describe("checkPasswordStrength", () => {
  it("accepts long, unguessable passwords", async () => {
    expect(await checkPasswordStrength("lantern orchard velvet 42")).toEqual({ ok: true, reasons: [] });
    expect(await checkPasswordStrength("k7#Lq9!vR2@xWm")).toEqual({ ok: true, reasons: [] });
  });

  it("refuses short passwords, saying the minimum", async () => {
    const verdict = await checkPasswordStrength("Tr0ub4dor&3");
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons).toContain("Use at least 12 characters.");
  });

  it("refuses passwords seen in breaches", async () => {
    const verdict = await checkPasswordStrength("password1234");
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons.join(" ")).toMatch(/data breaches/);
  });

  it("refuses guessable passwords with the reason", async () => {
    const verdict = await checkPasswordStrength("qwertyuiop1234");
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons.join(" ")).toMatch(/common|guess|pattern/i);
  });

  it("counts the person's own email and the product's name as guessable", async () => {
    const verdict = await checkPasswordStrength("adalovelace1815", ["ada.lovelace1815@example.com"]);
    expect(verdict.ok).toBe(false);
    expect((await checkPasswordStrength("serviceberry2026")).ok).toBe(false);
  });

  it("refuses absurdly long passwords without estimating them", async () => {
    const verdict = await checkPasswordStrength("a".repeat(10_000));
    expect(verdict.reasons).toContain("Use at most 128 characters.");
  });
});

describe("the person's own words", () => {
  it("counts an email's local part joined up, so mayatheo2026 is weak for maya.theo@example.com", async () => {
    expect(wordsOf("maya.theo@example.com")).toEqual(expect.arrayContaining(["maya", "theo", "mayatheo"]));
    const verdict = await checkPasswordStrength("mayatheo2026", ["maya.theo@example.com"]);
    expect(verdict.ok).toBe(false);
    expect((await checkPasswordStrength("lantern orchard velvet 42", ["maya.theo@example.com"])).ok).toBe(true);
  });
});
