import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, CalendarDays, Copy, Download, ExternalLink, Globe, Monitor, Plus, Smartphone, Trash2 } from "lucide-react";
import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import {
  RSVP_LOOKUP_LABELS,
  RSVP_LOOKUPS,
  SITE_DESIGNS,
  SITE_PALETTES,
  SITE_PRIVACY,
  SITE_PRIVACY_LABELS,
  SITE_SECTION_LABELS,
  SITE_SECTIONS,
  siteSettingsSchema,
  siteSlugSchema,
  type SiteSection,
} from "@domain/websites";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { copyLink } from "@web/lib/copy-link";
import { useUnsavedChangesPrompt } from "@web/lib/unsaved-changes";
import { qrCodeUrl, useSaveSite, useSetPublished, websiteQueries, type BuilderView, type SiteSettingsValues } from "./api";
import { previewSite } from "./preview";
import { DayOfLink, GalleryEditor, HouseholdCodes, PagePasswordsEditor, PartyEditor, PreviewPhotoPicker } from "./SiteExtrasEditors";
import { SiteView } from "./SiteView";

/** /planning/wedding-websites: the couple builds, previews, publishes and shares their site. */
export default function WebsiteBuilderPage() {
  usePageTitle("Wedding website");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: Globe,
        title: "Sign in to build your wedding website",
        body: "Your names, date, venue and events come from your planning, so there's nothing to retype. Guests find their invitation and RSVP right on the site.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {() => <Builder />}
    </AccountGate>
  );
}

function Builder() {
  const query = useQuery(websiteQueries.mine());
  return (
    <div className="container-page py-10 sm:py-14">
      <Loaded query={query} loadingLabel="Loading your wedding website..." errorMessage="We couldn't load your wedding website.">
        {(view) => <BuilderScreen key={view.settings.slug + String(view.saved)} view={view} />}
      </Loaded>
    </div>
  );
}

const initialValues = (view: BuilderView): SiteSettingsValues => ({
  slug: view.settings.slug,
  design: view.settings.design as SiteSettingsValues["design"],
  palette: view.settings.palette as SiteSettingsValues["palette"],
  sections: view.settings.sections,
  privacy: view.settings.privacy,
  rsvpLookup: view.settings.rsvpLookup,
  content: view.settings.content,
  // Saved page passwords stay as they are until the couple types a new one or removes the lock.
  sectionPasswords: Object.fromEntries(view.settings.protectedSections.map((s) => [s, "keep"])),
});

