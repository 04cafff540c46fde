import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { formatDay, zonedDate, type TourRequestInput } from "../../../../domain/tours.ts";
import type { Principal } from "../../../auth/principal.ts";
import { tourRequests, users } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { VenueRow } from "../../venues/index.ts";
import type { TourRequestRow } from "../resources.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { tourMail } from "../mail.ts";
import {
  isBlackedOut,
  loadPublishedVenue,
  requestTime,
  requestView,
  requireTouringHours,
  userContact,
  venueMailbox,
  venueSummary,
  type RequestRow,
} from "../service.ts";
import { requestIcs, type CalendarFile } from "./calendar.ts";
import { linksOf, type TourDeps } from "./deps.ts";
import { shownName } from "../../../db/shown-name.ts";

const changedMeanwhile = () => new ApiError(409, "request_changed", "This request changed in the meantime. Refresh to see where it stands.");

/** A couple (verified: the venue gets mail) asks for a time of their own (one open request per venue); both sides get mail. */
export async function requestTour(deps: TourDeps, principal: Principal, input: TourRequestInput) {
  const { db } = deps;
  const venue = await loadPublishedVenue(db, input.venueId);
  const summary = venueSummary(venue);
  const preferredAt = new Date(input.preferredAt);
  const alternateAt = input.alternateAt ? new Date(input.alternateAt) : null;
  requireTouringHours(venue, preferredAt, "preferredAt");
  if (alternateAt) requireTouringHours(venue, alternateAt, "alternateAt");
  if (await isBlackedOut(db, venue.id, zonedDate(preferredAt, summary.timeZone))) {
    throw new ApiError(409, "venue_closed", `${venue.name} is closed on ${formatDay(zonedDate(preferredAt, summary.timeZone))}. Please pick another day.`, {
      preferredAt: ["The venue is closed that day."],
    });
  }
  const [open] = await db
    .select({ id: tourRequests.id })
    .from(tourRequests)
    .where(and(eq(tourRequests.userId, principal.userId), eq(tourRequests.venueId, venue.id), inArray(tourRequests.status, ["pending", "proposed"])))
    .limit(1);
  if (open) throw new ApiError(409, "request_open", `You already have a tour request waiting with ${venue.name}. You'll hear back soon, or cancel it to ask again.`);
  const [request] = await db
    .insert(tourRequests)
    .values({ venueId: venue.id, userId: principal.userId, preferredAt, alternateAt, guests: input.guests, message: input.message, status: "pending" })
    .returning();
  const links = linksOf(deps);
  const couple = (await userContact(db, principal.userId)) ?? { email: principal.email, name: "" };
  const mailbox = await venueMailbox(db, venue);
  sendLater(deps.mailer, deps.logger, [
    tourMail.requestReceived(couple.email, links, summary, preferredAt, alternateAt),
    mailbox ? tourMail.requestNotice(mailbox, links, summary, Boolean(venue.ownerId), couple, preferredAt, alternateAt, input.guests, input.message) : null,
  ]);
  return { request: { ...requestView(request!), venue: summary } };
}

/** The couple accepts the time the venue proposed. */
export async function acceptProposedTime(deps: TourDeps, principal: Principal, { request, venue }: TourRequestRow) {
  const { db } = deps;
  // The route admits both sides of the request; only the couple can say yes to the venue's time.
  if (request.userId !== principal.userId) throw new ApiError(403, "forbidden", "Only the couple who asked can accept the proposed time.");
  if (request.status !== "proposed" || !request.proposedAt) throw new ApiError(409, "nothing_to_accept", "There is no proposed time to accept on this request.");
  if (request.proposedAt.getTime() <= Date.now()) throw new ApiError(400, "proposal_in_past", "The proposed time has passed. Please send a new request.");
  const [updated] = await db
    .update(tourRequests)
    .set({ status: "confirmed", updatedAt: sql`now()` })
    .where(and(eq(tourRequests.id, request.id), eq(tourRequests.status, "proposed")))
    .returning();
  if (!updated) throw changedMeanwhile();
  const links = linksOf(deps);
  const summary = venueSummary(venue);
  const couple = (await userContact(db, principal.userId)) ?? { email: principal.email, name: "" };
  const mailbox = await venueMailbox(db, venue);
  sendLater(deps.mailer, deps.logger, [
    tourMail.requestDecision(couple.email, links, summary, "confirmed", request.proposedAt, ""),
    mailbox ? tourMail.requestAccepted(mailbox, links, summary, Boolean(venue.ownerId), couple, request.proposedAt) : null,
  ]);
  return { request: { ...requestView(updated), venue: summary } };
}

