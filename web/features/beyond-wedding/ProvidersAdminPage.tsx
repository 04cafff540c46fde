import { Plus, Trash2, UserRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  AVAILABILITY_WINDOWS_MAX,
  describeWindow,
  PROVIDER_KIND_LABELS,
  PROVIDER_KINDS,
  providerSchema,
  WEEKDAY_NAMES,
  type AvailabilityWindow,
  type ProviderInput,
  type ProviderKind,
  type ProviderView,
} from "@domain/intake-scheduling";
import { AccountGate } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { useAdminProviders, useSaveProvider } from "./scheduling-api";

/** /admin/intake-providers: the counselors, coaches and planners couples can book on /intake-scheduling. */
export default function ProvidersAdminPage() {
  usePageTitle("Counselors, coaches and planners · Admin");
  return <AccountGate needs="admin">{() => <ProvidersAdmin />}</AccountGate>;
}

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);
const hourLabel = (h: number) => (h === 0 ? "12 AM" : h === 24 ? "12 AM (midnight)" : h === 12 ? "12 PM" : h < 12 ? `${h} AM` : `${h - 12} PM`);
const ZONES: string[] = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
const BLANK: ProviderInput = { name: "", kind: "counselor", bio: "", timeZone: "America/New_York", availability: [{ weekday: 1, startHour: 9, endHour: 12 }], active: true };

type ListedProvider = ProviderView & { upcomingSessions: number };

