import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Download, Mail, Pencil, Plus, Search, Settings2, Trash2, Upload, Users } from "lucide-react";
import { useDeferredValue, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { GUEST_SIDES, GUEST_SORT_LABELS, GUEST_SORTS, GUEST_TYPE_LABELS, RSVP_LABELS, RSVP_STATUSES, type GuestSide, type GuestSort, type RsvpStatus } from "@domain/guests";
import { formatPhone } from "@domain/phone";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { useKeepClearOfAssistants } from "@web/lib/tuck-while-scrolling";
import { exportCsvUrl, guestQueries, useBulkEdit, useDeleteGuests, useRestoreGuests, useUndoBulkEdit, type CoupleScope, type GuestOverview, type GuestView, type ListParams } from "./api";
import { GuestDialog } from "./GuestDialog";
import { GUEST_IMPORT_PATH, sideLabel } from "./labels";
import { EventsDialog, InviteDialog, SharingDialog } from "./Panels";

const PAGE_SIZE = 50;

/** /planning/guest-list-manager: the couple's guest list (or one a couple shared, with ?couple=). */
export default function GuestListManagerPage() {
  usePageTitle("Guest list manager");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: Users,
        title: "Sign in to manage your guest list",
        body: "Keep every guest, household and address in one place, send invitations and watch the RSVPs arrive.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Manager user={user} />}
    </AccountGate>
  );
}

function Manager({ user }: { user: AccountUser }) {
  const [searchParams] = useSearchParams();
  const named = searchParams.get("couple");
  const scope: CoupleScope = named && named !== user.id ? named : null;
  const overview = useQuery(guestQueries.overview(scope));
  return (
    <div className="container-page py-10 sm:py-14">
      <Loaded query={overview} loadingLabel="Loading your guest list..." errorMessage="We couldn't load the guest list.">
        {(data) => <ManagerScreen overview={data} scope={scope} />}
      </Loaded>
    </div>
  );
}

type Dialogs = "add" | "events" | "invite" | "sharing" | null;

