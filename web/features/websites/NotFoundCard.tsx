import type { ReactNode } from "react";

/** A page's own not-found: a heading that names what is missing, and why, with nothing of anyone's wedding. */
export function NotFoundCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-2xl py-16">
      <div className="grid justify-items-center gap-3 rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">{icon}</span>
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
        <p className="max-w-md text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
