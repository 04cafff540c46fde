import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/page-head";
import { pinterestQueries } from "./api";

const FEATURES = [
  { title: "Your boards, read-only", body: "Connect your Pinterest account and Serviceberry lists your boards and their pins. It only reads: nothing is posted, changed or deleted on Pinterest." },
  { title: "Import the pins you choose", body: "Pick up to 25 pins at a time. Each picture is fetched, checked and resized like an upload, and lands on a Serviceberry board named after the Pinterest board, with the pin's title and link." },
  { title: "Refresh later", body: "Saved more pins on Pinterest? Refresh the board in Serviceberry and the new ones come in; pins you already imported are skipped." },
  { title: "Palette and notes", body: "Imported pictures join your inspiration board like any other: the board's palette takes in their colors, and you can write a note on each and put them in order." },
  { title: "Share with your vendors", body: "Share a board with a florist, baker or planner you've written to. They see it, read-only, on their side of Serviceberry; nobody else does." },
  { title: "No account needed for a single pin", body: "Paste a pin's address on any board and Serviceberry reads its picture and title. This works even when Pinterest isn't connected." },
];

/** /pinterest-features: what the Pinterest integration does (decision 042). */
export default function PinterestFeaturesPage() {
  usePageTitle("Pinterest Features");
  const availability = useQuery(pinterestQueries.availability());
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Integrations</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Pinterest and your inspiration boards</h1>
        <p className="mt-2 text-muted-foreground">Keep planning where your ideas already are. Serviceberry brings your pins into boards you can annotate, order and share with your vendors.</p>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-[var(--radius)] border border-border bg-card p-5">
            <h2 className="text-lg font-semibold">{feature.title}</h2>
            <p className="mt-2 text-sm">{feature.body}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        {availability.data?.configured ? (
          <Button asChild>
            <Link to="/pinterest-integration">Connect Pinterest</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/pinterest-integration">How to add pins</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/planning/inspiration-boards">My inspiration boards</Link>
        </Button>
      </div>
    </div>
  );
}
