import { useEffect, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/** The soft plum wash behind every account screen, the same light as the content pages' hero. */
export function AuthBackdrop({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="relative isolate overflow-hidden bg-linear-to-b from-primary-soft via-background to-background">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_6%,var(--accent)_0,transparent_32%),radial-gradient(circle_at_4%_70%,var(--highlight)_0,transparent_28%)] opacity-80"
      />
      <div className={cn("container-page py-10 sm:py-16 lg:py-20", className)}>{children}</div>
    </div>
  );
}

/** One calm card in the middle of the page: sign in, reset, new password. */
export function CenteredAuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <AuthBackdrop>
      <div className="mx-auto w-full max-w-md">
        <Card className="p-6 sm:p-9">{children}</Card>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </div>
    </AuthBackdrop>
  );
}

interface CardHeadingProps {
  icon?: LucideIcon;
  title: ReactNode;
  lead?: ReactNode;
  level?: 1 | 2;
  /** Moves focus to the heading when it appears, so a change of state is read out. */
  focusOnMount?: boolean;
  tone?: "primary" | "success" | "warning";
}

const ICON_TONES = {
  primary: "bg-primary-soft text-primary",
  success: "bg-accent text-accent-strong",
  warning: "bg-highlight text-foreground",
} as const;

/** Icon, title and a line of explanation at the top of a card or of one of its states. */
export function CardHeading({ icon: Icon, title, lead, level = 1, focusOnMount = false, tone = "primary" }: CardHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="text-center">
      {Icon && (
        <span className={cn("mx-auto grid size-12 place-items-center rounded-full", ICON_TONES[tone])}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <Heading
        ref={heading}
        tabIndex={focusOnMount ? -1 : undefined}
        className={cn("text-[1.75rem] leading-tight font-semibold outline-none sm:text-[2rem]", Icon && "mt-4")}
      >
        {title}
      </Heading>
      {lead && <div className="mt-2 leading-relaxed text-muted-foreground">{lead}</div>}
    </div>
  );
}
