import { useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Inbox, LockKeyhole, MailCheck, RefreshCw, Send, ShieldAlert } from "lucide-react";
import { Fragment, useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { testMailSchema } from "@domain/admin";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { formatDateTime } from "@web/lib/labels";
import type { OutboxSummary } from "@domain/mail";
import { LoadError } from "@web/components/LoadError";
import { mailQueries, useSendTestMail } from "./api";

type OutboxMessage = OutboxSummary;

/** /email-test: the mail outbox (DATA_DIR/mail) and a test message. Admins only in production. */
export default function EmailTestPage() {
  usePageTitle("Mail outbox");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const outbox = useQuery(mailQueries.outbox());

  const status = outbox.error?.status;
  const refused = outbox.isError && (status === 401 || status === 403);

  return (
    <div className="pb-[var(--space-section)]">
      <header className="border-b border-border/70 bg-linear-to-b from-primary-soft to-background">
        <div className="container-page py-10 sm:py-12">
          <Badge variant="outline">Mail</Badge>
          <h1 className="mt-4 text-title font-semibold leading-tight">Mail outbox</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Without an SMTP server, Serviceberry keeps every email it sends here instead of delivering it: verification links, password
            resets, invitations. Send yourself a test to check the setup.
          </p>
        </div>
      </header>

      <div className="container-page pt-8 sm:pt-10">
        {outbox.isPending && <Spinner label="Loading the outbox..." />}
        {refused && <Refused status={status!} />}
        {outbox.isError && !outbox.data && !refused && (
          <LoadError message={outbox.error.message} onRetry={() => void outbox.refetch()} />
        )}
        {outbox.data && (
          <div className="grid gap-8">
            <SendTestForm
              onSent={(id) => {
                if (outbox.data?.kind === "outbox") setSelectedId(id);
              }}
            />
            {outbox.data.kind === "smtp" ? (
              <Card className="p-6 sm:p-8">
                <div className="flex items-start gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
                    <MailCheck className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h2 className="text-heading font-semibold">Mail is delivered, not kept</h2>
                    <p className="mt-2 text-muted-foreground">
                      This server sends mail through SMTP (SMTP_URL is set), so messages go straight to their recipients and no copies are kept
                      here. Send a test message and check that inbox.
                    </p>
                  </div>
                </div>
              </Card>
            ) : (
              <Outbox
                messages={outbox.data.messages}
                selectedId={selectedId}
                onSelect={setSelectedId}
                refreshing={outbox.isFetching}
                onRefresh={() => void outbox.refetch()}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function Refused({ status }: { status: number }) {
  const { user } = useAuth();
  const signIn = status === 401 || !user;
  return (
    <Card className="mx-auto grid max-w-lg place-items-center gap-4 p-8 text-center sm:p-10">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        {signIn ? <LockKeyhole className="size-6" aria-hidden="true" /> : <ShieldAlert className="size-6" aria-hidden="true" />}
      </span>
      <h2 className="text-2xl font-semibold">{signIn ? "Sign in as an admin" : "Admins only"}</h2>
      <p className="text-muted-foreground">
        On the live site the mail outbox holds other people's messages, so only Serviceberry admins can open it.
        {signIn ? " Sign in with your admin account to continue." : ` ${user?.email ?? "This account"} doesn't have admin access.`}
      </p>
      {signIn && (
        <Button asChild>
          <Link to="/auth?mode=signin">Sign In</Link>
        </Button>
      )}
    </Card>
  );
}

function Outbox({
  messages,
  selectedId,
  onSelect,
  refreshing,
  onRefresh,
}: {
  messages: OutboxMessage[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  refreshing: boolean;
  onRefresh(): void;
}) {
  const selected = messages.find((message) => message.id === selectedId) ?? null;
  const readerHeading = useRef<HTMLHeadingElement>(null);

  const selectedPresent = selected?.id;
  useEffect(() => {
    if (selectedPresent) readerHeading.current?.focus();
  }, [selectedPresent]);

  /** Back to the list (phones), landing on the message that was open. */
  function close() {
    const openId = selectedId;
    onSelect(null);
    requestAnimationFrame(() => document.getElementById(`outbox-item-${openId}`)?.focus());
  }

  return (
    <section aria-labelledby="outbox-heading">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id="outbox-heading" className="text-heading font-semibold">
            Messages
          </h2>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {messages.length === 0 ? "Nothing sent yet" : `${messages.length} most recent, newest first`}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden="true" />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>

      {messages.length === 0 ? (
        <div className="mt-5 grid place-items-center gap-3 rounded-[var(--radius-lg)] border border-dashed border-border bg-card px-6 py-14 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">The outbox is empty. Send a test message to see one arrive.</p>
        </div>
      ) : (
        <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          {/* On wider screens the list scrolls on its own beside the open message. */}
          <ul className={cn("grid content-start gap-2 md:max-h-[40rem] md:overflow-y-auto md:p-1", selected && "hidden md:grid")}>
            {messages.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  id={`outbox-item-${message.id}`}
                  aria-current={message.id === selectedId ? "true" : undefined}
                  onClick={() => onSelect(message.id)}
                  className={cn(
                    "grid w-full gap-0.5 rounded-[var(--radius)] border bg-card p-3.5 text-left transition-colors hover:border-primary/40",
                    message.id === selectedId ? "border-primary bg-primary-soft" : "border-border",
                  )}
                >
                  <span className="truncate font-semibold text-foreground">{message.subject}</span>
                  <span className="truncate text-sm text-muted-foreground">To {message.to}</span>
                  <time dateTime={message.sentAt} className="text-xs text-muted-foreground">
                    {formatDateTime(message.sentAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <article aria-labelledby="reader-heading" className="rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-6">
              <Button variant="link" size="sm" onClick={close} className="mb-3 md:hidden">
                <ArrowLeft aria-hidden="true" />
                All messages
              </Button>
              <h3 id="reader-heading" ref={readerHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
                {selected.subject}
              </h3>
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">From</dt>
                <dd className="break-all">{selected.from}</dd>
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-all">{selected.to}</dd>
                <dt className="text-muted-foreground">Sent</dt>
                <dd>
                  <time dateTime={selected.sentAt}>{formatDateTime(selected.sentAt)}</time>
                </dd>
              </dl>
              <div className="mt-5 whitespace-pre-wrap break-words border-t border-border pt-5 leading-relaxed">
                <LinkifiedText text={selected.text} />
              </div>
            </article>
          ) : (
            <p className="hidden rounded-[var(--radius-lg)] border border-dashed border-border p-8 text-center text-muted-foreground md:block">
              Choose a message to read it.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web addresses made into links (mail links open here, so they can be followed). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index): ReactNode =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all font-medium text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

type TestMailValues = z.input<typeof testMailSchema>;

function SendTestForm({ onSent }: { onSent(id: string): void }) {
  const { user } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TestMailValues, unknown, z.output<typeof testMailSchema>>({
    resolver: zodResolver(testMailSchema),
    defaultValues: { to: user?.email ?? "" },
  });
  // The session may arrive after the first render: offer the account's own address once it does.
  useEffect(() => {
    if (user && !getValues("to")) setValue("to", user.email);
  }, [user, getValues, setValue]);

  const sending = useSendTestMail();
  const onSubmit = handleSubmit(async ({ to }) => {
    setFormError(null);
    try {
      const { id, kind } = await sending.mutateAsync(to);
      void notify.success("Test email sent", { description: kind === "smtp" ? `Delivered to ${to} through SMTP.` : "It is at the top of the outbox." });
      onSent(id);
    } catch (error) {
      const requestError = toRequestError(error);
      const field = requestError.fields?.to?.[0];
      if (field) setError("to", { type: "server", message: field }, { shouldFocus: true });
      else setFormError(requestError.message);
    }
  });

  return (
    <Card className="grid gap-5 p-5 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-10">
      <div>
        <h2 className="text-xl font-semibold">Send a test email</h2>
        <p className="mt-1 text-sm text-muted-foreground">A short message that proves mail works end to end.</p>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <FormField label="Send to" error={errors.to?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" inputMode="email" {...register("to")} />}
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:mt-6.5 sm:w-auto">
          <Send aria-hidden="true" />
          {isSubmitting ? "Sending..." : "Send test email"}
        </Button>
        {formError && (
          <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
            {formError}
          </p>
        )}
      </form>
    </Card>
  );
}
