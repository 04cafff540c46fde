import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { DROPDOWN_DEFAULT_OFFSET } from "@domain/constants";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { cn } from "@web/lib/cn";

/**
 * The Vendors dropdown: a disclosure (the pattern for site navigation), closing on Escape, on a
 * click elsewhere and on navigation.
 */
export function VendorsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-[0.95rem] font-medium text-foreground hover:bg-muted"
      >
        Vendors
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        style={{ marginTop: DROPDOWN_DEFAULT_OFFSET }}
        className="absolute left-1/2 top-full z-40 w-[34rem] -translate-x-1/2 rounded-[var(--radius-lg)] border border-border bg-card p-3 shadow-lift"
      >
        <Link
          to="/vendors"
          className="mb-2 flex items-center justify-between rounded-[var(--radius)] bg-primary-soft px-4 py-3 font-semibold text-primary hover:bg-primary-soft/70"
        >
          All Vendors
          <span className="text-sm font-normal text-muted-foreground">Every category, every city</span>
        </Link>
        <ul className="grid grid-cols-3 gap-1">
          {VENDOR_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link
                to={`/vendors/${category.slug}`}
                className="block rounded-[var(--radius)] px-3 py-2 text-sm text-foreground hover:bg-muted"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
