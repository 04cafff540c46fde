import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, MessagesSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { CHAT_DIGEST_HOURS } from "@domain/collaboration";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { api, unwrap } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { chatStreamUrl, collaborationQueries, useMarkChatRead, useSetChatDigest, type ChatMessage, type ChatPage as ChatPageView } from "./api";
import { ChatComposer } from "./ChatComposer";
import { mentionSegments, type ChatMember } from "./mentions";

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
  // Where "New messages" starts: the marker as it was when the page opened (it moves on as they are read).
  const [readBefore] = useState(first.lastReadId);
  const firstUnread = messages.find((m) => m.id > readBefore && m.author.id !== user.id)?.id ?? null;
  useMarkReadWhileOpen(coupleId, messages.at(-1)?.id ?? 0, first.lastReadId);

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
          messages.map((message) => (
            <MessageItem key={message.id} message={message} selfId={user.id} members={first.members} newFromHere={message.id === firstUnread} />
          ))
        )}
        <div ref={bottom} />
      </section>
      {connection === "ended" ? (
        <FormAlert>
          Your access to this chat has ended. <Link to="/contributor-dashboard">Back to your dashboard</Link>
        </FormAlert>
      ) : (
        <ChatComposer coupleId={coupleId} selfId={user.id} members={first.members} onSent={(message) => setMessages((current) => merge(current, [message]))} />
      )}
      <DigestSetting coupleId={coupleId} initial={first.digestOn} />
    </>
  );
}

/**
 * Moves the read marker to the latest message while the page is in view (and when it comes back into
 * view), so the header's badge clears; each id is sent once.
 */
function useMarkReadWhileOpen(coupleId: string, latestId: number, markerAtOpen: number) {
  const markRead = useMarkChatRead(coupleId);
  const sent = useRef(markerAtOpen);
  const { mutate } = markRead;
  useEffect(() => {
    const markIfVisible = () => {
      if (document.visibilityState !== "visible" || latestId <= sent.current) return;
      sent.current = latestId;
      mutate(latestId);
    };
    markIfVisible();
    document.addEventListener("visibilitychange", markIfVisible);
    return () => document.removeEventListener("visibilitychange", markIfVisible);
  }, [latestId, mutate]);
}

function MessageItem({ message, selfId, members, newFromHere }: { message: ChatMessage; selfId: string; members: readonly ChatMember[]; newFromHere: boolean }) {
  const mine = message.author.id === selfId;
  const mentionsMe = message.mentions.includes(selfId);
  const mentioned = members.filter((member) => message.mentions.includes(member.id));
  // A file sent without a caption carries its name as the text: the attachment already shows it.
  const text = message.attachment && message.body === message.attachment.name ? "" : message.body;
  return (
    <>
      {newFromHere && (
        <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-primary" data-testid="chat-new-divider">
          <span className="h-px flex-1 bg-primary/40" aria-hidden="true" />
          New messages
          <span className="h-px flex-1 bg-primary/40" aria-hidden="true" />
        </p>
      )}
      <article data-testid="chat-message" className={cn("grid max-w-[85%] gap-1", mine ? "justify-self-end text-right" : "justify-self-start")}>
        <p className="text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{mine ? "You" : message.author.name}</span>
          {message.author.isCouple && !mine ? " · couple" : ""} ·{" "}
          <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}</time>
          {mentionsMe && <span className="font-semibold text-primary"> · mentions you</span>}
        </p>
        {message.attachment && <AttachmentView attachment={message.attachment} mine={mine} />}
        {text && (
          // Text only: React escapes it, so a message can never run as HTML.
          <p
            className={cn(
              "whitespace-pre-wrap break-words rounded-[var(--radius)] px-3 py-2 text-left",
              mine ? "bg-primary text-primary-foreground" : "bg-muted",
              mentionsMe && "ring-2 ring-primary",
            )}
          >
            {mentionSegments(text, mentioned).map((segment, index) =>
              segment.member ? (
                <strong key={index} className={cn("font-semibold", !mine && "text-primary")} data-testid="chat-mention">
                  {segment.text}
                </strong>
              ) : (
                segment.text
              ),
            )}
          </p>
        )}
      </article>
    </>
  );
}

type Attachment = NonNullable<ChatMessage["attachment"]>;

/** A picture shown in the message (opens full size), or a PDF to open; both at the members-only address. */
function AttachmentView({ attachment, mine }: { attachment: Attachment; mine: boolean }) {
  if (attachment.contentType.startsWith("image/")) {
    return (
      <a href={attachment.url} target="_blank" rel="noreferrer" className={cn("block", mine && "justify-self-end")} data-testid="chat-attachment">
        <img
          src={attachment.url}
          alt={`Picture: ${attachment.name}`}
          width={attachment.width ?? undefined}
          height={attachment.height ?? undefined}
          loading="lazy"
          className="h-auto max-h-72 w-auto max-w-full rounded-[var(--radius)] border border-border object-contain"
        />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noreferrer"
      className={cn("flex items-center gap-2 rounded-[var(--radius)] border border-border bg-card px-3 py-2 text-left text-sm font-medium text-primary underline-offset-4 hover:underline", mine && "justify-self-end")}
      data-testid="chat-attachment"
    >
      <FileText className="size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-all">{attachment.name}</span>
      <span className="shrink-0 text-xs font-normal text-muted-foreground">PDF · {Math.max(1, Math.round(attachment.bytes / 1024))} KB</span>
    </a>
  );
}

/** Whether this chat mails this person: mentions, and missed messages (at most one digest every few hours). */
function DigestSetting({ coupleId, initial }: { coupleId: string; initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const setDigest = useSetChatDigest(coupleId);
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--primary)]"
          checked={on}
          disabled={setDigest.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            setError(null);
            setDigest.mutate(next, { onSuccess: (answer) => setOn(answer.digestOn), onError: (e) => setError(e.message) });
          }}
        />
        Email me when someone mentions me, and a digest of messages I missed (at most one every {CHAT_DIGEST_HOURS} hours)
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
