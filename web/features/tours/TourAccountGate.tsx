import { LockKeyhole, MailCheck, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { accountHomeFor } from "@domain/account-kinds";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { notify } from "@web/lib/toast";
import { SignInForm } from "../auth/components/SignInForm";
import { useEntryFlow } from "../auth/lib/use-entry-flow";
import { linkClass } from "./tour-ui";

/**
 * Booking or requesting a tour needs a couple account with a verified email (the server refuses
 * anything else). Signed out, the person signs in right here and stays on the page with their choice.
 */
export function TourAccountGate({ action, children }: { action: string; children: ReactNode }) {
  const { status, user } = useAuth();
  const flow = useEntryFlow();

  if (status === "loading") return <Spinner label="Checking your account..." className="py-6" />;

  if (!user || flow.holding) {
    return (
      <div className="grid gap-5 rounded-[var(--radius-lg)] border border-border bg-muted/60 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h3 className="font-display text-xl leading-tight">Sign in to {action}</h3>
            <p className="text-sm text-muted-foreground">You'll stay on this page, with your choices kept.</p>
          </div>
        </div>
        <SignInForm
          flow={flow}
          onSignedIn={() => {
            flow.release();
            void notify.success("Signed in. You can finish here.");
          }}
        />
        <p className="text-sm text-muted-foreground">
          New to Serviceberry?{" "}
          <Link to="/signup/couple" className={linkClass}>
            Create a free couple account
          </Link>
          , then come back to this venue.
        </p>
      </div>
    );
  }

  if (!user.is_couple && !user.is_admin) {
    const kind = user.is_venue_owner ? "a venue owner" : user.is_vendor ? "a vendor" : "a business";
    return (
      <div role="status" className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-muted/60 p-5 sm:p-6">
        <p className="flex items-start gap-2 font-semibold">
          <UserRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          Tours are booked from couple accounts.
        </p>
        <p className="text-sm text-muted-foreground">
          You're signed in as {user.email}, {kind} account. Sign out and sign in with your couple account to {action}.
        </p>
        <Button asChild variant="secondary" className="w-fit">
          <Link to={accountHomeFor(user)}>Go to your account</Link>
        </Button>
      </div>
    );
  }

  if (!user.email_verified) {
    return (
      <div role="status" className="grid gap-2 rounded-[var(--radius-lg)] border border-border bg-muted/60 p-5 sm:p-6">
        <p className="flex items-start gap-2 font-semibold">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          Please verify your email address first.
        </p>
        <p className="text-sm text-muted-foreground">
          We email the venue for you, so we need to know {user.email} is yours. Use the link we sent you (the banner at the top can send a new one), then come back here.
        </p>
      </div>
    );
  }

  return <>{children}</>;
}
