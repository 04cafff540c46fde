import { Link, useSearchParams } from "react-router";
import { accountHomeFor, type AccountUser } from "@domain/account";
import { safeReturnPath } from "@domain/return-path";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { CardHeading, CenteredAuthCard } from "./components/AuthLayout";
import { ModeSwitch, type AuthMode } from "./components/ModeSwitch";
import { SignedInPanel } from "./components/SignedInPanel";
import { SignInForm } from "./components/SignInForm";
import { SignUpForm } from "./components/SignUpForm";
import { SIGN_IN_SUCCESS } from "./lib/messages";
import { useEntryFlow } from "./lib/use-entry-flow";

const footerLink = "font-semibold text-primary underline-offset-4 hover:underline";

/** /auth and /login: sign in (the default) or create an account, chosen by ?mode=. */
export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get("mode") === "signup" ? "signup" : "signin";
  usePageTitle(mode === "signup" ? "Create your account" : "Sign in");
  const { status, user, isAdmin } = useAuth();
  const flow = useEntryFlow();
  // A screen that sent the person here to sign in (the heart, say) gets them back; only same-site paths.
  const returnTo = safeReturnPath(searchParams.get("returnTo"));

  // Spec section 2: the account page for the kind after 100 ms; admins stay and see where to go.
  const onSignedIn = (signedIn: AccountUser) => {
    void notify.success(SIGN_IN_SUCCESS);
    if (returnTo) flow.moveTo(returnTo);
    else if (signedIn.is_admin) flow.release();
    else flow.moveTo(accountHomeFor(signedIn));
  };

  let body;
  if (flow.holding || status === "signed-out") {
    body =
      mode === "signin" ? (
        <div className="grid gap-6">
          <ModeSwitch mode="signin" />
          <CardHeading title="Welcome back" lead="Sign in to pick up your plans where you left them." />
          <SignInForm flow={flow} onSignedIn={onSignedIn} />
        </div>
      ) : (
        <SignUpForm
          flow={flow}
          statusLevel={1}
          header={
            <>
              <ModeSwitch mode="signup" />
              <CardHeading title="Create your account" lead="Free to start. No credit card, and always ad-free." />
            </>
          }
        />
      );
  } else if (user) {
    body = <SignedInPanel user={user} isAdmin={user.is_admin || isAdmin} />;
  } else {
    body = <Spinner />;
  }

  return (
    <CenteredAuthCard
      footer={
        mode === "signup" ? (
          <p>
            Signing up a business? Start with the{" "}
            <Link to="/signup/venue" className={footerLink}>
              venue sign-up
            </Link>{" "}
            or the{" "}
            <Link to="/signup/vendor" className={footerLink}>
              vendor sign-up
            </Link>
            .
          </p>
        ) : (
          <p>
            Trouble signing in?{" "}
            <Link to="/help" className={footerLink}>
              Visit the help center
            </Link>{" "}
            or{" "}
            <Link to="/contact?topic=support" className={footerLink}>
              contact us
            </Link>
            .
          </p>
        )
      }
    >
      {body}
    </CenteredAuthCard>
  );
}
