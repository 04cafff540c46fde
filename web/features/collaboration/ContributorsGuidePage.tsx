import { HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { INVITATION_DAYS } from "@domain/collaboration";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/page-head";

const FOR_COUPLES = [
  ["Invite by email", `On Contributor access, enter their email, say how they're related to you and choose what they can do. The invitation works once and lasts ${INVITATION_DAYS} days; you can resend or withdraw it.`],
  ["Choose area by area", "For the guest list, budget, timeline, saved venues and the planning chat, each helper gets no access, view only, or edit. Family budget access sets the budget part on its own page."],
  ["Change your mind any time", "Narrow or widen anyone's access, or remove them: it takes effect on their next step, and an open chat closes at once."],
] as const;

const FOR_HELPERS = [
  ["Accept the invitation", "Open the link in the email. With an account, sign in with the address it was sent to; new to Serviceberry, create your account from the link, and the invitation confirms your address."],
  ["Find your couples", "Your contributor dashboard lists the couples you help, what each lets you do, and buttons straight into their guest list, timeline and chat."],
  ["Step back when you like", "Stop helping a couple from your dashboard; they can invite you again later. One account can help several couples."],
] as const;

/** /contributors-guide: how helping works, for both sides. */
export default function ContributorsGuidePage() {
  usePageTitle("How helping works");
  return (
    <div className="container-page grid max-w-4xl gap-10 py-10 sm:py-16">
      <header className="grid gap-3">
        <HeartHandshake aria-hidden="true" className="size-10 text-primary" />
        <h1 className="font-display text-4xl font-semibold">How helping works</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          A mother paying for the flowers, a maid of honor running the shower, a friend who plans events for a living: Serviceberry lets a couple bring them into the planning, with exactly the access each needs.
        </p>
      </header>
      {[
        { title: "For couples", steps: FOR_COUPLES, action: { to: "/contributor-access", label: "Invite a helper" } },
        { title: "For helpers", steps: FOR_HELPERS, action: { to: "/contributor-dashboard", label: "Open your dashboard" } },
      ].map((side) => (
        <section key={side.title} className="grid gap-4" aria-labelledby={`${side.title}-heading`}>
          <h2 id={`${side.title}-heading`} className="font-display text-2xl font-semibold">
            {side.title}
          </h2>
          <ol className="grid gap-3 sm:grid-cols-3">
            {side.steps.map(([title, text], index) => (
              <li key={title} className="grid content-start gap-2 rounded-[var(--radius-lg)] border border-border bg-card p-5">
                <span className="grid size-8 place-items-center rounded-full bg-primary-soft text-sm font-semibold text-primary">{index + 1}</span>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
          <div>
            <Button asChild variant="secondary">
              <Link to={side.action.to}>{side.action.label}</Link>
            </Button>
          </div>
        </section>
      ))}
      <section className="grid gap-2 rounded-[var(--radius-lg)] bg-muted p-5 text-sm">
        <h2 className="font-semibold">Privacy, in short</h2>
        <p>An email address alone grants nothing: only the person holding the invitation link, signed in with that address, can join. Helpers never see the areas you haven't shared, and the server enforces it, not just the page.</p>
      </section>
    </div>
  );
}
