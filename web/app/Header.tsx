import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { ChatUnreadLink } from "@web/features/collaboration";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { AccountLinks } from "./AccountLinks";
import { CitySwitcher } from "./CitySwitcher";
import { Logo } from "./Logo";
import { PLANNING_LINKS } from "./navigation";
import { VendorsMenu } from "./VendorsMenu";

/** Links shown to signed-out visitors only (spec section 2). */
const SIGNED_OUT_LINKS = [
  { label: "Meet June", to: "/ai-planner" },
  { label: "AI Tools", to: "/ai-vendor-tools" },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-10 items-center rounded-full px-3.5 text-[0.95rem] font-medium text-foreground hover:bg-muted",
    isActive && "bg-primary-soft text-primary",
  );

export function Header({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { pathname } = useLocation();
  const isHome = pathname === "/" || pathname === "/index";
  const { status, user } = useAuth();
  const signedOut = status === "signed-out";
  const planning = Boolean(user?.is_couple);

  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/90 backdrop-blur-md">
      <div className={cn("container-page flex items-center justify-between gap-4", isHome ? "h-20" : "h-16")}>
        <Logo large={isHome} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {signedOut &&
            SIGNED_OUT_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          <NavLink to="/venues" className={navLinkClass}>
            Venues
          </NavLink>
          <VendorsMenu />
          {planning &&
            PLANNING_LINKS.map((link, index) => (
              // The dashboard from tablet width; the three tools once there is room for them.
              <NavLink key={link.to} to={link.to} className={(state) => cn(navLinkClass(state), index > 0 && "hidden xl:inline-flex")}>
                {link.label}
              </NavLink>
            ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <CitySwitcher />
          <ChatUnreadLink layout="bar" />
          <AccountLinks layout="bar" />
        </div>
        {showMenuToggle && <MobileMenu />}
      </div>
    </header>
  );
}

/**
 * The menu below 768 px: adds How to Get Started and About; the vendor sub-list expands and collapses.
 * Before the session is read it shows what a signed-out visitor sees (Meet June, AI Tools, Sign In).
 * Both are details/summary disclosures, so a server-rendered page's menu opens before its script has
 * run (or without script at all); once hydrated, React follows the open state and closes the menu on
 * navigation and on Escape.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [vendorsOpen, setVendorsOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLElement>(null);
  const { status, user } = useAuth();
  // The server renders every page as a signed-out visitor sees it, and hydration starts from "loading":
  // until the session is read the closed menu holds the signed-out links, so Sign In is there without script.
  const signedOut = status !== "signed-in";

  useEffect(() => {
    setOpen(false);
    setVendorsOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const itemClass = "flex h-12 w-full items-center justify-between rounded-[var(--radius)] px-3 text-base font-medium hover:bg-muted";

  return (
    // The state follows the element (onToggle), so a menu opened before hydration closes with one tap.
    <details className="group/menu md:hidden" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="mobile-menu">
      <summary
        ref={toggleRef}
        aria-label={open ? "Close menu" : "Open menu"}
        className="grid size-11 cursor-pointer list-none place-items-center rounded-full hover:bg-muted [&::-webkit-details-marker]:hidden"
      >
        {/* Both icons are drawn, the open state picks one: right before and without script too. */}
        <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-6 pt-2 shadow-lift"
      >
        {user?.is_couple && (
          <div className="mb-2 border-b border-border pb-2">
            <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Your planning</p>
            <ul className="grid grid-cols-2 gap-0.5">
              {PLANNING_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul className="grid gap-0.5">
          <li>
            <ChatUnreadLink layout="menu" />
          </li>
          {signedOut &&
            SIGNED_OUT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={itemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          <li>
            <Link to="/venues" className={itemClass}>
              Venues
            </Link>
          </li>
          <li>
            <details className="group/vendors" open={vendorsOpen} onToggle={(event) => setVendorsOpen(event.currentTarget.open)}>
              <summary className={cn(itemClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
                Vendors
                <ChevronDown className="size-5 transition-transform group-open/vendors:rotate-180" aria-hidden="true" />
              </summary>
              <ul className="mb-2 ml-3 grid grid-cols-2 gap-0.5 border-l border-border pl-3">
                <li className="col-span-2">
                  <Link to="/vendors" className="block rounded-md px-3 py-2.5 font-semibold text-primary hover:bg-muted">
                    All Vendors
                  </Link>
                </li>
                {VENDOR_CATEGORIES.map((category) => (
                  <li key={category.slug}>
                    <Link to={`/vendors/${category.slug}`} className="block rounded-md px-3 py-2.5 text-sm hover:bg-muted">
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <Link to="/how-to-get-started" className={itemClass}>
              How to Get Started
            </Link>
          </li>
          <li>
            <Link to="/about" className={itemClass}>
              About
            </Link>
          </li>
        </ul>
        <div className="mt-4 grid gap-3 border-t border-border pt-4">
          <CitySwitcher className="justify-center" />
          <AccountLinks layout="stack" signOutVariant="mobile-menu" whileLoading="signed-out" />
        </div>
      </nav>
    </details>
  );
}
