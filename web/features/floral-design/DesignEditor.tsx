import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Copy, ImageUp, Link2, Paperclip, Plus, Sparkles, Trash2, X } from "lucide-react";
import { Link } from "react-router";
import { useId, useMemo, useState, type ChangeEvent } from "react";
import { FLOWER_COLORS, FLOWERS, flowerById, type FlowerColor } from "@domain/floral-catalog";
import {
  designSchema,
  designTotals,
  designWarnings,
  formatDollars,
  nearestFlowerColor,
  paletteFromPixels,
  PALETTE_MAX,
  PIECE_KINDS,
  PIECES_MAX,
  FLOWERS_PER_PIECE_MAX,
  seasonOf,
  seasonText,
  suggestPiece,
  type Design,
  type DesignPiece,
  type PieceKindId,
} from "@domain/floral";
import { FormAlert } from "@web/components/FormAlert";
import { RevokeLinkDialog } from "@web/components/ShareLinks";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useAuth } from "@web/lib/auth";
import { copyLink } from "@web/lib/copy-link";
import { notify } from "@web/lib/toast";
import { useUnsavedChangesPrompt } from "@web/lib/unsaved-changes";
import { floralQueries, useAttachDesign, useDeleteDesign, useRevokeDesignShare, useSaveDesign, useShareDesign, type DesignView, type StudioContextView } from "./api";
import { FlowerList } from "./FlowerList";
import { FlowerPreview } from "./FlowerPreview";

const draftOf = (design: DesignView): Design => ({ name: design.name, palette: design.palette, outdoor: design.outdoor, pieces: design.pieces });

