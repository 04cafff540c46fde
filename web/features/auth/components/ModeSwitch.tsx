import { Link } from "react-router";
import { cn } from "@web/lib/cn";

export type AuthMode = "signin" | "signup";

const MODES: { mode: AuthMode; label: string }[] = [
  { mode: "signin", label: "Sign in" },
  { mode: "signup", label: "Create account" },
];

/** Two links that switch /auth between signing in and creating an account; the URL stays the truth. */
export function ModeSwitch({ mode }: { mode: AuthMode }) {
  return (
    <nav aria-label="Sign in or create an account">
      <ul className="grid grid-cols-2 gap-1 rounded-[var(--radius-pill)] bg-muted p-1">
        {MODES.map((item) => {
          const active = item.mode === mode;
          return (
            <li key={item.mode}>
              <Link
                to={`?mode=${item.mode}`}
                replace
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center justify-center rounded-[var(--radius-pill)] text-sm font-semibold transition-colors",
                  active ? "bg-card text-primary shadow-soft" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
