import { useQuery } from "@tanstack/react-query";
import { Inbox, Mail, RotateCcw, CheckCheck } from "lucide-react";
import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";
import { CONTACT_TOPICS } from "@domain/contact";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { formatDateTime } from "@web/lib/labels";
import { nextListParams, offsetParam, Pagination, SearchField, StatusSwitch } from "./admin-ui";
import { adminQueries, adminWrites, useAdminMutation } from "./api";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";

const STATUSES = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
] as const;
type Status = (typeof STATUSES)[number]["value"];

const TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: "General question",
  couples: "Planning a wedding",
  venues: "Venues",
  vendors: "Vendors",
  press: "Press and partnerships",
  support: "Account help",
};

function topicLabel(topic: string): string {
  return TOPIC_LABELS[topic as (typeof CONTACT_TOPICS)[number]] ?? topic;
}

function isStatus(value: string | null): value is Status {
  return STATUSES.some((status) => status.value === value);
}

/** /admin/messages: what people sent through /contact, to read, answer and mark handled. */
export function ContactMessagesPanel() {
  usePageTitle("Contact messages · Admin");
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: Status = isStatus(statusParam) ? statusParam : "open";
  const q = params.get("q") ?? "";
  const offset = offsetParam(params.get("offset"));
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const messages = useQuery(adminQueries.messages(status, q, offset));
  const handling = useAdminMutation(adminWrites.setHandled);
  const updating = handling.isPending ? handling.variables.id : null;

  const setQuery = useCallback(
    (next: { q?: string; status?: Status; offset?: number }) =>
      setParams(
        (previous) => {
          const out = nextListParams(previous, next, next.status !== undefined);
          if (next.status === "open") out.delete("status");
          else if (next.status !== undefined) out.set("status", next.status);
          return out;
        },
        { replace: next.q !== undefined },
      ),
    [setParams],
  );

  function setHandled(id: string, handled: boolean) {
    handling.mutate(
      { id, handled },
      {
        onSuccess: () => {
          void notify.success(handled ? "Marked as handled" : "Message reopened");
          // The message may leave this list; keep keyboard users in place.
          summaryRef.current?.focus();
        },
        onError: toastError,
      },
    );
  }

  const data = messages.data;
  const statusWord = status === "all" ? "" : `${status} `;
  return (
    <section aria-labelledby="messages-heading" className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div>
          <h2 id="messages-heading" className="text-heading font-semibold">
            Contact messages
          </h2>
          <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="mt-1 text-sm text-muted-foreground outline-none">
            {data
              ? `${data.total.toLocaleString("en-US")} ${statusWord}${data.total === 1 ? "message" : "messages"}${q ? ` matching “${q}”` : ""}`
              : "\u00a0"}
            {messages.isPlaceholderData && <span className="ml-2 italic">Updating...</span>}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end lg:w-[36rem]">
          <StatusSwitch name="message-status" options={STATUSES} value={status} onChange={(next) => setQuery({ status: next })} />
          <SearchField label="Search messages" placeholder="Name, email or text" value={q} onSearch={(next) => setQuery({ q: next })} />
        </div>
      </div>

      {messages.isPending && <Spinner label="Loading messages..." />}
      {messages.isError && <LoadError message={messages.error.message} onRetry={() => void messages.refetch()} />}

      {data && data.messages.length === 0 && (
        <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={q ? "No messages match" : status === "open" ? "Inbox zero" : "No messages here"}>
          {q
            ? "Try a name, an email address or a word from the message."
            : status === "open"
              ? "Every message has been handled. New ones from the contact form appear here."
              : "Messages from the contact form appear here."}
        </EmptyState>
      )}

      {data && data.messages.length > 0 && (
        <div className="grid gap-5" aria-busy={messages.isPlaceholderData}>
          <ul className="grid gap-4">
            {data.messages.map((message) => {
              const handled = message.handledAt !== null;
              const headingId = `message-${message.id}`;
              return (
                <li key={message.id}>
                  <article aria-labelledby={headingId} className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6">
                    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h3 id={headingId} className="font-sans text-base font-semibold">
                          {message.name}
                        </h3>
                        <p className="text-sm">
                          {message.email ? (
                            <a href={`mailto:${message.email}`} className="break-all text-primary underline underline-offset-4">
                              {message.email}
                            </a>
                          ) : (
                            <span className="text-muted-foreground">No address kept: the sender deleted their account.</span>
                          )}
                        </p>
                        <p className="mt-1 text-sm text-muted-foreground">
                          {topicLabel(message.topic)} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                        </p>
                      </div>
                      {handled ? (
                        <Badge variant="accent" className="self-start">
                          Handled {formatDateTime(message.handledAt!)}
                        </Badge>
                      ) : (
                        <Badge variant="primary" className="self-start">
                          Open
                        </Badge>
                      )}
                    </header>
                    <p className="mt-4 whitespace-pre-wrap break-words leading-relaxed text-foreground">{message.message}</p>
                    <footer className="mt-5 flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
                      {message.email && (
                        <Button asChild variant="ghost" size="sm">
                          <a href={`mailto:${message.email}?subject=${encodeURIComponent("Re: your message to Serviceberry")}`}>
                            <Mail aria-hidden="true" />
                            Reply by email
                          </a>
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={updating === message.id}
                        onClick={() => void setHandled(message.id, !handled)}
                        aria-describedby={headingId}
                      >
                        {handled ? <RotateCcw aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
                        {updating === message.id ? "Saving..." : handled ? "Reopen" : "Mark handled"}
                      </Button>
                    </footer>
                  </article>
                </li>
              );
            })}
          </ul>
          <Pagination total={data.total} offset={data.offset} limit={data.limit} noun="Message" onOffset={(next) => setQuery({ offset: next })} />
        </div>
      )}
    </section>
  );
}
