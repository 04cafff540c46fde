import { ArrowLeft, ArrowRight, Check, Info } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { AccountGate } from "@web/components/AccountGate";
import { SIGN_IN_REQUIRED } from "./sign-in-required";
import { ArrowLink } from "@web/components/ArrowLink";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toastError } from "@web/lib/toast";
import { BEYOND_CORE_MODULES, BEYOND_MODULES, beyondModuleFor, type BeyondModule } from "./modules";
import { progressOf, useBeyondProgress, useSaveBeyondItem } from "./api";
import { ItemAnswer } from "./ItemAnswer";
import { ProgressMeter } from "./ProgressMeter";
import { IntakeSuggestions, VoiceTools } from "./VoiceIntake";
import { PrivateNote } from "./PrivateNote";
import { SessionBooking } from "./SessionBooking";

/** Every guarded Beyond the Wedding route: the module is read from the path. */
export default function BeyondWeddingModulePage() {
  const { pathname } = useLocation();
  const module = beyondModuleFor(pathname.replace(/^\/+|\/+$/g, ""));
  usePageTitle(module ? `${module.title} · Beyond the Wedding` : "Beyond the Wedding");
  return (
    <AccountGate needs="couple" signedOut={SIGN_IN_REQUIRED}>
      {module ? <ModuleView module={module} /> : <UnknownModule />}
    </AccountGate>
  );
}

function BackToOverview({ className }: { className?: string }) {
  return (
    <Link
      to="/beyond-wedding"
      className={cn("inline-flex items-center rounded-sm text-sm font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary", className)}
    >
      ← Back to Overview
    </Link>
  );
}

function ModuleView({ module }: { module: BeyondModule }) {
  // Keyed by module so each page starts from its own saved answers.
  return <ModuleContent key={module.path} module={module} />;
}