function BuilderScreen({ view }: { view: BuilderView }) {
  const [values, setValues] = useState<SiteSettingsValues>(() => initialValues(view));
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [width, setWidth] = useState<"phone" | "desktop">("phone");
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const save = useSaveSite();
  const publish = useSetPublished();
  const initial = useMemo(() => JSON.stringify(initialValues(view)), [view]);
  const dirty = JSON.stringify(values) !== initial || password !== "";
  const leavePrompt = useUnsavedChangesPrompt(dirty, "your changes to the wedding website");
  const deferred = useDeferredValue(values);
  const preview = useMemo(() => previewSite(view.planning, deferred, new Date()), [view.planning, deferred]);
  const set = <K extends keyof SiteSettingsValues>(key: K, value: SiteSettingsValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setContent = <K extends keyof SiteSettingsValues["content"]>(key: K, value: SiteSettingsValues["content"][K]) => setValues((v) => ({ ...v, content: { ...v.content, [key]: value } }));
  const publicUrl = `${window.location.origin}/wedding/${view.settings.slug}`;

  const submit = async () => {
    setFormError(null);
    const parsed = siteSettingsSchema.safeParse({ ...values, ...(password ? { password } : {}) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      setFormError("Check the highlighted fields.");
      return;
    }
    setErrors({});
    try {
      const savedView = await save.mutateAsync(parsed.data);
      setPassword("");
      // Typed page passwords are saved now: the form holds them as "keep", like a fresh load.
      setValues((v) => ({ ...v, sectionPasswords: initialValues(savedView).sectionPasswords }));
      notify.success("Your wedding website is saved.");
    } catch (e) {
      const error = toRequestError(e);
      setErrors(Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k, v[0] ?? error.message])));
      setFormError(error.message);
    }
  };
  const setPublished = async (published: boolean) => {
    try {
      await publish.mutateAsync(published);
      setConfirmUnpublish(false);
      notify.success(published ? "Your wedding website is published." : "Your wedding website is unpublished.");
    } catch (e) {
      notify.error(toRequestError(e).message);
    }
  };

  return (
    <>
      {leavePrompt}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning</p>
          <h1 className="mt-1 text-title font-semibold">Wedding website</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Built from your planning: names, date, venue and events update on the site by themselves. <Link to="/wedding-websites-guide" className="text-primary underline underline-offset-4">What to put on it</Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className={cn("rounded-full px-3 py-1 text-sm font-medium", view.settings.published ? "bg-accent text-accent-foreground" : "bg-muted text-foreground")}>
            {!view.saved ? "Not saved yet" : view.settings.published ? "Published" : "Draft: only you see it"}
          </span>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          {view.saved &&
            (view.settings.published ? (
              <Button variant="secondary" onClick={() => setConfirmUnpublish(true)}>
                Unpublish
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void setPublished(true)} disabled={publish.isPending || dirty} title={dirty ? "Save your changes first" : undefined}>
                {publish.isPending ? "Publishing..." : "Publish"}
              </Button>
            ))}
        </div>
      </header>
      {formError && (
        <div className="mt-6">
          <FormAlert title="We couldn't save your website">{formError}</FormAlert>
        </div>
      )}

      {view.saved && (
        <Share publicUrl={publicUrl} published={view.settings.published} />
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Panel title="Address">
            <SlugField value={values.slug} saved={view.settings.slug} error={errors.slug} onChange={(slug) => set("slug", slug)} />
          </Panel>

          <Panel title="Design">
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="sr-only">Design</legend>
              {SITE_DESIGNS.map((design) => (
                <label key={design.id} className={cn("cursor-pointer rounded-[var(--radius)] border p-3 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring", "border-border")}>
                  <input type="radio" name="design" className="sr-only" checked={values.design === design.id} onChange={() => setValues((v) => ({ ...v, design: design.id, palette: design.palette }))} />
                  <span className={cn("block text-lg", design.font === "serif" ? "font-display" : "font-sans font-semibold")}>{design.name}</span>
                  <span className="block text-sm text-muted-foreground">{design.description}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className="mt-4">
              <legend className="mb-2 text-sm font-medium">Palette</legend>
              <div className="flex flex-wrap gap-3">
                {SITE_PALETTES.map((palette) => (
                  <label key={palette.id} className="flex cursor-pointer items-center gap-2 rounded-full border border-border py-1 pl-1 pr-3 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
                    <input type="radio" name="palette" className="sr-only" checked={values.palette === palette.id} onChange={() => set("palette", palette.id)} />
                    <span aria-hidden="true" className="flex size-7 overflow-hidden rounded-full border border-border">
                      <span className="w-1/2" style={{ background: palette.background }} />
                      <span className="w-1/2" style={{ background: palette.accent }} />
                    </span>
                    {palette.name}
                  </label>
                ))}
              </div>
            </fieldset>
          </Panel>

          <Panel title="Sections">
            <SectionsEditor sections={values.sections} onChange={(sections) => set("sections", sections)} />
            <PagePasswordsEditor sections={values.sections} saved={view.settings.protectedSections} value={values.sectionPasswords} errors={errors} onChange={(sectionPasswords) => set("sectionPasswords", sectionPasswords)} />
          </Panel>

          <Panel title="Photos and wedding party">
            <GalleryEditor saved={view.saved} gallery={values.content.gallery} errors={errors} onChange={(gallery) => setContent("gallery", gallery)} />
            <PartyEditor saved={view.saved} party={values.content.party} errors={errors} onChange={(party) => setContent("party", party)} />
            <PreviewPhotoPicker content={values.content} onChange={(url) => setContent("previewPhotoUrl", url)} />
          </Panel>

          <Panel title="Words">
            <FormField label="Headline" hint="A line above your names, like “We're getting married!”" error={errors["content.headline"]}>
              {(ids) => <Input {...ids} value={values.content.headline} onChange={(e) => setContent("headline", e.target.value)} />}
            </FormField>
            <FormField label="Our story" error={errors["content.story"]}>
              {(ids) => <Textarea {...ids} value={values.content.story} onChange={(e) => setContent("story", e.target.value)} />}
            </FormField>
            <FormField label="Travel" hint="Airports, parking, shuttles." error={errors["content.travel"]}>
              {(ids) => <Textarea {...ids} value={values.content.travel} onChange={(e) => setContent("travel", e.target.value)} />}
            </FormField>
            <ListEditor
              title="Hotel blocks"
              addLabel="Add a hotel"
              items={values.content.hotels}
              empty={{ name: "", details: "", url: "" }}
              onChange={(hotels) => setContent("hotels", hotels)}
              render={(hotel, update, i) => (
                <>
                  <FormField label="Hotel name" error={errors[`content.hotels.${i}.name`]}>
                    {(ids) => <Input {...ids} value={hotel.name} onChange={(e) => update({ ...hotel, name: e.target.value })} />}
                  </FormField>
                  <FormField label="Details" hint="The block's name, rate and the last day to book." error={errors[`content.hotels.${i}.details`]}>
                    {(ids) => <Input {...ids} value={hotel.details} onChange={(e) => update({ ...hotel, details: e.target.value })} />}
                  </FormField>
                  <FormField label="Booking link" error={errors[`content.hotels.${i}.url`]}>
                    {(ids) => <Input {...ids} type="url" inputMode="url" value={hotel.url} onChange={(e) => update({ ...hotel, url: e.target.value })} />}
                  </FormField>
                </>
              )}
            />
            <FormField label="Things to do" error={errors["content.thingsToDo"]}>
              {(ids) => <Textarea {...ids} value={values.content.thingsToDo} onChange={(e) => setContent("thingsToDo", e.target.value)} />}
            </FormField>
            <ListEditor
              title="Registries"
              addLabel="Add a registry"
              items={values.content.registry}
              empty={{ label: "", url: "" }}
              onChange={(registry) => setContent("registry", registry)}
              render={(item, update, i) => (
                <>
                  <FormField label="Store" error={errors[`content.registry.${i}.label`]}>
                    {(ids) => <Input {...ids} value={item.label} onChange={(e) => update({ ...item, label: e.target.value })} />}
                  </FormField>
                  <FormField label="Registry link" error={errors[`content.registry.${i}.url`]}>
                    {(ids) => <Input {...ids} type="url" inputMode="url" value={item.url} onChange={(e) => update({ ...item, url: e.target.value })} />}
                  </FormField>
                </>
              )}
            />
            <ListEditor
              title="FAQ"
              addLabel="Add a question"
              items={values.content.faq}
              empty={{ question: "", answer: "" }}
              onChange={(faq) => setContent("faq", faq)}
              render={(item, update, i) => (
                <>
                  <FormField label="Question" error={errors[`content.faq.${i}.question`]}>
                    {(ids) => <Input {...ids} value={item.question} onChange={(e) => update({ ...item, question: e.target.value })} />}
                  </FormField>
                  <FormField label="Answer" error={errors[`content.faq.${i}.answer`]}>
                    {(ids) => <Textarea {...ids} className="min-h-20" value={item.answer} onChange={(e) => update({ ...item, answer: e.target.value })} />}
                  </FormField>
                </>
              )}
            />
          </Panel>

          <Panel title="Schedule">
            {view.planning.events.length === 0 ? (
              <EmptyState icon={<CalendarDays aria-hidden="true" />} title="No events yet">
                <p>
                  Add your ceremony, reception and other events in the <Link to="/planning/guest-list-manager" className="text-primary underline underline-offset-4">guest list manager</Link>; they show here with their times and places.
                </p>
              </EmptyState>
            ) : (
              <ul className="grid gap-4">
                {view.planning.events.map((event) => {
                  const isPublic = values.content.publicEventIds.includes(event.id);
                  return (
                    <li key={event.id} className="grid gap-2 rounded-[var(--radius)] border border-border p-3">
                      <p className="font-medium">
                        {event.name}
                        <span className="font-normal text-muted-foreground">{[event.time, event.place].filter(Boolean).map((p) => ` · ${p}`)}</span>
                      </p>
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--color-primary)]"
                          checked={isPublic}
                          onChange={(e) => setContent("publicEventIds", e.target.checked ? [...values.content.publicEventIds, event.id] : values.content.publicEventIds.filter((id) => id !== event.id))}
                        />
                        On everyone's schedule (otherwise only guests invited to it see it)
                      </label>
                      <DayOfLink event={event} dayOf={view.planning.dayOf} links={values.content.timelineLinks} onChange={(links) => setContent("timelineLinks", links)} />
                      <FormField label={`Dress code for the ${event.name.toLowerCase()}`}>
                        {(ids) => (
                          <Input
                            {...ids}
                            value={values.content.dressCodes[event.id] ?? ""}
                            onChange={(e) => {
                              const { [event.id]: _previous, ...rest } = values.content.dressCodes;
                              setContent("dressCodes", e.target.value ? { ...rest, [event.id]: e.target.value } : rest);
                            }}
                          />
                        )}
                      </FormField>
                    </li>
                  );
                })}
              </ul>
            )}
            {view.planning.venues.length > 1 && (
              <FormField label="Venue shown on the site">
                {(ids) => (
                  <NativeSelect {...ids} value={values.content.venueId ?? ""} onChange={(e) => setContent("venueId", e.target.value || null)}>
                    <option value="">Your newest saved venue</option>
                    {view.planning.venues.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
          </Panel>

          <Panel title="Who can see it">
            <fieldset className="grid gap-2">
              <legend className="sr-only">Privacy</legend>
              {SITE_PRIVACY.map((privacy) => (
                <label key={privacy} className="flex items-start gap-2">
                  <input type="radio" name="privacy" className="mt-1 size-4 accent-[var(--color-primary)]" checked={values.privacy === privacy} onChange={() => set("privacy", privacy)} />
                  {SITE_PRIVACY_LABELS[privacy]}
                </label>
              ))}
            </fieldset>
            {values.privacy === "password" && (
              <FormField label={view.settings.hasPassword ? "New site password (leave empty to keep it)" : "Site password"} error={errors.password}>
                {(ids) => <Input {...ids} type="text" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />}
              </FormField>
            )}
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">How guests find their invitation</legend>
              {RSVP_LOOKUPS.map((lookup) => (
                <label key={lookup} className="flex items-start gap-2">
                  <input type="radio" name="rsvpLookup" className="mt-1 size-4 accent-[var(--color-primary)]" checked={values.rsvpLookup === lookup} onChange={() => set("rsvpLookup", lookup)} />
                  {RSVP_LOOKUP_LABELS[lookup]}
                </label>
              ))}
            </fieldset>
            <HouseholdCodes codes={view.planning.householdCodes} />
          </Panel>
        </div>

        <aside aria-label="Preview" className="min-w-0">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Preview</h2>
            <div role="group" aria-label="Preview width" className="flex gap-1">
              <Button size="sm" variant={width === "phone" ? "primary" : "ghost"} aria-pressed={width === "phone"} onClick={() => setWidth("phone")}>
                <Smartphone aria-hidden="true" /> Phone
              </Button>
              <Button size="sm" variant={width === "desktop" ? "primary" : "ghost"} aria-pressed={width === "desktop"} onClick={() => setWidth("desktop")}>
                <Monitor aria-hidden="true" /> Desktop
              </Button>
            </div>
          </div>
          <div className="overflow-hidden rounded-[var(--radius-lg)] border border-border bg-muted p-3">
            <div className={cn("mx-auto origin-top overflow-hidden rounded-[var(--radius)] shadow-soft", width === "phone" ? "w-full max-w-[390px]" : "w-full [zoom:0.6] lg:w-[166%]")}>
              <SiteView site={preview} preview />
            </div>
          </div>
        </aside>
      </div>

      <Dialog open={confirmUnpublish} onOpenChange={setConfirmUnpublish}>
        <DialogContent>
          <DialogTitle>Unpublish your wedding website?</DialogTitle>
          <DialogDescription>Guests who open the link will see a not-found page until you publish it again. Your words and choices stay saved.</DialogDescription>
          <ConfirmFooter confirmLabel="Unpublish" pendingLabel="Unpublishing..." pending={publish.isPending} onConfirm={() => void setPublished(false)} cancelLabel="Keep it published" />
        </DialogContent>
      </Dialog>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-xs" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function SlugField({ value, saved, error, onChange }: { value: string; saved: string; error?: string; onChange(value: string): void }) {
  const deferred = useDeferredValue(value.trim().toLowerCase());
  const local = siteSlugSchema.safeParse(deferred);
  const check = useQuery({ ...websiteQueries.slugCheck(deferred), enabled: local.success && deferred !== saved });
  const message = !deferred
    ? undefined
    : !local.success
      ? local.error.issues[0]?.message
      : deferred === saved
        ? undefined
        : check.data && check.data.slug === deferred && !check.data.available
          ? check.data.message
          : undefined;
  const free = local.success && deferred !== saved && check.data?.slug === deferred && check.data.available;
  return (
    <FormField label="Your site's address" hint={free ? "That address is free." : `${window.location.host}/wedding/${value || "..."}`} error={error ?? message}>
      {(ids) => <Input {...ids} value={value} autoCapitalize="none" spellCheck={false} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

function SectionsEditor({ sections, onChange }: { sections: SiteSection[]; onChange(sections: SiteSection[]): void }) {
  const off = SITE_SECTIONS.filter((s) => !sections.includes(s));
  const move = (index: number, by: -1 | 1) => {
    const next = [...sections];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">The opening with your names, date and countdown always comes first.</p>
      <ol className="grid gap-2">
        {sections.map((section, i) => (
          <li key={section} className="flex items-center gap-2 rounded-[var(--radius)] border border-border px-3 py-2">
            <span className="flex-1 font-medium">{SITE_SECTION_LABELS[section]}</span>
            <Button size="icon" variant="ghost" className="size-9" aria-label={`Move ${SITE_SECTION_LABELS[section]} up`} disabled={i === 0} onClick={() => move(i, -1)}>
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" className="size-9" aria-label={`Move ${SITE_SECTION_LABELS[section]} down`} disabled={i === sections.length - 1} onClick={() => move(i, 1)}>
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" className="size-9" aria-label={`Turn off ${SITE_SECTION_LABELS[section]}`} onClick={() => onChange(sections.filter((s) => s !== section))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {off.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {off.map((section) => (
            <Button key={section} size="sm" variant="secondary" onClick={() => onChange([...sections, section])}>
              <Plus aria-hidden="true" /> {SITE_SECTION_LABELS[section]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

function ListEditor<T>({ title, addLabel, items, empty, onChange, render }: { title: string; addLabel: string; items: T[]; empty: T; onChange(items: T[]): void; render(item: T, update: (item: T) => void, index: number): ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      {items.map((item, i) => (
        <div key={i} className="grid gap-3 rounded-[var(--radius)] border border-border p-3">
          {render(item, (next) => onChange(items.map((old, j) => (j === i ? next : old))), i)}
          <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      ))}
      <Button size="sm" variant="secondary" className="justify-self-start" onClick={() => onChange([...items, empty])}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
    </fieldset>
  );
}

function Share({ publicUrl, published }: { publicUrl: string; published: boolean }) {
  return (
    <section aria-label="Share" className="mt-6 flex flex-col gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
        <span className="font-medium">Your link: </span>
        <a href={publicUrl} className="text-primary underline underline-offset-4" target="_blank" rel="noopener noreferrer">
          {publicUrl}
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {!published && <span className="text-muted-foreground"> (publish it first; until then guests see a not-found page)</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copyLink(publicUrl)}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
        <Button size="sm" variant="secondary" asChild>
          <a href={qrCodeUrl("svg")} download>
            <Download aria-hidden="true" /> QR code (SVG)
          </a>
        </Button>
        <Button size="sm" variant="secondary" asChild>
          <a href={qrCodeUrl("png")} download>
            <Download aria-hidden="true" /> QR code (PNG)
          </a>
        </Button>
      </div>
    </section>
  );
}
