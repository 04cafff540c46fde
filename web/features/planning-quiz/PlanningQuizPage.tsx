import { useQuery } from "@tanstack/react-query";
import { Check, Heart, MapPin, RotateCcw, Sparkles, Store } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import {
  paletteText,
  QUIZ_ANSWERS_STORAGE_KEY,
  QUIZ_BUDGETS,
  QUIZ_CITIES,
  QUIZ_COLORS,
  QUIZ_FORMALITIES,
  QUIZ_PRIORITIES,
  QUIZ_SEASONS,
  QUIZ_SETTINGS,
  QUIZ_SIZES,
  quizAnswersSchema,
  type QuizAnswers,
  type QuizResult,
} from "@domain/planning-quiz";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { accountQueries, useSaveCoupleProfile } from "@web/features/account";
import { toRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { usePageHead } from "@web/lib/page-head";
import { safeStorage } from "@web/lib/storage";
import { notify } from "@web/lib/toast";
import { useQuizResult } from "./api";

type Draft = Partial<Omit<QuizAnswers, "priorities">> & { priorities: QuizAnswers["priorities"] };

const RETURN_PATH = "/planning-quiz";

function storedAnswers(): QuizAnswers | null {
  const text = safeStorage.get(QUIZ_ANSWERS_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed = quizAnswersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function Choice({ name, value, checked, onChange, type = "radio", disabled = false, children }: { name: string; value: string; checked: boolean; onChange(): void; type?: "radio" | "checkbox"; disabled?: boolean; children: ReactNode }) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius)] border bg-card px-4 py-2.5 text-sm transition-colors focus-within:ring-2 focus-within:ring-ring",
        checked ? "border-primary bg-primary-soft font-medium text-foreground" : "border-border hover:border-primary/50",
        disabled && !checked && "cursor-not-allowed opacity-60",
      )}
    >
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} disabled={disabled && !checked} className="size-4 accent-[var(--color-primary)]" />
      {children}
    </label>
  );
}

