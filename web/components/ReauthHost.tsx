import { lazy, Suspense, useSyncExternalStore } from "react";
import { isReauthenticationPending, subscribeToReauthentication } from "@web/lib/reauth";

const ReauthDialog = lazy(() => import("./ReauthDialog"));

/** Mounted once in the app: renders (and loads) the password dialog only while an action waits for it. */
export function ReauthHost() {
  const open = useSyncExternalStore(subscribeToReauthentication, isReauthenticationPending, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  );
}
