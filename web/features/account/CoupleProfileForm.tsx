import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { coupleProfileSchema, VENUE_STATUSES, WEDDING_STYLES, type CoupleProfileInput } from "@domain/account";
import { CITIES, isCityId } from "@domain/cities";
import { Button } from "@web/components/ui/button";
import { CharacterCount, FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { useCity } from "@web/lib/city";
import { cn } from "@web/lib/cn";
import { isFlagOn } from "@web/lib/flags";
import { notify } from "@web/lib/toast";
import { FIELD_SCROLL_MARGINS, FieldGroup } from "@web/components/FieldGroup";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { applyServerErrors, blankToNull } from "@web/lib/forms";
import { useUnsavedChangesPrompt } from "@web/lib/unsaved-changes";
import { VENUE_STATUS_LABELS, WEDDING_STYLE_LABELS } from "@web/lib/labels";
import { accountQueries, useSaveCoupleProfile } from "./api";

type FormValues = z.input<typeof coupleProfileSchema>;
/** The profile as GET and PUT answer it (every column, null when not set). */
type Profile = Record<keyof CoupleProfileInput, string | number | null>;

const QUICK_FIELDS = ["partner1Name", "partner2Name", "weddingDate", "guestCount", "city"] as const;
const ALL_FIELDS = [...QUICK_FIELDS, "weddingStyle", "ceremonyType", "venueStatus", "colorPalette", "notes"] as const;
type ProfileField = (typeof ALL_FIELDS)[number];

/** The fields a variant shows and sends; without the venue box, a stored venue status is left as it is. */
function fieldsFor(variant: "quick" | "full"): readonly ProfileField[] {
  if (variant === "quick") return QUICK_FIELDS;
  return isFlagOn("venue_pref_box_removed") ? ALL_FIELDS.filter((field) => field !== "venueStatus") : ALL_FIELDS;
}
const NOTES_MAX = 2000;
/** A field that gets focus (an error, Tab) scrolls clear of the sticky header and the sticky save bar. */

/** Form values from the stored profile: text fields as strings, "not set" selects and numbers as null. */
function toFormValues(profile: Profile | null): FormValues {
  const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
  const orNull = (value: string | number | null | undefined) => (value == null ? null : String(value));
  return {
    partner1Name: text(profile?.partner1Name),
    partner2Name: text(profile?.partner2Name),
    weddingDate: orNull(profile?.weddingDate),
    guestCount: orNull(profile?.guestCount),
    // Stored values came through the same schema, so they are among its options.
    city: orNull(profile?.city) as FormValues["city"],
    weddingStyle: orNull(profile?.weddingStyle) as FormValues["weddingStyle"],
    ceremonyType: text(profile?.ceremonyType),
    venueStatus: orNull(profile?.venueStatus) as FormValues["venueStatus"],
    colorPalette: text(profile?.colorPalette),
    notes: text(profile?.notes),
  };
}

interface CoupleProfileFormProps {
  /** "quick": the five first-step fields of /couple-welcome; "full": every field of the profile. */
  variant: "quick" | "full";
  submitLabel?: string;
  onSaved?(profile: Profile): void;
  onDirtyChange?(dirty: boolean): void;
}

/** The couple's wedding profile: loaded with GET and saved with PUT /api/account/couple-profile. */
export function CoupleProfileForm(props: CoupleProfileFormProps) {
  const profile = useQuery(accountQueries.coupleProfile());
  return (
    <Loaded query={profile} loadingLabel="Loading your profile..." errorMessage="We couldn't load your profile.">
      {(data) => <ProfileForm {...props} initial={data.profile} />}
    </Loaded>
  );
}

function ProfileForm({ variant, submitLabel = "Save profile", onSaved, onDirtyChange, initial }: CoupleProfileFormProps & { initial: Profile | null }) {
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCoupleProfile();
  const { chooseCity } = useCity();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, CoupleProfileInput>({
    resolver: zodResolver(coupleProfileSchema),
    defaultValues: toFormValues(initial),
  });
  const fields = fieldsFor(variant);
  const leavePrompt = useUnsavedChangesPrompt(isDirty, "your changes to the wedding profile");
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // The quick form sends only its own fields, so it never clears the rest of the profile.
    const body = Object.fromEntries(fields.map((field) => [field, values[field]])) as CoupleProfileInput;
    try {
      const { profile } = await save.mutateAsync(body);
      reset(toFormValues(profile));
      // The wedding's city becomes the site's selected city: the home, the venues and June follow it.
      if (isCityId(profile.city)) chooseCity(profile.city);
      void notify.success("Profile saved");
      onSaved?.(profile);
    } catch (error) {
      setFormError(applyServerErrors<FormValues>(error, fields, setError));
    }
  });

  const nullable = { setValueAs: blankToNull };
  const notesLength = watch("notes")?.length ?? 0;

  const coreFields = (
    <>
      <FormField label="Partner 1's name" error={errors.partner1Name?.message}>
        {(ids) => <Input {...ids} autoComplete="given-name" {...register("partner1Name")} />}
      </FormField>
      <FormField label="Partner 2's name" error={errors.partner2Name?.message}>
        {(ids) => <Input {...ids} autoComplete="off" {...register("partner2Name")} />}
      </FormField>
      <FormField label="Wedding date" hint="Not decided yet? Leave it empty." error={errors.weddingDate?.message}>
        {(ids) => <Input {...ids} type="date" min="1900-01-01" max="2100-12-31" {...register("weddingDate", nullable)} />}
      </FormField>
      <FormField label="Guest count" hint="Your best guess is fine." error={errors.guestCount?.message}>
        {(ids) => <Input {...ids} type="number" inputMode="numeric" min={0} max={2000} step={1} {...register("guestCount", nullable)} />}
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...register("city", nullable)}>
            <option value="">Not chosen yet</option>
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.displayName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={cn("grid gap-8", FIELD_SCROLL_MARGINS)}>
      {variant === "quick" ? (
        <div className="grid gap-5 sm:grid-cols-2">{coreFields}</div>
      ) : (
        <>
          <FieldGroup legend="The two of you and the day" description="June uses these to plan with you: countdowns, guest numbers, local venues.">
            {coreFields}
          </FieldGroup>
          <FieldGroup legend="Style and details" description="Optional, and easy to change as your plans take shape.">
            <FormField label="Wedding style" error={errors.weddingStyle?.message}>
              {(ids) => (
                <NativeSelect {...ids} {...register("weddingStyle", nullable)}>
                  <option value="">Not chosen yet</option>
                  {WEDDING_STYLES.map((style) => (
                    <option key={style} value={style}>
                      {WEDDING_STYLE_LABELS[style]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {fields.includes("venueStatus") && (
              <FormField label="Venue search" error={errors.venueStatus?.message}>
                {(ids) => (
                  <NativeSelect {...ids} {...register("venueStatus", nullable)}>
                    <option value="">Not started</option>
                    {VENUE_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {VENUE_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
            <FormField label="Ceremony type" hint="For example religious, civil, or a friend officiating." error={errors.ceremonyType?.message}>
              {(ids) => <Input {...ids} {...register("ceremonyType")} />}
            </FormField>
            <FormField label="Color palette" hint="For example sage, ivory and plum." error={errors.colorPalette?.message}>
              {(ids) => <Input {...ids} {...register("colorPalette")} />}
            </FormField>
            <div className="sm:col-span-2">
              <FormField
                label="Notes"
                hint="Traditions, accessibility needs, must-haves: anything June should keep in mind."
                error={errors.notes?.message}
                trailing={<CharacterCount length={notesLength} max={NOTES_MAX} />}
              >
                {(ids) => <Textarea {...ids} rows={5} {...register("notes")} />}
              </FormField>
            </div>
          </FieldGroup>
        </>
      )}

      {formError && <FormAlert>{formError}</FormAlert>}

      <SaveBar
        dirty={isDirty}
        sticky={variant === "full"}
        submitting={isSubmitting}
        submitLabel={submitLabel}
        onDiscard={() => reset()}
      />
      {leavePrompt}
    </form>
  );
}


/** The form's one primary action, with the unsaved-changes state beside it. */
export function SaveBar({
  dirty,
  submitting,
  submitLabel,
  onDiscard,
  sticky = false,
}: {
  dirty: boolean;
  submitting: boolean;
  submitLabel: string;
  onDiscard(): void;
  sticky?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between",
        // Without the redundant boxes, the bar is boxed only when there is something to save.
        sticky && (dirty || !isFlagOn("profile_redundant_boxes_removed")) && "rounded-[var(--radius-lg)] border border-border bg-muted/60 p-3 pl-5 max-sm:pl-3",
        // With unsaved changes on a long form, the bar follows the reader down the page (from md up: on a
        // phone it would cover the field being edited).
        sticky && dirty && "md:sticky md:bottom-4 md:z-10 md:border-primary/30 md:bg-card/95 md:shadow-lift md:backdrop-blur",
      )}
    >
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {dirty ? (
          <span className="inline-flex items-center gap-2 font-medium text-foreground">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            You have unsaved changes
          </span>
        ) : (
          "No unsaved changes"
        )}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {dirty && (
          <Button variant="ghost" onClick={onDiscard} disabled={submitting}>
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
        </Button>
      </div>
    </div>
  );
}
