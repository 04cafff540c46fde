import { Link } from "react-router";
import { accountHomeFor, accountLinkLabel } from "@domain/account-kinds";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { useSignOut } from "@web/lib/use-sign-out";

/**
 * Sign In / Get Started when signed out; the account link (My Account, Vendor Dashboard or Venue
 * Dashboard) and Sign Out when signed in, with Admin first for admins. Nothing while the session loads, so nothing flickers.
 */
export function AccountLinks({ layout, signOutVariant = "default" }: { layout: "bar" | "stack"; signOutVariant?: "default" | "mobile-menu" }) {
  const { status, user, isAdmin } = useAuth();
  const signOut = useSignOut(signOutVariant);
  const size = layout === "bar" ? "sm" : "md";
  if (status === "loading") return <span className="inline-block h-9 w-40" aria-hidden="true" />;
  if (!user) {
    return (
      <>
        <Button asChild variant={layout === "bar" ? "ghost" : "secondary"} size={size}>
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button asChild size={size}>
          <Link to="/how-to-get-started">Get Started</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      {(user.is_admin || isAdmin) && (
        <Button asChild variant={layout === "bar" ? "ghost" : "secondary"} size={size}>
          <Link to="/admin">Admin</Link>
        </Button>
      )}
      <Button asChild variant={layout === "bar" ? "ghost" : "secondary"} size={size}>
        <Link to={accountHomeFor(user)}>{accountLinkLabel(user)}</Link>
      </Button>
      <Button variant={layout === "bar" ? "secondary" : "ghost"} size={size} onClick={() => void signOut()}>
        Sign Out
      </Button>
    </>
  );
}
