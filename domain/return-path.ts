/**
 * `/auth?returnTo=` takes a path on this site only: it starts with one "/", names no other host
 * ("//evil.example", "/\\evil.example"), carries no scheme or control characters, and is not the
 * sign-in page itself. Anything else is ignored, so the link can't become an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "https://serviceberry.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://serviceberry.invalid") return null;
  if (url.pathname === "/auth" || url.pathname === "/login") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth link that brings the person back to `path` once signed in. */
export function signInPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/auth?mode=signin&returnTo=${encodeURIComponent(safe)}` : "/auth?mode=signin";
}
