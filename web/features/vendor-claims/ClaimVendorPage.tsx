import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, Search } from "lucide-react";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { getCity, isCityId } from "@domain/cities";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { VENDOR_CLAIM_ROLES, vendorClaimSchema } from "@domain/vendors";
import { AccountGate } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/labels";
import { usePageTitle } from "@web/lib/page-head";
import { ClaimStatus } from "../venue-claims";
import { useSendVendorClaim, vendorClaimQueries } from "./api";

type Claimable = { id: string; businessName: string; category: string; city: string; summary: string };
const categoryName = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
const cityName = (id: string) => (isCityId(id) ? getCity(id).displayName : id);

/** /vendor/claim: find an unowned catalog profile, ask to manage it with proof; see my claims. */
export default function ClaimVendorPage() {
  usePageTitle("Claim your business");
  return (
    <AccountGate needs="vendor" adminsToo>
      {() => <ClaimVendor />}
    </AccountGate>
  );
}

function ClaimVendor() {
  const [chosen, setChosen] = useState<Claimable | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const mine = useQuery(vendorClaimQueries.mine());
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  return (
    <div className="container-page grid max-w-4xl gap-8 py-10 pb-[var(--space-section)] [&>*]:min-w-0">
      <div className="grid gap-3">
        <Link to="/vendor-dashboard" className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Vendor dashboard
        </Link>
        <h1 className="text-title font-semibold leading-tight">Claim your business</h1>
        <p className="max-w-2xl text-muted-foreground">
          Is your business already in our catalog? Find it, tell us how we can verify you work there, and our team hands the profile over, usually within two
          working days. Inquiries couples sent before then are waiting in it.
        </p>
      </div>
      {submitted ? (
        <div ref={successRef} tabIndex={-1} role="status" className="grid gap-3 rounded-[var(--radius-lg)] border border-accent-strong/40 bg-accent p-6 text-accent-foreground outline-none">
          <p className="flex items-center gap-2 font-display text-xl">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Claim sent for {submitted}
          </p>
          <p>We&rsquo;ve emailed you a receipt. You&rsquo;ll hear from us as soon as it&rsquo;s decided.</p>
          <Button variant="secondary" className="w-fit" onClick={() => (setSubmitted(null), setChosen(null))}>
            Claim another business
          </Button>
        </div>
      ) : chosen ? (
        <ClaimForm vendor={chosen} onBack={() => setChosen(null)} onSent={() => setSubmitted(chosen.businessName)} />
      ) : (
        <Finder onChoose={setChosen} />
      )}
      <section aria-labelledby="my-claims" className="grid gap-4">
        <h2 id="my-claims" className="text-heading font-semibold">
          Your claims
        </h2>
        {mine.isPending && <Spinner label="Loading your claims..." />}
        {mine.error && <LoadError message={mine.error.message} onRetry={() => void mine.refetch()} />}
        {mine.data && mine.data.claims.length === 0 && <p className="text-muted-foreground">You haven&rsquo;t claimed a business yet.</p>}
        {mine.data && mine.data.claims.length > 0 && (
          <ul className="grid gap-3">
            {mine.data.claims.map((claim) => (
              <li key={claim.id}>
                <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-semibold">{claim.vendor.businessName}</p>
                    <p className="text-sm text-muted-foreground">Sent {formatDateTime(claim.createdAt)}</p>
                    {claim.status === "rejected" && claim.decisionNote && <p className="mt-1 text-sm">Our note: {claim.decisionNote}</p>}
                  </div>
                  <ClaimStatus status={claim.status} />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Finder({ onChoose }: { onChoose(vendor: Claimable): void }) {
  const id = useId();
  const [q, setQ] = useState("");
  const deferred = useDeferredValue(q.trim());
  const results = useQuery({ ...vendorClaimQueries.claimable(deferred), enabled: deferred.length >= 2 });
  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-4">
      <h2 id={`${id}-h`} className="text-heading font-semibold">
        Find your business
      </h2>
      <div className="relative max-w-xl">
        <label htmlFor={id} className="sr-only">
          Business name
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id={id} value={q} onChange={(e) => setQ(e.target.value)} placeholder="Business name, at least 2 letters" className="pl-9" />
      </div>
      {deferred.length >= 2 && results.isPending && <Spinner label="Searching..." />}
      {results.error && <LoadError message={results.error.message} onRetry={() => void results.refetch()} />}
      {deferred.length >= 2 && results.data && (
        <ul className="grid gap-3" aria-label="Businesses you can claim" aria-busy={results.isPlaceholderData}>
          {results.data.vendors.length === 0 && (
            <li className="text-muted-foreground">
              No unclaimed business matches &ldquo;{deferred}&rdquo;. Not in our catalog?{" "}
              <Link to="/vendor-dashboard" className="text-primary underline underline-offset-4">
                Create your profile instead
              </Link>
              .
            </li>
          )}
          {results.data.vendors.map((vendor) => (
            <li key={vendor.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold">{vendor.businessName}</p>
                  <p className="text-sm text-muted-foreground">
                    {categoryName(vendor.category)} · {cityName(vendor.city)}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => onChoose(vendor)} aria-label={`Claim ${vendor.businessName}`}>
                  Claim this business
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Field = "role" | "phone" | "proof";

function ClaimForm({ vendor, onBack, onSent }: { vendor: Claimable; onBack(): void; onSent(): void }) {
  const [values, setValues] = useState({ role: "owner", phone: "", proof: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendVendorClaim();
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  return (
    <Card className="grid gap-5 p-5 sm:p-7">
      <div>
        <p className="text-sm text-muted-foreground">Claiming</p>
        <h2 className="text-heading font-semibold">{vendor.businessName}</h2>
        <p className="text-sm text-muted-foreground">
          {categoryName(vendor.category)} · {cityName(vendor.city)}
        </p>
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setFormError(null);
          const parsed = vendorClaimSchema.safeParse({ vendorId: vendor.id, ...values });
          if (!parsed.success) {
            setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
            return;
          }
          setErrors({});
          send.mutate(parsed.data, {
            onSuccess: onSent,
            onError: (e) => {
              const fields = e.fields ?? {};
              setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]])));
              if (Object.keys(fields).length === 0) setFormError(e.message);
            },
          });
        }}
      >
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Your role" error={errors.role}>
            {(ids) => (
              <NativeSelect {...ids} value={values.role} onChange={set("role")}>
                {VENDOR_CLAIM_ROLES.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Phone we can call" error={errors.phone}>
            {(ids) => <Input {...ids} type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} />}
          </FormField>
        </div>
        <FormField label="How can we verify you?" error={errors.proof} hint="For example: an email from your business's own web address, or where your name appears on your website.">
          {(ids) => <Textarea {...ids} rows={4} maxLength={2000} value={values.proof} onChange={set("proof")} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onBack}>
            Back to search
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send claim"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
