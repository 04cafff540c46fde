import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { distance } from "fastest-levenshtein";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import type { RsvpLookup } from "../../../../domain/websites.ts";
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

interface Pass {
  householdId: string | null;
}

async function validPass(db: Reader, site: WebsiteRow, tokens: readonly string[], now: Date): Promise<Pass | null> {
  if (tokens.length === 0) return null;
  const passes = await db
    .select({ householdId: weddingWebsitePasses.householdId, passwordHash: weddingWebsitePasses.passwordHash })
    .from(weddingWebsitePasses)
    .where(and(inArray(weddingWebsitePasses.tokenHash, tokens.map(hashToken)), eq(weddingWebsitePasses.websiteId, site.id), gt(weddingWebsitePasses.expiresAt, now)));
  // A password pass ends when the couple changes the password; a guest's pass (their household) wins over a password pass.
  const valid = passes.filter((pass) => pass.householdId || pass.passwordHash === site.passwordHash);
  const pass = valid.find((p) => p.householdId) ?? valid[0];
  return pass ? { householdId: pass.householdId } : null;
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
  const pass = site.privacy === "public" ? null : await validPass(deps.db, site, passTokens, now);
  if (site.privacy !== "public" && !pass) {
    return { state: "locked" as const, lock: site.privacy as "password" | "invited", slug: site.slug, redirectTo, rsvpLookup: site.rsvpLookup as RsvpLookup };
  }
  // A public site's visitor may have found their invitation too: their own events join the schedule.
  const knownPass = pass ?? (await validPass(deps.db, site, passTokens, now));
  const composed = await composeSite(deps.db, site, { invitedEventIds: await invitedEventIds(deps.db, knownPass?.householdId ?? null) }, now);
  return { state: "open" as const, redirectTo, site: composed, guest: Boolean(knownPass?.householdId) };
}

async function issuePass(deps: SiteDeps, site: WebsiteRow, householdId: string | null, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await deps.db.insert(weddingWebsitePasses).values({
    tokenHash: hashToken(token),
    websiteId: site.id,
    householdId,
    passwordHash: householdId ? null : site.passwordHash,
    expiresAt: new Date(now.getTime() + PASS_DAYS * 86_400_000),
  });
  return token;
}

async function publishedSite(deps: SiteDeps, address: string) {
  const found = await siteAt(deps.db, address);
  if (!found || !found.site.published) throw siteNotFound();
  return found.site;
}

/** The site password: right, a pass for this browser; wrong, a clear message; tries limited per address and per site. */
export async function unlockSite(deps: SiteDeps, address: string, password: string, caller: CallerAddress, now = new Date()) {
  const site = await publishedSite(deps, address);
  if (site.privacy !== "password" || !site.passwordHash) throw new ApiError(409, "no_password", "This site does not use a password.");
  await enforceLimits(deps.db, [
    addressCheck(UNLOCK_PER_ADDRESS, caller, "Too many password tries from your connection."),
    { rule: UNLOCK_PER_SITE, subject: site.id, message: "Too many password tries on this site." },
  ], now);
  if (!(await sitePasswordMatches(password, site.passwordHash))) {
    throw new ApiError(403, "wrong_password", "That password isn't right. Check the invitation or ask the couple.", { password: ["That password isn't right."] });
  }
  return { pass: await issuePass(deps, site, null, now), siteId: site.id };
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
export async function findInvitation(deps: SiteDeps, address: string, name: { firstName: string; lastName: string }, caller: CallerAddress, now = new Date()) {
  const site = await publishedSite(deps, address);
  if (!site.sections.includes("rsvp")) throw siteNotFound();
  await enforceLimits(deps.db, [
    addressCheck(LOOKUP_PER_ADDRESS, caller, "Too many searches from your connection."),
    { rule: LOOKUP_PER_SITE, subject: site.id, message: "Too many searches on this site." },
  ], now);
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
  return { rsvpToken: token, pass: await issuePass(deps, site, householdId, now), siteId: site.id };
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
