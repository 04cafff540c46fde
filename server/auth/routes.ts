import { Hono, type Context } from "hono";
import type { ZodType } from "zod";
import { ACCOUNT_KIND_LOCKED, signUpExtrasSchema, updateUserSchema } from "../../domain/account.ts";
import { MISSING_CREDENTIALS } from "../../domain/account-kinds.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../http/env.ts";
import { ApiError, errorBody, validationError } from "../http/errors.ts";
import { allow, requireRecentSignIn } from "../http/policy.ts";
import { addressLimitOptions } from "../http/rate-limit.ts";
import { withAuthLimits } from "./rate-limits.ts";

export { MISSING_CREDENTIALS };

/** The auth path without its /api/auth prefix, e.g. "/sign-in/email". */
const authPath = (c: Context) => c.req.path.replace(/^\/api\/auth/, "");

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as unknown;
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

function check(schema: ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
}

/** Our rules for better-auth's endpoints, checked before it sees the request. */
async function checkAuthRequest(c: Context<AppEnv>): Promise<void> {
  if (c.req.method !== "POST") return;
  const path = authPath(c);
  switch (path) {
    case "/sign-up/email":
    case "/sign-in/email": {
      const body = await jsonBody(c);
      const present = (value: unknown) => typeof value === "string" && value.trim() !== "";
      if (!body || !present(body.email) || !present(body.password)) throw new ApiError(400, "missing_credentials", MISSING_CREDENTIALS);
      if (path === "/sign-up/email") check(signUpExtrasSchema, { name: body.name, userType: body.userType });
      return;
    }
    case "/update-user": {
      const body = (await jsonBody(c)) ?? {};
      // The kind of account decides what a person may do: it is not a profile field to edit.
      if ("userType" in body) throw new ApiError(400, "account_kind_locked", ACCOUNT_KIND_LOCKED, { userType: [ACCOUNT_KIND_LOCKED] });
      check(updateUserSchema, body);
      return;
    }
    case "/change-email":
      // A new address can take the account over: it needs a fresh sign-in, like deleting it does.
      await requireRecentSignIn(c);
      return;
  }
}

/** better-auth answers `{ code, message }`; the product's shape is `{ error: { code, message } }`. */
async function withProductErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown; error?: unknown } | null;
  if (!body || body.error !== undefined) return response;
  const message = typeof body.message === "string" && body.message ? body.message : "The request could not be processed.";
  const code = typeof body.code === "string" && body.code ? body.code : "auth_error";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}

/** list-sessions names each session by id; a token is a bearer credential and never leaves the server. */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const sessions = (await response.clone().json()) as unknown;
  if (!Array.isArray(sessions)) return response;
  const safe = sessions.map((session: Record<string, unknown>) => {
    const { token: _token, ...rest } = session;
    return rest;
  });
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(safe), { status: response.status, headers });
}

/** better-auth's endpoints under /api/auth/*, behind our checks and database-backed limits. */
export function authRoutes({ auth, db, config }: AppDeps) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", allow.public, async (c) => {
    await checkAuthRequest(c);
    const response = await withAuthLimits(db, c, addressLimitOptions(config), () => auth.handler(c.req.raw));
    const shaped = await withProductErrorShape(response);
    return authPath(c) === "/list-sessions" ? withoutSessionTokens(shaped) : shaped;
  });
}
