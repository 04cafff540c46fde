import { useQuery } from "@tanstack/react-query";
import { LayoutGrid } from "lucide-react";
import { Link, useParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { coupleIdSchema } from "@domain/contributors";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { vendorBoardQueries, type VendorBoardsView } from "./api";

/**
 * /vendor/couple/{coupleId}/inspiration-boards and .../pinterest-boards: the boards a couple shared with
 * this vendor, read-only (decision 042). Nothing shared answers like a page that doesn't exist.
 */
export function VendorBoardsPage({ source }: { source: "all" | "pinterest" }) {
  usePageTitle(source === "pinterest" ? "Shared Pinterest Boards" : "Shared Inspiration Boards");
  return (
    <AccountGate
      needs="vendor"
      signedOut={{ icon: LayoutGrid, title: "Sign in to see the boards a couple shared with you", actions: <SignInActions returnHere /> }}
    >
      {(user) => <Shared user={user} source={source} />}
    </AccountGate>
  );
}

export default function VendorInspirationBoardsPage() {
  return <VendorBoardsPage source="all" />;
}

function Shared({ user, source }: { user: AccountUser; source: "all" | "pinterest" }) {
  const params = useParams();
  const parsed = coupleIdSchema.safeParse(params.coupleId ?? "");
  const query = useQuery({ ...vendorBoardQueries.shared(user.id, parsed.success ? parsed.data : "", source), enabled: parsed.success });
  const heading = source === "pinterest" ? "Pinterest boards" : "Inspiration boards";
  if (!parsed.success || (query.error instanceof ApiRequestError && query.error.status === 404)) return <NotShared />;
  return (
    <div className="container-page py-10 sm:py-14">
      <Loaded query={query} loadingLabel="Loading the shared boards..." errorMessage="We couldn't load these boards.">
        {(view) => <Boards view={view} heading={heading} source={source} />}
      </Loaded>
    </div>
  );
}

function NotShared() {
  return (
    <div className="container-page py-10 sm:py-14">
      <EmptyState icon={<LayoutGrid className="size-6" aria-hidden="true" />} title="No boards shared with you">
        <p>This couple hasn't shared boards with you, or the link is wrong. Couples share boards from their inspiration boards page with vendors they've written to.</p>
        <Link to="/vendor-dashboard" className="font-medium text-primary underline underline-offset-4">Back to your dashboard</Link>
      </EmptyState>
    </div>
  );
}

function Boards({ view, heading, source }: { view: VendorBoardsView; heading: string; source: "all" | "pinterest" }) {
  const who = view.couple.name || "This couple";
  return (
    <>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Shared with you</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">{heading} from {who}</h1>
        <p className="mt-2 text-muted-foreground">
          Read-only: what {who} shared with you to show their style.{" "}
          {source === "pinterest" ? (
            <Link to={`/vendor/couple/${view.couple.id}/inspiration-boards`} className="text-primary underline underline-offset-4">All shared boards</Link>
          ) : (
            <Link to={`/vendor/couple/${view.couple.id}/pinterest-boards`} className="text-primary underline underline-offset-4">Only the boards imported from Pinterest</Link>
          )}
        </p>
      </header>
      {view.boards.length === 0 ? (
        <div className="mt-8">
          <EmptyState icon={<LayoutGrid className="size-6" aria-hidden="true" />} title={source === "pinterest" ? "No Pinterest boards shared" : "No boards shared"}>
            <p>{source === "pinterest" ? "The boards shared with you weren't imported from Pinterest." : "Nothing is shared with you right now."}</p>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-8 grid gap-8">
          {view.boards.map((board) => (
            <section key={board.id} aria-labelledby={`shared-${board.id}`} className="grid gap-4 rounded-[var(--radius)] border border-border bg-card p-4 sm:p-6">
              <div>
                <h2 id={`shared-${board.id}`} className="text-xl font-semibold">{board.name}</h2>
                <p className="text-sm text-muted-foreground">{board.images.length === 1 ? "1 image" : `${board.images.length} images`}{board.pinterestBoardId ? " · imported from Pinterest" : ""}</p>
              </div>
              {board.palette.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label={`Colors of ${board.name}`}>
                  {board.palette.map((color) => (
                    <li key={color} className="flex items-center gap-2 rounded-[var(--radius-pill)] border border-border py-1 pl-1 pr-3 text-xs">
                      <span className="size-6 rounded-full border border-border" style={{ backgroundColor: color }} aria-hidden="true" />
                      <span className="font-mono">{color}</span>
                    </li>
                  ))}
                </ul>
              )}
              <SharedExtras board={board} who={who} />
              <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {board.images.map((image) => (
                  <li key={image.id} className="overflow-hidden rounded-[var(--radius)] border border-border">
                    <img src={image.thumbUrl} alt={image.title || image.note || `Image on ${board.name}`} width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                    {(image.title || image.note) && (
                      <div className="grid gap-1 p-3 text-sm">
                        {image.title && <p className="font-medium">{image.title}</p>}
                        {image.note && <p>{image.note}</p>}
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

/** The colors, links and note the couple added to a board besides its pictures, read-only. */
function SharedExtras({ board, who }: { board: VendorBoardsView["boards"][number]; who: string }) {
  if (board.colors.length === 0 && board.links.length === 0 && !board.note) return null;
  return (
    <div className="grid gap-3 rounded-[var(--radius)] border border-border/70 bg-muted/40 p-4 text-sm" data-testid="shared-board-extras">
      {board.note && <p className="whitespace-pre-line">{board.note}</p>}
      {board.colors.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Colors ${who} picked for ${board.name}`}>
          {board.colors.map((swatch) => (
            <li key={swatch} className="flex items-center gap-2 rounded-[var(--radius-pill)] border border-border bg-card py-1 pl-1 pr-3 text-xs">
              <span className="size-6 rounded-full border border-border" style={{ backgroundColor: swatch }} aria-hidden="true" />
              <span className="font-mono">{swatch}</span>
            </li>
          ))}
        </ul>
      )}
      {board.links.length > 0 && (
        <ul className="grid gap-1" aria-label={`Links on ${board.name}`}>
          {board.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-4">{link.label || link.url}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
