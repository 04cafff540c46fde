import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, Camera, Heart, MailCheck, type LucideIcon } from "lucide-react";
import type { UserType } from "@domain/account";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/toast";
import { landingAfterSignUp } from "../lib/destinations";
import { describeAuthError, MISSING_CREDENTIALS } from "../lib/errors";
import { SIGN_UP_SUCCESS } from "../lib/messages";
import { signUpSchema } from "../lib/schemas";
import type { EntryFlow } from "../lib/use-entry-flow";
import { CardHeading } from "./AuthLayout";
import { FormAlert } from "@web/components/FormAlert";
import { NewPasswordField } from "./NewPasswordField";
import { noteReferralCode } from "../../affiliates";

const KIND_CHOICES: { value: UserType; label: string; icon: LucideIcon }[] = [
  { value: "couple", label: "Couple", icon: Heart },
  { value: "venue_owner", label: "Venue owner", icon: Building2 },
  { value: "vendor", label: "Vendor", icon: Camera },
];

interface SignUpFormProps {
  flow: EntryFlow;
  /** The kind this page signs up; without it the form offers the choice, couple first. */
  kind?: UserType;
  /** Title and lead shown above the form (not above the "check your email" state). */
  header?: ReactNode;
  /** Heading level of the "check your email" state: 1 when it is the page's only heading. */
  statusLevel?: 1 | 2;
}

type Phase = "idle" | "creating" | "signing-in";

/**
 * One sign-up form for every kind of account. The server never signs in at sign-up and answers the
 * same whether or not the email already had an account; this form then signs in with the same
 * details, which works only for the person who just chose that password. When it does not work,
 * the form shows the same neutral "check your email" state as a fresh account would need anyway.
 */
export function SignUpForm({ flow, kind, header, statusLevel = 2 }: SignUpFormProps) {
  const { signUp, signIn } = useAuth();
  const [phase, setPhase] = useState<Phase>("idle");
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // An affiliate's code (decision 048): optional, never validated here; an unknown one is ignored.
  const [referralCode, setReferralCode] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "", userType: kind ?? "couple" },
  });
  // Registered in screen order: on an invalid submit, focus goes to the first field that registered.
  const nameField = register("name");
  const emailField = register("email");
  const passwordField = register("password");
  const password = watch("password");
  const chosenKind = kind ?? watch("userType");
  const pending = phase !== "idle" || flow.holding;

  const onSubmit = handleSubmit(
    async ({ name, email, password: chosen, userType }) => {
      setFormError(null);
      setPhase("creating");
      flow.hold();
      try {
        if (referralCode.trim()) await noteReferralCode(referralCode.trim());
        await signUp(email, chosen, kind ?? userType, name);
      } catch (error) {
        flow.release();
        setPhase("idle");
        const problem = describeAuthError(error);
        void notify.error(problem.message);
        if (problem.field) {
          setError(problem.field, { type: "server", message: problem.message });
          setFocus(problem.field);
        } else {
          setFormError(problem.message);
        }
        return;
      }
      void notify.success(SIGN_UP_SUCCESS);
      setPhase("signing-in");
      try {
        const user = await signIn(email, chosen);
        if (user.is_admin) flow.release();
        else flow.moveTo(landingAfterSignUp(user));
      } catch {
        // Same screen whatever the reason: it must not tell whether the address already had an account.
        flow.release();
        setPhase("idle");
        setSentTo(email);
      }
    },
    () => {
      const { email, password: chosen } = getValues();
      setFormError(email.trim() === "" || chosen.trim() === "" ? MISSING_CREDENTIALS : null);
    },
  );

  if (sentTo) return <CheckEmail email={sentTo} level={statusLevel} />;

  return (
    <div className="grid gap-6">
      {header}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={pending}>
        {formError && <FormAlert title="We couldn't create your account">{formError}</FormAlert>}
        <FormField
          label={chosenKind === "couple" ? "Your names" : "Your name"}
          hint={chosenKind === "couple" ? "As venues and vendors will see you, e.g. Maya & Theo." : "The name couples and our team will see on your messages."}
          error={errors.name?.message}
        >
          {(ids) => <Input {...ids} {...nameField} autoComplete="name" />}
        </FormField>
        <FormField label="Email address" error={errors.email?.message}>
          {(ids) => <Input {...ids} {...emailField} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <NewPasswordField label="Password" value={password} error={errors.password?.message} registration={passwordField} />
        {!kind && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-foreground">I'm joining as</legend>
            <div className="grid grid-cols-3 gap-2">
              {KIND_CHOICES.map(({ value, label, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    "flex cursor-pointer flex-col items-center gap-1.5 rounded-[var(--radius)] border border-input bg-card px-2 py-3 text-center text-sm font-medium transition-colors hover:border-primary/50",
                    "has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
                  )}
                >
                  <input type="radio" value={value} {...register("userType")} className="sr-only" />
                  <Icon className="size-5" aria-hidden="true" />
                  <span className="leading-tight">{label}</span>
                </label>
              ))}
            </div>
            <p className="text-sm text-muted-foreground">
              Not sure?{" "}
              <Link to="/join" className="font-semibold text-primary underline-offset-4 hover:underline">
                See what each account includes
              </Link>
            </p>
          </fieldset>
        )}
        {chosenKind !== "couple" && (
          <FormField label="Referral code (optional)" hint="From the person who told you about Serviceberry, if they gave you one.">
            {(ids) => <Input {...ids} value={referralCode} onChange={(event) => setReferralCode(event.target.value)} autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={40} />}
          </FormField>
        )}
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {phase === "creating" ? "Creating your account..." : pending ? "Signing in..." : "Create account"}
        </Button>
        <p className="text-center text-xs leading-relaxed text-muted-foreground">
          By creating an account you agree to our{" "}
          <Link to="/terms" className="underline underline-offset-2 hover:text-foreground">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </div>
  );
}

/** The neutral next step when signing in straight after sign-up did not work. */
function CheckEmail({ email, level }: { email: string; level: 1 | 2 }) {
  return (
    <div className="grid gap-6">
      <CardHeading
        icon={MailCheck}
        tone="success"
        level={level}
        focusOnMount
        title="Check your email"
        lead={
          <p>
            We sent a message to <strong className="font-semibold wrap-anywhere text-foreground">{email}</strong> with your next
            step. If you already have a Serviceberry account, you can sign in instead.
          </p>
        }
      />
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to="/auth?mode=signin">Sign in</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to="/reset-password">Forgot your password?</Link>
        </Button>
      </div>
      <p className="text-center text-sm text-muted-foreground">Nothing there after a few minutes? Look in your spam or promotions folder.</p>
    </div>
  );
}
