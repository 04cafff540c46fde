import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Check, CircleAlert, Eye, Rocket } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CITIES } from "@domain/cities";
import {
  ALCOHOL_POLICIES,
  CATERING_POLICIES,
  PRICE_TIERS,
  VENUE_AMENITIES,
  VENUE_SETTINGS,
  VENUE_STYLES,
  amenityLabel,
  priceTierLabel,
  settingLabel,
  styleLabel,
  venueListingSchema,
  type VenueListingInput,
} from "@domain/venues";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { CharacterCount, FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { FIELD_SCROLL_MARGINS, FieldGroup } from "@web/components/FieldGroup";
import { FormAlert } from "@web/components/FormAlert";
import { useWarnBeforeUnload } from "@web/lib/forms";
import { Loaded } from "@web/components/LoadError";
import { AccountGate } from "@web/components/AccountGate";
import { ownerGate } from "./owner-gate";
import { editPath, ownerQueries, ownerWrites, publicVenuePath, useOwnerMutation, type OwnerImage, type OwnerVenue, type OwnerVenueView } from "./api";
import { RoomsEditor } from "./RoomsEditor";
import { PhotoManager } from "./PhotoManager";
import { formatPhone } from "@domain/phone";

/** The form holds text as typed; lists are one item per line. */
type FormValues = Omit<Record<keyof VenueListingInput, string>, "styles" | "amenities"> & { styles: string[]; amenities: string[] };
type Field = keyof FormValues;

const STEPS = [
  { id: "basics", title: "Basics", fields: ["name", "city", "address", "neighborhood", "summary", "description", "styles", "setting"] },
  { id: "capacity", title: "Capacity & pricing", fields: ["seatedCapacity", "standingCapacity", "priceTier", "rentalFeeMin", "rentalFeeMax", "perGuestMin", "perGuestMax", "priceIncludes"] },
  { id: "amenities", title: "Amenities & policies", fields: ["amenities", "catering", "alcohol", "parking", "accessibility", "accommodation", "rules", "website", "phone"] },
  { id: "photos", title: "Photos", fields: [] },
  { id: "review", title: "Review", fields: [] },
] as const satisfies readonly { id: string; title: string; fields: readonly Field[] }[];
const FACT_STEPS = 3;

const EMPTY: FormValues = {
  name: "", city: "", address: "", neighborhood: "", summary: "", description: "", styles: [], setting: "",
  seatedCapacity: "", standingCapacity: "", priceTier: "", rentalFeeMin: "", rentalFeeMax: "", perGuestMin: "", perGuestMax: "", priceIncludes: "",
  amenities: [], catering: "", alcohol: "", parking: "", accessibility: "", accommodation: "", rules: "", website: "", phone: "",
};

/** Valid values for fields of later steps, so one step's rules (incl. cross-field ones) can be checked alone. */
const FILLER: VenueListingInput = {
  name: "Venue", city: "columbus", address: "1 Main Street", neighborhood: "", summary: "A summary of at least twenty characters.",
  description: "x".repeat(80), styles: ["garden"], setting: "indoor", seatedCapacity: 10, standingCapacity: 10, priceTier: 1,
  rentalFeeMin: 0, rentalFeeMax: 0, perGuestMin: 0, perGuestMax: 0, priceIncludes: [], amenities: [], catering: "any", alcohol: "none",
  parking: "", accessibility: "", accommodation: "", rules: [], website: "", phone: "",
};

const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter(Boolean);

function toInput(values: FormValues, fields: readonly Field[] = Object.keys(values) as Field[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field];
    out[field] = field === "priceIncludes" || field === "rules" ? lines(value as string) : value;
  }
  return out;
}

