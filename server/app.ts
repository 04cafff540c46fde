import path from "node:path";
import { collaborationRoutes } from "./features/collaboration/index.ts";
import { tasksPollsRoutes } from "./features/tasks-polls/index.ts";
import { activityRoutes } from "./features/activity/index.ts";
import { Hono } from "hono";
import { CHAT_IMAGE_UPLOAD_MAX_BYTES } from "../domain/collaboration.ts";
import { authRoutes } from "./auth/routes.ts";
import { loadPrincipal, type LoadedPrincipal } from "./auth/principal.ts";
import type { AppDeps } from "./deps.ts";
import type { AppEnv } from "./http/env.ts";
import { accountRoutes } from "./features/account/index.ts";
import { adminRoutes } from "./features/admin/index.ts";
import { mailRoutes } from "./features/mail/index.ts";
import { contactRoutes } from "./features/contact/index.ts";
import { healthRoutes } from "./features/health/index.ts";
import { helpRoutes } from "./features/help/index.ts";
import { blogFeedHandler, blogRoutes } from "./features/blog/index.ts";
import { planningQuizRoutes } from "./features/planning-quiz/index.ts";
import { graceRoutes } from "./features/grace/index.ts";
import { venueClaimRoutes } from "./features/venue-claims/index.ts";
import { venueOwnerRoutes } from "./features/venue-owner/index.ts";
import { VENUE_IMAGE_MAX_BYTES } from "../domain/venues.ts";
import { tourRoutes } from "./features/tours/index.ts";
import { savedVenueRoutes } from "./features/saved-venues/index.ts";
import { beyondWeddingRoutes } from "./features/beyond-wedding/index.ts";
import { budgetRoutes } from "./features/budget/index.ts";
import { guestImportRoutes } from "./features/guest-import/index.ts";
import { IMPORT_BODY_MAX_BYTES } from "../domain/guest-import/schemas.ts";
import { guestPublicRoutes, guestRoutes } from "./features/guests/index.ts";
import { timelineRoutes } from "./features/timeline/index.ts";
import { floralDesignRoutes } from "./features/floral-design/index.ts";
import { inspirationBoardRoutes } from "./features/inspiration-boards/index.ts";
import { vendorGalleryRoutes } from "./features/vendor-galleries/index.ts";
import { pinterestRoutes } from "./features/pinterest/index.ts";
import { musicRoutes } from "./features/music/index.ts";
import { seatingRoutes } from "./features/seating/index.ts";
import { websiteRoutes, weddingSitePages } from "./features/websites/index.ts";
import { telemetryRoutes } from "./features/telemetry/index.ts";
import { vendorRoutes } from "./features/vendors/index.ts";
import { juneFunctionRoutes, juneRoutes } from "./features/june/index.ts";
import { planningRoutes } from "./features/planning/index.ts";
import { planningRegistry } from "./modules.ts";
import { venueRoutes } from "./features/venues/index.ts";
import { vendorProsRoutes } from "./features/vendor-pros/index.ts";
import { vendorDashboardRoutes } from "./features/vendor-dashboard/index.ts";
import { inquiryRoutes } from "./features/vendor-inquiries/index.ts";
import { vendorClaimRoutes } from "./features/vendor-claims/index.ts";
import { billingRoutes } from "./features/billing/index.ts";
import { giveBackRoutes } from "./features/give-back/index.ts";
import { affiliateRoutes, referralLinks } from "./features/affiliates/index.ts";
import { ApiError, errorBody, handleError } from "./http/errors.ts";
import { sameOriginWrites } from "./http/origin.ts";
import { bodyLimitByLength } from "./http/body-limit.ts";
import { inputGuard } from "./http/input-guard.ts";
import { mediaSecurityHeaders, securityHeaders } from "./http/security.ts";
import { compress } from "hono/compress";
import { mediaHandler } from "./storage/media-route.ts";
import { createSharePreviewGenerator } from "./storage/share-preview.ts";
import { createVendorArtGenerator } from "./art/vendors/generator.ts";
import { createVenueArtGenerator } from "./art/venues/generator.ts";
import { mountSpa } from "./pages/spa.ts";
import { chooseCityHandler } from "./pages/city-choice.ts";
import { CHOOSE_CITY_PATH } from "../domain/city-choice.ts";

