import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { businessProfileSchema, type BusinessProfileInput } from "@domain/account";
import { CITIES } from "@domain/cities";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { CharacterCount, FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/toast";
import { FIELD_SCROLL_MARGINS, FieldGroup } from "@web/components/FieldGroup";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { applyServerErrors, blankToNull, useWarnBeforeUnload } from "@web/lib/forms";
import { accountQueries, useSaveBusinessProfile } from "./api";
import { SaveBar } from "./CoupleProfileForm";
import { formatPhone } from "@domain/phone";

type FormValues = z.input<typeof businessProfileSchema>;
/** The profile as GET and PUT answer it (every column, null when not set). */
type Profile = Record<keyof BusinessProfileInput, string | null>;

const FIELDS = ["businessName", "contactName", "phone", "website", "city", "category", "description"] as const;
const DESCRIPTION_MAX = 2000;
/** Venue owners' business category is always this one. */
export const VENUE_CATEGORY = "venue";

function toFormValues(profile: Profile | null, fixedCategory: string | null): FormValues {
  return {
    businessName: profile?.businessName ?? "",
    contactName: profile?.contactName ?? "",
    phone: profile?.phone ? formatPhone(profile.phone) : "",
    website: profile?.website ?? "",
    // Stored values came through the same schema, so the city is one of its options.
    city: (profile?.city ?? null) as FormValues["city"],
    category: fixedCategory ?? profile?.category ?? "",
    description: profile?.description ?? "",
  };
}

interface BusinessProfileFormProps {
  kind: "vendor" | "venue_owner";
  onDirtyChange?(dirty: boolean): void;
}

/** Business basics of vendor and venue-owner accounts: GET and PUT /api/account/business-profile. */
export function BusinessProfileForm(props: BusinessProfileFormProps) {
  const profile = useQuery(accountQueries.businessProfile());
  return (
    <Loaded query={profile} loadingLabel="Loading your business profile..." errorMessage="We couldn't load your business profile.">
      {(data) => <Form {...props} initial={data.profile} />}
    </Loaded>
  );
}

function Form({ kind, onDirtyChange, initial }: BusinessProfileFormProps & { initial: Profile | null }) {
  const fixedCategory = kind === "venue_owner" ? VENUE_CATEGORY : null;
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBusinessProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, BusinessProfileInput>({
    resolver: zodResolver(businessProfileSchema),
    defaultValues: toFormValues(initial, fixedCategory),
  });
  useWarnBeforeUnload(isDirty);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const descriptionLength = watch("description")?.length ?? 0;
  const isVendor = kind === "vendor";

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { profile } = await save.mutateAsync({ ...values, category: fixedCategory ?? values.category });
      reset(toFormValues(profile, fixedCategory));
      void notify.success("Profile saved");
    } catch (error) {
      setFormError(applyServerErrors<FormValues>(error, FIELDS, setError));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={cn("grid gap-8", FIELD_SCROLL_MARGINS)}>
      <FieldGroup legend="Your business" description="Couples see these details when they find you on Serviceberry.">
        <FormField label={isVendor ? "Business name" : "Venue business name"} error={errors.businessName?.message}>
          {(ids) => <Input {...ids} autoComplete="organization" {...register("businessName")} />}
        </FormField>
        <FormField label="Contact name" error={errors.contactName?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register("contactName")} />}
        </FormField>
        {isVendor ? (
          <FormField label="Category" error={errors.category?.message}>
            {(ids) => (
              <NativeSelect {...ids} {...register("category")}>
                <option value="">Choose your category</option>
                {VENDOR_CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-foreground">Category</p>
            <p className="flex h-11 items-center rounded-[var(--radius)] border border-border bg-muted px-3.5 text-foreground">Venue</p>
          </div>
        )}
        <FormField label="City" error={errors.city?.message}>
          {(ids) => (
            <NativeSelect {...ids} {...register("city", { setValueAs: blankToNull })}>
              <option value="">Choose your city</option>
              {CITIES.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.displayName}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </FieldGroup>

      <FieldGroup legend="How couples reach you">
        <FormField label="Phone" hint="For example (614) 555-0142." error={errors.phone?.message}>
          {(ids) => <Input {...ids} type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />}
        </FormField>
        <FormField label="Website" hint="The full address, starting with https://" error={errors.website?.message}>
          {(ids) => <Input {...ids} type="url" autoComplete="url" inputMode="url" placeholder="https://" {...register("website")} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label="Description"
            hint={isVendor ? "What you offer, your style, and what couples love about working with you." : "Spaces, capacity, setting, and what makes a wedding here special."}
            error={errors.description?.message}
            trailing={<CharacterCount length={descriptionLength} max={DESCRIPTION_MAX} />}
          >
            {(ids) => <Textarea {...ids} rows={6} {...register("description")} />}
          </FormField>
        </div>
      </FieldGroup>

      {formError && <FormAlert>{formError}</FormAlert>}
      <SaveBar dirty={isDirty} submitting={isSubmitting} submitLabel="Save profile" onDiscard={() => reset()} sticky />
    </form>
  );
}