/** One design: its colors, its pieces with their flowers and previews, the totals, warnings and sharing. */
export function DesignEditor({ design, context, canEdit, coupleId, onDeleted }: { design: DesignView; context: StudioContextView; canEdit: boolean; coupleId: string | null; onDeleted(): void }) {
  const [draft, setDraft] = useState<Design>(() => draftOf(design));
  const [saved, setSaved] = useState(() => JSON.stringify(draftOf(design)));
  const dirty = JSON.stringify(draft) !== saved;
  const prompt = useUnsavedChangesPrompt(dirty, "your design");
  const save = useSaveDesign(coupleId);
  const totals = useMemo(() => designTotals(draft), [draft]);
  const warnings = useMemo(() => designWarnings(draft, context, totals), [draft, context, totals]);
  const [error, setError] = useState<string | null>(null);

  function saveDraft() {
    const parsed = designSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the design.");
    setError(null);
    save.mutate(
      { id: design.id, design: parsed.data },
      {
        onSuccess: (view) => {
          setSaved(JSON.stringify(draftOf(view)));
          void notify.success("Design saved");
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  const setPiece = (index: number, piece: DesignPiece) => setDraft((d) => ({ ...d, pieces: d.pieces.map((p, i) => (i === index ? piece : p)) }));
  const unused = PIECE_KINDS.filter((kind) => !draft.pieces.some((p) => p.kind === kind.id));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
      {prompt}
      <div className="grid content-start gap-6">
        <Card className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor="design-name">Design name</Label>
              <Input id="design-name" value={draft.name} maxLength={80} disabled={!canEdit} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} />
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-5 accent-[var(--primary)]" checked={draft.outdoor} disabled={!canEdit} onChange={(e) => setDraft((d) => ({ ...d, outdoor: e.target.checked }))} />
              Outdoor ceremony or reception
            </label>
          </div>
          <PaletteEditor palette={draft.palette} weddingColors={context.weddingColors} canEdit={canEdit} onChange={(palette) => setDraft((d) => ({ ...d, palette }))} />
        </Card>

        {draft.pieces.map((piece, index) => (
          <PieceCard
            key={piece.kind}
            piece={piece}
            canEdit={canEdit}
            onChange={(next) => setPiece(index, next)}
            onSuggest={() => setPiece(index, { ...suggestPiece(piece.kind, draft.palette, context), quantity: piece.quantity })}
            onRemove={() => setDraft((d) => ({ ...d, pieces: d.pieces.filter((_, i) => i !== index) }))}
          />
        ))}
        {canEdit && unused.length > 0 && draft.pieces.length < PIECES_MAX && <AddPiece kinds={unused} onAdd={(kind) => setDraft((d) => ({ ...d, pieces: [...d.pieces, suggestPiece(kind, d.palette, context)] }))} />}
      </div>

      <aside className="grid content-start gap-6 lg:sticky lg:top-24" aria-label="Totals and sharing">
        <Card className="grid gap-4 p-5 sm:p-6">
          <h2 className="text-heading font-semibold">Totals</h2>
          <dl className="grid grid-cols-2 gap-3" data-testid="design-totals">
            <Figure label="Stems" value={totals.stems.toLocaleString("en-US")} />
            <Figure label="Flowers" value={formatDollars(totals.flowersCents)} />
            <Figure label="Design and labor" value={formatDollars(totals.laborCents)} />
            <Figure label="Estimate" value={formatDollars(totals.estimateCents)} strong />
          </dl>
          {context.flowersBudgetCents !== null && <p className="text-sm text-muted-foreground">Your budget's Flowers and decor line: {formatDollars(context.flowersBudgetCents)}</p>}
          <p className="text-sm text-muted-foreground">
            Typical Ohio and Tennessee stem prices, plus about a third for the florist's design, labor and delivery. {context.seatingTables ? `Centerpieces start at one for each of the ${context.seatingTables} guest tables on your floor plan.` : context.guestCount ? `Centerpieces start at one per table of 8 for your ${context.guestCount} guests (or one per guest table once you draw your floor plan).` : "Add your guest count to your profile, or draw your floor plan, to count centerpieces per table."}
          </p>
          {warnings.length > 0 && (
            <ul className="grid gap-2" aria-label="Warnings">
              {warnings.map((warning, i) => (
                <li key={i} className="flex gap-2 rounded-[var(--radius)] border border-highlight bg-highlight/60 p-3 text-sm">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  {warning.message}
                </li>
              ))}
            </ul>
          )}
          {!context.weddingDate && <p className="text-sm text-muted-foreground">Add your wedding date to your profile to check each flower's season.</p>}
          {error && <FormAlert title="We couldn't save the design">{error}</FormAlert>}
          {canEdit && (
            <Button onClick={saveDraft} disabled={!dirty || save.isPending}>
              {save.isPending ? "Saving..." : dirty ? "Save design" : "Saved"}
            </Button>
          )}
        </Card>
        <Card className="grid gap-4 p-5 sm:p-6">
          <h2 className="text-heading font-semibold">Whole flower list</h2>
          <FlowerList lines={totals.flowerList} />
        </Card>
        {canEdit && <ShareCard design={design} coupleId={coupleId} dirty={dirty} />}
        {canEdit && coupleId === null && <AttachToFlorist design={design} dirty={dirty} />}
        {canEdit && <DeleteDesign design={design} coupleId={coupleId} onDeleted={onDeleted} />}
      </aside>
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-[var(--radius)] bg-muted p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={strong ? "font-display text-2xl font-semibold text-primary" : "text-lg font-semibold"}>{value}</dd>
    </div>
  );
}

/** Reads a photo in the browser (nothing is uploaded) and takes its main colors. */
async function paletteFromPhoto(file: File): Promise<string[]> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 96 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return paletteFromPixels(context.getImageData(0, 0, canvas.width, canvas.height).data, PALETTE_MAX - 1);
}

function PaletteEditor({ palette, weddingColors, canEdit, onChange }: { palette: string[]; weddingColors: string[]; canEdit: boolean; onChange(palette: string[]): void }) {
  const pickerId = useId();
  const photoId = useId();
  const [photoError, setPhotoError] = useState<string | null>(null);
  async function fromPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return setPhotoError("Choose a photo (JPEG, PNG or WebP).");
    try {
      const colors = await paletteFromPhoto(file);
      if (colors.length === 0) return setPhotoError("We couldn't find colors in that photo. Try another.");
      setPhotoError(null);
      onChange(colors);
    } catch {
      setPhotoError("We couldn't read that photo. Try a JPEG or PNG.");
    }
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Palette</legend>
      <ul className="flex flex-wrap gap-2" aria-label="Palette colors">
        {palette.map((color, i) => (
          <li key={`${color}-${i}`} className="flex items-center gap-2 rounded-[var(--radius-pill)] border border-border bg-card py-1 pl-1 pr-2 text-sm">
            <span className="size-7 rounded-full border border-border" style={{ background: color }} aria-hidden="true" />
            <span>{nearestFlowerColor(color)}</span>
            {canEdit && palette.length > 1 && (
              <button type="button" className="grid size-7 place-items-center rounded-full hover:bg-muted" aria-label={`Remove ${nearestFlowerColor(color)} (${color})`} onClick={() => onChange(palette.filter((_, j) => j !== i))}>
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          {palette.length < PALETTE_MAX && (
            <label htmlFor={pickerId} className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-[var(--radius-pill)] border border-primary/25 bg-card px-4 text-sm font-medium text-primary hover:bg-primary-soft">
              <Plus className="size-4" aria-hidden="true" />
              Add a color
              <input id={pickerId} type="color" className="sr-only" onChange={(e) => onChange([...palette, e.target.value.toLowerCase()])} />
            </label>
          )}
          {weddingColors.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => onChange(weddingColors)}>
              Use our wedding colors
            </Button>
          )}
          <label htmlFor={photoId} className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-[var(--radius-pill)] border border-primary/25 bg-card px-4 text-sm font-medium text-primary hover:bg-primary-soft">
            <ImageUp className="size-4" aria-hidden="true" />
            Colors from a photo
            <input id={photoId} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" onChange={(e) => void fromPhoto(e)} />
          </label>
        </div>
      )}
      {photoError && <p className="text-sm font-medium text-destructive" role="alert">{photoError}</p>}
      <p className="text-sm text-muted-foreground">The photo stays on your device: only its colors are used.</p>
    </fieldset>
  );
}

const FLOWER_OPTIONS = {
  flowers: FLOWERS.filter((f) => f.kind === "flower"),
  greens: FLOWERS.filter((f) => f.kind === "green"),
};

function PieceCard({ piece, canEdit, onChange, onSuggest, onRemove }: { piece: DesignPiece; canEdit: boolean; onChange(piece: DesignPiece): void; onSuggest(): void; onRemove(): void }) {
  const kind = PIECE_KINDS.find((k) => k.id === piece.kind)!;
  const totals = designTotals({ pieces: [piece] }).pieces[0]!;
  const headingId = useId();
  const setFlower = (index: number, patch: Partial<DesignPiece["flowers"][number]>) => onChange({ ...piece, flowers: piece.flowers.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  return (
    <Card className="grid gap-4 p-5 sm:p-6" aria-labelledby={headingId} role="group" data-testid={`piece-${piece.kind}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-heading font-semibold">
            {kind.name}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="piece-totals">
            {totals.stemsEach} stems and {formatDollars(totals.flowersEachCents)} in flowers each · {totals.stems} stems, {formatDollars(totals.flowersCents)} in all
          </p>
        </div>
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${headingId}-qty`}>How many</Label>
            <Input
              id={`${headingId}-qty`}
              type="number"
              inputMode="numeric"
              min={0}
              max={500}
              className="h-9 w-24"
              value={piece.quantity}
              disabled={!canEdit}
              onChange={(e) => onChange({ ...piece, quantity: Math.max(0, Math.min(500, Math.trunc(Number(e.target.value) || 0))) })}
            />
          </div>
          {canEdit && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> {kind.name.toLowerCase()}</span>
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[180px_minmax(0,1fr)]">
        <FlowerPreview piece={piece} className="mx-auto w-44 sm:w-full" />
        <div className="grid content-start gap-3">
          {piece.flowers.length === 0 && <p className="text-sm text-muted-foreground">No flowers yet: add one, or suggest a recipe from your palette.</p>}
          {piece.flowers.map((entry, index) => {
            const flower = flowerById(entry.flowerId)!;
            return (
              <div key={index} className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_4.5rem_auto]">
                <div className="col-span-3 grid gap-1 sm:col-span-1">
                  <Label htmlFor={`${headingId}-f${index}`} className="text-xs">
                    Flower
                  </Label>
                  <NativeSelect
                    id={`${headingId}-f${index}`}
                    className="h-9 text-sm"
                    value={entry.flowerId}
                    disabled={!canEdit}
                    onChange={(e) => {
                      const next = flowerById(e.target.value)!;
                      setFlower(index, { flowerId: next.id, color: next.colors.includes(entry.color) ? entry.color : nearestFlowerColor(FLOWER_COLORS[entry.color], next.colors) });
                    }}
                  >
                    <optgroup label="Flowers">
                      {FLOWER_OPTIONS.flowers.map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Greens">
                      {FLOWER_OPTIONS.greens.map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                    </optgroup>
                  </NativeSelect>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${headingId}-c${index}`} className="text-xs">
                    Color
                  </Label>
                  <NativeSelect id={`${headingId}-c${index}`} className="h-9 text-sm" value={entry.color} disabled={!canEdit} onChange={(e) => setFlower(index, { color: e.target.value as FlowerColor })}>
                    {flower.colors.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${headingId}-s${index}`} className="text-xs">
                    Stems
                  </Label>
                  <Input
                    id={`${headingId}-s${index}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={300}
                    className="h-9 px-2 text-sm"
                    value={entry.stems}
                    disabled={!canEdit}
                    onChange={(e) => setFlower(index, { stems: Math.max(1, Math.min(300, Math.trunc(Number(e.target.value) || 1))) })}
                  />
                </div>
                {canEdit ? (
                  <Button variant="ghost" size="icon" className="size-9" onClick={() => onChange({ ...piece, flowers: piece.flowers.filter((_, i) => i !== index) })} aria-label={`Remove ${flower.name.toLowerCase()}`}>
                    <X aria-hidden="true" />
                  </Button>
                ) : (
                  <span />
                )}
                <p className="col-span-3 -mt-1 text-xs text-muted-foreground sm:col-span-4">
                  {formatDollars(flower.stemCents)} a stem · Ohio {seasonText(seasonOf(flower, "OH"))}, Tennessee {seasonText(seasonOf(flower, "TN"))}
                  {flower.fragrance === "strong" ? " · fragrant" : ""}
                  {flower.toxicToPets ? " · toxic to pets" : ""}
                </p>
              </div>
            );
          })}
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              {piece.flowers.length < FLOWERS_PER_PIECE_MAX && (
                <Button variant="secondary" size="sm" onClick={() => onChange({ ...piece, flowers: [...piece.flowers, { flowerId: "rose", color: "white", stems: 3 }] })}>
                  <Plus aria-hidden="true" />
                  Add a flower
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={onSuggest}>
                <Sparkles aria-hidden="true" />
                Suggest from palette
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

function AddPiece({ kinds, onAdd }: { kinds: readonly { id: PieceKindId; name: string }[]; onAdd(kind: PieceKindId): void }) {
  const [kind, setKind] = useState<PieceKindId>(kinds[0]!.id);
  const id = useId();
  const chosen = kinds.some((k) => k.id === kind) ? kind : kinds[0]!.id;
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={id}>Add a piece</Label>
        <NativeSelect id={id} value={chosen} onChange={(e) => setKind(e.target.value as PieceKindId)}>
          {kinds.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="secondary" onClick={() => onAdd(chosen)}>
        <Plus aria-hidden="true" />
        Add piece
      </Button>
    </Card>
  );
}

function ShareCard({ design, coupleId, dirty }: { design: DesignView; coupleId: string | null; dirty: boolean }) {
  const share = useShareDesign(coupleId);
  const revoke = useRevokeDesignShare(coupleId);
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-heading font-semibold">Share with your florist</h2>
      <p className="text-sm text-muted-foreground">A read-only link shows this design and its flower list, never your budget. {dirty ? "Save your changes first: the link shows the saved design." : ""}</p>
      {link && (
        <div className="grid gap-2">
          <Label htmlFor="design-link">Your link (shown once)</Label>
          <div className="flex gap-2">
            <Input id="design-link" readOnly value={link} className="h-9 text-sm" onFocus={(e) => e.target.select()} />
            <Button variant="secondary" size="sm" onClick={() => void copyLink(link)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      )}
      {share.error && <FormAlert>{share.error.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={share.isPending} onClick={() => share.mutate(design.id, { onSuccess: ({ token }) => setLink(`${window.location.origin}/shared-design/${token}`) })}>
          <Link2 aria-hidden="true" />
          {design.shared ? "Make a new link" : "Make a share link"}
        </Button>
        {design.shared && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Revoke the link
          </Button>
        )}
      </div>
      {design.shared && !link && <p className="text-sm text-muted-foreground">Shared since {new Date(design.sharedAt!).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}.</p>}
      <RevokeLinkDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        description={`Anyone holding the link loses access to "${design.name}" right away. You can make a new one any time.`}
        revoke={revoke}
        onRevoke={() =>
          revoke.mutate(design.id, {
            onSuccess: () => {
              setLink(null);
              setConfirming(false);
              void notify.success("The link no longer works");
            },
          })
        }
      />
    </Card>
  );
}

function DeleteDesign({ design, coupleId, onDeleted }: { design: DesignView; coupleId: string | null; onDeleted(): void }) {
  const remove = useDeleteDesign(coupleId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="justify-self-start text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete this design
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Delete "{design.name}"?</DialogTitle>
          <DialogDescription>Its pieces and its share link go for good.</DialogDescription>
          {remove.error && <FormAlert>{remove.error.message}</FormAlert>}
          <ConfirmFooter
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(design.id, {
                onSuccess: () => {
                  setOpen(false);
                  onDeleted();
                  void notify.success("Design deleted");
                },
              })
            }
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Sends the design to a florist the couple is talking to: the florist sees it in the conversation. */
function AttachToFlorist({ design, dirty }: { design: DesignView; dirty: boolean }) {
  const { user } = useAuth();
  const query = useQuery(floralQueries.floristInquiries(user?.id ?? ""));
  const attach = useAttachDesign();
  const [inquiryId, setInquiryId] = useState("");
  const id = useId();
  const inquiries = query.data?.inquiries ?? [];
  const chosen = inquiries.some((i) => i.id === inquiryId) ? inquiryId : (inquiries[0]?.id ?? "");
  const attachedTo = inquiries.filter((i) => i.designId === design.id);
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="text-heading font-semibold">Send to a florist</h2>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your conversations...</p>
      ) : query.isError ? (
        <FormAlert>{query.error.message}</FormAlert>
      ) : inquiries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Write to a florist first, then attach this design to the conversation: they'll see every piece and the flower list.{" "}
          <Link to="/vendors/florists" className="font-medium text-primary underline underline-offset-4">
            Find a florist
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">The florist sees this design and its flower list in your conversation, never your budget.{dirty ? " Save your changes first." : ""}</p>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Conversation</Label>
            <NativeSelect id={id} value={chosen} onChange={(e) => setInquiryId(e.target.value)}>
              {inquiries.map((inquiry) => (
                <option key={inquiry.id} value={inquiry.id}>
                  {inquiry.vendorName}
                </option>
              ))}
            </NativeSelect>
          </div>
          {attach.error && <FormAlert>{attach.error.message}</FormAlert>}
          <Button size="sm" className="justify-self-start" disabled={!chosen || attach.isPending} onClick={() => attach.mutate({ id: design.id, inquiryId: chosen }, { onSuccess: ({ vendorName }) => void notify.success(`Attached to your conversation with ${vendorName}`) })}>
            <Paperclip aria-hidden="true" />
            Attach this design
          </Button>
          {attachedTo.length > 0 && (
            <p className="text-sm" data-testid="attached-to">
              Attached to your conversation with {attachedTo.map((i) => i.vendorName).join(", ")}.{" "}
              <Link to="/my-inquiries" className="font-medium text-primary underline underline-offset-4">
                My inquiries
              </Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
