import { Hono } from "hono";
import { businessProfileSchema, coupleProfileSchema, deleteAccountSchema, reauthenticateSchema, resetLinkQuerySchema } from "../../../domain/account.ts";
import { withReauthenticationLimits } from "../../auth/rate-limits.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { accountUser, exportAccountData } from "./operations/account-data.ts";
import { businessProfileOf, coupleProfileOf, saveBusinessProfile, saveCoupleProfile } from "./operations/profiles.ts";
import { deleteAccount, reauthenticate } from "./operations/sessions.ts";
import { resetLinkUsable } from "./reset-link.ts";

/** Enough for a person opening their link a few times; too few to guess tokens (which are 24+ random characters anyway). */
const RESET_LINK_LIMIT = { name: "reset-link-check:address", max: 30, windowSeconds: 15 * 60 };

export function accountRoutes({ db, auth, config }: AppDeps) {
  const resetLinkLimit = limitByAddress(db, RESET_LINK_LIMIT, addressLimitOptions(config));
  const deps = { db, auth };
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
      .get("/couple-profile", allow.role("couple"), async (c) => c.json(await coupleProfileOf(deps, await requirePrincipal(c))))
      .put("/couple-profile", allow.role("couple"), validate("json", coupleProfileSchema), async (c) =>
        c.json(await saveCoupleProfile(deps, await requirePrincipal(c), c.req.valid("json"))),
      )
      .get("/business-profile", allow.role("vendor", "venue_owner"), async (c) => c.json(await businessProfileOf(deps, await requirePrincipal(c))))
      .put("/business-profile", allow.role("vendor", "venue_owner"), validate("json", businessProfileSchema), async (c) =>
        c.json(await saveBusinessProfile(deps, await requirePrincipal(c), c.req.valid("json"))),
      )
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
      /** A fresh sign-in for this session (see `reauthenticate`); wrong guesses count against the sign-in limits. */
      .post("/reauthenticate", allow.signedIn, validate("json", reauthenticateSchema), async (c) => {
        const principal = await requirePrincipal(c);
        const limits = (verify: () => Promise<void>) => withReauthenticationLimits(db, c, addressLimitOptions(config), principal.email, verify);
        return c.json(await reauthenticate(deps, principal, c.req.valid("json").password, limits));
      })
      /** Deletes the account after the password confirms it; the browser's session cookie goes with it. */
      .post("/delete", allow.signedIn, validate("json", deleteAccountSchema), async (c) => {
        const principal = await requirePrincipal(c);
        const limits = (verify: () => Promise<void>) => withReauthenticationLimits(db, c, addressLimitOptions(config), principal.email, verify);
        const result = await deleteAccount(deps, principal, c.req.valid("json").password, limits);
        c.header("Set-Cookie", "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
        return c.json(result);
      })
  );
}
