import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { accountHomeFor } from "@domain/account-kinds";
import { SignInActions, type AccountGateProps } from "@web/components/AccountGate";
import { Button } from "@web/components/ui/button";

/**
 * The venue-owner screens need a venue owner account (or an admin); the server refuses everyone else.
 * Signed out: sign in or create a venue account. Another kind of account: say so, and where to go.
 */
export function ownerGate(what: string): Omit<AccountGateProps, "children"> {
  return {
    needs: "venue_owner",
    adminsToo: true,
    signedOut: {
      title: `Sign in to ${what}`,
      body: "Venue listings are managed from a free venue owner account.",
      actions: <SignInActions returnHere signUp={{ to: "/signup/venue", label: "New here? Create a free venue account" }} />,
    },
    wrongKind: (user) => ({
      icon: Building2,
      title: "This is for venue owner accounts",
      body: `You're signed in as ${user.email}, which isn't a venue owner account. To list a venue, sign out and create a venue account with your business email.`,
      actions: (
        <>
          <Button asChild className="w-full sm:w-auto">
            <Link to={accountHomeFor(user)}>Go to your account</Link>
          </Button>
          <Link to="/list-your-venue" className="rounded-sm text-sm font-medium text-primary underline underline-offset-4">
            How listing a venue works
          </Link>
        </>
      ),
    }),
  };
}
