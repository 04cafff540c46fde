import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";

/** A load that failed: the server's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 font-medium text-destructive">
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A whole page that could not load (a public listing or gallery): what failed, the server's message, and a way to try again. */
export function PageLoadError({ title, message, onRetry }: { title: string; message: string | undefined; onRetry(): void }) {
  return (
    <section className="container-page py-20">
      <div role="alert" className="mx-auto max-w-lg rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-8 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{message}</p>
        <Button className="mt-6" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </section>
  );
}

/**
 * The spinner while a query first loads, LoadError if it failed with nothing to show, otherwise
 * `children` with its data (a failed background refetch keeps the data on screen).
 */
export function Loaded<T>({
  query,
  loadingLabel,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorMessage: string;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.data === undefined) return <LoadError message={query.error?.message ?? errorMessage} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
