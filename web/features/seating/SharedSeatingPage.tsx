import { useQuery } from "@tanstack/react-query";
import { LinkIcon, Printer } from "lucide-react";
import { useParams } from "react-router";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/page-head";
import { seatingQueries } from "./api";
import { CatererSheetView, PlanSheet } from "./SeatingSheets";

/** /floor-plan-builder/shared/:token: the read-only plan the couple shared with their venue and planner. */
export default function SharedSeatingPage() {
  usePageTitle("Shared floor plan");
  const { token = "" } = useParams();
  const query = useQuery(seatingQueries.shared(token));
  if (query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <div className="container-page py-12">
        <EmptyState icon={<LinkIcon aria-hidden />} title="This link doesn't open a floor plan anymore">
          Ask the couple for a new link.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="container-page py-8">
      <Loaded query={query} loadingLabel="Loading the floor plan..." errorMessage="We couldn't load this floor plan.">
        {(shared) => (
          <>
            <div className="mb-4 flex justify-end print:hidden">
              <Button size="sm" onClick={() => window.print()}>
                <Printer aria-hidden /> Print
              </Button>
            </div>
            <PlanSheet plan={{ room: shared.room, tables: shared.tables, fixtures: shared.fixtures, seats: shared.seats.map((seat) => ({ ...seat, guestId: `${seat.tableId}-${seat.seat}`, locked: false })) }} guests={new Map()} title={shared.eventName} />
            <div className="mt-10">
              <CatererSheetView sheet={shared.caterer} title={shared.eventName} />
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
