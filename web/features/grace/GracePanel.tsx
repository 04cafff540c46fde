import { QueryClientProvider, useMutation } from "@tanstack/react-query";
import { Mic, MessageSquareText, Send, Square, Volume2, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { GRACE_APOLOGY, GRACE_VOICE_MESSAGE, GRACE_WELCOME, type GraceLink } from "@domain/grace";
import { cn } from "@web/lib/cn";
import { queryClient } from "@web/lib/query";
import { askGrace, type GraceRequest } from "./api";
import { navigateInApp } from "./navigate";
import { canSpeak, playReply, startVoiceRecording, type VoiceRecording } from "./voice";

/** Spec section 3: a chat message (local), with Grace's optional audio and links to screens. */
export interface GraceMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: number;
  audioUrl?: string;
  links?: GraceLink[];
  /** What the browser heard in a voice message. */
  transcript?: string;
  /** The welcome is not part of the conversation sent to Grace. */
  welcome?: boolean;
  /** A reply to a voice message: it may be played even without a recording (speech synthesis). */
  spoken?: boolean;
}

const newId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export default function GracePanel(props: { open: boolean; onClose: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <GraceChat {...props} />
    </QueryClientProvider>
  );
}

/**
 * Spec sections 2 and 4 (Grace help, Grace): 'Grace' / 'Support Assistant', bottom-left on desktop and
 * full screen on phones; text mode and voice mode; a welcome on first open; the apology on failure.
 */
