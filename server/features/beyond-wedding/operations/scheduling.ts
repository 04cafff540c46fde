import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  ALTERNATIVES_OFFERED,
  BOOKING_HORIZON_DAYS,
  formatSessionTime,
  PROVIDER_KIND_LABELS,
  providerSlots,
  SESSION_MINUTES,
  SLOT_TAKEN_MESSAGE,
  UPCOMING_SESSIONS_MAX,
  type BookSessionInput,
  type ProviderInput,
  type ProviderKind,
  type ProviderView,
  type SessionView,
} from "../../../../domain/intake-scheduling.ts";
import type { AppDeps } from "../../../deps.ts";
import { intakeProviders, intakeSessions, users } from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ApiError } from "../../../http/errors.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { sessionMail } from "./scheduling-mail.ts";

export type SchedulingDeps = Pick<AppDeps, "db" | "config" | "mailer" | "logger">;

type ProviderRow = typeof intakeProviders.$inferSelect;
type SessionRow = typeof intakeSessions.$inferSelect;

const providerNotFound = () => new ApiError(404, "provider_not_found", "We couldn't find that counselor, coach or planner. Please pick from the list.");
const sessionNotFound = () => new ApiError(404, "session_not_found", "We couldn't find that session.");

function providerView(row: ProviderRow): ProviderView {
  return { id: row.id, name: row.name, kind: row.kind as ProviderKind, bio: row.bio, timeZone: row.timeZone, availability: row.availability, active: row.active };
}

function sessionView(row: SessionRow, provider: ProviderRow): SessionView {
  return {
    id: row.id,
    provider: { id: provider.id, name: provider.name, kind: provider.kind as ProviderKind, timeZone: provider.timeZone },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status === "canceled" ? "canceled" : "confirmed",
    note: row.note,
  };
}

/** The provider's offered hours still free (no confirmed session at that start), earliest first. */
async function openSlots(db: SchedulingDeps["db"], provider: ProviderRow, now: Date): Promise<Date[]> {
  const offered = providerSlots(provider, now);
  if (offered.length === 0) return [];
  const taken = await db
    .select({ startsAt: intakeSessions.startsAt })
    .from(intakeSessions)
    .where(and(eq(intakeSessions.providerId, provider.id), eq(intakeSessions.status, "confirmed"), gt(intakeSessions.startsAt, now)));
  const takenAt = new Set(taken.map((row) => row.startsAt.getTime()));
  return offered.filter((slot) => !takenAt.has(slot.getTime()));
}

/** The 409 for a time someone else got first, naming the next free times. */
async function slotTaken(db: SchedulingDeps["db"], provider: ProviderRow, now: Date): Promise<ApiError> {
  const others = (await openSlots(db, provider, now)).slice(0, ALTERNATIVES_OFFERED);
  const message = others.length
    ? `${SLOT_TAKEN_MESSAGE} Other times with ${provider.name}: ${others.map((at) => formatSessionTime(at, provider.timeZone)).join("; ")}.`
    : `${SLOT_TAKEN_MESSAGE} ${provider.name} has no other free times in the next ${BOOKING_HORIZON_DAYS} days; please try someone else.`;
  return new ApiError(409, "slot_taken", message, { alternatives: others.map((at) => at.toISOString()) });
}

/** The start must be one of the provider's offered hours (within notice and horizon). */
function checkOffered(provider: ProviderRow, startsAt: Date, now: Date) {
  if (!providerSlots(provider, now).some((slot) => slot.getTime() === startsAt.getTime())) {
    throw new ApiError(400, "slot_not_offered", `${provider.name} doesn't offer that time. Please pick one of the times listed.`);
  }
}

async function loadProvider(db: SchedulingDeps["db"], providerId: string): Promise<ProviderRow> {
  const [row] = await db.select().from(intakeProviders).where(eq(intakeProviders.id, providerId)).limit(1);
  if (!row) throw providerNotFound();
  return row;
}

/** A session of this couple, or the same 404 as a missing one (another couple's session is never told apart). */
export async function findOwnSession(deps: Pick<SchedulingDeps, "db">, coupleId: string, sessionId: string) {
  return loadOwnSession(deps.db, coupleId, sessionId);
}