function Question({ number, legend, hint, children }: { number: number; legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-[var(--radius-lg)] border border-border bg-background p-5 sm:p-6">
      <legend className="sr-only">{legend}</legend>
      <p aria-hidden="true" className="font-display text-lg font-semibold">
        <span className="mr-2 text-primary">{number}.</span>
        {legend}
      </p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      <div className="mt-4 grid gap-2 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type OneOfKey = "season" | "size" | "formality" | "setting" | "colors" | "budget" | "city";

/** A question answered with one of its options (every question but the priorities). */
function OneOf<K extends OneOfKey>({
  number,
  legend,
  name,
  options,
  chosen,
  onChoose,
}: {
  number: number;
  legend: string;
  name: K;
  options: readonly { id: NonNullable<Draft[K]>; label: string }[];
  chosen: Draft[K];
  onChoose(id: NonNullable<Draft[K]>): void;
}) {
  return (
    <Question number={number} legend={legend}>
      {options.map((o) => (
        <Choice key={o.id} name={name} value={o.id} checked={chosen === o.id} onChange={() => onChoose(o.id)}>
          {o.label}
        </Choice>
      ))}
    </Question>
  );
}

/** /planning-quiz: a short style quiz whose result is a named style, a palette and real catalog matches. */
export default function PlanningQuizPage() {
  usePageHead({
    title: "Planning quiz: find your wedding style",
    description: "Seven quick questions about your season, size, formality, setting, colors, priorities and budget, answered with a named wedding style, a palette and venues and vendors in your city that fit.",
    canonicalPath: "/planning-quiz",
  });
  const { user, status } = useAuth();
  const isCouple = Boolean(user?.is_couple);
  const profile = useQuery({ ...accountQueries.coupleProfile(), enabled: isCouple });
  const [draft, setDraft] = useState<Draft>({ priorities: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const quiz = useQuizResult();
  const save = useSaveCoupleProfile();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  // The form is replaced by the result: move focus to its heading so keyboard and screen reader users land there.
  const focusResult = useRef(false);
  useEffect(() => {
    if (quiz.data && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [quiz.data]);

  // A visitor who took the quiz, then signed up, comes back to their result.
  useEffect(() => {
    if (restored.current || status === "loading") return;
    restored.current = true;
    const answers = storedAnswers();
    if (answers) {
      setDraft(answers);
      quiz.mutate(answers);
    }
  }, [status, quiz]);

  // A couple's own city and guest count stand in until they choose.
  const saved = profile.data?.profile;
  useEffect(() => {
    if (!saved) return;
    setDraft((current) => ({
      ...current,
      city: current.city ?? (QUIZ_CITIES.some((city) => city.id === saved.city) ? (saved.city as QuizAnswers["city"]) : undefined),
      guestCount: current.guestCount ?? saved.guestCount ?? undefined,
    }));
  }, [saved]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const togglePriority = (id: QuizAnswers["priorities"][number]) =>
    setDraft((current) => ({ ...current, priorities: current.priorities.includes(id) ? current.priorities.filter((p) => p !== id) : [...current.priorities, id] }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = quizAnswersSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Answer every question");
      return;
    }
    setProblem(null);
    safeStorage.set(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(parsed.data));
    focusResult.current = true;
    quiz.mutate(parsed.data);
  };

  const startOver = () => {
    safeStorage.set(QUIZ_ANSWERS_STORAGE_KEY, "");
    quiz.reset();
    setDraft({ priorities: [], city: draft.city, guestCount: draft.guestCount });
    window.scrollTo({ top: 0 });
  };

  const saveToProfile = (result: QuizResult) =>
    save.mutate(
      { weddingStyle: result.style.id, colorPalette: paletteText(result.style) },
      {
        onSuccess: () => void notify.success(`${result.style.name} is saved to your wedding profile`),
        onError: (error) => void notify.error(toRequestError(error).message),
      },
    );

  const result = quiz.data;
  const savedStyle = saved && result && saved.weddingStyle === result.style.id && saved.colorPalette === paletteText(result.style);
  const count = [draft.season, draft.size, draft.formality, draft.setting, draft.colors, draft.priorities.length > 0 ? "yes" : undefined, draft.budget, draft.city].filter(Boolean).length;

  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning quiz</p>
      <h1 className="mt-2 text-title font-semibold leading-tight">Find your wedding style</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Eight quick questions. We'll name your style, give you a palette, and show venues and vendors in your city that fit your guest count and budget.
      </p>

      {!result && (
        <form onSubmit={onSubmit} className="mt-8 grid max-w-3xl gap-5" noValidate>
          <OneOf number={1} legend="When would you like to marry?" name="season" options={QUIZ_SEASONS} chosen={draft.season} onChoose={(id) => set("season", id)} />
          <OneOf number={2} legend="How many guests?" name="size" options={QUIZ_SIZES} chosen={draft.size} onChoose={(id) => set("size", id)} />
          <OneOf number={3} legend="How formal does it feel?" name="formality" options={QUIZ_FORMALITIES} chosen={draft.formality} onChoose={(id) => set("formality", id)} />
          <OneOf number={4} legend="Where do you picture it?" name="setting" options={QUIZ_SETTINGS} chosen={draft.setting} onChoose={(id) => set("setting", id)} />
          <OneOf number={5} legend="Which colors draw you in?" name="colors" options={QUIZ_COLORS} chosen={draft.colors} onChoose={(id) => set("colors", id)} />
          <Question number={6} legend="What matters most to you?" hint="Choose up to three.">
            {QUIZ_PRIORITIES.map((o) => (
              <Choice key={o.id} type="checkbox" name="priorities" value={o.id} checked={draft.priorities.includes(o.id)} disabled={draft.priorities.length >= 3} onChange={() => togglePriority(o.id)}>
                {o.label}
              </Choice>
            ))}
          </Question>
          <OneOf number={7} legend="What's your total budget?" name="budget" options={QUIZ_BUDGETS} chosen={draft.budget} onChoose={(id) => set("budget", id)} />
          <OneOf number={8} legend="Where is the wedding?" name="city" options={QUIZ_CITIES} chosen={draft.city} onChoose={(id) => set("city", id)} />
          {draft.guestCount !== undefined && <p className="text-sm text-muted-foreground">Matches are sized for the {draft.guestCount.toLocaleString("en-US")} guests on your wedding profile.</p>}
          {problem && <FormAlert>{problem}</FormAlert>}
          {quiz.error && <FormAlert title="We couldn't work out your result">{toRequestError(quiz.error).message}</FormAlert>}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" size="lg" disabled={quiz.isPending}>
              {quiz.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
              See my style
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {count} of 8 answered
            </p>
          </div>
        </form>
      )}

      {result && (
        <section aria-labelledby="quiz-result" className="mt-8 grid gap-8">
          <div className="grid gap-6 rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-soft sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Your style</p>
              <h2 id="quiz-result" ref={resultHeading} tabIndex={-1} className="mt-1 font-display text-3xl font-semibold outline-none">
                {result.style.name}
              </h2>
              <p className="mt-2 max-w-xl text-muted-foreground">{result.style.description}</p>
              <ul aria-label="Your palette" className="mt-5 flex flex-wrap gap-4">
                {result.style.palette.map((color) => (
                  <li key={color.name} className="grid justify-items-center gap-1.5 text-sm">
                    <span className="size-12 rounded-full border border-border shadow-soft" style={{ backgroundColor: color.hex }} aria-hidden="true" />
                    {color.name}
                  </li>
                ))}
              </ul>
            </div>
            <div className="grid gap-3 lg:w-64">
              {isCouple ? (
                savedStyle ? (
                  <p className="flex items-center gap-2 text-sm font-medium text-success">
                    <Check className="size-4" aria-hidden="true" />
                    Saved to your wedding profile
                  </p>
                ) : (
                  <Button onClick={() => saveToProfile(result)} disabled={save.isPending}>
                    {save.isPending ? <Spinner /> : <Heart aria-hidden="true" />}
                    Save to my profile
                  </Button>
                )
              ) : status === "signed-out" ? (
                <>
                  <Button asChild>
                    <Link to={`/auth?mode=signup&returnTo=${encodeURIComponent(RETURN_PATH)}`}>Create an account to save it</Link>
                  </Button>
                  <Link to={`/auth?mode=signin&returnTo=${encodeURIComponent(RETURN_PATH)}`} className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
                    I have an account
                  </Link>
                </>
              ) : null}
              <Button variant="secondary" onClick={startOver}>
                <RotateCcw aria-hidden="true" />
                Take it again
              </Button>
            </div>
          </div>

          <div>
            <h2 className="font-display text-2xl font-semibold">Venues that fit</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              In {QUIZ_CITIES.find((c) => c.id === result.city)?.label}, for {result.guestCount.toLocaleString("en-US")} guests on a ${result.budgetTotal.toLocaleString("en-US")} budget.
            </p>
            {result.venues.length === 0 ? (
              <div className="mt-4">
                <EmptyState icon={<MapPin className="size-6" aria-hidden="true" />} title="No venue fits all of that yet" tone="warm">
                  <p>None of our venues in this city seats your guests within half the budget in this style. Browse every venue to compare.</p>
                  <Button asChild variant="secondary" size="sm">
                    <Link to={`/venues/${result.city}`}>Browse venues</Link>
                  </Button>
                </EmptyState>
              </div>
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-3">
                {result.venues.map((venue) => (
                  <li key={venue.id} className="grid content-start gap-2 rounded-[var(--radius-lg)] border border-border bg-card p-5">
                    <Link to={`/venues/${venue.slug}`} className="font-display text-lg font-semibold text-primary underline-offset-4 hover:underline">
                      {venue.name}
                    </Link>
                    {venue.neighborhood && <p className="text-sm text-muted-foreground">{venue.neighborhood}</p>}
                    <ul aria-label={`Why ${venue.name} matches`} className="grid gap-1.5 text-sm">
                      {venue.reasons.map((reason) => (
                        <li key={reason} className="flex gap-2">
                          <Check className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                          {reason}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {result.vendors.map((group) => (
            <div key={group.category}>
              <h2 className="font-display text-2xl font-semibold">{group.name}</h2>
              {group.matches.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  No {group.name.toLowerCase()} in our directory work in this city within that share of your budget yet.{" "}
                  <Link to={`/vendors/${group.category}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    See all {group.name.toLowerCase()}
                  </Link>
                </p>
              ) : (
                <ul className="mt-4 grid gap-4 md:grid-cols-2">
                  {group.matches.map((vendor) => (
                    <li key={vendor.id} className="grid content-start gap-2 rounded-[var(--radius-lg)] border border-border bg-card p-5">
                      <Link to={`/vendor/${vendor.slug}`} className="flex items-center gap-2 font-display text-lg font-semibold text-primary underline-offset-4 hover:underline">
                        <Store className="size-4" aria-hidden="true" />
                        {vendor.businessName}
                      </Link>
                      <ul aria-label={`Why ${vendor.businessName} matches`} className="grid gap-1.5 text-sm">
                        {vendor.reasons.map((reason) => (
                          <li key={reason} className="flex gap-2">
                            <Check className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                            {reason}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}

          <p className="text-sm text-muted-foreground">
            Next: turn this into questions for the venues and vendors you like with{" "}
            <Link to="/planning/smart-questions" className="font-medium text-primary underline-offset-4 hover:underline">
              smart questions
            </Link>
            .
          </p>
        </section>
      )}
    </div>
  );
}
