import { LockKeyhole, ShieldAlert, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { accountHomeFor, type AccountUser, type UserType } from "@domain/account";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";

export type RequiredAccount = UserType | "admin";

const KIND_NAMES: Record<UserType, string> = { couple: "couple", vendor: "vendor", venue_owner: "venue owner" };

const SIGN_IN_COPY: Record<RequiredAccount, { title: string; body: string; signUp?: { to: string; label: string } }> = {
  couple: {
    title: "Sign in to see your wedding",
    body: "Your wedding profile, settings and planning tools live in your couple account.",
    signUp: { to: "/signup/couple", label: "New to Serviceberry? Create a free account" },
  },
  vendor: {
    title: "Sign in to your vendor account",
    body: "Your business profile and account settings are here once you sign in.",
    signUp: { to: "/signup/vendor", label: "New to Serviceberry? List your business" },
  },
  venue_owner: {
    title: "Sign in to your venue account",
    body: "Your venue business profile and account settings are here once you sign in.",
    signUp: { to: "/signup/venue", label: "New to Serviceberry? List your venue" },
  },
  admin: {
    title: "Sign in to the admin area",
    body: "This area is for Serviceberry admins. Sign in with your admin account to continue.",
  },
};

function admits(required: RequiredAccount, user: AccountUser, isAdmin: boolean): boolean {
  if (required === "admin") return isAdmin || user.is_admin;
  return user.user_metadata.user_type === required;
}

/**
 * The "must be signed in as X" guard of the account pages and the admin area: a spinner while the
 * session loads, a sign-in prompt when signed out, and a way to the right page for another kind of
 * account. The server refuses the same requests; this only explains it.
 */
export function RequireAccount({ kind, children }: { kind: RequiredAccount; children: (user: AccountUser) => ReactNode }) {
  const { status, user, isAdmin } = useAuth();
  const { search } = useLocation();

  if (status === "loading") return <Spinner />;

  if (!user) {
    const copy = SIGN_IN_COPY[kind];
    return (
      <GuardCard icon={<LockKeyhole className="size-6" aria-hidden="true" />} title={copy.title} body={copy.body}>
        <Button asChild className="w-full sm:w-auto">
          <Link to="/auth?mode=signin">Sign In</Link>
        </Button>
        {copy.signUp && (
          <Link to={copy.signUp.to} className="rounded-sm text-sm font-medium text-primary underline underline-offset-4">
            {copy.signUp.label}
          </Link>
        )}
      </GuardCard>
    );
  }

  if (!admits(kind, user, isAdmin)) {
    const home = accountHomeFor(user);
    // Carry the mail-link markers (?email=changed) over, so the right page can still answer them.
    const params = new URLSearchParams(search);
    const carried = params.has("email") ? `?email=${encodeURIComponent(params.get("email") ?? "")}` : "";
    const theirKind = KIND_NAMES[user.user_metadata.user_type];
    return kind === "admin" ? (
      <GuardCard
        icon={<ShieldAlert className="size-6" aria-hidden="true" />}
        title="Admins only"
        body={`This area is for Serviceberry admins. You're signed in as ${user.email}, which doesn't have admin access.`}
      >
        <Button asChild className="w-full sm:w-auto">
          <Link to={home}>Go to your account</Link>
        </Button>
      </GuardCard>
    ) : (
      <GuardCard
        icon={<UserRound className="size-6" aria-hidden="true" />}
        title={`This page is for ${KIND_NAMES[kind]} accounts`}
        body={`You're signed in as ${user.email}, ${/^[aeiou]/.test(theirKind) ? "an" : "a"} ${theirKind} account. Your own account page has your profile and settings.`}
      >
        <Button asChild className="w-full sm:w-auto">
          <Link to={`${home}${carried}`}>Go to your account</Link>
        </Button>
      </GuardCard>
    );
  }

  return <>{children(user)}</>;
}

/** The card a guarded page shows instead of itself: what is needed, and the way on. */
export function GuardCard({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children: ReactNode }) {
  return (
    <section className="container-page grid place-items-center py-16 sm:py-24">
      <div className="w-full max-w-lg rounded-[var(--radius-lg)] border border-border bg-card p-7 text-center shadow-soft sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary">{icon}</span>
        <h1 className="mt-5 text-3xl font-semibold leading-tight">{title}</h1>
        <p className="mt-3 text-muted-foreground">{body}</p>
        <div className="mt-8 flex flex-col items-center gap-4">{children}</div>
      </div>
    </section>
  );
}
