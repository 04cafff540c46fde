import { LockKeyhole, ShieldAlert, UserRound, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { accountHomeFor, type AccountUser, type UserType } from "@domain/account-kinds";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";

/** Who may see a screen: anyone signed in, one kind of account, or admins. */
export type NeededAccount = "any" | UserType | "admin";

/** What the gate says instead of the screen: a title, why, and the way on. */
export interface GateMessage {
  icon?: LucideIcon;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
}

const KIND_NAMES: Record<UserType, string> = { couple: "couple", vendor: "vendor", venue_owner: "venue owner" };

/**
 * The standard way on for a signed-out visitor: sign in, and (optionally) a link to sign up.
 * `returnHere` asks sign-in to bring the person back to this page.
 */
export function SignInActions({ signUp, returnHere = false }: { signUp?: { to: string; label: string }; returnHere?: boolean }) {
  const location = useLocation();
  const from = returnHere ? location.pathname + location.search : undefined;
  return (
    <>
      <Button asChild className="w-full sm:w-auto">
        <Link to="/auth?mode=signin" state={from ? { from } : undefined}>
          Sign In
        </Link>
      </Button>
      {signUp && (
        <Link to={signUp.to} className="rounded-sm text-sm font-medium text-primary underline underline-offset-4">
          {signUp.label}
        </Link>
      )}
    </>
  );
}

function GoToAccount({ to }: { to: string }) {
  return (
    <Button asChild className="w-full sm:w-auto">
      <Link to={to}>Go to your account</Link>
    </Button>
  );
}

/** What the account pages and the admin area say, by the kind they need (other screens pass their own words). */
const SIGNED_OUT: Record<NeededAccount, GateMessage> = {
  any: { title: "Sign in to continue", body: "This page needs a Serviceberry account.", actions: <SignInActions /> },
  couple: {
    title: "Sign in to see your wedding",
    body: "Your wedding profile, settings and planning tools live in your couple account.",
    actions: <SignInActions signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
  },
  vendor: {
    title: "Sign in to your vendor account",
    body: "Your business profile and account settings are here once you sign in.",
    actions: <SignInActions signUp={{ to: "/signup/vendor", label: "New to Serviceberry? List your business" }} />,
  },
  venue_owner: {
    title: "Sign in to your venue account",
    body: "Your venue business profile and account settings are here once you sign in.",
    actions: <SignInActions signUp={{ to: "/signup/venue", label: "New to Serviceberry? List your venue" }} />,
  },
  admin: {
    title: "Sign in to the admin area",
    body: "This area is for Serviceberry admins. Sign in with your admin account to continue.",
    actions: <SignInActions />,
  },
};

function wrongKindMessage(needs: UserType | "admin", user: AccountUser, carried: string): GateMessage {
  const home = accountHomeFor(user);
  if (needs === "admin") {
    return {
      icon: ShieldAlert,
      title: "Admins only",
      body: `This area is for Serviceberry admins. You're signed in as ${user.email}, which doesn't have admin access.`,
      actions: <GoToAccount to={home} />,
    };
  }
  const theirKind = KIND_NAMES[user.user_metadata.user_type];
  return {
    icon: UserRound,
    title: `This page is for ${KIND_NAMES[needs]} accounts`,
    body: `You're signed in as ${user.email}, ${/^[aeiou]/.test(theirKind) ? "an" : "a"} ${theirKind} account. Your own account page has your profile and settings.`,
    actions: <GoToAccount to={`${home}${carried}`} />,
  };
}

function admits(needs: NeededAccount, adminsToo: boolean, user: AccountUser, isAdmin: boolean): boolean {
  const admin = isAdmin || user.is_admin;
  if (needs === "any") return true;
  if (needs === "admin") return admin;
  return user.user_metadata.user_type === needs || (adminsToo && admin);
}

/**
 * The one "who may see this" gate: a spinner while the session loads, a sign-in prompt when signed
 * out, a way to the right place for another kind of account, and (when asked) a verified email. The
 * server refuses the same requests; this only explains it. `look="page"` replaces the whole page,
 * `look="panel"` stands in for one part of it (a booking form).
 */
export type AccountGateProps = Parameters<typeof AccountGate>[0];

export function AccountGate({
  needs = "any",
  adminsToo = false,
  verifiedEmail = false,
  look = "page",
  signedOut,
  signedOutContent,
  holdSignedOut = false,
  wrongKind,
  unverified,
  loadingLabel,
  children,
}: {
  needs?: NeededAccount;
  /** Admins pass a kind check too (the server lets them in). */
  adminsToo?: boolean;
  verifiedEmail?: boolean;
  look?: "page" | "panel";
  signedOut?: GateMessage;
  /** Shown under the signed-out message, e.g. a sign-in form on the page itself. */
  signedOutContent?: ReactNode;
  /** Keep showing the signed-out message (a sign-in on this page that is still finishing). */
  holdSignedOut?: boolean;
  wrongKind?: (user: AccountUser) => GateMessage;
  unverified?: (user: AccountUser) => GateMessage;
  loadingLabel?: string;
  children: ReactNode | ((user: AccountUser) => ReactNode);
}) {
  const { status, user, isAdmin } = useAuth();
  const { search } = useLocation();
  const Frame = look === "page" ? GatePage : GatePanel;

  if (status === "loading") return <Spinner label={loadingLabel} className={look === "panel" ? "py-6" : undefined} />;

  if (!user || holdSignedOut) {
    return (
      <Frame message={{ icon: LockKeyhole, ...(signedOut ?? SIGNED_OUT[needs]) }} role={undefined}>
        {signedOutContent}
      </Frame>
    );
  }

  if (!admits(needs, adminsToo, user, isAdmin)) {
    // Carry the mail-link markers (?email=changed) over, so the right page can still answer them.
    const params = new URLSearchParams(search);
    const carried = params.has("email") ? `?email=${encodeURIComponent(params.get("email") ?? "")}` : "";
    const message = wrongKind?.(user) ?? wrongKindMessage(needs === "any" ? "couple" : needs, user, carried);
    return <Frame message={message} role="status" />;
  }

  if (verifiedEmail && !user.email_verified && unverified) return <Frame message={unverified(user)} role="status" />;

  return <>{typeof children === "function" ? children(user) : children}</>;
}

interface FrameProps {
  message: GateMessage;
  role: "status" | undefined;
  children?: ReactNode;
}

function Body({ body, className }: { body: ReactNode; className: string }) {
  if (body === undefined) return null;
  return typeof body === "string" ? <p className={className}>{body}</p> : <div className={className}>{body}</div>;
}

/** The card a guarded page shows instead of itself. */
function GatePage({ message: { icon: Icon = LockKeyhole, title, body, actions }, children }: FrameProps) {
  return (
    <section className="container-page grid place-items-center py-16 sm:py-24">
      <div className="w-full max-w-lg rounded-[var(--radius-lg)] border border-border bg-card p-7 text-center shadow-soft sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-semibold leading-tight">{title}</h1>
        <Body body={body} className="mt-3 text-muted-foreground" />
        {children}
        {actions && <div className="mt-8 flex flex-col items-center gap-4">{actions}</div>}
      </div>
    </section>
  );
}

/** The panel that stands in for one part of a page. */
function GatePanel({ message: { icon: Icon = LockKeyhole, title, body, actions }, role, children }: FrameProps) {
  return (
    <div role={role} className="grid gap-5 rounded-[var(--radius-lg)] border border-border bg-muted/60 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h3 className="font-display text-xl leading-tight">{title}</h3>
          <Body body={body} className="text-sm text-muted-foreground" />
        </div>
      </div>
      {children}
      {actions}
    </div>
  );
}