/** The /api surface. Its type is what the web client's `hc<AppType>` is typed from. */
export function buildApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route("/auth", authRoutes(deps))
    .route("/account", accountRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/mail", mailRoutes(deps))
    .route("/health", healthRoutes(deps))
    .route("/contact", contactRoutes(deps))
    .route("/help", helpRoutes(deps))
    .route("/functions", graceRoutes(deps))
    .route("/owner", venueOwnerRoutes(deps))
    .route("/venue-claims", venueClaimRoutes(deps))
    .route("/tours", tourRoutes(deps))
    .route("/venues", venueRoutes(deps))
    .route("/vendors", vendorRoutes(deps))
    .route("/saved-venues", savedVenueRoutes(deps))
    .route("/budget", budgetRoutes(deps))
    .route("/guest-import", guestImportRoutes(deps))
    .route("/guests", guestRoutes(deps))
    .route("/", guestPublicRoutes(deps))
    .route("/telemetry", telemetryRoutes(deps))
    .route("/june", juneRoutes(deps, planningRegistry))
    .route("/functions", juneFunctionRoutes(deps, planningRegistry))
    .route("/planning", planningRoutes(deps, planningRegistry))
    .route("/vendor-pros", vendorProsRoutes(deps))
    .route("/vendor-dashboard", vendorDashboardRoutes(deps))
    .route("/inquiries", inquiryRoutes(deps))
    .route("/vendor-claims", vendorClaimRoutes(deps))
    .route("/billing", billingRoutes(deps))
    .route("/give-back", giveBackRoutes(deps))
    .route("/affiliates", affiliateRoutes(deps))
    .route("/timeline", timelineRoutes(deps))
    .route("/beyond-wedding", beyondWeddingRoutes(deps))
    .route("/blog", blogRoutes(deps))
    .route("/floral-designs", floralDesignRoutes(deps))
    .route("/music", musicRoutes(deps))
    .route("/seating", seatingRoutes(deps))
    .route("/websites", websiteRoutes(deps))
    .route("/collaboration", collaborationRoutes(deps))
    .route("/planning-quiz", planningQuizRoutes(deps))
    .route("/tasks-polls", tasksPollsRoutes(deps))
    .route("/activity", activityRoutes(deps))
    .route("/inspiration-boards", inspirationBoardRoutes(deps))
    .route("/pinterest", pinterestRoutes(deps))
    .route("/vendor-galleries", vendorGalleryRoutes(deps));
}

export type AppType = ReturnType<typeof buildApi>;

/** June takes a photo as a data URL in its JSON body (spec section 5: no size limit in the picker). */
const JUNE_CHAT_PATH = "/api/functions/chat-with-june";
const JUNE_BODY_LIMIT_BYTES = 25 * 1024 * 1024;
/** The routes that take a large body: one photo to POST /api/owner/venues/:id/images, /api/vendor-dashboard/vendors/:id/images, /api/vendor-galleries/vendors/:id/images or /api/inspiration-boards/:id/images (same limit). */
const PHOTO_UPLOAD_PATH = /^\/api\/(?:(?:owner\/venues|vendor-dashboard\/vendors|vendor-galleries\/vendors|inspiration-boards|websites)\/[^/]+|blog\/admin)\/images$/;
const UPLOAD_OVERHEAD_BYTES = 64 * 1024;
const GUEST_IMPORT_PATH = /^\/api\/guest-import(\/preview)?\/?$/;
// Planning chat attachments (decision 044): a picture or PDF per request.
const CHAT_ATTACHMENT_PATH = /^\/api\/collaboration\/chat\/[^/]+\/attachments$/;

