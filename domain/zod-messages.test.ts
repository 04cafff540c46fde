import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-messages";
import { venueListingSchema } from "./venues";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!.message;
};

describe("the one error map", () => {
  it("says what to do, never zod's developer text", () => {
    expect(messageOf(z.enum(["indoor", "outdoor", "both"]), undefined)).not.toMatch(/expected|Invalid option/);
    expect(messageOf(z.enum(["indoor", "outdoor", "both"]), "garage")).toBe("Choose one of the options.");
    expect(messageOf(z.string(), undefined)).toBe("This is required.");
    expect(messageOf(z.string().min(3), "ab")).toBe("Use at least 3 characters.");
    expect(messageOf(z.string().max(5), "abcdefg")).toBe("Use at most 5 characters.");
    expect(messageOf(z.number().max(2000), 5000)).toBe("Enter at most 2,000.");
    expect(messageOf(z.number().int(), 1.5)).toMatch(/whole number|number/);
    expect(messageOf(z.email(), "nope")).toBe("Enter a valid email address, like name@example.com.");
    expect(messageOf(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toBe("Remove the unknown field b.");
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(1, "Please enter your name"), "")).toBe("Please enter your name");
  });

  it("answers Add-venue step 1 with no setting chosen in words for people", () => {
    const result = venueListingSchema.safeParse({ name: "The Loft" });
    expect(result.success).toBe(false);
    for (const issue of result.success ? [] : result.error.issues) expect(issue.message).not.toMatch(/Invalid option|expected one of|Invalid input/);
  });
});
