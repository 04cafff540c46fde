import { useQuery } from "@tanstack/react-query";
import { Copy, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { EVENT_KIND_LABELS, EVENT_KINDS, generateWeddingCode, weddingEventSchema, type EventKind } from "@domain/guests";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toRequestError } from "@web/lib/api";
import { isFlagOn } from "@web/lib/flags";
import { notify, toastError } from "@web/lib/toast";
import { copyLink } from "@web/lib/copy-link";
import {
  guestQueries,
  useDecideSubmission,
  useDeleteEvent,
  useGuestLink,
  useSaveEvent,
  useSaveSettings,
  useSendInvitations,
  type CoupleScope,
  type GuestOverview,
  type WeddingEventView,
} from "./api";

/** The wedding's events: name, kind, date, time, place and the meals guests choose from. */
export function EventsDialog({ open, events, scope, onClose }: { open: boolean; events: WeddingEventView[]; scope: CoupleScope; onClose(): void }) {
  const remove = useDeleteEvent(scope);
  const [confirming, setConfirming] = useState<WeddingEventView | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Events</DialogTitle>
        <DialogDescription>Guests answer each event they're invited to. A new event invites everyone on the list; narrow it from the list afterwards.</DialogDescription>
        <div className="mt-4 grid gap-4">
          {events.map((event) => (
            <EventForm key={event.id} event={event} scope={scope} onDelete={() => setConfirming(event)} />
          ))}
          {events.length === 0 && <p className="text-sm text-muted-foreground">No events yet. Most weddings start with a ceremony and a reception.</p>}
          <EventForm key={`new-${events.length}`} event={null} scope={scope} />
        </div>
        {confirming && (
          <div role="alertdialog" aria-label={`Delete ${confirming.name}?`} className="mt-4 grid gap-3 rounded-[var(--radius)] border border-destructive/40 p-4">
            <p className="font-medium">Delete {confirming.name}? Every guest's answer for it goes too.</p>
            <div className="flex gap-2">
              <Button
                variant="destructive"
                size="sm"
                onClick={() =>
                  void remove.mutateAsync(confirming.id).then(() => {
                    void notify.success(`${confirming.name} deleted`);
                    setConfirming(null);
                  }, toastError)
                }
              >
                Delete event
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                Keep it
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ event, scope, onDelete }: { event: WeddingEventView | null; scope: CoupleScope; onDelete?(): void }) {
  const save = useSaveEvent(scope);
  const [name, setName] = useState(event?.name ?? "");
  const [kind, setKind] = useState<EventKind>((event?.kind as EventKind) ?? "ceremony");
  const [eventDate, setEventDate] = useState(event?.eventDate ?? "");
  const [startTime, setStartTime] = useState(event?.startTime ?? "");
  const [location, setLocation] = useState(event?.location ?? "");
  const [meals, setMeals] = useState(event?.mealOptions.join(", ") ?? "");
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const input = {
      name,
      kind,
      eventDate,
      startTime,
      location,
      mealOptions: meals
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean),
    };
    const parsed = weddingEventSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the event.");
    setError(null);
    try {
      await save.mutateAsync({ id: event?.id, input });
      void notify.success(event ? `${parsed.data.name} saved` : `${parsed.data.name} added`);
    } catch (e) {
      setError(toRequestError(e).message);
    }
  };
  const prefix = event ? event.name : "New event";
  return (
    <form
      noValidate
      aria-label={event ? `Edit ${event.name}` : "Add an event"}
      className="grid gap-3 rounded-[var(--radius)] border border-border p-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormField label={`${prefix}: name`}>{(ids) => <Input {...ids} value={name} onChange={(e) => setName(e.target.value)} placeholder="Reception" />}</FormField>
      <FormField label={`${prefix}: kind`}>
        {(ids) => (
          <NativeSelect {...ids} value={kind} onChange={(e) => setKind(e.target.value as EventKind)}>
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {EVENT_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={`${prefix}: date`}>{(ids) => <Input {...ids} type="date" value={eventDate} onChange={(e) => setEventDate(e.target.value)} />}</FormField>
      <FormField label={`${prefix}: time`}>{(ids) => <Input {...ids} value={startTime} onChange={(e) => setStartTime(e.target.value)} placeholder="5:30 PM" />}</FormField>
      <FormField label={`${prefix}: place`}>{(ids) => <Input {...ids} value={location} onChange={(e) => setLocation(e.target.value)} />}</FormField>
      <FormField label={`${prefix}: meal choices`} hint="Separate with commas; leave blank for no meal question.">
        {(ids) => <Input {...ids} value={meals} onChange={(e) => setMeals(e.target.value)} placeholder="Chicken, Salmon, Risotto" />}
      </FormField>
      {error && (
        <div className="sm:col-span-2">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        {onDelete && (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        )}
        <Button type="submit" size="sm" variant={event ? "secondary" : "primary"} disabled={save.isPending}>
          {event ? "Save event" : (
            <>
              <Plus aria-hidden="true" /> Add event
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

/** Invitations and reminders by mail, to everyone or to households still pending. */
export function InviteDialog({ open, overview, scope, onClose }: { open: boolean; overview: GuestOverview; scope: CoupleScope; onClose(): void }) {
  const send = useSendInvitations(scope);
  const [kind, setKind] = useState<"invitation" | "reminder">("invitation");
  const [audience, setAudience] = useState<"all" | "pending">("pending");
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const result = await send.mutateAsync({ kind, audience });
      if (result.messages === 0) setError("No household matches with an email address. Add emails to your guests first.");
      else {
        void notify.success(`${kind === "invitation" ? "Invitations" : "Reminders"} sent to ${result.households} ${result.households === 1 ? "household" : "households"}`);
        onClose();
      }
    } catch (e) {
      setError(toRequestError(e).message);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Send invitations</DialogTitle>
        <DialogDescription>Each household gets its own RSVP link by email. We note when each was sent.</DialogDescription>
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What to send</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="invite-kind" className="size-4 accent-[var(--primary)]" checked={kind === "invitation"} onChange={() => setKind("invitation")} />
              Invitation with the RSVP link
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="invite-kind" className="size-4 accent-[var(--primary)]" checked={kind === "reminder"} onChange={() => setKind("reminder")} />
              Reminder to answer
            </label>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">To</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="invite-audience" className="size-4 accent-[var(--primary)]" checked={audience === "pending"} onChange={() => setAudience("pending")} />
              Households with someone pending ({overview.counts.pending} guests pending)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="invite-audience" className="size-4 accent-[var(--primary)]" checked={audience === "all"} onChange={() => setAudience("all")} />
              Every household with an email address
            </label>
          </fieldset>
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : kind === "invitation" ? "Send invitations" : "Send reminders"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label}>
      {(ids) => (
        <div className="flex gap-2">
          <Input {...ids} readOnly value={value} onFocus={(e) => e.target.select()} />
          <Button
            variant="secondary"
            size="sm"
            className="h-11"
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={() => void copyLink(value)}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      )}
    </FormField>
  );
}

/** RSVP deadline, the wedding code, the address link, the spreadsheet feed and what guests sent in. */
export function SharingDialog({ open, overview, scope, onClose }: { open: boolean; overview: GuestOverview; scope: CoupleScope; onClose(): void }) {
  const { settings } = overview;
  const save = useSaveSettings(scope);
  const link = useGuestLink(scope);
  const [deadline, setDeadline] = useState(settings.rsvpDeadline ?? "");
  const [code, setCode] = useState(settings.weddingCode ?? "");
  const [error, setError] = useState<string | null>(null);
  const saveSettings = async (input: Parameters<typeof save.mutateAsync>[0]) => {
    setError(null);
    try {
      await save.mutateAsync(input);
      void notify.success("RSVP settings saved");
    } catch (e) {
      setError(toRequestError(e).message);
    }
  };
  const linkAction = (which: "address" | "sheets", action: "rotate" | "revoke") =>
    void link.mutateAsync({ link: which, action }).then(() => notify.success(action === "rotate" ? "New link ready" : "Link turned off"), toastError);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>RSVP settings</DialogTitle>
        <DialogDescription>When answers close, and the links you share with guests.</DialogDescription>
        <div className="mt-4 grid gap-6">
          <form
            noValidate
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void saveSettings({ rsvpDeadline: deadline });
            }}
          >
            <FormField label="RSVP deadline" hint="Guests can change their answers through this day.">
              {(ids) => <Input {...ids} type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />}
            </FormField>
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              Save deadline
            </Button>
          </form>

          <section className="grid gap-3">
            <h3 className="font-display text-lg font-semibold">Guest registration</h3>
            <p className="text-sm text-muted-foreground">Guests not on your list yet add themselves with your wedding code; you approve each one.</p>
            <form
              noValidate
              className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                void saveSettings({ weddingCode: code });
              }}
            >
              <FormField label="Wedding code" hint="At least 10 letters and digits, so no one can guess it.">
                {(ids) => <Input {...ids} value={code} onChange={(e) => setCode(e.target.value)} placeholder="MayaAndTheo2027" />}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="ghost" onClick={() => setCode(generateWeddingCode(overview.couple.partner1 || overview.couple.partner2, (n) => crypto.getRandomValues(new Uint8Array(n))))}>
                  Suggest a code
                </Button>
                <Button type="submit" variant="secondary" disabled={save.isPending}>
                  Save code
                </Button>
              </div>
            </form>
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={settings.registrationEnabled}
                disabled={!settings.weddingCode || save.isPending}
                onChange={(e) => void saveSettings({ registrationEnabled: e.target.checked })}
              />
              Registration is open
            </label>
            {settings.registrationUrl && settings.registrationEnabled && <CopyField label="Registration link" value={settings.registrationUrl} />}
          </section>

          <section className="grid gap-3">
            <h3 className="font-display text-lg font-semibold">Address collection</h3>
            <p className="text-sm text-muted-foreground">One link for everyone: guests fill in their mailing address and we match it to their household, or hold it for you below.</p>
            {settings.addressUrl && <CopyField label="Address link" value={settings.addressUrl} />}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => linkAction("address", "rotate")}>
                {settings.addressUrl ? "Make a new link" : "Create the link"}
              </Button>
              {settings.addressUrl && (
                <Button variant="ghost" size="sm" onClick={() => linkAction("address", "revoke")}>
                  Turn the link off
                </Button>
              )}
            </div>
          </section>

          {isFlagOn("guest_sheets_sync") && (
            <section className="grid gap-3">
              <h3 className="font-display text-lg font-semibold">Spreadsheet feed</h3>
              <p className="text-sm text-muted-foreground">
                A private address of your list as CSV. In Google Sheets, use =IMPORTDATA("the link"); in Excel, Data, From Web. Anyone with the link can read the list, so share it only with
                family you trust, and make a new one if it spreads.
              </p>
              {settings.sheetsFeedUrl && <CopyField label="Feed link" value={settings.sheetsFeedUrl} />}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => linkAction("sheets", "rotate")}>
                  {settings.sheetsFeedUrl ? "Make a new feed link" : "Create a feed link"}
                </Button>
                {settings.sheetsFeedUrl && (
                  <Button variant="ghost" size="sm" onClick={() => linkAction("sheets", "revoke")}>
                    Turn the feed off
                  </Button>
                )}
              </div>
            </section>
          )}

          {error && <FormAlert>{error}</FormAlert>}
          <Submissions scope={scope} open={open} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

const addressLine = (a: { addressLine1: string; addressLine2: string; city: string; state: string; postalCode: string }) =>
  [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode].filter(Boolean).join(", ");

function Submissions({ scope, open }: { scope: CoupleScope; open: boolean }) {
  const query = useQuery({ ...guestQueries.submissions(scope), enabled: open });
  const decide = useDecideSubmission(scope);
  if (query.isPending) return <Spinner label="Loading requests..." />;
  const submissions = query.data?.submissions ?? [];
  return (
    <section className="grid gap-3">
      <h3 className="font-display text-lg font-semibold">Waiting for you</h3>
      {submissions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing waiting. Registrations and addresses guests send show up here for you to approve.</p>
      ) : (
        <ul className="grid gap-3">
          {submissions.map((s) => (
            <li key={s.id} className="grid gap-2 rounded-[var(--radius)] border border-border p-3 text-sm">
              <p className="font-semibold">
                {s.firstName} {s.lastName} <span className="font-normal text-muted-foreground">({s.kind === "registration" ? "registered with your code" : "sent an address"})</span>
              </p>
              {s.matchedHousehold ? (
                <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                  <dt className="text-muted-foreground">Household</dt>
                  <dd>{s.matchedHousehold.name}</dd>
                  <dt className="text-muted-foreground">Address now</dt>
                  <dd>{addressLine(s.matchedHousehold) || "No address yet"}</dd>
                  <dt className="text-muted-foreground">New address</dt>
                  <dd className="font-medium">{addressLine(s)}</dd>
                </dl>
              ) : (
                <p className="text-muted-foreground">
                  {[s.email, addressLine(s), s.partyNames.length ? `With ${s.partyNames.join(", ")}` : "", s.note].filter(Boolean).join(" · ")}
                </p>
              )}
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() =>
                    void decide
                      .mutateAsync({ id: s.id, approve: true })
                      .then(() => notify.success(s.matchedHousehold ? `${s.matchedHousehold.name}'s address updated` : `${s.firstName} added to your list`), toastError)
                  }
                >
                  Approve
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void decide.mutateAsync({ id: s.id, approve: false }).then(() => notify.success("Request declined"), toastError)}>
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
