import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MessagesSquare, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { CHAT_MESSAGE_MAX, chatMessageSchema } from "@domain/collaboration";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/input";
import { api, unwrap } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { chatStreamUrl, collaborationQueries, useSendChatMessage, type ChatMessage, type ChatPage as ChatPageView } from "./api";

/** /contributor/{coupleId}/chat: the couple and their helpers with chat access, live. */
export default function ChatPage() {
  usePageTitle("Planning chat");
  return (
    <AccountGate
      needs="any"
      signedOut={{
        icon: MessagesSquare,
        title: "Sign in to the planning chat",
        body: "The couple's planning chat is for them and the helpers they invited.",
        actions: <SignInActions returnHere />,
      }}
    >
      {(user) => <Chat user={user} />}
    </AccountGate>
  );
}

function Chat({ user }: { user: AccountUser }) {
  const { coupleId = "" } = useParams();
  const query = useQuery(collaborationQueries.chat(user.id, coupleId));
  return (
    <div className="container-page grid max-w-3xl gap-4 py-8 sm:py-12">
      <Loaded query={query} loadingLabel="Loading the chat..." errorMessage="We couldn't open this chat.">
        {(page) => <ChatScreen user={user} coupleId={coupleId} first={page} />}
      </Loaded>
    </div>
  );
}

type Connection = "connecting" | "live" | "reconnecting" | "ended";

/** Adds messages by id: one that came both by the stream and as the send's answer shows once. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function ChatScreen({ user, coupleId, first }: { user: AccountUser; coupleId: string; first: ChatPageView }) {
  const [messages, setMessages] = useState<ChatMessage[]>(first.messages);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [connection, setConnection] = useState<Connection>("connecting");
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const lastSeen = useRef(first.messages.at(-1)?.id ?? 0);
  const bottom = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const isCouple = coupleId === user.id;

  useEffect(() => {
    // Start after the history shown; on a reconnect the browser sends Last-Event-ID, so nothing is missed.
    const source = new EventSource(`${chatStreamUrl(coupleId)}?after=${lastSeen.current}`);
    source.addEventListener("ready", () => setConnection("live"));
    source.addEventListener("message", (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as ChatMessage;
      lastSeen.current = Math.max(lastSeen.current, message.id);
      setMessages((current) => merge(current, [message]));
    });
    source.addEventListener("closed", () => {
      source.close();
      setConnection("ended");
    });
    source.onerror = () => setConnection((state) => (state === "ended" ? state : source.readyState === EventSource.CLOSED ? "ended" : "reconnecting"));
    return () => source.close();
  }, [coupleId]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);

  useEffect(() => () => void queryClient.removeQueries({ queryKey: collaborationQueries.chat(user.id, coupleId).queryKey }), [queryClient, user.id, coupleId]);

  async function loadEarlier() {
    setLoadingEarlier(true);
    try {
      const before = messages[0]?.id;
      const page = await unwrap(api.collaboration.chat[":coupleId"].messages.$get({ param: { coupleId }, query: before ? { before: String(before) } : {} }));
      setMessages((current) => merge(current, page.messages));
      setHasMore(page.hasMore);
    } finally {
      setLoadingEarlier(false);
    }
  }

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Planning chat</p>
          <h1 className="font-display text-3xl font-semibold">{isCouple ? "You and your helpers" : first.couple}</h1>
        </div>
        <p className="text-sm text-muted-foreground" role="status" data-testid="chat-connection">
          {connection === "live" ? "Live" : connection === "reconnecting" ? "Reconnecting..." : connection === "ended" ? "Your access to this chat has ended." : "Connecting..."}
        </p>
      </header>
      <section aria-label="Messages" className="grid max-h-[60vh] min-h-64 content-start gap-3 overflow-y-auto rounded-[var(--radius-lg)] border border-border bg-card p-4" data-testid="chat-messages">
        {hasMore && (
          <Button variant="ghost" size="sm" className="justify-self-center" disabled={loadingEarlier} onClick={() => void loadEarlier()}>
            Load earlier messages
          </Button>
        )}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No messages yet. Say hello and share what's on your mind.</p>
        ) : (
          messages.map((message) => {
            const mine = message.author.id === user.id;
            return (
              <article key={message.id} data-testid="chat-message" className={cn("grid max-w-[85%] gap-1", mine ? "justify-self-end text-right" : "justify-self-start")}>
                <p className="text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground">{mine ? "You" : message.author.name}</span>
                  {message.author.isCouple && !mine ? " · couple" : ""} ·{" "}
                  <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}</time>
                </p>
                {/* Text only: React escapes it, so a message can never run as HTML. */}
                <p className={cn("whitespace-pre-wrap break-words rounded-[var(--radius)] px-3 py-2 text-left", mine ? "bg-primary text-primary-foreground" : "bg-muted")}>{message.body}</p>
              </article>
            );
          })
        )}
        <div ref={bottom} />
      </section>
      {connection === "ended" ? (
        <FormAlert>
          Your access to this chat has ended. <Link to="/contributor-dashboard">Back to your dashboard</Link>
        </FormAlert>
      ) : (
        <Composer coupleId={coupleId} onSent={(message) => setMessages((current) => merge(current, [message]))} />
      )}
    </>
  );
}

function Composer({ coupleId, onSent }: { coupleId: string; onSent(message: ChatMessage): void }) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendChatMessage(coupleId);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = chatMessageSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Write a message first.");
    setError(null);
    send.mutate(parsed.data.body, {
      onSuccess: (message) => {
        onSent(message);
        setBody("");
      },
      onError: (e) => setError(e.message),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) submit(event);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <label htmlFor="chat-message" className="text-sm font-medium">
        Your message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id="chat-message"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? "chat-error" : "chat-hint"}
          className="min-h-12 flex-1"
        />
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" />
          Send
        </Button>
      </div>
      {error ? (
        <p id="chat-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="chat-hint" className="text-xs text-muted-foreground">
          Enter sends; Shift+Enter starts a new line.
        </p>
      )}
    </form>
  );
}
