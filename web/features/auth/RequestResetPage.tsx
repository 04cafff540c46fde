import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, MailCheck } from "lucide-react";
import { PASSWORD_RESET_LINK_MINUTES } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { authClient } from "@web/lib/auth-client";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { CardHeading, CenteredAuthCard } from "./components/AuthLayout";
import { FormAlert } from "@web/components/FormAlert";
import { describeAuthError } from "./lib/errors";
import { RESET_FAILED, RESET_FAILED_FALLBACK, RESET_SENT, RESET_SENT_DESCRIPTION } from "./lib/messages";
import { resetRequestSchema } from "./lib/schemas";

const textLink = "font-semibold text-primary underline-offset-4 hover:underline";

/** /reset-password: asks for a reset link. The answer is the same for every address, known or not. */
export default function RequestResetPage() {
  usePageTitle("Reset your password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState("");

  return (
    <CenteredAuthCard
      footer={
        sentTo ? undefined : (
          <p>
            Remembered it?{" "}
            <Link to="/auth?mode=signin" className={textLink}>
              Back to sign in
            </Link>
          </p>
        )
      }
    >
      {sentTo ? (
        <Sent email={sentTo} onUseAnother={() => setSentTo(null)} />
      ) : (
        <RequestForm
          initialEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            setSentTo(email);
          }}
        />
      )}
    </CenteredAuthCard>
  );
}

function RequestForm({ initialEmail, onSent }: { initialEmail: string; onSent(email: string): void }) {
  const { user } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: initialEmail } });

  // Someone signed in who wants a new password: their address is the likely one.
  useEffect(() => {
    if (user && getValues("email") === "") setValue("email", user.email);
  }, [user, getValues, setValue]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await authClient.requestPasswordReset(email);
    } catch (error) {
      const problem = describeAuthError(error);
      const description = problem.message || RESET_FAILED_FALLBACK;
      void notify.error(RESET_FAILED, { description });
      setFormError(description);
      setFocus("email");
      return;
    }
    void notify.success(RESET_SENT, { description: RESET_SENT_DESCRIPTION });
    onSent(email);
  });

  return (
    <div className="grid gap-6">
      <CardHeading
        icon={KeyRound}
        title="Reset your password"
        lead="Enter the email you use for Serviceberry and we'll send you a link to choose a new password."
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSubmitting}>
        {formError && <FormAlert title={RESET_FAILED}>{formError}</FormAlert>}
        <FormField label="Email address" error={errors.email?.message}>
          {(ids) => <Input {...ids} {...register("email")} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Sending link..." : "Send reset link"}
        </Button>
      </form>
    </div>
  );
}

function Sent({ email, onUseAnother }: { email: string; onUseAnother(): void }) {
  return (
    <div className="grid gap-6">
      <CardHeading
        icon={MailCheck}
        tone="success"
        focusOnMount
        title="Check your email"
        lead={
          <p>
            If <strong className="font-semibold wrap-anywhere text-foreground">{email}</strong> has a Serviceberry account, a link
            to reset its password is on its way. The link works once and expires in {PASSWORD_RESET_LINK_MINUTES} minutes.
          </p>
        }
      />
      <ul className="grid gap-2 rounded-[var(--radius)] bg-muted px-4 py-3 text-sm leading-relaxed text-muted-foreground">
        <li>Nothing after a few minutes? Look in your spam or promotions folder.</li>
        <li>Choosing the new password signs you out on every other device.</li>
      </ul>
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to="/auth?mode=signin">Back to sign in</Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onUseAnother}>
          Use a different email
        </Button>
      </div>
    </div>
  );
}
