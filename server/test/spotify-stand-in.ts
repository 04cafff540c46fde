import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Spotify's accounts service and Web API, speaking their protocol closely enough
 * for the music plan's client (decision 040): the consent page (which agrees at once, or says no when
 * told to), the token endpoint with PKCE checked (S256 of the verifier against the challenge) and
 * refresh tokens, /me, search, tracks, and playlists (create, replace and add items, read items).
 * Errors have Spotify's bodies; a scripted 429 carries Retry-After. Started in-process on a free port.
 */
export interface StandInTrack {
  id: string;
  name: string;
  artists: { name: string }[];
  album: { name: string };
  duration_ms: number;
  uri: string;
}
export interface StandInPlaylist {
  id: string;
  owner: string;
  name: string;
  description: string;
  public: boolean;
  uris: string[];
}

export interface SpotifyStandIn {
  /** SPOTIFY_API_BASE_URL and SPOTIFY_ACCOUNTS_BASE_URL for the app under test. */
  apiBaseUrl: string;
  accountsBaseUrl: string;
  clientId: string;
  catalog: StandInTrack[];
  playlists: Map<string, StandInPlaylist>;
  /** Every request, in order: method, path (with query) and body. */
  requests: { method: string; path: string; body: string }[];
  /** The next consent is refused (`error=access_denied`). */
  denyNextConsent(): void;
  /** The next `count` Web API calls answer 429 with this Retry-After. */
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  /** Every access token handed out so far stops working (as an hour passing does). */
  expireAccessTokens(): void;
  /** The couple removed the app in their Spotify account: every token, refresh ones too, stops working. */
  revokeAll(): void;
  close(): Promise<void>;
}

const USER = { id: "couple-on-spotify", display_name: "Alex & Sam" };
const track = (id: string, name: string, artist: string, album: string): StandInTrack => ({ id, name, artists: [{ name: artist }], album: { name: album }, duration_ms: 200_000, uri: `spotify:track:${id}` });

/** A small catalog of real songs with made-up, well-formed ids (22 base-62 characters). */
export const STAND_IN_CATALOG: StandInTrack[] = [
  track("4uLU6hMCjMI75M1A2tKUQC", "Canon in D", "Johann Pachelbel", "Baroque Wedding"),
  track("2aT9Zs1xP4wE7nKq0LbR3d", "At Last", "Etta James", "At Last!"),
  track("7hQ2kM9vX3cN5bT1rY8uWe", "Perfect", "Ed Sheeran", "Divide"),
  track("1bS8dF4gH7jK2lZ5xC9vBn", "September", "Earth, Wind & Fire", "The Best Of"),
  track("3mN6bV9cX2zL5kJ8hG1fDs", "Shout", "The Isley Brothers", "Shout"),
  track("5pO8iU7yT6rE4wQ3aS2dFg", "Signed, Sealed, Delivered I'm Yours", "Stevie Wonder", "Signed Sealed & Delivered"),
  track("6qW1eR2tY3uI4oP5aS6dFh", "Don't Stop Believin'", "Journey", "Escape"),
];

