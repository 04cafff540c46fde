import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CheckSquare, ListChecks, MessageSquare, MessagesSquare, Plus, Search, Vote, X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { coupleIdSchema } from "@domain/contributors";
import { formatCalendarDate } from "@domain/dates";
import { COMMENT_MAX, POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_QUESTION_MAX, pollSchema, TASK_TITLE_MAX, taskSchema, type PollOptionInput } from "@domain/tasks-polls";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { ConfirmFooter } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import {
  tasksPollsQueries,
  useAddComment,
  useAddPoll,
  useAddTask,
  useClosePoll,
  useDeleteComment,
  useDeleteTask,
  useEditComment,
  useUpdateTask,
  useVote,
  type BoardView,
  type CommentView,
  type ListingView,
  type PollView,
  type TaskView,
} from "./api";

/** /planning/tasks-polls: the tasks the couple and their helpers give each other, and the group's polls. */
export default function TasksPollsPage() {
  usePageTitle("Tasks and polls");
  return (
    <AccountGate
      needs="any"
      signedOut={{
        icon: ListChecks,
        title: "Sign in to your tasks and polls",
        body: "Tasks and polls are shared between a couple and the helpers they invited.",
        actions: <SignInActions returnHere />,
      }}
    >
      {(user) => <Board user={user} />}
    </AccountGate>
  );
}

function Board({ user }: { user: AccountUser }) {
  const [params] = useSearchParams();
  // A helper opens the couple's board with ?coupleId=; the server decides what they may see and do.
  const named = coupleIdSchema.safeParse(params.get("coupleId") ?? "");
  const coupleId = named.success && named.data !== user.id ? named.data : null;
  const query = useQuery(tasksPollsQueries.board(user.id, coupleId));
  return (
    <div className="container-page grid gap-8 py-10 sm:py-14">
      <Loaded query={query} loadingLabel="Loading tasks and polls..." errorMessage="We couldn't load the tasks and polls.">
        {(board) => <BoardScreen board={board} coupleId={coupleId} user={user} />}
      </Loaded>
    </div>
  );
}

function BoardScreen({ board, coupleId, user }: { board: BoardView; coupleId: string | null; user: AccountUser }) {
  const chatLink = `/contributor/${encodeURIComponent(coupleId ?? user.id)}/chat`;
  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Tasks and polls</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{board.isCouple ? "Your shared tasks and polls" : `Helping ${board.couple}`}</h1>
        <p className="max-w-2xl text-muted-foreground">
          {board.isCouple
            ? "Give tasks to each other and to the people helping you, and ask everyone's opinion with a quick poll. Helpers with access to the planning chat see them here."
            : "The tasks and polls the couple shares with their helpers."}
          {!board.canEdit && " You can view them; the couple hasn't given you access to add or vote."}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild variant="secondary" size="sm">
            <Link to={chatLink}>
              <MessagesSquare aria-hidden="true" />
              Open the planning chat
            </Link>
          </Button>
          {board.isCouple ? (
            <Button asChild variant="ghost" size="sm">
              <Link to="/contributor-access">Who's helping</Link>
            </Button>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link to="/contributor-dashboard">Back to your dashboard</Link>
            </Button>
          )}
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <Tasks board={board} coupleId={coupleId} userId={user.id} />
        <Polls board={board} coupleId={coupleId} userId={user.id} />
      </div>
    </>
  );
}

