import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { householdNameFrom, type AddressSubmissionInput, type RegistrationInput } from "../../../../domain/guests.ts";
import { guestHouseholds, guestListSettings, guests, guestSubmissions, weddingEvents } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { invitationsTo } from "../invitations.ts";
import { coupleNames, loadHousehold, newToken, submissionNotFound, type GuestDeps, type Reader } from "../rows.ts";

export const addressLinkNotFound = () =>
  new ApiError(404, "address_link_not_found", "This address link is not valid. It may have been turned off; please ask the couple for a new one.");
export const registrationNotFound = () =>
  new ApiError(404, "registration_not_found", "We couldn't find a wedding with that code, or its registration is closed. Please check the code with the couple.");

async function coupleByAddressToken(db: Reader, token: string): Promise<string> {
  const [row] = await db.select({ coupleId: guestListSettings.coupleId }).from(guestListSettings).where(eq(guestListSettings.addressToken, token)).limit(1);
  if (!row) throw addressLinkNotFound();
  return row.coupleId;
}

async function coupleByWeddingCode(db: Reader, code: string): Promise<string> {
  const [row] = await db
    .select({ coupleId: guestListSettings.coupleId })
    .from(guestListSettings)
    .where(and(sql`lower(${guestListSettings.weddingCode}) = lower(${code})`, eq(guestListSettings.registrationEnabled, true)))
    .limit(1);
  if (!row) throw registrationNotFound();
  return row.coupleId;
}

export async function readAddressLink(deps: GuestDeps, token: string) {
  const coupleId = await coupleByAddressToken(deps.db, token);
  return { couple: (await coupleNames(deps.db, coupleId)).display };
}

export async function readRegistration(deps: GuestDeps, code: string) {
  const coupleId = await coupleByWeddingCode(deps.db, code);
  return { couple: (await coupleNames(deps.db, coupleId)).display };
}

const addressOf = (input: AddressSubmissionInput) => ({
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  city: input.city,
  state: input.state,
  postalCode: input.postalCode,
  country: input.country,
});

/**
 * A guest's mailing address from the shared link: always kept for the couple to approve. When exactly
 * one household matches (by email, else by full name) the submission points at it, so the couple sees
 * the address before and after; the link alone never changes a listed household. The answer is the
 * same either way, so the link can't be used to learn who is on the list.
 */
export async function submitAddress(deps: GuestDeps, token: string, input: AddressSubmissionInput) {
  await deps.db.transaction(async (tx) => {
    const coupleId = await coupleByAddressToken(tx, token);
    const live = and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt));
    let matches: { householdId: string }[] = [];
    if (input.email) {
      matches = await tx.selectDistinct({ householdId: guests.householdId }).from(guests).where(and(live, eq(guests.email, input.email)));
    }
    if (matches.length === 0) {
      matches = await tx
        .selectDistinct({ householdId: guests.householdId })
        .from(guests)
        .where(and(live, sql`lower(${guests.firstName}) = lower(${input.firstName})`, sql`lower(${guests.lastName}) = lower(${input.lastName})`));
    }
    await assertRoomToWait(tx, coupleId);
    await tx.insert(guestSubmissions).values({
      coupleId,
      kind: "address",
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      householdId: matches.length === 1 ? matches[0]!.householdId : null,
      ...addressOf(input),
    });
  });
  return { received: true };
}

/** Public links can't bury the couple in requests: past 1,000 waiting, new ones are refused. */
async function assertRoomToWait(db: Reader, coupleId: string) {
  const [waiting] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(guestSubmissions)
    .where(and(eq(guestSubmissions.coupleId, coupleId), eq(guestSubmissions.status, "pending")));
  if ((waiting?.n ?? 0) >= 1000) throw new ApiError(429, "too_many_waiting", "The couple has many requests waiting already. Please try again later or contact them directly.");
}

