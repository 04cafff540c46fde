import type { FetchInfiniteQueryOptions, FetchQueryOptions } from "@tanstack/react-query";
import type { CityId } from "@domain/cities";

/** What the server knows of a visit when it renders a public page. */
export interface PageRequest {
  pathname: string;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** The visitor's selected city (a cookie), or null before they choose one. */
  city: CityId | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list read page by page (help articles): its data types differ per query
export type PageInfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;

/**
 * The queries a server-rendered page reads on its first render, with the same keys it reads them by,
 * so the server loads them first and the browser hydrates with the answers instead of asking again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the options' data types differ per query; the renderer only prefetches them
export type PageQueries = (request: PageRequest) => (FetchQueryOptions<any, any, any, any> | PageInfiniteQuery)[];

/** A list read page by page: the server loads its first page. */
export function isInfiniteQuery(query: ReturnType<PageQueries>[number]): query is PageInfiniteQuery {
  return "initialPageParam" in query && query.initialPageParam !== undefined;
}

/**
 * The public catalog's queries (venue searches and pages) start with this key. They stay fresh for a
 * while (a server-rendered page hydrates with them), so a write that changes a listing refreshes them.
 */
export const CATALOG_QUERY_KEY = ["venues"] as const;
export const CATALOG_STALE_MS = 30_000;
