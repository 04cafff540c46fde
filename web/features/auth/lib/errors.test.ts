import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@web/lib/api";
import { landingAfterSignUp } from "./destinations";
import { describeAuthError, MISSING_CREDENTIALS } from "./errors";

describe("describeAuthError", () => {
  it("puts a weak password's reasons on the password field, in the server's words", () => {
    const message = "Please choose a stronger password. Use at least 12 characters.";
    expect(describeAuthError(new ApiRequestError(400, "WEAK_PASSWORD", message))).toEqual({ kind: "weak-password", message, field: "password" });
  });

  it("recognizes the spec's missing-credentials message and the rate limit", () => {
    expect(describeAuthError(new ApiRequestError(400, "missing_credentials", MISSING_CREDENTIALS)).kind).toBe("missing-credentials");
    const limited = "Too many failed sign-in attempts for this account. Please try again in 5 minutes.";
    expect(describeAuthError(new ApiRequestError(429, "rate_limited", limited))).toEqual({ kind: "rate-limited", message: limited, field: null });
  });

  it("treats a used, expired or made-up reset token alike", () => {
    expect(describeAuthError(new ApiRequestError(400, "INVALID_TOKEN", "Invalid token")).kind).toBe("invalid-token");
    expect(describeAuthError(new ApiRequestError(400, "request_failed", "Invalid token")).kind).toBe("invalid-token");
  });

  it("keeps wrong credentials a form-level message", () => {
    expect(describeAuthError(new ApiRequestError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"))).toEqual({
      kind: "other",
      message: "Invalid email or password",
      field: null,
    });
  });

  it("says something useful for errors that are not from the API", () => {
    expect(describeAuthError(new Error("Signed in, but the session could not be read.")).message).toMatch(/session could not be read/);
    expect(describeAuthError("boom").message).toBe("Something went wrong. Please try again.");
  });
});

describe("landingAfterSignUp", () => {
  it("sends couples to their welcome and pros to their dashboards", () => {
    expect(landingAfterSignUp({ is_venue_owner: false, is_vendor: false })).toBe("/couple-welcome");
    expect(landingAfterSignUp({ is_venue_owner: false, is_vendor: true })).toBe("/vendor-account");
    expect(landingAfterSignUp({ is_venue_owner: true, is_vendor: false })).toBe("/venue-owner-account");
  });
});
