import { ArrowDown, ArrowUp, ImageOff, ImagePlus, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { VENUE_IMAGE_ALT_MAX, VENUE_MIN_PHOTOS_TO_PUBLISH } from "@domain/venue-owner";
import { VENUE_MAX_IMAGES } from "@domain/venues";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/toast";
import { ownerWrites, precheckPhoto, uploadPhoto, useOwnerMutation, type OwnerImage } from "./api";

interface Upload {
  key: string;
  name: string;
  preview: string;
  progress: number;
  status: "queued" | "uploading" | "error";
  error?: string;
  file: File;
}

let uploadCounter = 0;

/**
 * The listing's photos: drop or pick files (each uploads on its own, with progress and its own error),
 * reorder with Move up / Move down, describe each for screen readers, remove with a confirmation.
 */
export function PhotoManager({ venueId, images, onImagesChange }: { venueId: string; images: OwnerImage[]; onImagesChange(images: OwnerImage[]): void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [confirming, setConfirming] = useState<OwnerImage | null>(null);
  const imagesRef = useRef(images);
  imagesRef.current = images;
  const busy = useRef(false);

  // Upload one file at a time, in the order chosen.
  useEffect(() => {
    if (busy.current) return;
    const next = uploads.find((u) => u.status === "queued");
    if (!next) return;
    busy.current = true;
    setUploads((list) => list.map((u) => (u.key === next.key ? { ...u, status: "uploading" } : u)));
    uploadPhoto(venueId, next.file, (progress) => setUploads((list) => list.map((u) => (u.key === next.key ? { ...u, progress } : u))))
      .then((image) => {
        setUploads((list) => list.filter((u) => u.key !== next.key));
        onImagesChange([...imagesRef.current, image]);
        setAnnouncement(`${next.name} uploaded.`);
      })
      .catch((error: unknown) => {
        const message = toRequestError(error).message;
        // A refused file loses its preview: it may not be an image at all, and a broken picture says nothing.
        setUploads((list) => list.map((u) => (u.key === next.key ? { ...u, status: "error", error: message, preview: "" } : u)));
        setAnnouncement(`${next.name} was not uploaded: ${message}`);
      })
      .finally(() => {
        busy.current = false;
        setUploads((list) => [...list]);
      });
  }, [uploads, venueId, onImagesChange]);

  const pending = uploads.filter((u) => u.status !== "error").length;
  const room = VENUE_MAX_IMAGES - images.length - pending;

  function addFiles(files: FileList | File[]) {
    const chosen = [...files];
    const accepted: Upload[] = [];
    const rejected: Upload[] = [];
    for (const file of chosen) {
      const base = { key: `u${++uploadCounter}`, name: file.name, preview: "", progress: 0, file };
      const problem = precheckPhoto(file) ?? (accepted.length >= room ? `A listing can have ${VENUE_MAX_IMAGES} photos.` : null);
      if (problem) rejected.push({ ...base, status: "error", error: problem });
      else {
        accepted.push({ ...base, status: "queued" });
        // A data: URL preview (the page's CSP allows data: images) while the photo uploads.
        const reader = new FileReader();
        reader.onload = () =>
          setUploads((list) => list.map((u) => (u.key === base.key && u.status !== "error" ? { ...u, preview: String(reader.result) } : u)));
        reader.readAsDataURL(file);
      }
    }
    setUploads((list) => [...list, ...accepted, ...rejected]);
    setAnnouncement(`${accepted.length} ${accepted.length === 1 ? "photo" : "photos"} uploading${rejected.length ? `, ${rejected.length} not accepted` : ""}.`);
  }

  function dismiss(key: string) {
    setUploads((list) => list.filter((u) => u.key !== key));
  }

  // The browser can't draw every accepted file (HEIC in most browsers, a text file named .jpg): show
  // the placeholder instead of a broken picture while it uploads.
  function dropPreview(key: string) {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, preview: "" } : u)));
  }

  const reorder = useOwnerMutation((imageIds: string[]) => ownerWrites.reorderImages(venueId, imageIds));
  const removal = useOwnerMutation((imageId: string) => ownerWrites.removeImage(venueId, imageId));

  async function move(index: number, by: -1 | 1) {
    const order = images.map((i) => i.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    const previous = images;
    onImagesChange(order.map((id) => images.find((i) => i.id === id)!));
    try {
      const { images: saved } = await reorder.mutateAsync(order);
      onImagesChange(saved);
      setAnnouncement(`Photo moved to position ${index + by + 1} of ${order.length}.`);
      // Keep focus on the same control of the moved photo.
      requestAnimationFrame(() => document.getElementById(`move-${by < 0 ? "up" : "down"}-${moved}`)?.focus());
    } catch (error) {
      onImagesChange(previous);
      void notify.error(toRequestError(error).message);
    }
  }

  async function remove(image: OwnerImage) {
    try {
      const { images: left } = await removal.mutateAsync(image.id);
      onImagesChange(left);
      setConfirming(null);
      setAnnouncement("Photo removed.");
      void notify.success("Photo removed");
    } catch (error) {
      setConfirming(null);
      void notify.error(toRequestError(error).message);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) addFiles(event.dataTransfer.files);
  };

  return (
    <div className="grid gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "grid place-items-center gap-3 rounded-[var(--radius-lg)] border-2 border-dashed border-input bg-card px-6 py-10 text-center transition-colors",
          dragging && "border-primary bg-primary-soft",
        )}
      >
        <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
          <ImagePlus className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">Drag photos here, or</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose photos to upload"
          onChange={(event) => {
            if (event.target.files?.length) addFiles(event.target.files);
            event.target.value = "";
          }}
          disabled={room <= 0}
        />
        <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={room <= 0} aria-describedby={`${inputId}-hint`}>
          Choose photos
        </Button>
        <p id={`${inputId}-hint`} className="max-w-md text-sm text-muted-foreground">
          JPEG, PNG, WebP or HEIC, at least 800 px wide, up to 8 MB each. {images.length} of {VENUE_MAX_IMAGES} photos
          {images.length < VENUE_MIN_PHOTOS_TO_PUBLISH ? ` · at least ${VENUE_MIN_PHOTOS_TO_PUBLISH} to publish` : ""}.
        </p>
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {uploads.length > 0 && (
        <ul className="grid gap-3" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className={cn("flex items-center gap-4 rounded-[var(--radius)] border bg-card p-3", upload.status === "error" ? "border-destructive/50" : "border-border")}>
              {upload.preview ? (
                <img
                  src={upload.preview}
                  alt=""
                  onError={() => dropPreview(upload.key)}
                  className="size-14 shrink-0 rounded-[var(--radius-sm)] bg-muted object-cover"
                />
              ) : (
                <span
                  className={cn(
                    "grid size-14 shrink-0 place-items-center rounded-[var(--radius-sm)]",
                    upload.status === "error" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground",
                  )}
                >
                  {upload.status === "error" ? <ImageOff className="size-5" aria-hidden="true" /> : <ImagePlus className="size-5" aria-hidden="true" />}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{upload.name}</p>
                {upload.status === "error" ? (
                  // The crossed-out picture in the thumbnail's place marks the row; the message gets its full width.
                  <p className="text-sm text-destructive">{upload.error}</p>
                ) : (
                  <div className="mt-2 flex items-center gap-3">
                    <progress
                      className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
                      max={1}
                      value={upload.progress}
                      aria-label={`Uploading ${upload.name}`}
                    />
                    <span className="w-12 text-right text-xs tabular-nums text-muted-foreground">{upload.status === "queued" ? "Waiting" : `${Math.round(upload.progress * 100)}%`}</span>
                  </div>
                )}
              </div>
              {upload.status === "error" && (
                <Button variant="ghost" size="icon" aria-label={`Dismiss ${upload.name}`} onClick={() => dismiss(upload.key)}>
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {images.length > 0 ? (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Photos in gallery order">
          {images.map((image, index) => (
            <PhotoCard
              key={image.id}
              venueId={venueId}
              image={image}
              index={index}
              count={images.length}
              onMove={(by) => void move(index, by)}
              onRemove={() => setConfirming(image)}
              onSaved={(saved) => onImagesChange(imagesRef.current.map((i) => (i.id === saved.id ? saved : i)))}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No photos yet. The first photo is the cover couples see in search results.</p>
      )}

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogTitle>Remove this photo?</DialogTitle>
          <DialogDescription>It disappears from your listing straight away. You can upload it again later.</DialogDescription>
          {confirming && <img src={confirming.thumbUrl} alt={confirming.alt} className="aspect-[3/2] w-full rounded-[var(--radius)] object-cover" />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Keep it</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => confirming && void remove(confirming)}>
              <Trash2 aria-hidden="true" />
              Remove photo
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PhotoCard({
  venueId,
  image,
  index,
  count,
  onMove,
  onRemove,
  onSaved,
}: {
  venueId: string;
  image: OwnerImage;
  index: number;
  count: number;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  onSaved(image: OwnerImage): void;
}) {
  const altId = useId();
  const [alt, setAlt] = useState(image.alt);
  const [state, setState] = useState<{ saving: boolean; error: string | null; saved: boolean }>({ saving: false, error: null, saved: false });
  useEffect(() => setAlt(image.alt), [image.alt]);

  const describing = useOwnerMutation((text: string) => ownerWrites.describeImage(venueId, image.id, text));

  async function saveAlt() {
    const text = alt.trim();
    if (text === image.alt) return;
    setState({ saving: true, error: null, saved: false });
    try {
      const { image: saved } = await describing.mutateAsync(text);
      onSaved(saved);
      setState({ saving: false, error: null, saved: true });
    } catch (error) {
      setState({ saving: false, error: toRequestError(error).message, saved: false });
    }
  }

  return (
    <li className="grid min-w-0 gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-3 shadow-soft">
      <div className="relative">
        <img src={image.thumbUrl} alt={image.alt} width={480} height={Math.round((480 * image.height) / image.width)} className="aspect-[3/2] h-auto w-full max-w-full rounded-[var(--radius)] bg-muted object-cover" />
        <Badge variant={index === 0 ? "primary" : "outline"} className="absolute left-2 top-2">
          {index === 0 ? "Cover" : `Photo ${index + 1}`}
        </Badge>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={altId} className="text-sm font-medium">
          Description of photo {index + 1}
        </label>
        <Input
          id={altId}
          value={alt}
          maxLength={VENUE_IMAGE_ALT_MAX}
          onChange={(event) => setAlt(event.target.value)}
          onBlur={() => void saveAlt()}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void saveAlt();
            }
          }}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={`${altId}-status`}
        />
        <p id={`${altId}-status`} className={cn("min-h-5 text-xs", state.error ? "font-medium text-destructive" : "text-muted-foreground")} aria-live="polite">
          {state.error ?? (state.saving ? "Saving..." : state.saved ? "Saved" : "What the photo shows, for people using screen readers.")}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <div className="flex gap-1">
          <Button id={`move-up-${image.id}`} variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move photo ${index + 1} earlier`}>
            <ArrowUp aria-hidden="true" />
            <span className="max-sm:sr-only">Earlier</span>
          </Button>
          <Button id={`move-down-${image.id}`} variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Move photo ${index + 1} later`}>
            <ArrowDown aria-hidden="true" />
            <span className="max-sm:sr-only">Later</span>
          </Button>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove photo ${index + 1}`} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
