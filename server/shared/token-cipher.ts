import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals secrets kept at rest (OAuth tokens of connected accounts, decision 042) with AES-256-GCM. The key
 * is derived from the app secret (AUTH_SECRET, or the one kept in the database) with HKDF-SHA256 and a
 * purpose label, so each use gets its own key and the app secret itself never encrypts anything.
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url; tampering fails the tag check.
 */
export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createTokenCipher(appSecret: string, purpose: string): TokenCipher {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "serviceberry-token-cipher", purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed value");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
