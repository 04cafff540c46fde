import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { businessProfileSchema, coupleProfileSchema, deleteAccountSchema, reauthenticateSchema, resetLinkQuerySchema } from "../../../domain/account.ts";
import { businessProfiles, contactMessages, coupleProfiles, sessions, users } from "../../db/schema/index.ts";
import { withReauthenticationLimits } from "../../auth/rate-limits.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { resetLinkUsable } from "./reset-link.ts";
import { assertAccountPassword } from "./password-check.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { accountUser, exportAccountData } from "./service.ts";
import { ERASED_SENDER_EMAIL, ERASED_SENDER_NAME } from "../../../domain/contact.ts";

const profileColumns = {
  couple: {
    partner1Name: coupleProfiles.partner1Name,
    partner2Name: coupleProfiles.partner2Name,
    weddingDate: coupleProfiles.weddingDate,
    guestCount: coupleProfiles.guestCount,
    city: coupleProfiles.city,
    weddingStyle: coupleProfiles.weddingStyle,
    ceremonyType: coupleProfiles.ceremonyType,
    venueStatus: coupleProfiles.venueStatus,
    colorPalette: coupleProfiles.colorPalette,
    notes: coupleProfiles.notes,
  },
  business: {
    businessName: businessProfiles.businessName,
    contactName: businessProfiles.contactName,
    phone: businessProfiles.phone,
    website: businessProfiles.website,
    city: businessProfiles.city,
    category: businessProfiles.category,
    description: businessProfiles.description,
  },
};

/** Enough for a person opening their link a few times; too few to guess tokens (which are 24+ random characters anyway). */
const RESET_LINK_LIMIT = { name: "reset-link-check:address", max: 30, windowSeconds: 15 * 60 };

export function accountRoutes({ db, auth, config }: AppDeps) {
  const resetLinkLimit = limitByAddress(db, RESET_LINK_LIMIT, addressLimitOptions(config));
  return (
    new Hono<AppEnv>()
      /** The signed-in user in the spec's shape, or null: the app's auth state reads this. */
      .get("/me", allow.public, async (c) => {
        const principal = await c.get("principal")();
        return c.json({ user: principal ? await accountUser(db, principal) : null });
      })
      /** Spec section 7: the role flags, read by the app after the session loads. */
      .get("/user-types", allow.signedIn, async (c) => {
        const principal = await requirePrincipal(c);
        return c.json({
          is_admin: principal.isAdmin,
          is_venue_owner: principal.userType === "venue_owner",
          is_vendor: principal.userType === "vendor",
        });
      })
      .get("/couple-profile", allow.role("couple"), async (c) => {
        const { userId } = await requirePrincipal(c);
        const [profile] = await db.select(profileColumns.couple).from(coupleProfiles).where(eq(coupleProfiles.id, userId));
        return c.json({ profile: profile ?? null });
      })
      .put("/couple-profile", allow.role("couple"), validate("json", coupleProfileSchema), async (c) => {
        const { userId } = await requirePrincipal(c);
        const values = c.req.valid("json");
        const [profile] = await db
          .insert(coupleProfiles)
          .values({ id: userId, ...values })
          .onConflictDoUpdate({ target: coupleProfiles.id, set: { ...values, updatedAt: sql`now()` } })
          .returning(profileColumns.couple);
        return c.json({ profile: profile! });
      })
      .get("/business-profile", allow.role("vendor", "venue_owner"), async (c) => {
        const { userId } = await requirePrincipal(c);
        const [profile] = await db.select(profileColumns.business).from(businessProfiles).where(eq(businessProfiles.id, userId));
        return c.json({ profile: profile ?? null });
      })
      .put("/business-profile", allow.role("vendor", "venue_owner"), validate("json", businessProfileSchema), async (c) => {
        const { userId } = await requirePrincipal(c);
        const values = c.req.valid("json");
        const [profile] = await db
          .insert(businessProfiles)
          .values({ id: userId, ...values })
          .onConflictDoUpdate({ target: businessProfiles.id, set: { ...values, updatedAt: sql`now()` } })
          .returning(profileColumns.business);
        return c.json({ profile: profile! });
      })
      .get("/export", allow.signedIn, async (c) => {
        const { userId } = await requirePrincipal(c);
        const data = await exportAccountData(db, userId);
        c.header("Content-Disposition", `attachment; filename="serviceberry-data-${new Date().toISOString().slice(0, 10)}.json"`);
        return c.json(data);
      })
      /** Does this password-reset link still work? Asked by /password-reset when it opens. */
      .get("/reset-link", allow.public, validate("query", resetLinkQuerySchema), resetLinkLimit, async (c) =>
        c.json({ usable: await resetLinkUsable(db, c.req.valid("query").token) }),
      )
      /**
       * Re-entering the password counts as a fresh sign-in for this session, which sensitive actions
       * (a new email, admin changes) ask for. Wrong guesses count against the sign-in limits.
       */
      .post("/reauthenticate", allow.signedIn, validate("json", reauthenticateSchema), async (c) => {
        const principal = await requirePrincipal(c);
        await withReauthenticationLimits(db, c, addressLimitOptions(config), principal.email, () =>
          assertAccountPassword(auth, principal.userId, c.req.valid("json").password),
        );
        await db.update(sessions).set({ createdAt: sql`now()` }).where(eq(sessions.id, principal.sessionId));
        return c.json({ reauthenticated: true });
      })
      /** Deletes the account and, by cascade, everything that belongs to it, after the password confirms it. */
      .post("/delete", allow.signedIn, validate("json", deleteAccountSchema), async (c) => {
        const principal = await requirePrincipal(c);
        const { userId } = principal;
        const { password } = c.req.valid("json");
        await withReauthenticationLimits(db, c, addressLimitOptions(config), principal.email, () => assertAccountPassword(auth, userId, password));
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
        c.header("Set-Cookie", "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
        return c.json({ deleted: true });
      })
  );
}