function ManagerScreen({ overview, scope }: { overview: GuestOverview; scope: CoupleScope }) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [rsvp, setRsvp] = useState<RsvpStatus | "">("");
  const [side, setSide] = useState<GuestSide | "">("");
  const [tag, setTag] = useState("");
  const [eventId, setEventId] = useState("");
  const [sort, setSort] = useState<GuestSort>("name");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [editing, setEditing] = useState<GuestView | null>(null);
  const [deleting, setDeleting] = useState<GuestView[] | null>(null);

  const params: ListParams = { q: q || undefined, rsvp: rsvp || undefined, side: side || undefined, tag: tag || undefined, eventId: eventId || undefined, sort, page, pageSize: PAGE_SIZE };
  const list = useQuery(guestQueries.list(scope, params));
  const filter = <T,>(setter: (value: T) => void) => (value: T) => {
    setter(value);
    setPage(1);
    setSelected(new Set());
  };
  const { counts, events, couple } = overview;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageGuests = list.data?.guests ?? [];
  const filtering = Boolean(q || rsvp || side || tag || eventId);

  return (
    <>
      <header className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Planning tools</p>
          <h1 className="mt-2 text-title font-semibold leading-tight">Guest list manager</h1>
          {scope && <p className="mt-1 text-muted-foreground">{couple.display}'s guest list</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog("add")}>
            <Plus aria-hidden="true" /> Add guest
          </Button>
          <Button variant="secondary" asChild>
            <Link to={GUEST_IMPORT_PATH}>
              <Upload aria-hidden="true" /> Import
            </Link>
          </Button>
          <Button variant="secondary" onClick={() => setDialog("invite")}>
            <Mail aria-hidden="true" /> Send invitations
          </Button>
          <Button variant="ghost" onClick={() => setDialog("events")}>
            <CalendarDays aria-hidden="true" /> Events
          </Button>
          <Button variant="ghost" onClick={() => setDialog("sharing")}>
            <Settings2 aria-hidden="true" /> RSVP settings
            {overview.pendingSubmissions > 0 && <Badge className="ml-1">{overview.pendingSubmissions}</Badge>}
          </Button>
          <Button variant="ghost" asChild>
            <a href={exportCsvUrl(scope)} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        </div>
      </header>

      <Counts overview={overview} />

      {counts.total === 0 ? (
        <div className="mt-8">
          <EmptyState icon={<Users aria-hidden="true" />} title="Your guest list is empty" tone="warm">
            <p>Add guests one by one, or import the spreadsheet you already have.</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => setDialog("add")}>
                <Plus aria-hidden="true" /> Add guest
              </Button>
              <Button variant="secondary" asChild>
                <Link to={GUEST_IMPORT_PATH}>
                  <Upload aria-hidden="true" /> Import a CSV
                </Link>
              </Button>
            </div>
          </EmptyState>
        </div>
      ) : (
        <section aria-labelledby="guest-list-heading" className="mt-8 grid gap-4">
          <h2 id="guest-list-heading" className="sr-only">
            Guests
          </h2>
          <FilterBar>
            <div className="relative self-end sm:col-span-2 lg:col-span-1">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input type="search" aria-label="Search guests" className="pl-9" placeholder="Search names, emails, households" value={search} onChange={(e) => filter(setSearch)(e.target.value)} />
            </div>
            <FilterSelect label="RSVP" value={rsvp} onChange={filter((v: string) => setRsvp(v as RsvpStatus | ""))} options={RSVP_STATUSES.map((s) => [s, RSVP_LABELS[s]])} all="Any RSVP" />
            <FilterSelect label="Side" value={side} onChange={filter((v: string) => setSide(v as GuestSide | ""))} options={GUEST_SIDES.map((s) => [s, sideLabel(s, couple)])} all="Both sides and each" />
            <FilterSelect label="Tag" value={tag} onChange={filter(setTag)} options={overview.tags.map((t) => [t, t])} all="Any tag" />
            <FilterSelect label="Event" value={eventId} onChange={filter(setEventId)} options={events.map((e) => [e.id, e.name])} all="Any event" />
            <FilterSelect label="Sort" value={sort} onChange={filter((v: string) => setSort(v as GuestSort))} options={GUEST_SORTS.map((s) => [s, GUEST_SORT_LABELS[s]])} />
          </FilterBar>

          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.isPending ? "Loading guests..." : filtering ? `${total.toLocaleString("en-US")} of ${counts.total.toLocaleString("en-US")} guests match` : `${total.toLocaleString("en-US")} guests`}
          </p>

          {selected.size > 0 && <BulkBar scope={scope} overview={overview} selected={[...selected]} onDone={() => setSelected(new Set())} onDelete={() => setDeleting(pageGuests.filter((g) => selected.has(g.id)))} />}

          {list.isPending ? (
            <Spinner label="Loading guests..." />
          ) : pageGuests.length === 0 ? (
            <EmptyState icon={<Search aria-hidden="true" />} title="No guests match">
              <p>Try another search or clear a filter.</p>
            </EmptyState>
          ) : (
            <GuestTable
              guests={pageGuests}
              overview={overview}
              selected={selected}
              onSelect={setSelected}
              onEdit={(g) => setEditing(g)}
              onDelete={(g) => setDeleting([g])}
              busy={list.isFetching}
            />
          )}

          {pages > 1 && (
            <nav aria-label="Guest list pages" className="flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          )}
        </section>
      )}

      <GuestDialog open={dialog === "add" || editing !== null} guest={editing} events={events} couple={couple} scope={scope} onClose={() => (setDialog(null), setEditing(null))} />
      <EventsDialog open={dialog === "events"} events={events} scope={scope} onClose={() => setDialog(null)} />
      <InviteDialog open={dialog === "invite"} overview={overview} scope={scope} onClose={() => setDialog(null)} />
      <SharingDialog open={dialog === "sharing"} overview={overview} scope={scope} onClose={() => setDialog(null)} />
      <DeleteDialog scope={scope} guests={deleting} onClose={() => setDeleting(null)} onDeleted={(ids) => setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))))} />
    </>
  );
}