async function loadOwnSession(db: SchedulingDeps["db"], coupleId: string, sessionId: string) {
  const [row] = await db
    .select({ session: intakeSessions, provider: intakeProviders })
    .from(intakeSessions)
    .innerJoin(intakeProviders, eq(intakeProviders.id, intakeSessions.providerId))
    .where(and(eq(intakeSessions.id, sessionId), eq(intakeSessions.coupleId, coupleId)))
    .limit(1);
  if (!row) throw sessionNotFound();
  return row;
}

async function coupleContact(db: SchedulingDeps["db"], coupleId: string) {
  const [row] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, coupleId)).limit(1);
  return row?.verified ? row.email : null;
}

/** /intake-scheduling: the providers couples can book, each with their free hours, and the couple's sessions. */
export async function readScheduling(deps: SchedulingDeps, coupleId: string, now = new Date()) {
  const { db } = deps;
  const providers = await db.select().from(intakeProviders).where(eq(intakeProviders.active, true)).orderBy(asc(intakeProviders.name));
  const withSlots = await Promise.all(
    providers.map(async (provider) => ({ ...providerView(provider), slots: (await openSlots(db, provider, now)).map((at) => at.toISOString()) })),
  );
  return { providers: withSlots, sessions: await coupleSessions(deps, coupleId) };
}

/** The couple's sessions, newest first (at most 50: upcoming ones and the recent past). */
export async function coupleSessions(deps: Pick<SchedulingDeps, "db">, coupleId: string): Promise<SessionView[]> {
  const rows = await deps.db
    .select({ session: intakeSessions, provider: intakeProviders })
    .from(intakeSessions)
    .innerJoin(intakeProviders, eq(intakeProviders.id, intakeSessions.providerId))
    .where(eq(intakeSessions.coupleId, coupleId))
    .orderBy(desc(intakeSessions.startsAt))
    .limit(50);
  return rows.map((row) => sessionView(row.session, row.provider));
}

/**
 * Books an offered hour in one transaction: the couple's row is locked first so their own bookings
 * run one at a time (the limit of upcoming sessions holds), and the partial unique index admits one
 * confirmed session per provider and start, also when two couples race for the same hour: the
 * loser's insert fails with 23505 and is told, with other times offered.
 */
export async function bookSession(deps: SchedulingDeps, coupleId: string, input: BookSessionInput, now = new Date()) {
  const { db } = deps;
  const provider = await loadProvider(db, input.providerId);
  if (!provider.active) throw providerNotFound();
  const startsAt = new Date(input.startsAt);
  checkOffered(provider, startsAt, now);
  let row: SessionRow;
  try {
    row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, coupleId)).for("update");
      const [upcoming] = await tx
        .select({ n: count() })
        .from(intakeSessions)
        .where(and(eq(intakeSessions.coupleId, coupleId), eq(intakeSessions.status, "confirmed"), gt(intakeSessions.startsAt, now)));
      if ((upcoming?.n ?? 0) >= UPCOMING_SESSIONS_MAX) {
        throw new ApiError(409, "too_many_sessions", `You already have ${UPCOMING_SESSIONS_MAX} upcoming sessions. Cancel or hold one of them before booking another.`);
      }
      const [inserted] = await tx
        .insert(intakeSessions)
        .values({ providerId: provider.id, coupleId, startsAt, endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000), status: "confirmed", note: input.note })
        .returning();
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await slotTaken(db, provider, now);
    throw error;
  }
  const to = await coupleContact(db, coupleId);
  if (to) sendLater(deps.mailer, deps.logger, sessionMail.booked(to, deps.config.publicUrl, row, provider));
  return { session: sessionView(row, provider) };
}

