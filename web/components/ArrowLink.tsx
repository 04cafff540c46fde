import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";

/** A quiet text link with an arrow, for "read more"-style next steps inside cards and sections. */
export function ArrowLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "group inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary",
        className,
      )}
    >
      {children}
      <ArrowRight className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}
