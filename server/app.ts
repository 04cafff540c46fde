import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { authRoutes } from "./auth/routes.ts";
import { loadPrincipal, type Principal } from "./auth/principal.ts";
import type { AppDeps } from "./deps.ts";
import type { AppEnv } from "./http/env.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { mailRoutes } from "./features/mail/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { helpRoutes } from "./features/help/routes.ts";
import { ApiError, errorBody, handleError } from "./http/errors.ts";
import { sameOriginWrites } from "./http/origin.ts";
import { securityHeaders } from "./http/security.ts";
import { mediaHandler } from "./storage/media-route.ts";

/** The /api surface. Its type is what the web client's `hc<AppType>` is typed from. */
export function buildApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route("/auth", authRoutes(deps))
    .route("/account", accountRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/mail", mailRoutes(deps))
    .route("/health", healthRoutes(deps))
    .route("/contact", contactRoutes(deps))
    .route("/help", helpRoutes(deps));
}

export type AppType = ReturnType<typeof buildApi>;

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
  app.use("*", securityHeaders());
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: config.BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(413, "payload_too_large", `The request body is larger than ${config.BODY_LIMIT_BYTES} bytes`);
      },
    }),
  );
  app.use("/api/*", sameOriginWrites(config.publicUrl));
  app.use("/api/*", async (c, next) => {
    // The session is read at most once per request, and only by routes whose policy needs it.
    let principal: Promise<Principal | null> | undefined;
    c.set("principal", () => (principal ??= loadPrincipal(deps.auth, deps.db, c.req.raw.headers)));
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  app.route("/api", buildApi(deps));
  app.all("/api/*", (c) => c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404));

  app.get("/media/*", mediaHandler(deps.storage));

  if (options.staticDir) mountSpa(app, path.resolve(options.staticDir));

  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  app.onError((error, c) => handleError(error, c, logger));
  return app;
}

/** Hashed assets are cached for a year; every other path gets index.html so deep links work. */
function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = path.join(staticDir, "index.html");
  // The home page is prerendered at build time (scripts/prerender.mjs); every other path gets the shell.
  const homeFile = path.join(staticDir, "home.html");
  const sendHtml = (c: Context<AppEnv>, file: string) => {
    // Read per request (small, in page cache) so a rebuild is picked up without a restart.
    const chosen = fs.existsSync(file) ? file : indexFile;
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    if (/\bbr\b/.test(c.req.header("accept-encoding") ?? "") && fs.existsSync(`${chosen}.br`)) {
      c.header("Content-Encoding", "br");
      c.header("Content-Type", "text/html; charset=UTF-8");
      return c.body(fs.readFileSync(`${chosen}.br`));
    }
    return c.html(fs.readFileSync(chosen, "utf8"));
  };
  app.get("/", (c) => sendHtml(c, homeFile));
  app.get("/index", (c) => sendHtml(c, homeFile));
  app.use(
    "/assets/*",
    serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: staticDir, precompressed: true }));
  app.get("*", (c) => sendHtml(c, indexFile));
}
