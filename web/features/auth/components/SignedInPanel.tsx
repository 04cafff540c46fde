import { LayoutDashboard, LogOut, ShieldCheck, House, UserRound } from "lucide-react";
import { Link } from "react-router";
import { accountHomeFor, accountLinkLabel, type AccountUser } from "@domain/account";
import { Button } from "@web/components/ui/button";
import { useSignOut } from "@web/lib/use-sign-out";
import { CardHeading } from "./AuthLayout";

interface SignedInPanelProps {
  user: AccountUser;
  /** Admins stay here after signing in (spec section 2) and get their own two ways on. */
  isAdmin: boolean;
  level?: 1 | 2;
  note?: string;
}

/** Shown instead of a form to someone who is already signed in. */
export function SignedInPanel({ user, isAdmin, level = 1, note }: SignedInPanelProps) {
  const signOut = useSignOut();
  return (
    <div className="grid gap-6">
      <CardHeading
        icon={isAdmin ? ShieldCheck : UserRound}
        tone="success"
        level={level}
        title="Welcome back"
        lead={
          <>
            <p>
              You're signed in as <strong className="font-semibold wrap-anywhere text-foreground">{user.email}</strong>.
            </p>
            {note && <p className="mt-2">{note}</p>}
          </>
        }
      />
      <div className="grid gap-3">
        {isAdmin ? (
          <>
            <Button asChild size="lg">
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Open the admin area
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/">
                <House aria-hidden="true" />
                Go to the home page
              </Link>
            </Button>
          </>
        ) : (
          <Button asChild size="lg">
            <Link to={accountHomeFor(user)}>
              <LayoutDashboard aria-hidden="true" />
              Go to {accountLinkLabel(user)}
            </Link>
          </Button>
        )}
        <Button size="lg" variant="ghost" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>
    </div>
  );
}
