import { LockKeyhole, MailCheck, UserRound, type LucideIcon } from "lucide-react";
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

const panelClass = "rounded-[var(--radius-lg)] border border-border bg-muted/60 p-5 sm:p-6";

/** Why the form isn't shown (wrong account kind, email not verified): a title with an icon, then the details. */
function GateNotice({ icon: Icon, title, className, children }: { icon: LucideIcon; title: string; className: string; children: ReactNode }) {
  return (
    <div role="status" className={`grid ${className} ${panelClass}`}>
      <p className="flex items-start gap-2 font-semibold">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        {title}
      </p>
      {children}
    </div>
  );
}

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
      <div className={`grid gap-5 ${panelClass}`}>
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
      <GateNotice icon={UserRound} title="Tours are booked from couple accounts." className="gap-3">
        <p className="text-sm text-muted-foreground">
          You're signed in as {user.email}, {kind} account. Sign out and sign in with your couple account to {action}.
        </p>
        <Button asChild variant="secondary" className="w-fit">
          <Link to={accountHomeFor(user)}>Go to your account</Link>
        </Button>
      </GateNotice>
    );
  }

  if (!user.email_verified) {
    return (
      <GateNotice icon={MailCheck} title="Please verify your email address first." className="gap-2">
        <p className="text-sm text-muted-foreground">
          We email the venue for you, so we need to know {user.email} is yours. Use the link we sent you (the banner at the top can send a new one), then come back here.
        </p>
      </GateNotice>
    );
  }

  return <>{children}</>;
}
