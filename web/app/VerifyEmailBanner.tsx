import { MailCheck, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@web/lib/auth";
import { authClient } from "@web/lib/auth-client";
import { notify } from "@web/lib/toast";

/** Dismissing hides the banner for the rest of this browser session only. */
const DISMISSED_KEY = "serviceberry-verify-banner-dismissed";

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The arrival from the mail link is answered once per page load and history entry, even when
 * StrictMode runs effects twice. The ?verified=1 marker itself stays in the address.
 */
const answeredArrivals = new Set<string>();
function firstArrival(key: string): boolean {
  if (answeredArrivals.has(key)) return false;
  answeredArrivals.add(key);
  return true;
}

/**
 * Shown on every page to a signed-in account whose email is not verified yet, and answers the
 * arrival from the verification link (?verified=1). Kept small: it is part of every first load.
 */
export function VerifyEmailBanner() {
  const { status, user, refresh } = useAuth();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("verified") !== "1" || !firstArrival(location.key)) return;
    if (params.get("error")) {
      void notify.error("That verification link has expired or was already used", {
        description: "Sign in and use “Resend email” in the banner to get a new one.",
      });
      return;
    }
    void refresh("USER_UPDATED").then(() => notify.success("Your email is verified"));
  }, [location.search, location.key, refresh]);

  if (status !== "signed-in" || !user || user.email_verified || dismissed) return null;

  async function resend() {
    if (!user) return;
    setSending(true);
    try {
      await authClient.sendVerificationEmail(user.email, user.user_metadata.user_type);
      void notify.success("Verification email sent", { description: `Check your inbox at ${user.email}.` });
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : "Please try again later");
    } finally {
      setSending(false);
    }
  }

  function dismiss() {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage unavailable: hidden for this page view only.
    }
    setDismissed(true);
  }

  return (
    <aside aria-label="Email verification" className="border-b border-border/70 bg-highlight text-foreground">
      <div className="container-page flex items-start gap-3 py-2.5 text-sm sm:items-center">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary sm:mt-0" aria-hidden="true" />
        <div className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-1.5">
          <p className="font-medium">Please verify your email address to invite helpers and send inquiries.</p>
          <button
            type="button"
            onClick={() => void resend()}
            disabled={sending}
            className="rounded-sm font-semibold text-primary underline underline-offset-4 hover:decoration-2 disabled:opacity-60"
          >
            {sending ? "Sending..." : "Resend email"}
          </button>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss for this session"
          className="-my-1.5 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-background/60 hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
