import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { distance } from "fastest-levenshtein";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import { formatHouseholdCode, HOUSEHOLD_CODE_ALPHABET, type RsvpLookup, type RsvpLookupInput } from "../../../../domain/websites.ts";
import { guestHouseholds, guests, users, weddingWebsitePasses } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import { addressCheck, enforceLimits, type CallerAddress } from "../../../http/rate-limit.ts";
import { readCoupleProfile } from "../../account/planning.ts";
import { siteAt, siteNotFound, siteOfCouple, type Reader, type SiteDeps, type WebsiteRow } from "../rows.ts";
import { composeSite } from "./compose.ts";
import { sitePasswordMatches } from "./password.ts";

/** How long a pass lasts: a guest who unlocked the site in spring still gets in on the day. */
const PASS_DAYS = 180;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Wrong passwords and invitation searches: per address, and per site (so many addresses cannot guess one site's password). */
const UNLOCK_PER_ADDRESS = { name: "site-unlock:address", max: 10, windowSeconds: 15 * 60 };
const UNLOCK_PER_SITE = { name: "site-unlock:site", max: 100, windowSeconds: 15 * 60 };
const LOOKUP_PER_ADDRESS = { name: "site-rsvp-lookup:address", max: 10, windowSeconds: 15 * 60 };
const LOOKUP_PER_SITE = { name: "site-rsvp-lookup:site", max: 200, windowSeconds: 15 * 60 };

export interface SitePasses {
  /** The site is open to this visitor (public, the right password, or a guest who found their invitation). */
  site: boolean;
  householdId: string | null;
  /** Sections with their own password that this visitor opened. */
  sections: Set<string>;
}

/** What this browser's passes open on one site. */
export async function passesFor(db: Reader, site: WebsiteRow, tokens: readonly string[], now: Date): Promise<SitePasses> {
  const none: SitePasses = { site: site.privacy === "public", householdId: null, sections: new Set() };
  if (tokens.length === 0) return none;
  const passes = await db
    .select({ householdId: weddingWebsitePasses.householdId, passwordHash: weddingWebsitePasses.passwordHash, section: weddingWebsitePasses.section })
    .from(weddingWebsitePasses)
    .where(and(inArray(weddingWebsitePasses.tokenHash, tokens.map(hashToken)), eq(weddingWebsitePasses.websiteId, site.id), gt(weddingWebsitePasses.expiresAt, now)));
  // A password pass ends when the couple changes that password; a guest's pass (their household) wins over a password pass.
  const sectionHashes = site.sectionPasswordHashes ?? {};
  const sections = new Set(passes.filter((p) => p.section && p.passwordHash && sectionHashes[p.section] === p.passwordHash).map((p) => p.section!));
  const siteValid = passes.filter((p) => !p.section && (p.householdId || (p.passwordHash !== null && p.passwordHash === site.passwordHash)));
  const householdId = siteValid.find((p) => p.householdId)?.householdId ?? null;
  return { site: none.site || siteValid.length > 0, householdId, sections };
}

async function invitedEventIds(db: Reader, householdId: string | null): Promise<Set<string>> {
  if (!householdId) return new Set();
  const people = await db
    .select({ invitations: guests.invitations })
    .from(guests)
    .where(and(eq(guests.householdId, householdId), isNull(guests.deletedAt)));
  return new Set(people.flatMap((p) => Object.keys(p.invitations)));
}

/**
 * /wedding/{slug or id} for a visitor: a published site, or a lock screen (password or invited guests
 * only) that shows nothing of the wedding; anything unpublished or unknown is the same not-found.
 */
export async function readPublicSite(deps: SiteDeps, address: string, passTokens: readonly string[], now = new Date()) {
  const found = await siteAt(deps.db, address);
  if (!found || !found.site.published) throw siteNotFound();
  const { site, redirectTo } = found;
  const passes = await passesFor(deps.db, site, passTokens, now);
  if (!passes.site) {
    return { state: "locked" as const, lock: site.privacy as "password" | "invited", slug: site.slug, redirectTo, rsvpLookup: site.rsvpLookup as RsvpLookup };
  }
  // A public site's visitor may have found their invitation too: their own events join the schedule.
  const composed = await composeSite(deps.db, site, { invitedEventIds: await invitedEventIds(deps.db, passes.householdId), openedSections: passes.sections }, now);
  return { state: "open" as const, redirectTo, site: composed, guest: await householdGreeting(deps.db, site, passes.householdId) };
}

/** The household a guest's pass names, with its RSVP link: only ever shown to that household. */
async function householdGreeting(db: Reader, site: WebsiteRow, householdId: string | null) {
  if (!householdId) return null;
  const [row] = await db
    .select({ name: guestHouseholds.name, rsvpToken: guestHouseholds.rsvpToken })
    .from(guestHouseholds)
    .where(and(eq(guestHouseholds.id, householdId), eq(guestHouseholds.coupleId, site.coupleId)))
    .limit(1);
  return row ? { household: row.name, rsvpToken: row.rsvpToken } : null;
}

type PassGrant = { householdId: string } | { passwordHash: string; section: string | null };

async function issuePass(deps: SiteDeps, site: WebsiteRow, grant: PassGrant, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await deps.db.insert(weddingWebsitePasses).values({
    tokenHash: hashToken(token),
    websiteId: site.id,
    householdId: "householdId" in grant ? grant.householdId : null,
    passwordHash: "passwordHash" in grant ? grant.passwordHash : null,
    section: "section" in grant ? grant.section : null,
    expiresAt: new Date(now.getTime() + PASS_DAYS * 86_400_000),
  });
  return token;
}

async function publishedSite(deps: SiteDeps, address: string) {
  const found = await siteAt(deps.db, address);
  if (!found || !found.site.published) throw siteNotFound();
  return found.site;
}

/**
 * The site's password, or one page's own password: right, a pass for this browser; wrong, a clear
 * message; tries limited per address and per site (the site's and the pages' tries count together).
 */
export async function unlockSite(deps: SiteDeps, address: string, input: { password: string; section?: string | undefined; passTokens?: readonly string[] }, caller: CallerAddress, now = new Date()) {
  const site = await publishedSite(deps, address);
  const section = input.section ?? null;
  const stored = section ? (site.sections.includes(section) ? site.sectionPasswordHashes?.[section] : undefined) : site.privacy === "password" ? site.passwordHash : null;
  if (!stored) throw new ApiError(409, "no_password", section ? "That page does not use a password." : "This site does not use a password.");
  // A page's own password opens that page of a site the visitor can already see.
  if (section && site.privacy !== "public" && !(await passesFor(deps.db, site, input.passTokens ?? [], now)).site) throw siteNotFound();
  await enforceLimits(deps.db, [
    addressCheck(UNLOCK_PER_ADDRESS, caller, "Too many password tries from your connection."),
    { rule: UNLOCK_PER_SITE, subject: site.id, message: "Too many password tries on this site." },
  ], now);
  if (!(await sitePasswordMatches(input.password, stored))) {
    throw new ApiError(403, "wrong_password", "That password isn't right. Check the invitation or ask the couple.", { password: ["That password isn't right."] });
  }
  return { pass: await issuePass(deps, site, { passwordHash: stored, section }, now), siteId: site.id };
}

/** Letters only, no accents or case: "José O'Neil" and "jose oneil" are the same name. */
export const normalizeName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** Typos forgiven: one for a short name, two for a long one. */
const close = (typed: string, actual: string) => {
  if (!typed || !actual) return false;
  const allowed = actual.length >= 7 ? 2 : actual.length >= 4 ? 1 : 0;
  return distance(typed, actual) <= allowed;
};

/**
 * A guest finds their invitation by name: exactly one household must match, or nothing is said about
 * who else is on the list (no names, no count). The answer is the household's RSVP link, the same the
 * invitation carries, and a pass that shows the events they are invited to.
 */
export async function findInvitation(deps: SiteDeps, address: string, lookup: RsvpLookupInput, caller: CallerAddress, now = new Date()) {
  const site = await publishedSite(deps, address);
  if (!site.sections.includes("rsvp") && site.privacy !== "invited") throw siteNotFound();
  await enforceLimits(deps.db, [
    addressCheck(LOOKUP_PER_ADDRESS, caller, "Too many searches from your connection."),
    { rule: LOOKUP_PER_SITE, subject: site.id, message: "Too many searches on this site." },
  ], now);
  if ("code" in lookup) return findByHouseholdCode(deps, site, lookup.code, now);
  if (site.rsvpLookup === "code") {
    throw new ApiError(400, "code_required", "Type the code printed on your invitation to find it.", { code: ["Type the code from your invitation."] });
  }
  const name = lookup;
  const first = normalizeName(name.firstName);
  const last = normalizeName(name.lastName);
  const people = await deps.db
    .select({ householdId: guests.householdId, firstName: guests.firstName, lastName: guests.lastName, token: guestHouseholds.rsvpToken })
    .from(guests)
    .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
    .where(and(eq(guests.coupleId, site.coupleId), isNull(guests.deletedAt)));
  const exact = site.rsvpLookup === "exact";
  const matches = (p: (typeof people)[number]) => {
    const f = normalizeName(p.firstName);
    const l = normalizeName(p.lastName);
    return exact ? f === first && l === last : (f === first && l === last) || (close(first, f) && close(last, l));
  };
  // An exact match wins over typo matches, so "Ann Lee" is not ambiguous with "Anna Lee".
  const exactHouseholds = new Set(people.filter((p) => normalizeName(p.firstName) === first && normalizeName(p.lastName) === last).map((p) => p.householdId));
  const households = exactHouseholds.size > 0 ? exactHouseholds : new Set(people.filter(matches).map((p) => p.householdId));
  if (households.size === 0) {
    throw new ApiError(404, "invitation_not_found", exact ? "We couldn't find an invitation under that name. Type your full name exactly as it is on your invitation." : "We couldn't find an invitation under that name. Check the spelling, or use the name on your invitation.");
  }
  if (households.size > 1) {
    throw new ApiError(409, "invitation_ambiguous", "More than one invitation matches that name. Use the RSVP link on your invitation, or ask the couple.");
  }
  const householdId = [...households][0]!;
  const token = people.find((p) => p.householdId === householdId)!.token;
  return { rsvpToken: token, pass: await issuePass(deps, site, { householdId }, now), siteId: site.id };
}

/**
 * A household's code: 8 characters derived from its RSVP token (SHA-256, read in an alphabet without
 * look-alikes), so nothing new is stored (and a new token would mean a new code).
 */
export function householdCode(rsvpToken: string): string {
  const digest = createHash("sha256").update(`household-code:${rsvpToken}`).digest();
  let code = "";
  for (let i = 0; i < 8; i += 1) code += HOUSEHOLD_CODE_ALPHABET[digest[i]! % HOUSEHOLD_CODE_ALPHABET.length];
  return code;
}

/** The couple's households that have someone on the list, with their codes (for the invitations). */
export async function householdCodesOf(db: Reader, coupleId: string) {
  const rows = await distinctHouseholds(db, coupleId);
  return rows.map((r) => ({ household: r.name, code: formatHouseholdCode(householdCode(r.token)) })).sort((a, b) => a.household.localeCompare(b.household));
}

/** Households with at least one guest on the list (the join repeats a household per guest). */
async function distinctHouseholds(db: Reader, coupleId: string) {
  const rows = await db
    .select({ id: guestHouseholds.id, name: guestHouseholds.name, token: guestHouseholds.rsvpToken })
    .from(guestHouseholds)
    .innerJoin(guests, and(eq(guests.householdId, guestHouseholds.id), isNull(guests.deletedAt)))
    .where(eq(guestHouseholds.coupleId, coupleId));
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}

async function findByHouseholdCode(deps: SiteDeps, site: WebsiteRow, code: string, now: Date) {
  const rows = await distinctHouseholds(deps.db, site.coupleId);
  const found = rows.find((r) => householdCode(r.token) === code);
  if (!found) throw new ApiError(404, "invitation_not_found", "That code doesn't match an invitation. Check it against your invitation (letters and numbers, like K7QM-3XPA).", { code: ["That code doesn't match an invitation."] });
  return { rsvpToken: found.token, pass: await issuePass(deps, site, { householdId: found.id }, now), siteId: site.id };
}

/**
 * /couple/{id}: names, date, city and the site's address when it is published and public. Nothing else,
 * and the same not-found for an unknown id and for an account that is not a couple.
 */
export async function readCoupleProfilePage(deps: SiteDeps, coupleId: string) {
  const [user] = await deps.db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, coupleId)).limit(1);
  if (!user || user.userType !== "couple") throw new ApiError(404, "couple_not_found", "We couldn't find that couple's page.");
  const [profile, site] = await Promise.all([readCoupleProfile(deps.db, coupleId), siteOfCouple(deps.db, coupleId)]);
  const partner1 = profile?.partner1Name?.trim() || "";
  const partner2 = profile?.partner2Name?.trim() || "";
  if (!partner1 && !partner2) throw new ApiError(404, "couple_not_found", "We couldn't find that couple's page.");
  return {
    names: partner1 && partner2 ? `${partner1} & ${partner2}` : partner1 || partner2,
    weddingDate: profile?.weddingDate ?? null,
    city: profile?.city && isCityId(profile.city) ? getCity(profile.city).displayName : null,
    site: site?.published && site.privacy === "public" ? { slug: site.slug } : null,
  };
}
