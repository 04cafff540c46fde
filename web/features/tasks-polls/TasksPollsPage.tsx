import { useQuery } from "@tanstack/react-query";
import { CheckSquare, ListChecks, MessagesSquare, Plus, Vote, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { coupleIdSchema } from "@domain/contributors";
import { formatCalendarDate } from "@domain/dates";
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_QUESTION_MAX, pollSchema, TASK_TITLE_MAX, taskSchema } from "@domain/tasks-polls";
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
import { Input, NativeSelect } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { tasksPollsQueries, useAddPoll, useAddTask, useClosePoll, useDeleteTask, useUpdateTask, useVote, type BoardView, type PollView, type TaskView } from "./api";

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
        <Tasks board={board} coupleId={coupleId} />
        <Polls board={board} coupleId={coupleId} />
      </div>
    </>
  );
}

function Tasks({ board, coupleId }: { board: BoardView; coupleId: string | null }) {
  const open = board.tasks.filter((task) => !task.done);
  const done = board.tasks.filter((task) => task.done);
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
            {open.length === 0 ? <li className="text-sm text-muted-foreground">Everything is done. Nice work!</li> : open.map((task) => <TaskRow key={task.id} task={task} board={board} coupleId={coupleId} />)}
          </ul>
          {done.length > 0 && (
            <details className="grid gap-2">
              <summary className="cursor-pointer text-sm font-medium">Done ({done.length})</summary>
              <ul className="mt-2 grid gap-2" aria-label="Done tasks">
                {done.map((task) => (
                  <TaskRow key={task.id} task={task} board={board} coupleId={coupleId} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

function TaskForm({ board, coupleId }: { board: BoardView; coupleId: string | null }) {
  const [title, setTitle] = useState("");
  const [assigneeId, setAssigneeId] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddTask(coupleId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = taskSchema.safeParse({ title, assigneeId: assigneeId || null, dueDate });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    add.mutate(
      { title: parsed.data.title, assigneeId: parsed.data.assigneeId, dueDate: parsed.data.dueDate ?? "" },
      {
        onSuccess: () => {
          setTitle("");
          setDueDate("");
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

function TaskRow({ task, board, coupleId }: { task: TaskView; board: BoardView; coupleId: string | null }) {
  const update = useUpdateTask(coupleId);
  const remove = useDeleteTask(coupleId);
  const [deleting, setDeleting] = useState(false);
  const checkboxId = `task-${task.id}`;
  const mine = task.assignee?.id === board.me;
  return (
    <li data-testid="task" className="flex items-start gap-3 rounded-[var(--radius)] border border-border bg-card p-3">
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
      </div>
      {task.canDelete && (
        <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
          <X aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Delete</span>
          <span className="sr-only"> {task.title}</span>
        </Button>
      )}
      <Confirm
        open={deleting}
        title="Delete this task?"
        description={`"${task.title}" will be gone for everyone helping.`}
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

function Polls({ board, coupleId }: { board: BoardView; coupleId: string | null }) {
  return (
    <section aria-labelledby="polls-heading" className="grid gap-4">
      <h2 id="polls-heading" className="font-display text-2xl font-semibold">
        Polls
      </h2>
      {board.canEdit && <PollForm coupleId={coupleId} />}
      {board.polls.length === 0 ? (
        <EmptyState icon={<Vote aria-hidden="true" />} title="No polls yet" tone="warm">
          <p>{board.canEdit ? "Ask a question above and let everyone vote: one vote each." : "When the couple asks a question, you'll see it here."}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {board.polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} canVote={board.canEdit} coupleId={coupleId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PollForm({ coupleId }: { coupleId: string | null }) {
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState(["", ""]);
  const [error, setError] = useState<string | null>(null);
  const add = useAddPoll(coupleId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = pollSchema.safeParse({ question, options: options.filter((option) => option.trim() !== "") });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the poll.");
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setQuestion("");
        setOptions(["", ""]);
        notify.success("Poll started");
      },
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
              <Input
                aria-label={`Option ${index + 1}`}
                value={option}
                maxLength={POLL_OPTION_MAX}
                onChange={(e) => setOptions((current) => current.map((value, i) => (i === index ? e.target.value : value)))}
              />
              {options.length > 2 && (
                <Button type="button" variant="ghost" size="sm" aria-label={`Remove option ${index + 1}`} onClick={() => setOptions((current) => current.filter((_, i) => i !== index))}>
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {options.length < POLL_OPTIONS_MAX && (
            <div>
              <Button type="button" variant="ghost" size="sm" onClick={() => setOptions((current) => [...current, ""])}>
                <Plus aria-hidden="true" />
                Add an option
              </Button>
            </div>
          )}
        </fieldset>
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

function PollCard({ poll, canVote, coupleId }: { poll: PollView; canVote: boolean; coupleId: string | null }) {
  const vote = useVote(coupleId);
  const close = useClosePoll(coupleId);
  const [closing, setClosing] = useState(false);
  const top = Math.max(0, ...poll.options.map((option) => option.votes));
  const voting = canVote && !poll.closed;
  return (
    <li data-testid="poll">
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-display text-xl font-semibold">{poll.question}</h3>
          <Badge variant={poll.closed ? "outline" : "primary"}>{poll.closed ? "Closed" : "Open"}</Badge>
        </div>
        <ul className="grid gap-2" aria-label={`Results: ${poll.totalVotes} vote${poll.totalVotes === 1 ? "" : "s"}`}>
          {poll.options.map((option, index) => {
            const share = poll.totalVotes === 0 ? 0 : Math.round((option.votes / poll.totalVotes) * 100);
            const chosen = poll.myVote === index;
            const label = (
              <>
                <span className="relative flex items-center justify-between gap-2">
                  <span className="break-words font-medium">
                    {option.label}
                    {chosen && <span className="ml-2 text-xs font-semibold text-primary">Your vote</span>}
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
              <li key={index}>
                {voting ? (
                  <button
                    type="button"
                    aria-pressed={chosen}
                    disabled={vote.isPending}
                    onClick={() => vote.mutate({ pollId: poll.id, option: index }, { onError: (error) => void notify.error(error.message) })}
                    className={cn(
                      "block w-full rounded-[var(--radius)] border p-2 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      chosen ? "border-primary" : "border-border",
                    )}
                  >
                    <span className="sr-only">Vote for </span>
                    {label}
                  </button>
                ) : (
                  <div className="rounded-[var(--radius)] border border-border p-2">{label}</div>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>
            {poll.totalVotes} vote{poll.totalVotes === 1 ? "" : "s"}
            {voting ? (poll.myVote === null ? " · Choose an option to vote" : " · You can change your vote until it closes") : ""}
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

/** Asks before something that can't be undone (deleting a task, closing a poll). */
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
