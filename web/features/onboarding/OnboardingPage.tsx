import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ArrowLeft, ArrowRight, Building2, Camera, Clock, Heart, MapPin, Users, type LucideIcon } from "lucide-react";
import { CITIES } from "@domain/cities";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useCity } from "@web/lib/city";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { isOnboardingRole, ONBOARDING_ROLES, planFor, ROLE_CHOICES, type OnboardingRole } from "./onboarding-plans";

type Step = 1 | 2 | 3;
const STEP_COUNT = 3;
const STEP_NAMES: Record<Step, string> = { 1: "About you", 2: "Your city", 3: "Next steps" };

const ROLE_ICONS: Record<OnboardingRole, LucideIcon> = {
  couple: Heart,
  venue: Building2,
  vendor: Camera,
  helper: Users,
};

const STATE_NAMES = { OH: "Ohio", TN: "Tennessee" } as const;

/** History entries pushed by Next carry the step they came from, so Back can simply go back. */
interface StepHistoryState {
  fromStep?: Step;
}

function parseStep(value: string | null): Step {
  return value === "2" ? 2 : value === "3" ? 3 : 1;
}

export default function OnboardingPage() {
  usePageTitle("Set up in 15 minutes");
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { city, hasChosenCity, chooseCity } = useCity();

  const roleParam = searchParams.get("role");
  const urlRole = isOnboardingRole(roleParam) ? roleParam : null;
  // The router applies URL changes in a transition; the local copy keeps the chosen radio checked meanwhile.
  const [role, setRole] = useState(urlRole);
  useEffect(() => setRole(urlRole), [urlRole]);
  const requestedStep = parseStep(searchParams.get("step"));
  // A step can only be shown once the earlier answers exist (a shared or refreshed URL may skip ahead).
  const step: Step = !role ? 1 : requestedStep === 3 && !hasChosenCity ? 2 : requestedStep;

  const [missingChoice, setMissingChoice] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    setMissingChoice(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const paramsFor = (nextStep: Step, nextRole: OnboardingRole | null = role) => {
    const next = new URLSearchParams();
    next.set("step", String(nextStep));
    if (nextRole) next.set("role", nextRole);
    return next;
  };

  const chooseRole = (value: OnboardingRole) => {
    setMissingChoice(false);
    setRole(value);
    setSearchParams(paramsFor(1, value), { replace: true, state: location.state });
  };

  const goNext = () => {
    const answered = step === 1 ? role !== null : hasChosenCity;
    if (!answered) {
      setMissingChoice(true);
      return;
    }
    const state: StepHistoryState = { fromStep: step };
    setSearchParams(paramsFor((step + 1) as Step), { state });
  };

  const goBack = () => {
    const previous = (step - 1) as Step;
    if ((location.state as StepHistoryState | null)?.fromStep === previous) navigate(-1);
    else setSearchParams(paramsFor(previous), { replace: true });
  };

  const headingId = useId();
  const errorId = useId();
  const plan = role && step === 3 ? planFor(role, city) : null;

  let title: string;
  let description: ReactNode;
  let body: ReactNode;
  if (step === 1) {
    title = "Who are you?";
    description = "Pick the one that fits best, and we'll tailor your next steps.";
    body = (
      <ChoiceGroup labelledBy={headingId} describedBy={missingChoice ? errorId : undefined}>
        {ONBOARDING_ROLES.map((value) => (
          <ChoiceCard
            key={value}
            name="role"
            value={value}
            checked={role === value}
            onChange={() => chooseRole(value)}
            icon={ROLE_ICONS[value]}
            title={ROLE_CHOICES[value].title}
            description={ROLE_CHOICES[value].description}
          />
        ))}
      </ChoiceGroup>
    );
  } else if (step === 2 && role) {
    title = ROLE_CHOICES[role].cityQuestion;
    description = "Serviceberry covers four cities in Ohio and Tennessee. We'll show venues and vendors nearby first; you can change this anytime.";
    body = (
      <ChoiceGroup labelledBy={headingId} describedBy={missingChoice ? errorId : undefined} columns>
        {CITIES.map((option) => (
          <ChoiceCard
            key={option.id}
            name="city"
            value={option.id}
            checked={hasChosenCity && city.id === option.id}
            onChange={() => {
              setMissingChoice(false);
              chooseCity(option.id);
            }}
            icon={MapPin}
            title={option.name}
            description={STATE_NAMES[option.state]}
          />
        ))}
      </ChoiceGroup>
    );
  } else {
    title = plan?.heading ?? "";
    description = plan?.intro;
    body = plan && <PlanSummary role={role!} cityName={city.displayName} plan={plan} onChangeCity={() => setSearchParams(paramsFor(2))} />;
  }

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <header className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Get started, no account needed yet</p>
          <h1 className="mt-3 text-title font-semibold leading-tight">Set up Serviceberry in 15 minutes</h1>
        </header>

        <StepIndicator step={step} />

        <Card className="mt-6 p-5 sm:p-9">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-28 text-heading font-semibold leading-snug outline-none">
            {title}
          </h2>
          {description && <p className="mt-2 text-muted-foreground">{description}</p>}

          <div className="mt-6">{body}</div>

          {missingChoice && (
            <p id={errorId} role="alert" className="mt-4 text-sm font-medium text-destructive">
              {step === 1 ? "Choose who you are to continue." : "Choose a city to continue."}
            </p>
          )}

          <div
            className={cn(
              "mt-8 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center",
              step === 1 ? "sm:justify-end" : "sm:justify-between",
            )}
          >
            {step > 1 && (
              <Button variant="ghost" onClick={goBack}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            )}
            {step < 3 ? (
              <Button onClick={goNext} size="lg">
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              plan && (
                <Button asChild size="lg">
                  <Link to={plan.primary.to}>
                    {plan.primary.label}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              )
            )}
          </div>
        </Card>

        <p className="mt-6 text-center text-sm text-muted-foreground">
          Questions first? Browse the{" "}
          <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
            FAQ
          </Link>{" "}
          or{" "}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            talk to us
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <nav aria-label="Progress" className="mt-8">
      <p className="text-center text-sm font-semibold text-primary" aria-live="polite">
        Step {step} of {STEP_COUNT}
      </p>
      <ol className="mt-3 grid grid-cols-3 gap-2">
        {([1, 2, 3] as const).map((n) => (
          <li key={n} aria-current={n === step ? "step" : undefined} className="grid gap-2">
            <span aria-hidden="true" className={cn("h-1.5 rounded-full", n <= step ? "bg-primary" : "bg-border")} />
            <span className={cn("text-center text-xs sm:text-sm", n === step ? "font-semibold text-foreground" : "text-muted-foreground")}>
              <span className="sr-only">{n < step ? "Done: " : n === step ? "Current: " : "Next: "}</span>
              {STEP_NAMES[n]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ChoiceGroup({
  labelledBy,
  describedBy,
  columns = false,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required="true"
      className={cn("grid gap-3", columns && "sm:grid-cols-2")}
    >
      {children}
    </div>
  );
}

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A native radio input dressed as a card: arrow keys, Space and screen readers work as with any radio. */
function ChoiceCard({ name, value, checked, onChange, icon: Icon, title, description }: ChoiceCardProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-center gap-4 rounded-[var(--radius)] border bg-card p-4 transition-colors",
        "hover:border-primary/50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
        checked ? "border-primary bg-primary-soft" : "border-border",
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="size-5 shrink-0 accent-primary focus-visible:outline-none"
      />
      <span
        aria-hidden="true"
        className={cn(
          "hidden size-11 shrink-0 place-items-center rounded-full sm:grid",
          checked ? "bg-primary text-primary-foreground" : "bg-muted text-primary",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span id={`${id}-title`} className="block font-semibold">
          {title}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-muted-foreground">
          {description}
        </span>
      </span>
    </label>
  );
}

function PlanSummary({
  role,
  cityName,
  plan,
  onChangeCity,
}: {
  role: OnboardingRole;
  cityName: string;
  plan: ReturnType<typeof planFor>;
  onChangeCity(): void;
}) {
  const totalMinutes = plan.steps.reduce((sum, step) => sum + step.minutes, 0);
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-primary" aria-hidden="true" />
          {ROLE_CHOICES[role].title} · {cityName}
        </span>
        <button type="button" onClick={onChangeCity} className="font-medium text-primary underline underline-offset-4">
          Change city
        </button>
      </p>

      <ol className="mt-6 grid gap-4">
        {plan.steps.map((item, index) => (
          <li key={item.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{item.title}</span>
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {item.minutes} min
                </span>
              </p>
              <p className="mt-0.5 text-sm text-muted-foreground">{item.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm font-medium text-accent-strong">About {totalMinutes} minutes in all.</p>
      {plan.note && <p className="mt-4 rounded-[var(--radius)] bg-muted p-4 text-sm">{plan.note}</p>}

      <h3 className="mt-8 font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground">Also useful</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {plan.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex items-center justify-between gap-3 rounded-[var(--radius)] border border-border px-4 py-3 text-sm font-medium hover:border-primary/50 hover:bg-primary-soft"
            >
              {link.label}
              <ArrowRight className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