function ProvidersAdmin() {
  const providers = useAdminProviders(true);
  const [editing, setEditing] = useState<{ id: string | null; values: ProviderInput } | null>(null);
  return (
    <div className="container-page grid gap-8 py-10 sm:py-12">
      <div>
        <Link to="/admin" className="text-sm font-semibold text-primary underline underline-offset-4">
          ← Admin
        </Link>
        <h1 className="mt-4 text-title font-semibold leading-tight">Counselors, coaches and planners</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Couples book an hour with them on Intake scheduling. Hours are on each person's own clock; a deactivated person takes no new bookings, and sessions already booked stay.
        </p>
      </div>
      {editing ? (
        <ProviderForm key={editing.id ?? "new"} id={editing.id} initial={editing.values} onDone={() => setEditing(null)} />
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setEditing({ id: null, values: BLANK })}>
          <Plus aria-hidden="true" />
          Add someone
        </Button>
      )}
      {providers.isPending ? (
        <Spinner label="Loading the list…" />
      ) : providers.isError ? (
        <div role="alert" className="rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-5">
          <p className="font-semibold">We couldn't load the list.</p>
          <p className="mt-1 text-sm text-muted-foreground">{providers.error.message}</p>
          <Button type="button" size="sm" variant="secondary" className="mt-3" onClick={() => void providers.refetch()}>
            Try again
          </Button>
        </div>
      ) : providers.data.providers.length === 0 ? (
        <EmptyState icon={<UserRound className="size-6" aria-hidden="true" />} title="No one listed yet">
          <p>Add the first counselor, coach or planner, with their weekly hours, and couples can book them.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {providers.data.providers.map((provider: ListedProvider) => (
            <li key={provider.id}>
              <Card className="grid gap-3 p-5 sm:flex sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {provider.name}
                    <Badge variant="outline">{PROVIDER_KIND_LABELS[provider.kind]}</Badge>
                    {!provider.active && <Badge variant="outline">Deactivated</Badge>}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {provider.availability.map(describeWindow).join(", ") || "No weekly hours"} · {provider.timeZone.replace(/_/g, " ")} · {provider.upcomingSessions} upcoming{" "}
                    {provider.upcomingSessions === 1 ? "session" : "sessions"}
                  </p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${provider.name}`}
                  onClick={() => setEditing({ id: provider.id, values: { name: provider.name, kind: provider.kind, bio: provider.bio, timeZone: provider.timeZone, availability: provider.availability, active: provider.active } })}
                >
                  Edit
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProviderForm({ id, initial, onDone }: { id: string | null; initial: ProviderInput; onDone: () => void }) {
  const [values, setValues] = useState<ProviderInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProvider();
  const set = <K extends keyof ProviderInput>(key: K, value: ProviderInput[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setWindow = (index: number, change: Partial<AvailabilityWindow>) =>
    set(
      "availability",
      values.availability.map((window, i) => (i === index ? { ...window, ...change } : window)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = providerSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] === "availability" ? "availability" : String(issue.path[0] ?? "_")] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id, values: parsed.data },
      {
        onSuccess: ({ provider }) => {
          void notify.success(id ? `${provider.name} saved.` : `${provider.name} added: couples can book them now.`);
          onDone();
        },
        onError: (error) => setErrors({ _: error.message }),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="grid gap-5">
        <h2 className="font-sans text-lg font-semibold">{id ? `Edit ${initial.name}` : "Add a counselor, coach or planner"}</h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField label="Name" error={errors.name}>
            {(ids) => <Input {...ids} value={values.name} maxLength={120} onChange={(event) => set("name", event.target.value)} />}
          </FormField>
          <FormField label="Kind" error={errors.kind}>
            {(ids) => (
              <NativeSelect {...ids} value={values.kind} onChange={(event) => set("kind", event.target.value as ProviderKind)}>
                {PROVIDER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {PROVIDER_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Time zone" hint="Their weekly hours are on this clock." error={errors.timeZone}>
            {(ids) => (
              <NativeSelect {...ids} value={values.timeZone} onChange={(event) => set("timeZone", event.target.value)}>
                {ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, " ")}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Couples can book them" error={errors.active}>
            {(ids) => (
              <NativeSelect {...ids} value={values.active ? "yes" : "no"} onChange={(event) => set("active", event.target.value === "yes")}>
                <option value="yes">Yes: active</option>
                <option value="no">No: deactivated</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label="About them (couples read this)" error={errors.bio}>
          {(ids) => <Textarea {...ids} rows={3} value={values.bio} onChange={(event) => set("bio", event.target.value)} />}
        </FormField>
        <fieldset className="grid gap-3">
          <legend className="font-sans text-base font-semibold">Weekly hours</legend>
          <p className="text-sm text-muted-foreground">Sessions last an hour and start on the hour: 9 AM to 12 PM offers 9, 10 and 11.</p>
          {values.availability.map((window, index) => (
            <div key={index} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
              <label className="grid gap-1 text-sm">
                Day
                <NativeSelect value={window.weekday} onChange={(event) => setWindow(index, { weekday: Number(event.target.value) })}>
                  {WEEKDAY_NAMES.map((name, weekday) => (
                    <option key={name} value={weekday}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <label className="grid gap-1 text-sm">
                From
                <NativeSelect value={window.startHour} onChange={(event) => setWindow(index, { startHour: Number(event.target.value) })}>
                  {HOURS.slice(0, 24).map((hour) => (
                    <option key={hour} value={hour}>
                      {hourLabel(hour)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <label className="grid gap-1 text-sm">
                To
                <NativeSelect value={window.endHour} onChange={(event) => setWindow(index, { endHour: Number(event.target.value) })}>
                  {HOURS.slice(1).map((hour) => (
                    <option key={hour} value={hour}>
                      {hourLabel(hour)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Remove ${describeWindow(window)}`}
                onClick={() =>
                  set(
                    "availability",
                    values.availability.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.availability && (
            <p className="text-sm font-medium text-destructive" role="alert">
              {errors.availability}
            </p>
          )}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="justify-self-start"
            disabled={values.availability.length >= AVAILABILITY_WINDOWS_MAX}
            onClick={() => set("availability", [...values.availability, { weekday: 1, startHour: 9, endHour: 12 }])}
          >
            <Plus aria-hidden="true" />
            Add hours
          </Button>
        </fieldset>
        {errors._ && (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors._}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : id ? "Save changes" : "Add"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
