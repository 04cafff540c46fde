import { MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { countOf } from "@domain/plural";
import { cn } from "@web/lib/cn";
import type { UnreadChat, UnreadView } from "./api";
import { useUnreadChats } from "./unread-store";

export { useUnreadChats };

export const chatPath = (coupleId: string) => `/contributor/${encodeURIComponent(coupleId)}/chat`;

/** Where the badge leads: the chat with the most unread, else the only (or the couple's own) chat, else the helper's dashboard. */
export function unreadTarget(summary: UnreadView): string {
  const busiest = [...summary.chats].sort((a, b) => b.unread - a.unread)[0];
  if (busiest && busiest.unread > 0) return chatPath(busiest.coupleId);
  const own = summary.chats.find((chat) => chat.own);
  if (summary.chats.length === 1 || own) return chatPath((own ?? summary.chats[0]!).coupleId);
  return "/contributor-dashboard";
}

/** "3 unread messages, 1 mentions you" for screen readers and titles. */
export function unreadWords(counts: Pick<UnreadChat, "unread" | "mentions">): string {
  if (counts.unread === 0) return "no unread messages";
  const messages = `${countOf(counts.unread, "unread message")}`;
  return counts.mentions > 0 ? `${messages}, ${counts.mentions} ${counts.mentions === 1 ? "mentions" : "mention"} you` : messages;
}

/** The count on a badge: 99+ past 99. */
export function UnreadBadge({ count, mentions = 0, className }: { count: number; mentions?: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={cn(
        "inline-grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-[0.7rem] font-bold leading-none tabular-nums",
        mentions > 0 ? "bg-destructive text-destructive-foreground" : "bg-primary text-primary-foreground",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/**
 * The header's planning-chat link with its unread count, for anyone in a chat (a couple's own, or one a
 * couple shared with them). Polled, and refreshed as soon as the chat page marks messages read.
 */
export function ChatUnreadLink({ layout }: { layout: "bar" | "menu" }) {
  const summary = useUnreadChats();
  if (!summary || summary.chats.length === 0) return null;
  const label = `Planning chat, ${unreadWords(summary)}`;
  if (layout === "menu") {
    return (
      <Link to={unreadTarget(summary)} aria-label={label} className="flex h-12 w-full items-center justify-between rounded-[var(--radius)] px-3 text-base font-medium hover:bg-muted" data-testid="chat-unread-link">
        <span className="flex items-center gap-2">
          <MessagesSquare className="size-5" aria-hidden="true" />
          Planning chat
        </span>
        <UnreadBadge count={summary.unread} mentions={summary.mentions} />
      </Link>
    );
  }
  return (
    <Link
      to={unreadTarget(summary)}
      aria-label={label}
      title={label}
      className="relative grid size-10 place-items-center rounded-full text-foreground hover:bg-muted"
      data-testid="chat-unread-link"
    >
      <MessagesSquare className="size-5" aria-hidden="true" />
      <UnreadBadge count={summary.unread} mentions={summary.mentions} className="absolute -right-1 -top-1" />
    </Link>
  );
}
