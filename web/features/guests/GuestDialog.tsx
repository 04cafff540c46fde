import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { GUEST_SIDES, GUEST_TYPE_LABELS, GUEST_TYPES, guestSchema, RSVP_LABELS, RSVP_STATUSES, type GuestFormValues, type GuestInput } from "@domain/guests";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { isFlagOn } from "@web/lib/flags";
import { notify } from "@web/lib/toast";
import { guestQueries, useSaveGuest, type CoupleScope, type GuestView, type WeddingEventView } from "./api";
import { sideLabel, type CoupleNames } from "./labels";

/** The form's own values: text boxes hold strings; tags are typed comma-separated. */
interface FormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  side: string;
  guestType: string;
  rsvpStatus: string;
  tagsText: string;
  mealChoice: string;
  dietaryNeeds: string;
  accessibilityNeeds: string;
  plusOneAllowed: boolean;
  plusOneName: string;
  tableAssignment: string;
  notes: string;
  householdMode: "new" | "existing" | "current";
  householdId: string;
  householdName: string;
  mailingName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  eventIds: string[];
}

function initialState(guest: GuestView | null, events: WeddingEventView[]): FormState {
  const h = guest?.household;
  return {
    firstName: guest?.firstName ?? "",
    lastName: guest?.lastName ?? "",
    email: guest?.email ?? "",
    phone: guest?.phone ?? "",
    side: guest?.side ?? "both",
    guestType: guest?.guestType ?? "adult",
    rsvpStatus: guest?.rsvpStatus ?? "pending",
    tagsText: guest?.tags.join(", ") ?? "",
    mealChoice: guest?.mealChoice ?? "",
    dietaryNeeds: guest?.dietaryNeeds ?? "",
    accessibilityNeeds: guest?.accessibilityNeeds ?? "",
    plusOneAllowed: guest?.plusOneAllowed ?? false,
    plusOneName: guest?.plusOneName ?? "",
    tableAssignment: guest?.tableAssignment ?? "",
    notes: guest?.notes ?? "",
    householdMode: guest ? "current" : "new",
    householdId: guest?.householdId ?? "",
    householdName: h?.name ?? "",
    mailingName: h?.mailingName ?? "",
    addressLine1: h?.addressLine1 ?? "",
    addressLine2: h?.addressLine2 ?? "",
    city: h?.city ?? "",
    state: h?.state ?? "",
    postalCode: h?.postalCode ?? "",
    eventIds: guest ? guest.invitations.map((i) => i.eventId) : events.map((e) => e.id),
  };
}

function toInput(state: FormState): GuestFormValues {
  const household = { name: state.householdName, mailingName: state.mailingName, addressLine1: state.addressLine1, addressLine2: state.addressLine2, city: state.city, state: state.state, postalCode: state.postalCode };
  return {
    firstName: state.firstName,
    lastName: state.lastName,
    email: state.email,
    phone: state.phone,
    side: state.side as GuestInput["side"],
    guestType: state.guestType as GuestInput["guestType"],
    rsvpStatus: state.rsvpStatus as GuestInput["rsvpStatus"],
    tags: state.tagsText
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    mealChoice: state.mealChoice,
    dietaryNeeds: state.dietaryNeeds,
    accessibilityNeeds: state.accessibilityNeeds,
    plusOneAllowed: state.plusOneAllowed,
    plusOneName: state.plusOneName,
    tableAssignment: state.tableAssignment,
    notes: state.notes,
    householdId: state.householdMode === "existing" ? state.householdId || null : null,
    household: state.householdMode === "existing" ? undefined : household,
    eventIds: state.eventIds,
  };
}

/** Which fields each wizard step holds, so Next checks only its own. */
const STEPS = [
  { title: "Who they are", fields: ["firstName", "lastName", "email", "phone", "guestType", "side"] },
  { title: "Household and address", fields: ["householdId", "household"] },
  { title: "Invitation", fields: ["eventIds", "rsvpStatus", "mealChoice", "plusOneAllowed", "plusOneName"] },
  { title: "Details", fields: ["tags", "dietaryNeeds", "accessibilityNeeds", "tableAssignment", "notes"] },
] as const;

type Errors = Record<string, string>;

