import type { ReactNode } from "react";

/** Keeps a focused field clear of the sticky header and save bar when a form scrolls to it. */
export const FIELD_SCROLL_MARGINS = "[&_:is(input,select,textarea)]:scroll-mt-24 [&_:is(input,select,textarea)]:scroll-mb-28";

/** A titled group of a long form's fields, two columns from small screens up. */
export function FieldGroup({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-border pt-6 first:border-t-0 first:pt-0">
      {/* A floated legend lays out like a heading instead of sitting in the fieldset's border. */}
      <legend className="float-left w-full font-display text-xl font-semibold">{legend}</legend>
      {description && <p className="clear-left pt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="clear-left grid gap-5 pt-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
