import { useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { AccountUser } from "@domain/account";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { notify } from "@web/lib/toast";
import { describeAuthError, MISSING_CREDENTIALS } from "../lib/errors";
import { signInSchema } from "../lib/schemas";
import type { EntryFlow } from "../lib/use-entry-flow";
import { FormAlert } from "@web/components/FormAlert";
import { PasswordInput } from "./PasswordInput";

interface SignInFormProps {
  flow: EntryFlow;
  onSignedIn(user: AccountUser): void;
}

/** Email and password; a failure is shown here and as a toast, in the server's words. */
export function SignInForm({ flow, onSignedIn }: SignInFormProps) {
  const { signIn } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const pending = isSubmitting || flow.holding;

  const onSubmit = handleSubmit(
    async ({ email, password }) => {
      setFormError(null);
      flow.hold();
      try {
        onSignedIn(await signIn(email, password));
      } catch (error) {
        flow.release();
        const problem = describeAuthError(error);
        setFormError(problem.message);
        void notify.error(problem.message);
        setFocus(problem.field ?? "password", { shouldSelect: true });
      }
    },
    () => {
      const { email, password } = getValues();
      setFormError(email.trim() === "" || password.trim() === "" ? MISSING_CREDENTIALS : null);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
      {formError && <FormAlert title="We couldn't sign you in">{formError}</FormAlert>}
      <FormField label="Email address" error={errors.email?.message}>
        {(ids) => <Input {...ids} {...register("email")} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <div className="grid gap-2">
        <FormField label="Password" error={errors.password?.message}>
          {(ids) => <PasswordInput {...ids} {...register("password")} autoComplete="current-password" />}
        </FormField>
        <Link to="/reset-password" className="touch-target justify-self-end rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
