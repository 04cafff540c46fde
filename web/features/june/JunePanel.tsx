import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  JUNE_ERROR_REPLY,
  JUNE_FIXED_WELCOME,
  JUNE_IMAGE_ONLY_TEXT,
  JUNE_MESSAGES_SENT,
  JUNE_PLACEHOLDER_DESKTOP,
  JUNE_PLACEHOLDER_MOBILE,
  JUNE_SUBTITLE,
  JUNE_TITLE,
  type JuneAction,
  type JuneActionOutcome,
  type JuneHistoryMessage,
} from "@domain/june";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { useIsMobile } from "@web/lib/media";
import { queryClient as sharedQueryClient } from "@web/lib/query";
import { toastError } from "@web/lib/toast";
import { juneKeys, juneQueries, loadWelcome, streamChat, useClearChat, useDecideAction, useOlderHistory } from "./api";
import { useDictation } from "./dictation";

type ChatItem = JuneHistoryMessage;

const fixedWelcome = (): ChatItem => ({ id: "welcome-fixed", role: "assistant", content: JUNE_FIXED_WELCOME, createdAt: new Date().toISOString() });
const localId = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const isStoredId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** An action June proposed: nothing happens until the couple confirms it here. */
function ProposedAction({ action, outcome, onDecide }: { action: JuneAction; outcome?: JuneActionOutcome; onDecide: (decision: "confirm" | "cancel") => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const decide = async (decision: "confirm" | "cancel") => {
    setBusy(true);
    try {
      await onDecide(decision);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 rounded-[var(--radius-md)] border border-border bg-background p-2 text-sm" data-testid="june-action">
      <p className="font-medium">{action.label}</p>
      {outcome ? (
        <p className={cn("mt-1", outcome.state === "failed" ? "text-destructive" : "text-muted-foreground")} role="status">
          {outcome.result}
        </p>
      ) : (
        <div className="mt-2 flex gap-2">
          <button type="button" disabled={busy} onClick={() => void decide("confirm")} className="rounded-full bg-primary px-3 py-1 text-primary-foreground disabled:opacity-60">
            Confirm
          </button>
          <button type="button" disabled={busy} onClick={() => void decide("cancel")} className="rounded-full border border-border px-3 py-1 disabled:opacity-60">
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

function TypingIndicator() {
  return (
    <div className="flex justify-start" role="status" aria-label="June is typing">
      <div className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3" data-testid="june-typing">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </div>
    </div>
  );
}

/** The June panel: 320x384 at bottom-right on desktop, full screen below 768 px (spec sections 2, 4, 5). */
function JunePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const opening = useQuery({ ...juneQueries.conversation(userId ?? ""), enabled: userId !== null });
  const [messages, setMessages] = useState<ChatItem[]>([]);
  const [input, setInput] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const signInRef = useRef<HTMLAnchorElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const clearChat = useClearChat();
  const olderHistory = useOlderHistory();
  const [hasOlder, setHasOlder] = useState(false);
  // Older rows go on top: the view stays where the couple is reading instead of jumping to the end.
  const keepScroll = useRef(false);
  const decideAction = useDecideAction();
  const dictation = useDictation((text) => setInput((current) => (current ? `${current} ${text}` : text)));

  // Signed out: the fixed welcome once. Signing out clears the conversation.
  useEffect(() => {
    if (userId === null) setMessages([fixedWelcome()]);
    else setMessages([]);
    setLoading(false);
  }, [userId]);
  useEffect(() => {
    if (userId !== null && opening.data) {
      setMessages(opening.data.messages);
      setHasOlder(opening.data.hasMore ?? false);
    }
  }, [userId, opening.data]);

  useEffect(() => {
    if (keepScroll.current) {
      keepScroll.current = false;
      return;
    }
    endRef.current?.scrollIntoView?.({ behavior: "smooth", block: "end" });
  }, [messages, loading]);
  useEffect(() => {
    if (!open) return;
    (inputRef.current ?? signInRef.current)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  useEffect(() => {
    if (confirmingClear) clearRef.current?.focus();
  }, [confirmingClear]);

  const send = useCallback(async () => {
    const text = input.trim();
    if (!text && !image) return;
    if (loading || userId === null) return;
    const content = text || JUNE_IMAGE_ONLY_TEXT;
    const mine: ChatItem = { id: localId("user"), role: "user", content, createdAt: new Date().toISOString(), ...(image ? { image } : {}) };
    const conversation = [...messages, mine];
    const replyId = localId("reply");
    setMessages(conversation);
    setInput("");
    setImage(null);
    setLoading(true);
    const upsertReply = (update: (reply: ChatItem) => ChatItem) =>
      setMessages((current) => {
        const index = current.findIndex((m) => m.id === replyId);
        const base: ChatItem = index >= 0 ? current[index]! : { id: replyId, role: "assistant", content: "", createdAt: new Date().toISOString() };
        const next = update(base);
        return index >= 0 ? current.map((m, i) => (i === index ? next : m)) : [...current, next];
      });
    try {
      await streamChat(
        {
          messages: conversation
            .filter((m) => m.content.trim() !== "")
            .slice(-JUNE_MESSAGES_SENT)
            .map(({ role, content: said }) => ({ role, content: said })),
          image,
          // The server gathers the couple's context itself; nothing the browser says is acted on.
          userContext: null,
        },
        (event) => {
          if (event.type === "delta") upsertReply((reply) => ({ ...reply, content: reply.content + event.text }));
          else if (event.type === "reset") upsertReply((reply) => ({ ...reply, content: "" }));
          else if (event.type === "done") {
            upsertReply((reply) => ({ ...reply, id: event.messageId ?? replyId, content: event.reply, ...(event.actions.length > 0 ? { actions: event.actions, actionOutcomes: {} } : {}) }));
          }
        },
      );
    } catch (error) {
      console.error("June's reply failed", error);
      upsertReply((reply) => ({ ...reply, content: JUNE_ERROR_REPLY, actions: undefined }));
    } finally {
      setLoading(false);
      // The stored conversation moved on; the next opening reads it again.
      void queryClient.invalidateQueries({ queryKey: juneKeys.conversation(userId), refetchType: "none" });
    }
  }, [input, image, loading, userId, messages, queryClient]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === "string" && setImage(reader.result);
    reader.onerror = () => console.error("The image could not be read", reader.error);
    reader.readAsDataURL(file);
  };

  const decide = async (message: ChatItem, index: number, action: JuneAction, decision: "confirm" | "cancel") => {
    let outcome: JuneActionOutcome;
    try {
      outcome = await decideAction.mutateAsync({ action, decision, actionIndex: index, ...(isStoredId(message.id) ? { messageId: message.id } : {}) });
    } catch (error) {
      outcome = { state: "failed", result: error instanceof Error ? error.message : "That didn't work. Please try again." };
    }
    setMessages((current) => current.map((m) => (m.id === message.id ? { ...m, actionOutcomes: { ...m.actionOutcomes, [String(index)]: outcome } } : m)));
  };

  const clear = async () => {
    setConfirmingClear(false);
    try {
      await clearChat.mutateAsync();
    } catch (error) {
      // Spec section 8: a clear-chat failure is logged only.
      console.error("Clearing June's chat failed", error);
      return;
    }
    const welcome = await loadWelcome();
    setMessages([welcome]);
    queryClient.setQueryData(juneKeys.conversation(userId ?? ""), { messages: [welcome], source: "welcome" as const });
  };

  const waitingForWords = loading && !messages.some((m) => m.role === "assistant" && m.id.startsWith("reply-") && m.content !== "");

  return (
    <section
      id="june-panel"
      role="dialog"
      aria-modal={isMobile}
      aria-labelledby="june-title"
      hidden={!open}
      className={cn(
        "fixed z-50 flex flex-col overflow-hidden bg-card text-card-foreground shadow-lift print:hidden",
        "inset-0 md:inset-auto md:bottom-24 md:right-6 md:h-96 md:w-80 md:rounded-[var(--radius-lg)] md:border md:border-border",
        !open && "hidden",
      )}
      data-testid="june-panel"
    >
      <header className="flex items-center gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <div className="min-w-0 flex-1">
          <h2 id="june-title" className="font-display text-lg leading-tight">
            {JUNE_TITLE}
          </h2>
          <p className="text-xs opacity-90">{JUNE_SUBTITLE}</p>
        </div>
        {userId !== null && (
          <button type="button" onClick={() => setConfirmingClear(true)} disabled={loading} className="rounded-full px-2 py-1 text-xs underline-offset-2 hover:underline disabled:opacity-60">
            Clear chat
          </button>
        )}
        <button type="button" onClick={onClose} aria-label="Close June" className="flex size-9 items-center justify-center rounded-full text-lg hover:bg-primary-foreground/15">
          ✕
        </button>
      </header>

      {confirmingClear && (
        <div role="alertdialog" aria-labelledby="june-clear-title" className="border-b border-border bg-muted px-4 py-3 text-sm">
          <p id="june-clear-title">Clear the whole conversation? This can't be undone.</p>
          <div className="mt-2 flex gap-2">
            <button type="button" ref={clearRef} onClick={() => void clear()} className="rounded-full bg-destructive px-3 py-1 text-destructive-foreground">
              Clear
            </button>
            <button type="button" onClick={() => setConfirmingClear(false)} className="rounded-full border border-border bg-card px-3 py-1">
              Keep it
            </button>
          </div>
        </div>
      )}

      <div className="flex-1 space-y-3 overflow-y-auto px-3 py-3" aria-live="polite" aria-busy={loading} data-testid="june-messages">
        {userId !== null && opening.isPending && messages.length === 0 && <TypingIndicator />}
        {hasOlder && messages[0] && (
          <div className="flex justify-center">
            <button
              type="button"
              className="rounded-full border border-border px-3 py-1 text-xs disabled:opacity-60"
              disabled={olderHistory.isPending}
              onClick={() =>
                void olderHistory.mutateAsync(messages[0]!.id).then(({ messages: older, hasMore }) => {
                  keepScroll.current = true;
                  setMessages((current) => [...older, ...current]);
                  setHasOlder(hasMore);
                }, toastError)
              }
            >
              {olderHistory.isPending ? "Loading..." : "Show earlier messages"}
            </button>
          </div>
        )}
        {messages.map((message) =>
          message.content === "" && message.role === "assistant" ? null : (
            <div key={message.id} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
              <div
                className={cn(
                  "max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm",
                  message.role === "user" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
                )}
                data-testid={message.role === "user" ? "june-user-message" : "june-assistant-message"}
              >
                {message.image && <img src={message.image} alt="Sent with this message" className="mb-2 max-h-40 rounded-lg" />}
                {message.content}
                {message.actions?.map((action, index) => (
                  <ProposedAction key={index} action={action} outcome={message.actionOutcomes?.[String(index)]} onDecide={(decision) => decide(message, index, action, decision)} />
                ))}
              </div>
            </div>
          ),
        )}
        {waitingForWords && <TypingIndicator />}
        <div ref={endRef} />
      </div>

      {userId === null ? (
        // Signed out, June shows only her welcome (spec section 6): no box to type into that could not send.
        <div className="border-t border-border p-3 text-sm" data-testid="june-signed-out">
          <p className="text-muted-foreground">Sign in to chat with June. She plans with your own guest list, budget and timeline.</p>
          <div className="mt-2 flex gap-2">
            <Link ref={signInRef} to="/auth?mode=signin" onClick={onClose} className="inline-flex h-10 flex-1 items-center justify-center whitespace-nowrap rounded-[var(--radius-pill)] bg-primary px-3 text-sm font-medium text-primary-foreground">
              Sign in
            </Link>
            <Link to="/auth?mode=signup" onClick={onClose} className="inline-flex h-10 flex-1 items-center justify-center whitespace-nowrap rounded-[var(--radius-pill)] border border-primary/25 px-3 text-sm font-medium text-primary">
              Create an account
            </Link>
          </div>
        </div>
      ) : (
        <div className="border-t border-border p-2">
          {image && (
            <div className="relative mb-2 inline-block">
              <img src={image} alt="Selected to send" className="h-16 rounded-md border border-border" />
              <button
                type="button"
                onClick={() => setImage(null)}
                aria-label="Remove image"
                className="absolute -right-2 -top-2 flex size-6 items-center justify-center rounded-full bg-foreground text-xs text-background"
              >
                ✕
              </button>
            </div>
          )}
          <div className="flex items-end gap-1">
            <input ref={fileRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => (pickImage(e.target.files?.[0]), (e.target.value = ""))} />
            <button type="button" onClick={() => fileRef.current?.click()} disabled={loading} aria-label="Add an image" className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted disabled:opacity-60">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <rect x="3" y="3" width="18" height="18" rx="2" />
                <circle cx="9" cy="9" r="2" />
                <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
              </svg>
            </button>
            {dictation.supported && (
              <button
                type="button"
                onClick={dictation.listening ? dictation.stop : dictation.start}
                disabled={loading}
                aria-label={dictation.listening ? "Stop dictation" : "Dictate a message"}
                aria-pressed={dictation.listening}
                className={cn("flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted disabled:opacity-60", dictation.listening && "bg-accent")}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <rect x="9" y="2" width="6" height="12" rx="3" />
                  <path d="M5 10a7 7 0 0 0 14 0M12 17v5" />
                </svg>
              </button>
            )}
            <label htmlFor="june-input" className="sr-only">
              Message June
            </label>
            <textarea
              id="june-input"
              ref={inputRef}
              rows={1}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={loading}
              placeholder={isMobile ? JUNE_PLACEHOLDER_MOBILE : JUNE_PLACEHOLDER_DESKTOP}
              className="max-h-24 min-h-10 flex-1 resize-none rounded-[var(--radius-md)] border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground disabled:opacity-60"
            />
            <button
              type="button"
              onClick={() => void send()}
              disabled={loading}
              aria-label="Send"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground disabled:opacity-60"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="m22 2-7 20-4-9-9-4Z" />
                <path d="M22 2 11 13" />
              </svg>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The panel with the app's one query cache (the shell itself stays off TanStack Query). */
export default function JunePanelWithQueries(props: { open: boolean; onClose: () => void }) {
  return (
    <QueryClientProvider client={sharedQueryClient}>
      <JunePanel {...props} />
    </QueryClientProvider>
  );
}
