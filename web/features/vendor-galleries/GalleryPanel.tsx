import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragCancelEvent, type DragEndEvent, type DragOverEvent, type DragStartEvent, type KeyboardCoordinateGetter, type UniqueIdentifier } from "@dnd-kit/core";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Copy, ExternalLink, GripVertical, ImagePlus, Images, Link2, Link2Off, RefreshCw, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { GALLERY_CAPTION_MAX, GALLERY_IMAGES_MAX, GALLERY_INTRO_MAX, tagsFromText } from "@domain/vendor-galleries";
import { VENDOR_IMAGE_MAX_BYTES } from "@domain/vendors";
import { ConfirmFooter, ConfirmRemoval } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { usePublicOrigin } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { copyLink } from "@web/lib/copy-link";
import {
  galleryQueries,
  useAddFromPortfolio,
  useEditGalleryImage,
  useGalleryIntro,
  useNewGalleryCode,
  useRemoveGalleryImage,
  useReorderGallery,
  useRevokeGalleryCode,
  useUploadGalleryImage,
  type OwnGallery,
  type OwnGalleryImage,
} from "./api";

const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/** The vendor dashboard's Gallery tab: curate the listing's public inspiration gallery (decision 049). */
export function GalleryPanel({ vendorId }: { vendorId: string }) {
  const gallery = useQuery(galleryQueries.own(vendorId));
  return (
    <Loaded query={gallery} loadingLabel="Loading your gallery..." errorMessage="We couldn't load your gallery.">
      {(data) => <Curate vendorId={vendorId} gallery={data} />}
    </Loaded>
  );
}

const captionOf = (images: OwnGalleryImage[], id: UniqueIdentifier) => images.find((image) => image.id === id)?.caption || "The picture";
const placeOf = (images: OwnGalleryImage[], id: UniqueIdentifier) => images.findIndex((image) => image.id === id) + 1;
/** "Picture 2 (Eucalyptus ceremony arch)": where the picture is now and what it shows. */
function pictureName(images: OwnGalleryImage[], id: UniqueIdentifier) {
  const image = images.find((candidate) => candidate.id === id);
  return image?.caption ? `Picture ${placeOf(images, id)} (${image.caption})` : `Picture ${placeOf(images, id)}`;
}

