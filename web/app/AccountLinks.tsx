import { Link } from "react-router";
import { accountHomeFor, accountLinkLabel } from "@domain/account-kinds";
import { Button, buttonVariants } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { useSignOut } from "@web/lib/use-sign-out";

/**
 * Sign In / Get Started when signed out; the account link (My Account, Vendor Dashboard or Venue
 * Dashboard) and Sign Out when signed in, with Admin first for admins. While the session loads: an empty
 * space, so nothing flickers, or (`whileLoading="signed-out"`, in a menu that is closed until tapped) the
 * signed-out links, so the server-rendered page offers Sign In before and without its script.
 */
export function AccountLinks({
  layout,
  signOutVariant = "default",
  whileLoading = "space",
}: {
  layout: "bar" | "stack";
  signOutVariant?: "default" | "mobile-menu";
  whileLoading?: "space" | "signed-out";
}) {
  const { status, user, isAdmin } = useAuth();
  const signOut = useSignOut(signOutVariant);
  const size = layout === "bar" ? "sm" : "md";
  if (status === "loading" && whileLoading === "space") {
    // Without script the session is never read: the server's page then offers Sign In in the space
    // (a browser running script ignores <noscript>, so nothing flickers once the session is known).
    return (
      <span className="inline-flex h-9 min-w-40 items-center gap-2">
        <noscript>
          <a href="/auth" className={buttonVariants({ variant: layout === "bar" ? "ghost" : "secondary", size })}>
            Sign In
          </a>
          <a href="/how-to-get-started" className={buttonVariants({ size })}>
            Get Started
          </a>
        </noscript>
      </span>
    );
  }
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
