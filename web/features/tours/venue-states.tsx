import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

function StateCard({ title, body }: { title: string; body: string }) {
  return (
    <section className="container-page grid place-items-center py-16 sm:py-24">
      <div className="grid w-full max-w-lg justify-items-center gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-7 text-center shadow-soft sm:p-10">
        <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold leading-tight">{title}</h1>
        <p className="text-muted-foreground">{body}</p>
        <Button asChild>
          <Link to="/venues">Browse venues</Link>
        </Button>
      </div>
    </section>
  );
}

/** The page was opened without ?venue=. */
export function MissingVenue({ action }: { action: string }) {
  return <StateCard title="Which venue?" body={`Open a venue's page and choose how you'd like to ${action} from there.`} />;
}

export function VenueNotFound() {
  return <StateCard title="We couldn't find that venue" body="It may have been unlisted, or the link is incomplete. Browse our venues to find another." />;
}
