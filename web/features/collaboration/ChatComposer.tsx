import { Send } from "lucide-react";
import { useId, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_CAPTION_MAX, CHAT_MESSAGE_MAX, chatMessageSchema } from "@domain/collaboration";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { isFlagOn } from "@web/lib/flags";
import { uploadChatAttachment, useSendChatMessage, type ChatMessage } from "./api";
import { AttachmentPicker, attachmentProblem, PickedAttachment } from "./ChatAttachment";
import { insertMention, mentionAt, mentionCandidates, mentionedIds, type ChatMember } from "./mentions";

interface Props {
  coupleId: string;
  selfId: string;
  members: readonly ChatMember[];
  onSent(message: ChatMessage): void;
}

/**
 * The chat's composer: Enter sends, Shift+Enter breaks the line, and typing @ opens a list of the chat's
 * members (a combobox: arrows move, Enter or Tab picks, Escape closes). With messages_uploads_v1 it also
 * takes a picture or PDF, picked or dropped, sent with progress.
 */
export function ChatComposer({ coupleId, selfId, members, onSent }: Props) {
  const [body, setBody] = useState("");
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<ChatMember[]>([]);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const upload = useRef<AbortController | null>(null);
  const send = useSendChatMessage(coupleId);
  const listId = useId();
  const attachments = isFlagOn("messages_uploads_v1");

  const mention = mentionAt(body, caret);
  const candidates = mention && mention.start !== dismissedAt ? mentionCandidates(members, mention.query, selfId) : [];
  const open = candidates.length > 0;
  const activeIndex = Math.min(active, Math.max(candidates.length - 1, 0));
  const sending = send.isPending || progress !== null;

  function edit(text: string, at: number) {
    setBody(text);
    setCaret(at);
    setActive(0);
    if (dismissedAt !== null && mentionAt(text, at)?.start !== dismissedAt) setDismissedAt(null);
  }

  function pick(member: ChatMember) {
    if (!mention) return;
    const next = insertMention(body, mention, member.name);
    setPicked((current) => (current.some((m) => m.id === member.id) ? current : [...current, member]));
    edit(next.text, next.caret);
    // Put the caret after the inserted name once React has written the new text.
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  function reset() {
    setBody("");
    setCaret(0);
    setPicked([]);
    setFile(null);
    setProgress(null);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const mentions = mentionedIds(body, picked);
    if (file) {
      const caption = body.trim();
      if (caption.length > CHAT_CAPTION_MAX) return setError(`Keep the caption to ${CHAT_CAPTION_MAX} characters when you send a file.`);
      setError(null);
      setProgress(0);
      upload.current = new AbortController();
      try {
        onSent(await uploadChatAttachment(coupleId, { file, body: caption, mentions }, setProgress, upload.current.signal));
        reset();
      } catch (e) {
        setProgress(null);
        const failure = toRequestError(e);
        if (failure.code !== "aborted") setError(failure.message);
      } finally {
        upload.current = null;
      }
      return;
    }
    const parsed = chatMessageSchema.safeParse({ body, mentions });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Write a message first.");
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (message) => {
        onSent(message);
        reset();
      },
      onError: (e) => setError(e.message),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + candidates.length) % candidates.length);
        return;
      }
      if ((event.key === "Enter" && !event.shiftKey) || event.key === "Tab") {
        event.preventDefault();
        pick(candidates[activeIndex]!);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissedAt(mention?.start ?? null);
        return;
      }
    }
    if (event.key === "Enter" && !event.shiftKey) void submit(event);
  }

  function choose(next: File | null) {
    if (!next) return;
    const problem = attachmentProblem(next);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setFile(next);
  }

  function onDrop(event: DragEvent<HTMLFormElement>) {
    if (!attachments) return;
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={cn("grid gap-2 rounded-[var(--radius-lg)]", dragging && "outline-2 outline-offset-4 outline-dashed outline-primary")}
      onDragOver={
        attachments
          ? (event) => {
              if (!event.dataTransfer.types.includes("Files")) return;
              event.preventDefault();
              setDragging(true);
            }
          : undefined
      }
      onDragLeave={attachments ? () => setDragging(false) : undefined}
      onDrop={onDrop}
      data-testid="chat-composer"
    >
      <label htmlFor="chat-message" className="text-sm font-medium">
        Your message
      </label>
      {file && (
        <PickedAttachment
          file={file}
          progress={progress}
          onRemove={() => setFile(null)}
          onCancel={() => upload.current?.abort()}
        />
      )}
      <div className="relative flex items-end gap-2">
        <Textarea
          ref={textarea}
          id="chat-message"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={body}
          onChange={(e) => edit(e.target.value, e.target.selectionStart)}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissedAt(mention?.start ?? null)}
          onFocus={() => setDismissedAt(null)}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
          aria-describedby={error ? "chat-error" : "chat-hint"}
          className="min-h-12 flex-1"
        />
        {isFlagOn("messages_uploads_v1") && <AttachmentPicker disabled={sending} onPick={choose} />}
        <Button type="submit" disabled={sending}>
          <Send aria-hidden="true" />
          Send
        </Button>
        <ul
          id={listId}
          role="listbox"
          aria-label="Mention someone"
          hidden={!open}
          className="absolute bottom-full left-0 z-10 mb-1 grid max-h-60 w-72 max-w-full overflow-y-auto rounded-[var(--radius)] border border-border bg-card p-1 text-card-foreground shadow-lift"
        >
          {candidates.map((member, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's (arrows, Enter, Tab), as the listbox pattern has it
            <li
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus (and the caret) in the text while the mouse picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
              className={cn("flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 text-sm", index === activeIndex && "bg-primary-soft text-primary")}
            >
              <span className="font-medium">{member.name}</span>
              {member.isCouple && <span className="text-xs text-muted-foreground">couple</span>}
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <p id="chat-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="chat-hint" className="text-xs text-muted-foreground">
          Enter sends; Shift+Enter starts a new line. Type @ to mention someone.
        </p>
      )}
    </form>
  );
}