function ModuleContent({ module }: { module: BeyondModule }) {
  const progressQuery = useBeyondProgress();
  const save = useSaveBeyondItem();
  const progress = progressOf(progressQuery.data?.modules, module.key);
  const saved = new Map((progress?.items ?? []).map((item) => [item.index, item]));
  const toggle = (index: number) => save.mutate({ module: module.key, index, values: { done: !saved.get(index)?.done } }, { onError: toastError });
  const listId = useId();
  const doneCount = progress?.doneCount ?? 0;
  const isIntake = module.key === "june-voice-intake";
  const position = BEYOND_CORE_MODULES.indexOf(module);
  const order = BEYOND_MODULES.indexOf(module);
  const previous = BEYOND_MODULES[order - 1];
  const next = BEYOND_MODULES[order + 1];
  const Icon = module.icon;

  return (
    <div className="pb-[var(--space-section)]">
      <header className="relative isolate overflow-hidden border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_10%,var(--accent)_0,transparent_40%)] opacity-80"
        />
        <div className="container-page py-10 sm:py-14">
          <BackToOverview />
          <div className="mt-6 flex items-start gap-4 sm:gap-5">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-card text-primary shadow-soft sm:size-14">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <Badge variant="outline">
                {position >= 0 ? `Beyond the Wedding · Module ${position + 1} of ${BEYOND_CORE_MODULES.length}` : "Beyond the Wedding · Getting started"}
              </Badge>
              <h1 className="mt-3 text-title font-semibold leading-tight">{module.title}</h1>
            </div>
          </div>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground">{module.intro}</p>
        </div>
      </header>

      {/* Phones read: what it covers, the checklist, the next step. Wide screens put the checklist first, on the left. */}
      <div className="container-page grid items-start gap-8 pt-10 sm:pt-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-6">
        <Card className="p-5 sm:p-6 lg:col-start-2 lg:row-start-1">
          <h2 className="font-sans text-base font-semibold">What it covers</h2>
          <ul className="mt-3 grid gap-2.5">
            {module.covers.map((line) => (
              <li key={line} className="flex gap-2.5 text-[0.95rem] leading-relaxed">
                <Check className="mt-1 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
        </Card>
        <section aria-labelledby={`${listId}-heading`} className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id={`${listId}-heading`} className="text-heading font-semibold">
                {module.itemsHeading}
              </h2>
              <p className="mt-1.5 text-muted-foreground">{module.itemsIntro}</p>
            </div>
            <div className="sm:w-44">
              <ProgressMeter done={doneCount} total={module.items.length} label={`${module.title} progress`} />
            </div>
          </div>
          {progressQuery.isPending ? (
            <Spinner label="Loading your saved answers…" className="py-10" />
          ) : progressQuery.isError ? (
            <div className="mt-6 rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-5" role="alert">
              <p className="font-semibold">We couldn't load your saved answers.</p>
              <p className="mt-1 text-sm text-muted-foreground">{progressQuery.error.message}</p>
              <Button type="button" size="sm" variant="secondary" className="mt-3" onClick={() => void progressQuery.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ol className="mt-6 grid gap-3">
              {module.items.map((item, index) => {
                const checked = saved.get(index)?.done ?? false;
                const inputId = `${listId}-item-${index}`;
                return (
                  <li
                    key={item.title}
                    className={cn(
                      "rounded-[var(--radius-lg)] border bg-card p-4 shadow-soft transition-colors sm:p-5",
                      checked ? "border-accent-strong/50" : "border-border hover:border-primary/40",
                    )}
                  >
                    <label htmlFor={inputId} className="flex cursor-pointer gap-4 rounded-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring">
                      <input id={inputId} type="checkbox" checked={checked} onChange={() => toggle(index)} className="peer sr-only" />
                      <span
                        aria-hidden="true"
                        className={cn(
                          "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2",
                          checked ? "border-accent-strong bg-accent-strong text-primary-foreground" : "border-input bg-card",
                        )}
                      >
                        {checked && <Check className="size-3.5" strokeWidth={3} />}
                      </span>
                      <span className="min-w-0">
                        <span className={cn("block font-semibold leading-snug", checked && "text-muted-foreground")}>{item.title}</span>
                        <span className="mt-1 block leading-relaxed text-muted-foreground">{item.detail}</span>
                      </span>
                    </label>
                    <div className="pl-10">
                      <ItemAnswer
                        module={module.key}
                        index={index}
                        saved={saved.get(index)?.answer ?? ""}
                        label={isIntake ? "Your answer" : "Your notes"}
                        alwaysOpen={isIntake}
                        tools={isIntake ? (append) => <VoiceTools question={item.title} onHeard={append} /> : undefined}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {isIntake && progress && <IntakeSuggestions progress={progress} />}
          {module.key === "intake-scheduling" && <SessionBooking />}
          {module.note && (
            <p className="mt-6 flex items-start gap-2.5 rounded-[var(--radius)] border border-border bg-muted p-4 text-sm text-foreground">
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {module.note}
            </p>
          )}
        </section>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">
          <PrivateNote module={module.key} />
        {module.next && (
          <Card className="bg-primary-soft p-5 sm:p-6">
            <h2 className="font-sans text-base font-semibold">From Serviceberry</h2>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-foreground">{module.next.text}</p>
            <ArrowLink to={module.next.to} className="mt-3">
              {module.next.label}
            </ArrowLink>
          </Card>
        )}
        </div>
      </div>

      <nav aria-label="More of Beyond the Wedding" className="container-page mt-12">
        <div className="flex flex-col gap-4 border-t border-border pt-8 sm:flex-row sm:items-center sm:justify-between">
          <BackToOverview />
          <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
            {previous && (
              <Link to={`/${previous.path}`} className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-foreground hover:text-primary">
                <ArrowLeft className="size-4" aria-hidden="true" />
                Previous: {previous.title}
              </Link>
            )}
            {next && (
              <Link to={`/${next.path}`} className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-foreground hover:text-primary">
                Next: {next.title}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </div>
        </div>
      </nav>
    </div>
  );
}

function UnknownModule() {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-title font-semibold">We couldn't find that module</h1>
      <p className="mt-3 text-muted-foreground">It may have moved. Every module is listed on the overview.</p>
      <BackToOverview className="mt-6" />
    </section>
  );
}
