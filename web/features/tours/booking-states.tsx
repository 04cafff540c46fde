import { CalendarSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/** A confirmation link without a booking, for someone else's booking, or while signed out. */
export function MissingBooking({ signedOut = false }: { signedOut?: boolean }) {
  return (
    <section className="container-page grid place-items-center py-16 sm:py-24">
      <div className="grid w-full max-w-lg justify-items-center gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-7 text-center shadow-soft sm:p-10">
        <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
          <CalendarSearch className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold leading-tight">{signedOut ? "Sign in to see your tour" : "We couldn't find that booking"}</h1>
        <p className="text-muted-foreground">
          {signedOut ? "Your tour confirmations are in your account." : "Your tours, with their calendar files, are all on your venue tours page."}
        </p>
        <Button asChild>
          <Link to={signedOut ? "/auth?mode=signin" : "/venue-tours"}>{signedOut ? "Sign In" : "My venue tours"}</Link>
        </Button>
      </div>
    </section>
  );
}