/** Moves a confirmed, upcoming session to another offered hour of the same provider: one UPDATE, guarded by the same index. */
export async function rescheduleSession(deps: SchedulingDeps, coupleId: string, sessionId: string, startsAtText: string, now = new Date()) {
  const { db } = deps;
  const { session, provider } = await loadOwnSession(db, coupleId, sessionId);
  if (session.status !== "confirmed") throw new ApiError(409, "session_canceled", "This session was canceled. Book a new time instead.");
  if (session.startsAt.getTime() <= now.getTime()) throw new ApiError(400, "session_in_past", "This session has already taken place, so it can't be moved.");
  if (!provider.active) throw new ApiError(409, "provider_inactive", `${provider.name} no longer takes new times. Keep this session, or cancel it and book someone else.`);
  const startsAt = new Date(startsAtText);
  if (startsAt.getTime() === session.startsAt.getTime()) throw new ApiError(400, "same_time", "That is the session's current time. Pick a different one.");
  checkOffered(provider, startsAt, now);
  let updated: SessionRow | undefined;
  try {
    [updated] = await db
      .update(intakeSessions)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000), sequence: sql`${intakeSessions.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(intakeSessions.id, session.id), eq(intakeSessions.status, "confirmed")))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw await slotTaken(db, provider, now);
    throw error;
  }
  if (!updated) throw new ApiError(409, "session_canceled", "This session was canceled. Book a new time instead.");
  const to = await coupleContact(db, coupleId);
  if (to) sendLater(deps.mailer, deps.logger, sessionMail.rescheduled(to, deps.config.publicUrl, updated, provider, session.startsAt));
  return { session: sessionView(updated, provider) };
}

/** Cancels a confirmed, upcoming session; the hour is free for others at once. */
export async function cancelSession(deps: SchedulingDeps, coupleId: string, sessionId: string, now = new Date()) {
  const { db } = deps;
  const { session, provider } = await loadOwnSession(db, coupleId, sessionId);
  if (session.startsAt.getTime() <= now.getTime()) throw new ApiError(400, "session_in_past", "This session has already taken place, so it can't be canceled.");
  const [updated] = await db
    .update(intakeSessions)
    .set({ status: "canceled", sequence: sql`${intakeSessions.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(intakeSessions.id, session.id), eq(intakeSessions.status, "confirmed")))
    .returning();
  if (!updated) throw new ApiError(409, "already_canceled", "This session is already canceled.");
  const to = await coupleContact(db, coupleId);
  if (to) sendLater(deps.mailer, deps.logger, sessionMail.canceled(to, deps.config.publicUrl, updated, provider));
  return { session: sessionView(updated, provider) };
}

/** The session's calendar file (a canceled one's says CANCELLED, which removes it from calendars). */
export async function sessionCalendar(deps: SchedulingDeps, coupleId: string, sessionId: string) {
  const { session, provider } = await loadOwnSession(deps.db, coupleId, sessionId);
  return sessionMail.calendarFile(deps.config.publicUrl, session, provider);
}

/** The couple's upcoming confirmed sessions, soonest first (June and the overview). */
export async function upcomingSessions(deps: Pick<SchedulingDeps, "db">, coupleId: string, now = new Date()): Promise<SessionView[]> {
  const rows = await deps.db
    .select({ session: intakeSessions, provider: intakeProviders })
    .from(intakeSessions)
    .innerJoin(intakeProviders, eq(intakeProviders.id, intakeSessions.providerId))
    .where(and(eq(intakeSessions.coupleId, coupleId), eq(intakeSessions.status, "confirmed"), gt(intakeSessions.startsAt, now)))
    .orderBy(asc(intakeSessions.startsAt))
    .limit(UPCOMING_SESSIONS_MAX);
  return rows.map((row) => sessionView(row.session, row.provider));
}

// The admin's list (decision 041): add, edit, deactivate. A provider is never deleted: couples' sessions keep their name.

export async function adminListProviders(deps: Pick<SchedulingDeps, "db">, now = new Date()) {
  const rows = await deps.db.select().from(intakeProviders).orderBy(desc(intakeProviders.active), asc(intakeProviders.name));
  const ids = rows.map((row) => row.id);
  const upcoming = ids.length
    ? await deps.db
        .select({ providerId: intakeSessions.providerId, n: count() })
        .from(intakeSessions)
        .where(and(inArray(intakeSessions.providerId, ids), eq(intakeSessions.status, "confirmed"), gt(intakeSessions.startsAt, now)))
        .groupBy(intakeSessions.providerId)
    : [];
  const upcomingOf = new Map(upcoming.map((row) => [row.providerId, row.n]));
  return { providers: rows.map((row) => ({ ...providerView(row), kindLabel: PROVIDER_KIND_LABELS[row.kind as ProviderKind], upcomingSessions: upcomingOf.get(row.id) ?? 0 })) };
}

export async function adminCreateProvider(deps: Pick<SchedulingDeps, "db">, input: ProviderInput) {
  const [row] = await deps.db.insert(intakeProviders).values(input).returning();
  return { provider: providerView(row!) };
}

export async function adminUpdateProvider(deps: Pick<SchedulingDeps, "db">, providerId: string, input: ProviderInput) {
  const [row] = await deps.db
    .update(intakeProviders)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(intakeProviders.id, providerId))
    .returning();
  if (!row) throw providerNotFound();
  return { provider: providerView(row) };
}
