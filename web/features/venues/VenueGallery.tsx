import { ChevronLeft, ChevronRight, Expand, ImageOff } from "lucide-react";
import { useRef, useState } from "react";
import type { VenueDetail } from "@domain/venue-cards";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";

type Image = VenueDetail["images"][number];

/**
 * The venue's photos: a large first photo and thumbnails, each a button that opens the lightbox.
 * In the lightbox, the arrow keys and the Previous/Next buttons move between photos.
 */
export function VenueGallery({ images, venueName }: { images: Image[]; venueName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openAt = (index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(index);
  };

  if (images.length === 0) {
    return (
      <div className="grid aspect-[16/7] place-items-center rounded-[var(--radius-lg)] bg-muted text-muted-foreground">
        <span className="flex flex-col items-center gap-2">
          <ImageOff className="size-7" aria-hidden="true" />
          The venue hasn't added photos yet.
        </span>
      </div>
    );
  }

  const [first, ...rest] = images;
  const shownThumbs = rest.slice(0, 4);
  const hidden = images.length - 1 - shownThumbs.length;

  return (
    <section aria-label={`Photos of ${venueName}`}>
      <div className={cn("grid gap-2 sm:gap-3", shownThumbs.length > 0 && "md:grid-cols-[2fr_1fr]")}>
        <button
          type="button"
          onClick={() => openAt(0)}
          className="group relative overflow-hidden rounded-[var(--radius-lg)] md:rounded-r-none"
          aria-label={`Open photo 1 of ${images.length}: ${first!.alt || venueName}`}
        >
          <img
            src={first!.url}
            alt=""
            width={first!.width}
            height={first!.height}
            fetchPriority="high"
            className="aspect-[3/2] size-full bg-muted object-cover transition-transform duration-300 group-hover:scale-[1.01]"
          />
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-[var(--radius-pill)] bg-card/95 px-3 py-1.5 text-sm font-medium text-foreground shadow-soft">
            <Expand className="size-4" aria-hidden="true" />
            {images.length} {images.length === 1 ? "photo" : "photos"}
          </span>
        </button>
        {shownThumbs.length > 0 && (
          <ul className="grid grid-cols-4 gap-2 sm:gap-3 md:grid-cols-2 md:grid-rows-2">
            {shownThumbs.map((image, i) => (
              <li key={image.id} className="relative">
                <button
                  type="button"
                  onClick={() => openAt(i + 1)}
                  className={cn(
                    "relative block size-full overflow-hidden rounded-[var(--radius)]",
                    i === 1 && "md:rounded-tr-[var(--radius-lg)]",
                    i === 3 && "md:rounded-br-[var(--radius-lg)]",
                  )}
                  aria-label={`Open photo ${i + 2} of ${images.length}: ${image.alt || venueName}`}
                >
                  <img
                    src={image.thumbUrl || image.url}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-[3/2] size-full bg-muted object-cover md:absolute md:inset-0 md:aspect-auto"
                  />
                  {i === shownThumbs.length - 1 && hidden > 0 && (
                    <span className="absolute inset-0 grid place-items-center rounded-[inherit] bg-foreground/55 text-lg font-semibold text-background">
                      +{hidden}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Lightbox images={images} venueName={venueName} index={open} onIndex={setOpen} returnFocus={() => opener.current?.focus()} />
    </section>
  );
}

function Lightbox({
  images,
  venueName,
  index,
  onIndex,
  returnFocus,
}: {
  images: Image[];
  venueName: string;
  index: number | null;
  onIndex(i: number | null): void;
  returnFocus(): void;
}) {
  const image = index === null ? undefined : images[index];
  const move = (step: number) => index !== null && onIndex((index + step + images.length) % images.length);
  return (
    <Dialog open={index !== null} onOpenChange={(next) => !next && onIndex(null)}>
      <DialogContent
        className="max-w-5xl! gap-4! p-4! sm:p-6!"
        onCloseAutoFocus={(event) => {
          // Opened without a DialogTrigger: put focus back on the photo that opened it.
          event.preventDefault();
          returnFocus();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") move(1);
          if (event.key === "ArrowLeft") move(-1);
        }}
      >
        <DialogTitle className="text-xl!">
          {venueName} · photo {(index ?? 0) + 1} of {images.length}
        </DialogTitle>
        <DialogDescription>{image?.alt || "Use the arrow keys or the buttons to see the other photos."}</DialogDescription>
        {image && (
          <img
            src={image.url}
            alt={image.alt || `${venueName}, photo ${(index ?? 0) + 1}`}
            width={image.width}
            height={image.height}
            className="max-h-[65dvh] w-full rounded-[var(--radius)] bg-muted object-contain"
          />
        )}
        {images.length > 1 && (
          <div className="flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => move(-1)}
              className="inline-flex h-11 items-center gap-1.5 rounded-[var(--radius-pill)] border border-primary/25 px-4 font-medium text-primary hover:bg-primary-soft"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {(index ?? 0) + 1} / {images.length}
            </span>
            <button
              type="button"
              onClick={() => move(1)}
              className="inline-flex h-11 items-center gap-1.5 rounded-[var(--radius-pill)] border border-primary/25 px-4 font-medium text-primary hover:bg-primary-soft"
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
