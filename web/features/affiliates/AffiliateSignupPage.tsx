import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { AFFILIATE_PITCH_MAX, AFFILIATE_STATUS_LABELS, affiliateApplicationSchema, type AffiliateStatus } from "@domain/affiliates";
import { AccountGate } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { useAuth } from "@web/lib/auth";
import { usePageHead } from "@web/lib/page-head";
import { affiliateQueries, useApplyAsAffiliate } from "./api";

/** /affiliate-signup: one application per account (confirmed email), then where it stands. */
export default function AffiliateSignupPage() {
  usePageHead({ title: "Apply to be an affiliate", description: "Apply to Serviceberry's affiliate program: tell us who you'll share Serviceberry with.", canonicalPath: "/affiliate-signup" });
  return (
    <div className="container-page max-w-3xl py-[var(--space-section)]">
      <h1 className="text-title font-semibold leading-tight">Apply to be an affiliate</h1>
      <p className="mt-3 text-muted-foreground">
        Any Serviceberry account with a confirmed email address can apply, once. Read{" "}
        <Link to="/affiliate-program" className="text-primary underline underline-offset-4">
          the program and its terms
        </Link>{" "}
        first.
      </p>
      <div className="mt-8">
        <AccountGate
          verifiedEmail
          signedOut={{ title: "Sign in to apply", body: "Affiliates apply from a Serviceberry account, where their dashboard will live. Any kind of account works." }}
          unverified={() => ({ title: "Confirm your email address first", body: "Open the link we emailed you when you signed up, then come back to apply." })}
        >
          {() => <ApplicationArea />}
        </AccountGate>
      </div>
    </div>
  );
}

function ApplicationArea() {
  const { isAdmin } = useAuth();
  const dashboard = useQuery(affiliateQueries.dashboard());
  if (isAdmin) return <p className="text-muted-foreground">Admins review affiliate applications in the admin area; an admin account can't be an affiliate.</p>;
  return (
    <Loaded query={dashboard} loadingLabel="Loading your application..." errorMessage="We couldn't load your application.">
      {(data) => (data.application ? <Submitted status={data.application.status} /> : <ApplicationForm />)}
    </Loaded>
  );
}

function Submitted({ status }: { status: AffiliateStatus }) {
  return (
    <Card className="p-6 sm:p-8" role="status" data-testid="affiliate-status">
      <CircleCheck className="size-8 text-success" aria-hidden="true" />
      <h2 className="mt-4 text-heading font-semibold">Your application: {AFFILIATE_STATUS_LABELS[status]}</h2>
      <p className="mt-2 text-muted-foreground">
        {status === "approved"
          ? "You're in. Your link, your code and everything they earn are on your affiliate dashboard."
          : status === "pending"
            ? "An admin reads every application. Your affiliate dashboard shows where yours stands."
            : "We couldn't approve this application. If you'd like to know more, ask Grace to open a ticket for our team."}
      </p>
      <Button asChild className="mt-5">
        <Link to="/affiliate-dashboard">Open your affiliate dashboard</Link>
      </Button>
    </Card>
  );
}

function ApplicationForm() {
  const apply = useApplyAsAffiliate();
  const { user } = useAuth();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(affiliateApplicationSchema),
    defaultValues: { name: "", website: "", audience: "", payoutEmail: user?.email ?? "", agreeToTerms: false },
  });
  const pitchLength = watch("audience")?.length ?? 0;
  return (
    <Card className="p-6 sm:p-8">
      <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => apply.mutate(values))}>
        {apply.error && <FormAlert title="Your application wasn't sent">{apply.error.message}</FormAlert>}
        <FormField label="Your name or business" error={errors.name?.message}>
          {(ids) => <Input {...ids} {...register("name")} autoComplete="name" />}
        </FormField>
        <FormField label="Website or social profile (optional)" error={errors.website?.message} hint="Where people know you from, starting with https://">
          {(ids) => <Input {...ids} {...register("website")} type="url" inputMode="url" autoComplete="url" placeholder="https://" />}
        </FormField>
        <FormField
          label="Who you'll tell, and how"
          error={errors.audience?.message}
          hint="The vendors and venues you know, and where you'll share your link: a newsletter, a class, your clients."
          trailing={<span className="text-xs tabular-nums text-muted-foreground">{pitchLength}/{AFFILIATE_PITCH_MAX}</span>}
        >
          {(ids) => <Textarea {...ids} {...register("audience")} rows={5} />}
        </FormField>
        <FormField label="Payout email" error={errors.payoutEmail?.message} hint="Where we send your payouts. Accounts signed up with this address never earn a commission.">
          {(ids) => <Input {...ids} {...register("payoutEmail")} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
        </FormField>
        <div className="grid gap-1">
          <label className="flex items-start gap-3">
            <input type="checkbox" {...register("agreeToTerms")} className="mt-1 size-5 accent-primary" />
            <span>
              I've read and agree to the{" "}
              <Link to="/affiliate-program" className="text-primary underline underline-offset-4">
                affiliate program terms
              </Link>
              .
            </span>
          </label>
          {errors.agreeToTerms && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.agreeToTerms.message}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" size="lg" disabled={apply.isPending}>
            {apply.isPending ? "Sending..." : "Send my application"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