/** Either side withdraws a request that is still open or confirmed. */
export async function cancelRequest(deps: TourDeps, { request, venue }: TourRequestRow) {
  const { db } = deps;
  if (!["pending", "proposed", "confirmed"].includes(request.status)) {
    throw new ApiError(409, "request_closed", `This request is already ${request.status}.`);
  }
  const [updated] = await db
    .update(tourRequests)
    .set({ status: "canceled", updatedAt: sql`now()` })
    .where(and(eq(tourRequests.id, request.id), inArray(tourRequests.status, ["pending", "proposed", "confirmed"])))
    .returning();
  if (!updated) throw changedMeanwhile();
  const links = linksOf(deps);
  const summary = venueSummary(venue);
  const couple = await userContact(db, request.userId);
  const mailbox = await venueMailbox(db, venue);
  const at = requestTime(request);
  sendLater(deps.mailer, deps.logger, [
    couple ? tourMail.requestCanceled(couple.email, links, summary, Boolean(venue.ownerId), at, "couple") : null,
    mailbox ? tourMail.requestCanceled(mailbox, links, summary, Boolean(venue.ownerId), at, "venue") : null,
  ]);
  return { request: { ...requestView(updated), venue: summary } };
}

/** The calendar file of a confirmed request. */
export function requestCalendar(deps: TourDeps, { request, venue }: TourRequestRow): CalendarFile {
  if (request.status !== "confirmed") throw new ApiError(409, "not_confirmed", "This tour isn't confirmed yet, so there's no calendar entry.");
  return requestIcs(linksOf(deps), request, venue);
}

/** Requests to a venue the principal owns (or any, for an admin), newest first, with who asked. */
export async function listVenueRequests(deps: TourDeps, venue: VenueRow) {
  const rows = await deps.db
    .select({ request: tourRequests, coupleName: shownName(users.id, users.name), coupleEmail: users.email })
    .from(tourRequests)
    .innerJoin(users, eq(users.id, tourRequests.userId))
    .where(eq(tourRequests.venueId, venue.id))
    .orderBy(desc(tourRequests.createdAt))
    .limit(200);
  return { venue: venueSummary(venue), requests: rows.map((r) => ({ ...requestView(r.request), coupleName: r.coupleName, coupleEmail: r.coupleEmail })) };
}

/** The owner confirms one of the couple's times (the preferred one unless told otherwise). */
export function confirmRequest(deps: TourDeps, row: TourRequestRow, input: { which: "preferred" | "alternate"; note: string }) {
  return decide(deps, row, "confirmed", input.note, (request) => (input.which === "alternate" ? request.alternateAt : request.preferredAt));
}

/** The owner declines a request (also one waiting on a proposed time). */
export function declineRequest(deps: TourDeps, row: TourRequestRow, input: { note: string }) {
  return decide(deps, row, "declined", input.note, (request) => request.proposedAt);
}

/** The owner proposes another time, within the venue's touring hours; the couple can accept it. */
export async function proposeTime(deps: TourDeps, row: TourRequestRow, input: { proposedAt: string; note: string }) {
  const proposedAt = new Date(input.proposedAt);
  requireTouringHours(row.venue, proposedAt, "proposedAt");
  return decide(deps, row, "proposed", input.note, () => proposedAt);
}

/** An owner's answer to a request: confirm (a time the couple offered), decline, or propose another time. */
async function decide(
  deps: TourDeps,
  { request: row, venue }: TourRequestRow,
  decision: "confirmed" | "declined" | "proposed",
  note: string,
  timeFor: (request: RequestRow) => Date | null,
) {
  const { db } = deps;
  const allowedFrom: Record<typeof decision, string[]> = { confirmed: ["pending"], declined: ["pending", "proposed"], proposed: ["pending", "proposed"] };
  if (!allowedFrom[decision].includes(row.status)) {
    throw new ApiError(409, "request_closed", `This request is ${row.status === "proposed" ? "waiting for the couple to answer your proposed time" : `already ${row.status}`}.`);
  }
  const at = timeFor(row);
  if (decision === "confirmed") {
    if (!at) throw new ApiError(400, "no_alternate", "The couple didn't offer an alternate time.", { which: ["No alternate time."] });
    if (at.getTime() <= Date.now()) throw new ApiError(400, "time_in_past", "That time has already passed. Propose another time instead.");
  }
  const [updated] = await db
    .update(tourRequests)
    .set({ status: decision, proposedAt: decision === "declined" ? row.proposedAt : at, ownerNote: note, updatedAt: sql`now()` })
    .where(and(eq(tourRequests.id, row.id), inArray(tourRequests.status, allowedFrom[decision])))
    .returning();
  if (!updated) throw changedMeanwhile();
  const summary = venueSummary(venue);
  const couple = await userContact(db, row.userId);
  if (couple) sendLater(deps.mailer, deps.logger, [tourMail.requestDecision(couple.email, linksOf(deps), summary, decision, at ?? row.preferredAt, note)]);
  return { request: { ...requestView(updated), venue: summary } };
}
