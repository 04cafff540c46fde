import { Building2, LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { accountHomeFor, type AccountUser } from "@domain/account-kinds";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { GuardCard } from "../account/RequireAccount";

/**
 * The venue-owner screens need a venue owner account (or an admin); the server refuses everyone else.
 * Signed out: sign in or create a venue account. Another kind of account: say so, and where to go.
 */
export function OwnerGate({ what, children }: { what: string; children: (user: AccountUser) => ReactNode }) {
  const { status, user, isAdmin } = useAuth();
  const location = useLocation();
  if (status === "loading") return <Spinner />;
  if (!user) {
    return (
      <GuardCard icon={<LockKeyhole className="size-6" aria-hidden="true" />} title={`Sign in to ${what}`} body="Venue listings are managed from a free venue owner account.">
        <Button asChild className="w-full sm:w-auto">
          <Link to="/auth?mode=signin" state={{ from: location.pathname + location.search }}>
            Sign In
          </Link>
        </Button>
        <Link to="/signup/venue" className="rounded-sm text-sm font-medium text-primary underline underline-offset-4">
          New here? Create a free venue account
        </Link>
      </GuardCard>
    );
  }
  if (user.user_metadata.user_type !== "venue_owner" && !isAdmin && !user.is_admin) {
    return (
      <GuardCard
        icon={<Building2 className="size-6" aria-hidden="true" />}
        title="This is for venue owner accounts"
        body={`You're signed in as ${user.email}, which isn't a venue owner account. To list a venue, sign out and create a venue account with your business email.`}
      >
        <Button asChild className="w-full sm:w-auto">
          <Link to={accountHomeFor(user)}>Go to your account</Link>
        </Button>
        <Link to="/list-your-venue" className="rounded-sm text-sm font-medium text-primary underline underline-offset-4">
          How listing a venue works
        </Link>
      </GuardCard>
    );
  }
  return <>{children(user)}</>;
}
