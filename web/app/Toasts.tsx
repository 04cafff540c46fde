import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { NOTIFICATION_VISIBLE_MS } from "@domain/constants";
import { markToasterReady, onToastRequested, toastsRequested } from "@web/lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster only once something asks for a toast. Plain (not rich) colours: rich ones fail AA contrast. */
export function Toasts() {
  const requested = useSyncExternalStore(onToastRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" duration={NOTIFICATION_VISIBLE_MS} closeButton />
      <ReadySignal />
    </Suspense>
  );
}

/** Rendered after the Toaster, so its effect runs once the Toaster has subscribed. */
function ReadySignal() {
  useEffect(markToasterReady, []);
  return null;
}
