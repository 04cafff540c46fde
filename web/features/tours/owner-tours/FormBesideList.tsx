import type { ReactNode } from "react";

/** An "add" form on the left (on top on small screens) and what it adds to beside it. */
export function FormBesideList({ form, children }: { form: ReactNode; children: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
      {form}
      {children}
    </div>
  );
}
