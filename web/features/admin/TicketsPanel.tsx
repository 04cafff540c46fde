import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNowStrict } from "date-fns";
import { ArrowLeft, Inbox, Send } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import {
  ISSUE_TYPE_LABELS,
  ISSUE_TYPES,
  STAKEHOLDER_LABELS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type IssueType,
  type StakeholderType,
  type TicketPriority,
  type TicketStatus,
} from "@domain/grace";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/labels";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { nextListParams, offsetParam, Pagination, SearchField, StatusSwitch } from "./admin-ui";
import { adminQueries, adminWrites, useAdminMutation, type TicketFilters } from "./api";

const STATUS_FILTERS = [
  { value: "active", label: "Active" },
  { value: "open", label: "Open" },
  { value: "waiting", label: "Waiting" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

export const STATUS_LABELS: Record<TicketStatus, string> = { open: "Open", waiting: "Waiting on user", resolved: "Resolved" };
const PRIORITY_LABELS: Record<TicketPriority, string> = { urgent: "Urgent", high: "High", medium: "Medium", low: "Low" };
const PRIORITY_CLASS: Record<TicketPriority, string> = {
  urgent: "bg-destructive text-destructive-foreground",
  high: "bg-highlight text-foreground",
  medium: "bg-primary-soft text-primary",
  low: "bg-muted text-muted-foreground",
};

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

function age(iso: string): string {
  return `${formatDistanceToNowStrict(new Date(iso))} ago`;
}

function PriorityBadge({ priority }: { priority: string }) {
  const p = isOneOf(TICKET_PRIORITIES, priority) ? priority : "medium";
  return <span className={cn("inline-flex items-center rounded-[var(--radius-pill)] px-2.5 py-0.5 text-xs font-semibold", PRIORITY_CLASS[p])}>{PRIORITY_LABELS[p]}</span>;
}

/** /admin/tickets: Grace's help tickets, most urgent and longest waiting first. */
export function TicketsPanel() {
  usePageTitle("Help tickets · Admin");
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const priorityParam = params.get("priority");
  const areaParam = params.get("area");
  const filters: TicketFilters = {
    status: isOneOf(STATUS_FILTERS.map((s) => s.value), statusParam) ? statusParam : "active",
    ...(isOneOf(TICKET_PRIORITIES, priorityParam) ? { priority: priorityParam } : {}),
    ...(isOneOf(ISSUE_TYPES, areaParam) ? { issueType: areaParam } : {}),
    ...(params.get("assignee") ? { assignee: params.get("assignee")! } : {}),
    ...(params.get("q") ? { q: params.get("q")! } : {}),
  };
  const offset = offsetParam(params.get("offset"));
  const tickets = useQuery(adminQueries.tickets(filters, offset));
  const ids = { priority: useId(), area: useId(), assignee: useId() };

  const setFilter = useCallback(
    (name: string, value: string, defaultValue = "") =>
      setParams((previous) => {
        const out = nextListParams(previous, {}, true);
        if (value === defaultValue) out.delete(name);
        else out.set(name, value);
        return out;
      }),
    [setParams],
  );

  const data = tickets.data;
  return (
    <section aria-labelledby="tickets-heading" className="grid gap-6">
      <div>
        <h2 id="tickets-heading" className="text-heading font-semibold">
          Help tickets
        </h2>
        <p aria-live="polite" className="mt-1 text-sm text-muted-foreground">
          {data ? `${data.total.toLocaleString("en-US")} ${data.total === 1 ? "ticket" : "tickets"} · ${data.unread.toLocaleString("en-US")} unread` : "\u00a0"}
          {tickets.isPlaceholderData && <span className="ml-2 italic">Updating...</span>}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[auto_repeat(3,minmax(0,11rem))_minmax(0,1fr)] lg:items-end">
        <StatusSwitch name="ticket-status" options={STATUS_FILTERS} value={filters.status as StatusFilter} onChange={(next) => setFilter("status", next, "active")} />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.priority}>Priority</Label>
          <NativeSelect id={ids.priority} value={filters.priority ?? ""} onChange={(e) => setFilter("priority", e.target.value)}>
            <option value="">Any priority</option>
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.area}>Area</Label>
          <NativeSelect id={ids.area} value={filters.issueType ?? ""} onChange={(e) => setFilter("area", e.target.value)}>
            <option value="">Any area</option>
            {ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {ISSUE_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.assignee}>Assigned to</Label>
          <NativeSelect id={ids.assignee} value={filters.assignee ?? ""} onChange={(e) => setFilter("assignee", e.target.value)}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody yet</option>
            {data?.admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name || a.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SearchField label="Search tickets" placeholder="Title, email or text" value={filters.q ?? ""} onSearch={(next) => setParams((previous) => nextListParams(previous, { q: next }), { replace: true })} />
      </div>

      {tickets.isPending && <Spinner label="Loading tickets..." />}
      {tickets.isError && <LoadError message={tickets.error.message} onRetry={() => void tickets.refetch()} />}
      {data && data.tickets.length === 0 && (
        <EmptyState icon={<Inbox className="size-6" aria-hidden="true" />} title={filters.status === "active" ? "No tickets waiting" : "No tickets here"}>
          When Grace can't solve something, or someone asks for a person, the ticket appears here.
        </EmptyState>
      )}
      {data && data.tickets.length > 0 && (
        <div className="grid gap-5" aria-busy={tickets.isPlaceholderData}>
          <ul className="divide-y divide-border overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft">
            {data.tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link to={`/admin/tickets/${ticket.id}`} className="grid gap-1.5 px-4 py-4 hover:bg-muted sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:px-5">
                  <span className="flex items-center gap-2">
                    <PriorityBadge priority={ticket.priority} />
                  </span>
                  <span className="min-w-0">
                    <span className={cn("block truncate", ticket.unread ? "font-semibold" : "font-medium")}>
                      {ticket.unread && (
                        <span className="mr-2 inline-block size-2 rounded-full bg-primary align-middle" aria-label="Unread" role="img" />
                      )}
                      {ticket.title}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {ticket.userEmail} · {STAKEHOLDER_LABELS[ticket.stakeholderType as StakeholderType] ?? ticket.stakeholderType} ·{" "}
                      {ISSUE_TYPE_LABELS[ticket.issueType as IssueType] ?? ticket.issueType}
                    </span>
                  </span>
                  <span className="text-sm text-muted-foreground sm:text-right">
                    <span className="block">{STATUS_LABELS[ticket.status as TicketStatus] ?? ticket.status}</span>
                    <span className="block">
                      <time dateTime={ticket.createdAt}>{age(ticket.createdAt)}</time>
                      {ticket.assigneeName ? ` · ${ticket.assigneeName}` : ""}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination total={data.total} offset={data.offset} limit={data.limit} noun="Ticket" onOffset={(next) => setParams((previous) => nextListParams(previous, { offset: next }))} />
        </div>
      )}
    </section>
  );
}

/** /admin/tickets/:id: the conversation with Grace, the replies, and what to do next. */
export function TicketDetail() {
  const { id = "" } = useParams();
  const ticket = useQuery(adminQueries.ticket(id));
  const admins = useQuery(adminQueries.tickets({ status: "active" }, 0));
  const update = useAdminMutation(adminWrites.updateTicket);
  const reply = useAdminMutation(adminWrites.replyToTicket);
  const [text, setText] = useState("");
  const [after, setAfter] = useState<TicketStatus>("waiting");
  const ids = { status: useId(), assignee: useId(), reply: useId(), after: useId() };
  usePageTitle(ticket.data ? `${ticket.data.ticket.title} · Help tickets` : "Help ticket · Admin");

  if (ticket.isPending) return <Spinner label="Loading the ticket..." />;
  if (ticket.isError) return <LoadError message={ticket.error.message} onRetry={() => void ticket.refetch()} />;
  const t = ticket.data.ticket;

  const change = (patch: { status?: TicketStatus; assigneeId?: string | null }) =>
    update.mutate({ id: t.id, ...patch }, { onSuccess: () => void notify.success("Ticket updated"), onError: toastError });

  const sendReply = () => {
    if (!text.trim()) return;
    reply.mutate(
      { id: t.id, message: text.trim(), status: after },
      {
        onSuccess: () => {
          setText("");
          void notify.success(`Reply sent to ${t.userEmail}`);
        },
        onError: toastError,
      },
    );
  };

  return (
    <article aria-labelledby="ticket-title" className="grid gap-6">
      <Link to="/admin/tickets" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All tickets
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={t.priority} />
          <Badge variant="outline">{STATUS_LABELS[t.status as TicketStatus] ?? t.status}</Badge>
          <Badge variant="outline">{ISSUE_TYPE_LABELS[t.issueType as IssueType] ?? t.issueType}</Badge>
        </div>
        <h2 id="ticket-title" className="text-heading font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t.userName ? `${t.userName} · ` : ""}
          <a href={`mailto:${t.userEmail}`} className="text-primary underline underline-offset-4">
            {t.userEmail}
          </a>{" "}
          · {STAKEHOLDER_LABELS[t.stakeholderType as StakeholderType] ?? t.stakeholderType} · opened <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time> ({age(t.createdAt)})
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2 lg:w-[36rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.status}>Status</Label>
          <NativeSelect id={ids.status} value={t.status} disabled={update.isPending} onChange={(e) => change({ status: e.target.value as TicketStatus })}>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.assignee}>Assigned to</Label>
          <NativeSelect id={ids.assignee} value={t.assigneeId ?? ""} disabled={update.isPending} onChange={(e) => change({ assigneeId: e.target.value || null })}>
            <option value="">Nobody</option>
            {admins.data?.admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name || a.email}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <section aria-labelledby="conversation-heading" className="grid gap-3">
        <h3 id="conversation-heading" className="font-sans text-base font-semibold">
          Conversation with Grace
        </h3>
        <ol className="grid gap-2 rounded-[var(--radius-lg)] border border-border bg-card p-4">
          {t.conversationLog.map((m, i) => (
            <li key={i} className={cn("max-w-[85%] rounded-[var(--radius-lg)] px-3.5 py-2.5", m.role === "user" ? "justify-self-end bg-primary-soft" : "bg-muted")}>
              <span className="block text-xs font-semibold text-muted-foreground">{m.role === "user" ? t.userEmail : "Grace"}</span>
              <span className="whitespace-pre-line break-words">{m.content}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="replies-heading" className="grid gap-3">
        <h3 id="replies-heading" className="font-sans text-base font-semibold">
          Replies to the user
        </h3>
        {t.replies.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reply yet.</p>
        ) : (
          <ol className="grid gap-2">
            {t.replies.map((r) => (
              <li key={r.id} className="rounded-[var(--radius-lg)] border border-border bg-card p-4">
                <span className="block text-xs font-semibold text-muted-foreground">
                  {r.authorName ?? r.authorEmail ?? "An admin"} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                </span>
                <span className="whitespace-pre-line break-words">{r.body}</span>
              </li>
            ))}
          </ol>
        )}
        <form
          className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4"
          onSubmit={(event) => {
            event.preventDefault();
            sendReply();
          }}
        >
          <Label htmlFor={ids.reply}>Reply by email to {t.userEmail}</Label>
          <Textarea id={ids.reply} rows={5} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} placeholder="Write your answer; it is emailed to the user." />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.after}>Then mark the ticket</Label>
              <NativeSelect id={ids.after} value={after} onChange={(e) => setAfter(e.target.value as TicketStatus)}>
                {TICKET_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={reply.isPending || !text.trim()}>
              <Send aria-hidden="true" />
              {reply.isPending ? "Sending..." : "Send reply"}
            </Button>
          </div>
        </form>
      </section>
    </article>
  );
}