/** The search and filters: on a phone the assistants' buttons step aside while they would cover any of it. */
function FilterBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useKeepClearOfAssistants(bar);
  return (
    <div ref={bar} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
      {children}
    </div>
  );
}

function FilterSelect({ label, value, onChange, options, all }: { label: string; value: string; onChange(value: string): void; options: [string, string][]; all?: string }) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      <span className="sr-only sm:not-sr-only sm:text-xs sm:text-muted-foreground">{label}</span>
      <NativeSelect aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** Always on screen above the list: the whole list's answers, each event and the meals. */
function Counts({ overview }: { overview: GuestOverview }) {
  const { counts, events } = overview;
  const figures: [string, number, string][] = [
    ["Guests", counts.total, "text-foreground"],
    ["Attending", counts.attending, "text-accent-strong"],
    ["Pending", counts.pending, "text-foreground"],
    ["Declined", counts.declined, "text-muted-foreground"],
  ];
  return (
    <section aria-label="Guest counts" className="sticky top-0 z-10 -mx-4 mt-6 bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:px-0">
      <dl className="grid grid-cols-4 gap-2 sm:gap-4">
        {figures.map(([label, value, tone]) => (
          <Card key={label} className="px-3 py-2 sm:px-5 sm:py-3">
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
            <dd className={cn("font-display text-xl font-semibold sm:text-2xl", tone)}>{value.toLocaleString("en-US")}</dd>
          </Card>
        ))}
      </dl>
      {(events.length > 0 || counts.meals.length > 0) && (
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          {counts.events.map((c) => {
            const event = events.find((e) => e.id === c.eventId);
            return (
              <span key={c.eventId}>
                <strong className="font-semibold text-foreground">{event?.name}</strong>: {c.attending} attending of {c.invited} invited, {c.pending} pending
                {c.declined > 0 && `, ${c.declined} declined`}
              </span>
            );
          })}
          {counts.meals.length > 0 && (
            <span>
              <strong className="font-semibold text-foreground">Meals</strong>: {counts.meals.map((m) => `${m.meal} ${m.count}`).join(", ")}
            </span>
          )}
        </div>
      )}
    </section>
  );
}

const STATUS_STYLES: Record<RsvpStatus, string> = {
  attending: "bg-accent text-accent-foreground",
  pending: "bg-muted text-foreground",
  declined: "border border-border bg-card text-muted-foreground",
};

function StatusBadge({ status }: { status: RsvpStatus }) {
  return <span className={cn("inline-flex rounded-[var(--radius-pill)] px-2.5 py-0.5 text-xs font-semibold", STATUS_STYLES[status])}>{RSVP_LABELS[status]}</span>;
}

