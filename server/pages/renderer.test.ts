import { describe, expect, it } from "vitest";
import { hasSessionCookie } from "./renderer.ts";

// A request without a session cookie gets the page drawn for a signed-out visitor (decision 056).
describe("the session cookie hint", () => {
  it("tells a session cookie from other cookies", () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie("sb_city=columbus")).toBe(false);
    expect(hasSessionCookie("better-auth.session_token=")).toBe(false);
    expect(hasSessionCookie("not-better-auth.session_token=abc")).toBe(false);
    expect(hasSessionCookie("better-auth.session_token=abc.def")).toBe(true);
    expect(hasSessionCookie("sb_city=columbus; __Secure-better-auth.session_token=abc")).toBe(true);
  });
});
