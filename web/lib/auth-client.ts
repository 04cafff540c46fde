import { accountHomeFor, verifiedLandingFor, type AccountUser, type UserType } from "@domain/account-kinds";
import { ApiRequestError } from "./api";
import { withReauthentication } from "./reauth";

/**
 * Calls to the auth endpoints (better-auth under /api/auth, our account API). Plain fetch keeps the
 * shell small; errors carry the server's own message, whichever of the two shapes it uses.
 */
async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiRequestError(0, "network_error", "We couldn't reach Serviceberry. Check your connection and try again.");
  }
  const body = (await response.json().catch(() => null)) as
    | { error?: { code?: string; message?: string; fields?: Record<string, string[]> }; message?: string; code?: string }
    | null;
  if (!response.ok) {
    const message = body?.error?.message ?? body?.message ?? "Something went wrong. Please try again.";
    throw new ApiRequestError(response.status, body?.error?.code ?? body?.code ?? "request_failed", message, body?.error?.fields);
  }
  return body as T;
}

export const authClient = {
  me: () => call<{ user: AccountUser | null }>("/api/account/me"),
  userTypes: () => call<{ is_admin: boolean; is_venue_owner: boolean; is_vendor: boolean }>("/api/account/user-types"),
  signIn: (email: string, password: string) => call("/api/auth/sign-in/email", { body: { email, password } }),
  signUp: (email: string, password: string, userType: UserType) =>
    call("/api/auth/sign-up/email", {
      body: { email, password, userType, name: email.split("@")[0], callbackURL: verifiedLandingFor(userType) },
    }),
  signOut: () => call("/api/auth/sign-out", { body: {} }),
  requestPasswordReset: (email: string) =>
    call("/api/auth/request-password-reset", { body: { email, redirectTo: `${window.location.origin}/password-reset` } }),
  resetPassword: (token: string, newPassword: string) => call("/api/auth/reset-password", { body: { token, newPassword } }),
  sendVerificationEmail: (email: string, userType: UserType) =>
    call("/api/auth/send-verification-email", { body: { email, callbackURL: verifiedLandingFor(userType) } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call("/api/auth/change-password", { body: { currentPassword, newPassword, revokeOtherSessions: true } }),
  /** The confirmation link lands back on the account page of the person's kind. */
  changeEmail: (newEmail: string, user: Pick<AccountUser, "is_venue_owner" | "is_vendor">) =>
    withReauthentication(() => call("/api/auth/change-email", { body: { newEmail, callbackURL: `${accountHomeFor(user)}?email=changed` } })),
};
