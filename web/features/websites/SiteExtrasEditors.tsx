import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { formatMinutes } from "@domain/timeline";
import { SITE_GALLERY_MAX, SITE_PARTY_MAX, SITE_SECTION_LABELS, type SiteSection } from "@domain/websites";
import { VENUE_IMAGE_MAX_BYTES } from "@domain/venues";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { useUploadSitePhoto, type BuilderView, type SiteSettingsValues, type UploadedSitePhoto } from "./api";

type Content = SiteSettingsValues["content"];
type Errors = Record<string, string | undefined>;

/** What the browser can tell before uploading (the server checks the content itself). */
function precheck(file: File): string | null {
  if (file.type && (!file.type.startsWith("image/") || file.type === "image/svg+xml" || file.type === "image/gif")) return `${file.name}: choose a photo (JPEG, PNG, WebP or HEIC).`;
  if (file.size > VENUE_IMAGE_MAX_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; photos can be at most 8 MB.`;
  return null;
}

/** A file button that uploads one photo through the shared photo pipeline and hands back its addresses. */
function PhotoUpload({ label, disabled, onUploaded }: { label: string; disabled?: boolean; onUploaded(photo: UploadedSitePhoto): void }) {
  const id = useId();
  const upload = useUploadSitePhoto();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-[var(--radius)] border border-border bg-secondary px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
        <ImagePlus aria-hidden="true" className="size-4" />
        {upload.isPending ? "Uploading..." : label}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          className="sr-only"
          disabled={disabled || upload.isPending}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            const problem = precheck(file);
            setError(problem);
            if (problem) return;
            try {
              onUploaded(await upload.mutateAsync(file));
            } catch (err) {
              setError(toRequestError(err).message);
            }
          }}
        />
      </label>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

function ReorderButtons({ index, count, label, onMove }: { index: number; count: number; label: string; onMove(to: number): void }) {
  return (
    <div className="flex gap-1">
      <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${label} up`}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move ${label} down`}>
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}

function NeedsSave({ saved, children }: { saved: boolean; children: ReactNode }) {
  return saved ? <>{children}</> : <p className="text-sm text-muted-foreground">Save your website once, then add photos.</p>;
}

/** The photo gallery: upload, describe (alt text), caption, reorder, remove. Removed photos are deleted on save. */
export function GalleryEditor({ saved, gallery, errors, onChange }: { saved: boolean; gallery: Content["gallery"]; errors: Errors; onChange(gallery: Content["gallery"]): void }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Photo gallery ({gallery.length} of {SITE_GALLERY_MAX})</legend>
      <NeedsSave saved={saved}>
        {gallery.length === 0 && <p className="text-sm text-muted-foreground">No photos yet. Engagement photos and the two of you over the years work well.</p>}
        <ol className="grid gap-3">
          {gallery.map((photo, i) => (
            <li key={photo.url} className="grid gap-3 rounded-[var(--radius)] border border-border p-3 sm:grid-cols-[6rem_1fr]">
              <img src={photo.thumbUrl} alt="" width={96} height={Math.round((96 * photo.height) / photo.width)} className="w-24 rounded-[var(--radius-sm)] object-cover" />
              <div className="grid gap-3">
                <FormField label={`Photo ${i + 1}: what it shows`} hint="For guests who use a screen reader." error={errors[`content.gallery.${i}.alt`]}>
                  {(ids) => <Input {...ids} value={photo.alt} onChange={(e) => onChange(gallery.map((p, j) => (j === i ? { ...p, alt: e.target.value } : p)))} />}
                </FormField>
                <FormField label={`Photo ${i + 1}: caption`} error={errors[`content.gallery.${i}.caption`]}>
                  {(ids) => <Input {...ids} value={photo.caption} onChange={(e) => onChange(gallery.map((p, j) => (j === i ? { ...p, caption: e.target.value } : p)))} />}
                </FormField>
                <div className="flex flex-wrap items-center gap-2">
                  <ReorderButtons index={i} count={gallery.length} label={`photo ${i + 1}`} onMove={(to) => onChange(move(gallery, i, to))} />
                  <Button size="sm" variant="ghost" onClick={() => onChange(gallery.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden="true" /> Remove photo {i + 1}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <PhotoUpload label="Add a photo" disabled={gallery.length >= SITE_GALLERY_MAX} onUploaded={(photo) => onChange([...gallery, { ...photo, caption: "", alt: "" }])} />
      </NeedsSave>
    </fieldset>
  );
}

/** The wedding party: name, role, a short bio and a photo each, in the couple's order. */
export function PartyEditor({ saved, party, errors, onChange }: { saved: boolean; party: Content["party"]; errors: Errors; onChange(party: Content["party"]): void }) {
  const update = (i: number, next: Partial<Content["party"][number]>) => onChange(party.map((p, j) => (j === i ? { ...p, ...next } : p)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Wedding party</legend>
      <ol className="grid gap-3">
        {party.map((person, i) => (
          <li key={i} className="grid gap-3 rounded-[var(--radius)] border border-border p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label="Name" error={errors[`content.party.${i}.name`]}>
                {(ids) => <Input {...ids} value={person.name} onChange={(e) => update(i, { name: e.target.value })} />}
              </FormField>
              <FormField label="Role" hint="Maid of honor, best man, flower girl..." error={errors[`content.party.${i}.role`]}>
                {(ids) => <Input {...ids} value={person.role} onChange={(e) => update(i, { role: e.target.value })} />}
              </FormField>
            </div>
            <FormField label="Short bio" error={errors[`content.party.${i}.bio`]}>
              {(ids) => <Textarea {...ids} className="min-h-20" value={person.bio} onChange={(e) => update(i, { bio: e.target.value })} />}
            </FormField>
            <div className="flex flex-wrap items-center gap-3">
              {person.photo && <img src={person.photo.thumbUrl} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />}
              <NeedsSave saved={saved}>
                <PhotoUpload label={person.photo ? "Change the photo" : "Add a photo"} onUploaded={(photo) => update(i, { photo })} />
              </NeedsSave>
              {person.photo && (
                <Button size="sm" variant="ghost" onClick={() => update(i, { photo: null })}>
                  Remove the photo
                </Button>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ReorderButtons index={i} count={party.length} label={person.name || `person ${i + 1}`} onMove={(to) => onChange(move(party, i, to))} />
              <Button size="sm" variant="ghost" onClick={() => onChange(party.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" /> Remove {person.name || `person ${i + 1}`}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {party.length < SITE_PARTY_MAX && (
        <Button size="sm" variant="secondary" className="justify-self-start" onClick={() => onChange([...party, { name: "", role: "", bio: "", photo: null }])}>
          Add a person
        </Button>
      )}
    </fieldset>
  );
}

/** The picture a shared link shows: one of the site's photos, or a card with the names and date. */
export function PreviewPhotoPicker({ content, onChange }: { content: Content; onChange(url: string | null): void }) {
  const photos = [
    ...content.gallery.map((p, i) => ({ url: p.url, label: p.alt || p.caption || `Gallery photo ${i + 1}` })),
    ...content.party.flatMap((p) => (p.photo ? [{ url: p.photo.url, label: `${p.name || "Wedding party"}'s photo` }] : [])),
  ];
  return (
    <FormField label="Picture when the link is shared" hint="Shown by messaging apps and social sites next to your names and date.">
      {(ids) => (
        <NativeSelect {...ids} value={content.previewPhotoUrl ?? ""} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{content.gallery.length > 0 ? "The first gallery photo" : "A card with your names and date"}</option>
          {photos.map((p) => (
            <option key={p.url} value={p.url}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Pages with a password of their own, beyond the site's: the couple shares it only with the guests it is for. */
export function PagePasswordsEditor({ sections, saved, value, errors, onChange }: { sections: SiteSection[]; saved: SiteSection[]; value: SiteSettingsValues["sectionPasswords"]; errors: Errors; onChange(value: SiteSettingsValues["sectionPasswords"]): void }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Pages with their own password</legend>
      <p className="text-sm text-muted-foreground">A page locked here shows a password box instead of its words, even to guests who can open the site.</p>
      {sections.map((section) => {
        const locked = value[section] !== undefined;
        return (
          <div key={section} className="grid gap-2">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-primary)]"
                checked={locked}
                onChange={(e) => {
                  const { [section]: _previous, ...rest } = value;
                  onChange(e.target.checked ? { ...rest, [section]: saved.includes(section) ? "keep" : "" } : rest);
                }}
              />
              {SITE_SECTION_LABELS[section]} needs its own password
            </label>
            {locked && (
              <FormField label={saved.includes(section) ? `New password for ${SITE_SECTION_LABELS[section]} (leave empty to keep it)` : `Password for ${SITE_SECTION_LABELS[section]}`} error={errors[`sectionPasswords.${section}`]}>
                {(ids) => (
                  <Input
                    {...ids}
                    autoComplete="off"
                    value={value[section] === "keep" ? "" : (value[section] ?? "")}
                    onChange={(e) => onChange({ ...value, [section]: e.target.value || (saved.includes(section) ? "keep" : "") })}
                  />
                )}
              </FormField>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Each household's code, to print on its invitation: typing it on the site finds that household's invitation. */
export function HouseholdCodes({ codes }: { codes: BuilderView["planning"]["householdCodes"] }) {
  if (codes.length === 0) return <p className="text-sm text-muted-foreground">Add guests to your guest list and each household gets a code to print on its invitation.</p>;
  return (
    <details className="rounded-[var(--radius)] border border-border p-3">
      <summary className="cursor-pointer font-medium">Household codes for your invitations ({codes.length})</summary>
      <p className="mt-2 text-sm text-muted-foreground">A guest types their code on the site to see their invitation and events, and answers for their household.</p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-3">Household</th>
            <th scope="col" className="py-1">Code</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <tr key={c.code} className="border-t border-border">
              <td className="py-1 pr-3">{c.household}</td>
              <td className="py-1 font-mono">{c.code}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Which day-of schedule event gives each guest-list event its time and place. */
export function DayOfLink({ event, dayOf, links, onChange }: { event: { id: string; name: string }; dayOf: BuilderView["planning"]["dayOf"]; links: Content["timelineLinks"]; onChange(links: Content["timelineLinks"]): void }) {
  if (dayOf.length === 0) return null;
  return (
    <FormField label={`Time for the ${event.name.toLowerCase()} from the day-of schedule`} hint="A later change in the day-of schedule shows on the site.">
      {(ids) => (
        <NativeSelect
          {...ids}
          value={links[event.id] ?? ""}
          onChange={(e) => {
            const { [event.id]: _previous, ...rest } = links;
            onChange(e.target.value ? { ...rest, [event.id]: e.target.value } : rest);
          }}
        >
          <option value="">Match by name</option>
          {dayOf.map((d) => (
            <option key={d.id} value={d.id}>
              {formatMinutes(d.startMinutes)} · {d.title}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
