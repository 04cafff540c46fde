import { createContext, useContext, useEffect } from "react";

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  /** The page's own name; the site's name is added after it. */
  title: string;
  description?: string;
  /** The page's one address (a path), when it has several (a venue by id or by slug) or takes a query. */
  canonicalPath?: string;
  /** The picture a shared link shows: a path on this site. */
  image?: { url: string; width?: number | null; height?: number | null; alt?: string };
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: object[];
  /** Keep the page out of search engines (signed-in and personal screens). */
  noindex?: boolean;
}

export const SITE_NAME = "Serviceberry";
export const DEFAULT_TITLE = "Serviceberry · Wedding planning for Ohio and Tennessee";

export function fullTitle(title: string): string {
  return title ? `${title} · ${SITE_NAME}` : DEFAULT_TITLE;
}

/** The server's page renderer reads what the page declared while rendering (effects never run there). */
export interface HeadCollector {
  /** The site's public origin, for the absolute addresses previews and JSON-LD need. */
  origin: string;
  head?: PageHead;
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Declares the page's head: collected by the server render, applied to the document in the browser. */
export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = head;
  const key = JSON.stringify(head);
  useEffect(() => applyHead(JSON.parse(key) as PageHead), [key]);
}

/** The site's public origin: the server's setting while it renders, the page's own origin in the browser. */
export function usePublicOrigin(): string {
  const collector = useContext(HeadCollectorContext);
  return collector ? collector.origin : window.location.origin;
}

/** Sets the document title for a screen, so each page is announced and bookmarked by its name. */
export function usePageTitle(title: string): void {
  usePageHead({ title });
}

/**
 * In the browser: the title at once; the description and preview tags (lib/head-tags.ts) only when
 * this page has more than a title or the last one left some, so the home page never loads them.
 */
function applyHead(head: PageHead): void {
  document.title = fullTitle(head.title);
  const onlyTitle = !head.description && !head.canonicalPath && !head.image && !head.jsonLd && !head.noindex;
  if (onlyTitle && !document.head.querySelector("[data-page-head]")) return;
  void import("./head-tags").then(({ replaceHeadTags }) => replaceHeadTags(head));
}