export async function startSpotifyStandIn(port = 0): Promise<SpotifyStandIn> {
  const clientId = "stand-in-client-id";
  const catalog = STAND_IN_CATALOG.map((t) => ({ ...t }));
  const playlists = new Map<string, StandInPlaylist>();
  const requests: SpotifyStandIn["requests"] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let denyNext = false;
  let limited = { count: 0, retryAfter: 1 };
  const sockets = new Set<import("node:net").Socket>();
  const token = () => randomBytes(24).toString("base64url");

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, body: raw });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
      const apiError = (status: number, message: string, headers: Record<string, string> = {}) => send(status, { error: { status, message } }, headers);
      const oauthError = (error: string, description: string) => send(400, { error, error_description: description });

      // The accounts service.
      if (req.method === "GET" && url.pathname === "/authorize") {
        const p = url.searchParams;
        const redirect = p.get("redirect_uri");
        if (p.get("client_id") !== clientId || !redirect) return send(400, { error: "INVALID_CLIENT: Invalid client" });
        if (p.get("response_type") !== "code" || p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) return send(400, { error: "invalid_request" });
        const back = new URL(redirect);
        if (p.get("state")) back.searchParams.set("state", p.get("state")!);
        if (denyNext) {
          denyNext = false;
          back.searchParams.set("error", "access_denied");
        } else {
          const code = token();
          codes.set(code, { challenge: p.get("code_challenge")!, redirectUri: redirect });
          back.searchParams.set("code", code);
        }
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === "POST" && url.pathname === "/api/token") {
        if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return oauthError("invalid_request", "Unsupported content type");
        const form = new URLSearchParams(raw);
        if (form.get("client_id") !== clientId) return send(400, { error: "invalid_client", error_description: "Invalid client" });
        const issue = (refresh: string | null) => {
          const access = token();
          accessTokens.add(access);
          if (refresh) refreshTokens.add(refresh);
          return send(200, { access_token: access, token_type: "Bearer", scope: "playlist-modify-private playlist-read-private", expires_in: 3600, ...(refresh ? { refresh_token: refresh } : {}) });
        };
        if (form.get("grant_type") === "authorization_code") {
          const code = codes.get(form.get("code") ?? "");
          if (!code) return oauthError("invalid_grant", "Invalid authorization code");
          codes.delete(form.get("code")!);
          if (code.redirectUri !== form.get("redirect_uri")) return oauthError("invalid_grant", "Invalid redirect URI");
          const verifier = form.get("code_verifier") ?? "";
          if (createHash("sha256").update(verifier).digest("base64url") !== code.challenge) return oauthError("invalid_grant", "code_verifier was incorrect");
          return issue(token());
        }
        if (form.get("grant_type") === "refresh_token") {
          const refresh = form.get("refresh_token") ?? "";
          if (!refreshTokens.has(refresh)) return oauthError("invalid_grant", "Refresh token revoked");
          // Spotify sometimes rotates the refresh token; the stand-in always does, to prove it is kept.
          refreshTokens.delete(refresh);
          return issue(token());
        }
        return oauthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
      }

      // The Web API.
      if (!url.pathname.startsWith("/v1/")) return apiError(404, "Service not found");
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!bearer) return apiError(401, "No token provided");
      if (!accessTokens.has(bearer)) return apiError(401, "The access token expired");
      if (limited.count > 0) {
        limited.count--;
        return apiError(429, "API rate limit exceeded", { "retry-after": String(limited.retryAfter) });
      }
      const path = url.pathname.slice("/v1".length);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (req.method === "GET" && path === "/me") return send(200, { ...USER, type: "user", uri: `spotify:user:${USER.id}` });
      if (req.method === "GET" && path === "/search") {
        const q = (url.searchParams.get("q") ?? "").toLowerCase().trim();
        if (!q) return apiError(400, "No search query");
        if (url.searchParams.get("type") !== "track") return apiError(400, "Unsupported type");
        const limit = Number(url.searchParams.get("limit") ?? 20);
        const items = catalog.filter((t) => `${t.name} ${t.artists.map((a) => a.name).join(" ")}`.toLowerCase().includes(q)).slice(0, limit);
        return send(200, { tracks: { href: url.toString(), items, limit, offset: 0, total: items.length, next: null, previous: null } });
      }
      const trackMatch = /^\/tracks\/([^/]+)$/.exec(path);
      if (req.method === "GET" && trackMatch) {
        const found = catalog.find((t) => t.id === trackMatch[1]);
        return found ? send(200, found) : apiError(404, "Resource not found");
      }
      if (req.method === "POST" && path === "/me/playlists") {
        if (typeof body.name !== "string" || !body.name) return apiError(400, "Missing required field: name");
        const id = randomBytes(16).toString("hex").slice(0, 22);
        playlists.set(id, { id, owner: USER.id, name: body.name, description: String(body.description ?? ""), public: body.public !== false, uris: [] });
        return send(201, { id, name: body.name, owner: { id: USER.id }, public: body.public !== false, external_urls: { spotify: `https://open.spotify.com/playlist/${id}` }, uri: `spotify:playlist:${id}` });
      }
      const items = /^\/playlists\/([^/]+)\/items$/.exec(path);
      if (items) {
        const playlist = playlists.get(items[1]!);
        if (!playlist) return apiError(404, "Resource not found");
        if (req.method === "GET") {
          const offset = Number(url.searchParams.get("offset") ?? 0);
          const limit = Number(url.searchParams.get("limit") ?? 100);
          const page = playlist.uris.slice(offset, offset + limit).map((uri) => ({ item: catalog.find((t) => t.uri === uri) ?? null }));
          return send(200, { items: page, total: playlist.uris.length, next: offset + limit < playlist.uris.length ? "more" : null });
        }
        if (playlist.owner !== USER.id) return apiError(403, "You cannot add items to a playlist you don't own.");
        const uris = body.uris;
        if (!Array.isArray(uris) || uris.some((u) => typeof u !== "string" || !/^spotify:track:[0-9A-Za-z]{22}$/.test(u))) return apiError(400, "Invalid base62 id");
        if (uris.length > 100) return apiError(400, "You can add a maximum of 100 items per request.");
        if (req.method === "PUT") playlist.uris = [...(uris as string[])];
        else if (req.method === "POST") playlist.uris.push(...(uris as string[]));
        else return apiError(405, "Method not allowed");
        return send(req.method === "POST" ? 201 : 200, { snapshot_id: token() });
      }
      return apiError(404, "Service not found");
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBaseUrl: `${base}/v1`,
    accountsBaseUrl: base,
    clientId,
    catalog,
    playlists,
    requests,
    denyNextConsent: () => void (denyNext = true),
    rateLimitNext: (count, retryAfter) => void (limited = { count, retryAfter }),
    expireAccessTokens: () => accessTokens.clear(),
    revokeAll: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Adds a playlist owned by someone else (a friend's, pasted as a link) to the stand-in. */
export function standInPlaylistOf(standIn: SpotifyStandIn, owner: string, uris: string[]): string {
  const id = randomBytes(16).toString("hex").slice(0, 22);
  standIn.playlists.set(id, { id, owner, name: "Friends' party mix", description: "", public: true, uris });
  return id;
}
