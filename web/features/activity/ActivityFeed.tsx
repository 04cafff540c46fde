import { useInfiniteQuery } from "@tanstack/react-query";
import { formatDistanceToNowStrict } from "date-fns";
import { CalendarCheck, CheckSquare, History, Users, Wallet, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { activityPhrase, type ActivityArea } from "@domain/activity";
import { LoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { activityFeedQuery, type ActivityEntry } from "./api";

const AREA_ICONS: Record<ActivityArea, LucideIcon> = { guests: Users, budget: Wallet, timeline: CalendarCheck, tasks: CheckSquare };

/**
 * "Recent activity" on the couple's dashboard: who changed what in the guest list, budget, timeline and
 * shared tasks, and when, each entry linking to where it happened. `coupleId` is set when a partner
 * reads the couple's feed (their own account is not the couple's).
 */
export function ActivityFeed({ userId, coupleId = null }: { userId: string; coupleId?: string | null }) {
  const query = useInfiniteQuery(activityFeedQuery(userId, coupleId));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card className="grid gap-4 p-5 sm:p-6" data-testid="activity-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activity-heading" className="flex items-center gap-2 text-lg font-semibold">
          <span className="grid size-9 place-items-center rounded-full bg-primary-soft text-primary">
            <History className="size-5" aria-hidden="true" />
          </span>
          Recent activity
        </h2>
        <Link to={coupleId ? `/contributor-access?coupleId=${encodeURIComponent(coupleId)}` : "/contributor-access"} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Who can help
        </Link>
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading recent activity...
        </p>
      ) : query.isError && entries.length === 0 ? (
        <LoadError message="We couldn't load your recent activity." onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. When you or the helpers you invite add guests, edit the budget or check off tasks, it shows here with who did it and when.
        </p>
      ) : (
        <>
          <ol className="grid gap-3" aria-labelledby="activity-heading">
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} coupleId={coupleId} />
            ))}
          </ol>
          {query.isFetchNextPageError && <p className="text-sm text-destructive">We couldn't load earlier activity. Try again.</p>}
          {query.hasNextPage && (
            <div>
              <Button variant="secondary" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {query.isFetchingNextPage ? "Loading..." : "Show earlier activity"}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

/** Where an entry links: the tool it happened in, opened on the couple for a partner. */
function linkOf(entry: ActivityEntry, coupleId: string | null): string {
  if (!coupleId) return entry.path;
  // The guest list names the couple as ?couple=; the other tools as ?coupleId=.
  return `${entry.path}?${entry.area === "guests" ? "couple" : "coupleId"}=${encodeURIComponent(coupleId)}`;
}

function ActivityRow({ entry, coupleId }: { entry: ActivityEntry; coupleId: string | null }) {
  const Icon = AREA_ICONS[entry.area];
  const when = new Date(entry.at);
  return (
    <li className="flex items-start gap-3 text-sm" data-testid="activity-entry">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{entry.who}</span>
        {entry.role && <span className="text-muted-foreground"> ({entry.role.toLowerCase()})</span>}{" "}
        <Link to={linkOf(entry, coupleId)} className="text-primary underline-offset-4 hover:underline">
          {activityPhrase(entry)}
        </Link>
        <span className="text-muted-foreground">
          {" · "}
          <time dateTime={entry.at} title={when.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}>
            {formatDistanceToNowStrict(when, { addSuffix: true })}
          </time>
        </span>
      </p>
    </li>
  );
}