function GraceChat({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<GraceMessage[]>([]);
  const [text, setText] = useState("");
  const [voiceMode, setVoiceMode] = useState(false);
  const [recording, setRecording] = useState<VoiceRecording | null>(null);
  const [conversationId] = useState(newId);
  const inputRef = useRef<HTMLInputElement>(null);
  const recordRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const chat = useMutation({
    mutationFn: (request: GraceRequest) => askGrace(request),
    onSuccess: (reply, request) => {
      const message: GraceMessage = {
        id: newId(),
        role: "assistant",
        content: reply.response,
        timestamp: Date.now(),
        ...(reply.audioUrl ? { audioUrl: reply.audioUrl } : {}),
        links: reply.links,
        spoken: request.isVoice,
      };
      setMessages((current) => [...current, message]);
      if (request.isVoice) playReply(reply.response, reply.audioUrl);
    },
    onError: (error) => {
      console.error("Grace failed", error);
      setMessages((current) => [...current, { id: newId(), role: "assistant", content: GRACE_APOLOGY, timestamp: Date.now() }]);
    },
  });
  const loading = chat.isPending;

  // First open with no messages: the welcome.
  useEffect(() => {
    if (open && messages.length === 0) setMessages([{ id: "welcome", role: "assistant", content: GRACE_WELCOME, timestamp: Date.now(), welcome: true }]);
  }, [open, messages.length]);

  useEffect(() => {
    if (!open) return;
    (voiceMode ? recordRef.current : inputRef.current)?.focus();
  }, [open, voiceMode]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, loading, voiceMode]);

  // Closing the panel stops a recording in progress.
  useEffect(() => {
    if (!open && recording) {
      recording.stop();
      setRecording(null);
    }
  }, [open, recording]);

  const send = (content: string, options: { isVoice: boolean; transcript?: string }) => {
    const trimmed = content.trim();
    if (!trimmed || loading) return;
    const conversationHistory = messages.filter((m) => !m.welcome).map((m) => ({ role: m.role, content: m.transcript ? `${m.content}: ${m.transcript}` : m.content }));
    setMessages((current) => [
      ...current,
      { id: newId(), role: "user", content: trimmed, timestamp: Date.now(), ...(options.transcript ? { transcript: options.transcript } : {}) },
    ]);
    chat.mutate({ message: trimmed, conversationHistory: conversationHistory.slice(-40), isVoice: options.isVoice, conversationId, ...(options.transcript ? { transcript: options.transcript } : {}) });
  };

  const sendText = () => {
    if (!text.trim() || loading) return;
    send(text, { isVoice: false });
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spec section 5: Enter without Shift sends; Shift+Enter must not submit the form either.
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!event.shiftKey) sendText();
  };

  const toggleRecording = async () => {
    if (recording) {
      recording.stop();
      setRecording(null);
      return;
    }
    try {
      const started = await startVoiceRecording((transcript) => send(GRACE_VOICE_MESSAGE, { isVoice: true, ...(transcript ? { transcript } : {}) }));
      setRecording(started);
    } catch (error) {
      // Spec section 8: microphone permission failures are logged only.
      console.error("microphone permission failed", error);
    }
  };

  // Escape closes the panel (and the launcher takes the focus back).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && panelRef.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const closeOnPhone = () => {
    if (window.matchMedia("(max-width: 767.98px)").matches) onClose();
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby="grace-title"
      aria-describedby="grace-subtitle"
      hidden={!open}
      className="fixed inset-0 z-50 flex flex-col bg-card text-card-foreground shadow-lift md:inset-auto md:bottom-4 md:left-4 md:h-[34rem] md:max-h-[calc(100dvh-2rem)] md:w-[24rem] md:rounded-[var(--radius-lg)] md:border md:border-border print:hidden"
    >
      <header className="flex items-center gap-3 border-b border-border bg-primary px-4 py-3 text-primary-foreground md:rounded-t-[var(--radius-lg)]">
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-primary-foreground/15 font-display text-lg">
          G
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="grace-title" className="text-base font-semibold leading-tight">
            Grace
          </h2>
          <p id="grace-subtitle" className="text-sm opacity-90">
            Support Assistant
          </p>
        </div>
        <button
          type="button"
          onClick={() => setVoiceMode((on) => !on)}
          aria-pressed={voiceMode}
          aria-label={voiceMode ? "Voice mode on: switch to typing" : "Voice mode off: switch to voice"}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-primary-foreground/15 focus-visible:outline-2 focus-visible:outline-primary-foreground"
        >
          {voiceMode ? <MessageSquareText className="size-5" aria-hidden="true" /> : <Mic className="size-5" aria-hidden="true" />}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close Grace"
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-primary-foreground/15 focus-visible:outline-2 focus-visible:outline-primary-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div role="log" aria-live="polite" aria-label="Conversation with Grace" className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} onNavigate={closeOnPhone} />
        ))}
        {loading && (
          <p className="text-sm italic text-muted-foreground" role="status">
            Grace is typing...
          </p>
        )}
        <div ref={endRef} />
      </div>

      <div className="border-t border-border p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        {voiceMode ? (
          <div className="flex flex-col items-center gap-2 py-2">
            <button
              ref={recordRef}
              type="button"
              onClick={() => void toggleRecording()}
              disabled={loading && !recording}
              aria-label={recording ? "Stop recording" : "Start recording"}
              className={cn(
                "inline-flex size-20 items-center justify-center rounded-full text-primary-foreground shadow-soft transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60",
                recording ? "bg-destructive" : "bg-primary hover:bg-primary-hover",
              )}
            >
              {recording ? <Square className="size-8" aria-hidden="true" /> : <Mic className="size-9" aria-hidden="true" />}
            </button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {recording ? "Recording... Tap to stop" : "Tap to record your question"}
            </p>
          </div>
        ) : (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              sendText();
            }}
          >
            <label htmlFor="grace-input" className="sr-only">
              Describe your issue
            </label>
            <input
              id="grace-input"
              ref={inputRef}
              type="text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Describe your issue..."
              maxLength={2000}
              autoComplete="off"
              className="h-11 min-w-0 flex-1 rounded-[var(--radius-pill)] border border-input bg-background px-4 text-[0.95rem] placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
            />
            <button
              type="submit"
              disabled={loading || !text.trim()}
              aria-label="Send"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary-hover disabled:opacity-60"
            >
              <Send className="size-5" aria-hidden="true" />
            </button>
          </form>
        )}
      </div>
    </div>
  );
}

function MessageBubble({ message, onNavigate }: { message: GraceMessage; onNavigate: () => void }) {
  const mine = message.role === "user";
  const playable = !mine && (message.audioUrl || (message.spoken && canSpeak()));
  return (
    <div className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-[var(--radius-lg)] px-3.5 py-2.5 text-[0.95rem] leading-relaxed",
          mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        <p className="whitespace-pre-line">{message.content}</p>
        {message.transcript && <p className="mt-1 text-sm italic opacity-90">“{message.transcript}”</p>}
        {message.links && message.links.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Where to go">
            {message.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={(event) => {
                    if (navigateInApp(event, link.href)) onNavigate();
                  }}
                  className="inline-flex items-center rounded-[var(--radius-pill)] border border-primary/30 bg-card px-3 py-1 text-sm font-medium text-primary hover:bg-primary-soft"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        {playable && (
          <button
            type="button"
            onClick={() => playReply(message.content, message.audioUrl)}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Volume2 className="size-4" aria-hidden="true" />
            Play audio
          </button>
        )}
      </div>
    </div>
  );
}
