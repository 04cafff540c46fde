import { Mic, Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { suggestModules, type BeyondModuleProgress } from "@domain/beyond-wedding";
import { ArrowLink } from "@web/components/ArrowLink";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { speechRecognitionConstructor, type SpeechRecognizer } from "@web/lib/speech-recognition";
import { BEYOND_MODULES } from "./modules";

function speechSynthesisOf(): SpeechSynthesis | undefined {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : undefined;
}

/**
 * June asks a question aloud (the browser's speech synthesis) and listens for the answer (its speech
 * recognition, where the browser has it). Either button is left out where the browser lacks it;
 * typing always works.
 */
export function VoiceTools({ question, onHeard }: { question: string; onHeard: (text: string) => void }) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recognizer = useRef<SpeechRecognizer | null>(null);
  const synthesis = speechSynthesisOf();
  const Recognition = speechRecognitionConstructor();
  useEffect(() => () => recognizer.current?.stop(), []);

  const ask = () => {
    if (!synthesis) return;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(question);
    utterance.lang = "en-US";
    synthesis.speak(utterance);
  };

  const listen = () => {
    if (!Recognition) return;
    if (listening) {
      recognizer.current?.stop();
      return;
    }
    const next = new Recognition();
    next.lang = "en-US";
    next.continuous = false;
    next.interimResults = false;
    next.maxAlternatives = 1;
    next.onresult = (event) => {
      const heard = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (heard) onHeard(heard);
    };
    next.onerror = (event) =>
      setProblem(event.error === "not-allowed" ? "Allow the microphone in your browser to answer aloud, or type your answer." : "June didn't catch that. Try again, or type your answer.");
    next.onend = () => setListening(false);
    setProblem(null);
    recognizer.current = next;
    next.start();
    setListening(true);
  };

  return (
    <>
      {synthesis && (
        <Button type="button" size="sm" variant="ghost" onClick={ask}>
          <Volume2 aria-hidden="true" />
          Hear June ask
        </Button>
      )}
      {Recognition && (
        <Button type="button" size="sm" variant="ghost" aria-pressed={listening} onClick={listen}>
          {listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
          {listening ? "Stop listening" : "Answer aloud"}
        </Button>
      )}
      {problem && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      )}
    </>
  );
}

/** Where to start, from the answers saved so far (shown once there is at least one). */
export function IntakeSuggestions({ progress }: { progress: BeyondModuleProgress }) {
  const answers = new Map(progress.items.filter((item) => item.answer.trim()).map((item) => [item.index, item.answer]));
  if (answers.size === 0) return null;
  const suggestions = suggestModules(answers);
  return (
    <section aria-labelledby="intake-suggestions" className="mt-8">
    <Card className="bg-primary-soft p-5 sm:p-6">
      <h2 id="intake-suggestions" className="text-heading font-semibold">
        Where June suggests you start
      </h2>
      <p className="mt-1.5 text-muted-foreground">From the answers you've saved. Answer more questions and this follows them.</p>
      <ol className="mt-4 grid gap-3">
        {suggestions.map((suggestion) => {
          const path = BEYOND_MODULES.find((module) => module.key === suggestion.module)?.path ?? "beyond-wedding";
          return (
            <li key={suggestion.module} className="rounded-[var(--radius)] bg-card p-4">
              <ArrowLink to={`/${path}`}>{suggestion.title}</ArrowLink>
              <p className="mt-1 text-sm text-foreground">{suggestion.reason}</p>
            </li>
          );
        })}
      </ol>
    </Card>
    </section>
  );
}
