import { useEffect, useState } from "react";
import { DEMO_ANIMATION_RESTART_MS } from "@domain/constants";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { usePrefersReducedMotion } from "@web/lib/media";
import type { DemoChatMessage } from "./sample-data";
import { createTimers } from "./timers";
import { useInViewOnce } from "./use-in-view-once";

/** June types a few characters per tick. */
const TYPE_TICK_MS = 28;
const TYPE_CHARS_PER_TICK = 3;

interface ChatView {
  /** How many messages have started to show. */
  shown: number;
  /** Characters typed of the last shown message, or null once it is complete. */
  typed: number | null;
  /** June's typing dots, before message `shown` appears. */
  thinking: boolean;
  finished: boolean;
  cycle: number;
}

const START: ChatView = { shown: 0, typed: null, thinking: false, finished: false, cycle: 0 };

export interface DemoChatProps {
  messages: readonly DemoChatMessage[];
  /** Restart DEMO_ANIMATION_RESTART_MS after the last message finishes. */
  loop?: boolean;
  /** Names the sample, for everyone: shown as a badge. */
  label?: string;
  /** A static summary for screen readers; the full transcript follows it. */
  description: string;
  className?: string;
}

/**
 * A sample conversation with June that plays itself from the start once it comes into view (the
 * finished conversation shows until then): the couple's messages appear, June "thinks", then types.
 * Space for every bubble is reserved up front, so nothing on the page jumps. The moving text is hidden
 * from assistive technology and a static transcript stands in for it. With reduced motion the finished
 * conversation stays, without animating.
 */
export function DemoChat({ messages, loop = true, label = "Sample conversation", description, className }: DemoChatProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [view, setView] = useState<ChatView>(START);
  const [ref, inView] = useInViewOnce<HTMLDivElement>();

  useEffect(() => {
    if (reducedMotion || !inView) return;
    const timers = createTimers();
    async function play() {
      for (let cycle = 0; ; cycle++) {
        setView({ ...START, cycle });
        for (const [index, message] of messages.entries()) {
          if (!message.isUser) setView((v) => ({ ...v, thinking: true }));
          await timers.wait(message.delay);
          if (message.isUser) {
            setView((v) => ({ ...v, shown: index + 1, typed: null }));
            continue;
          }
          for (let typed = 0; typed < message.text.length; typed += TYPE_CHARS_PER_TICK) {
            setView((v) => ({ ...v, thinking: false, shown: index + 1, typed }));
            await timers.wait(TYPE_TICK_MS);
          }
          setView((v) => ({ ...v, typed: null }));
        }
        setView((v) => ({ ...v, finished: true }));
        if (!loop) return;
        await timers.wait(DEMO_ANIMATION_RESTART_MS);
      }
    }
    void play();
    return timers.cancel;
  }, [messages, loop, reducedMotion, inView]);

  // Until it plays (reduced motion, or not yet scrolled into view) the finished conversation shows.
  const current = reducedMotion || !inView ? { ...START, shown: messages.length, finished: true } : view;

  return (
    <div
      ref={ref}
      className={cn("flex flex-col overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft", className)}
      data-testid="demo-chat"
      data-demo-state={current.finished ? "finished" : "playing"}
      data-demo-cycle={current.cycle}
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-5">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-display text-lg font-semibold text-primary-foreground"
        >
          J
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1 font-semibold leading-tight">
            June
            <Badge variant="accent">{label}</Badge>
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">Wedding Planning Assistant</p>
        </div>
      </div>

      <ol aria-hidden="true" className="grid flex-1 content-start gap-3 px-4 py-5 sm:px-5">
        {messages.map((message, index) => {
          const visible = index < current.shown;
          const typing = visible && index === current.shown - 1 && current.typed !== null;
          const thinkingHere = current.thinking && index === current.shown;
          return (
            <li key={message.id} className={cn("relative max-w-[88%]", message.isUser ? "justify-self-end" : "justify-self-start")}>
              <p
                data-chat-bubble={message.isUser ? "couple" : "june"}
                className={cn(
                  // No opacity fade: text is either fully shown or hidden, so its contrast holds at every frame.
                  "rounded-2xl px-4 py-2.5 text-sm leading-relaxed transition-[scale,translate,visibility] duration-300 ease-out",
                  message.isUser
                    ? "origin-bottom-right rounded-br-md bg-primary text-primary-foreground"
                    : "origin-bottom-left rounded-bl-md bg-muted text-foreground",
                  visible ? "visible translate-y-0 scale-100" : "invisible translate-y-1.5 scale-95",
                )}
              >
                {typing && current.typed !== null ? (
                  <>
                    {message.text.slice(0, current.typed)}
                    <span className="invisible">{message.text.slice(current.typed)}</span>
                  </>
                ) : (
                  message.text
                )}
              </p>
              {thinkingHere && <TypingDots />}
            </li>
          );
        })}
      </ol>

      <div aria-hidden="true" className="border-t border-border px-4 py-3 sm:px-5">
        <div className="flex h-10 items-center rounded-full border border-input bg-background px-4 text-sm text-muted-foreground">
          Ask June anything...
        </div>
      </div>

      <div className="sr-only">
        <p>{description}</p>
        <ol>
          {messages.map((message) => (
            <li key={message.id}>
              {message.isUser ? "Couple: " : "June: "}
              {message.text}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function TypingDots() {
  return (
    <span className="absolute left-0 top-0 flex h-10 items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-4" data-typing-dots="">
      <span className="size-1.5 animate-pulse rounded-full bg-muted-foreground" />
      <span className="size-1.5 animate-pulse rounded-full bg-muted-foreground [animation-delay:180ms]" />
      <span className="size-1.5 animate-pulse rounded-full bg-muted-foreground [animation-delay:360ms]" />
    </span>
  );
}