function toValues(venue: OwnerVenue): FormValues {
  return {
    name: venue.name, city: venue.city, address: venue.address, neighborhood: venue.neighborhood, summary: venue.summary, description: venue.description,
    styles: venue.styles, setting: venue.setting, seatedCapacity: String(venue.seatedCapacity), standingCapacity: String(venue.standingCapacity),
    priceTier: String(venue.priceTier), rentalFeeMin: String(venue.rentalFeeMin), rentalFeeMax: String(venue.rentalFeeMax),
    perGuestMin: String(venue.perGuestMin), perGuestMax: String(venue.perGuestMax), priceIncludes: venue.priceIncludes.join("\n"),
    amenities: venue.amenities, catering: venue.catering, alcohol: venue.alcohol, parking: venue.parking, accessibility: venue.accessibility,
    accommodation: venue.accommodation, rules: venue.rules.join("\n"), website: venue.website, phone: formatPhone(venue.phone),
  };
}

/** /add-venue (and ?venue=<id> to edit): the guided listing form. */
export default function AddVenuePage() {
  const [params] = useSearchParams();
  const venueId = params.get("venue");
  usePageTitle(venueId ? "Edit your venue" : "Add your venue");
  return <AccountGate {...ownerGate("add your venue")}>{() => (venueId ? <EditVenue venueId={venueId} /> : <Wizard initial={null} />)}</AccountGate>;
}

function EditVenue({ venueId }: { venueId: string }) {
  const view = useQuery(ownerQueries.venue(venueId));
  return (
    <div className="container-page py-10">
      <Loaded query={view} loadingLabel="Loading your listing..." errorMessage="We couldn't load this listing.">
        {(data) => <Wizard initial={data} />}
      </Loaded>
    </div>
  );
}

