import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { GateMessage } from "@web/components/AccountGate";
import { Button } from "@web/components/ui/button";

/** The sign-in gate's words on every Beyond the Wedding screen (spec section 2). */
export const SIGN_IN_REQUIRED: GateMessage = {
  icon: Lock,
  title: "Sign In Required",
  body: (
    <>
      <p>Access to Beyond the Wedding modules requires a Serviceberry account to track your progress and personalize your experience.</p>
      <ul className="mt-6 grid gap-2 text-sm text-foreground">
        <li>Join thousands of couples building stronger marriages</li>
        <li>All content is tied to your wedding profile for a personalized journey</li>
      </ul>
    </>
  ),
  actions: (
    <>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/auth?mode=signup">Create Your Account</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/auth?mode=signin">Sign In</Link>
        </Button>
      </div>
      <Button asChild variant="link">
        <Link to="/beyond-wedding">← Back to Overview</Link>
      </Button>
    </>
  ),
};
