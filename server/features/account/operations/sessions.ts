import { eq, sql } from "drizzle-orm";
import { ERASED_SENDER_EMAIL, ERASED_SENDER_NAME } from "../../../../domain/contact.ts";
import type { Principal } from "../../../auth/principal.ts";
import { contactMessages, sessions, users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";
import { assertAccountPassword } from "../password-check.ts";

/** What the password-confirmed operations use. */
export type AccountDeps = Pick<AppDeps, "db" | "auth">;

/** Runs the password check under the sign-in failure limits (the route knows the caller's address). */
export type PasswordLimits = (verify: () => Promise<void>) => Promise<void>;

/**
 * Re-entering the password counts as a fresh sign-in for this session, which sensitive actions
 * (a new email, admin changes) ask for. Wrong guesses count against the sign-in limits.
 */
export async function reauthenticate({ db, auth }: AccountDeps, principal: Principal, password: string, limits: PasswordLimits) {
  await limits(() => assertAccountPassword(auth, principal.userId, password));
  await db.update(sessions).set({ createdAt: sql`now()` }).where(eq(sessions.id, principal.sessionId));
  return { reauthenticated: true };
}

/** Deletes the account and, by cascade, everything that belongs to it, after the password confirms it. */
export async function deleteAccount({ db, auth }: AccountDeps, principal: Principal, password: string, limits: PasswordLimits) {
  await limits(() => assertAccountPassword(auth, principal.userId, password));
  // Profiles, sessions and roles go by cascade. Contact messages stay with the admins who answer
  // them: a proven sender's are anonymized (erasure asked), anyone else's are not theirs to touch.
  await db.transaction(async (tx) => {
    if (principal.emailVerified) {
      await tx
        .update(contactMessages)
        .set({ name: ERASED_SENDER_NAME, email: ERASED_SENDER_EMAIL })
        .where(eq(contactMessages.email, principal.email.toLowerCase()));
    }
    await tx.delete(users).where(eq(users.id, principal.userId));
  });
  return { deleted: true };
}
