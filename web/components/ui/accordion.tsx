import { Accordion as AccordionPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * An accordion on radix-ui: each trigger is a button with aria-expanded and aria-controls inside a
 * heading (h3 by default; pass `headingLevel` to match the page outline), and the arrow keys, Home
 * and End move between triggers.
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-border last:border-b-0", className)} {...props} />;
}

type HeadingLevel = 2 | 3 | 4;

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="font-sans text-pretty">
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex w-full items-start justify-between gap-4 py-4 text-left text-base font-semibold leading-snug text-foreground transition-colors hover:text-primary",
            className,
          )}
          {...props}
        >
          <span>{children}</span>
          <ChevronDown
            className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-primary"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden" {...props}>
      <div className={cn("pb-5 pr-9 leading-relaxed text-muted-foreground", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
