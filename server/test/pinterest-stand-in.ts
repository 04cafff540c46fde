import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A local stand-in for the parts of the Pinterest API v5 Serviceberry uses (decision 042): the consent
 * page (/oauth/, which approves at once and sends the browser back with a code and the state), the token
 * endpoint (authorization code and refresh token, HTTP Basic with the app's id and secret), the account,
 * boards and board pins paged by `bookmark`, Pinterest's error shape `{ code, message }`, 401 for a bad
 * token and 429 with Retry-After when asked. Pin images are real PNGs served from the stand-in itself.
 */
export interface StandInPin {
  id: string;
  title: string;
  link: string;
  /** A video pin has no images. */
  color: [number, number, number] | null;
}
export interface StandInBoard {
  id: string;
  name: string;
  description: string;
  pins: StandInPin[];
}

export interface PinterestStandIn {
  origin: string;
  clientId: string;
  clientSecret: string;
  boards: StandInBoard[];
  /** Every request's method and path, in order. */
  requests: string[];
  /** The next `n` API calls (not images, not the consent page) answer 429. */
  rateLimitNext(n: number): void;
  /** Every access token stops working (as if they had expired); refresh tokens still work. */
  expireAccessTokens(): void;
  /** Refresh tokens stop working too (the person removed the app on Pinterest). */
  revokeEverything(): void;
  /** Adds a pin to a board (for refresh tests). */
  addPin(boardId: string, pin: StandInPin): void;
  close(): Promise<void>;
}

const palette: [number, number, number][] = [
  [214, 170, 180],
  [140, 168, 130],
  [236, 222, 200],
  [120, 90, 140],
  [200, 120, 90],
  [90, 120, 170],
];

function defaultBoards(): StandInBoard[] {
  const flowers: StandInPin[] = Array.from({ length: 30 }, (_, i) => ({
    id: `90000${String(i + 1).padStart(2, "0")}`,
    title: `Garden roses and greenery ${i + 1}`,
    link: `https://example.com/flowers/${i + 1}`,
    color: [(palette[i % palette.length]![0] + i * 3) % 256, palette[i % palette.length]![1], (palette[i % palette.length]![2] + i * 5) % 256],
  }));
  const cakes: StandInPin[] = [
    { id: "8000001", title: "Naked cake with figs", link: "https://example.com/cakes/figs", color: [230, 205, 180] },
    { id: "8000002", title: "Pressed-flower tiers", link: "https://example.com/cakes/pressed", color: [245, 230, 235] },
    { id: "8000003", title: "Cake cutting video", link: "", color: null },
  ];
  return [
    { id: "7000001", name: "Wedding flowers", description: "Peonies, garden roses, eucalyptus", pins: flowers },
    { id: "7000002", name: "Cake ideas", description: "", pins: cakes },
  ];
}

export async function startPinterestStandIn(options: { port?: number; clientId?: string; clientSecret?: string } = {}): Promise<PinterestStandIn> {
  const clientId = options.clientId ?? "stand-in-app";
  const clientSecret = options.clientSecret ?? "stand-in-secret";
  const boards = defaultBoards();
  const requests: string[] = [];
  const codes = new Map<string, { redirectUri: string }>();
  let accessTokens = new Set<string>();
  let refreshTokens = new Set<string>();
  let limited = 0;
  const images = new Map<string, Buffer>();
  const imageOf = async (pin: StandInPin) => {
    let image = images.get(pin.id);
    if (!image) {
      const [r, g, b] = pin.color!;
      image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } }).png().toBuffer();
      images.set(pin.id, image);
    }
    return image;
  };

  const sockets = new Set<import("node:net").Socket>();
  let origin = "";
  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
  const error = (res: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) => send(res, status, { code, message }, headers);

  const page = <T>(items: T[], url: URL) => {
    const size = Math.min(250, Math.max(1, Number(url.searchParams.get("page_size") ?? 25) || 25));
    const bookmark = url.searchParams.get("bookmark");
    const start = bookmark ? Number(Buffer.from(bookmark, "base64url").toString()) || 0 : 0;
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString("base64url") : null;
    return { items: items.slice(start, start + size), bookmark: next };
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://stand-in");
        requests.push(`${req.method} ${url.pathname}`);
        if (req.method === "GET" && url.pathname === "/oauth/") {
          const redirectUri = url.searchParams.get("redirect_uri") ?? "";
          if (url.searchParams.get("client_id") !== clientId || url.searchParams.get("response_type") !== "code" || !redirectUri) {
            res.writeHead(400, { "content-type": "text/plain" }).end("Bad authorization request");
            return;
          }
          const code = `code_${randomBytes(8).toString("hex")}`;
          codes.set(code, { redirectUri });
          const back = new URL(redirectUri);
          back.searchParams.set("code", code);
          back.searchParams.set("state", url.searchParams.get("state") ?? "");
          res.writeHead(302, { location: back.toString() }).end();
          return;
        }
        const imageMatch = /^\/images\/(\w+)\.png$/.exec(url.pathname);
        if (req.method === "GET" && imageMatch) {
          const pin = boards.flatMap((board) => board.pins).find((p) => p.id === imageMatch[1] && p.color);
          if (!pin) {
            res.writeHead(404).end();
            return;
          }
          res.writeHead(200, { "content-type": "image/png" }).end(await imageOf(pin));
          return;
        }
        if (limited > 0) {
          limited -= 1;
          error(res, 429, 8, "Rate limit exceeded.", { "retry-after": "30" });
          return;
        }
        if (req.method === "POST" && url.pathname === "/v5/oauth/token") {
          const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
          if (req.headers.authorization !== expected) return error(res, 401, 2, "Authentication failed.");
          const form = new URLSearchParams(raw);
          const grant = form.get("grant_type");
          const issue = (withRefresh: boolean) => {
            const access = `pina_${randomBytes(12).toString("hex")}`;
            accessTokens.add(access);
            const body: Record<string, unknown> = { access_token: access, token_type: "bearer", expires_in: 2_592_000, scope: "boards:read,pins:read,user_accounts:read", response_type: grant };
            if (withRefresh) {
              const refresh = `pinr_${randomBytes(12).toString("hex")}`;
              refreshTokens.add(refresh);
              Object.assign(body, { refresh_token: refresh, refresh_token_expires_in: 31_536_000 });
            }
            return body;
          };
          if (grant === "authorization_code") {
            const code = form.get("code") ?? "";
            const issued = codes.get(code);
            codes.delete(code); // a code works once
            if (!issued || issued.redirectUri !== form.get("redirect_uri")) return error(res, 400, 1, "Invalid authorization code.");
            return send(res, 200, issue(true));
          }
          if (grant === "refresh_token") {
            if (!refreshTokens.has(form.get("refresh_token") ?? "")) return error(res, 400, 1, "Invalid refresh token.");
            return send(res, 200, issue(false));
          }
          return error(res, 400, 1, "Unsupported grant type.");
        }
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
        if (!bearer || !accessTokens.has(bearer)) return error(res, 401, 2, "Authentication failed.");
        if (req.method === "GET" && url.pathname === "/v5/user_account") return send(res, 200, { username: "june.and.jordan", account_type: "PINNER" });
        if (req.method === "GET" && url.pathname === "/v5/boards") {
          return send(
            res,
            200,
            page(
              boards.map((board) => ({ id: board.id, name: board.name, description: board.description, privacy: "PUBLIC", pin_count: board.pins.length, media: { image_cover_url: null } })),
              url,
            ),
          );
        }
        const pinsMatch = /^\/v5\/boards\/([^/]+)\/pins$/.exec(url.pathname);
        if (req.method === "GET" && pinsMatch) {
          const board = boards.find((b) => b.id === decodeURIComponent(pinsMatch[1]!));
          if (!board) return error(res, 404, 404, "Board not found.");
          return send(
            res,
            200,
            page(
              board.pins.map((pin) => ({
                id: pin.id,
                title: pin.title,
                description: "",
                link: pin.link || null,
                media: pin.color
                  ? { media_type: "image", images: { "150x150": { width: 150, height: 150, url: `${origin}/images/${pin.id}.png` }, "1200x": { width: 1200, height: 900, url: `${origin}/images/${pin.id}.png` } } }
                  : { media_type: "video", images: null },
              })),
              url,
            ),
          );
        }
        error(res, 404, 404, "Not found.");
      })();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    clientId,
    clientSecret,
    boards,
    requests,
    rateLimitNext: (n) => (limited = n),
    expireAccessTokens: () => (accessTokens = new Set()),
    revokeEverything: () => {
      accessTokens = new Set();
      refreshTokens = new Set();
    },
    addPin: (boardId, pin) => boards.find((board) => board.id === boardId)?.pins.unshift(pin),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The settings that point the app at a stand-in. */
export function pinterestStandInEnv(standIn: Pick<PinterestStandIn, "origin" | "clientId" | "clientSecret">): Record<string, string> {
  return {
    PINTEREST_CLIENT_ID: standIn.clientId,
    PINTEREST_CLIENT_SECRET: standIn.clientSecret,
    PINTEREST_API_BASE_URL: standIn.origin,
    PINTEREST_AUTHORIZE_URL: `${standIn.origin}/oauth/`,
    OUTBOUND_FETCH_ALLOWED_ORIGINS: standIn.origin,
  };
}