function Curate({ vendorId, gallery }: { vendorId: string; gallery: OwnGallery }) {
  const [announcement, setAnnouncement] = useState("");
  const [order, setOrder] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<OwnGalleryImage | null>(null);
  const reorder = useReorderGallery(vendorId);
  const remove = useRemoveGalleryImage(vendorId);
  // While a new order is saving, show it; afterwards, the server's.
  const images = order ? order.map((id) => gallery.images.find((image) => image.id === id)).filter((image): image is OwnGalleryImage => Boolean(image)) : gallery.images;
  const ids = useRef<string[]>([]);
  ids.current = images.map((image) => image.id);
  const shown = useRef<OwnGalleryImage[]>([]);
  shown.current = images;
  // What a screen reader hears while a picture is dragged: its place and caption, not its id.
  const accessibility = useRef({
    screenReaderInstructions: { draggable: "To move a picture, press Space to pick it up, the arrow keys to move it one place, Space to drop it, or Escape to put it back." },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => `Picked up ${pictureName(shown.current, active.id)}.`,
      onDragOver: ({ active, over }: DragOverEvent) => (over ? `${pictureName(shown.current, active.id)} is over place ${placeOf(shown.current, over.id)}.` : `${pictureName(shown.current, active.id)} is over no place.`),
      onDragEnd: ({ active, over }: DragEndEvent) => (over ? `${pictureName(shown.current, active.id)} dropped at place ${placeOf(shown.current, over.id)}.` : `${pictureName(shown.current, active.id)} put back.`),
      onDragCancel: ({ active }: DragCancelEvent) => `${pictureName(shown.current, active.id)} put back.`,
    },
  }).current;
  // A picked-up picture moves one place per arrow key (the grid's reading order), not a few pixels.
  const keyboardCoordinates = useRef<KeyboardCoordinateGetter>((event, { context: { active, over, droppableRects } }) => {
    const by = event.code === "ArrowRight" || event.code === "ArrowDown" ? 1 : event.code === "ArrowLeft" || event.code === "ArrowUp" ? -1 : 0;
    if (!by || !active) return undefined;
    event.preventDefault();
    const target = ids.current[ids.current.indexOf(String(over?.id ?? active.id)) + by];
    const rect = target ? droppableRects.get(target) : undefined;
    return rect ? { x: rect.left, y: rect.top } : undefined;
  }).current;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  function saveOrder(next: string[], message: string) {
    setOrder(next);
    reorder.mutate(next, {
      onSuccess: () => setAnnouncement(message),
      onError: (error) => setAnnouncement(`The new order wasn't saved: ${error.message}`),
      onSettled: () => setOrder(null),
    });
  }

  function move(index: number, by: -1 | 1) {
    const next = images.map((image) => image.id);
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    saveOrder(next, `${captionOf(images, moved!)} moved to position ${index + by + 1} of ${next.length}.`);
    // Keep focus on the same control of the moved picture.
    requestAnimationFrame(() => document.getElementById(`gallery-move-${by < 0 ? "earlier" : "later"}-${moved}`)?.focus());
  }

  function onDragEnd(event: DragEndEvent) {
    const from = images.findIndex((image) => image.id === event.active.id);
    const to = images.findIndex((image) => image.id === event.over?.id);
    if (from < 0 || to < 0 || from === to) return;
    const next = images.map((image) => image.id);
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    saveOrder(next, `${captionOf(images, moved!)} moved to position ${to + 1} of ${next.length}.`);
  }

  return (
    <section aria-labelledby="gallery-heading" className="grid gap-8">
      <div>
        <h2 id="gallery-heading" className="text-heading font-semibold">
          Inspiration gallery
        </h2>
        <p className="text-sm text-muted-foreground">
          Your own work for couples to browse at /vendor-inspiration and save to their inspiration boards. {gallery.images.length} of {GALLERY_IMAGES_MAX} pictures.
        </p>
      </div>
      <ShareCard vendorId={vendorId} gallery={gallery} />
      <IntroForm vendorId={vendorId} intro={gallery.intro} />
      <AddPictures vendorId={vendorId} gallery={gallery} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {images.length === 0 ? (
        <EmptyState icon={<Images className="size-6" aria-hidden="true" />} title="No pictures in your gallery yet">
          <p>Upload your best recent work, or pick photos from your portfolio. Captions and tags help couples find what they're looking for.</p>
        </EmptyState>
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
          <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Pictures in your gallery, in order">
            {images.map((image, index) => (
              <GalleryTile key={image.id} vendorId={vendorId} image={image} index={index} count={images.length} onMove={move} onRemove={() => setRemoving(image)} />
            ))}
          </ol>
        </DndContext>
      )}
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        title="Remove this picture from your gallery?"
        description={
          <>
            {removing?.caption || "This picture"} leaves your public gallery.{" "}
            {removing?.fromPortfolio ? "It stays in your portfolio." : "The upload is deleted and can't be restored."} Boards couples already saved it to keep their copy.
          </>
        }
        confirmLabel="Remove picture"
        pendingLabel="Removing..."
        remove={remove}
        done={() => "Picture removed"}
      />
    </section>
  );
}

