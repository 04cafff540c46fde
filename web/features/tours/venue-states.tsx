import { SearchX } from "lucide-react";
import { StateCard } from "./tour-ui";

const icon = <SearchX className="size-6" aria-hidden="true" />;
const browse = { to: "/venues", label: "Browse venues" };

/** The page was opened without ?venue=. */
export function MissingVenue({ action }: { action: string }) {
  return <StateCard icon={icon} title="Which venue?" body={`Open a venue's page and choose how you'd like to ${action} from there.`} link={browse} />;
}

export function VenueNotFound() {
  return <StateCard icon={icon} title="We couldn't find that venue" body="It may have been unlisted, or the link is incomplete. Browse our venues to find another." link={browse} />;
}
