import { CalendarDays, CircleDollarSign, Users } from "lucide-react";
import { formatCalendarDate } from "@web/lib/labels";

/** Date, guests and budget of an inquiry, whichever the couple gave. */
export function InquiryFacts({ weddingDate, guestCount, budget }: { weddingDate: string | null; guestCount: number | null; budget: number | null }) {
  const facts = [
    weddingDate ? { icon: CalendarDays, label: "Wedding date", value: formatCalendarDate(weddingDate) } : null,
    guestCount ? { icon: Users, label: "Guests", value: guestCount.toLocaleString("en-US") } : null,
    budget != null ? { icon: CircleDollarSign, label: "Budget", value: `$${budget.toLocaleString("en-US")}` } : null,
  ].filter((f) => f !== null);
  if (facts.length === 0) return <p className="text-sm text-muted-foreground">No date, guest count or budget given.</p>;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-center gap-2">
          <fact.icon className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
