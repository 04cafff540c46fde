import { useQuery } from "@tanstack/react-query";
import { MailPlus, MessagesSquare, RotateCw, Trash2, UserRoundPlus, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { INVITATION_STATE_LABELS, invitationSchema, RELATIONSHIP_LABELS, RELATIONSHIPS, ROLE_PRESETS, type Relationship } from "@domain/collaboration";
import { NO_ACCESS, type ContributorPermissions } from "@domain/contributors";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Loaded } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { flags } from "@web/lib/flags";
import { usePageTitle } from "@web/lib/page-head";
import { notify, toastError } from "@web/lib/toast";
import { collaborationQueries, useManagedCouple, useInvite, useRemoveContributor, useResendInvitation, useRevokeInvitation, useUpdateContributor, type AccessView, type ContributorView, type InvitationView } from "./api";
import { describeAccess, PermissionPicker, SELECT_CLASS } from "./PermissionPicker";
import { UnreadBadge, unreadWords, useUnreadChats } from "./ChatUnread";

/** /contributor-access: who helps the couple, what each may do, and the invitations out. */
export default function ContributorAccessPage() {
  usePageTitle("Contributor access");
  return (
    <AccountGate
      needs="couple"
      signedOut={{
        icon: Users,
        title: "Sign in to invite helpers",
        body: "Invite a parent, your wedding party or a planner friend, and choose what each of them can see and change.",
        actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "New to Serviceberry? Create a free account" }} />,
      }}
    >
      {(user) => <Access user={user} />}
    </AccountGate>
  );
}

function Access({ user }: { user: AccountUser }) {
  // The partner who joined through the partner invitation manages the couple's helpers too (?coupleId=).
  const coupleId = useManagedCouple();
  const query = useQuery(collaborationQueries.access(user.id, coupleId));
  const onCouple = coupleId ? `?coupleId=${encodeURIComponent(coupleId)}` : "";
  return (
    <div className="container-page grid gap-8 py-10 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Contributors</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Who's helping you plan</h1>
        <p className="max-w-2xl text-muted-foreground">
          Invite the people helping with your wedding and choose, area by area, what they can see and change. You can change or remove anyone's access at any time.{" "}
          <Link to="/contributors-guide" className="font-medium text-primary underline underline-offset-4">
            How helping works
          </Link>
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild variant="secondary" size="sm">
            <Link to={`/contributor/${encodeURIComponent(coupleId ?? user.id)}/chat`}>
              <MessagesSquare aria-hidden="true" />
              Open the planning chat
              {!coupleId && <OwnChatUnread />}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={`/planning/tasks-polls${onCouple}`}>Tasks and polls</Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={`/budget-permissions${onCouple}`}>Family budget access</Link>
          </Button>
        </div>
      </header>
      <InviteForm />
      <Loaded query={query} loadingLabel="Loading your helpers..." errorMessage="We couldn't load your helpers.">
        {(data) => <AccessLists data={data} />}
      </Loaded>
    </div>
  );
}

