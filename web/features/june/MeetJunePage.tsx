import { useState } from "react";
import { Link } from "react-router";
import { JUNE_ERROR_REPLY, type JuneStreamEvent } from "@domain/june";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useAuth } from "@web/lib/auth";
import { usePageHead } from "@web/lib/page-head";
import { streamChat } from "./api";

const ABILITIES: { title: string; body: string }[] = [
  {
    title: "Your budget, in real numbers",
    body: "June reads the budget you set in the budget tracker: what you've set aside per category, what's booked and paid, and what's left. Ask her to change a category and she'll propose it for you to confirm.",
  },
  {
    title: "What to do this month",
    body: "From your wedding date and your own timeline, June tells you which of your tasks are overdue or due this month or next, where you are (a year out, six months, the final stretch) and what couples usually book or send at that point. Tell her a task and she'll add it once you confirm.",
  },
  {
    title: "Your guest list and RSVPs",
    body: "June counts your guests by RSVP (attending, declined, not yet replied), adds a guest when you name one, and offers to email a reminder to the households that haven't answered, once you confirm.",
  },
  {
    title: "Vendors for every category",
    body: "Ask for a photographer, caterer, DJ or florist and June names vendors from our directory who work in your city, ranked the way vendor matching ranks them: your budget, your style, reviews and how fast they reply.",
  },
  {
    title: "Venues that fit",
    body: "June suggests venues from our catalog in your city that seat your guests and fit your venue and catering budget, with the prices their listings give, and can save them to your favorites when you say so.",
  },
  {
    title: "Etiquette and planning questions",
    body: "Invitations and RSVP timing, plus-ones, adults-only weddings, tipping, marriage licenses in Ohio and Tennessee, toasts, seating charts and more, written for couples in our four cities.",
  },
  {
    title: "A palette from a photo",
    body: "Send June a photo you love. She reads its size and main colors and turns them into ideas for flowers, linens and stationery.",
  },
  {
    title: "Honest when she doesn't know",
    body: "June answers from your own plans and our catalog. She never makes up a venue, vendor, price or date, and tells you plainly when something is outside what she can see.",
  },
];

const TRY_QUESTIONS = ["What should we do this month?", "How much of our budget is left?", "Which venues would fit us?", "When should we send invitations?"];

/** A live try-it: one question at a time, answered by June as it streams (it joins the couple's June history). */
function TryJune() {
  const [question, setQuestion] = useState<string | null>(null);
  const [answer, setAnswer] = useState("");
  const [busy, setBusy] = useState(false);

  const ask = async (text: string) => {
    setQuestion(text);
    setAnswer("");
    setBusy(true);
    try {
      await streamChat({ messages: [{ role: "user", content: text }], image: null, userContext: null }, (event: JuneStreamEvent) => {
        if (event.type === "delta") setAnswer((current) => current + event.text);
        else if (event.type === "reset") setAnswer("");
        else if (event.type === "done") setAnswer(event.reply);
      });
    } catch (error) {
      console.error("June's reply failed", error);
      setAnswer(JUNE_ERROR_REPLY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="font-display text-2xl">Try June with your own plans</h2>
      <p className="mt-2 text-muted-foreground">Pick a question. June answers from your profile, budget and saved venues; the conversation also appears in the June chat.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {TRY_QUESTIONS.map((text) => (
          <Button key={text} variant="secondary" size="sm" disabled={busy} onClick={() => void ask(text)}>
            {text}
          </Button>
        ))}
      </div>
      {question && (
        <div className="mt-5 space-y-3" aria-live="polite" aria-busy={busy}>
          <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground">{question}</p>
          <p className="w-fit max-w-[85%] whitespace-pre-line rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm" data-testid="try-june-answer">
            {answer || (busy ? "June is thinking…" : "")}
          </p>
        </div>
      )}
    </Card>
  );
}

/** /ai and /ai-planner: Meet June. */
export default function MeetJunePage() {
  usePageHead({
    title: "Meet June, your wedding planning assistant",
    description: "June answers from your own budget, wedding date and saved venues, suggests venues from our catalog that fit, and never makes up a price or a date.",
    canonicalPath: "/ai-planner",
  });
  const { status, user } = useAuth();
  const canTry = status === "signed-in" && user !== null && !user.is_venue_owner;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Meet June</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">Your wedding planning assistant</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        June is Serviceberry&rsquo;s planning assistant for couples marrying in Cleveland, Columbus, Cincinnati and Nashville. She works from your own
        plans, not guesses: open her from the round button at the bottom-right of any page.
      </p>

      <section className="mt-10" aria-labelledby="june-abilities">
        <h2 id="june-abilities" className="font-display text-2xl">
          What June does
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ABILITIES.map((ability) => (
            <li key={ability.title}>
              <Card className="h-full p-5">
                <h3 className="font-semibold">{ability.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{ability.body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10" aria-label="Try June">
        {canTry ? (
          <TryJune />
        ) : status === "loading" ? null : user?.is_venue_owner ? (
          <Card className="p-6">
            <p>June plans with couples. Your venue dashboard has the tools for your listings and tours.</p>
          </Card>
        ) : (
          <Card className="p-6">
            <h2 className="font-display text-2xl">Try June with your own plans</h2>
            <p className="mt-2 text-muted-foreground">Sign in and June answers with your budget, wedding date and saved venues. Your conversations are yours alone.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/auth?mode=signup">Create your account</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/auth?mode=signin">Sign in</Link>
              </Button>
            </div>
          </Card>
        )}
      </section>

      <section className="mt-10 max-w-3xl text-sm text-muted-foreground" aria-labelledby="june-privacy">
        <h2 id="june-privacy" className="font-display text-xl text-foreground">
          Your plans stay yours
        </h2>
        <p className="mt-2">
          June reads only your own account&rsquo;s plans, and nothing happens without you: when she offers to save a venue, change a budget category, add a task or a guest, or send RSVP reminders, it
          waits for you to confirm. You can clear your conversation with her at any time.
        </p>
      </section>
    </div>
  );
}
