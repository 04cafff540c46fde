import { eq } from "drizzle-orm";
import { resolveAuthSecret } from "../../../auth/secret.ts";
import type { Database } from "../../../db/client.ts";
import { musicSpotifyConnections } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { openSealedText, sealText } from "../../../shared/sealed-text.ts";
import type { MusicDeps } from "../access.ts";
import { callSpotify, refreshTokens, SpotifyError, spotifySettings, type SpotifySettings, type SpotifyTokens } from "./client.ts";

/** Tokens are sealed for this purpose only (server/shared/sealed-text.ts). */
export const SPOTIFY_TOKEN_PURPOSE = "spotify-oauth-token";
/** An access token this close to expiring is refreshed before it is used. */
const REFRESH_MARGIN_MS = 60_000;

// The generated secret is read once per database; AUTH_SECRET, when set, is used as is.
const secrets = new WeakMap<Database, Promise<string>>();
export function appSecret(deps: Pick<MusicDeps, "db" | "config">): Promise<string> {
  let secret = secrets.get(deps.db);
  if (!secret) {
    secret = resolveAuthSecret(deps.db, deps.config.AUTH_SECRET);
    secrets.set(deps.db, secret);
  }
  return secret;
}

export const spotifyNotConfigured = () =>
  new ApiError(409, "spotify_not_configured", "Spotify isn't set up on this Serviceberry server. Add songs by title and artist, or paste a Spotify link.");
export const spotifyNotConnected = () => new ApiError(409, "spotify_not_connected", "Connect your Spotify account first, then try again.");
export const spotifyReconnect = () =>
  new ApiError(409, "spotify_reconnect", "Your Spotify connection has expired or was removed in Spotify. Reconnect Spotify; your music plan is unchanged.");

/** What Spotify's refusals mean to the couple; a SpotifyError never reaches them as a 500. */
export function spotifyProblem(error: unknown): unknown {
  if (!(error instanceof SpotifyError)) return error;
  switch (error.kind) {
    case "unauthorized":
    case "invalid_grant":
      return spotifyReconnect();
    case "rate_limited":
      return new ApiError(503, "spotify_busy", `Spotify is busy right now. Try again in ${Math.max(1, error.retryAfterSeconds ?? 1)} seconds.`);
    case "forbidden":
      return new ApiError(409, "spotify_forbidden", "Spotify didn't allow that with your account. Reconnect Spotify and agree to every permission it asks for.");
    case "not_found":
      return new ApiError(404, "spotify_not_found", "Spotify couldn't find that. It may have been removed, or it is private to another account.");
    case "bad_request":
      return new ApiError(400, "spotify_bad_request", `Spotify couldn't use that: ${error.message}`);
    default:
      return new ApiError(503, "spotify_unavailable", "Spotify didn't answer. Try again in a minute; nothing in your plan changed.");
  }
}

export function requireSpotify(deps: Pick<MusicDeps, "config">): SpotifySettings {
  const settings = spotifySettings(deps.config);
  if (!settings) throw spotifyNotConfigured();
  return settings;
}

/** Keeps new tokens (sealed) for the couple: on connecting, and on every refresh. */
export async function storeTokens(deps: Pick<MusicDeps, "db" | "config">, coupleId: string, tokens: SpotifyTokens, account?: { spotifyUserId: string; displayName: string }) {
  const secret = await appSecret(deps);
  const sealedAccess = sealText(secret, SPOTIFY_TOKEN_PURPOSE, tokens.accessToken);
  const sealedRefresh = tokens.refreshToken ? sealText(secret, SPOTIFY_TOKEN_PURPOSE, tokens.refreshToken) : null;
  if (account) {
    if (!sealedRefresh) throw new SpotifyError("invalid_grant", "Spotify sent no refresh token.");
    const values = {
      coupleId,
      spotifyUserId: account.spotifyUserId,
      displayName: account.displayName,
      accessTokenSealed: sealedAccess,
      refreshTokenSealed: sealedRefresh,
      expiresAt: tokens.expiresAt,
      scope: tokens.scope,
      needsReconnectSince: null,
      connectedAt: new Date(),
      updatedAt: new Date(),
    };
    await deps.db.insert(musicSpotifyConnections).values(values).onConflictDoUpdate({ target: musicSpotifyConnections.coupleId, set: values });
    return;
  }
  await deps.db
    .update(musicSpotifyConnections)
    .set({ accessTokenSealed: sealedAccess, ...(sealedRefresh ? { refreshTokenSealed: sealedRefresh } : {}), expiresAt: tokens.expiresAt, updatedAt: new Date() })
    .where(eq(musicSpotifyConnections.coupleId, coupleId));
}

async function markNeedsReconnect(db: Database, coupleId: string) {
  await db.update(musicSpotifyConnections).set({ needsReconnectSince: new Date(), updatedAt: new Date() }).where(eq(musicSpotifyConnections.coupleId, coupleId));
}

export type SpotifyCall = <T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) => Promise<T>;

/**
 * Runs `work` with calls to Spotify as the couple: an access token that has expired (or is about to)
 * is refreshed first, and one Spotify refuses is refreshed once and the call tried again. A refresh
 * token Spotify refuses (revoked, or expired) marks the connection for reconnecting and says so.
 */
export async function asCouple<T>(deps: MusicDeps, coupleId: string, work: (call: SpotifyCall) => Promise<T>): Promise<T> {
  const settings = requireSpotify(deps);
  const [row] = await deps.db.select().from(musicSpotifyConnections).where(eq(musicSpotifyConnections.coupleId, coupleId)).limit(1);
  if (!row) throw spotifyNotConnected();
  if (row.needsReconnectSince) throw spotifyReconnect();
  const secret = await appSecret(deps);
  let accessToken = openSealedText(secret, SPOTIFY_TOKEN_PURPOSE, row.accessTokenSealed);
  const refreshToken = openSealedText(secret, SPOTIFY_TOKEN_PURPOSE, row.refreshTokenSealed);
  if (!refreshToken) {
    // Sealed with another secret (AUTH_SECRET changed): only connecting again helps.
    await markNeedsReconnect(deps.db, coupleId);
    throw spotifyReconnect();
  }
  const refresh = async () => {
    try {
      const tokens = await refreshTokens(settings, refreshToken);
      await storeTokens(deps, coupleId, tokens);
      accessToken = tokens.accessToken;
    } catch (error) {
      if (error instanceof SpotifyError && error.kind === "invalid_grant") {
        await markNeedsReconnect(deps.db, coupleId);
        deps.logger.info({ coupleId }, "spotify refresh token refused; the couple is asked to reconnect");
      }
      throw spotifyProblem(error);
    }
  };
  if (!accessToken || row.expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) await refresh();
  const call: SpotifyCall = async <R>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) => {
    try {
      return await callSpotify<R>(settings, accessToken!, method, path, body);
    } catch (error) {
      if (!(error instanceof SpotifyError) || error.kind !== "unauthorized") throw error;
      await refresh();
      return callSpotify<R>(settings, accessToken!, method, path, body);
    }
  };
  try {
    return await work(call);
  } catch (error) {
    // Refused even with a fresh token: the couple took the app's access away in Spotify.
    if (error instanceof SpotifyError && error.kind === "unauthorized") await markNeedsReconnect(deps.db, coupleId);
    throw spotifyProblem(error);
  }
}
