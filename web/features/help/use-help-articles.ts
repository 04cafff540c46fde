import { useCallback, useEffect, useRef, useState } from "react";
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

interface Snapshot {
  key: string;
  status: HelpArticlesStatus;
  articles: HelpArticle[];
  total: number;
  error: ApiRequestError | null;
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

/**
 * Help articles from GET /api/help/articles for /help and /faq. A change of parameters cancels the
 * request in flight (and any "load more"), so a slow, stale answer can never replace a newer one.
 */
export function useHelpArticles(params: HelpArticlesParams): HelpArticlesState {
  const q = params.q?.trim() ?? "";
  const { audience, pageSize } = params;
  const key = JSON.stringify([q, audience ?? null, pageSize]);

  const [snapshot, setSnapshot] = useState<Snapshot>({ key: "", status: "loading", articles: [], total: 0, error: null });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<ApiRequestError | null>(null);
  const loadMoreController = useRef<AbortController | null>(null);

  useEffect(() => {
    loadMoreController.current?.abort();
    setLoadingMore(false);
    setLoadMoreError(null);

    const invalid = validateSearch(q);
    if (invalid) {
      setSnapshot({ key, status: "error", articles: [], total: 0, error: invalid });
      return;
    }

    const controller = new AbortController();
    fetchPage({ q, audience, pageSize }, 0, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setSnapshot({ key, status: "ready", articles: page.articles, total: page.total, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSnapshot({ key, status: "error", articles: [], total: 0, error: toRequestError(error) });
      },
    );
    return () => controller.abort();
  }, [key, q, audience, pageSize, attempt]);

  const articleCount = snapshot.articles.length;
  const loadMore = useCallback(() => {
    if (loadMoreController.current && !loadMoreController.current.signal.aborted) return;
    const controller = new AbortController();
    loadMoreController.current = controller;
    setLoadingMore(true);
    setLoadMoreError(null);
    fetchPage({ q, audience, pageSize }, articleCount, controller.signal)
      .then(
        (page) => {
          if (controller.signal.aborted) return;
          setSnapshot((current) => {
            if (current.key !== key) return current;
            const seen = new Set(current.articles.map((article) => article.slug));
            const fresh = page.articles.filter((article) => !seen.has(article.slug));
            return { ...current, articles: [...current.articles, ...fresh], total: page.total };
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoadMoreError(toRequestError(error));
        },
      )
      .finally(() => {
        if (controller.signal.aborted) return;
        loadMoreController.current = null;
        setLoadingMore(false);
      });
  }, [q, audience, pageSize, articleCount, key]);

  useEffect(() => () => loadMoreController.current?.abort(), []);

  const retry = useCallback(() => {
    setSnapshot((current) => ({ ...current, status: "loading", error: null }));
    setAttempt((n) => n + 1);
  }, []);

  const isCurrent = snapshot.key === key;
  // Until the first answer for these parameters arrives, keep showing the previous answer (if any).
  const status: HelpArticlesStatus = isCurrent ? snapshot.status : snapshot.key === "" || snapshot.status !== "ready" ? "loading" : "ready";
  return {
    status,
    articles: snapshot.articles,
    total: snapshot.total,
    error: status === "error" ? snapshot.error : null,
    loadingMore,
    loadMoreError,
    refreshing: !isCurrent && status === "ready",
    hasMore: isCurrent && snapshot.status === "ready" && snapshot.articles.length < snapshot.total,
    loadMore,
    retry,
  };
}
