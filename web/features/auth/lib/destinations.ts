import type { AccountUser } from "@domain/account";

type Kind = Pick<AccountUser, "is_venue_owner" | "is_vendor">;

/**
 * Where a brand-new account goes once it is signed in: couples start on their welcome screen, pros on
 * their dashboards. Read from the signed-in account itself, which is the truth about its kind.
 */
export function landingAfterSignUp(user: Kind): "/venue-owner-account" | "/vendor-account" | "/couple-welcome" {
  if (user.is_venue_owner) return "/venue-owner-account";
  if (user.is_vendor) return "/vendor-account";
  return "/couple-welcome";
}