function GuestTable({
  guests,
  overview,
  selected,
  onSelect,
  onEdit,
  onDelete,
  busy,
}: {
  guests: GuestView[];
  overview: GuestOverview;
  selected: Set<string>;
  onSelect(next: Set<string>): void;
  onEdit(guest: GuestView): void;
  onDelete(guest: GuestView): void;
  busy: boolean;
}) {
  const allOnPage = guests.every((g) => selected.has(g.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const toggleAll = () => onSelect(allOnPage ? new Set([...selected].filter((id) => !guests.some((g) => g.id === id))) : new Set([...selected, ...guests.map((g) => g.id)]));
  const eventName = (id: string) => overview.events.find((e) => e.id === id)?.name ?? "Event";
  const name = (g: GuestView) => `${g.firstName} ${g.lastName}`.trim();

  return (
    <div aria-busy={busy}>
      {/* Phones: one card per guest. */}
      <ul className="grid gap-3 md:hidden" aria-label="Guests">
        {guests.map((g) => (
          <li key={g.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start gap-3">
                <input type="checkbox" className="mt-1 size-5 accent-[var(--primary)]" aria-label={`Select ${name(g)}`} checked={selected.has(g.id)} onChange={() => toggle(g.id)} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{name(g)}</p>
                  <p className="truncate text-sm text-muted-foreground">{g.household.name}</p>
                </div>
                <StatusBadge status={g.rsvpStatus} />
              </div>
              <GuestFacts guest={g} eventName={eventName} overview={overview} />
              <div className="flex justify-end gap-2">
                <Button variant="ghost" size="sm" onClick={() => onEdit(g)}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onDelete(g)}>
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {/* Wider screens: a table. */}
      <div className="hidden overflow-x-auto rounded-[var(--radius-lg)] border border-border bg-card md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-10 px-3 py-3">
                <input type="checkbox" className="size-4 accent-[var(--primary)]" aria-label="Select every guest on this page" checked={allOnPage} onChange={toggleAll} />
              </th>
              <th scope="col" className="px-3 py-3">
                Guest
              </th>
              <th scope="col" className="px-3 py-3">
                RSVP
              </th>
              <th scope="col" className="px-3 py-3">
                Details
              </th>
              <th scope="col" className="px-3 py-3">
                Table
              </th>
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {guests.map((g) => (
              <tr key={g.id} className="border-b border-border align-top last:border-0">
                <td className="px-3 py-3">
                  <input type="checkbox" className="size-4 accent-[var(--primary)]" aria-label={`Select ${name(g)}`} checked={selected.has(g.id)} onChange={() => toggle(g.id)} />
                </td>
                <td className="px-3 py-3">
                  <p className="font-semibold">{name(g)}</p>
                  <p className="text-muted-foreground">{g.household.name}</p>
                  {g.household.mailingName && g.household.mailingName !== g.household.name && <p className="text-muted-foreground">Envelope: {g.household.mailingName}</p>}
                  {g.email && <p className="text-muted-foreground">{g.email}</p>}
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={g.rsvpStatus} />
                  {g.invitations.length > 0 && (
                    <ul className="mt-1 text-xs text-muted-foreground">
                      {g.invitations.map((i) => (
                        <li key={i.eventId}>
                          {eventName(i.eventId)}: {RSVP_LABELS[i.rsvpStatus]}
                          {i.mealChoice ? ` (${i.mealChoice})` : ""}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-3">
                  <GuestFacts guest={g} overview={overview} />
                </td>
                <td className="px-3 py-3">{g.tableAssignment ?? <span className="text-muted-foreground">None</span>}</td>
                <td className="px-3 py-3">
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="sm" onClick={() => onEdit(g)} aria-label={`Edit ${name(g)}`}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => onDelete(g)} aria-label={`Delete ${name(g)}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function GuestFacts({ guest: g, overview, eventName }: { guest: GuestView; overview: GuestOverview; eventName?: (id: string) => string }) {
  const facts = [
    sideLabel(g.side, overview.couple),
    g.guestType !== "adult" ? GUEST_TYPE_LABELS[g.guestType] : null,
    g.mealChoice ? `Meal: ${g.mealChoice}` : null,
    g.dietaryNeeds ? `Dietary: ${g.dietaryNeeds}` : null,
    g.plusOneAllowed ? `Plus-one${g.plusOneName ? `: ${g.plusOneName}` : ""}` : null,
    g.phone ? formatPhone(g.phone) : null,
    eventName && g.invitations.length ? g.invitations.map((i) => `${eventName(i.eventId)}: ${RSVP_LABELS[i.rsvpStatus]}`).join(", ") : null,
    g.household.songRequest ? `Song: ${g.household.songRequest}` : null,
    g.household.responseNote ? `Note: ${g.household.responseNote}` : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">{facts.join(" · ")}</p>
      {g.tags.length > 0 && (
        <p className="flex flex-wrap gap-1">
          {g.tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
        </p>
      )}
    </div>
  );
}

function BulkBar({ scope, overview, selected, onDone, onDelete }: { scope: CoupleScope; overview: GuestOverview; selected: string[]; onDone(): void; onDelete(): void }) {
  const bulk = useBulkEdit(scope);
  const undo = useUndoBulkEdit(scope);
  const [action, setAction] = useState("");
  const [value, setValue] = useState("");
  const apply = async () => {
    const set: Record<string, unknown> = {};
    if (action === "rsvp") set.rsvpStatus = value;
    if (action === "side") set.side = value;
    if (action === "table") set.tableAssignment = value;
    if (action === "addTag") set.addTags = [value.trim()];
    if (action === "removeTag") set.removeTags = [value];
    if (action === "invite") set.inviteEventIds = [value];
    if (action === "uninvite") set.uninviteEventIds = [value];
    if (action === "plusOne") set.plusOneAllowed = value === "allowed";
    try {
      const { previous } = await bulk.mutateAsync({ ids: selected, set });
      // Every bulk change can be taken back: the answer holds the guests as they were.
      void notify.success(`Updated ${selected.length} ${selected.length === 1 ? "guest" : "guests"}`, {
        action: { label: "Undo", onClick: () => void undo.mutateAsync(previous).then(() => notify.success("Change undone"), toastError) },
      });
      setAction("");
      setValue("");
      onDone();
    } catch (error) {
      toastError(error as Error);
    }
  };
  const valueOptions: [string, string][] | null =
    action === "rsvp"
      ? RSVP_STATUSES.map((s) => [s, RSVP_LABELS[s]])
      : action === "side"
        ? GUEST_SIDES.map((s) => [s, sideLabel(s, overview.couple)])
        : action === "plusOne"
          ? [
              ["allowed", "Plus-one allowed"],
              ["none", "No plus-one"],
            ]
          : action === "removeTag"
          ? overview.tags.map((t) => [t, t])
          : action === "invite" || action === "uninvite"
            ? overview.events.map((e) => [e.id, e.name])
            : null;
  return (
    <div role="region" aria-label="Edit selected guests" className="flex flex-col gap-3 rounded-[var(--radius-lg)] border border-primary/30 bg-primary-soft p-3 sm:flex-row sm:flex-wrap sm:items-end">
      <p className="text-sm font-semibold sm:self-center">{selected.length} selected</p>
      <label className="grid gap-1 text-xs font-medium">
        Change
        <NativeSelect value={action} onChange={(e) => (setAction(e.target.value), setValue(""))}>
          <option value="">Choose a change</option>
          <option value="rsvp">Set RSVP</option>
          <option value="side">Set side</option>
          <option value="table">Set table</option>
          <option value="addTag">Add a tag</option>
          <option value="removeTag">Remove a tag</option>
          {overview.events.length > 0 && <option value="invite">Invite to an event</option>}
          {overview.events.length > 0 && <option value="uninvite">Remove from an event</option>}
          <option value="plusOne">Set plus-one</option>
        </NativeSelect>
      </label>
      {action && (
        <label className="grid gap-1 text-xs font-medium">
          To
          {valueOptions ? (
            <NativeSelect value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="">Choose</option>
              {valueOptions.map(([v, text]) => (
                <option key={v} value={v}>
                  {text}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={action === "table" ? "Table 4" : "Family"} />
          )}
        </label>
      )}
      <Button size="sm" disabled={!action || (!value && action !== "table") || bulk.isPending} onClick={() => void apply()}>
        Apply
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete}>
        <Trash2 aria-hidden="true" /> Delete selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}

/** Deleting asks first; afterwards a toast offers Undo. */
function DeleteDialog({ scope, guests, onClose, onDeleted }: { scope: CoupleScope; guests: GuestView[] | null; onClose(): void; onDeleted(ids: string[]): void }) {
  const remove = useDeleteGuests(scope);
  const restore = useRestoreGuests(scope);
  const names = guests?.map((g) => `${g.firstName} ${g.lastName}`.trim()) ?? [];
  const confirm = async () => {
    if (!guests) return;
    try {
      const { deleted } = await remove.mutateAsync(guests.map((g) => g.id));
      onDeleted(deleted);
      onClose();
      void notify.success(deleted.length === 1 ? `${names[0]} removed from your list` : `${deleted.length} guests removed from your list`, {
        action: { label: "Undo", onClick: () => void restore.mutateAsync(deleted).then(() => notify.success("Guests restored"), toastError) },
      });
    } catch (error) {
      toastError(error as Error);
    }
  };
  return (
    <Dialog open={guests !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{names.length === 1 ? `Delete ${names[0]}?` : `Delete ${names.length} guests?`}</DialogTitle>
        <DialogDescription>Their answers and invitations go with them. You can undo right after.</DialogDescription>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
