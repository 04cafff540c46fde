import { useQuery } from "@tanstack/react-query";
import { ImagePlus } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type DragEvent } from "react";
import { POST_IMAGE_ALT_MAX } from "@domain/blog";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { blogQueries, useUploadPostImage } from "./api";
import { PROSE } from "./format";

const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif";

/**
 * The article's Markdown with a Write/Preview switch and an image upload: a dropped or chosen photo goes
 * through the same photo pipeline as venue galleries, and its Markdown lands where the cursor was.
 */
export function PostBodyEditor({ value, onChange, error }: { value: string; onChange(body: string): void; error?: string }) {
  const [mode, setMode] = useState<"write" | "preview">("write");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Where the Markdown goes: the cursor as the admin left it (clicking the upload button moves focus away).
  const cursor = useRef<{ start: number; end: number } | null>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const rememberCursor = () => {
    const area = textareaRef.current;
    if (area) cursor.current = { start: area.selectionStart, end: area.selectionEnd };
  };

  function insertAtCursor(markdown: string) {
    const { start, end } = cursor.current ?? { start: value.length, end: value.length };
    const before = value.slice(0, start);
    const after = value.slice(end);
    // An image is its own paragraph: blank lines around it unless it starts or ends the article.
    const lead = before.length === 0 ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    const trail = after.length === 0 ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
    const inserted = `${lead}${markdown}${trail}`;
    onChange(before + inserted + after);
    const caret = start + inserted.length;
    cursor.current = { start: caret, end: caret };
    caretAfterInsert.current = caret;
    setMode("write");
  }

  // Once the new text is in the textarea (React sets its value after the upload answers, which would put
  // the caret at the end), the caret goes back right after the image, ready for the next words.
  useLayoutEffect(() => {
    const area = textareaRef.current;
    const caret = caretAfterInsert.current;
    if (!area || caret === null || area.value !== value) return;
    caretAfterInsert.current = null;
    area.focus();
    area.setSelectionRange(caret, caret);
  }, [value, mode]);

  const modeButton = (which: "write" | "preview", label: string) => (
    <Button type="button" size="sm" variant={mode === which ? "secondary" : "ghost"} aria-pressed={mode === which} onClick={() => setMode(which)}>
      {label}
    </Button>
  );

  return (
    <div className="grid gap-3">
      <FormField
        label="Article (Markdown)"
        hint="## for a section heading, - for a list, [words](/venues) for a link. Script and HTML event handlers are shown as text."
        error={error}
        trailing={
          <div className="flex gap-1" role="group" aria-label="Article view">
            {modeButton("write", "Write")}
            {modeButton("preview", "Preview")}
          </div>
        }
      >
        {(ids) =>
          mode === "write" ? (
            <Textarea
              {...ids}
              ref={textareaRef}
              rows={16}
              className="font-mono text-sm"
              value={value}
              onChange={(event) => {
                onChange(event.target.value);
                rememberCursor();
              }}
              onSelect={rememberCursor}
              onBlur={rememberCursor}
            />
          ) : (
            <ArticlePreview {...ids} body={value} />
          )
        }
      </FormField>
      <PostImageUpload onUploaded={insertAtCursor} />
    </div>
  );
}

/** The article as readers will see it, rendered by the server (same Markdown renderer and sanitizer). */
function ArticlePreview({ body, id, ...described }: { body: string; id: string; "aria-describedby"?: string }) {
  const preview = useQuery({ ...blogQueries.preview(body), enabled: body.trim().length > 0 });
  return (
    <div id={id} {...described} role="region" aria-label="Preview of the article" className="min-h-32 rounded-[var(--radius)] border border-input bg-card px-4 py-3">
      {!body.trim() ? (
        <p className="text-muted-foreground">Nothing to preview yet. Write the article first.</p>
      ) : preview.isPending ? (
        <Spinner label="Rendering the preview..." className="py-6" />
      ) : preview.isError ? (
        <FormAlert title="The preview didn't load">{preview.error.message}</FormAlert>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{preview.data.readingMinutes} min read</p>
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </>
      )}
    </div>
  );
}

/** Drop a photo on the box or choose one; the description is asked first because every image needs one. */
function PostImageUpload({ onUploaded }: { onUploaded(markdown: string): void }) {
  const upload = useUploadPostImage();
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  function send(file: File) {
    const description = alt.trim();
    if (!description) {
      setAltError("Describe the image first: what it shows, for people who can't see it.");
      return;
    }
    setAltError(undefined);
    upload.mutate(
      { file, alt: description },
      {
        onSuccess: (image) => {
          onUploaded(image.markdown);
          setAlt("");
          setAnnouncement(`Image added to the article where the cursor was: ${description}.`);
        },
      },
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) send(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="post-image-drop"
      className={cn("grid gap-3 rounded-[var(--radius)] border-2 border-dashed border-input bg-card p-4 transition-colors", dragging && "border-primary bg-primary-soft")}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
          <ImagePlus className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-medium">Add an image</p>
          <p id={hintId} className="text-sm text-muted-foreground">
            Drop a photo here or choose one. JPEG, PNG, WebP or HEIC, at least 800 px wide, up to 8 MB. It goes in where the cursor is.
          </p>
        </div>
      </div>
      <FormField label="Image description" hint="Required: what the photo shows, for people who can't see it." error={altError}>
        {(ids) => (
          <Input
            {...ids}
            value={alt}
            maxLength={POST_IMAGE_ALT_MAX}
            onChange={(event) => {
              setAlt(event.target.value);
              if (event.target.value.trim()) setAltError(undefined);
            }}
          />
        )}
      </FormField>
      <input
        ref={fileRef}
        type="file"
        accept={ACCEPTED_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-label="Image file to upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) send(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onClick={() => {
            if (!alt.trim()) {
              setAltError("Describe the image first: what it shows, for people who can't see it.");
              return;
            }
            fileRef.current?.click();
          }}
        >
          {upload.isPending ? "Uploading..." : "Choose an image"}
        </Button>
      </div>
      {upload.isError && <FormAlert title="The image was not added">{upload.error.message}</FormAlert>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
