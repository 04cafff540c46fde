import { accountHomeFor, verifiedLandingFor, type AccountUser, type UserType } from "@domain/account-kinds";
import { api, ApiRequestError, unwrap } from "./api";
import { withReauthentication } from "./reauth";

/**
 * Calls to the auth endpoints (better-auth under /api/auth, our account API). The account reads go
 * through the typed client; better-auth's endpoints are not in AppType, so those are plain fetch whose
 * answers nothing reads (each wrapper resolves to void). Errors carry the server's own message,
 * whichever of the two shapes it uses.
 */
async function send(path: string, payload: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
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
}

export const authClient = {
  me: (): Promise<{ user: AccountUser | null }> => unwrap(api.account.me.$get()),
  userTypes: () => unwrap(api.account["user-types"].$get()),
  signIn: (email: string, password: string) => send("/api/auth/sign-in/email", { email, password }),
  signUp: (email: string, password: string, userType: UserType, name: string) =>
    send("/api/auth/sign-up/email", { email, password, userType, name, callbackURL: verifiedLandingFor(userType) }),
  /** The name venues, vendors and admins see (until a couple's profile names both partners). */
  updateName: (name: string) => send("/api/auth/update-user", { name }),
  signOut: () => send("/api/auth/sign-out", {}),
  requestPasswordReset: (email: string) =>
    send("/api/auth/request-password-reset", { email, redirectTo: `${window.location.origin}/password-reset` }),
  resetPassword: (token: string, newPassword: string) => send("/api/auth/reset-password", { token, newPassword }),
  sendVerificationEmail: (email: string, userType: UserType) =>
    send("/api/auth/send-verification-email", { email, callbackURL: verifiedLandingFor(userType) }),
  changePassword: (currentPassword: string, newPassword: string) =>
    send("/api/auth/change-password", { currentPassword, newPassword, revokeOtherSessions: true }),
  /** The confirmation link lands back on the account page of the person's kind. */
  changeEmail: (newEmail: string, user: Pick<AccountUser, "is_venue_owner" | "is_vendor">) =>
    withReauthentication(() => send("/api/auth/change-email", { newEmail, callbackURL: `${accountHomeFor(user)}?email=changed` })),
};