function ShareCard({ vendorId, gallery }: { vendorId: string; gallery: OwnGallery }) {
  const origin = usePublicOrigin();
  const create = useNewGalleryCode(vendorId);
  const revoke = useRevokeGalleryCode(vendorId);
  const [confirm, setConfirm] = useState<"replace" | "revoke" | null>(null);
  const address = gallery.path ? `${origin}${gallery.path}` : null;
  return (
    <div className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft">
      <h3 className="font-semibold">Your gallery's link</h3>
      {address ? (
        <>
          <p className="break-all rounded-[var(--radius)] bg-muted px-3 py-2 font-mono text-sm" data-testid="gallery-address">
            {address}
          </p>
          {!gallery.vendor.published && (
            <FormAlert>Your profile isn't published, so couples can't open this gallery yet. Publish your profile on the Overview tab.</FormAlert>
          )}
          {gallery.live && gallery.images.length === 0 && <p className="text-sm text-muted-foreground">Add a picture and your gallery shows in the browsable galleries.</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void copyLink(address)}
            >
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            {gallery.live && (
              <Button asChild variant="secondary" size="sm">
                <Link to={gallery.path!}>
                  <ExternalLink aria-hidden="true" />
                  Open gallery
                </Link>
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => setConfirm("replace")}>
              <RefreshCw aria-hidden="true" />
              New link
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirm("revoke")}>
              <Link2Off aria-hidden="true" />
              Take gallery down
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Your gallery is private. Make a link to show it to couples and list it in the browsable galleries.</p>
          <Button
            className="w-fit"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: () => void notify.success("Your gallery is public"), onError: toastError })}
          >
            <Link2 aria-hidden="true" />
            {create.isPending ? "Making the link..." : "Make a public link"}
          </Button>
        </>
      )}
      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <DialogContent>
          <DialogTitle>{confirm === "replace" ? "Replace your gallery's link?" : "Take your gallery down?"}</DialogTitle>
          <DialogDescription>
            {confirm === "replace"
              ? "The current link stops working at once; anyone you gave it to needs the new one."
              : "The link stops working and the gallery leaves the browsable galleries. Your pictures stay here; make a new link any time."}
          </DialogDescription>
          <ConfirmFooter
            confirmLabel={confirm === "replace" ? "Make a new link" : "Take it down"}
            pendingLabel="Saving..."
            pending={create.isPending || revoke.isPending}
            onConfirm={() =>
              (confirm === "replace" ? create : revoke).mutate(undefined, {
                onSuccess: () => {
                  void notify.success(confirm === "replace" ? "New link made" : "Gallery taken down");
                  setConfirm(null);
                },
                onError: toastError,
              })
            }
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function IntroForm({ vendorId, intro }: { vendorId: string; intro: string }) {
  const [value, setValue] = useState(intro);
  const save = useGalleryIntro(vendorId);
  const id = useId();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value, { onSuccess: () => void notify.success("Introduction saved"), onError: toastError });
      }}
    >
      <Label htmlFor={id}>Introduction</Label>
      <Textarea id={id} value={value} maxLength={GALLERY_INTRO_MAX} rows={3} onChange={(e) => setValue(e.target.value)} placeholder="What couples should know about your work: your style, the seasons you love, what you're proud of." />
      <Button type="submit" size="sm" variant="secondary" className="w-fit" disabled={save.isPending || value.trim() === intro}>
        Save introduction
      </Button>
    </form>
  );
}

