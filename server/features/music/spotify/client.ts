import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../../../config.ts";

/**
 * A small client for the Spotify Web API and accounts service (decision 040): OAuth 2 Authorization
 * Code with PKCE (a public client: no client secret), and the few endpoints the music plan uses. No
 * database here: tokens come in and go out, and `connection.ts` keeps them.
 */
export interface SpotifySettings {
  clientId: string;
  apiBaseUrl: string;
  accountsBaseUrl: string;
  redirectUri: string;
}

/** Reading the couple's account, their private playlists (to import one) and making playlists in it. */
export const SPOTIFY_SCOPES = ["user-read-private", "playlist-read-private", "playlist-modify-private", "playlist-modify-public"] as const;

/** Where Spotify sends the couple back after they agree (registered in the Spotify app's settings). */
export const SPOTIFY_CALLBACK_PATH = "/api/music/spotify/callback";

export function spotifySettings(config: Pick<Config, "SPOTIFY_CLIENT_ID" | "SPOTIFY_API_BASE_URL" | "SPOTIFY_ACCOUNTS_BASE_URL" | "publicUrl">): SpotifySettings | null {
  if (!config.SPOTIFY_CLIENT_ID) return null;
  return {
    clientId: config.SPOTIFY_CLIENT_ID,
    apiBaseUrl: config.SPOTIFY_API_BASE_URL.replace(/\/$/, ""),
    accountsBaseUrl: config.SPOTIFY_ACCOUNTS_BASE_URL.replace(/\/$/, ""),
    redirectUri: `${config.publicUrl}${SPOTIFY_CALLBACK_PATH}`,
  };
}

/** Why a call to Spotify failed, in the terms the music plan acts on. */
export class SpotifyError extends Error {
  constructor(
    readonly kind: "unauthorized" | "invalid_grant" | "rate_limited" | "not_found" | "forbidden" | "bad_request" | "unavailable",
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "SpotifyError";
  }
}

/** PKCE (RFC 7636): a 64-character verifier and its S256 challenge; and the `state` the callback must return. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}
export const newOAuthState = () => randomBytes(24).toString("base64url");

export function authorizeUrl(settings: SpotifySettings, state: string, codeChallenge: string): string {
  const url = new URL(`${settings.accountsBaseUrl}/authorize`);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    response_type: "code",
    redirect_uri: settings.redirectUri,
    code_challenge_method: "S256",
    code_challenge: codeChallenge,
    state,
    scope: SPOTIFY_SCOPES.join(" "),
  }).toString();
  return url.toString();
}

export interface SpotifyTokens {
  accessToken: string;
  /** Spotify may rotate it on refresh; when it does not, the old one stays good. */
  refreshToken: string | null;
  expiresAt: Date;
  scope: string;
}

const TIMEOUT_MS = 10_000;
/** A 429 asking to wait this long or less is waited out (twice at most); longer, the couple is told. */
export const RETRY_AFTER_MAX_WAIT_SECONDS = 5;
const RETRIES_AFTER_429 = 2;

async function requestTokens(settings: SpotifySettings, form: Record<string, string>): Promise<SpotifyTokens> {
  let response: Response;
  try {
    response = await fetch(`${settings.accountsBaseUrl}/api/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...form, client_id: settings.clientId }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new SpotifyError("unavailable", "Spotify's sign-in service did not answer.");
  }
  const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string; error?: string; error_description?: string };
  if (response.status === 400 && body.error === "invalid_grant") throw new SpotifyError("invalid_grant", body.error_description ?? "Spotify refused the authorization.");
  if (!response.ok || !body.access_token) throw new SpotifyError(response.status === 429 ? "rate_limited" : "unavailable", body.error_description ?? `Spotify's sign-in service answered ${response.status}.`);
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000),
    scope: body.scope ?? "",
  };
}

/** Trades the code Spotify sent back for tokens, proving with the verifier that this server asked. */
export function exchangeCode(settings: SpotifySettings, code: string, codeVerifier: string): Promise<SpotifyTokens> {
  return requestTokens(settings, { grant_type: "authorization_code", code, redirect_uri: settings.redirectUri, code_verifier: codeVerifier });
}

export function refreshTokens(settings: SpotifySettings, refreshToken: string): Promise<SpotifyTokens> {
  return requestTokens(settings, { grant_type: "refresh_token", refresh_token: refreshToken });
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Seconds from a Retry-After header (Spotify sends seconds; an HTTP date is read too). */
export function retryAfterSeconds(header: string | null): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * One Web API call with the couple's access token. A 429 is waited out as Retry-After says (when that
 * is short), then tried again; everything else that is not 2xx is a SpotifyError.
 */
export async function callSpotify<T>(settings: SpotifySettings, accessToken: string, method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBaseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new SpotifyError("unavailable", "Spotify did not answer.");
    }
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response.headers.get("retry-after"));
      if (attempt < RETRIES_AFTER_429 && seconds <= RETRY_AFTER_MAX_WAIT_SECONDS) {
        await response.body?.cancel();
        await wait(seconds);
        continue;
      }
      throw new SpotifyError("rate_limited", "Spotify asked us to slow down.", seconds);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (response.ok) return parsed as T;
    const message = (parsed as { error?: { message?: string } }).error?.message ?? `Spotify answered ${response.status}.`;
    if (response.status === 401) throw new SpotifyError("unauthorized", message);
    if (response.status === 403) throw new SpotifyError("forbidden", message);
    if (response.status === 404) throw new SpotifyError("not_found", message);
    if (response.status === 400) throw new SpotifyError("bad_request", message);
    throw new SpotifyError("unavailable", message);
  }
}

/** A track as Spotify describes it, and as the plan keeps it. */
export interface SpotifyTrackObject {
  id: string;
  name: string;
  uri?: string;
  duration_ms?: number;
  artists?: { name: string }[];
  album?: { name?: string };
}
export interface TrackSummary {
  id: string;
  title: string;
  artist: string;
  album: string;
  durationMs: number | null;
}
export function trackSummary(track: SpotifyTrackObject): TrackSummary {
  return {
    id: track.id,
    title: track.name,
    artist: (track.artists ?? []).map((a) => a.name).join(", "),
    album: track.album?.name ?? "",
    durationMs: track.duration_ms ?? null,
  };
}
