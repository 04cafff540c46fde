import { describe, expect, it } from "vitest";
import { openSealedText, sealText } from "./sealed-text.ts";

const secret = "a".repeat(43);

/** The sealed value with one bit of its ciphertext changed. */
function withFlippedBit(sealed: string): string {
  const parts = sealed.split(".");
  const flipped = Buffer.from(parts[3]!, "base64url");
  flipped[0] = flipped[0]! ^ 1;
  return [parts[0], parts[1], parts[2], flipped.toString("base64url")].join(".");
}

describe("sealed text", () => {
  it("opens what it sealed, and never stores the plaintext", () => {
    const sealed = sealText(secret, "spotify-token", "BQDtoken-value");
    expect(sealed).not.toContain("BQDtoken-value");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(openSealedText(secret, "spotify-token", sealed)).toBe("BQDtoken-value");
    expect(sealText(secret, "spotify-token", "same")).not.toBe(sealText(secret, "spotify-token", "same"));
  });

  it("refuses another secret, another purpose, and a tampered value", () => {
    const sealed = sealText(secret, "spotify-token", "BQDtoken-value");
    expect(openSealedText("b".repeat(43), "spotify-token", sealed)).toBeNull();
    expect(openSealedText(secret, "other-purpose", sealed)).toBeNull();
    expect(openSealedText(secret, "spotify-token", withFlippedBit(sealed))).toBeNull();
    expect(openSealedText(secret, "spotify-token", "not sealed")).toBeNull();
  });
});

describe("text sealed by the former token cipher (Pinterest tokens stored before session 11)", () => {
  // Sealed by server/shared/token-cipher.ts as it stood, before it was folded into sealed text.
  const formerlySealed = "v1.L0XrNtYPDR4HiR1V.rb2BzssCMosEJN-3xuTRuw.JWxg_noIcgxDl3J4q-Qn9ZXrjAg8agtM";

  it("still opens with its secret and purpose", () => {
    expect(openSealedText(secret, "pinterest-oauth-tokens", formerlySealed)).toBe("pina_legacy-access-token");
  });

  it("refuses it under another secret or purpose, or altered", () => {
    expect(openSealedText("b".repeat(43), "pinterest-oauth-tokens", formerlySealed)).toBeNull();
    expect(openSealedText(secret, "spotify-oauth-token", formerlySealed)).toBeNull();
    expect(openSealedText(secret, "pinterest-oauth-tokens", withFlippedBit(formerlySealed))).toBeNull();
  });
});
