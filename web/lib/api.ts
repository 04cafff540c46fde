import { hc } from "hono/client";
import type { ApiErrorBody } from "@domain/errors";
import type { AppType } from "../../server/app";

type Fetch = typeof fetch;
let fetchImplementation: Fetch | undefined;

/**
 * How the app reaches /api. In the browser, the network; in the server's page renderer, the server's
 * own app in process (no HTTP, the same policies and validation): see web/entry-server.tsx.
 */
export function setApiFetch(implementation: Fetch): void {
  fetchImplementation = implementation;
}

/** fetch() for /api paths; every request of the app goes through it. */
export const apiFetch: Fetch = (input, init) => (fetchImplementation ?? fetch)(input, init);

/** The typed API client: paths, inputs and outputs come from the server's route types. */
export const api = hc<AppType>("/api", { fetch: apiFetch });

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** Unwraps a typed response: the JSON body on success, an ApiRequestError with the server's message otherwise. */
export async function unwrap<T>(responsePromise: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  let response;
  try {
    response = await responsePromise;
  } catch {
    throw new ApiRequestError(0, "network_error", "We couldn't reach Serviceberry. Check your connection and try again.");
  }
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  throw new ApiRequestError(
    response.status,
    body?.error?.code ?? "request_failed",
    body?.error?.message ?? "Something went wrong. Please try again.",
    body?.error?.fields,
  );
}

/** Any failure as an ApiRequestError, so screens always have a message to show. */
export function toRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(0, "request_failed", error instanceof Error ? error.message : "Something went wrong. Please try again.");
}
