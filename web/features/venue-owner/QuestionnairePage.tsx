import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Check, CircleAlert, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QUESTIONNAIRE, QUESTIONNAIRE_ANSWER_MAX, answerOf, questionnaireCompleteness, type Question } from "@domain/venue-questionnaire";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { AccountGate } from "@web/components/AccountGate";
import { ownerGate } from "./owner-gate";
import { ownerQueries, ownerWrites, useOwnerMutation, type OwnerVenue } from "./api";

const SAVE_DELAY_MS = 700;

/** /venue-questionnaire?venue=<id>: the detailed facts, saved as the owner types. */
export default function QuestionnairePage() {
  usePageTitle("Venue questionnaire");
  const [params] = useSearchParams();
  const venueId = params.get("venue");
  return (
    <AccountGate {...ownerGate("answer the venue questionnaire")}>
      {() => (venueId ? <LoadQuestionnaire venueId={venueId} /> : <ChooseVenue />)}
    </AccountGate>
  );
}

/** Without ?venue=, pick one of my listings. */
function ChooseVenue() {
  const listings = useQuery(ownerQueries.list());
  return (
    <div className="container-page grid max-w-3xl gap-6 py-10">
      <h1 className="text-title font-semibold">Venue questionnaire</h1>
      <Loaded query={listings} loadingLabel="Loading your venues..." errorMessage="We couldn't load your venues.">
        {(data) =>
          data.venues.length === 0 ? (
            <EmptyState icon={<CircleAlert className="size-6" aria-hidden="true" />} title="Add a venue first">
              <p>The questionnaire belongs to a listing.</p>
              <Button asChild className="mt-4">
                <Link to="/add-venue">Add your venue</Link>
              </Button>
            </EmptyState>
          ) : (
            <ul className="grid gap-3">
              {data.venues.map((v) => (
                <li key={v.id}>
                  <Link to={`/venue-questionnaire?venue=${v.id}`} className="flex items-center justify-between gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft hover:border-primary/40">
                    <span className="font-semibold">{v.name}</span>
                    <span className="text-sm text-muted-foreground">{v.completeness}% answered</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}

function LoadQuestionnaire({ venueId }: { venueId: string }) {
  const view = useQuery(ownerQueries.venue(venueId));
  return (
    <div className="container-page py-10">
      <Loaded query={view} loadingLabel="Loading the questionnaire..." errorMessage="We couldn't load this listing.">
        {(data) => <Questionnaire venue={data.venue} />}
      </Loaded>
    </div>
  );
}

type SaveState = { status: "idle" | "saving" | "saved" | "error"; message?: string };

function Questionnaire({ venue }: { venue: OwnerVenue }) {
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(QUESTIONNAIRE.flatMap((s) => s.questions).map((q) => [q.id, answerOf(q, venue)])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const pending = useRef(new Map<string, string>());
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  // mutateAsync is stable across renders, so the autosave below keeps one identity.
  const { mutateAsync: saveAnswers } = useOwnerMutation((fields: Record<string, unknown>) => ownerWrites.update(venue.id, fields));

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (pending.current.size === 0) return;
    const batch = new Map(pending.current);
    pending.current.clear();
    const body: Record<string, unknown> = {};
    const details: Record<string, string> = {};
    for (const [id, value] of batch) {
      const question = QUESTIONNAIRE.flatMap((s) => s.questions).find((q) => q.id === id)!;
      if (question.column) body[question.column] = value.trim();
      else details[id] = value;
    }
    if (Object.keys(details).length) body.details = details;
    setSave({ status: "saving" });
    inFlight.current = (async () => {
      try {
        await saveAnswers(body);
        setFieldErrors((errors) => {
          const next = { ...errors };
          for (const id of batch.keys()) delete next[id];
          return next;
        });
        setSave({ status: "saved" });
      } catch (error) {
        const requestError = toRequestError(error);
        const errors: Record<string, string> = {};
        for (const [key, messages] of Object.entries(requestError.fields ?? {})) errors[key.replace(/^details\./, "")] = messages[0] ?? "";
        setFieldErrors((current) => ({ ...current, ...errors }));
        setSave({ status: "error", message: Object.keys(errors).length ? "Some answers weren't saved. Check the fields marked below." : requestError.message });
      } finally {
        inFlight.current = null;
      }
    })();
    await inFlight.current;
  }, [saveAnswers]);

  // Save what is typed before leaving the page.
  useEffect(() => () => void flush(), [flush]);

  function change(id: string, value: string) {
    setAnswers((a) => ({ ...a, [id]: value }));
    pending.current.set(id, value);
    setSave({ status: "idle" });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
  }

  const listingLike = { ...Object.fromEntries(QUESTIONNAIRE.flatMap((s) => s.questions).filter((q) => q.column).map((q) => [q.column!, answers[q.id] ?? ""])), details: answers };
  const overall = questionnaireCompleteness(listingLike);

  return (
    <div className="mx-auto grid max-w-4xl gap-8 pb-[var(--space-section)]">
      <div className="grid gap-3">
        <Link to="/venue-owner-dashboard" className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Venue dashboard
        </Link>
        <h1 className="text-title font-semibold leading-tight">Questionnaire for {venue.name}</h1>
        <p className="text-muted-foreground">The details couples compare between venues. Answers save as you type; skip what doesn't apply.</p>
      </div>

      <div className="sticky top-2 z-10 flex flex-col gap-3 rounded-[var(--radius-lg)] border border-border bg-card/95 p-4 shadow-soft backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="h-2.5 w-32 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span className="block h-full bg-accent-strong transition-[width]" style={{ width: `${overall}%` }} />
          </span>
          <span className="text-sm font-medium">{overall}% answered</span>
        </div>
        <SaveIndicator state={save} />
      </div>

      <nav aria-label="Questionnaire sections" className="flex flex-wrap gap-2">
        {QUESTIONNAIRE.map((section) => {
          const done = section.questions.filter((q) => (answers[q.id] ?? "").trim() !== "").length;
          return (
            <a key={section.id} href={`#section-${section.id}`} className="rounded-[var(--radius-pill)] border border-border bg-card px-3 py-1.5 text-sm hover:border-primary/40">
              {section.title} <span className="text-muted-foreground">{done}/{section.questions.length}</span>
            </a>
          );
        })}
      </nav>

      {QUESTIONNAIRE.map((section) => {
        const done = section.questions.filter((q) => (answers[q.id] ?? "").trim() !== "").length;
        return (
          <Card key={section.id} className="scroll-mt-24 p-5 sm:p-8" id={`section-${section.id}`}>
            <section aria-labelledby={`heading-${section.id}`} className="grid gap-6">
              <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h2 id={`heading-${section.id}`} className="text-heading font-semibold">
                    {section.title}
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">{section.description}</p>
                </div>
                <Badge variant={done === section.questions.length ? "accent" : "outline"} className="self-start">
                  {done} of {section.questions.length} answered
                </Badge>
              </header>
              <div className="grid gap-5 sm:grid-cols-2">
                {section.questions.map((question) => (
                  <div key={question.id} className={cn(question.input === "textarea" && "sm:col-span-2")}>
                    <QuestionField question={question} value={answers[question.id] ?? ""} error={fieldErrors[question.id]} onChange={(v) => change(question.id, v)} onBlur={() => void flush()} />
                  </div>
                ))}
              </div>
            </section>
          </Card>
        );
      })}

      <div className="flex justify-end">
        <Button asChild>
          <Link to="/venue-owner-dashboard" onClick={() => void flush()}>
            Done
          </Link>
        </Button>
      </div>
    </div>
  );
}

function QuestionField({ question, value, error, onChange, onBlur }: { question: Question; value: string; error?: string; onChange(value: string): void; onBlur(): void }) {
  return (
    <FormField label={question.label} hint={question.hint} error={error}>
      {(ids) =>
        question.input === "choice" ? (
          <NativeSelect {...ids} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
            <option value="">Not answered</option>
            {question.options!.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        ) : question.input === "textarea" ? (
          <Textarea {...ids} rows={3} className="min-h-24" value={value} maxLength={QUESTIONNAIRE_ANSWER_MAX} placeholder={question.placeholder} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
        ) : (
          <Input {...ids} value={value} maxLength={question.column === "website" ? 300 : QUESTIONNAIRE_ANSWER_MAX} placeholder={question.placeholder} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
        )
      }
    </FormField>
  );
}

function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <p aria-live="polite" className={cn("flex items-center gap-2 text-sm", state.status === "error" ? "font-medium text-destructive" : "text-muted-foreground")}>
      {state.status === "saving" && (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Saving...
        </>
      )}
      {state.status === "saved" && (
        <>
          <Check className="size-4 text-success" aria-hidden="true" />
          Saved
        </>
      )}
      {state.status === "error" && (
        <>
          <CircleAlert className="size-4" aria-hidden="true" />
          {state.message}
        </>
      )}
      {state.status === "idle" && "Answers save automatically"}
    </p>
  );
}
