import { useQuery } from "@tanstack/react-query";
import { Check, Lightbulb, MessageSquare, Printer, Send } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isSmartQuestionKind, questionsMessage, SMART_QUESTION_KINDS, smartQuestions, type SmartQuestionKind } from "@domain/smart-questions";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { accountQueries } from "@web/features/account";
import { savedQueries } from "@web/features/saved-venues";
import { inquiryQueries, useReply } from "@web/features/vendor-inquiries";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { usePageHead } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";

/** Sends the list into one of the couple's inquiry threads with this kind of vendor. */
function AttachToInquiry({ kind, kindName, message }: { kind: SmartQuestionKind; kindName: string; message: string }) {
  const inquiries = useQuery(inquiryQueries.mine());
  const threads = (inquiries.data?.inquiries ?? []).filter((inquiry) => inquiry.vendor.category === kind);
  const [chosen, setChosen] = useState<string>("");
  const inquiryId = chosen || threads[0]?.id || "";
  const reply = useReply(inquiryId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const selectId = useId();

  if (inquiries.isPending) return <Spinner />;
  if (inquiries.isError) return <p className="text-sm text-muted-foreground">Your inquiries didn't load, so the questions can't be sent from here right now.</p>;
  if (threads.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Once you've sent an inquiry to one of our {kindName.toLowerCase()}, you can send these questions into that conversation from here.{" "}
        <Link to={`/vendors/${kind}`} className="font-medium text-primary underline-offset-4 hover:underline">
          Find {kindName.toLowerCase()}
        </Link>
      </p>
    );
  const send = () =>
    reply.mutate(message, {
      onSuccess: () => {
        const name = threads.find((thread) => thread.id === inquiryId)?.vendor.businessName ?? "the vendor";
        setSentTo(name);
        void notify.success(`Your questions are in your conversation with ${name}`);
      },
    });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium">
            Conversation
          </label>
          <select id={selectId} value={inquiryId} onChange={(event) => setChosen(event.target.value)} className="h-11 min-w-56 rounded-[var(--radius)] border border-input bg-card px-3 text-sm">
            {threads.map((thread) => (
              <option key={thread.id} value={thread.id}>
                {thread.vendor.businessName}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={send} disabled={reply.isPending}>
          {reply.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Send these questions
        </Button>
      </div>
      {reply.error && <FormAlert title="Your questions were not sent">{reply.error.message}</FormAlert>}
      {sentTo && !reply.error && (
        <p className="text-sm font-medium text-success">
          <Check className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
          Sent to {sentTo}. Their answers will arrive in{" "}
          <Link to={`/my-inquiries?inquiry=${inquiryId}`} className="text-primary underline-offset-4 hover:underline">
            your inquiries
          </Link>
          .
        </p>
      )}
    </div>
  );
}

/** /planning/smart-questions: what to ask each kind of venue and vendor, tailored to the couple's plans; printable. */
export default function SmartQuestionsPage() {
  usePageHead({
    title: "Smart questions to ask venues and vendors",
    description: "The questions to ask every kind of wedding venue and vendor before you book, tailored to your guest count, date and venues, ready to print or send in an inquiry.",
    canonicalPath: "/planning/smart-questions",
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("kind");
  const kind: SmartQuestionKind = isSmartQuestionKind(requested) ? requested : "venues";
  const kindName = SMART_QUESTION_KINDS.find((k) => k.id === kind)!.name;
  const { user } = useAuth();
  const isCouple = Boolean(user?.is_couple);
  const profile = useQuery({ ...accountQueries.coupleProfile(), enabled: isCouple });
  const saved = useQuery({ ...savedQueries.list(user?.id ?? ""), enabled: isCouple });
  const basics = profile.data?.profile;
  const outdoorVenues = (saved.data?.venues ?? []).filter((venue) => venue.setting === "outdoor" || venue.setting === "both").map((venue) => venue.name);
  const questions = smartQuestions(kind, { guestCount: basics?.guestCount, weddingDate: basics?.weddingDate, city: basics?.city, outdoorVenues });
  const tailored = questions.filter((question) => question.because).length;

  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong print:hidden">Planning</p>
      <h1 className="mt-2 text-title font-semibold leading-tight">Smart questions</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground print:hidden">
        What to ask before you book, so nothing surprises you later. Print a list for a tour or a call, or send it in an inquiry so the vendor answers in writing.
      </p>

      <nav aria-label="Kinds of venues and vendors" className="mt-8 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {SMART_QUESTION_KINDS.map((k) => (
            <li key={k.id}>
              <Link
                to={k.id === "venues" ? "/planning/smart-questions" : `/planning/smart-questions?kind=${k.id}`}
                aria-current={k.id === kind ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSearchParams(k.id === "venues" ? {} : { kind: k.id }, { replace: true });
                }}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-[var(--radius-pill)] border px-4 text-sm font-medium",
                  k.id === kind ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:border-primary/50",
                )}
              >
                {k.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="questions-heading" className="mt-8 max-w-3xl rounded-[var(--radius-lg)] border border-border bg-card p-6 sm:p-8 print:border-0 print:p-0">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="questions-heading" className="font-display text-2xl font-semibold">
              Questions for {kindName.toLowerCase()}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {isCouple
                ? tailored > 0
                  ? `${tailored} ${tailored === 1 ? "question comes" : "questions come"} from your own plans.`
                  : "Add your guest count and date to your wedding profile, and save venues, to get questions for your own plans."
                : "Sign in as a couple to add questions for your guest count, date and saved venues."}
            </p>
          </div>
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
        <ol className="mt-6 grid list-decimal gap-3 pl-6 marker:font-semibold marker:text-primary">
          {questions.map((question) => (
            <li key={question.text} className="pl-1">
              <p>{question.text}</p>
              {question.because && (
                <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Lightbulb className="size-3.5 shrink-0 text-accent-strong" aria-hidden="true" />
                  Because {question.because}.
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="send-heading" className="mt-6 max-w-3xl rounded-[var(--radius-lg)] border border-border bg-background p-6 print:hidden">
        <h2 id="send-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" />
          Ask them in writing
        </h2>
        <div className="mt-3">
          {kind === "venues" ? (
            <p className="text-sm text-muted-foreground">
              Bring this list to your tour: print it, or book a tour from any{" "}
              <Link to="/venues" className="font-medium text-primary underline-offset-4 hover:underline">
                venue's page
              </Link>{" "}
              and ask as you walk through.
            </p>
          ) : isCouple ? (
            <AttachToInquiry kind={kind} kindName={kindName} message={questionsMessage(kindName, questions)} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Link to={`/auth?mode=signin&returnTo=${encodeURIComponent(`/planning/smart-questions?kind=${kind}`)}`} className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in
              </Link>{" "}
              as a couple to send these questions in an inquiry, so the vendor answers them in your conversation.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