function AddPictures({ vendorId, gallery }: { vendorId: string; gallery: OwnGallery }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState("");
  const [tags, setTags] = useState("");
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadGalleryImage(vendorId);
  const fromPortfolio = useAddFromPortfolio(vendorId);
  const full = gallery.images.length >= GALLERY_IMAGES_MAX;
  const available = gallery.portfolio.filter((photo) => !photo.inGallery);
  return (
    <div className="grid gap-4">
      <form
        aria-label="Upload a picture"
        className="grid gap-4 rounded-[var(--radius-lg)] border border-dashed border-border bg-muted/50 p-5 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          const file = fileRef.current?.files?.[0];
          if (!file) return setError("Choose a photo to upload.");
          if (file.size > VENDOR_IMAGE_MAX_BYTES) return setError(`That photo is larger than ${VENDOR_IMAGE_MAX_BYTES / 1024 / 1024} MB. Export it smaller and try again.`);
          setError(null);
          upload.mutate(
            { file, caption, tags },
            {
              onSuccess: () => {
                void notify.success("Picture added to your gallery");
                setCaption("");
                setTags("");
                if (fileRef.current) fileRef.current.value = "";
              },
              onError: (e) => setError(e.message),
            },
          );
        }}
      >
        {error && (
          <div className="md:col-span-2">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <FormField label="Photo" hint="JPEG, PNG, WebP or HEIC, at least 800 px wide, up to 8 MB. We resize it and remove location data.">
          {(ids) => <Input {...ids} ref={fileRef} type="file" accept={ACCEPT} disabled={full} className="file:mr-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-3 file:py-1 file:text-primary" />}
        </FormField>
        <FormField label="Caption" hint="Also read aloud to people who can't see the picture.">
          {(ids) => <Input {...ids} value={caption} maxLength={GALLERY_CAPTION_MAX} onChange={(e) => setCaption(e.target.value)} placeholder="Blush peony bridal bouquet" disabled={full} />}
        </FormField>
        <FormField label="Tags" hint="Separate tags with commas, up to 8.">
          {(ids) => <Input {...ids} value={tags} onChange={(e) => setTags(e.target.value)} placeholder="peonies, bridal bouquet, summer" disabled={full} />}
        </FormField>
        <div className="flex items-end">
          <Button type="submit" disabled={upload.isPending || full}>
            <ImagePlus aria-hidden="true" />
            {upload.isPending ? "Uploading..." : "Upload picture"}
          </Button>
        </div>
      </form>
      {available.length > 0 && (
        <details className="rounded-[var(--radius-lg)] border border-border bg-card p-4">
          <summary className="cursor-pointer font-medium">Add from your portfolio ({available.length})</summary>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {available.map((photo) => (
              <li key={photo.id} className="grid gap-2">
                <img src={photo.thumbUrl} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" className="aspect-[4/3] w-full rounded-[var(--radius)] object-cover" />
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={fromPortfolio.isPending || full}
                  aria-label={`Add to gallery: ${photo.alt}`}
                  onClick={() => fromPortfolio.mutate(photo.id, { onSuccess: () => void notify.success("Added to your gallery"), onError: toastError })}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function GalleryTile({ vendorId, image, index, count, onMove, onRemove }: { vendorId: string; image: OwnGalleryImage; index: number; count: number; onMove(index: number, by: -1 | 1): void; onRemove(): void }) {
  const captionId = useId();
  const tagsId = useId();
  const [caption, setCaption] = useState(image.caption);
  const [tags, setTags] = useState(image.tags.join(", "));
  const edit = useEditGalleryImage(vendorId);
  const drag = useDraggable({ id: image.id });
  const drop = useDroppable({ id: image.id });
  const label = image.caption ? `Picture ${index + 1}: ${image.caption}` : `Picture ${index + 1}`;
  const style = drag.transform ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, zIndex: 10 } : undefined;
  const changed = caption.trim() !== image.caption || tagsFromText(tags).join(",") !== image.tags.join(",");
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={style}
      className={cn("grid content-start gap-2 rounded-[var(--radius)] border border-border bg-card p-2", drop.isOver && !drag.isDragging && "ring-2 ring-primary", drag.isDragging && "shadow-lg")}
      data-testid="gallery-tile"
    >
      <div className="relative">
        <img src={image.thumbUrl} alt={label} width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full rounded-[calc(var(--radius)-4px)] object-cover" />
        <button
          type="button"
          className="absolute left-2 top-2 grid size-9 cursor-grab touch-none place-items-center rounded-full bg-card/90 text-foreground shadow"
          aria-label={`Drag picture ${index + 1} to reorder, or press Space to pick it up and the arrow keys to move it`}
          {...drag.listeners}
          {...drag.attributes}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span className="absolute right-2 top-2 rounded-full bg-card/90 px-2 py-0.5 text-xs font-medium shadow">
          {image.saves} {image.saves === 1 ? "save" : "saves"}
        </span>
      </div>
      {image.fromPortfolio && <p className="text-xs text-muted-foreground">From your portfolio</p>}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          edit.mutate({ imageId: image.id, caption: caption.trim(), tags: tagsFromText(tags) }, { onSuccess: () => void notify.success("Picture saved") });
        }}
      >
        <Label htmlFor={captionId} className="text-xs">
          Caption
        </Label>
        <Input id={captionId} value={caption} maxLength={GALLERY_CAPTION_MAX} onChange={(e) => setCaption(e.target.value)} className="h-9 text-sm" />
        <Label htmlFor={tagsId} className="text-xs">
          Tags (comma-separated)
        </Label>
        <Input id={tagsId} value={tags} onChange={(e) => setTags(e.target.value)} className="h-9 text-sm" />
        {edit.error && (
          <p role="alert" className="text-xs text-destructive">
            {edit.error.message}
          </p>
        )}
        <Button type="submit" size="sm" variant="secondary" className="w-fit" disabled={!changed || edit.isPending}>
          Save
        </Button>
      </form>
      <div className="flex flex-wrap gap-1">
        <Button id={`gallery-move-earlier-${image.id}`} size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index, -1)} aria-label={`Move picture ${index + 1} earlier`}>
          <ArrowLeft aria-hidden="true" />
          Earlier
        </Button>
        <Button id={`gallery-move-later-${image.id}`} size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index, 1)} aria-label={`Move picture ${index + 1} later`}>
          <ArrowRight aria-hidden="true" />
          Later
        </Button>
        <Button size="sm" variant="ghost" className="ml-auto" onClick={onRemove} aria-label={`Remove picture ${index + 1}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
