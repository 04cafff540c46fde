import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, CheckCircle2, Clock, LifeBuoy, Mail, MapPin, Phone } from "lucide-react";
import { CONTACT_DETAILS } from "@domain/constants";
import { CONTACT_TOPICS, contactMessageSchema, type ContactMessageInput } from "@domain/contact";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { api, ApiRequestError, unwrap } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePageHead } from "@web/lib/page-head";

type ContactTopic = (typeof CONTACT_TOPICS)[number];

const TOPIC_LABELS: Record<ContactTopic, string> = {
  general: "A general question",
  couples: "Planning our wedding",
  venues: "Listing or managing a venue",
  vendors: "Vendor accounts and listings",
  press: "Press and partnerships",
  support: "Help with my account",
};

const MESSAGE_MAX = 5000;
const FIELDS = ["name", "email", "topic", "message"] as const satisfies readonly (keyof ContactMessageInput)[];

function isContactTopic(value: string | null): value is ContactTopic {
  return value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);
}

export default function ContactPage() {
  usePageHead({
    title: "Contact us",
    description: "Write to the Serviceberry team in Columbus, Ohio: questions about planning, your account, listing a venue or working with us.",
    canonicalPath: "/contact",
  });
  const [searchParams] = useSearchParams();
  const topicParam = searchParams.get("topic");
  const initialTopic: ContactTopic = isContactTopic(topicParam) ? topicParam : "general";
  const [sent, setSent] = useState<Sender | null>(null);
  // Kept for "Send another message", so nobody types their name and email twice.
  const [lastSender, setLastSender] = useState<Sender | null>(null);

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <header className="lg:pt-4">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Contact</p>
          <h1 className="mt-3 text-title font-semibold leading-tight">We'd love to hear from you</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Questions about planning, listing your venue or business, or your account: a real person reads every
            message and replies within one working day.
          </p>
          <ContactDetails className="mt-8 hidden lg:grid" />
        </header>

        <div>
          {sent ? (
            <Confirmation name={sent.name} email={sent.email} onSendAnother={() => setSent(null)} />
          ) : (
            <ContactForm
              initialTopic={initialTopic}
              sender={lastSender}
              onSent={(sender) => {
                setLastSender(sender);
                setSent(sender);
              }}
            />
          )}
        </div>

        <ContactDetails className="lg:hidden" />
      </div>
    </div>
  );
}

interface Sender {
  name: string;
  email: string;
}

interface ContactFormProps {
  initialTopic: ContactTopic;
  sender: Sender | null;
  onSent(sender: Sender): void;
}

