import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_TYPES } from "../../domain/account.ts";
import { PASSWORD_RESET_LINK_MINUTES } from "../../domain/constants.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users, userTypes, verifications } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
// Mail goes out after the response, so its timing reveals nothing about whether an account exists.
import { sendLater } from "../mail/send-later.ts";
import { mailTemplates } from "../mail/templates.ts";
import { requestOrigin } from "../http/origin.ts";
import { attributeSignup } from "../features/affiliates/index.ts";
import { grantAdminOnVerification } from "./admins.ts";
import { clearSignInFailures } from "./rate-limits.ts";
import { checkPasswordStrength } from "./password-strength.ts";
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from "./session-rules.ts";

export interface AuthOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

/** Paths whose body carries a new password that must pass the strength check. */
const NEW_PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth({ config, db, mailer, logger, secret }: AuthOptions) {
  const publicUrl = config.publicUrl;
  return betterAuth({
    appName: "Serviceberry",
    secret,
    baseURL: publicUrl,
    basePath: "/api/auth",
    // The public address, and the address a request was actually sent to (127.0.0.1 vs localhost).
    trustedOrigins: (request) => [publicUrl, request ? requestOrigin(request) : null],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        userType: { type: [...USER_TYPES], required: false, defaultValue: "couple", input: true },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          sendLater(mailer, logger, mailTemplates.changeEmail(user.email, newEmail, url));
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // No sign-in on sign-up: the answer is the same whether or not the email already had an account.
      autoSignIn: false,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset proved the mailbox: a lock from someone else's failed guesses no longer applies.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email);
      },
      sendResetPassword: async ({ user, token }) => {
        sendLater(mailer, logger, mailTemplates.resetPassword(user.email, `${publicUrl}/password-reset?token=${encodeURIComponent(token)}`));
      },
      onExistingUserSignUp: async ({ user }) => {
        sendLater(mailer, logger, mailTemplates.existingAccountSignUp(user.email, `${publicUrl}/auth?mode=signin`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        sendLater(mailer, logger, mailTemplates.verifyEmail(user.email, url));
      },
    },
    // Idle timeout: a session slides while used; its absolute lifetime is checked in principal.ts.
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    // Our own database-backed limiter runs in front of these routes (server/auth/routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ["x-forwarded-for"] : [] },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            const userType = String(user.userType ?? "couple");
            await db
              .insert(userTypes)
              .values({
                id: user.id,
                // Admin rights wait until the address is proven (grantAdminOnVerification below).
                isAdmin: user.emailVerified && config.ADMIN_EMAILS.includes(user.email.toLowerCase()),
                isVenueOwner: userType === "venue_owner",
                isVendor: userType === "vendor",
              })
              .onConflictDoNothing();
            // Signed up through an affiliate's link or code: attributed once, first touch (decision 048).
            await attributeSignup(db, logger, user, context?.headers?.get("cookie") ?? context?.request?.headers.get("cookie"));
          },
        },
        update: {
          after: async (user) => {
            await grantAdminOnVerification(db, config.ADMIN_EMAILS, user);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body[field];
        if (typeof password !== "string") return; // better-auth answers the missing field itself
        const personal = [body.email, body.name].filter((v): v is string => typeof v === "string");
        const verdict = await checkPasswordStrength(password, personal);
        if (!verdict.ok) {
          throw new APIError("BAD_REQUEST", { message: `Please choose a stronger password. ${verdict.reasons.join(" ")}`, code: "WEAK_PASSWORD" });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