function Tasks({ board, coupleId, userId }: { board: BoardView; coupleId: string | null; userId: string }) {
  const open = board.tasks.filter((task) => !task.done);
  const done = board.tasks.filter((task) => task.done);
  const row = (task: TaskView) => <TaskRow key={task.id} task={task} board={board} coupleId={coupleId} userId={userId} />;
  return (
    <section aria-labelledby="tasks-heading" className="grid gap-4">
      <h2 id="tasks-heading" className="font-display text-2xl font-semibold">
        Tasks
      </h2>
      {board.canEdit && <TaskForm board={board} coupleId={coupleId} />}
      {board.tasks.length === 0 ? (
        <EmptyState icon={<CheckSquare aria-hidden="true" />} title="No tasks yet" tone="warm">
          <p>{board.canEdit ? "Add the first one above: who does it and by when." : "When the couple adds a task, it shows here."}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-2" aria-label="Open tasks">
            {open.length === 0 ? <li className="text-sm text-muted-foreground">Everything is done. Nice work!</li> : open.map(row)}
          </ul>
          {done.length > 0 && (
            <details className="grid gap-2">
              <summary className="cursor-pointer text-sm font-medium">Done ({done.length})</summary>
              <ul className="mt-2 grid gap-2" aria-label="Done tasks">
                {done.map(row)}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

/** Where a linked master-timeline item opens: the couple's timeline, or the helped couple's. */
function timelineHref(coupleId: string | null, itemId: string) {
  return `/planning/master-timeline${coupleId ? `?coupleId=${encodeURIComponent(coupleId)}` : ""}#task-${itemId}`;
}

function TaskForm({ board, coupleId }: { board: BoardView; coupleId: string | null }) {
  const [title, setTitle] = useState("");
  const [assigneeId, setAssigneeId] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [timelineTaskId, setTimelineTaskId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddTask(coupleId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = taskSchema.safeParse({ title, assigneeId: assigneeId || null, dueDate, timelineTaskId: timelineTaskId || null });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    add.mutate(
      { title: parsed.data.title, assigneeId: parsed.data.assigneeId, dueDate: parsed.data.dueDate ?? "", timelineTaskId: parsed.data.timelineTaskId },
      {
        onSuccess: () => {
          setTitle("");
          setDueDate("");
          setTimelineTaskId("");
          notify.success("Task added");
        },
      },
    );
  }

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Add a task">
        <FormField label="Task" error={errors.title}>
          {(ids) => <Input {...ids} value={title} maxLength={TASK_TITLE_MAX} placeholder="Book the cake tasting" onChange={(e) => setTitle(e.target.value)} />}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="For" error={errors.assigneeId}>
            {(ids) => (
              <NativeSelect {...ids} value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
                <option value="">No one yet</option>
                {board.people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.id === board.me ? `${person.name} (you)` : person.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Due date (optional)" error={errors.dueDate}>
            {(ids) => <Input {...ids} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />}
          </FormField>
        </div>
        {board.timelineItems && board.timelineItems.length > 0 && (
          <FormField label="Master timeline item (optional)" hint="The checklist item this task helps with." error={errors.timelineTaskId}>
            {(ids) => (
              <NativeSelect {...ids} value={timelineTaskId} onChange={(e) => setTimelineTaskId(e.target.value)}>
                <option value="">None</option>
                {board.timelineItems!.map((item) => (
                  <option key={item.id} value={item.id}>
                    {`${item.title} (due ${formatCalendarDate(item.dueDate, "MMM d, yyyy")})${item.done ? ", done" : ""}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {add.error && <FormAlert>{add.error.message}</FormAlert>}
        <div>
          <Button type="submit" disabled={add.isPending}>
            <Plus aria-hidden="true" />
            Add task
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TaskRow({ task, board, coupleId, userId }: { task: TaskView; board: BoardView; coupleId: string | null; userId: string }) {
  const update = useUpdateTask(coupleId);
  const remove = useDeleteTask(coupleId);
  const [deleting, setDeleting] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const checkboxId = `task-${task.id}`;
  const threadId = `task-${task.id}-comments`;
  const mine = task.assignee?.id === board.me;
  return (
    <li data-testid="task" className="grid gap-2 rounded-[var(--radius)] border border-border bg-card p-3">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
          // Shows the new state while it saves (the board refreshes before the mutation settles).
          checked={update.isPending ? (update.variables.input.done ?? task.done) : task.done}
          disabled={!board.canEdit || update.isPending}
          onChange={(e) => update.mutate({ taskId: task.id, input: { done: e.target.checked } }, { onError: (error) => void notify.error(error.message) })}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={checkboxId} className={cn("break-words font-medium", task.done && "text-muted-foreground line-through")}>
            {task.title}
          </label>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{task.assignee ? (mine ? "For you" : `For ${task.assignee.name}`) : "Not assigned"}</span>
            {task.dueDate && <span>Due {formatCalendarDate(task.dueDate, "MMM d, yyyy")}</span>}
            {task.overdue && <Badge variant="accent">Overdue</Badge>}
          </p>
          {task.timelineItem && (
            <p className="flex items-center gap-1.5 text-sm">
              <CalendarCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Link to={timelineHref(coupleId, task.timelineItem.id)} className="min-w-0 break-words text-primary underline-offset-4 hover:underline">
                <span className="sr-only">Master timeline item: </span>
                {task.timelineItem.title}
              </Link>
              {task.timelineItem.done && <span className="text-muted-foreground">(done)</span>}
            </p>
          )}
          {task.timelineHidden && <p className="text-sm text-muted-foreground">Linked to an item of the couple's master timeline.</p>}
        </div>
        {task.canDelete && (
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <X aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Delete</span>
            <span className="sr-only"> {task.title}</span>
          </Button>
        )}
      </div>
      <div className="pl-8">
        <Button variant="ghost" size="sm" aria-expanded={showComments} aria-controls={threadId} onClick={() => setShowComments((shown) => !shown)}>
          <MessageSquare aria-hidden="true" />
          {task.comments === 0 ? (board.canEdit ? "Comment" : "No comments") : `${task.comments} ${task.comments === 1 ? "comment" : "comments"}`}
          <span className="sr-only"> on {task.title}</span>
        </Button>
        <div id={threadId} hidden={!showComments}>
          {showComments && <CommentThread task={task} canWrite={board.canEdit} coupleId={coupleId} userId={userId} />}
        </div>
      </div>
      <Confirm
        open={deleting}
        title="Delete this task?"
        description={`"${task.title}" and its comments will be gone for everyone helping.`}
        confirmLabel="Delete task"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(task.id, { onSuccess: () => (void notify.success("Task deleted"), setDeleting(false)) })}
      />
    </li>
  );
}

/** A task's comments, oldest first, with a box to add one; authors edit and delete their own. */
function CommentThread({ task, canWrite, coupleId, userId }: { task: TaskView; canWrite: boolean; coupleId: string | null; userId: string }) {
  const query = useQuery(tasksPollsQueries.comments(userId, coupleId, task.id));
  const add = useAddComment(coupleId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === "") return setError("Write a comment first.");
    setError(null);
    add.mutate({ taskId: task.id, body }, { onSuccess: () => setBody("") });
  }

  return (
    <div className="mt-2 grid gap-3" data-testid="comments">
      <Loaded query={query} loadingLabel="Loading comments..." errorMessage="We couldn't load the comments.">
        {({ comments }) =>
          comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No comments yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label={`Comments on ${task.title}`}>
              {comments.map((comment) => (
                <CommentRow key={comment.id} comment={comment} coupleId={coupleId} />
              ))}
            </ul>
          )
        }
      </Loaded>
      {canWrite && (
        <form onSubmit={submit} noValidate className="grid gap-2" aria-label={`Comment on ${task.title}`}>
          <FormField label="Add a comment" error={error ?? add.error?.message}>
            {(ids) => <Textarea {...ids} rows={2} value={body} maxLength={COMMENT_MAX} onChange={(e) => setBody(e.target.value)} />}
          </FormField>
          <div>
            <Button type="submit" size="sm" variant="secondary" disabled={add.isPending}>
              Post comment
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function CommentRow({ comment, coupleId }: { comment: CommentView; coupleId: string | null }) {
  const edit = useEditComment(coupleId);
  const remove = useDeleteComment(coupleId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const [deleting, setDeleting] = useState(false);
  const when = new Date(comment.createdAt).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return (
    <li className="grid gap-1 rounded-[var(--radius)] bg-muted/60 p-2 text-sm" data-testid="comment">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{comment.author.name}</span>
        <time dateTime={comment.createdAt} className="text-muted-foreground">
          {when}
        </time>
        {comment.editedAt && <span className="text-muted-foreground">(edited)</span>}
      </p>
      {editing ? (
        <form
          className="grid gap-2"
          aria-label="Edit your comment"
          onSubmit={(event) => {
            event.preventDefault();
            edit.mutate({ commentId: comment.id, body: draft }, { onSuccess: () => setEditing(false) });
          }}
        >
          <FormField label="Your comment" error={edit.error?.message}>
            {(ids) => <Textarea {...ids} rows={2} value={draft} maxLength={COMMENT_MAX} onChange={(e) => setDraft(e.target.value)} />}
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => (setEditing(false), setDraft(comment.body))}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap break-words">{comment.body}</p>
      )}
      {!editing && (comment.canEdit || comment.canDelete) && (
        <div className="flex gap-1">
          {comment.canEdit && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {comment.canDelete && (
            <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
        </div>
      )}
      <Confirm
        open={deleting}
        title="Delete this comment?"
        description="It will be gone for everyone on this task."
        confirmLabel="Delete comment"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setDeleting(false) })}
      />
    </li>
  );
}

function Polls({ board, coupleId, userId }: { board: BoardView; coupleId: string | null; userId: string }) {
  return (
    <section aria-labelledby="polls-heading" className="grid gap-4">
      <h2 id="polls-heading" className="font-display text-2xl font-semibold">
        Polls
      </h2>
      {board.canEdit && <PollForm coupleId={coupleId} userId={userId} />}
      {board.polls.length === 0 ? (
        <EmptyState icon={<Vote aria-hidden="true" />} title="No polls yet" tone="warm">
          <p>{board.canEdit ? "Ask a question above and let everyone vote." : "When the couple asks a question, you'll see it here."}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {board.polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} coupleId={coupleId} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** An option in the form: typed text, or a listing picked from the catalog search. */
type DraftOption = { text: string } | { listing: ListingView };

const KIND_NAMES = { venue: "Venue", vendor: "Vendor" } as const;

function PollForm({ coupleId, userId }: { coupleId: string | null; userId: string }) {
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState<DraftOption[]>([{ text: "" }, { text: "" }]);
  const [maxChoices, setMaxChoices] = useState(1);
  const [anonymous, setAnonymous] = useState(true);
  const [closesAt, setClosesAt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddPoll(coupleId);
  const filled = options.filter((option) => !("text" in option) || option.text.trim() !== "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const inputOptions: PollOptionInput[] = filled.map((option) => ("text" in option ? option.text : { kind: option.listing.kind, id: option.listing.id }));
    // The close date is typed on the person's own clock and sent as an instant.
    const closes = closesAt ? new Date(closesAt) : null;
    if (closes && Number.isNaN(closes.getTime())) return setError("Enter a close date and time.");
    const parsed = pollSchema.safeParse({ question, options: inputOptions, maxChoices: Math.min(maxChoices, Math.max(inputOptions.length, 1)), anonymous, closesAt: closes ? closes.toISOString() : null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the poll.");
    if (closes && closes.getTime() <= Date.now()) return setError("Choose a close date in the future, or leave it empty.");
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setQuestion("");
        setOptions([{ text: "" }, { text: "" }]);
        setMaxChoices(1);
        setAnonymous(true);
        setClosesAt("");
        notify.success("Poll started");
      },
    });
  }

  function addListing(listing: ListingView) {
    setOptions((current) => {
      if (current.some((option) => "listing" in option && option.listing.id === listing.id)) return current;
      // Fills the first empty text option, else adds one.
      const empty = current.findIndex((option) => "text" in option && option.text.trim() === "");
      return empty >= 0 ? current.map((option, i) => (i === empty ? { listing } : option)) : [...current, { listing }];
    });
  }

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Start a poll">
        <FormField label="Question">
          {(ids) => <Input {...ids} value={question} maxLength={POLL_QUESTION_MAX} placeholder="Which cake flavor?" onChange={(e) => setQuestion(e.target.value)} />}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Options</legend>
          {options.map((option, index) => (
            <div key={index} className="flex items-center gap-2">
              {"text" in option ? (
                <Input
                  aria-label={`Option ${index + 1}`}
                  value={option.text}
                  maxLength={POLL_OPTION_MAX}
                  onChange={(e) => setOptions((current) => current.map((value, i) => (i === index ? { text: e.target.value } : value)))}
                />
              ) : (
                <div className="flex min-w-0 flex-1 items-center gap-2 rounded-[var(--radius)] border border-border p-1.5" data-testid="listing-option">
                  <ListingPhoto listing={option.listing} />
                  <span className="min-w-0 flex-1 break-words text-sm">
                    <span className="font-medium">{option.listing.name}</span>
                    <span className="text-muted-foreground">{` · ${KIND_NAMES[option.listing.kind]}`}</span>
                  </span>
                </div>
              )}
              {options.length > 2 && (
                <Button type="button" variant="ghost" size="sm" aria-label={`Remove option ${index + 1}`} onClick={() => setOptions((current) => current.filter((_, i) => i !== index))}>
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {options.length < POLL_OPTIONS_MAX && (
            <div>
              <Button type="button" variant="ghost" size="sm" onClick={() => setOptions((current) => [...current, { text: "" }])}>
                <Plus aria-hidden="true" />
                Add an option
              </Button>
            </div>
          )}
          {options.length < POLL_OPTIONS_MAX && <CatalogPicker coupleId={coupleId} userId={userId} onPick={addListing} />}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Each person chooses">
            {(ids) => (
              <NativeSelect {...ids} value={Math.min(maxChoices, Math.max(filled.length, 2))} onChange={(e) => setMaxChoices(Number(e.target.value))}>
                {Array.from({ length: Math.max(filled.length, 2) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? "One option" : `Up to ${n} options`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Closes (optional)" hint="Votes stop at this time.">
            {(ids) => <Input {...ids} type="datetime-local" className="min-w-0" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />}
          </FormField>
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-[var(--color-primary)]" checked={!anonymous} onChange={(e) => setAnonymous(!e.target.checked)} />
          <span>
            <span className="font-medium">Show who voted for what</span>
            <span className="block text-muted-foreground">Leave it off for an anonymous poll: everyone sees only the counts.</span>
          </span>
        </label>
        {(error ?? add.error?.message) && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error ?? add.error?.message}
          </p>
        )}
        <div>
          <Button type="submit" disabled={add.isPending}>
            Start the poll
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Searches published venues and vendors by name; picking one adds it as an option. */
function CatalogPicker({ coupleId, userId, onPick }: { coupleId: string | null; userId: string; onPick(listing: ListingView): void }) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  // Waits for a pause in typing before searching.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery(tasksPollsQueries.catalog(userId, coupleId, q));
  const results = q.length >= 2 ? (query.data?.results ?? []) : [];
  function pick(listing: ListingView) {
    onPick(listing);
    setText("");
  }
  return (
    <div className="grid gap-2 rounded-[var(--radius)] border border-dashed border-border p-3">
      <FormField label="Add a venue or vendor from the catalog" hint="Search by name, then add it as an option.">
        {(ids) => (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              {...ids}
              type="search"
              className="pl-9"
              value={text}
              maxLength={100}
              placeholder="The Glasshouse"
              onChange={(e) => setText(e.target.value)}
              // Enter adds the first match instead of starting the poll.
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                if (results[0]) pick(results[0]);
              }}
            />
          </div>
        )}
      </FormField>
      <p className="sr-only" aria-live="polite">
        {q.length >= 2 && !query.isFetching ? `${results.length} ${results.length === 1 ? "match" : "matches"}` : ""}
      </p>
      {query.isError && q.length >= 2 && <p className="text-sm text-destructive">{query.error.message}</p>}
      {q.length >= 2 && !query.isFetching && results.length === 0 && !query.isError && <p className="text-sm text-muted-foreground">No venue or vendor by that name.</p>}
      {results.length > 0 && (
        <ul className="grid gap-1" aria-label="Catalog matches">
          {results.map((listing) => (
            <li key={`${listing.kind}:${listing.id}`}>
              <button
                type="button"
                onClick={() => pick(listing)}
                className="flex w-full items-center gap-2 rounded-[var(--radius)] p-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <ListingPhoto listing={listing} />
                <span className="min-w-0 flex-1 break-words">
                  <span className="sr-only">Add </span>
                  <span className="font-medium">{listing.name}</span>
                  <span className="text-muted-foreground">{` · ${KIND_NAMES[listing.kind]}, ${listing.city}`}</span>
                </span>
                <Plus className="size-4 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ListingPhoto({ listing, size = "md" }: { listing: Pick<ListingView, "photo">; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-16" : "size-10";
  return listing.photo ? (
    <img src={listing.photo} alt="" width={size === "lg" ? 64 : 40} height={size === "lg" ? 64 : 40} loading="lazy" className={cn(box, "shrink-0 rounded-md object-cover")} />
  ) : (
    <span aria-hidden="true" className={cn(box, "shrink-0 rounded-md bg-muted")} />
  );
}

function formatInstant(iso: string) {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}

function PollCard({ poll, coupleId }: { poll: PollView; coupleId: string | null }) {
  const vote = useVote(coupleId);
  const close = useClosePoll(coupleId);
  const [closing, setClosing] = useState(false);
  const top = Math.max(0, ...poll.options.map((option) => option.votes));
  const voting = poll.canVote;
  const chosen = vote.isPending ? vote.variables.choices : poll.myVotes;
  const atMax = chosen.length >= poll.maxChoices;

  function choose(index: number) {
    // One vote: choosing replaces it (choosing it again takes it back). Several: each click adds or removes one.
    const picked = chosen.includes(index);
    const next = poll.maxChoices === 1 ? (picked ? [] : [index]) : picked ? chosen.filter((c) => c !== index) : [...chosen, index];
    vote.mutate({ pollId: poll.id, choices: next }, { onError: (error) => void notify.error(error.message) });
  }

  const people = `${poll.voterCount} ${poll.voterCount === 1 ? "person" : "people"} voted`;
  return (
    <li data-testid="poll">
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-display text-xl font-semibold">{poll.question}</h3>
          <Badge variant={poll.closed ? "outline" : "primary"}>{poll.closed ? "Closed" : "Open"}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {poll.maxChoices === 1 ? "One choice each" : `Up to ${poll.maxChoices} choices each`}
          {poll.anonymous ? " · Anonymous" : " · Everyone sees who voted"}
          {poll.closesAt && (poll.closed ? ` · Closed ${formatInstant(poll.closesAt)}` : ` · Closes ${formatInstant(poll.closesAt)}`)}
        </p>
        <ul className="grid gap-3" aria-label={`Results: ${poll.totalVotes} vote${poll.totalVotes === 1 ? "" : "s"}`}>
          {poll.options.map((option, index) => {
            const share = poll.voterCount === 0 ? 0 : Math.round((option.votes / poll.voterCount) * 100);
            const mine = chosen.includes(index);
            const label = (
              <>
                <span className="relative flex items-center justify-between gap-2">
                  <span className="break-words font-medium">
                    {option.label}
                    {mine && <span className="ml-2 text-xs font-semibold text-primary">Your vote</span>}
                  </span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {option.votes} vote{option.votes === 1 ? "" : "s"}
                  </span>
                </span>
                <span aria-hidden="true" className="mt-1 block h-2 overflow-hidden rounded-full bg-muted">
                  <span className={cn("block h-full rounded-full", poll.closed && option.votes === top && top > 0 ? "bg-primary" : "bg-primary/60")} style={{ width: `${share}%` }} />
                </span>
              </>
            );
            return (
              <li key={index} className="grid gap-1">
                <div className="flex items-center gap-2">
                  {option.listing && <ListingPhoto listing={option.listing} size="lg" />}
                  <div className="min-w-0 flex-1">
                    {voting ? (
                      <button
                        type="button"
                        aria-pressed={mine}
                        disabled={vote.isPending || (!mine && atMax && poll.maxChoices > 1)}
                        onClick={() => choose(index)}
                        className={cn(
                          "block w-full rounded-[var(--radius)] border p-2 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70",
                          mine ? "border-primary" : "border-border",
                        )}
                      >
                        <span className="sr-only">Vote for </span>
                        {label}
                      </button>
                    ) : (
                      <div className="rounded-[var(--radius)] border border-border p-2">{label}</div>
                    )}
                  </div>
                </div>
                {option.listing && (
                  <div className="flex flex-wrap items-center gap-x-2 text-sm">
                    <span className="text-muted-foreground">{`${KIND_NAMES[option.listing.kind]}, ${option.listing.city}`}</span>
                    <Link to={option.listing.href} className="text-primary underline underline-offset-4">
                      View<span className="sr-only"> {option.listing.name}</span>
                    </Link>
                  </div>
                )}
                {option.voters && option.voters.length > 0 && <p className="text-sm text-muted-foreground">{`Voted: ${option.voters.map((voter) => voter.name).join(", ")}`}</p>}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>
            {`${poll.totalVotes} vote${poll.totalVotes === 1 ? "" : "s"}`}
            {poll.maxChoices > 1 && ` · ${people}`}
            {voting
              ? chosen.length === 0
                ? " · Choose an option to vote"
                : poll.maxChoices > 1 && atMax
                  ? ` · You chose ${poll.maxChoices}, the most this poll allows`
                  : " · You can change your vote until it closes"
              : ""}
          </span>
          {poll.canClose && (
            <Button variant="ghost" size="sm" onClick={() => setClosing(true)}>
              Close the poll
            </Button>
          )}
        </div>
      </Card>
      <Confirm
        open={closing}
        title="Close this poll?"
        description="Votes stop and the results stay as they are. A closed poll can't be reopened."
        confirmLabel="Close the poll"
        pendingLabel="Closing..."
        pending={close.isPending}
        error={close.error?.message}
        onCancel={() => setClosing(false)}
        onConfirm={() => close.mutate(poll.id, { onSuccess: () => (void notify.success("Poll closed"), setClosing(false)) })}
      />
    </li>
  );
}

/** Asks before something that can't be undone (deleting a task or comment, closing a poll). */
function Confirm(props: { open: boolean; title: string; description: string; confirmLabel: string; pendingLabel: string; pending: boolean; error?: string; onCancel(): void; onConfirm(): void }) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        {props.error && <FormAlert>{props.error}</FormAlert>}
        <ConfirmFooter confirmLabel={props.confirmLabel} pendingLabel={props.pendingLabel} pending={props.pending} onConfirm={props.onConfirm} />
      </DialogContent>
    </Dialog>
  );
}
