import { useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Building2, CheckCircle2, MapPin, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { CITIES } from "@domain/cities";
import { CLAIM_ROLES, claimRoleLabel, venueClaimSchema, type VenueClaimInput } from "@domain/venue-owner";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { formatDateTime } from "@web/lib/labels";
import { LoadError } from "@web/components/LoadError";
import { applyServerErrors } from "@web/lib/forms";
import { claimQueries, useSendClaim } from "./api";
import { FormAlert } from "@web/components/FormAlert";
import { AccountGate } from "@web/components/AccountGate";
import { ownerGate } from "../venue-owner";
import { ClaimStatus } from "./ClaimStatus";

type Claimable = { id: string; name: string; city: string; neighborhood: string; address: string; cover: string | null };
const cityName = (id: string) => CITIES.find((c) => c.id === id)?.displayName ?? id;

/** /venue/claim: find an unowned catalog listing, ask to manage it with proof; see my claims. */
export default function ClaimVenuePage() {
  usePageTitle("Claim your venue");
  return <AccountGate {...ownerGate("claim your venue")}>{() => <ClaimVenue />}</AccountGate>;
}

function ClaimVenue() {
  const [chosen, setChosen] = useState<Claimable | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const mine = useQuery(claimQueries.mine());
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  return (
    <div className="container-page grid max-w-4xl gap-8 py-10 pb-[var(--space-section)] [&>*]:min-w-0">
      <div className="grid gap-3">
        <Link to="/venue-owner-dashboard" className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Venue dashboard
        </Link>
        <h1 className="text-title font-semibold leading-tight">Claim your venue</h1>
        <p className="max-w-2xl text-muted-foreground">
          Is your venue already on Serviceberry? Find it, tell us how we can verify you work there, and our team hands the listing over, usually within two
          working days.
        </p>
      </div>

      {submitted ? (
        <div ref={successRef} tabIndex={-1} role="status" className="grid gap-3 rounded-[var(--radius-lg)] border border-accent-strong/40 bg-accent p-6 text-accent-foreground outline-none">
          <p className="flex items-center gap-2 font-display text-2xl font-semibold">
            <CheckCircle2 className="size-6" aria-hidden="true" />
            Claim sent for {submitted}
          </p>
          <p>We'll check it and email you when it's decided. You can follow it under "Your claims" below.</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setSubmitted(null);
                setChosen(null);
              }}
            >
              Claim another venue
            </Button>
          </div>
        </div>
      ) : chosen ? (
        <ClaimForm
          venue={chosen}
          onCancel={() => setChosen(null)}
          onDone={() => {
            setSubmitted(chosen.name);
          }}
        />
      ) : (
        <VenueSearch onChoose={setChosen} />
      )}

      <section aria-labelledby="claims-heading" className="grid gap-4">
        <h2 id="claims-heading" className="text-heading font-semibold">
          Your claims
        </h2>
        {mine.isPending && <Spinner label="Loading your claims..." className="py-6" />}
        {mine.error && <LoadError message={mine.error.message} onRetry={() => void mine.refetch()} />}
        {mine.data && mine.data.claims.length === 0 && <p className="text-muted-foreground">You haven't claimed a venue yet.</p>}
        {mine.data && mine.data.claims.length > 0 && (
          <ul className="grid gap-3">
            {mine.data.claims.map((claim) => (
              <li key={claim.id} className="flex flex-col gap-2 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold">{claim.venue.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {claimRoleLabel(claim.role)} · sent {formatDateTime(claim.createdAt)}
                  </p>
                  {claim.status === "rejected" && claim.decisionNote && <p className="mt-1 text-sm">Our note: {claim.decisionNote}</p>}
                </div>
                <ClaimStatus status={claim.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function VenueSearch({ onChoose }: { onChoose(venue: Claimable): void }) {
  const id = useId();
  // A venue page's "claim this listing" link arrives with the venue's name already searched.
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get("q")?.slice(0, 200) ?? "");
  const [q, setQ] = useState(() => params.get("q")?.trim().slice(0, 200) ?? "");
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  const results = useQuery(claimQueries.claimable(q));

  return (
    <Card className="grid min-w-0 gap-5 p-5 sm:p-8 [&>*]:min-w-0">
      <form role="search" className="grid gap-1.5" onSubmit={(event) => (event.preventDefault(), setQ(text.trim()))}>
        <Label htmlFor={id}>Venue name</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id={id} type="search" value={text} maxLength={200} placeholder="Start typing your venue's name" onChange={(e) => setText(e.target.value)} className="pl-10" />
        </div>
      </form>
      <div aria-live="polite" aria-busy={results.isPlaceholderData}>
        {results.isPending && <Spinner label="Searching..." className="py-6" />}
        {results.error && <LoadError message={results.error.message} onRetry={() => void results.refetch()} />}
        {results.data && results.data.venues.length === 0 && (
          <div className="grid gap-2 rounded-[var(--radius)] bg-muted p-5 text-sm">
            <p className="font-medium">{q ? `No unclaimed venue matches “${q}”.` : "Every venue in our catalog has been claimed."}</p>
            <p className="text-muted-foreground">
              Not in our catalog yet?{" "}
              <Link to="/add-venue" className="font-medium text-primary underline underline-offset-4">
                Add your venue
              </Link>{" "}
              instead. Already managed by someone else? Tell us through the{" "}
              <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
                contact page
              </Link>
              .
            </p>
          </div>
        )}
        {results.data && results.data.venues.length > 0 && (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Unclaimed venues">
            {results.data.venues.map((venue) => (
              <li key={venue.id} className="flex items-center gap-4 rounded-[var(--radius)] border border-border p-3">
                {venue.cover ? (
                  <img src={venue.cover} alt="" className="size-16 shrink-0 rounded-[var(--radius-sm)] bg-muted object-cover" />
                ) : (
                  <span className="grid size-16 shrink-0 place-items-center rounded-[var(--radius-sm)] bg-muted text-muted-foreground">
                    <Building2 className="size-6" aria-hidden="true" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{venue.name}</p>
                  <p className="flex items-start gap-1 text-sm text-muted-foreground">
                    <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    {venue.neighborhood ? `${venue.neighborhood}, ` : ""}
                    {cityName(venue.city)}
                  </p>
                </div>
                <Button size="sm" variant="secondary" onClick={() => onChoose(venue)} aria-label={`Claim ${venue.name}`}>
                  Claim
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

type FormValues = z.input<typeof venueClaimSchema>;

function ClaimForm({ venue, onCancel, onDone }: { venue: Claimable; onCancel(): void; onDone(): void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, VenueClaimInput>({
    resolver: zodResolver(venueClaimSchema),
    defaultValues: { venueId: venue.id, role: "", phone: "", proof: "" },
  });

  const sending = useSendClaim();
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sending.mutateAsync(values);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors<FormValues>(error, ["role", "phone", "proof"], setError));
    }
  });

  return (
    <Card className="grid min-w-0 gap-6 p-5 sm:p-8 [&>*]:min-w-0">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-heading font-semibold outline-none">
          Claim {venue.name}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {venue.address} · {cityName(venue.city)}
        </p>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Your role at the venue" error={errors.role?.message}>
            {(ids) => (
              <NativeSelect {...ids} {...register("role")}>
                <option value="">Choose your role</option>
                {CLAIM_ROLES.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Phone" hint="We may call to verify." error={errors.phone?.message}>
            {(ids) => <Input {...ids} type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />}
          </FormField>
        </div>
        <FormField
          label="How can we verify you?"
          hint="For example: write to you at an address on the venue's own website, your business license number, or a page that lists you as staff."
          error={errors.proof?.message}
        >
          {(ids) => <Textarea {...ids} rows={5} maxLength={2000} {...register("proof")} />}
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end")}>
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Choose another venue
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send claim"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