function ContactForm({ initialTopic, sender, onSent }: ContactFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: {
      name: sender?.name ?? "",
      email: sender?.email ?? "",
      topic: initialTopic,
      message: "",
    },
  });
  const messageLength = watch("message")?.length ?? 0;
  const remaining = MESSAGE_MAX - messageLength;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await unwrap(api.contact.$post({ json: values }));
      onSent({ name: values.name, email: values.email });
    } catch (error) {
      const requestError =
        error instanceof ApiRequestError ? error : new ApiRequestError(0, "request_failed", "Something went wrong. Please try again.");
      const fieldNames = FIELDS.filter((field) => requestError.fields?.[field]?.[0]);
      for (const field of fieldNames) {
        setError(field, { type: "server", message: requestError.fields![field]![0] });
      }
      if (fieldNames[0]) setFocus(fieldNames[0]);
      else setFormError(requestError.message);
    }
  });

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-heading font-semibold">Send us a message</h2>
      <p className="mt-1 text-sm text-muted-foreground">All fields are required.</p>

      {formError && (
        <div
          role="alert"
          className="mt-5 flex gap-3 rounded-[var(--radius)] border border-destructive/30 bg-destructive/5 p-4 text-sm"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-semibold text-destructive">Your message wasn't sent</p>
            <p className="mt-0.5 text-foreground">{formError}</p>
          </div>
        </div>
      )}

      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Your name" error={errors.name?.message}>
            {(ids) => <Input {...ids} {...register("name")} autoComplete="name" />}
          </FormField>
          <FormField label="Email address" error={errors.email?.message}>
            {(ids) => <Input {...ids} {...register("email")} type="email" autoComplete="email" inputMode="email" />}
          </FormField>
        </div>

        <FormField label="What is it about?" error={errors.topic?.message}>
          {(ids) => (
            // defaultValue: the server's HTML shows the topic from the address before the form's script runs.
            <NativeSelect {...ids} {...register("topic")} defaultValue={initialTopic}>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {TOPIC_LABELS[topic]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>

        <FormField
          label="Message"
          error={errors.message?.message}
          hint="At least 10 characters. Include your wedding date or business name if it helps."
          trailing={
            <span className={cn("text-xs tabular-nums text-muted-foreground", remaining < 0 && "font-semibold text-destructive")}>
              {messageLength.toLocaleString("en-US")} / {MESSAGE_MAX.toLocaleString("en-US")}
            </span>
          }
        >
          {(ids) => <Textarea {...ids} {...register("message")} rows={7} />}
        </FormField>
        <p className="sr-only" aria-live="polite">
          {remaining < 0
            ? `${(-remaining).toLocaleString("en-US")} characters over the limit`
            : remaining <= 200
              ? `${remaining.toLocaleString("en-US")} characters left`
              : ""}
        </p>

        <div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? "Sending..." : "Send message"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Replaces the form once the message is stored; focus moves here so the outcome is read out. */
function Confirmation({ name, email, onSendAnother }: Sender & { onSendAnother(): void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <Card className="p-6 text-center sm:p-10">
      <section
        ref={panel}
        tabIndex={-1}
        aria-labelledby="contact-sent-heading"
        aria-describedby="contact-sent-detail"
        className="scroll-mt-28 outline-none"
      >
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
          <CheckCircle2 className="size-7" aria-hidden="true" />
        </span>
        <h2 id="contact-sent-heading" className="mt-5 text-heading font-semibold">
          Message sent
        </h2>
        <p id="contact-sent-detail" className="mx-auto mt-2 max-w-md break-words text-muted-foreground">
          Thanks, {name}. We'll reply to <span className="font-medium text-foreground">{email}</span> within one working day.
        </p>
        <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onSendAnother}>
            Send another message
          </Button>
          <Button asChild variant="ghost">
            <Link to="/help">Browse the help center</Link>
          </Button>
        </div>
      </section>
    </Card>
  );
}

function ContactDetails({ className }: { className?: string }) {
  const rows = [
    {
      icon: Mail,
      label: "Email",
      content: (
        <a href={`mailto:${CONTACT_DETAILS.email}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {CONTACT_DETAILS.email}
        </a>
      ),
    },
    {
      icon: LifeBuoy,
      label: "Account support",
      content: (
        <a
          href={`mailto:${CONTACT_DETAILS.supportEmail}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {CONTACT_DETAILS.supportEmail}
        </a>
      ),
    },
    {
      icon: Phone,
      label: "Phone",
      content: (
        <a
          href={`tel:${CONTACT_DETAILS.phone.replace(/[^\d+]/g, "")}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {CONTACT_DETAILS.phone}
        </a>
      ),
    },
    { icon: Clock, label: "Hours", content: <span>{CONTACT_DETAILS.hours}</span> },
    { icon: MapPin, label: "Office", content: <span>{CONTACT_DETAILS.address}</span> },
  ];
  return (
    <section aria-label="Contact details" className={cn("grid gap-6", className)}>
      <dl className="grid gap-4">
        {rows.map(({ icon: Icon, label, content }) => (
          <div key={label} className="relative min-h-10 break-words pl-13">
            <dt className="text-sm text-muted-foreground">
              <span
                aria-hidden="true"
                className="absolute left-0 top-0 grid size-10 place-items-center rounded-full bg-primary-soft text-primary"
              >
                <Icon className="size-[1.15rem]" />
              </span>
              {label}
            </dt>
            <dd>{content}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        Looking for a quick answer? Try the{" "}
        <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
          FAQ
        </Link>{" "}
        or the{" "}
        <Link to="/help" className="font-medium text-primary underline underline-offset-4">
          help center
        </Link>
        .
      </p>
    </section>
  );
}
