import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { CITIES } from "@domain/cities";
import { GIVE_BACK_NEEDS, GIVE_BACK_STATUS_LABELS, GIVE_BACK_STORY_MAX, GIVE_BACK_STORY_MIN, giveBackApplicationSchema, type GiveBackStatus } from "@domain/give-back";
import { AccountGate } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { usePageHead } from "@web/lib/page-head";
import { giveBackQueries, useApply } from "./api";

/** /give-back-application: a couple's one application (verified email), then its status. */
export default function GiveBackApplicationPage() {
  usePageHead({ title: "Apply for the give-back wedding", description: "Tell us your story to apply for the wedding Serviceberry vendors give each year.", canonicalPath: "/give-back-application" });
  return (
    <div className="container-page max-w-3xl py-[var(--space-section)]">
      <h1 className="text-title font-semibold leading-tight">Apply for the give-back wedding</h1>
      <p className="mt-3 text-muted-foreground">
        One application per couple, from a couple account with a confirmed email address. Read{" "}
        <Link to="/give-back-wedding" className="text-primary underline underline-offset-4">
          how the give-back wedding works
        </Link>{" "}
        first.
      </p>
      <div className="mt-8">
        <AccountGate needs="couple" verifiedEmail>
          {() => <ApplicationArea />}
        </AccountGate>
      </div>
    </div>
  );
}

function ApplicationArea() {
  const mine = useQuery(giveBackQueries.application());
  return (
    <Loaded query={mine} loadingLabel="Loading your application..." errorMessage="We couldn't load your application.">
      {(data) => (data.application ? <Submitted status={data.application.status} /> : <ApplicationForm />)}
    </Loaded>
  );
}

function Submitted({ status }: { status: string }) {
  const label = GIVE_BACK_STATUS_LABELS[status as GiveBackStatus] ?? status;
  return (
    <Card className="p-6 sm:p-8" role="status" data-testid="give-back-status">
      <CircleCheck className="size-8 text-success" aria-hidden="true" />
      <h2 className="mt-4 text-heading font-semibold">Your application: {label}</h2>
      <p className="mt-2 text-muted-foreground">Our team reads every application and may call or email you. This page shows where yours stands.</p>
    </Card>
  );
}

function ApplicationForm() {
  const apply = useApply();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(giveBackApplicationSchema),
    defaultValues: { partnerNames: "", story: "", weddingDate: "", city: "columbus", guestCount: 50, needs: [], consent: false },
  });
  const storyLength = watch("story")?.length ?? 0;
  return (
    <Card className="p-6 sm:p-8">
      <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => apply.mutate(values))}>
        {apply.error && <FormAlert title="Your application wasn't sent">{apply.error.message}</FormAlert>}
        <FormField label="Your names" error={errors.partnerNames?.message}>
          {(ids) => <Input {...ids} {...register("partnerNames")} autoComplete="name" placeholder="e.g. Jordan Lee and Casey Park" />}
        </FormField>
        <FormField
          label="Your story"
          error={errors.story?.message}
          hint={`Why a donated wedding would matter to you. ${GIVE_BACK_STORY_MIN} to ${GIVE_BACK_STORY_MAX} characters.`}
          trailing={<span className="text-xs tabular-nums text-muted-foreground">{storyLength}/{GIVE_BACK_STORY_MAX}</span>}
        >
          {(ids) => <Textarea {...ids} {...register("story")} rows={8} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Wedding date" error={errors.weddingDate?.message}>
            {(ids) => <Input {...ids} {...register("weddingDate")} type="date" />}
          </FormField>
          <FormField label="City" error={errors.city?.message}>
            {(ids) => (
              <NativeSelect {...ids} {...register("city")}>
                {CITIES.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.displayName}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Guests" error={errors.guestCount?.message}>
            {(ids) => <Input {...ids} {...register("guestCount")} type="number" inputMode="numeric" min={2} max={300} />}
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">What you need</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {GIVE_BACK_NEEDS.map((need) => (
              <label key={need.id} className="flex min-h-11 items-center gap-3">
                <input type="checkbox" value={need.id} {...register("needs")} className="size-5 accent-primary" />
                {need.label}
              </label>
            ))}
          </div>
          {errors.needs && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.needs.message}
            </p>
          )}
        </fieldset>
        <div className="grid gap-1">
          <label className="flex items-start gap-3">
            <input type="checkbox" {...register("consent")} className="mt-1 size-5 accent-primary" />
            <span>Our team and, if we are chosen, the vendors who plan our wedding may read this application.</span>
          </label>
          {errors.consent && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.consent.message}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" size="lg" disabled={apply.isPending}>
            {apply.isPending ? "Sending..." : "Send our application"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
