import { Link } from "react-router";
import { cn } from "@web/lib/cn";

/** The Serviceberry mark: three berries and a leaf. Larger on the home page. */
export function Logo({ large = false }: { large?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md" aria-label="Serviceberry home">
      <svg
        viewBox="0 0 64 64"
        aria-hidden="true"
        className={cn("shrink-0 transition-all", large ? "size-11 md:size-12" : "size-9")}
      >
        <rect width="64" height="64" rx="16" className="fill-primary" />
        <circle cx="24" cy="37" r="9" fill="#f4e9f0" />
        <circle cx="40" cy="37" r="9" fill="#dcc4d6" />
        <circle cx="32" cy="24.5" r="9" fill="#fbf8f3" />
        <path d="M32 15.5c2.4-6.2 8.2-8.4 12.4-7.3-1.2 5.4-6.1 8.3-12.4 7.3z" fill="#9cbf9f" />
      </svg>
      <span
        className={cn(
          "font-display font-semibold tracking-tight text-foreground transition-all",
          large ? "text-2xl md:text-[1.7rem]" : "text-xl",
        )}
      >
        Serviceberry
      </span>
    </Link>
  );
}
