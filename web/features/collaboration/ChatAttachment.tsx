import { FileText, Paperclip, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CHAT_IMAGE_UPLOAD_MAX_BYTES, CHAT_PDF_MAX_BYTES } from "@domain/collaboration";
import { Button } from "@web/components/ui/button";

/** What the picker offers; the server checks the content itself whatever the type or name says. */
const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"];
const ACCEPT = [...PICTURE_TYPES, "application/pdf", ".heic", ".heif"].join(",");

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** A file's size as people read it: KB under a megabyte. */
const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes));

function isPdf(file: File) {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

/**
 * Why a file can't be sent, before uploading it (the kind and size the server allows), or null. The server
 * still reads the content: a renamed file is refused there with its reason.
 */
export function attachmentProblem(file: File): string | null {
  if (file.size === 0) return "That file is empty. Choose a picture or a PDF.";
  if (isPdf(file)) return file.size > CHAT_PDF_MAX_BYTES ? `That PDF is ${megabytes(file.size)}; PDFs can be at most ${megabytes(CHAT_PDF_MAX_BYTES)}.` : null;
  if (!PICTURE_TYPES.includes(file.type) && !/\.(jpe?g|png|webp|heic|heif)$/i.test(file.name)) {
    return "Attach a picture (JPEG, PNG, WebP or HEIC) or a PDF.";
  }
  return file.size > CHAT_IMAGE_UPLOAD_MAX_BYTES ? `That picture is ${megabytes(file.size)}; pictures can be at most ${megabytes(CHAT_IMAGE_UPLOAD_MAX_BYTES)}.` : null;
}

/** The composer's paperclip: opens the file chooser (the whole composer also takes a dropped file). */
export function AttachmentPicker({ disabled, onPick }: { disabled: boolean; onPick(file: File | null): void }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = "";
        }}
        data-testid="chat-file-input"
      />
      <Button type="button" variant="secondary" size="icon" disabled={disabled} onClick={() => input.current?.click()} aria-label="Attach a picture or PDF" title="Attach a picture or PDF (or drop one here)">
        <Paperclip aria-hidden="true" />
      </Button>
    </>
  );
}

/** The file about to be sent: a preview (a thumbnail, or the PDF's name and size), then the upload's progress. */
export function PickedAttachment({ file, progress, onRemove, onCancel }: { file: File; progress: number | null; onRemove(): void; onCancel(): void }) {
  const [preview, setPreview] = useState<string | null>(null);
  const progressId = useId();
  useEffect(() => {
    if (isPdf(file) || typeof URL.createObjectURL !== "function") return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3 rounded-[var(--radius)] border border-border bg-muted/60 p-2" data-testid="chat-attachment-preview">
      {preview ? (
        <img src={preview} alt="" className="size-14 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="grid size-14 shrink-0 place-items-center rounded-md bg-card text-primary">
          <FileText className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate text-sm font-medium">{file.name}</p>
        {percent === null ? (
          <p className="text-xs text-muted-foreground">{fileSize(file.size)} · sent with your message, to the chat's members only</p>
        ) : (
          <>
            <label htmlFor={progressId} className="text-xs text-muted-foreground">
              Sending... {percent}%
            </label>
            <progress id={progressId} max={100} value={percent} className="h-1.5 w-full accent-[var(--primary)]" />
          </>
        )}
      </div>
      {percent === null ? (
        <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${file.name}`}>
          <X aria-hidden="true" />
        </Button>
      ) : (
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
