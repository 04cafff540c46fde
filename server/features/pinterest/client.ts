import { z } from "zod";
import type { Config } from "../../config.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * A client for the parts of the Pinterest API v5 Serviceberry uses (decision 042): the OAuth 2
 * authorization-code flow (www.pinterest.com/oauth/, POST /v5/oauth/token with the app's id and secret as
 * HTTP Basic, for a code or a refresh token), the account (GET /v5/user_account), its boards
 * (GET /v5/boards) and a board's pins (GET /v5/boards/{board_id}/pins), both paged by `bookmark`.
 * Base URLs come from the settings so tests run it against a local stand-in.
 */
export const PINTEREST_SCOPES = ["boards:read", "pins:read", "user_accounts:read"] as const;
export const PINTEREST_PAGE_SIZE = 25;
const REQUEST_TIMEOUT_MS = 10_000;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  refresh_token_expires_in: z.number().int().positive().optional(),
  scope: z.string().optional(),
});
export type PinterestTokens = z.infer<typeof tokenSchema>;

const imageSchema = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });
const boardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  privacy: z.string().nullish(),
  pin_count: z.number().nullish(),
  media: z.object({ image_cover_url: z.string().nullish() }).nullish(),
});
const pinSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  link: z.string().nullish(),
  alt_text: z.string().nullish(),
  media: z.object({ media_type: z.string().nullish(), images: z.record(z.string(), imageSchema).nullish() }).nullish(),
});
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), bookmark: z.string().nullish() });
const accountSchema = z.object({ username: z.string().nullish() });

export type PinterestBoard = z.infer<typeof boardSchema>;
export type PinterestPin = z.infer<typeof pinSchema>;

/** Pinterest said the access token is no good (expired or revoked): refresh, or reconnect. */
export class PinterestUnauthorized extends Error {}

export interface PinterestClient {
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<PinterestTokens>;
  refresh(refreshToken: string): Promise<PinterestTokens>;
  account(accessToken: string): Promise<{ username: string }>;
  boards(accessToken: string, bookmark?: string): Promise<{ items: PinterestBoard[]; bookmark: string | null }>;
  pins(accessToken: string, boardId: string, bookmark?: string): Promise<{ items: PinterestPin[]; bookmark: string | null }>;
}

export function pinterestConfigured(config: Pick<Config, "PINTEREST_CLIENT_ID" | "PINTEREST_CLIENT_SECRET">): boolean {
  return Boolean(config.PINTEREST_CLIENT_ID && config.PINTEREST_CLIENT_SECRET);
}

const notConfigured = () => new ApiError(409, "pinterest_not_configured", "Pinterest isn't set up on this server. Add pins by pasting their address on a board instead.");

/** The largest image a pin offers (Pinterest names sizes like "150x150", "600x", "1200x", "originals"). */
export function pinImageUrl(pin: PinterestPin): string | null {
  const images = pin.media?.images;
  if (!images) return null;
  const preferred = ["originals", "1200x", "600x", "400x300", "236x", "150x150"];
  for (const size of preferred) if (images[size]?.url) return images[size].url;
  const any = Object.values(images).sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
  return any?.url ?? null;
}

export function createPinterestClient(config: Config, fetchImpl: typeof fetch = fetch): PinterestClient {
  async function call(path: string, init: RequestInit): Promise<unknown> {
    const base = config.PINTEREST_API_BASE_URL.replace(/\/$/, "");
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch {
      throw new ApiError(502, "pinterest_unreachable", "We couldn't reach Pinterest just now. Try again in a minute.");
    }
    if (response.status === 401) throw new PinterestUnauthorized();
    if (response.status === 429) {
      const wait = Number(response.headers.get("retry-after") ?? "");
      const later = Number.isFinite(wait) && wait > 0 ? ` Try again in ${Math.ceil(wait)} seconds.` : " Try again in a minute.";
      throw new ApiError(429, "pinterest_rate_limited", `Pinterest asked us to slow down.${later}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      if (response.status === 404) throw new ApiError(404, "pinterest_not_found", "Pinterest couldn't find that board. It may have been deleted or made secret.");
      if (response.status === 400 && path.startsWith("/v5/oauth/token")) throw new ApiError(400, "pinterest_code_rejected", "Pinterest didn't accept that sign-in. Start connecting again.");
      throw new ApiError(502, "pinterest_error", "Pinterest answered with an error. Try again in a minute.");
    }
    return body;
  }

  function parsed<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiError(502, "pinterest_error", "Pinterest sent an answer we couldn't read. Try again in a minute.");
    return result.data;
  }

  async function token(form: Record<string, string>): Promise<PinterestTokens> {
    if (!pinterestConfigured(config)) throw notConfigured();
    const basic = Buffer.from(`${config.PINTEREST_CLIENT_ID}:${config.PINTEREST_CLIENT_SECRET}`).toString("base64");
    const body = await call("/v5/oauth/token", {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form).toString(),
    });
    return parsed(tokenSchema, body);
  }

  const bearer = (accessToken: string) => ({ method: "GET", headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } });
  const paging = (bookmark?: string) => {
    const query = new URLSearchParams({ page_size: String(PINTEREST_PAGE_SIZE) });
    if (bookmark) query.set("bookmark", bookmark);
    return query.toString();
  };

  return {
    authorizeUrl(state, redirectUri) {
      if (!pinterestConfigured(config)) throw notConfigured();
      const url = new URL(config.PINTEREST_AUTHORIZE_URL);
      url.searchParams.set("client_id", config.PINTEREST_CLIENT_ID!);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("scope", PINTEREST_SCOPES.join(","));
      url.searchParams.set("state", state);
      return url.toString();
    },
    exchangeCode: (code, redirectUri) => token({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async account(accessToken) {
      const body = parsed(accountSchema, await call("/v5/user_account", bearer(accessToken)));
      return { username: body.username ?? "" };
    },
    async boards(accessToken, bookmark) {
      const body = parsed(pageOf(boardSchema), await call(`/v5/boards?${paging(bookmark)}`, bearer(accessToken)));
      return { items: body.items, bookmark: body.bookmark ?? null };
    },
    async pins(accessToken, boardId, bookmark) {
      const body = parsed(pageOf(pinSchema), await call(`/v5/boards/${encodeURIComponent(boardId)}/pins?${paging(bookmark)}`, bearer(accessToken)));
      return { items: body.items, bookmark: body.bookmark ?? null };
    },
  };
}
