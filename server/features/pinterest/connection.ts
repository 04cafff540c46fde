import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { resolveAuthSecret } from "../../auth/secret.ts";
import type { AppDeps } from "../../deps.ts";
import { pinterestConnections, pinterestOauthStates } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { openSealedText, sealText } from "../../shared/sealed-text.ts";
import { PinterestUnauthorized, type PinterestClient, type PinterestTokens } from "./client.ts";

export type PinterestDeps = Pick<AppDeps, "db" | "config" | "logger" | "storage">;
type ConnectionRow = typeof pinterestConnections.$inferSelect;

const STATE_TTL_MS = 10 * 60 * 1000;
/** Refresh a little before Pinterest would refuse the token. */
const EXPIRY_MARGIN_MS = 60 * 1000;

/** Tokens are sealed for this purpose only (server/shared/sealed-text.ts). */
const PINTEREST_TOKEN_PURPOSE = "pinterest-oauth-tokens";
interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

const ciphers = new WeakMap<object, Promise<TokenCipher>>();
/** Seals and opens Pinterest tokens with the app secret (read once per database handle). */
function cipherFor(deps: PinterestDeps): Promise<TokenCipher> {
  let cipher = ciphers.get(deps.db);
  if (!cipher) {
    cipher = resolveAuthSecret(deps.db, deps.config.AUTH_SECRET).then((secret) => ({
      seal: (plain) => sealText(secret, PINTEREST_TOKEN_PURPOSE, plain),
      open(sealed) {
        const plain = openSealedText(secret, PINTEREST_TOKEN_PURPOSE, sealed);
        // Sealed with another secret (AUTH_SECRET changed): only connecting again helps.
        if (plain === null) throw reconnect();
        return plain;
      },
    }));
    ciphers.set(deps.db, cipher);
  }
  return cipher;
}

export const redirectUriOf = (deps: PinterestDeps) => `${deps.config.publicUrl}/pinterest-integration`;
const hashState = (state: string) => createHash("sha256").update(state).digest("hex");

/** A fresh `state` for one connect attempt, kept (hashed) for ten minutes for this person only. */
export async function issueState(deps: PinterestDeps, userId: string): Promise<string> {
  const state = randomBytes(24).toString("base64url");
  await deps.db.transaction(async (tx) => {
    await tx.delete(pinterestOauthStates).where(and(eq(pinterestOauthStates.userId, userId), lt(pinterestOauthStates.expiresAt, sql`now()`)));
    await tx.insert(pinterestOauthStates).values({ stateHash: hashState(state), userId, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  });
  return state;
}

/** Uses up a `state`: it must be this person's, unexpired, and it works once. */
export async function consumeState(deps: PinterestDeps, userId: string, state: string): Promise<void> {
  const [row] = await deps.db
    .delete(pinterestOauthStates)
    .where(and(eq(pinterestOauthStates.stateHash, hashState(state)), eq(pinterestOauthStates.userId, userId), gt(pinterestOauthStates.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw new ApiError(400, "pinterest_state_mismatch", "That Pinterest sign-in didn't come from this page, or took too long. Start connecting again.");
}

/** Stores a token answer, sealed; a refresh that sends no new refresh token keeps the old one. */
export async function saveTokens(deps: PinterestDeps, userId: string, tokens: PinterestTokens, username?: string): Promise<void> {
  const cipher = await cipherFor(deps);
  const now = Date.now();
  const values = {
    accessTokenSealed: cipher.seal(tokens.access_token),
    accessExpiresAt: new Date(now + tokens.expires_in * 1000),
    scope: tokens.scope ?? "",
    updatedAt: new Date(now),
    ...(tokens.refresh_token
      ? { refreshTokenSealed: cipher.seal(tokens.refresh_token), refreshExpiresAt: tokens.refresh_token_expires_in ? new Date(now + tokens.refresh_token_expires_in * 1000) : null }
      : {}),
    ...(username !== undefined ? { username } : {}),
  };
  if (!values.refreshTokenSealed) {
    const updated = await deps.db.update(pinterestConnections).set(values).where(eq(pinterestConnections.userId, userId)).returning({ userId: pinterestConnections.userId });
    if (updated.length === 0) throw new ApiError(502, "pinterest_error", "Pinterest didn't send everything we need to stay connected. Try connecting again.");
    return;
  }
  await deps.db
    .insert(pinterestConnections)
    .values({ userId, ...values, refreshTokenSealed: values.refreshTokenSealed })
    .onConflictDoUpdate({ target: pinterestConnections.userId, set: values });
}

export async function loadConnection(deps: PinterestDeps, userId: string): Promise<ConnectionRow | null> {
  const [row] = await deps.db.select().from(pinterestConnections).where(eq(pinterestConnections.userId, userId)).limit(1);
  return row ?? null;
}

const reconnect = () => new ApiError(409, "pinterest_reconnect", "Your Pinterest connection has expired or was removed on Pinterest. Connect again.");
const notConnected = () => new ApiError(409, "pinterest_not_connected", "Connect your Pinterest account first.");

async function refreshed(deps: PinterestDeps, client: PinterestClient, row: ConnectionRow): Promise<string> {
  const cipher = await cipherFor(deps);
  if (row.refreshExpiresAt && row.refreshExpiresAt.getTime() <= Date.now()) throw reconnect();
  let tokens: PinterestTokens;
  try {
    tokens = await client.refresh(cipher.open(row.refreshTokenSealed));
  } catch (error) {
    if (error instanceof PinterestUnauthorized || (error instanceof ApiError && error.code === "pinterest_code_rejected")) throw reconnect();
    throw error;
  }
  await saveTokens(deps, row.userId, tokens);
  return tokens.access_token;
}

/**
 * Runs a Pinterest call with this person's access token: refreshed first when it is about to run out,
 * and refreshed once more if Pinterest refuses it anyway (revoked early, clock skew).
 */
export async function withAccessToken<T>(deps: PinterestDeps, client: PinterestClient, userId: string, run: (accessToken: string) => Promise<T>): Promise<T> {
  const row = await loadConnection(deps, userId);
  if (!row) throw notConnected();
  const cipher = await cipherFor(deps);
  let token = row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now() ? await refreshed(deps, client, row) : cipher.open(row.accessTokenSealed);
  try {
    return await run(token);
  } catch (error) {
    if (!(error instanceof PinterestUnauthorized)) throw error;
    const again = await loadConnection(deps, userId);
    if (!again) throw notConnected();
    token = await refreshed(deps, client, again);
    try {
      return await run(token);
    } catch (retryError) {
      if (retryError instanceof PinterestUnauthorized) throw reconnect();
      throw retryError;
    }
  }
}

export async function deleteConnection(deps: PinterestDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(pinterestConnections).where(eq(pinterestConnections.userId, userId));
    await tx.delete(pinterestOauthStates).where(eq(pinterestOauthStates.userId, userId));
  });
}
