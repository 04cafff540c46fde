/**
 * How long a sign-in lasts (decision 011). A session slides while it is used and ends after
 * SESSION_IDLE_SECONDS without use; whatever the use, it ends SESSION_ABSOLUTE_SECONDS after the
 * sign-in (admins: ADMIN_SESSION_ABSOLUTE_SECONDS). Sensitive actions need a sign-in (or a password
 * re-entered) within RECENT_SIGN_IN_SECONDS.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** How often a used session's expiry is pushed forward (one write per session per hour at most). */
export const SESSION_REFRESH_SECONDS = 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

export function sessionOutlived(createdAt: Date, isAdmin: boolean, now = Date.now()): boolean {
  const limit = isAdmin ? ADMIN_SESSION_ABSOLUTE_SECONDS : SESSION_ABSOLUTE_SECONDS;
  return now - createdAt.getTime() > limit * 1000;
}

export function signedInRecently(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() <= RECENT_SIGN_IN_SECONDS * 1000;
}
