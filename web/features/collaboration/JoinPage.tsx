import { useQuery } from "@tanstack/react-query";
import { HeartHandshake, MailX } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { RELATIONSHIP_LABELS } from "@domain/collaboration";
import { SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/page-head";
import { collaborationQueries, useAcceptInvitation, type InvitationLinkView } from "./api";
import { describeAccess } from "./PermissionPicker";

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="container-page grid max-w-2xl gap-6 py-10 sm:py-16">
      <Card className="grid gap-5 p-6 sm:p-8">{children}</Card>
    </div>
  );
}

function useInvitation() {
  const { token = "" } = useParams();
  return { token, query: useQuery(collaborationQueries.invitation(token)) };
}

/** A used, expired or withdrawn link (or one that never existed): which, and who to ask. */
function Unusable({ reason, couple }: { reason: string; couple?: string }) {
  return (
    <div className="grid justify-items-start gap-3" data-testid="invitation-unusable">
      <MailX aria-hidden="true" className="size-10 text-primary" />
      <h1 className="font-display text-3xl font-semibold">{reason}</h1>
      <p className="text-muted-foreground">
        {couple ? `Ask ${couple} to send you a new invitation from their contributor page.` : "Ask the couple who invited you to send a new invitation."}
      </p>
      <Button asChild variant="secondary">
        <Link to="/contributors-guide">How helping works</Link>
      </Button>
    </div>
  );
}

function Invitation({ invitation }: { invitation: InvitationLinkView }) {
  return (
    <div className="grid gap-2">
      <HeartHandshake aria-hidden="true" className="size-10 text-primary" />
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">You're invited</p>
      <h1 className="font-display text-3xl font-semibold">{invitation.couple} would love your help</h1>
      <p className="text-muted-foreground">
        They invited {invitation.email} to help plan their wedding as their {RELATIONSHIP_LABELS[invitation.relationship].toLowerCase()}.
      </p>
      <p className="text-sm">
        <span className="font-medium">What you'll be able to do: </span>
        {describeAccess(invitation.permissions)}
      </p>
    </div>
  );
}

function InvitationLoaded({ children }: { children(invitation: InvitationLinkView, token: string): ReactNode }) {
  const { token, query } = useInvitation();
  if (query.isPending) return <Spinner label="Opening your invitation..." />;
  if (query.error) return <Unusable reason={query.error.message} />;
  return <Loaded query={query} loadingLabel="Opening your invitation..." errorMessage="We couldn't open this invitation.">
    {(invitation) => (invitation.unusableReason ? <Unusable reason={invitation.unusableReason} couple={invitation.couple} /> : children(invitation, token))}
  </Loaded>;
}

/** /join/{token}: accept as the account signed in, or sign in first. */
export function JoinInvitationPage() {
  usePageTitle("Join a couple's planning");
  const { status, user } = useAuth();
  return (
    <Shell>
      <InvitationLoaded>
        {(invitation, token) => (
          <>
            <Invitation invitation={invitation} />
            {status === "loading" ? (
              <Spinner label="Checking your account..." />
            ) : user ? (
              <Accept token={token} couple={invitation.couple} email={user.email} />
            ) : (
              <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
                <SignInActions returnHere signUp={{ to: `/contributor-signup/${token}`, label: "New here? Create your free account" }} />
              </div>
            )}
          </>
        )}
      </InvitationLoaded>
    </Shell>
  );
}

function Accept({ token, couple, email }: { token: string; couple: string; email: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">You're signed in as {email}.</p>
      {accept.error && <FormAlert>{accept.error.message}</FormAlert>}
      <div>
        <Button disabled={accept.isPending} onClick={() => accept.mutate(token, {
              // Accepting confirms the address: the banner asking to verify it goes.
              onSuccess: () => void refresh().then(() => navigate("/contributor-dashboard", { state: { joined: couple } })),
            })}>
          Accept and start helping
        </Button>
      </div>
    </div>
  );
}

/** /contributor-signup/{token}: a new account for the invited address, then straight in. */
export function ContributorSignUpPage() {
  usePageTitle("Create your helper account");
  const { user, status } = useAuth();
  return (
    <Shell>
      <InvitationLoaded>
        {(invitation, token) => (
          <>
            <Invitation invitation={invitation} />
            {status === "loading" ? (
              <Spinner label="Checking your account..." />
            ) : user ? (
              <Accept token={token} couple={invitation.couple} email={user.email} />
            ) : invitation.hasAccount ? (
              <div className="grid gap-3">
                <p className="text-sm">This address already has a Serviceberry account: sign in to accept.</p>
                <div>
                  <SignInActions returnHere />
                </div>
              </div>
            ) : (
              <SignUpAndAccept token={token} couple={invitation.couple} />
            )}
          </>
        )}
      </InvitationLoaded>
    </Shell>
  );
}

function SignUpAndAccept({ token, couple }: { token: string; couple: string }) {
  const { signUp, signIn, refresh } = useAuth();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !email.trim() || !password) return setError("Fill in your name, the email the invitation went to, and a password.");
    setError(null);
    setPending(true);
    try {
      await signUp(email.trim(), password, "couple", name.trim());
      await signIn(email.trim(), password);
      await accept.mutateAsync(token);
      await refresh();
      void navigate("/contributor-dashboard", { state: { joined: couple } });
    } catch (caught) {
      setError(toRequestError(caught).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">Use the email address the invitation was sent to: the link proves it's yours, so there's nothing else to confirm.</p>
      <FormField label="Your name">{(ids) => <Input {...ids} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}</FormField>
      <FormField label="Email">{(ids) => <Input {...ids} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}</FormField>
      <FormField label="Password" hint="At least 12 characters; a few unrelated words work well.">
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </FormField>
      {error && <FormAlert>{error}</FormAlert>}
      <div>
        <Button type="submit" disabled={pending}>
          Create account and accept
        </Button>
      </div>
    </form>
  );
}
