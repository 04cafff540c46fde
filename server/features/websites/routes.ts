import { Hono, type Context } from "hono";
import { coupleIdParamSchema, publishSchema, rsvpLookupSchema, siteAddressSchema, siteSettingsSchema, siteUnlockSchema, slugCheckSchema } from "../../../domain/websites.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { callerAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { checkSlug, readBuilder, saveSite, setPublished } from "./operations/builder.ts";
import { findInvitation, readCoupleProfilePage, readPublicSite, unlockSite } from "./operations/public.ts";
import { uploadSitePhoto } from "./operations/photos.ts";
import { siteQrCode } from "./operations/qr.ts";
import { givePass as givePassCookie, passTokens } from "./page/routes.ts";

const qrResponse = (c: Context<AppEnv>, qr: { body: string | Uint8Array<ArrayBuffer>; contentType: string }, format: "svg" | "png") =>
  c.body(qr.body, 200, { "Content-Type": qr.contentType, "Content-Disposition": `attachment; filename="wedding-website-qr.${format}"`, "Cache-Control": "no-store" });

/**
 * /api/websites: the couple's builder (`allow.planning("websites")`: the couple, or a helper they let
 * view or edit the site) and the guests' side (public: the site, its password, finding one's
 * invitation) and the couple's public profile.
 */
export function websiteRoutes({ db, config, mailer, logger, storage }: AppDeps) {
  const deps = { db, config, mailer, logger, storage };
  const view = allow.planning(deps, "websites", "view");
  const edit = allow.planning(deps, "websites", "edit");
  const couple = (c: Context<AppEnv>) => planningAccess(c).coupleId;
  const givePass = (c: Context<AppEnv>, siteId: string, token: string) => givePassCookie(c, config.publicUrl, siteId, token);
  return new Hono<AppEnv>()
    .get("/mine", view, async (c) => c.json(await readBuilder(deps, couple(c))))
    .put("/mine", edit, validate("json", siteSettingsSchema), async (c) => c.json(await saveSite(deps, couple(c), c.req.valid("json"))))
    .put("/mine/published", edit, validate("json", publishSchema), async (c) => c.json(await setPublished(deps, couple(c), c.req.valid("json").published)))
    .get("/mine/slug-check", view, validate("query", slugCheckSchema), async (c) => c.json(await checkSlug(deps, couple(c), c.req.valid("query").slug)))
    .post("/mine/images", edit, async (c) => c.json(await uploadSitePhoto(deps, couple(c), c.req), 201))
    .get("/mine/qr.svg", view, async (c) => qrResponse(c, await siteQrCode(deps, couple(c), "svg"), "svg"))
    .get("/mine/qr.png", view, async (c) => qrResponse(c, await siteQrCode(deps, couple(c), "png"), "png"))
    .get("/site/:site", allow.public, validate("param", siteAddressSchema), async (c) => c.json(await readPublicSite(deps, c.req.valid("param").site, passTokens(c))))
    .post("/site/:site/unlock", allow.public, validate("param", siteAddressSchema), validate("json", siteUnlockSchema), async (c) => {
      const { pass, siteId } = await unlockSite(deps, c.req.valid("param").site, { ...c.req.valid("json"), passTokens: passTokens(c) }, callerAddress(c, config));
      givePass(c, siteId, pass);
      return c.json({ unlocked: true });
    })
    .post("/site/:site/rsvp-lookup", allow.public, validate("param", siteAddressSchema), validate("json", rsvpLookupSchema), async (c) => {
      const { pass, siteId, rsvpToken } = await findInvitation(deps, c.req.valid("param").site, c.req.valid("json"), callerAddress(c, config));
      givePass(c, siteId, pass);
      return c.json({ rsvpToken });
    })
    .get("/couples/:id", allow.public, validate("param", coupleIdParamSchema), async (c) => c.json(await readCoupleProfilePage(deps, c.req.valid("param").id)));
}
