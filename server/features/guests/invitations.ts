import { sql, type SQL } from "drizzle-orm";
import type { RsvpStatus } from "../../../domain/guests.ts";
import type { Database } from "../../db/client.ts";
import { textArray } from "../../db/text-array.ts";
import { guests, type GuestInvitations, type StoredInvitation } from "../../db/schema/index.ts";
import { executedRows } from "../../db/rows.ts";

/**
 * A guest's events and answers live on their row in `guests.invitations`, an object keyed by event id
 * (decision 021). These are the reads and the SQL expressions every guest operation shares, so the
 * shape is written in one place.
 */

export interface InvitationView {
  eventId: string;
  rsvpStatus: RsvpStatus;
  mealChoice: string | null;
  respondedAt: string | null;
}

/** A guest's invitations in the wedding's order of events (`eventOrder`: event id to its place). */
export function invitationViews(invitations: GuestInvitations, eventOrder: ReadonlyMap<string, number>): InvitationView[] {
  const place = (eventId: string) => eventOrder.get(eventId) ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(invitations)
    .sort(([a], [b]) => place(a) - place(b))
    .map(([eventId, answer]) => ({
      eventId,
      rsvpStatus: answer.status,
      mealChoice: answer.mealChoice ?? null,
      respondedAt: answer.respondedAt ? new Date(answer.respondedAt).toISOString() : null,
    }));
}

/** Each event's place in its wedding's order (position, then when it was added). */
export function eventOrderOf(events: readonly { id: string }[]): Map<string, number> {
  return new Map(events.map((event, index) => [event.id, index]));
}

/** Invitations to these events, all with one answer (no meal, not yet answered unless `respondedAt`). */
export function invitationsTo(eventIds: readonly string[], status: RsvpStatus = "pending", respondedAt: Date | null = null): GuestInvitations {
  const answer: StoredInvitation = respondedAt ? { status, respondedAt: respondedAt.toISOString() } : { status };
  return Object.fromEntries(eventIds.map((eventId) => [eventId, answer]));
}

const asJsonb = (value: GuestInvitations) => sql`${JSON.stringify(value)}::jsonb`;

/** Adds invitations to these events; an answer the guest already has is kept. */
export function withInvitations(added: GuestInvitations): SQL {
  return sql`${asJsonb(added)} || ${guests.invitations}`;
}

/** Invited to exactly these events: answers to events still listed are kept, new ones start as `status`. */
export function invitedToExactly(eventIds: readonly string[], status: RsvpStatus): SQL {
  const kept = sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${guests.invitations}) where key = any(${textArray(eventIds)}))`;
  return sql`${asJsonb(invitationsTo(eventIds, status))} || ${kept}`;
}

/** No longer invited to these events. */
export function withoutEvents(eventIds: readonly string[]): SQL {
  return sql`${guests.invitations} - ${textArray(eventIds)}`;
}

/** Every event answered the same way (a hand-set answer); meals stay as they were. */
export function allAnswered(status: RsvpStatus, at: Date): SQL {
  const answer = { status, respondedAt: status === "pending" ? null : at.toISOString() };
  return sql`(select coalesce(jsonb_object_agg(key, value || ${JSON.stringify(answer)}::jsonb), '{}'::jsonb) from jsonb_each(${guests.invitations}))`;
}

/** The guest is invited to this event. */
export function invitedTo(eventId: string): SQL {
  return sql`${guests.invitations} ? ${eventId}`;
}

/** The overall answer from the per-event ones: the SQL twin of domain/guests.ts `overallRsvpStatus`. */
export function overallFromInvitations(): SQL {
  const statuses = sql`(select value ->> 'status' from jsonb_each(${guests.invitations}))`;
  return sql`case
    when 'attending' = any(array${statuses}) then 'attending'
    when 'declined' = all(array${statuses}) then 'declined'
    else 'pending' end`;
}

/** Guests invited to at least one event (the others keep a hand-set overall answer). */
export function invitedToAny(): SQL {
  return sql`${guests.invitations} <> '{}'::jsonb`;
}

/** How many of the matching guests are invited to each event, by answer. */
export async function invitationCounts(db: Pick<Database, "execute">, where: SQL | undefined): Promise<{ eventId: string; rsvpStatus: RsvpStatus; n: number }[]> {
  const result = await db.execute(sql`
    select invitation.key as event_id, invitation.value ->> 'status' as rsvp_status, count(*) as n
    from ${guests} cross join lateral jsonb_each(${guests.invitations}) as invitation
    where ${where ?? sql`true`}
    group by 1, 2`);
  // count(*) is a bigint, which arrives as text.
  const rows = executedRows<{ event_id: string; rsvp_status: RsvpStatus; n: string | number }>(result);
  return rows.map((row) => ({ eventId: row.event_id, rsvpStatus: row.rsvp_status, n: Number(row.n) }));
}
