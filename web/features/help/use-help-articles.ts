import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { HelpArticle, HelpAudience } from "@domain/help";
import { api, ApiRequestError, unwrap } from "@web/lib/api";

/**
 * The longest search text GET /api/help/articles accepts (helpArticleQuerySchema's `q`). Checked
 * here too so an over-long search never leaves the browser; a unit test keeps the two in step.
 */
export const HELP_SEARCH_MAX_LENGTH = 200;

export interface HelpArticlesParams {
  /** Free text; blank means no search (the curated order). */
  q?: string;
  audience?: HelpAudience;
  pageSize: number;
}

export type HelpArticlesStatus = "loading" | "ready" | "error";

export interface HelpArticlesState {
  status: HelpArticlesStatus;
  articles: HelpArticle[];
  total: number;
  /** Set when status is "error": the server's message, or ours when the search was refused. */
  error: ApiRequestError | null;
  /** A later page is being fetched. */
  loadingMore: boolean;
  loadMoreError: ApiRequestError | null;
  /** New results for changed parameters are on their way; the previous ones are still shown. */
  refreshing: boolean;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}


function toRequestError(error: unknown): ApiRequestError {
  return error instanceof ApiRequestError
    ? error
    : new ApiRequestError(0, "request_failed", "Something went wrong. Please try again.");
}

/** A search the server would refuse, answered in the browser with the same message. */
function validateSearch(q: string): ApiRequestError | null {
  if (q.length <= HELP_SEARCH_MAX_LENGTH) return null;
  const message = `Search text must be at most ${HELP_SEARCH_MAX_LENGTH} characters`;
  return new ApiRequestError(400, "invalid_input", message, { q: [message] });
}

async function fetchPage(params: HelpArticlesParams, offset: number, signal: AbortSignal) {
  const q = params.q?.trim();
  return unwrap(
    api.help.articles.$get(
      {
        query: {
          ...(q ? { q } : {}),
          ...(params.audience ? { audience: params.audience } : {}),
          limit: String(params.pageSize),
          offset: String(offset),
        },
      },
      { init: { signal } },
    ),
  );
}

/** Query keys of the help articles, per search, audience and page size. */
export const helpKeys = {
  all: ["help-articles"] as const,
  list: (q: string, audience: HelpAudience | null, pageSize: number) => [...helpKeys.all, q, audience, pageSize] as const,
};

/**
 * The first page of help articles for these parameters: what /help and /faq read, and what the server
 * loads before rendering them (their `pageQueries`), under the same key. Articles change rarely, so a
 * server-rendered page hydrates with them without asking again.
 */
export function helpArticlesQuery(params: HelpArticlesParams) {
  const q = params.q?.trim() ?? "";
  const { audience, pageSize } = params;
  return infiniteQueryOptions({
    queryKey: helpKeys.list(q, audience ?? null, pageSize),
    queryFn: ({ pageParam, signal }) => fetchPage({ q, audience, pageSize }, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.articles.length, 0);
      return loaded < last.total && last.articles.length > 0 ? loaded : undefined;
    },
    staleTime: 60_000,
  });
}

/**
 * Help articles from GET /api/help/articles for /help and /faq, pages loaded on demand. A change of
 * parameters leaves the request in flight to be canceled (its signal is passed on), and the previous
 * answer stays on screen, marked refreshing, until the new one arrives. Failures show at once (no
 * automatic retries): the page offers Retry.
 */
export function useHelpArticles(params: HelpArticlesParams): HelpArticlesState {
  const q = params.q?.trim() ?? "";
  const { audience, pageSize } = params;
  const invalid = validateSearch(q);
  const query = useInfiniteQuery({
    ...helpArticlesQuery({ q, audience, pageSize }),
    enabled: invalid === null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const articles = useMemo(() => {
    // A later page can repeat an article if the list changed in between: each shows once.
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((page) => page.articles).filter((article) => !seen.has(article.slug) && Boolean(seen.add(article.slug)));
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);

  if (invalid) {
    return { status: "error", articles: [], total: 0, error: invalid, loadingMore: false, loadMoreError: null, refreshing: false, hasMore: false, loadMore, retry };
  }
  const firstPageFailed = query.isError && !query.isFetchNextPageError;
  const status: HelpArticlesStatus = firstPageFailed ? (query.isFetching ? "loading" : "error") : query.data ? "ready" : "loading";
  return {
    status,
    articles: status === "error" ? [] : articles,
    total: status === "error" ? 0 : total,
    error: status === "error" ? toRequestError(query.error) : null,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError ? toRequestError(query.error) : null,
    refreshing: query.isPlaceholderData,
    hasMore: !query.isPlaceholderData && query.hasNextPage,
    loadMore,
    retry,
  };
}
