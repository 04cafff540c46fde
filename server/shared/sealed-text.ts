import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Text kept secret at rest (decisions 040 and 042: OAuth tokens, PKCE verifiers): AES-256-GCM with a key
 * derived (HKDF-SHA256) from the app's secret and a purpose, so each use has its own key and the secret
 * itself never encrypts anything. Sealed text reads `v1.<iv>.<tag>.<ciphertext>` (base64url); a changed
 * secret or a tampered value fails to open instead of yielding garbage.
 */
const VERSION = "v1";

function keyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "serviceberry-sealed-text", `${VERSION}:${purpose}`, 32));
}

/**
 * Pinterest tokens stored before session 11 were sealed by a second helper (token-cipher) in the same
 * `v1.` layout but with another key (salt `serviceberry-token-cipher`, the purpose alone as info) and no
 * associated data. The layouts can't be told apart, so opening tries this key when the current one fails;
 * the tag check still refuses anything not sealed with this secret and purpose. New text is never sealed so.
 */
function formerTokenCipherKeyFor(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "serviceberry-token-cipher", purpose, 32));
}

export function sealText(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

function openWith(key: Buffer, aad: Buffer | null, iv: string, tag: string, ciphertext: string): string | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** The plaintext, or null when the value was not sealed with this secret and purpose (or was altered). */
export function openSealedText(secret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  return (
    openWith(keyFor(secret, purpose), Buffer.from(purpose), iv, tag, ciphertext) ??
    openWith(formerTokenCipherKeyFor(secret, purpose), null, iv, tag, ciphertext)
  );
}
