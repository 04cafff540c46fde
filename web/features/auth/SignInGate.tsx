import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";

/**
 * The sign-in gate of spec section 2: a spinner while auth loads, the sign-in prompt with no user,
 * otherwise the protected content. `required` defaults to true.
 */
export function SignInGate({ children, required = true }: { children: ReactNode; required?: boolean }) {
  const { status } = useAuth();
  if (!required) return <>{children}</>;
  if (status === "loading") return <Spinner />;
  if (status === "signed-in") return <>{children}</>;
  return (
    <section className="container-page grid place-items-center py-20">
      <div className="w-full max-w-xl rounded-[var(--radius-lg)] border border-border bg-card p-8 text-center shadow-soft sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl">Sign In Required</h1>
        <p className="mt-3 text-muted-foreground">
          Access to Beyond the Wedding modules requires a Serviceberry account to track your progress and personalize your experience.
        </p>
        <ul className="mt-6 grid gap-2 text-sm text-foreground">
          <li>Join thousands of couples building stronger marriages</li>
          <li>All content is tied to your wedding profile for a personalized journey</li>
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/auth?mode=signup">Create Your Account</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/auth?mode=signin">Sign In</Link>
          </Button>
        </div>
        <Button asChild variant="link" className="mt-6">
          <Link to="/beyond-wedding">← Back to Overview</Link>
        </Button>
      </div>
    </section>
  );
}