function InviteForm() {
  const [email, setEmail] = useState("");
  const [relationship, setRelationship] = useState<Relationship>("parent");
  const [permissions, setPermissions] = useState<ContributorPermissions>({ ...NO_ACCESS, chat: "edit" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useInvite();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invitationSchema.safeParse({ email, relationship, permissions });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        void notify.success(`Invitation sent to ${sent.email}`);
        setEmail("");
      },
    });
  }

  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        <UserRoundPlus aria-hidden="true" className="size-5 text-primary" />
        Invite a helper
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Their email" error={errors.email}>
            {(ids) => <Input {...ids} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="joan@example.com" />}
          </FormField>
          <FormField label="They are your" error={errors.relationship}>
            {(ids) => (
              <select {...ids} className={SELECT_CLASS} value={relationship} onChange={(e) => setRelationship(e.target.value as Relationship)}>
                {RELATIONSHIPS.map((r) => (
                  <option key={r} value={r}>
                    {RELATIONSHIP_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {flags.collab_roles_mvp && (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Start from a role">
            <span className="text-sm font-medium">Start from a role:</span>
            {Object.entries(ROLE_PRESETS).map(([key, preset]) => (
              <Button key={key} type="button" variant="secondary" size="sm" onClick={() => setPermissions(preset.permissions)}>
                {preset.label}
              </Button>
            ))}
          </div>
        )}
        <PermissionPicker idPrefix="invite" value={permissions} onChange={setPermissions} />
        {invite.error && <FormAlert>{invite.error.message}</FormAlert>}
        <div>
          <Button type="submit" disabled={invite.isPending}>
            <MailPlus aria-hidden="true" />
            Send invitation
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AccessLists({ data }: { data: AccessView }) {
  const [editing, setEditing] = useState<ContributorView | null>(null);
  const [removing, setRemoving] = useState<ContributorView | null>(null);
  const [revoking, setRevoking] = useState<InvitationView | null>(null);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const remove = useRemoveContributor();
  return (
    <div className="grid gap-8">
      <section className="grid gap-3" aria-labelledby="helpers-heading">
        <h2 id="helpers-heading" className="font-display text-2xl font-semibold">
          Helpers ({data.contributors.length})
        </h2>
        {data.contributors.length === 0 ? (
          <EmptyState icon={<Users aria-hidden="true" />} title="No helpers yet" tone="warm">
            <p>Once someone accepts your invitation, they show here with what they can do.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {data.contributors.map((helper) => (
              <li key={helper.id} data-testid="contributor" className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {helper.name}
                    {helper.you && " (you)"} <span className="font-normal text-muted-foreground">· {RELATIONSHIP_LABELS[helper.relationship]}</span>
                  </p>
                  <p className="break-all text-sm text-muted-foreground">{helper.email}</p>
                  <p className="mt-1 text-sm">{describeAccess(helper.permissions)}</p>
                </div>
                {helper.you ? (
                  <p className="text-sm text-muted-foreground sm:max-w-56">Your partner changes your own access; you can leave from your contributor dashboard.</p>
                ) : (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(helper)}>
                    Change access<span className="sr-only"> for {helper.name}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(helper)}>
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> {helper.name}</span>
                  </Button>
                </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-3" aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="font-display text-2xl font-semibold">
          Invitations
        </h2>
        {data.invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invitations waiting. Invitations last 14 days and work once.</p>
        ) : (
          <ul className="grid gap-2">
            {data.invitations.map((invitation) => {
              const open = invitation.state === "sent" || invitation.state === "opened" || invitation.state === "expired";
              return (
                <li key={invitation.id} data-testid="invitation" className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] border border-border bg-card px-4 py-3">
                  <span className="min-w-0 break-all">
                    <span className="font-medium">{invitation.email}</span>
                    <span className="text-sm text-muted-foreground"> · {RELATIONSHIP_LABELS[invitation.relationship]}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge variant={invitation.state === "revoked" || invitation.state === "expired" ? "outline" : "primary"}>{INVITATION_STATE_LABELS[invitation.state]}</Badge>
                    {open && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(invitation.id, { onSuccess: () => void notify.success(`Sent again to ${invitation.email}`), onError: toastError })}
                      >
                        <RotateCw aria-hidden="true" />
                        Resend<span className="sr-only"> to {invitation.email}</span>
                      </Button>
                    )}
                    {invitation.state !== "revoked" && (
                      <Button variant="ghost" size="sm" onClick={() => setRevoking(invitation)}>
                        Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                      </Button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {editing && <EditAccessDialog helper={editing} onClose={() => setEditing(null)} />}
      <Confirm
        open={removing !== null}
        title={`Remove ${removing?.name ?? "this helper"}?`}
        description="Their access ends right away, including an open planning chat. You can invite them again later."
        confirmLabel="Remove helper"
        pending={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => (void notify.success(`${removing.name} no longer has access`), setRemoving(null)) })}
      />
      <Confirm
        open={revoking !== null}
        title="Withdraw this invitation?"
        description={`The link sent to ${revoking?.email ?? "them"} stops working right away.`}
        confirmLabel="Withdraw invitation"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
    </div>
  );
}

export function EditAccessDialog({ helper, onClose }: { helper: ContributorView; onClose(): void }) {
  const [relationship, setRelationship] = useState<Relationship>(helper.relationship);
  const [permissions, setPermissions] = useState<ContributorPermissions>(helper.permissions);
  const update = useUpdateContributor();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>Change {helper.name}'s access</DialogTitle>
        <DialogDescription>Changes apply to their next step: a page they have open can't save what they may no longer change.</DialogDescription>
        <FormField label="They are your">
          {(ids) => (
            <select {...ids} className={SELECT_CLASS} value={relationship} onChange={(e) => setRelationship(e.target.value as Relationship)}>
              {RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {RELATIONSHIP_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <PermissionPicker idPrefix={`edit-${helper.id}`} value={permissions} onChange={setPermissions} />
        {update.error && <FormAlert>{update.error.message}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ contributorId: helper.id, input: { relationship, permissions } }, { onSuccess: () => (void notify.success(`${helper.name}'s access is updated`), onClose()) })
            }
          >
            Save access
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function Confirm(props: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        {props.error && <FormAlert>{props.error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The couple's own chat's unread count, on the button that opens it. */
function OwnChatUnread() {
  const own = useUnreadChats()?.chats.find((chat) => chat.own);
  if (!own || own.unread === 0) return null;
  return (
    <>
      <UnreadBadge count={own.unread} mentions={own.mentions} />
      <span className="sr-only">, {unreadWords(own)}</span>
    </>
  );
}
