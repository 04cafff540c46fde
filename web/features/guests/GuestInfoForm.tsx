import { CheckCircle2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { addressSubmissionSchema, registrationSchema, type RegistrationValues } from "@domain/guests";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";

type Fields = Record<string, string>;
const ADDRESS_FIELDS = ["firstName", "lastName", "email", "addressLine1", "addressLine2", "city", "state", "postalCode"] as const;
const LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  addressLine1: "Street address",
  addressLine2: "Apartment, suite (optional)",
  city: "City",
  state: "State",
  postalCode: "ZIP code",
};
const AUTOCOMPLETE: Record<string, string> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  addressLine1: "address-line1",
  addressLine2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  postalCode: "postal-code",
};

export function Thanks({ title, body }: { title: string; body: string }) {
  return (
    <div role="status" className="grid justify-items-center gap-3 rounded-[var(--radius-lg)] border border-accent bg-card p-8 text-center">
      <CheckCircle2 className="size-8 text-accent-strong" aria-hidden="true" />
      <p className="font-display text-xl font-semibold">{title}</p>
      <p className="text-muted-foreground">{body}</p>
    </div>
  );
}

/** The shared form of both pages: name, email, mailing address (and, for registration, the party). */
export function GuestInfoForm({
  registration,
  onSubmit,
  pending,
}: {
  registration: boolean;
  /** What the person typed; the address page's schema reads the same fields without the party. */
  onSubmit(values: RegistrationValues): Promise<void>;
  pending: boolean;
}) {
  const [values, setValues] = useState<Fields>({ country: "United States" });
  const [party, setParty] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const schema = registration ? registrationSchema : addressSubmissionSchema;
  const submit = async () => {
    setFormError(null);
    const input: RegistrationValues = {
      firstName: values.firstName ?? "",
      lastName: values.lastName ?? "",
      email: values.email ?? "",
      addressLine1: values.addressLine1 ?? "",
      addressLine2: values.addressLine2 ?? "",
      city: values.city ?? "",
      state: values.state ?? "",
      postalCode: values.postalCode ?? "",
      country: values.country ?? "United States",
      ...(registration
        ? {
            partyNames: party
              .split("\n")
              .map((n) => n.trim())
              .filter(Boolean),
            note,
          }
        : {}),
    };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: Fields = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onSubmit(input);
    } catch (e) {
      const error = toRequestError(e);
      const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : error.message);
    }
  };
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {ADDRESS_FIELDS.map((field) => (
        <div key={field} className={field === "addressLine1" || field === "email" ? "sm:col-span-2" : undefined}>
          <FormField label={field === "email" && !registration ? "Email (optional)" : LABELS[field]!} error={errors[field]}>
            {(ids) => (
              <Input
                {...ids}
                type={field === "email" ? "email" : "text"}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field] ?? ""}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
            )}
          </FormField>
        </div>
      ))}
      {registration && (
        <>
          <div className="sm:col-span-2">
            <FormField label="Who else is coming with you (optional)" hint="One full name a line." error={errors.partyNames}>
              {(ids) => <Textarea {...ids} rows={3} value={party} onChange={(e) => setParty(e.target.value)} />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="A note for the couple (optional)" error={errors.note}>
              {(ids) => <Textarea {...ids} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
            </FormField>
          </div>
        </>
      )}
      {formError && (
        <div className="sm:col-span-2">
          <FormAlert>{formError}</FormAlert>
        </div>
      )}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : registration ? "Ask to join the guest list" : "Send my address"}
        </Button>
      </div>
    </form>
  );
}

export function Shell({ eyebrow, couple, intro, children }: { eyebrow: string; couple: string; intro: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-2xl py-10 sm:py-14">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">{eyebrow}</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">{couple}</h1>
        <p className="mt-3 text-muted-foreground">{intro}</p>
      </header>
      <Card className="mt-8 p-5 sm:p-8">{children}</Card>
    </div>
  );
}

