import { useQuery } from "@tanstack/react-query";
import { Flower2, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { coupleIdSchema } from "@domain/contributors";
import { designSchema, suggestPiece, type Design } from "@domain/floral";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { floralQueries, useSaveDesign, type StudioView } from "./api";
import { DesignEditor } from "./DesignEditor";

/** /floral-design-studio: the couple's floral designs (decision 032). */
export default function FloralDesignStudioPage() {
  usePageTitle("Floral Design Studio");
  return (
    <AccountGate
      needs="couple"
      signedOut={{
        icon: Flower2,
        title: "Sign in to design your wedding flowers",
        body: "Choose your colors, build each bouquet, boutonniere and centerpiece from a catalog of flowers grown for Ohio and Tennessee weddings, and see the stems and the cost add up before you meet your florist.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Studio user={user} />}
    </AccountGate>
  );
}

function Studio({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  // A helper opens the couple's studio with ?coupleId=; the server decides what they may see and do.
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(floralQueries.studio(user.id, coupleId));
  return (
    <div className="container-page py-10 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Floral Design Studio</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Pick your colors, build each piece from flowers in season for your date, and see the stems and the estimate add up for the whole wedding.</p>
      </header>
      <Loaded query={query} loadingLabel="Loading your designs..." errorMessage="We couldn't load your designs.">
        {(view) => <Designs view={view} coupleId={coupleId} />}
      </Loaded>
    </div>
  );
}

/** A first design from the wedding colors: a bridal bouquet, boutonnieres and low centerpieces, in season. */
function starterDesign(view: StudioView, name: string): Design {
  const palette = view.context.weddingColors.length > 0 ? view.context.weddingColors : ["#f8f6f0", "#f2c9c4", "#a9b8a0"];
  return designSchema.parse({ name, palette, pieces: (["bridal-bouquet", "boutonniere", "centerpiece-low"] as const).map((kind) => suggestPiece(kind, palette, view.context)) });
}

function Designs({ view, coupleId }: { view: StudioView; coupleId: string | null }) {
  const [selected, setSelected] = useState<string | null>(null);
  const save = useSaveDesign(coupleId);
  const canEdit = view.access.level === "edit";
  const current = view.designs.find((d) => d.id === selected) ?? view.designs[0];

  function start() {
    const name = view.designs.length === 0 ? "Our wedding flowers" : `Design ${view.designs.length + 1}`;
    save.mutate({ design: starterDesign(view, name) }, { onSuccess: (created) => setSelected(created.id) });
  }

  return (
    <div className="mt-8 grid gap-6">
      {view.access.as === "contributor" && (
        <p role="note" className="rounded-[var(--radius)] border border-border bg-muted px-4 py-2 text-sm">
          You're helping with this couple's flowers{canEdit ? "." : ": you can see their designs; they haven't given you edit access."}
        </p>
      )}
      {save.error && <FormAlert title="We couldn't start a design">{save.error.message}</FormAlert>}
      {view.designs.length === 0 ? (
        <EmptyState icon={<Flower2 className="size-6" aria-hidden="true" />} title="No floral designs yet" tone="warm">
          <p>
            {view.context.weddingColors.length > 0 ? `We'll start from your wedding colors (${view.context.weddingColorsText}) ` : "We'll start from soft ivory, blush and sage "}
            with a bridal bouquet, boutonnieres and centerpieces in season for your date. Change anything after.
          </p>
          {canEdit && (
            <Button onClick={start} disabled={save.isPending}>
              <Plus aria-hidden="true" />
              Start a design
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Your designs">
            {view.designs.map((design) => (
              <button
                key={design.id}
                type="button"
                aria-pressed={design.id === current?.id}
                onClick={() => setSelected(design.id)}
                className={cn(
                  "h-9 rounded-[var(--radius-pill)] border px-4 text-sm font-medium",
                  design.id === current?.id ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:bg-muted",
                )}
              >
                {design.name}
              </button>
            ))}
            {canEdit && (
              <Button variant="secondary" size="sm" onClick={start} disabled={save.isPending}>
                <Plus aria-hidden="true" />
                New design
              </Button>
            )}
          </div>
          {current && <DesignEditor key={current.id} design={current} context={view.context} canEdit={canEdit} coupleId={coupleId} onDeleted={() => setSelected(null)} />}
        </>
      )}
    </div>
  );
}
