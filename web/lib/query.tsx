import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { createContext, useContext, useEffect, type ComponentType } from "react";
import { ApiRequestError } from "./api";
import { useAuth } from "./auth";

declare module "@tanstack/react-query" {
  // Every query and mutation goes through `unwrap`, which turns any failure into an ApiRequestError.
  interface Register {
    defaultError: ApiRequestError;
  }
}

/** Worth another try: the request never arrived (0) or the server failed (5xx); a 4xx will not change. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

/**
 * The one cache of server data. Reads refetch when a screen mounts (as the screens always did), not
 * on every tab switch; writes are never retried (they are not all idempotent).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && isTransient(error),
    },
    mutations: { retry: false },
  },
});

/** Another person's data must never show: on sign-in or sign-out, drop what is not on screen and refetch what is. */
function SessionScopedCache() {
  const { onAuthStateChange } = useAuth();
  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event !== "SIGNED_IN" && event !== "SIGNED_OUT") return;
        queryClient.removeQueries({ type: "inactive" });
        void queryClient.invalidateQueries();
      }),
    [onAuthStateChange],
  );
  return null;
}

/** On the server, each rendered page has a cache of its own, filled before rendering (web/entry-server.tsx). */
export const RequestQueryClientContext = createContext<QueryClient | null>(null);

/**
 * A lazy page inside the query cache. Pages get the provider rather than the app shell so TanStack
 * Query stays off the prerendered home's critical path (decision 006); every page shares one client.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    const client = useContext(RequestQueryClientContext) ?? queryClient;
    return (
      <QueryClientProvider client={client}>
        <SessionScopedCache />
        <Page />
      </QueryClientProvider>
    );
  };
}

/** The answers a server-rendered page was drawn with (web/main.tsx), so its first render asks for none of them again. */
export function hydrateQueries(state: unknown): void {
  hydrate(queryClient, state as DehydratedState);
}
