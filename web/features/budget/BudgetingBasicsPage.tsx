import { Link } from "react-router";
import { BUDGET_CATEGORIES, formatCents, guestScenario, suggestedAllocations } from "@domain/budget";
import { Button } from "@web/components/ui/button";
import { usePageHead } from "@web/lib/page-head";
import { PageHero } from "../content";

const EXAMPLE_TOTAL = 3_000_000;
const EXAMPLE_GUESTS = 120;
const example = suggestedAllocations(EXAMPLE_TOTAL);
const bigger = guestScenario({ totalCents: EXAMPLE_TOTAL, guestCount: EXAMPLE_GUESTS, allocations: example }, {}, 150);
const perGuestNames = BUDGET_CATEGORIES.filter((c) => c.perGuest).map((c) => c.name.toLowerCase());
const usd = (cents: number) => formatCents(cents, { wholeDollars: true });

const prose =
  "max-w-[68ch] text-[1.0625rem] leading-[1.75] [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:marker:text-primary/70 [&_strong]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4";

function GuideSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-10 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-heading font-semibold">
        {title}
      </h2>
      <div className={prose}>{children}</div>
    </section>
  );
}

/** /planning/budgeting-basics: how to set and keep a wedding budget, leading into the tracker. */
export default function BudgetingBasicsPage() {
  usePageHead({
    title: "Budgeting basics",
    description: "Wedding budgeting basics: how couples in Ohio and Tennessee split their budget across venue, food, photos and more, with worked examples.",
    canonicalPath: "/planning/budgeting-basics",
  });
  return (
    <>
      <PageHero
        eyebrow="Planning guide"
        title="Wedding budgeting basics"
        lead="How to pick a total you can live with, split it the way Ohio and Tennessee weddings really spend, and keep every deposit on time."
        actions={
          <Button asChild size="lg">
            <Link to="/planning/budget-tracker">Open the budget tracker</Link>
          </Button>
        }
        meta="A ten-minute read. Amounts are in US dollars."
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <article className="grid gap-10">
          <GuideSection id="start" title="1. Start with the number, not the wish list">
            <p>
              Before anyone tours a venue, sit down together (and with anyone who is contributing) and agree on one figure: the most you are willing to spend in total, including
              tax and tips. Work from what you have saved, what you can set aside each month until the date, and what family has actually offered, not what you hope they might.
            </p>
            <p>
              Then pick a rough guest count. It is the single biggest lever on cost, because catering, cake, invitations and favors are all priced per person. A first guess is
              fine; you can test other numbers later without changing anything.
            </p>
          </GuideSection>

          <GuideSection id="split" title="2. Split it the way weddings here really spend">
            <p>
              Serviceberry starts every budget from the typical shares below, drawn from weddings in Columbus, Cleveland, Cincinnati and Nashville. Here is how a{" "}
              {usd(EXAMPLE_TOTAL)} budget for {EXAMPLE_GUESTS} guests comes out:
            </p>
            <div className="mt-5">
              <table className="w-full text-sm">
                <caption className="sr-only">Typical share of a wedding budget per category, with a {usd(EXAMPLE_TOTAL)} example</caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Category
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Share
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right font-medium">
                      Of {usd(EXAMPLE_TOTAL)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {BUDGET_CATEGORIES.map((c) => (
                    <tr key={c.id} className="border-b border-border/70">
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        {c.name}
                        {c.perGuest && <span className="ml-2 text-xs font-normal text-muted-foreground">per guest</span>}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{c.shareBp / 100}%</td>
                      <td className="py-2 pl-3 text-right tabular-nums">{usd(example[c.id])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              These are a starting point, not a rule. If a friend is doing your flowers, move that money to photography; if the venue includes tables, linens and a coordinator,
              shrink those lines. In the tracker you can change any category by dollar amount or by percentage, and <strong>Fit to total</strong> spreads the difference over
              the rest so the plan still adds up to the cent.
            </p>
          </GuideSection>

          <GuideSection id="guests" title="3. Watch the per-guest costs">
            <p>
              Fixed costs (the venue fee, the photographer, the band) barely move when the list grows. Per-guest costs ({perGuestNames.join(", ")}) move with every name. In the
              example above, going from {EXAMPLE_GUESTS} to 150 guests adds about <strong>{usd(bigger.differenceCents)}</strong>, for a total near {usd(bigger.scenarioTotalCents)}.
            </p>
            <p>The tracker has a guest-count slider that shows this for your own numbers before you commit to anything: nothing is saved until you change your plan.</p>
          </GuideSection>

          <GuideSection id="hidden" title="4. Budget for the costs that hide in the fine print">
            <ul>
              <li>
                <strong>Service charges and gratuity.</strong> Caterers and venues in Ohio and Tennessee commonly add a service charge of around 20% on food and drink, and it is
                not always a tip for the staff. Ask what it covers, and put the real total in your catering estimate.
              </li>
              <li>
                <strong>Sales tax.</strong> Ohio and Tennessee both charge sales tax on many wedding purchases, and local rates add to it. Nashville's combined rate is among the
                higher ones in the country.
              </li>
              <li>
                <strong>Delivery, setup and overtime.</strong> Florists, rental companies and bands often charge for delivery, late pickup or an extra hour.
              </li>
              <li>
                <strong>Alterations, postage and the marriage license.</strong> Small on their own, noticeable together.
              </li>
            </ul>
            <p>That is what the contingency line is for: keep around 3% aside and only spend it on surprises.</p>
          </GuideSection>

          <GuideSection id="payments" title="5. Put every deposit and installment on the calendar">
            <p>
              Most vendors ask for a deposit to hold your date (often a quarter to a half of the price) and the balance a few weeks before the wedding, sometimes in installments.
              Missing one can cost you the booking.
            </p>
            <p>
              Add each payment to its expense in the tracker with its due date. Overdue and due-this-week payments are highlighted at the top of your budget, and we email you a
              reminder a week before each one is due. Mark a payment paid and the reminders stop.
            </p>
          </GuideSection>

          <GuideSection id="together" title="6. Keep everyone looking at the same numbers">
            <p>
              When parents or grandparents are contributing, agree early on what their money covers, and keep the actual numbers in one place instead of in three spreadsheets.
              Download your budget as a spreadsheet (CSV) or print it for a family conversation, and revisit it every month or two: compare what you budgeted with what each
              category is actually set to cost, and move money while there is still time.
            </p>
          </GuideSection>
        </article>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-soft">
            <p className="font-display text-xl font-semibold">Ready to set yours?</p>
            <p className="text-sm text-muted-foreground">
              Enter a total and a guest count and the tracker fills in every category for you. It is free with your couple account.
            </p>
            <Button asChild variant="secondary">
              <Link to="/planning/budget-tracker">Start your budget</Link>
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
