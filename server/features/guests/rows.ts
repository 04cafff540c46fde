import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { GuestSide, GuestType, RsvpStatus } from "../../../domain/guests.ts";
import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../db/client.ts";
import { loadCoupleOwnedRow } from "../../db/owned-row.ts";
import { coupleProfiles, guestHouseholds, guestListSettings, guests, guestSubmissions, users, weddingEvents } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import { eventOrderOf, invitationViews } from "./invitations.ts";

/** What guest operations use: the database, and mail (with the public URL) for invitations. */
export type GuestDeps = Pick<AppDeps, "db" | "config" | "mailer" | "logger">;
export type Reader = Pick<Database, "select" | "execute">;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type GuestRow = typeof guests.$inferSelect;
export type HouseholdRow = typeof guestHouseholds.$inferSelect;
export type EventRow = typeof weddingEvents.$inferSelect;

/** 32 random bytes as base64url: 256 bits, for RSVP links, the address link and the sheets feed. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export const guestNotFound = () => new ApiError(404, "guest_not_found", "We couldn't find that guest on your list.");
export const householdNotFound = () => new ApiError(404, "household_not_found", "We couldn't find that household on your list.");
export const eventNotFound = () => new ApiError(404, "event_not_found", "We couldn't find that event in your wedding.");

/** A live guest of this couple, else 404 (someone else's id answers the same as a missing one). */
export async function loadGuest(db: Reader, coupleId: string, guestId: string): Promise<GuestRow> {
  const [row] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.coupleId, coupleId), isNull(guests.deletedAt)))
    .limit(1);
  if (!row) throw guestNotFound();
  return row;
}

export function loadHousehold(db: Reader, coupleId: string, householdId: string): Promise<HouseholdRow> {
  return loadCoupleOwnedRow(db, guestHouseholds, coupleId, householdId, householdNotFound);
}

export function loadEvent(db: Reader, coupleId: string, eventId: string): Promise<EventRow> {
  return loadCoupleOwnedRow(db, weddingEvents, coupleId, eventId, eventNotFound);
}

export const submissionNotFound = () => new ApiError(404, "submission_not_found", "We couldn't find that request. It may have been handled already.");

export async function loadSubmission(db: Reader, coupleId: string, submissionId: string) {
  const [row] = await db
    .select({ id: guestSubmissions.id })
    .from(guestSubmissions)
    .where(and(eq(guestSubmissions.id, submissionId), eq(guestSubmissions.coupleId, coupleId)))
    .limit(1);
  if (!row) throw submissionNotFound();
  return row;
}

export async function loadEvents(db: Reader, coupleId: string): Promise<EventRow[]> {
  return db.select().from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId)).orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt));
}

/** The listed event ids must all be this couple's, else 404. */
export async function checkEventIds(db: Reader, coupleId: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const unique = [...new Set(eventIds)];
  const found = await db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.coupleId, coupleId), inArray(weddingEvents.id, unique)));
  if (found.length !== unique.length) throw eventNotFound();
}

export async function loadSettings(db: Reader, coupleId: string) {
  const [row] = await db.select().from(guestListSettings).where(eq(guestListSettings.coupleId, coupleId)).limit(1);
  return row;
}

/** "Maya and Theo", from the couple profile, else the account's name. */
export async function coupleNames(db: Reader, coupleId: string): Promise<{ display: string; partner1: string; partner2: string }> {
  const [row] = await db
    .select({ partner1: coupleProfiles.partner1Name, partner2: coupleProfiles.partner2Name, name: users.name })
    .from(users)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, users.id))
    .where(eq(users.id, coupleId))
    .limit(1);
  const partner1 = row?.partner1?.trim() || "";
  const partner2 = row?.partner2?.trim() || "";
  const display = partner1 && partner2 ? `${partner1} and ${partner2}` : partner1 || partner2 || row?.name || "The couple";
  return { display, partner1, partner2 };
}

export function householdView(row: HouseholdRow) {
  return {
    id: row.id,
    name: row.name,
    mailingName: row.mailingName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    addressSource: row.addressSource as "couple" | "guest",
    songRequest: row.songRequest,
    responseNote: row.responseNote,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    invitationSentAt: row.invitationSentAt?.toISOString() ?? null,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
  };
}
export type HouseholdView = ReturnType<typeof householdView>;

export function guestView(row: GuestRow, household: HouseholdRow, eventOrder: ReadonlyMap<string, number>) {
  return {
    id: row.id,
    householdId: row.householdId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    side: row.side as GuestSide,
    guestType: row.guestType as GuestType,
    rsvpStatus: row.rsvpStatus as RsvpStatus,
    tags: row.tags,
    mealChoice: row.mealChoice,
    dietaryNeeds: row.dietaryNeeds,
    accessibilityNeeds: row.accessibilityNeeds,
    plusOneAllowed: row.plusOneAllowed,
    plusOneName: row.plusOneName,
    tableAssignment: row.tableAssignment,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    household: householdView(household),
    invitations: invitationViews(row.invitations, eventOrder),
  };
}
export type GuestView = ReturnType<typeof guestView>;

export function eventView(row: EventRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    eventDate: row.eventDate,
    startTime: row.startTime,
    location: row.location,
    mealOptions: row.mealOptions,
  };
}
export type EventView = ReturnType<typeof eventView>;

/** Reads full views of these guests (in the given order). */
export async function readGuestViews(db: Reader, guestRows: readonly GuestRow[]): Promise<GuestView[]> {
  if (guestRows.length === 0) return [];
  const householdIds = [...new Set(guestRows.map((g) => g.householdId))];
  const households = await db.select().from(guestHouseholds).where(inArray(guestHouseholds.id, householdIds));
  const byId = new Map(households.map((h) => [h.id, h]));
  const coupleIds = [...new Set(guestRows.map((g) => g.coupleId))];
  const events = await db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(inArray(weddingEvents.coupleId, coupleIds))
    .orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt));
  const eventOrder = eventOrderOf(events);
  return guestRows.map((g) => guestView(g, byId.get(g.householdId)!, eventOrder));
}
