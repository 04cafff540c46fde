import { useQuery } from "@tanstack/react-query";
import { Flower2 } from "lucide-react";
import { useId } from "react";
import { formatDollars } from "@domain/floral";
import { floralQueries } from "./api";
import { FlowerList } from "./FlowerList";
import { FlowerPreview } from "./FlowerPreview";

/**
 * The floral design a couple attached to a conversation with a florist, shown to both in the thread:
 * each piece with its preview and stems, and the whole flower list. Nothing shows when none is attached
 * (or it can't be read: the conversation itself still works).
 */
export function InquiryDesign({ inquiryId }: { inquiryId: string }) {
  const query = useQuery(floralQueries.inquiry(inquiryId));
  const headingId = useId();
  const data = query.data;
  if (!data || data.design === null || !("wedding" in data)) return null;
  const { design } = data;
  const pieces = design.pieces.filter((piece) => piece.quantity > 0);
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-[var(--radius-lg)] border border-border bg-muted/40 p-4 sm:p-5" data-testid="inquiry-design">
      <h3 id={headingId} className="flex items-center gap-2 font-display text-lg font-semibold">
        <Flower2 className="size-5 text-primary" aria-hidden="true" />
        Floral design: {design.name}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {pieces.map((piece) => {
          const line = design.totals.pieces.find((p) => p.kind === piece.kind)!;
          return (
            <li key={piece.kind} className="flex items-center gap-3 rounded-[var(--radius)] bg-card p-2">
              <FlowerPreview piece={piece} className="size-20 shrink-0" />
              <span className="text-sm">
                <span className="font-medium">
                  {line.quantity} × {line.name}
                </span>
                <br />
                {line.stemsEach} stems each
              </span>
            </li>
          );
        })}
      </ul>
      <FlowerList lines={design.totals.flowerList} />
      <p className="text-sm text-muted-foreground">
        {design.totals.stems} stems · about {formatDollars(design.totals.estimateCents)} at typical prices with design and labor
      </p>
    </section>
  );
}
