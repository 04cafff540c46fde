import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/**
 * Readable long-form text: a comfortable measure, paragraph rhythm, lists with markers, h3 subheads and
 * underlined links (so links are told apart from text by more than color).
 */
export const proseClass = cn(
  "max-w-[68ch] text-[1.0625rem] leading-[1.75] text-foreground",
  "[&>*:first-child]:mt-0 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-primary/70",
  "[&_h3]:mt-8 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:tracking-normal",
  "[&_strong]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:decoration-primary/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.92em]",
);

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(proseClass, className)}>{children}</div>;
}
