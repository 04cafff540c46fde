import { ImagePlus, Images, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { VENDOR_IMAGE_ALT_MAX, VENDOR_IMAGE_MAX_BYTES, VENDOR_MAX_IMAGES } from "@domain/vendors";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { ConfirmRemoval } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { notify, toastError } from "@web/lib/toast";
import { useDeleteImage, useUpdateImageAlt, useUploadImage, type Dashboard } from "./api";

type PortfolioImage = Dashboard["images"][number];
const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif";

/** The portfolio: upload photos (checked and resized by the server), describe and remove them. */
export function PortfolioPanel({ vendorId, images }: { vendorId: string; images: PortfolioImage[] }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PortfolioImage | null>(null);
  const upload = useUploadImage(vendorId);
  const remove = useDeleteImage(vendorId);
  const full = images.length >= VENDOR_MAX_IMAGES;

  return (
    <section aria-labelledby="portfolio-heading" className="grid gap-6">
      <div>
        <h2 id="portfolio-heading" className="text-heading font-semibold">
          Portfolio
        </h2>
        <p className="text-sm text-muted-foreground">
          {images.length} of {VENDOR_MAX_IMAGES} photos. JPEG, PNG, WebP or HEIC, at least 800 px wide, up to {VENDOR_IMAGE_MAX_BYTES / 1024 / 1024} MB. We resize them for
          phones and remove location data.
        </p>
      </div>
      <form
        className="grid gap-4 rounded-[var(--radius-lg)] border border-dashed border-border bg-muted/50 p-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const file = fileRef.current?.files?.[0];
          if (!file) {
            setError("Choose a photo to upload.");
            return;
          }
          if (file.size > VENDOR_IMAGE_MAX_BYTES) {
            setError(`That photo is larger than ${VENDOR_IMAGE_MAX_BYTES / 1024 / 1024} MB. Export it smaller and try again.`);
            return;
          }
          setError(null);
          upload.mutate(
            { file, alt },
            {
              onSuccess: () => {
                void notify.success("Photo added to your portfolio");
                setAlt("");
                if (fileRef.current) fileRef.current.value = "";
              },
              onError: (e) => setError(e.message),
            },
          );
        }}
      >
        {error && (
          <div className="sm:col-span-3">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <FormField label="Photo">
          {(ids) => <Input {...ids} ref={fileRef} type="file" accept={ACCEPT} disabled={full} className="file:mr-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-3 file:py-1 file:text-primary" />}
        </FormField>
        <FormField label="Description for screen readers">
          {(ids) => <Input {...ids} value={alt} maxLength={VENDOR_IMAGE_ALT_MAX} onChange={(e) => setAlt(e.target.value)} placeholder="Bride and groom under the oak at sunset" disabled={full} />}
        </FormField>
        <Button type="submit" disabled={upload.isPending || full}>
          <ImagePlus aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Upload"}
        </Button>
      </form>
      {images.length === 0 ? (
        <EmptyState icon={<Images className="size-6" aria-hidden="true" />} title="No photos yet">
          Show your best recent work: couples look at photos before anything else.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft">
              <img src={image.thumbUrl} alt={image.alt} width={image.width} height={image.height} loading="lazy" className="aspect-[3/2] w-full object-cover" />
              <div className="grid gap-2 p-3">
                <AltEditor vendorId={vendorId} image={image} />
                <Button variant="ghost" size="sm" className="w-fit" onClick={() => setRemoving(image)} aria-label={`Remove photo: ${image.alt}`}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        title="Remove this photo?"
        description={<>{removing?.alt}. It leaves your profile and can&rsquo;t be restored.</>}
        confirmLabel="Remove photo"
        pendingLabel="Removing..."
        remove={remove}
        done={() => "Photo removed"}
      />
    </section>
  );
}

function AltEditor({ vendorId, image }: { vendorId: string; image: PortfolioImage }) {
  const id = useId();
  const [value, setValue] = useState(image.alt);
  const save = useUpdateImageAlt(vendorId);
  const changed = value.trim() !== image.alt && value.trim().length > 0;
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed) return;
        save.mutate({ imageId: image.id, alt: value.trim() }, { onSuccess: () => void notify.success("Description saved"), onError: toastError });
      }}
    >
      <label htmlFor={id} className="sr-only">
        Photo description
      </label>
      <Input id={id} value={value} maxLength={VENDOR_IMAGE_ALT_MAX} onChange={(e) => setValue(e.target.value)} className="h-9 text-sm" />
      <Button type="submit" size="sm" variant="secondary" disabled={!changed || save.isPending}>
        Save
      </Button>
    </form>
  );
}
