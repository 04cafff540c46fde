import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CITIES } from "@domain/cities";
import { formatPhone } from "@domain/phone";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { VENDOR_STYLES, vendorProfileSchema, type VendorProfileInput } from "@domain/vendors";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { applyServerErrors, useWarnBeforeUnload } from "@web/lib/forms";

type FormValues = z.input<typeof vendorProfileSchema>;
const FIELDS = ["businessName", "category", "city", "citiesServed", "summary", "description", "startingPrice", "styles", "yearsInBusiness", "responseTimeHours", "website", "phone"] as const;

export const EMPTY_PROFILE: FormValues = {
  businessName: "",
  category: "photographers",
  city: "columbus",
  citiesServed: [],
  summary: "",
  description: "",
  startingPrice: "",
  styles: [],
  yearsInBusiness: "",
  responseTimeHours: 24,
  website: "",
  phone: "",
};

/** The dashboard's profile as form values. */
export function profileValues(profile: Omit<VendorProfileInput, "category" | "city" | "citiesServed" | "styles"> & { category: string; city: string; citiesServed: string[]; styles: string[] }): FormValues {
  return { ...profile, phone: profile.phone ? formatPhone(profile.phone) : "" } as FormValues;
}

interface ProfileFormProps {
  initial: FormValues;
  submitLabel: string;
  onSubmit(values: VendorProfileInput): Promise<unknown>;
  onDirtyChange?(dirty: boolean): void;
}

/** The business profile couples read: the same schema the server validates with. */
export function ProfileForm({ initial, submitLabel, onSubmit, onDirtyChange }: ProfileFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, VendorProfileInput>({ resolver: zodResolver(vendorProfileSchema), defaultValues: initial });
  useWarnBeforeUnload(isDirty);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const summaryLength = watch("summary")?.length ?? 0;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      reset(values);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-3xl gap-5" aria-label="Business profile">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField label="Business name" error={errors.businessName?.message}>
        {(ids) => <Input {...ids} {...register("businessName")} autoComplete="organization" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register("category")}>
              {VENDOR_CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Home city" error={errors.city?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register("city")}>
              {CITIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.displayName}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <CheckboxGroup legend="Cities you serve" hint="Your home city is always included." error={errors.citiesServed?.message}>
        {CITIES.map((c) => (
          <Check key={c.id} label={c.displayName} value={c.id} {...register("citiesServed")} />
        ))}
      </CheckboxGroup>
      <FormField label="Summary" error={errors.summary?.message} hint={`A sentence or two for cards and search (${summaryLength}/280).`}>
        {(ids) => <Textarea {...ids} rows={2} maxLength={280} {...register("summary")} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message} hint="What you do, how you work, what couples can expect.">
        {(ids) => <Textarea {...ids} rows={7} maxLength={5000} {...register("description")} />}
      </FormField>
      <CheckboxGroup legend="Styles" hint="Up to four." error={errors.styles?.message}>
        {VENDOR_STYLES.map((s) => (
          <Check key={s.id} label={s.label} value={s.id} {...register("styles")} />
        ))}
      </CheckboxGroup>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Starting price ($)" error={errors.startingPrice?.message} hint="Your packages' lowest price replaces it.">
          {(ids) => <Input {...ids} inputMode="numeric" {...register("startingPrice")} />}
        </FormField>
        <FormField label="Years in business" error={errors.yearsInBusiness?.message}>
          {(ids) => <Input {...ids} inputMode="numeric" {...register("yearsInBusiness")} />}
        </FormField>
        <FormField label="Typical reply time (hours)" error={errors.responseTimeHours?.message}>
          {(ids) => <Input {...ids} inputMode="numeric" {...register("responseTimeHours")} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Website" error={errors.website?.message}>
          {(ids) => <Input {...ids} type="url" placeholder="https://" {...register("website")} />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...register("phone")} />}
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-fit">
        {isSubmitting ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}

function CheckboxGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <div className="flex flex-wrap gap-2">{children}</div>
      {error && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Check({ label, ...input }: { label: string } & React.ComponentProps<"input">) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-3.5 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary">
      <input type="checkbox" className="size-4 accent-[var(--primary)]" {...input} />
      {label}
    </label>
  );
}
