import zlib from "node:zlib";
import { Hono, type Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import sharp from "sharp";
import { siteSongRequestSchema } from "../../../../domain/music.ts";
import { rsvpLookupSchema, siteAddressSchema, siteUnlockSchema, SITE_PASS_COOKIE } from "../../../../domain/websites.ts";
import type { AppDeps } from "../../../deps.ts";
import type { AppEnv } from "../../../http/env.ts";
import { ApiError } from "../../../http/errors.ts";
import { sameOriginWrites } from "../../../http/origin.ts";
import { callerAddress } from "../../../http/rate-limit.ts";
import { answerRsvp, readRsvp } from "../../guests/index.ts";
import { requestSongFromSite } from "../../music/index.ts";
import { findInvitation, passesFor, readPublicSite, unlockSite } from "../operations/public.ts";
import { rsvpAnswerFromForm, rsvpFormHtml } from "./rsvp-form.ts";
import { siteAt } from "../rows.ts";
import { keepRenderedSitePage, renderedSitePage } from "./cache.ts";
import { lockedSitePage, openSitePage, shareCardSvg, siteNotFoundPage, type FormNote, type SongFormState } from "./html.ts";

const PASS_MAX_AGE = 180 * 86_400;
/** Passes go only to the site's pages and its API, never to the rest of the app. */
export const PASS_PATHS = ["/wedding", "/api/websites/site"] as const;

export const passCookieName = (siteId: string) => `${SITE_PASS_COOKIE}_${siteId.replace(/-/g, "")}`;

/** Every site pass this browser holds (a guest may be invited to more than one wedding). */
export const passTokens = (c: Context<AppEnv>) =>
  Object.entries(getCookie(c))
    .filter(([name]) => name.startsWith(`${SITE_PASS_COOKIE}_`))
    .map(([, value]) => value)
    .slice(0, 20);

export function givePass(c: Context<AppEnv>, publicUrl: string, siteId: string, token: string) {
  for (const path of PASS_PATHS) setCookie(c, passCookieName(siteId), token, { path, httpOnly: true, sameSite: "Lax", secure: publicUrl.startsWith("https:"), maxAge: PASS_MAX_AGE });
}

const addressOf = (c: Context<AppEnv>) => {
  const parsed = siteAddressSchema.safeParse({ site: c.req.param("site") ?? "" });
  return parsed.success ? parsed.data.site : null;
};

const formText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * /wedding/{slug or id}: the wedding website as server-rendered HTML with plain form posts (decision
 * 046). A visitor without a pass gets the page from memory (forgotten on the couple's save or
 * publish); a visitor with one gets their own version, never cached.
 */
export function weddingSitePages({ db, config, logger, mailer }: Pick<AppDeps, "db" | "config" | "logger" | "mailer">) {
  const deps = { db, config, logger, mailer };
  const origin = config.publicUrl.replace(/\/$/, "");

  /** The page for this visitor; `note` puts a form's error beside it, `rsvpError` the RSVP form's. */
  async function renderFor(address: string, tokens: string[], note?: FormNote, extra: { rsvpError?: string; notice?: string; song?: SongFormState } = {}): Promise<{ status: number; html: string; siteId: string | null; redirect?: string }> {
    let view: Awaited<ReturnType<typeof readPublicSite>>;
    try {
      view = await readPublicSite(deps, address, tokens);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { status: 404, html: siteNotFoundPage(), siteId: null };
      throw error;
    }
    if (view.redirectTo) return { status: 301, html: "", siteId: view.state === "open" ? view.site.id : null, redirect: `/wedding/${view.redirectTo}` };
    if (view.state === "locked") return { status: note ? 400 : 200, html: lockedSitePage({ address: view.slug, lock: view.lock, lookup: view.rsvpLookup, note }), siteId: null };
    const guest = view.guest && view.site.sections.includes("rsvp") && !view.site.lockedSections.includes("rsvp")
      ? { household: view.guest.household, rsvpForm: rsvpFormHtml(await readRsvp(deps, view.guest.rsvpToken), `/wedding/${view.site.slug}/rsvp`, extra.rsvpError) }
      : view.guest ? { household: view.guest.household, rsvpForm: "" } : null;
    return { status: 200, html: openSitePage({ site: view.site, origin, guest, note, notice: extra.notice, song: extra.song }), siteId: view.site.id };
  }

  const send = (c: Context<AppEnv>, page: { status: number; html: string; redirect?: string; brotli?: Uint8Array<ArrayBuffer> }, shared: boolean) => {
    if (page.redirect) return c.redirect(page.redirect, 301);
    // Guests' versions (a pass, a form's answer) are theirs alone; the shared page may be reused for a moment.
    c.header("Cache-Control", shared ? "public, max-age=0, must-revalidate" : "private, no-store");
    c.header("Vary", "Accept-Encoding, Cookie");
    if (page.status === 404) c.header("X-Robots-Tag", "noindex");
    if (page.brotli) {
      c.header("Content-Encoding", "br");
      c.header("Content-Type", "text/html; charset=UTF-8");
      return c.body(page.brotli, page.status as 200);
    }
    return c.html(page.html, page.status as 200);
  };

  /** After a form post: the error beside its form (the page as this visitor sees it), with the error's status. */
  const answerWithNote = async (c: Context<AppEnv>, address: string, note: FormNote, status: number) => {
    const page = await renderFor(address, passTokens(c), note);
    return send(c, { ...page, status: page.status === 404 ? 404 : status }, false);
  };

  return new Hono<AppEnv>()
    .use("*", sameOriginWrites(config.publicUrl))
    .get("/:site", async (c) => {
      const address = addressOf(c);
      if (!address) return send(c, { status: 404, html: siteNotFoundPage() }, true);
      const tokens = passTokens(c);
      const songSent = c.req.query("song") === "sent";
      // A thank-you is this visitor's alone: never the shared (cached) page.
      if (tokens.length > 0 || songSent) {
        return send(c, await renderFor(address, tokens, undefined, { ...(c.req.query("rsvp") === "saved" ? { notice: "Thank you! Your answer is saved and the couple can see it." } : {}), song: { sent: songSent } }), false);
      }
      const key = address + (new URL(c.req.url).search || "");
      const brotli = /\bbr\b/.test(c.req.header("accept-encoding") ?? "");
      let page = renderedSitePage(key);
      if (!page) {
        const fresh = await renderFor(address, []);
        page = keepRenderedSitePage(key, { siteId: fresh.siteId, status: fresh.status, html: fresh.html, headers: fresh.redirect ? { location: fresh.redirect } : {} });
      }
      if (page.headers.location) return c.redirect(page.headers.location, 301);
      if (brotli) page.brotli ??= new Uint8Array(zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
      return send(c, { status: page.status, html: page.html, brotli: brotli ? page.brotli : undefined }, true);
    })
    .post("/:site/unlock", async (c) => {
      const address = addressOf(c);
      if (!address) return send(c, { status: 404, html: siteNotFoundPage() }, false);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const input = siteUnlockSchema.safeParse({ password: formText(form.password), ...(form.section ? { section: formText(form.section) } : {}) });
      const noteFor = (section: string | undefined): FormNote["form"] => (section ? `section:${section}` : "password");
      if (!input.success) return answerWithNote(c, address, { form: noteFor(formText(form.section) || undefined), message: input.error.issues[0]!.message }, 400);
      try {
        const { pass, siteId } = await unlockSite(deps, address, { ...input.data, passTokens: passTokens(c) }, callerAddress(c, config));
        givePass(c, config.publicUrl, siteId, pass);
        const found = await siteAt(db, address);
        return c.redirect(`/wedding/${found?.site.slug ?? address}${input.data.section ? `#${input.data.section}` : ""}`, 303);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return answerWithNote(c, address, { form: noteFor(input.data.section), message: error.message }, error.status);
      }
    })
    .post("/:site/find", async (c) => {
      const address = addressOf(c);
      if (!address) return send(c, { status: 404, html: siteNotFoundPage() }, false);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const code = formText(form.code).trim();
      const input = rsvpLookupSchema.safeParse(code ? { code } : { firstName: formText(form.firstName), lastName: formText(form.lastName) });
      if (!input.success) return answerWithNote(c, address, { form: "find", message: input.error.issues[0]!.message }, 400);
      try {
        const { pass, siteId } = await findInvitation(deps, address, input.data, callerAddress(c, config));
        givePass(c, config.publicUrl, siteId, pass);
        const found = await siteAt(db, address);
        return c.redirect(`/wedding/${found?.site.slug ?? address}#rsvp`, 303);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return answerWithNote(c, address, { form: "find", message: error.message }, error.status);
      }
    })
    .post("/:site/rsvp", async (c) => {
      // Only a guest who found their invitation on this site answers here, for their own household.
      const address = addressOf(c);
      const found = address ? await siteAt(db, address) : undefined;
      if (!address || !found || !found.site.published) return send(c, { status: 404, html: siteNotFoundPage() }, false);
      const passes = await passesFor(db, found.site, passTokens(c), new Date());
      const view = passes.site ? await readPublicSite(deps, address, passTokens(c)) : null;
      if (!view || view.state !== "open" || !view.guest) {
        return answerWithNote(c, address, { form: "find", message: "Find your invitation first, then answer for your household." }, 403);
      }
      const rsvp = await readRsvp(deps, view.guest.rsvpToken);
      const parsed = rsvpAnswerFromForm(rsvp, await c.req.parseBody().catch(() => ({})));
      const again = async (message: string, status: number) => send(c, { ...(await renderFor(address, passTokens(c), undefined, { rsvpError: message })), status }, false);
      if (!parsed.ok) return again(parsed.message, 400);
      try {
        await answerRsvp(deps, view.guest.rsvpToken, parsed.answer);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return again(error.message, error.status);
      }
      return c.redirect(`/wedding/${found.site.slug}?rsvp=saved#rsvp`, 303);
    })
    .post("/:site/song-request", async (c) => {
      // A guest's song request (decision 050): to the couple's one list of requests, tied to the household
      // when this browser found its invitation, else to the name typed.
      const address = addressOf(c);
      const found = address ? await siteAt(db, address) : undefined;
      if (!address || !found || !found.site.published) return send(c, { status: 404, html: siteNotFoundPage() }, false);
      const tokens = passTokens(c);
      const view = await readPublicSite(deps, address, tokens);
      if (view.state !== "open") return send(c, { ...(await renderFor(address, tokens)), status: 403 }, false);
      if (!view.site.sections.includes("song-requests")) return send(c, { status: 404, html: siteNotFoundPage() }, false);
      if (view.site.lockedSections.includes("song-requests")) return answerWithNote(c, address, { form: "section:song-requests", message: "Open this page with its password first." }, 403);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const values = { title: formText(form.title), artist: formText(form.artist), name: formText(form.name) };
      const again = async (message: string, status: number) => send(c, { ...(await renderFor(address, tokens, { form: "song", message }, { song: { values } })), status }, false);
      const input = siteSongRequestSchema.safeParse(values);
      if (!input.success) return again(input.error.issues[0]!.message, 400);
      const passes = await passesFor(db, found.site, tokens, new Date());
      try {
        await requestSongFromSite(deps, found.site.coupleId, { householdId: passes.householdId }, input.data, callerAddress(c, config));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return again(error.message, error.status);
      }
      return c.redirect(`/wedding/${found.site.slug}?song=sent#song-requests`, 303);
    })
    .get("/:site/share-card.png", async (c) => {
      const address = addressOf(c);
      const view = address ? await readPublicSite(deps, address, []).catch(() => null) : null;
      // Only a site anyone may open has a public picture (a locked site shows nothing of the wedding).
      if (!view || view.state !== "open") return c.json({ error: { code: "not_found", message: "Not found" } }, 404);
      const png = await sharp(Buffer.from(shareCardSvg(view.site))).png().toBuffer();
      c.header("Content-Type", "image/png");
      c.header("Cache-Control", "public, max-age=600");
      return c.body(new Uint8Array(png));
    });
}

