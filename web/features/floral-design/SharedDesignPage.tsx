import { useQuery } from "@tanstack/react-query";
import { Flower2 } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import { FLOWER_COLORS, flowerById } from "@domain/floral-catalog";
import { designShareTokenSchema, formatDollars, nearestFlowerColor } from "@domain/floral";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/page-head";
import { floralQueries, type SharedDesignView } from "./api";
import { FlowerList } from "./FlowerList";
import { FlowerPreview } from "./FlowerPreview";

/** /shared-design/:shareToken: a couple's floral design, read-only, for their florist; no account needed. */
export default function SharedDesignPage() {
  usePageTitle("Shared floral design");
  const { shareToken = "" } = useParams();
  return <div className="container-page py-10 sm:py-14">{designShareTokenSchema.safeParse(shareToken).success ? <Shared token={shareToken} /> : <DeadLink />}</div>;
}

function DeadLink() {
  return (
    <EmptyState icon={<Flower2 className="size-6" aria-hidden="true" />} title="This link doesn't open a design">
      <p>It may have been mistyped, or the couple revoked it. Ask them for a new one.</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Go to Serviceberry
      </Link>
    </EmptyState>
  );
}

function Shared({ token }: { token: string }) {
  const query = useQuery(floralQueries.shared(token));
  if (query.isError && !query.data) return <DeadLink />;
  return (
    <Loaded query={query} loadingLabel="Loading the design..." errorMessage="We couldn't load this design.">
      {(view) => <SharedDesign view={view} />}
    </Loaded>
  );
}

export function SharedDesign({ view }: { view: SharedDesignView }) {
  const { wedding, design } = view;
  const pieces = design.pieces.filter((piece) => piece.quantity > 0);
  return (
    <div className="grid gap-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Floral design · read-only</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">{design.name}</h1>
        <p className="mt-2 text-muted-foreground">
          {wedding.coupleNames}
          {wedding.weddingDate ? ` · ${formatCalendarDate(wedding.weddingDate, "EEEE, MMMM d, yyyy")}` : ""}
          {wedding.city ? ` · ${wedding.city}` : ""}
          {design.outdoor ? " · outdoors" : ""}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Palette">
          {design.palette.map((color, i) => (
            <li key={`${color}-${i}`} className="flex items-center gap-2 rounded-[var(--radius-pill)] border border-border bg-card py-1 pl-1 pr-3 text-sm">
              <span className="size-6 rounded-full border border-border" style={{ background: color }} aria-hidden="true" />
              {nearestFlowerColor(color)}
            </li>
          ))}
        </ul>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-5">
          {pieces.map((piece) => {
            const line = design.totals.pieces.find((p) => p.kind === piece.kind)!;
            return (
              <Card key={piece.kind} className="grid gap-4 p-5 sm:grid-cols-[160px_minmax(0,1fr)] sm:p-6">
                <FlowerPreview piece={piece} className="mx-auto w-40" />
                <div>
                  <h2 className="text-heading font-semibold">
                    {line.quantity} × {line.name}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {line.stemsEach} stems each · {line.stems} stems in all
                  </p>
                  <ul className="mt-3 grid gap-1 text-sm">
                    {piece.flowers.map((entry, i) => (
                      <li key={i} className="flex items-center gap-2">
                        <span className="size-3 rounded-full border border-border" style={{ background: FLOWER_COLORS[entry.color] }} aria-hidden="true" />
                        {entry.stems} × {flowerById(entry.flowerId)?.name ?? entry.flowerId}, {entry.color}
                      </li>
                    ))}
                  </ul>
                </div>
              </Card>
            );
          })}
          {pieces.length === 0 && <p className="text-muted-foreground">This design has no pieces yet.</p>}
        </div>
        <aside className="grid content-start gap-5">
          <Card className="grid gap-3 p-5 sm:p-6">
            <h2 className="text-heading font-semibold">Flower list</h2>
            <FlowerList lines={design.totals.flowerList} />
            <p className="text-sm text-muted-foreground" data-testid="shared-totals">
              {design.totals.stems} stems · about {formatDollars(design.totals.estimateCents)} at typical prices with design and labor
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
