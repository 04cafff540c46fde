import type { ReactNode } from "react";
import { Badge } from "@web/components/ui/badge";
import { BerryArt } from "./BerryArt";

interface PageHeroProps {
  /** A short label above the title, e.g. "About Serviceberry". */
  eyebrow: string;
  /** The page's one h1. */
  title: ReactNode;
  lead: ReactNode;
  /** Calls to action: at most one primary button, plus a quieter secondary one. */
  actions?: ReactNode;
  /** Small print under the actions (a date, a reassurance). */
  meta?: ReactNode;
  /** The decorative sprig at the side; long documents leave it out to keep the text close. */
  art?: boolean;
}

/** The opening band of every content page: eyebrow, h1, lead, actions, on a soft plum wash. */
export function PageHero({ eyebrow, title, lead, actions, meta, art = true }: PageHeroProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_88%_12%,var(--accent)_0,transparent_38%),radial-gradient(circle_at_6%_100%,var(--highlight)_0,transparent_32%)] opacity-80"
      />
      <div className="container-page grid items-center gap-10 pb-14 pt-12 sm:pb-20 sm:pt-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16 lg:pb-24 lg:pt-20">
        <div className="max-w-3xl">
          <Badge variant="outline">{eyebrow}</Badge>
          <h1 className="mt-5 text-display leading-[1.06] font-semibold text-foreground">{title}</h1>
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">{lead}</div>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{actions}</div>}
          {meta && <div className="mt-5 text-sm text-muted-foreground">{meta}</div>}
        </div>
        {art && (
          <div className="mx-auto hidden w-full max-w-xs sm:block lg:max-w-sm">
            <BerryArt />
          </div>
        )}
      </div>
    </header>
  );
}
