import { memo, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "@web/components/ui/spinner";
import { useIsMobile, useIsWebview } from "@web/lib/media";
import { VerifyEmailBanner } from "./VerifyEmailBanner";
import { BottomNav } from "./BottomNav";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { Toasts } from "./Toasts";
import { JuneSlot } from "../features/june";

// The layout re-renders when the phone/webview check differs from the prerendered HTML (right after
// hydration, in one synchronous pass): memo keeps that pass from redrawing the header and footer links.
const StableHeader = memo(Header);
const StableFooter = memo(Footer);
const StableVerifyEmailBanner = memo(VerifyEmailBanner);

/** Every route change after the first page starts at the top; focus moves to the new page for keyboard and screen-reader users. */
function useScrollToTopOnNavigate(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // The first page keeps the scroll the browser chose (a reload, a #link, or a visitor already
    // scrolling the prerendered home before it hydrated).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const inWebview = useIsWebview();
  // In a webview the bottom navigation replaces the menu below 768 px. It is drawn for every webview and
  // hidden from 768 px by CSS, so a server-rendered page has it from the first paint (decision 056).
  const bottomNavBelowMd = inWebview;
  useScrollToTopOnNavigate(mainRef);

  return (
    // With the bottom navigation fixed over the page, the whole page (footer included) clears it.
    <div className={bottomNavBelowMd ? "flex min-h-dvh flex-col max-md:pb-[calc(4.25rem+env(safe-area-inset-bottom))]" : "flex min-h-dvh flex-col"}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {/* Printouts (the budget's print view) carry the page itself, not the site's chrome. */}
      <div className="contents print:hidden">
        <StableHeader showMenuToggle={!bottomNavBelowMd} />
        <StableVerifyEmailBanner />
      </div>
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <div className="contents print:hidden">
        <StableFooter />
      </div>
      {bottomNavBelowMd && <BottomNav />}
      <JuneSlot aboveBottomNav={bottomNavBelowMd} />
      <Toasts phone={isMobile} bottomNav={bottomNavBelowMd && isMobile} />
    </div>
  );
}
