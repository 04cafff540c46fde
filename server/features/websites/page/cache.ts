/**
 * Rendered wedding-site pages as a visitor without a pass sees them, kept in memory by address. A
 * couple's save or publish forgets their site's pages at once; changes made elsewhere (the guest
 * list's events, the day-of schedule, the profile) show within RENDERED_SITE_TTL_MS.
 */
export const RENDERED_SITE_TTL_MS = 10_000;
const MAX_ENTRIES = 2000;

export interface RenderedSitePage {
  /** null: an address that answers not-found (forgotten with any site's change, as it may now exist). */
  siteId: string | null;
  status: number;
  html: string;
  headers: Record<string, string>;
  /** Brotli-compressed once, on the first request that accepts it. */
  brotli?: Uint8Array<ArrayBuffer>;
  expiresAt: number;
}

const pages = new Map<string, RenderedSitePage>();

export function renderedSitePage(key: string, now = Date.now()): RenderedSitePage | undefined {
  const page = pages.get(key);
  if (page && page.expiresAt > now) return page;
  if (page) pages.delete(key);
  return undefined;
}

export function keepRenderedSitePage(key: string, page: Omit<RenderedSitePage, "expiresAt">, now = Date.now()): RenderedSitePage {
  if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
  const kept = { ...page, expiresAt: now + RENDERED_SITE_TTL_MS };
  pages.set(key, kept);
  return kept;
}

/** A site was saved, published or unpublished: its pages (under any address) and every not-found page are rendered anew. */
export function forgetRenderedSite(siteId: string): void {
  for (const [key, page] of pages) if (page.siteId === siteId || page.siteId === null) pages.delete(key);
}
