import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, KeyRound, LinkIcon } from "lucide-react";
import { PASSWORD_RESET_LINK_MINUTES } from "@domain/constants";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { api, unwrap } from "@web/lib/api";
import { FormField } from "@web/components/ui/form-field";
import { useAuth } from "@web/lib/auth";
import { authClient } from "@web/lib/auth-client";
import { usePageTitle } from "@web/lib/page-head";
import { CardHeading, CenteredAuthCard } from "./components/AuthLayout";
import { FormAlert } from "@web/components/FormAlert";
import { NewPasswordField } from "./components/NewPasswordField";
import { PasswordInput } from "./components/PasswordInput";
import { describeAuthError } from "./lib/errors";
import { newPasswordSchema } from "./lib/schemas";

type Outcome = "form" | "done" | "invalid-link";

/** /password-reset?token=...: the page the reset mail links to. */
export default function SetNewPasswordPage() {
  usePageTitle("Choose a new password");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const { notifyPasswordRecovery } = useAuth();
  // better-auth's own link check sends ?error=INVALID_TOKEN here when a token is unknown or expired.
  const [outcome, setOutcome] = useState<Outcome>(searchParams.get("error") === "INVALID_TOKEN" ? "invalid-link" : "form");

  // Spec section 4: opening the link is the "password recovery" event, announced once.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    notifyPasswordRecovery();
  }, [notifyPasswordRecovery]);

  // The link is checked as the page opens, so a used or expired one says so before anything is typed.
  const link = useQuery({
    queryKey: ["reset-link", token],
    queryFn: ({ signal }) => unwrap(api.account["reset-link"].$get({ query: { token } }, { init: { signal } })),
    enabled: token !== "" && outcome === "form",
    staleTime: Infinity,
    retry: false,
  });

  let body;
  if (outcome === "invalid-link" || link.data?.usable === false) body = <LinkProblem kind="used-or-expired" />;
  else if (!token) body = <LinkProblem kind="missing" />;
  else if (outcome === "form" && link.isPending) body = <Spinner />;
  else if (outcome === "done") body = <PasswordSet />;
  else body = <NewPasswordForm token={token} onDone={setOutcome} />;
  return <CenteredAuthCard>{body}</CenteredAuthCard>;
}

function NewPasswordForm({ token, onDone }: { token: string; onDone(outcome: Outcome): void }) {
  const { refresh } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: "", confirm: "" } });
  // Registered in screen order: on an invalid submit, focus goes to the first field that registered.
  const passwordField = register("password");
  const confirmField = register("confirm");
  const password = watch("password");

  const onSubmit = handleSubmit(async ({ password: chosen }) => {
    setFormError(null);
    try {
      await authClient.resetPassword(token, chosen);
    } catch (error) {
      const problem = describeAuthError(error);
      if (problem.kind === "invalid-token") return onDone("invalid-link");
      if (problem.field === "password") {
        setError("password", { type: "server", message: problem.message });
        setFocus("password");
      } else {
        setFormError(problem.message);
      }
      return;
    }
    // Every session of the account has just ended, possibly this browser's too.
    await refresh("USER_UPDATED");
    onDone("done");
  });

  return (
    <div className="grid gap-6">
      <CardHeading icon={KeyRound} title="Choose a new password" lead="Pick something you haven't used here before. Once it's set, you'll sign in with it everywhere." />
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSubmitting}>
        {formError && <FormAlert title="Your password wasn't changed">{formError}</FormAlert>}
        <NewPasswordField label="New password" value={password} error={errors.password?.message} registration={passwordField} />
        <FormField label="Confirm new password" error={errors.confirm?.message}>
          {(ids) => <PasswordInput {...ids} {...confirmField} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </div>
  );
}

function PasswordSet() {
  return (
    <div className="grid gap-6">
      <CardHeading
        icon={CircleCheck}
        tone="success"
        focusOnMount
        title="Password changed"
        lead="Your password is set. You have been signed out everywhere else."
      />
      <Button asChild size="lg">
        <Link to="/auth?mode=signin">Sign in with your new password</Link>
      </Button>
    </div>
  );
}

function LinkProblem({ kind }: { kind: "missing" | "used-or-expired" }) {
  return (
    <div className="grid gap-6">
      <CardHeading
        icon={LinkIcon}
        tone="warning"
        focusOnMount={kind === "used-or-expired"}
        title={kind === "missing" ? "This link is incomplete" : "This link no longer works"}
        lead={
          kind === "missing"
            ? "The address is missing the part that proves the email came from us. Open the link from the reset email again, or ask for a new one."
            : `Reset links work once and expire after ${PASSWORD_RESET_LINK_MINUTES} minutes, so this one has expired or was already used. Ask for a new link and we'll send it right away.`
        }
      />
      <Button asChild size="lg">
        <Link to="/reset-password">Get a new reset link</Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Know your password?{" "}
        <Link to="/auth?mode=signin" className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