/** Self-registration with the wedding code: waits for the couple's approval. */
export async function submitRegistration(deps: GuestDeps, code: string, input: RegistrationInput) {
  const coupleId = await coupleByWeddingCode(deps.db, code);
  await assertRoomToWait(deps.db, coupleId);
  await deps.db.insert(guestSubmissions).values({
    coupleId,
    kind: "registration",
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    partyNames: input.partyNames,
    note: input.note,
    ...addressOf(input),
  });
  return { received: true };
}

export async function listSubmissions(deps: GuestDeps, coupleId: string) {
  const rows = await deps.db
    .select({ submission: guestSubmissions, household: guestHouseholds })
    .from(guestSubmissions)
    .leftJoin(guestHouseholds, eq(guestHouseholds.id, guestSubmissions.householdId))
    .where(and(eq(guestSubmissions.coupleId, coupleId), eq(guestSubmissions.status, "pending")))
    .orderBy(asc(guestSubmissions.createdAt))
    .limit(200);
  return {
    submissions: rows.map(({ submission: r, household: h }) => ({
      id: r.id,
      kind: r.kind as "registration" | "address",
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      partyNames: r.partyNames,
      addressLine1: r.addressLine1,
      addressLine2: r.addressLine2,
      city: r.city,
      state: r.state,
      postalCode: r.postalCode,
      country: r.country,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      // The listed household this address would replace, with its address now (the "before").
      matchedHousehold: h
        ? { id: h.id, name: h.name, addressLine1: h.addressLine1, addressLine2: h.addressLine2, city: h.city, state: h.state, postalCode: h.postalCode, country: h.country }
        : null,
    })),
  };
}

function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1 ? { firstName: parts.slice(0, -1).join(" "), lastName: parts.at(-1)! } : { firstName: parts[0] ?? full, lastName: "" };
}

/**
 * Approve or decline, in one transaction. Approving a registration adds a household with the person
 * and their party, invited to every event; approving an address writes it to the chosen household
 * (the matched one unless the couple picks another), or adds the person as a new household when none.
 */
export async function decideSubmission(deps: GuestDeps, coupleId: string, submissionId: string, decision: { approve: boolean; householdId?: string | undefined }) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(guestSubmissions)
      .where(and(eq(guestSubmissions.id, submissionId), eq(guestSubmissions.coupleId, coupleId), eq(guestSubmissions.status, "pending")))
      .limit(1)
      .for("update");
    if (!row) throw submissionNotFound();
    let householdId: string | null = null;
    if (decision.approve) {
      const address = { addressLine1: row.addressLine1, addressLine2: row.addressLine2, city: row.city, state: row.state, postalCode: row.postalCode, country: row.country };
      const targetHousehold = decision.householdId ?? row.householdId;
      if (row.kind === "address" && targetHousehold) {
        const household = await loadHousehold(tx, coupleId, targetHousehold);
        await tx
          .update(guestHouseholds)
          .set({ ...address, addressSource: "guest", addressUpdatedAt: new Date(), updatedAt: new Date() })
          .where(eq(guestHouseholds.id, household.id));
        householdId = household.id;
      } else {
        const people = [{ firstName: row.firstName, lastName: row.lastName, email: row.email }, ...row.partyNames.map((name) => ({ ...splitName(name), email: null }))];
        const [household] = await tx
          .insert(guestHouseholds)
          .values({ coupleId, name: householdNameFrom(people), rsvpToken: newToken(), ...address, addressSource: "guest", addressUpdatedAt: new Date() })
          .returning({ id: guestHouseholds.id });
        householdId = household!.id;
        // Invited to every event, as a guest the couple adds by hand is.
        const events = await tx.select({ id: weddingEvents.id }).from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId));
        const invitations = invitationsTo(events.map((e) => e.id));
        await tx
          .insert(guests)
          .values(people.map((p) => ({ coupleId, householdId: household!.id, firstName: p.firstName, lastName: p.lastName, email: p.email, notes: row.note, invitations })));
      }
    }
    await tx
      .update(guestSubmissions)
      .set({ status: decision.approve ? "approved" : "rejected", decidedAt: new Date(), householdId })
      .where(eq(guestSubmissions.id, row.id));
    return { approved: decision.approve, householdId };
  });
}
