import { MailCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { accountHomeFor } from "@domain/account-kinds";
import type { AccountGateProps } from "@web/components/AccountGate";
import { Button } from "@web/components/ui/button";
import { notify } from "@web/lib/toast";
import { SignInForm, useEntryFlow } from "../auth";
import { linkClass } from "./tour-ui";

/**
 * Booking or requesting a tour needs a couple account with a verified email (the server refuses
 * anything else). Signed out, the person signs in right here and stays on the page with their choice.
 * Returns the settings of the one account gate for the form's place on the page.
 */
export function useTourGate(action: string): Omit<AccountGateProps, "children"> {
  const flow = useEntryFlow();
  return {
    look: "panel",
    needs: "couple",
    adminsToo: true,
    verifiedEmail: true,
    loadingLabel: "Checking your account...",
    holdSignedOut: flow.holding,
    signedOut: { title: `Sign in to ${action}`, body: "You'll stay on this page, with your choices kept." },
    signedOutContent: (
      <>
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
      </>
    ),
    wrongKind: (user) => ({
      icon: UserRound,
      title: "Tours are booked from couple accounts.",
      body: `You're signed in as ${user.email}, ${user.is_venue_owner ? "a venue owner" : user.is_vendor ? "a vendor" : "a business"} account. Sign out and sign in with your couple account to ${action}.`,
      actions: (
        <Button asChild variant="secondary" className="w-fit">
          <Link to={accountHomeFor(user)}>Go to your account</Link>
        </Button>
      ),
    }),
    unverified: (user) => ({
      icon: MailCheck,
      title: "Please verify your email address first.",
      body: `We email the venue for you, so we need to know ${user.email} is yours. Use the link we sent you (the banner at the top can send a new one), then come back here.`,
    }),
  };
}
