import { DndContext, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, LayoutGrid, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { coupleIdSchema } from "@domain/contributors";
import { BOARD_IMAGES_MAX, BOARD_NAME_MAX, BOARD_NOTE_MAX, BOARDS_MAX } from "@domain/inspiration-boards";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import {
  boardQueries,
  precheckBoardImage,
  useCreateBoard,
  useDeleteBoard,
  useImageNote,
  useRemoveImage,
  useRenameBoard,
  useReorderImages,
  useUploadImage,
  type BoardImageView,
  type BoardsView,
  type BoardView,
} from "./api";
import { AddFromAddress, RefreshFromPinterest, ShareWithVendors } from "./BoardSources";
import { BoardExtras } from "./BoardExtras";

/** /planning/inspiration-boards: the couple's boards of pictures, notes and palettes (decision 039). */
export default function InspirationBoardsPage() {
  usePageTitle("Inspiration Boards");
  return (
    <AccountGate
      needs="couple"
      signedOut={{
        icon: LayoutGrid,
        title: "Sign in to collect your wedding ideas",
        body: "Make boards for your dress, flowers, cake and decor: add pictures you love, write a note on each, put them in order and see the colors they share.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Boards user={user} />}
    </AccountGate>
  );
}

function Boards({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  // A helper opens the couple's boards with ?coupleId=; the server decides what they may see and do.
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(boardQueries.list(user.id, coupleId));
  return (
    <div className="container-page py-10 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Inspiration Boards</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Collect pictures you love by theme, write a note on each, put them in order, and see the palette they share.</p>
      </header>
      <Loaded query={query} loadingLabel="Loading your boards..." errorMessage="We couldn't load your boards.">
        {(view) => <BoardsView view={view} coupleId={coupleId} userId={user.id} />}
      </Loaded>
    </div>
  );
}

function NewBoardForm({ coupleId, onCreated, first }: { coupleId: string | null; onCreated(id: string): void; first: boolean }) {
  const id = useId();
  const [name, setName] = useState(first ? "Dresses" : "");
  const create = useCreateBoard(coupleId);
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name, { onSuccess: (board) => { setName(""); onCreated(board.id); } });
  }
  return (
    <form onSubmit={submit} className="grid w-full max-w-md gap-2">
      <Label htmlFor={id}>{first ? "Name your first board" : "New board"}</Label>
      <div className="flex gap-2">
        <Input id={id} value={name} maxLength={BOARD_NAME_MAX} onChange={(e) => setName(e.target.value)} placeholder="Flowers, Cake, Decor..." required />
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" />
          Create board
        </Button>
      </div>
      {create.error && <p role="alert" className="text-sm text-destructive">{create.error.message}</p>}
    </form>
  );
}

function BoardsView({ view, coupleId, userId }: { view: BoardsView; coupleId: string | null; userId: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  const canEdit = view.access.level === "edit";
  const current = view.boards.find((b) => b.id === selected) ?? view.boards[0];
  return (
    <div className="mt-8 grid gap-6">
      {view.access.as === "contributor" && (
        <p role="note" className="rounded-[var(--radius)] border border-border bg-muted px-4 py-2 text-sm">
          You're helping with this couple's boards{canEdit ? "." : ": you can see their boards; they haven't given you edit access."}
        </p>
      )}
      {view.boards.length === 0 ? (
        <EmptyState icon={<LayoutGrid className="size-6" aria-hidden="true" />} title="No inspiration boards yet" tone="warm">
          <p>A board collects pictures by theme (your dress, flowers, cake, decor) with a note on each, and shows a palette taken from them.</p>
          {canEdit && <NewBoardForm coupleId={coupleId} onCreated={setSelected} first />}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Your boards">
            {view.boards.map((board) => (
              <button
                key={board.id}
                type="button"
                aria-pressed={board.id === current?.id}
                onClick={() => setSelected(board.id)}
                className={cn(
                  "h-9 rounded-[var(--radius-pill)] border px-4 text-sm font-medium",
                  board.id === current?.id ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:bg-muted",
                )}
              >
                {board.name} <span className="sr-only">({board.images.length} images)</span>
              </button>
            ))}
          </div>
          {canEdit && view.boards.length < BOARDS_MAX && <NewBoardForm coupleId={coupleId} onCreated={setSelected} first={false} />}
          {current && <BoardPanel key={current.id} board={current} canEdit={canEdit} coupleId={coupleId} onDeleted={() => setSelected(null)} couple={view.access.as === "couple" ? userId : null} />}
        </>
      )}
    </div>
  );
}

/** `couple` is the couple's own id when they are the one looking (sharing and Pinterest are theirs alone). */
function BoardPanel({ board, canEdit, coupleId, onDeleted, couple }: { board: BoardView; canEdit: boolean; coupleId: string | null; onDeleted(): void; couple: string | null }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(board.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [removing, setRemoving] = useState<BoardImageView | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const renameId = useId();
  const rename = useRenameBoard(coupleId);
  const remove = useDeleteBoard(coupleId);
  const upload = useUploadImage(coupleId);
  const reorder = useReorderImages(coupleId);
  const removeImage = useRemoveImage(coupleId);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }));

  // While a new order is saving, show it; afterwards, the server's.
  const images = order ? order.map((id) => board.images.find((image) => image.id === id)).filter((image): image is BoardImageView => Boolean(image)) : board.images;

  function submitRename(event: FormEvent) {
    event.preventDefault();
    rename.mutate({ id: board.id, name }, { onSuccess: () => setRenaming(false) });
  }

  async function addFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    const errors: string[] = [];
    const room = BOARD_IMAGES_MAX - board.images.length;
    const accepted = chosen.filter((file) => {
      const problem = precheckBoardImage(file);
      if (problem) errors.push(problem);
      return !problem;
    });
    if (accepted.length > room) errors.push(`A board holds up to ${BOARD_IMAGES_MAX} images: ${accepted.length - room} not added.`);
    const queue = accepted.slice(0, Math.max(0, room));
    setUploadErrors(errors);
    // One at a time, in the order chosen: each stands or fails on its own.
    let added = 0;
    for (const [index, file] of queue.entries()) {
      setUploading({ done: index, total: queue.length });
      try {
        await upload.mutateAsync({ id: board.id, file });
        added += 1;
      } catch (error) {
        errors.push(`${file.name}: ${toRequestError(error).message}`);
        setUploadErrors([...errors]);
      }
    }
    setUploading(null);
    const refused = chosen.length - added;
    setAnnouncement(`${added} ${added === 1 ? "image" : "images"} added${refused ? `, ${refused} not added` : ""}.`);
    if (fileRef.current) fileRef.current.value = "";
  }

  function saveOrder(next: string[], message: string) {
    setOrder(next);
    reorder.mutate(
      { id: board.id, imageIds: next },
      {
        onSuccess: () => setAnnouncement(message),
        onError: (error) => setAnnouncement(`The new order wasn't saved: ${error.message}`),
        onSettled: () => setOrder(null),
      },
    );
  }

  function move(index: number, by: -1 | 1) {
    const next = images.map((image) => image.id);
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    saveOrder(next, `Image moved to position ${index + by + 1} of ${next.length}.`);
    // Keep focus on the same control of the moved image.
    requestAnimationFrame(() => document.getElementById(`move-${by < 0 ? "earlier" : "later"}-${moved}`)?.focus());
  }

  function onDragEnd(event: DragEndEvent) {
    const from = images.findIndex((image) => image.id === event.active.id);
    const to = images.findIndex((image) => image.id === event.over?.id);
    if (from < 0 || to < 0 || from === to) return;
    const next = images.map((image) => image.id);
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    saveOrder(next, `Image moved to position ${to + 1} of ${next.length}.`);
  }

  return (
    <section aria-labelledby={`board-${board.id}`} className="grid gap-5 rounded-[var(--radius)] border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {renaming ? (
          <form onSubmit={submitRename} className="grid w-full max-w-md gap-2">
            <Label htmlFor={renameId}>Board name</Label>
            <div className="flex gap-2">
              <Input id={renameId} value={name} maxLength={BOARD_NAME_MAX} onChange={(e) => setName(e.target.value)} required />
              <Button type="submit" disabled={rename.isPending}>Save</Button>
              <Button type="button" variant="ghost" onClick={() => { setRenaming(false); setName(board.name); }}>Cancel</Button>
            </div>
            {rename.error && <p role="alert" className="text-sm text-destructive">{rename.error.message}</p>}
          </form>
        ) : (
          <div>
            <h2 id={`board-${board.id}`} className="text-xl font-semibold">{board.name}</h2>
            <p className="text-sm text-muted-foreground">{board.images.length === 1 ? "1 image" : `${board.images.length} images`} of {BOARD_IMAGES_MAX}</p>
          </div>
        )}
        {canEdit && !renaming && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden="true" />
              Delete board
            </Button>
          </div>
        )}
      </div>

      <div>
        <h3 className="text-sm font-semibold">Palette</h3>
        {board.palette.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add images and their colors show here.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Colors from this board's images">
            {board.palette.map((color) => (
              <li key={color} className="flex items-center gap-2 rounded-[var(--radius-pill)] border border-border py-1 pl-1 pr-3 text-xs">
                <span className="size-6 rounded-full border border-border" style={{ backgroundColor: color }} aria-hidden="true" />
                <span className="font-mono">{color}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <BoardExtras board={board} canEdit={canEdit} coupleId={coupleId} />

      {canEdit && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <input ref={fileRef} id={`files-${board.id}`} type="file" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif" multiple className="sr-only" tabIndex={-1} aria-label={`Add images to ${board.name}`} onChange={(e) => void addFiles(e.target.files)} />
            <Button type="button" onClick={() => fileRef.current?.click()} disabled={uploading !== null || board.images.length >= BOARD_IMAGES_MAX}>
              <ImagePlus aria-hidden="true" />
              Add images
            </Button>
            <p className="text-sm text-muted-foreground">JPEG, PNG, WebP or HEIC, up to 8 MB each, at least 800 px wide.</p>
          </div>
          <AddFromAddress board={board} coupleId={coupleId} onAdded={setAnnouncement} />
          {couple && board.pinterestBoardId && <RefreshFromPinterest board={board} onDone={setAnnouncement} />}
          {uploading && <p role="status" className="text-sm">Uploading image {uploading.done + 1} of {uploading.total}...</p>}
          {uploadErrors.length > 0 && (
            <FormAlert title="Some images weren't added">
              <ul className="list-disc pl-5">
                {uploadErrors.map((error) => <li key={error}>{error}</li>)}
              </ul>
            </FormAlert>
          )}
        </div>
      )}
      {couple && <ShareWithVendors board={board} userId={couple} />}
      <p aria-live="polite" className="sr-only">{announcement}</p>

      {images.length === 0 ? (
        <EmptyState icon={<ImagePlus className="size-6" aria-hidden="true" />} title="No images on this board yet">
          <p>{canEdit ? "Add pictures you love: screenshots, photos you took, pictures saved from the web." : "The couple hasn't added pictures to this board yet."}</p>
        </EmptyState>
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Images on ${board.name}`}>
            {images.map((image, index) => (
              <ImageTile key={image.id} image={image} index={index} count={images.length} boardId={board.id} canEdit={canEdit} coupleId={coupleId} onMove={move} onRemove={() => setRemoving(image)} />
            ))}
          </ol>
        </DndContext>
      )}

      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogTitle>Delete "{board.name}"?</DialogTitle>
          <DialogDescription>The board and its {board.images.length === 1 ? "image" : `${board.images.length} images`} and notes are deleted for good.</DialogDescription>
          {remove.error && <p role="alert" className="text-sm text-destructive">{remove.error.message}</p>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Keep it</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(board.id, { onSuccess: () => { setConfirmDelete(false); onDeleted(); } })}>
              <Trash2 aria-hidden="true" />
              Delete board
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogTitle>Remove this image?</DialogTitle>
          <DialogDescription>It and its note are removed from the board.</DialogDescription>
          {removing && <img src={removing.thumbUrl} alt="" className="aspect-[3/2] w-full rounded-[var(--radius)] object-cover" />}
          {removeImage.error && <p role="alert" className="text-sm text-destructive">{removeImage.error.message}</p>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Keep it</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={removeImage.isPending}
              onClick={() => removing && removeImage.mutate({ id: board.id, imageId: removing.id }, { onSuccess: () => { setRemoving(null); setAnnouncement("Image removed."); } })}
            >
              <Trash2 aria-hidden="true" />
              Remove image
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function ImageTile({
  image,
  index,
  count,
  boardId,
  canEdit,
  coupleId,
  onMove,
  onRemove,
}: {
  image: BoardImageView;
  index: number;
  count: number;
  boardId: string;
  canEdit: boolean;
  coupleId: string | null;
  onMove(index: number, by: -1 | 1): void;
  onRemove(): void;
}) {
  const noteId = useId();
  const [note, setNote] = useState(image.note);
  const save = useImageNote(coupleId);
  const drag = useDraggable({ id: image.id, disabled: !canEdit });
  const drop = useDroppable({ id: image.id, disabled: !canEdit });
  const label = image.note ? `Image ${index + 1}: ${image.note}` : `Image ${index + 1}`;
  const style = drag.transform ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, zIndex: 10 } : undefined;
  return (
    <li
      ref={(node) => { drag.setNodeRef(node); drop.setNodeRef(node); }}
      style={style}
      className={cn("grid gap-2 rounded-[var(--radius)] border border-border bg-background p-2", drop.isOver && !drag.isDragging && "ring-2 ring-primary", drag.isDragging && "shadow-lg")}
      data-testid="board-image"
    >
      <div className="relative">
        <img src={image.thumbUrl} alt={label} width={image.width} height={image.height} className="aspect-[4/3] w-full rounded-[calc(var(--radius)-4px)] object-cover" loading="lazy" />
        {canEdit && (
          <button
            type="button"
            className="absolute left-2 top-2 grid size-9 cursor-grab touch-none place-items-center rounded-full bg-card/90 text-foreground shadow"
            aria-label={`Drag image ${index + 1} to reorder (or use Move earlier and Move later)`}
            {...drag.listeners}
            {...drag.attributes}
            tabIndex={-1}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {(image.title || image.link) && (
        <p className="text-sm">
          {image.title && <span className="font-medium">{image.title}</span>}{" "}
          {/^https?:\/\//.test(image.link) && (
            <a href={image.link} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-4">
              {image.fromPinterest ? "Pin's link" : "Source"}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      )}
      {image.colors.length > 0 && (
        <div className="flex gap-1" aria-hidden="true">
          {image.colors.map((color) => <span key={color} className="h-2 flex-1 rounded-full" style={{ backgroundColor: color }} />)}
        </div>
      )}
      {canEdit ? (
        <form
          className="grid gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: boardId, imageId: image.id, note });
          }}
        >
          <Label htmlFor={noteId} className="text-xs">Note</Label>
          <Textarea id={noteId} value={note} maxLength={BOARD_NOTE_MAX} rows={2} onChange={(e) => setNote(e.target.value)} placeholder="What you love about it" />
          <div className="flex items-center gap-2">
            <Button type="submit" size="sm" variant="secondary" disabled={save.isPending || note === image.note}>Save note</Button>
            {save.isSuccess && note === image.note && <span role="status" className="text-xs text-muted-foreground">Saved</span>}
            {save.error && <span role="alert" className="text-xs text-destructive">{save.error.message}</span>}
          </div>
        </form>
      ) : (
        image.note && <p className="text-sm">{image.note}</p>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-1">
          <Button id={`move-earlier-${image.id}`} size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index, -1)} aria-label={`Move image ${index + 1} earlier`}>
            <ArrowLeft aria-hidden="true" />
            Earlier
          </Button>
          <Button id={`move-later-${image.id}`} size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index, 1)} aria-label={`Move image ${index + 1} later`}>
            <ArrowRight aria-hidden="true" />
            Later
          </Button>
          <Button size="sm" variant="ghost" className="ml-auto" onClick={onRemove} aria-label={`Remove image ${index + 1}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
