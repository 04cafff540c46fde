import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

interface CtaBandProps {
  title: ReactNode;
  body: ReactNode;
  /** The page's primary action. */
  action: { to: string; label: string };
  /** An optional quieter alternative, shown as a text link. */
  secondary?: { to: string; label: string };
}

/**
 * The closing band of a page: a plum panel that repeats the page's one primary action. It follows a
 * plain section, whose bottom padding already gives it room above.
 */
export function CtaBand({ title, body, action, secondary }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container-page pt-2 pb-[var(--space-section)]">
      <div className="relative isolate overflow-hidden rounded-[var(--radius-lg)] bg-primary px-6 py-12 text-center text-primary-foreground shadow-lift sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_12%_0%,var(--ring)_0,transparent_45%),radial-gradient(circle_at_100%_100%,var(--primary-hover)_0,transparent_55%)]"
        />
        <h2 id={headingId} className="mx-auto max-w-2xl text-title leading-tight font-semibold">
          {title}
        </h2>
        <div className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-primary-foreground/90">{body}</div>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button asChild variant="secondary" size="lg" className="w-full focus-visible:outline-primary-foreground sm:w-auto">
            <Link to={action.to}>{action.label}</Link>
          </Button>
          {secondary && (
            <Link
              to={secondary.to}
              className="rounded-sm font-medium text-primary-foreground underline decoration-primary-foreground/50 underline-offset-4 hover:decoration-primary-foreground focus-visible:outline-primary-foreground"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
