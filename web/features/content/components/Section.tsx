import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

const TONES = {
  plain: "bg-background",
  muted: "bg-muted",
  card: "bg-card border-y border-border/70",
} as const;

interface SectionProps {
  /** Anchor for in-page links; optional. */
  id?: string;
  eyebrow?: string;
  /** The section's h2. */
  title: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  /** Centre the heading block (for short closing sections); the default reads left to right. */
  centered?: boolean;
  children?: ReactNode;
}

/** A page section: a labelled landmark with an eyebrow, an h2, an optional intro and its content. */
export function Section({ id, eyebrow, title, intro, tone = "plain", centered = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20", TONES[tone])}>
      <div className="container-page section-y">
        <div className={cn("max-w-2xl", centered && "mx-auto text-center")}>
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-strong">{eyebrow}</p>}
          <h2 id={headingId} className="text-title leading-tight font-semibold">
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</div>}
        </div>
        {children && <div className="mt-10 sm:mt-12">{children}</div>}
      </div>
    </section>
  );
}