export interface CreateAppOptions {
  /** The built SPA; when absent (API tests) only /api is served. */
  staticDir?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  const { logger, config } = deps;

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      logger.debug(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });
  const pageHeaders = securityHeaders();
  const mediaHeaders = mediaSecurityHeaders();
  app.use("*", (c, next) => (c.req.path.startsWith("/media/") ? mediaHeaders : pageHeaders)(c, next));
  const defaultBodyLimit = bodyLimitByLength({
    maxSize: config.BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `The request body is larger than ${config.BODY_LIMIT_BYTES} bytes`);
    },
  });
  // Venue photo uploads (one photo per request) may carry up to VENUE_IMAGE_MAX_BYTES plus the multipart framing.
  const photoBodyLimit = bodyLimitByLength({
    maxSize: VENUE_IMAGE_MAX_BYTES + UPLOAD_OVERHEAD_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `That photo is larger than ${VENUE_IMAGE_MAX_BYTES / 1024 / 1024} MB. Export it smaller and try again.`);
    },
  });
  // A guest list file (up to 50,000 rows) travels as the body of the import and its preview.
  const guestImportBodyLimit = bodyLimitByLength({
    maxSize: IMPORT_BODY_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `That file is larger than ${IMPORT_BODY_MAX_BYTES / 1024 / 1024} MB. Split it in two and import each part.`);
    },
  });
  const juneBodyLimit = bodyLimitByLength({
    maxSize: JUNE_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `That image is larger than ${JUNE_BODY_LIMIT_BYTES / 1024 / 1024} MB. Send a smaller photo.`);
    },
  });
  const chatAttachmentBodyLimit = bodyLimitByLength({
    maxSize: CHAT_IMAGE_UPLOAD_MAX_BYTES + UPLOAD_OVERHEAD_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `That file is larger than ${CHAT_IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Send a smaller one.`);
    },
  });
  app.use("/api/*", (c, next) => {
    // GET and HEAD carry no body; asking for one would build a full Request object on every read.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.method === "POST" && GUEST_IMPORT_PATH.test(c.req.path)) return guestImportBodyLimit(c, next);
    if (c.req.method === "POST" && c.req.path === JUNE_CHAT_PATH) return juneBodyLimit(c, next);
    if (c.req.method === "POST" && CHAT_ATTACHMENT_PATH.test(c.req.path)) return chatAttachmentBodyLimit(c, next);
    return (c.req.method === "POST" && PHOTO_UPLOAD_PATH.test(c.req.path) ? photoBodyLimit : defaultBodyLimit)(c, next);
  });
  app.use("/api/*", sameOriginWrites(config.publicUrl));
  app.use("/api/*", inputGuard());
  app.use("/api/*", async (c, next) => {
    // The session is read at most once per request, and only by routes whose policy needs it.
    let loaded: Promise<LoadedPrincipal> | undefined;
    c.set("principal", async () => (await (loaded ??= loadPrincipal(deps.auth, deps.db, c.req.raw.headers))).principal);
    await next();
    // Reading a used session slides its expiry; the browser's cookie slides with it.
    if (loaded) for (const cookie of (await loaded).setCookies) c.res.headers.append("Set-Cookie", cookie);
    // Set on the headers in place: c.header() after the handler would rebuild the response around a body stream.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  app.route("/api", buildApi(deps));
  app.all("/api/*", (c) => c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404));

  // Generated SVG art is text: compressed on the way out (photos are WebP/JPEG and skip this).
  app.use("/media/*", compress());
  const venueArt = createVenueArtGenerator(deps.storage);
  app.get("/media/*", mediaHandler(deps.storage, [createSharePreviewGenerator(deps.storage, [venueArt]), venueArt, createVendorArtGenerator()]));

  app.get("/blog/rss.xml", blogFeedHandler(deps.db, config.publicUrl));
  // Wedding websites are plain server-rendered HTML, without the app's script (decision 046).
  app.route("/wedding", weddingSitePages(deps));
  app.post(CHOOSE_CITY_PATH, sameOriginWrites(config.publicUrl), defaultBodyLimit, chooseCityHandler);
  // A page opened from an affiliate's link (?ref=) sets the first-touch referral cookie (decision 048).
  app.use("*", referralLinks(deps));
  if (options.staticDir) mountSpa(app, path.resolve(options.staticDir), deps);

  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  app.onError((error, c) => handleError(error, c, logger));
  return app;
}
