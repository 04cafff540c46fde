import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A responsive grid of cards; one column on phones. */
export function FeatureGrid({ columns = 3, children }: { columns?: keyof typeof COLUMNS; children: ReactNode }) {
  return <ul className={cn("grid gap-5 sm:gap-6", COLUMNS[columns])}>{children}</ul>;
}

interface FeatureCardProps {
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  /** Extra content below the text, such as a link or a button, pinned to the card's foot. */
  footer?: ReactNode;
  /** "accent" tints the icon sage instead of plum, to tell groups apart. */
  tone?: "primary" | "accent";
}

/** A card in a FeatureGrid: icon, h3 title, a few sentences and an optional footer. */
export function FeatureCard({ icon: Icon, title, children, footer, tone = "primary" }: FeatureCardProps) {
  return (
    <li className="flex">
      <Card className="flex w-full flex-col p-5 sm:p-7">
        {/* Icon beside the title on phones (shorter cards), above it from sm up. */}
        <div className="flex items-center gap-4 sm:block">
          <span
            className={cn(
              "grid size-11 shrink-0 place-items-center rounded-full sm:size-12",
              tone === "primary" ? "bg-primary-soft text-primary" : "bg-accent text-accent-foreground",
            )}
          >
            <Icon className="size-5 sm:size-6" aria-hidden="true" />
          </span>
          <h3 className="text-heading leading-snug font-semibold sm:mt-5">{title}</h3>
        </div>
        <div className="mt-3 leading-relaxed text-muted-foreground sm:mt-2.5">{children}</div>
        {footer && <div className="mt-auto pt-5">{footer}</div>}
      </Card>
    </li>
  );
}