function Wizard({ initial }: { initial: OwnerVenueView | null }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<OwnerVenueView | null>(initial);
  const requested = params.get("step");
  const [step, setStep] = useState(() => {
    const index = STEPS.findIndex((s) => s.id === requested);
    return initial && index >= 0 ? index : 0;
  });
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const saving = useOwnerMutation(({ id, fields }: { id: string | null; fields: Record<string, unknown> }) => (id ? ownerWrites.update(id, fields) : ownerWrites.create(fields)));
  const publishing = useOwnerMutation(ownerWrites.publish);
  const working = saving.isPending || publishing.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const form = useForm<FormValues>({ defaultValues: initial ? toValues(initial.venue) : EMPTY });
  const { formState, reset, getValues, setError, clearErrors } = form;
  useWarnBeforeUnload(formState.isDirty);
  const venueId = view?.venue.id ?? null;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const goTo = useCallback(
    (index: number) => {
      // The review shows what publishing still needs: read it fresh (photos may have changed).
      if (STEPS[index]!.id === "review" && venueId) {
        void queryClient
          .fetchQuery({ ...ownerQueries.venue(venueId), staleTime: 0 })
          .then(setView)
          .catch(() => {});
      }
      setStep(index);
      setFormError(null);
      if (venueId) setParams((p) => {
        const next = new URLSearchParams(p);
        next.set("venue", venueId);
        next.set("step", STEPS[index]!.id);
        return next;
      }, { replace: true });
    },
    [venueId, setParams, queryClient],
  );

  /** Checks the fields of steps up to `index` with the shared schema; errors land on this step's fields. */
  function checkStep(index: number): boolean {
    const fields = STEPS[index]!.fields as readonly Field[];
    const upTo = STEPS.slice(0, index + 1).flatMap((s) => s.fields as readonly Field[]);
    clearErrors(fields as Field[]);
    const parsed = venueListingSchema.safeParse({ ...FILLER, ...toInput(getValues(), upTo) });
    if (parsed.success) return true;
    const marked = new Set<Field>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      if (!fields.includes(field) || marked.has(field)) continue;
      setError(field, { type: "schema", message: issue.message }, { shouldFocus: marked.size === 0 });
      marked.add(field);
    }
    return marked.size === 0;
  }

  /** Creates the draft (at the end of the facts) or saves this step's fields to it. */
  async function save(index: number): Promise<boolean> {
    const fields = STEPS[index]!.fields as readonly Field[];
    if (!venueId && index < FACT_STEPS - 1) return true;
    if (venueId && !formState.isDirty) return true;
    setFormError(null);
    try {
      const values = getValues();
      const next = await saving.mutateAsync({
        id: venueId,
        fields: venueId ? toInput(values, index < FACT_STEPS ? (STEPS.slice(0, FACT_STEPS).flatMap((s) => s.fields) as Field[]) : fields) : toInput(values),
      });
      setView(next);
      reset(toValues(next.venue));
      if (!venueId) {
        void notify.success("Draft saved. Now add photos.");
        setParams({ venue: next.venue.id, step: STEPS[index + 1]!.id }, { replace: true });
      }
      return true;
    } catch (error) {
      const requestError = toRequestError(error);
      let placed = 0;
      for (const [field, messages] of Object.entries(requestError.fields ?? {})) {
        if (field in EMPTY && messages[0]) {
          setError(field as Field, { type: "server", message: messages[0] }, { shouldFocus: placed === 0 });
          placed++;
        }
      }
      const stepOfError = STEPS.findIndex((s) => (s.fields as readonly string[]).some((f) => requestError.fields?.[f]));
      if (stepOfError >= 0 && stepOfError !== index) setStep(stepOfError);
      setFormError(placed ? "Please fix the highlighted fields." : requestError.message);
      return false;
    }
  }

  async function next() {
    if (step < FACT_STEPS) {
      for (let i = 0; i <= step; i++) {
        if (!checkStep(i)) {
          if (i !== step) setStep(i);
          return;
        }
      }
      if (!(await save(step))) return;
    }
    goTo(Math.min(step + 1, STEPS.length - 1));
  }

  async function jump(index: number) {
    if (!venueId || index === step) return;
    if (step < FACT_STEPS && formState.isDirty) {
      for (let i = 0; i < FACT_STEPS; i++) if (!checkStep(i)) return setStep(i);
      if (!(await save(step))) return;
    }
    goTo(index);
  }

  async function publish() {
    if (!venueId) return;
    setFormError(null);
    try {
      const next = await publishing.mutateAsync(venueId);
      setView(next);
      void notify.success(`${next.venue.name} is live`, { description: "Couples can find it now." });
      navigate("/venue-owner-dashboard");
    } catch (error) {
      const requestError = toRequestError(error);
      setFormError(requestError.message);
      const fresh = await queryClient.fetchQuery({ ...ownerQueries.venue(venueId), staleTime: 0 }).catch(() => null);
      if (fresh) setView(fresh);
    }
  }

  const current = STEPS[step]!;
  const setImages = useCallback((images: OwnerImage[]) => setView((v) => (v ? { ...v, venue: { ...v.venue, images } } : v)), []);

  return (
    <div className={cn("pb-[var(--space-section)]", !initial && "container-page pt-10")}>
      <div className="mx-auto grid max-w-4xl gap-8">
        <div className="grid gap-3">
          <Link to="/venue-owner-dashboard" className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Venue dashboard
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-title font-semibold leading-tight">{view ? view.venue.name : "Add your venue"}</h1>
            {view && <Badge variant={view.venue.published ? "accent" : "outline"}>{view.venue.published ? "Published" : "Draft"}</Badge>}
          </div>
          <p className="text-muted-foreground">
            {view
              ? "Edit any step; each step saves when you continue."
              : "Five short steps. Your draft is saved after the third, so you can add photos and come back any time."}
          </p>
        </div>

        <nav aria-label="Steps">
          <ol className="grid grid-cols-5 gap-1.5">
            {STEPS.map((s, index) => {
              const done = index < step || (venueId !== null && index < FACT_STEPS);
              const content = (
                <>
                  <span
                    className={cn(
                      "grid size-7 place-items-center rounded-full border text-xs font-semibold",
                      index === step ? "border-primary bg-primary text-primary-foreground" : done ? "border-accent-strong bg-accent text-accent-foreground" : "border-border bg-card text-muted-foreground",
                    )}
                    aria-hidden="true"
                  >
                    {done && index !== step ? <Check className="size-3.5" /> : index + 1}
                  </span>
                  <span className={cn("text-xs font-medium max-sm:sr-only sm:text-sm", index === step ? "text-foreground" : "text-muted-foreground")}>{s.title}</span>
                </>
              );
              return (
                <li key={s.id} className={cn("border-t-4 pt-2", index <= step ? "border-primary" : "border-border")}>
                  {venueId && index !== step ? (
                    <button type="button" onClick={() => void jump(index)} className="flex items-center gap-2 rounded-sm text-left hover:underline">
                      {content}
                    </button>
                  ) : (
                    <span className="flex items-center gap-2" aria-current={index === step ? "step" : undefined}>
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="mt-3 text-sm text-muted-foreground sm:hidden">
            Step {step + 1} of {STEPS.length}: {current.title}
          </p>
        </nav>

        <Card className="p-5 sm:p-8">
          <h2 ref={headingRef} tabIndex={-1} className="text-heading font-semibold outline-none">
            {current.title}
          </h2>
          <form
            noValidate
            className={cn("mt-6 grid gap-8", FIELD_SCROLL_MARGINS)}
            onSubmit={(event) => {
              event.preventDefault();
              void next();
            }}
          >
            {current.id === "basics" && <BasicsStep form={form} />}
            {current.id === "capacity" && <CapacityStep form={form} />}
            {current.id === "capacity" && venueId && <RoomsEditor venueId={venueId} />}
            {current.id === "amenities" && <AmenitiesStep form={form} />}
            {current.id === "photos" && venueId && view && (
              <PhotoManager venueId={venueId} images={view.venue.images} onImagesChange={setImages} />
            )}
            {current.id === "review" && view && <Review view={view} onEdit={(index) => goTo(index)} />}

            {formError && <FormAlert>{formError}</FormAlert>}

            <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
              {step > 0 ? (
                <Button variant="ghost" onClick={() => goTo(step - 1)} disabled={working}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
              ) : (
                <span />
              )}
              {current.id === "review" && view ? (
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="secondary" onClick={() => navigate("/venue-owner-dashboard")} disabled={working}>
                    {view.venue.published ? "Done" : "Save as draft"}
                  </Button>
                  {view.venue.published ? (
                    <Button asChild>
                      <Link to={publicVenuePath(view.venue.slug)}>
                        <Eye aria-hidden="true" />
                        View public page
                      </Link>
                    </Button>
                  ) : (
                    <Button onClick={() => void publish()} disabled={working}>
                      <Rocket aria-hidden="true" />
                      {working ? "Publishing..." : "Publish listing"}
                    </Button>
                  )}
                </div>
              ) : (
                <Button type="submit" disabled={working}>
                  {working ? "Saving..." : step === FACT_STEPS - 1 && !venueId ? "Save draft and add photos" : "Continue"}
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}

type StepProps = { form: UseFormReturn<FormValues> };

function BasicsStep({ form: { register, formState: { errors }, watch } }: StepProps) {
  const summaryLength = watch("summary").length;
  return (
    <FieldGroup legend="Where and what" description="The essentials couples see first.">
      <FormField label="Venue name" error={errors.name?.message}>
        {(ids) => <Input {...ids} autoComplete="organization" {...register("name")} />}
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        {(ids) => (
          <NativeSelect {...ids} {...register("city")}>
            <option value="">Choose a city</option>
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.displayName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Street address" error={errors.address?.message}>
        {(ids) => <Input {...ids} autoComplete="street-address" {...register("address")} />}
      </FormField>
      <FormField label="Neighborhood (optional)" error={errors.neighborhood?.message}>
        {(ids) => <Input {...ids} {...register("neighborhood")} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Summary" hint="One or two sentences for search results." error={errors.summary?.message} trailing={<CharacterCount length={summaryLength} max={280} />}>
          {(ids) => <Textarea {...ids} rows={2} className="min-h-20" {...register("summary")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Description" hint="The spaces, the setting, and what makes a wedding here special." error={errors.description?.message}>
          {(ids) => <Textarea {...ids} rows={7} {...register("description")} />}
        </FormField>
      </div>
      <CheckGroup legend="Style (up to four)" error={errors.styles?.message} options={VENUE_STYLES} register={register("styles")} />
      <RadioGroup legend="Setting" error={errors.setting?.message} options={VENUE_SETTINGS} register={register("setting")} />
    </FieldGroup>
  );
}

function CapacityStep({ form: { register, formState: { errors } } }: StepProps) {
  const number = { inputMode: "numeric" as const, type: "number", min: 0 };
  return (
    <>
      <FieldGroup legend="Capacity">
        <FormField label="Seated guests" error={errors.seatedCapacity?.message}>
          {(ids) => <Input {...ids} {...number} {...register("seatedCapacity")} />}
        </FormField>
        <FormField label="Standing guests" error={errors.standingCapacity?.message}>
          {(ids) => <Input {...ids} {...number} {...register("standingCapacity")} />}
        </FormField>
      </FieldGroup>
      <FieldGroup legend="Pricing" description="Ranges for a typical Saturday wedding, in US dollars.">
        <div className="sm:col-span-2">
          <RadioGroup
            legend="Price band, all in"
            error={errors.priceTier?.message ? "Choose a price band." : undefined}
            options={PRICE_TIERS.map((t) => ({ id: String(t.id), label: `${t.label} · ${t.caption}` }))}
            register={register("priceTier")}
          />
        </div>
        <FormField label="Rental fee from ($)" error={errors.rentalFeeMin?.message}>
          {(ids) => <Input {...ids} {...number} {...register("rentalFeeMin")} />}
        </FormField>
        <FormField label="Rental fee up to ($)" error={errors.rentalFeeMax?.message}>
          {(ids) => <Input {...ids} {...number} {...register("rentalFeeMax")} />}
        </FormField>
        <FormField label="Per guest from ($)" hint="Food and drink, if you cater." error={errors.perGuestMin?.message}>
          {(ids) => <Input {...ids} {...number} {...register("perGuestMin")} />}
        </FormField>
        <FormField label="Per guest up to ($)" error={errors.perGuestMax?.message}>
          {(ids) => <Input {...ids} {...number} {...register("perGuestMax")} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="What the price includes (optional)" hint="One item per line, e.g. Tables and chairs." error={errors.priceIncludes?.message}>
            {(ids) => <Textarea {...ids} rows={4} {...register("priceIncludes")} />}
          </FormField>
        </div>
      </FieldGroup>
    </>
  );
}

function AmenitiesStep({ form: { register, formState: { errors } } }: StepProps) {
  return (
    <>
      <FieldGroup legend="Amenities">
        <div className="sm:col-span-2">
          <CheckGroup legend="What the venue offers" error={errors.amenities?.message} options={VENUE_AMENITIES} register={register("amenities")} columns />
        </div>
      </FieldGroup>
      <FieldGroup legend="Policies">
        <FormField label="Catering" error={errors.catering?.message ? "Choose a catering policy." : undefined}>
          {(ids) => (
            <NativeSelect {...ids} {...register("catering")}>
              <option value="">Choose one</option>
              {CATERING_POLICIES.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Alcohol" error={errors.alcohol?.message ? "Choose an alcohol policy." : undefined}>
          {(ids) => (
            <NativeSelect {...ids} {...register("alcohol")}>
              <option value="">Choose one</option>
              {ALCOHOL_POLICIES.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Parking (optional)" error={errors.parking?.message}>
          {(ids) => <Input {...ids} {...register("parking")} />}
        </FormField>
        <FormField label="Accessibility (optional)" error={errors.accessibility?.message}>
          {(ids) => <Input {...ids} {...register("accessibility")} />}
        </FormField>
        <FormField label="Accommodation (optional)" error={errors.accommodation?.message}>
          {(ids) => <Input {...ids} {...register("accommodation")} />}
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone?.message}>
          {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...register("phone")} />}
        </FormField>
        <FormField label="Website (optional)" hint="The full address, starting with https://" error={errors.website?.message}>
          {(ids) => <Input {...ids} type="url" inputMode="url" placeholder="https://" {...register("website")} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="House rules (optional)" hint="One rule per line, e.g. Music indoors after 10 pm." error={errors.rules?.message}>
            {(ids) => <Textarea {...ids} rows={4} {...register("rules")} />}
          </FormField>
        </div>
      </FieldGroup>
    </>
  );
}

function Review({ view, onEdit }: { view: OwnerVenueView; onEdit(step: number): void }) {
  const { venue, publishProblems } = view;
  const city = CITIES.find((c) => c.id === venue.city)?.displayName ?? venue.city;
  const money = (n: number) => `$${n.toLocaleString("en-US")}`;
  const rows: [string, ReactNode, number][] = [
    ["Where", `${venue.address}${venue.neighborhood ? ` · ${venue.neighborhood}` : ""} · ${city}`, 0],
    ["Style", `${venue.styles.map(styleLabel).join(", ")} · ${settingLabel(venue.setting)}`, 0],
    ["Capacity", `${venue.seatedCapacity} seated · ${venue.standingCapacity} standing`, 1],
    ["Price", `${priceTierLabel(venue.priceTier)} · rental ${money(venue.rentalFeeMin)}–${money(venue.rentalFeeMax)} · ${money(venue.perGuestMin)}–${money(venue.perGuestMax)} per guest`, 1],
    ["Amenities", venue.amenities.length ? venue.amenities.map(amenityLabel).join(", ") : "None chosen", 2],
    ["Photos", `${venue.images.length} ${venue.images.length === 1 ? "photo" : "photos"}`, 3],
  ];
  return (
    <div className="grid gap-6">
      {publishProblems.length > 0 && !venue.published ? (
        <div role="status" className="grid gap-2 rounded-[var(--radius)] border border-highlight bg-highlight/50 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert className="size-5 text-primary" aria-hidden="true" />
            Before you can publish
          </p>
          <ul className="list-disc pl-9 text-sm">
            {publishProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 rounded-[var(--radius)] bg-accent p-4 font-medium text-accent-foreground">
          <Check className="size-5" aria-hidden="true" />
          {venue.published ? "This listing is live." : "Everything couples need is here. Publish when you're ready."}
        </p>
      )}
      {venue.images[0] && <img src={venue.images[0].url} alt={venue.images[0].alt} className="aspect-[16/9] w-full rounded-[var(--radius-lg)] bg-muted object-cover" />}
      <div>
        <p className="font-display text-xl font-semibold">{venue.name}</p>
        <p className="mt-1 text-muted-foreground">{venue.summary}</p>
      </div>
      <dl className="grid gap-0 divide-y divide-border rounded-[var(--radius)] border border-border">
        {rows.map(([label, value, stepIndex]) => (
          <div key={label} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4">
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="text-sm text-muted-foreground">{value}</dd>
            <dd>
              <Button variant="link" size="sm" className="h-auto" onClick={() => onEdit(stepIndex)} aria-label={`Edit ${label.toLowerCase()}`}>
                Edit
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        Next: answer the{" "}
        <Link to={`/venue-questionnaire?venue=${venue.id}`} className="font-medium text-primary underline underline-offset-4">
          venue questionnaire
        </Link>{" "}
        ({view.completeness}% done) so couples can compare the details, or{" "}
        <Link to={editPath(venue.id, "photos")} className="font-medium text-primary underline underline-offset-4" onClick={() => onEdit(3)}>
          manage photos
        </Link>
        .
      </p>
    </div>
  );
}

type Registered = ReturnType<UseFormReturn<FormValues>["register"]>;

/** Checkboxes (many answers) or radios (one answer) as large tappable cards. */
function ChoiceGroup({
  type,
  legend,
  error,
  options,
  register,
  gridClass,
}: {
  type: "checkbox" | "radio";
  legend: string;
  error?: string;
  options: readonly { id: string; label: string }[];
  register: Registered;
  gridClass: string;
}) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${register.name}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2 sm:grid-cols-2", gridClass)}>
        {options.map((option) => (
          <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius)] border border-border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input type={type} value={option.id} className="size-4 accent-[var(--primary)]" {...register} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${register.name}-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CheckGroup({ columns = false, ...props }: { legend: string; error?: string; options: readonly { id: string; label: string }[]; register: Registered; columns?: boolean }) {
  return <ChoiceGroup type="checkbox" gridClass={columns ? "lg:grid-cols-3" : ""} {...props} />;
}

function RadioGroup(props: { legend: string; error?: string; options: readonly { id: string; label: string }[]; register: Registered }) {
  return <ChoiceGroup type="radio" gridClass="lg:grid-cols-4" {...props} />;
}
