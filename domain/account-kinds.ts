/**
 * Account kinds and where they go: no zod here, because the app shell imports this on every page
 * (the schemas live in account.ts, which re-exports all of this).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const USER_TYPES = ["couple", "venue_owner", "vendor"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The user object the app works with (spec section 3), as GET /api/account/me returns it. */
export interface AccountUser {
  id: string;
  email: string;
  created_at: string;
  aud: "authenticated";
  email_verified: boolean;
  app_metadata: { provider: "email" };
  user_metadata: { user_type: UserType; is_admin: boolean; name: string };
  is_admin: boolean;
  is_venue_owner: boolean;
  is_vendor: boolean;
  is_couple: boolean;
  is_contributor: boolean;
}

/** Where an account kind lands after sign-in (spec section 2). */
export function accountHomeFor(user: Pick<AccountUser, "is_venue_owner" | "is_vendor">): "/venue-owner-account" | "/vendor-account" | "/couple-account" {
  if (user.is_venue_owner) return "/venue-owner-account";
  if (user.is_vendor) return "/vendor-account";
  return "/couple-account";
}

export function accountLinkLabel(user: Pick<AccountUser, "is_venue_owner" | "is_vendor"> | null): string {
  if (!user) return "Sign In";
  if (user.is_venue_owner) return "Venue Dashboard";
  if (user.is_vendor) return "Vendor Dashboard";
  return "My Account";
}

/** Where the link in the verification mail lands, by account kind. */
export function verifiedLandingFor(userType: UserType): string {
  if (userType === "venue_owner") return "/venue-owner-account?verified=1";
  if (userType === "vendor") return "/vendor-account?verified=1";
  return "/couple-welcome?verified=1";
}

/** Spec section 5: the words when sign-up or sign-in lacks an email or a password (server and app alike). */
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";
