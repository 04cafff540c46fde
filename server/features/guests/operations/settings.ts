import { and, eq, ne, sql } from "drizzle-orm";
import type { GuestSettingsInput } from "../../../../domain/guests.ts";
import { guestListSettings } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { newToken, type GuestDeps } from "../rows.ts";
import { guestOverview } from "./list.ts";

async function ensureSettings(deps: GuestDeps, coupleId: string) {
  await deps.db.insert(guestListSettings).values({ coupleId }).onConflictDoNothing();
}

/** The RSVP deadline, the wedding code and whether registration is open; answers the refreshed overview. */
export async function saveGuestSettings(deps: GuestDeps, coupleId: string, input: GuestSettingsInput) {
  await ensureSettings(deps, coupleId);
  if (input.weddingCode) {
    const [taken] = await deps.db
      .select({ coupleId: guestListSettings.coupleId })
      .from(guestListSettings)
      .where(and(sql`lower(${guestListSettings.weddingCode}) = lower(${input.weddingCode})`, ne(guestListSettings.coupleId, coupleId)))
      .limit(1);
    if (taken) throw new ApiError(409, "wedding_code_taken", "Another couple uses that wedding code. Try adding your wedding date or names.", { weddingCode: ["Another couple uses that wedding code."] });
  }
  const changes: Partial<typeof guestListSettings.$inferInsert> = { updatedAt: new Date() };
  if (input.rsvpDeadline !== undefined) changes.rsvpDeadline = input.rsvpDeadline;
  if (input.weddingCode !== undefined) changes.weddingCode = input.weddingCode;
  if (input.registrationEnabled !== undefined) changes.registrationEnabled = input.registrationEnabled;
  await deps.db.update(guestListSettings).set(changes).where(eq(guestListSettings.coupleId, coupleId));
  return guestOverview(deps, coupleId);
}

/** A new address-collection link or sheets feed: the old address stops working at once. */
export async function rotateGuestLink(deps: GuestDeps, coupleId: string, link: "address" | "sheets") {
  await ensureSettings(deps, coupleId);
  await deps.db
    .update(guestListSettings)
    .set(link === "address" ? { addressToken: newToken(), updatedAt: new Date() } : { sheetsFeedToken: newToken(), updatedAt: new Date() })
    .where(eq(guestListSettings.coupleId, coupleId));
  return guestOverview(deps, coupleId);
}

/** Turns a link off: its address answers the friendly not-found page from now on. */
export async function revokeGuestLink(deps: GuestDeps, coupleId: string, link: "address" | "sheets") {
  await ensureSettings(deps, coupleId);
  await deps.db
    .update(guestListSettings)
    .set(link === "address" ? { addressToken: null, updatedAt: new Date() } : { sheetsFeedToken: null, updatedAt: new Date() })
    .where(eq(guestListSettings.coupleId, coupleId));
  return guestOverview(deps, coupleId);
}
