import { Link } from "react-router";
import type { HelpLink } from "@domain/help";

/** The screens an article describes, as links (the same ones Grace offers). */
export function ArticleLinks({ links }: { links: readonly HelpLink[] | undefined }) {
  if (!links || links.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Go to">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="inline-flex items-center rounded-[var(--radius-pill)] border border-primary/30 bg-card px-3 py-1 text-sm font-medium text-primary hover:bg-primary-soft">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
