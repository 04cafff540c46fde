import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller passes htmlFor and the text; the rule cannot see either through the spread
  return <label className={cn("text-sm font-medium text-foreground", className)} {...props} />;
}
