import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { NOTIFICATION_VISIBLE_MS } from "@domain/constants";
import { markToasterReady, onToastRequested, toastsRequested } from "@web/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The header's height plus a gap: desktop toasts sit below the navigation, never over it. */
const BELOW_HEADER = "5.5rem";
/** On phones toasts rise from the bottom, above the webview's bottom navigation when it is there. */
const ABOVE_BOTTOM_NAV = "calc(4.75rem + env(safe-area-inset-bottom))";

/**
 * Mounts sonner's Toaster only once something asks for a toast. Plain (not rich) colors: rich ones
 * fail AA contrast. Placed where they cover nothing people need: top right below the header on
 * desktop, at the bottom on phones (above the bottom navigation in the webview).
 */
export function Toasts({ phone, bottomNav }: { phone: boolean; bottomNav: boolean }) {
  const requested = useSyncExternalStore(onToastRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={phone ? "bottom-center" : "top-right"}
        offset={{ top: BELOW_HEADER, right: "1.5rem" }}
        mobileOffset={{ bottom: bottomNav ? ABOVE_BOTTOM_NAV : "1rem", left: "1rem", right: "1rem" }}
        duration={NOTIFICATION_VISIBLE_MS}
        closeButton
      />
      <ReadySignal />
    </Suspense>
  );
}

/** Rendered after the Toaster, so its effect runs once the Toaster has subscribed. */
function ReadySignal() {
  useEffect(markToasterReady, []);
  return null;
}
