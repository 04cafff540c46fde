import { useQuery } from "@tanstack/react-query";
import { LayoutGrid, Printer } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { coupleIdSchema } from "@domain/contributors";
import type { AccountUser } from "@domain/account-kinds";
import { catererSheet, seatCards } from "@domain/seating-lists";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/input";
import { usePageTitle } from "@web/lib/page-head";
import { SeatingCoupleContext, seatingQueries, type SeatingView } from "./api";
import { CARD_SIZES, CatererSheetView, PlanSheet, SeatCardsView, type CardSize } from "./SeatingSheets";

/** /floor-plan-builder/print: the saved plan's caterer's sheet, cards or floor plan, for the browser's print (or Save as PDF). */
export default function PrintSeatingPage() {
  usePageTitle("Print seating");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{ icon: LayoutGrid, title: "Sign in to print your seating", body: "Caterer's sheets, place cards and the floor plan print from your saved plan.", actions: <SignInActions returnHere /> }}
    >
      {(user) => <PrintSeating user={user} />}
    </AccountGate>
  );
}

function PrintSeating({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(seatingQueries.plan(user.id, coupleId, params.get("event")));
  return (
    <SeatingCoupleContext.Provider value={coupleId}>
      <div className="container-page py-8 print:p-0">
        <Loaded query={query} loadingLabel="Loading your seating..." errorMessage="We couldn't load this seating chart.">
          {(view) => <Sheets view={view} />}
        </Loaded>
      </div>
    </SeatingCoupleContext.Provider>
  );
}

function Sheets({ view }: { view: SeatingView }) {
  const [params] = useSearchParams();
  const sheet = params.get("sheet") === "cards" ? "cards" : params.get("sheet") === "plan" ? "plan" : "caterer";
  const [size, setSize] = useState<CardSize>("3.5x2");
  const guests = useMemo(() => new Map(view.guests.map((guest) => [guest.id, guest])), [view.guests]);
  const title = view.events.find((event) => event.id === view.eventId)?.name ?? "Wedding";
  const back = `/floor-plan-builder?${new URLSearchParams([...(view.eventId ? [["event", view.eventId]] : []), ...(params.get("coupleId") ? [["coupleId", params.get("coupleId")!]] : [])]).toString()}`;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm">
          <Link to={back}>Back to the floor plan</Link>
        </Button>
        {sheet === "cards" ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Card size
            <NativeSelect className="h-10 w-64" value={size} onChange={(event) => setSize(event.target.value as CardSize)}>
              {(Object.keys(CARD_SIZES) as CardSize[]).map((key) => (
                <option key={key} value={key}>
                  {CARD_SIZES[key].label}
                </option>
              ))}
            </NativeSelect>
          </label>
        ) : null}
        <Button size="sm" onClick={() => window.print()}>
          <Printer aria-hidden /> Print or save as PDF
        </Button>
      </div>
      {sheet === "caterer" ? <CatererSheetView sheet={catererSheet(view.plan.tables, view.plan.seats, view.guests)} title={title} /> : null}
      {sheet === "cards" ? (
        <section>
          <h1 className="mb-4 font-display text-3xl print:hidden">Escort and place cards: {title}</h1>
          <SeatCardsView cards={seatCards(view.plan.tables, view.plan.seats, view.guests)} size={size} />
        </section>
      ) : null}
      {sheet === "plan" ? <PlanSheet plan={view.plan} guests={guests} title={title} /> : null}
    </>
  );
}