function validate(state: FormState): { input?: GuestInput; errors: Errors } {
  const parsed = guestSchema.safeParse(toInput(state));
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "household" ? `household.${String(issue.path[1])}` : String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** Adding or editing a guest: one form, or (guest_form_wizard) the same fields step by step. */
export function GuestDialog({
  open,
  guest,
  events,
  couple,
  scope,
  onClose,
}: {
  open: boolean;
  guest: GuestView | null;
  events: WeddingEventView[];
  couple: CoupleNames;
  scope: CoupleScope;
  onClose(): void;
}) {
  const wizard = isFlagOn("guest_form_wizard") && !guest;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{guest ? `Edit ${guest.firstName} ${guest.lastName}`.trim() : "Add a guest"}</DialogTitle>
        <DialogDescription>{wizard ? "Four short steps. Only the first name is required." : "Only the first name is required; fill in the rest as you learn it."}</DialogDescription>
        {open && <GuestForm guest={guest} events={events} couple={couple} scope={scope} wizard={wizard} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The form's fields that hold typed text. */
type TextField = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];

function GuestForm({ guest, events, couple, scope, wizard, onDone }: { guest: GuestView | null; events: WeddingEventView[]; couple: CoupleNames; scope: CoupleScope; wizard: boolean; onDone(): void }) {
  const save = useSaveGuest(scope);
  const [state, setState] = useState(() => initialState(guest, events));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const text = (key: TextField) => ({ value: state[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });

  const stepErrors = (all: Errors, index: number) =>
    Object.fromEntries(Object.entries(all).filter(([key]) => (STEPS[index]!.fields as readonly string[]).some((f) => key === f || key.startsWith(`${f}.`))));

  const submit = async () => {
    setFormError(null);
    const { input, errors: found } = validate(state);
    setErrors(found);
    if (!input) {
      if (wizard) {
        const first = STEPS.findIndex((_, i) => Object.keys(stepErrors(found, i)).length > 0);
        if (first >= 0) setStep(first);
      }
      return;
    }
    try {
      // The form's values go as typed: the server parses them with the same schema.
      await save.mutateAsync({ id: guest?.id, input: toInput(state) });
      void notify.success(guest ? "Guest updated" : `${input.firstName} added to your guest list`);
      onDone();
    } catch (error) {
      const requestError = toRequestError(error);
      const fields = Object.fromEntries(Object.entries(requestError.fields ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : requestError.message);
    }
  };

  const next = () => {
    const { errors: found } = validate(state);
    const mine = stepErrors(found, step);
    setErrors(mine);
    if (Object.keys(mine).length === 0) setStep((s) => s + 1);
  };

  const sections: ReactNode[] = [
    <div key="who" className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" error={errors.firstName}>
        {(ids) => <Input {...ids} autoComplete="off" {...text("firstName")} />}
      </FormField>
      <FormField label="Last name" error={errors.lastName}>
        {(ids) => <Input {...ids} autoComplete="off" {...text("lastName")} />}
      </FormField>
      <FormField label="Email" hint="Invitations and reminders go here." error={errors.email}>
        {(ids) => <Input {...ids} type="email" autoComplete="off" {...text("email")} />}
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        {(ids) => <Input {...ids} type="tel" autoComplete="off" {...text("phone")} />}
      </FormField>
      <FormField label="Guest type" error={errors.guestType}>
        {(ids) => (
          <NativeSelect {...ids} {...text("guestType")}>
            {GUEST_TYPES.map((t) => (
              <option key={t} value={t}>
                {GUEST_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Side" error={errors.side}>
        {(ids) => (
          <NativeSelect {...ids} {...text("side")}>
            {GUEST_SIDES.map((s) => (
              <option key={s} value={s}>
                {sideLabel(s, couple)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>,
    <HouseholdSection key="household" state={state} set={set} text={text} errors={errors} scope={scope} editing={Boolean(guest)} />,
    <div key="invitation" className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Invited to</legend>
        {events.length === 0 && <p className="text-sm text-muted-foreground">Add your events (ceremony, reception...) from Events to invite guests to each.</p>}
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {events.map((event) => (
            <label key={event.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={state.eventIds.includes(event.id)}
                onChange={(e) => set("eventIds", e.target.checked ? [...state.eventIds, event.id] : state.eventIds.filter((id) => id !== event.id))}
              />
              {event.name}
            </label>
          ))}
        </div>
        {errors.eventIds && (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.eventIds}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="RSVP" hint={events.length ? "Setting it here answers every event they're invited to." : undefined} error={errors.rsvpStatus}>
          {(ids) => (
            <NativeSelect {...ids} {...text("rsvpStatus")}>
              {RSVP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {RSVP_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Meal choice" error={errors.mealChoice}>
          {(ids) => <Input {...ids} list="guest-meal-options" autoComplete="off" {...text("mealChoice")} />}
        </FormField>
        <datalist id="guest-meal-options">
          {[...new Set(events.flatMap((e) => e.mealOptions))].map((meal) => (
            <option key={meal} value={meal} />
          ))}
        </datalist>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={state.plusOneAllowed} onChange={(e) => set("plusOneAllowed", e.target.checked)} />
        May bring a plus-one
      </label>
      {state.plusOneAllowed && (
        <FormField label="Plus-one's name" hint="Leave blank if you don't know yet; they can add it when they RSVP." error={errors.plusOneName}>
          {(ids) => <Input {...ids} autoComplete="off" {...text("plusOneName")} />}
        </FormField>
      )}
    </div>,
    <div key="details" className="grid gap-4 sm:grid-cols-2">
      <FormField label="Tags" hint="Separate with commas, like Family, College." error={errors.tags}>
        {(ids) => <Input {...ids} autoComplete="off" {...text("tagsText")} />}
      </FormField>
      <FormField label="Table" error={errors.tableAssignment}>
        {(ids) => <Input {...ids} autoComplete="off" {...text("tableAssignment")} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Dietary needs" error={errors.dietaryNeeds}>
          {(ids) => <Input {...ids} autoComplete="off" {...text("dietaryNeeds")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Accessibility needs" hint="Wheelchair, walker, no stairs... The floor plan seats them near an accessible route." error={errors.accessibilityNeeds}>
          {(ids) => <Input {...ids} autoComplete="off" {...text("accessibilityNeeds")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Notes" error={errors.notes}>
          {(ids) => <Textarea {...ids} rows={2} className="min-h-20" {...text("notes")} />}
        </FormField>
      </div>
    </div>,
  ];

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (wizard && step < STEPS.length - 1) next();
        else void submit();
      }}
    >
      {wizard ? (
        <>
          <p className="text-sm font-semibold text-accent-strong" aria-live="polite">
            Step {step + 1} of {STEPS.length}: {STEPS[step]!.title}
          </p>
          {sections[step]}
        </>
      ) : (
        sections.map((section, i) => (
          <section key={i} aria-label={STEPS[i]!.title} className="grid gap-3 border-b border-border pb-5 last:border-0 last:pb-0">
            <h3 className="font-display text-lg font-semibold">{STEPS[i]!.title}</h3>
            {section}
          </section>
        ))
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {wizard && step > 0 ? (
          <Button variant="ghost" onClick={() => setStep((s) => s - 1)}>
            Back
          </Button>
        ) : (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {wizard && step < STEPS.length - 1 ? "Next" : save.isPending ? "Saving..." : guest ? "Save guest" : "Add guest"}
        </Button>
      </div>
    </form>
  );
}

function HouseholdSection({
  state,
  set,
  text,
  errors,
  scope,
  editing,
}: {
  state: FormState;
  set: <K extends keyof FormState>(key: K, value: FormState[K]) => void;
  text: (key: TextField) => { value: string; onChange(e: { target: { value: string } }): void };
  errors: Errors;
  scope: CoupleScope;
  editing: boolean;
}) {
  const [search, setSearch] = useState("");
  const households = useQuery({ ...guestQueries.households(scope, search), enabled: state.householdMode === "existing" });
  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">Household</legend>
        {editing && (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="household-mode" className="size-4 accent-[var(--primary)]" checked={state.householdMode === "current"} onChange={() => set("householdMode", "current")} />
            Their household
          </label>
        )}
        {!editing && (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="household-mode" className="size-4 accent-[var(--primary)]" checked={state.householdMode === "new"} onChange={() => set("householdMode", "new")} />
            A new household
          </label>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="household-mode" className="size-4 accent-[var(--primary)]" checked={state.householdMode === "existing"} onChange={() => set("householdMode", "existing")} />
          {editing ? "Move to another household" : "Join a household on the list"}
        </label>
      </fieldset>
      {state.householdMode === "existing" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Find a household">
            {(ids) => <Input {...ids} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />}
          </FormField>
          <FormField label="Household" error={errors.householdId}>
            {(ids) => (
              <NativeSelect {...ids} value={state.householdId} onChange={(e) => set("householdId", e.target.value)}>
                <option value="">Choose a household</option>
                {households.data?.households.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name} ({h.guestCount})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label="Household name" hint="How the invitation is addressed, like The Alvarez family. Left blank, we use the guest's name." error={errors["household.name"]}>
              {(ids) => <Input {...ids} autoComplete="off" {...text("householdName")} />}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="Name on the envelope" hint="The mailing line, like Mr. and Mrs. Jonas Fischer. Left blank, the envelope uses the guests' names." error={errors["household.mailingName"]}>
              {(ids) => <Input {...ids} autoComplete="off" {...text("mailingName")} />}
            </FormField>
          </div>
          <FormField label="Street address" error={errors["household.addressLine1"]}>
            {(ids) => <Input {...ids} autoComplete="off" {...text("addressLine1")} />}
          </FormField>
          <FormField label="Apartment, suite (optional)" error={errors["household.addressLine2"]}>
            {(ids) => <Input {...ids} autoComplete="off" {...text("addressLine2")} />}
          </FormField>
          <FormField label="City" error={errors["household.city"]}>
            {(ids) => <Input {...ids} autoComplete="off" {...text("city")} />}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="State" error={errors["household.state"]}>
              {(ids) => <Input {...ids} autoComplete="off" {...text("state")} />}
            </FormField>
            <FormField label="ZIP code" error={errors["household.postalCode"]}>
              {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" {...text("postalCode")} />}
            </FormField>
          </div>
        </div>
      )}
    </div>
  );
}
