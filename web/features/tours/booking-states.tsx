import { CalendarSearch } from "lucide-react";
import { StateCard } from "./tour-ui";

/** A confirmation link without a booking, for someone else's booking, or while signed out. */
export function MissingBooking({ signedOut = false }: { signedOut?: boolean }) {
  return (
    <StateCard
      icon={<CalendarSearch className="size-6" aria-hidden="true" />}
      title={signedOut ? "Sign in to see your tour" : "We couldn't find that booking"}
      body={signedOut ? "Your tour confirmations are in your account." : "Your tours, with their calendar files, are all on your venue tours page."}
      link={signedOut ? { to: "/auth?mode=signin", label: "Sign In" } : { to: "/venue-tours", label: "My venue tours" }}
    />
  );
}
