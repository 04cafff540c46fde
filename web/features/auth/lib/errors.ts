import { MISSING_CREDENTIALS } from "@domain/account-kinds";
import { ApiRequestError } from "@web/lib/api";

export { MISSING_CREDENTIALS };

export type AuthErrorKind = "weak-password" | "invalid-email" | "invalid-token" | "missing-credentials" | "rate-limited" | "network" | "other";

export interface AuthProblem {
  kind: AuthErrorKind;
  /** The server's own message, shown as it is. */
  message: string;
  /** The field the message belongs to, if any. */
  field: "email" | "password" | null;
}

const FALLBACK = "Something went wrong. Please try again.";

/** Sorts an error from the auth API into what the screens do with it: which field, which state. */
export function describeAuthError(error: unknown): AuthProblem {
  if (!(error instanceof ApiRequestError)) {
    return { kind: "other", message: error instanceof Error && error.message ? error.message : FALLBACK, field: null };
  }
  const { status, code, message } = error;
  if (status === 0) return { kind: "network", message, field: null };
  if (status === 429) return { kind: "rate-limited", message, field: null };
  if (code === "missing_credentials" || message === MISSING_CREDENTIALS) return { kind: "missing-credentials", message, field: null };
  if (code === "WEAK_PASSWORD" || code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG" || message.startsWith("Please choose a stronger password")) {
    return { kind: "weak-password", message, field: "password" };
  }
  if (code === "INVALID_EMAIL" || (code === "VALIDATION_ERROR" && message.includes("body.email"))) return { kind: "invalid-email", message: "Enter a valid email address, like name@example.com.", field: "email" };
  if (code === "INVALID_TOKEN" || /invalid token|token expired|expired token/i.test(message)) return { kind: "invalid-token", message, field: null };
  return { kind: "other", message: message || FALLBACK, field: null };
}
