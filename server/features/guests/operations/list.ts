import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { combineGuestCounts, type GuestListQuery, type RsvpStatus } from "../../../../domain/guests.ts";
import { guestHouseholds, guestSubmissions, guests } from "../../../db/schema/index.ts";
import { invitationCounts, invitedTo } from "../invitations.ts";
import { coupleNames, eventView, loadEvents, loadGuest, loadSettings, readGuestViews, type GuestDeps, type Reader } from "../rows.ts";
import { containsPattern } from "../../../db/like.ts";

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
function filters(coupleId: string, query: GuestListQuery): SQL[] {
  const where: SQL[] = [eq(guests.coupleId, coupleId), isNull(guests.deletedAt)];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(
      or(
        ilike(sql`${guests.firstName} || ' ' || ${guests.lastName}`, pattern),
        ilike(guests.email, pattern),
        ilike(guestHouseholds.name, pattern),
        ilike(sql`coalesce(${guests.tableAssignment}, '')`, pattern),
        ilike(guests.notes, pattern),
      )!,
    );
  }
  if (query.rsvp) where.push(eq(guests.rsvpStatus, query.rsvp));
  if (query.side) where.push(eq(guests.side, query.side));
  if (query.tag) where.push(sql`${guests.tags} @> array[${query.tag}]::text[]`);
  if (query.eventId) {
    where.push(invitedTo(query.eventId));
  }
  return where;
}

const STATUS_ORDER = sql`case ${guests.rsvpStatus} when 'pending' then 0 when 'attending' then 1 else 2 end`;

function ordering(sort: GuestListQuery["sort"]): SQL[] {
  const byName = [asc(sql`lower(${guests.lastName})`), asc(sql`lower(${guests.firstName})`), asc(guests.id)];
  switch (sort) {
    case "-name":
      return [desc(sql`lower(${guests.lastName})`), desc(sql`lower(${guests.firstName})`), desc(guests.id)];
    case "household":
      return [asc(sql`lower(${guestHouseholds.name})`), asc(guestHouseholds.id), ...byName];
    case "status":
      return [asc(STATUS_ORDER), ...byName];
    case "side":
      return [asc(guests.side), ...byName];
    case "table":
      return [sql`${guests.tableAssignment} asc nulls last`, ...byName];
    case "-created":
      return [desc(guests.createdAt), desc(guests.id)];
    default:
      return byName;
  }
}

/** One page of the list, searched, filtered and sorted in SQL, with how many match in all. */
export async function listGuests(deps: GuestDeps, coupleId: string, query: GuestListQuery) {
  const where = and(...filters(coupleId, query));
  const offset = (query.page - 1) * query.pageSize;
  const rows = await deps.db
    .select({ guest: guests, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(guests)
    .innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId))
    .where(where)
    .orderBy(...ordering(query.sort))
    .limit(query.pageSize)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still say how many match, so the pager can step back.
    const [row] = await deps.db.select({ n: count() }).from(guests).innerJoin(guestHouseholds, eq(guestHouseholds.id, guests.householdId)).where(where);
    total = row?.n ?? 0;
  }
  const views = await readGuestViews(
    deps.db,
    rows.map((r) => r.guest),
  );
  return { guests: views, total, page: query.page, pageSize: query.pageSize };
}

/** The counts the manager always shows, over the whole list: three GROUP BY counts. */
export async function guestCounts(db: Reader, coupleId: string, eventIds: readonly string[]) {
  const live = and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt));
  const n = sql<number>`count(*)`.mapWith(Number);
  const [statuses, invitations, meals] = await Promise.all([
    db.select({ rsvpStatus: guests.rsvpStatus, n }).from(guests).where(live).groupBy(guests.rsvpStatus),
    invitationCounts(db, live),
    db
      .select({ mealChoice: guests.mealChoice, n })
      .from(guests)
      .where(and(live, eq(guests.rsvpStatus, "attending")))
      .groupBy(guests.mealChoice),
  ]);
  return combineGuestCounts(
    {
      statuses: statuses.map((r) => ({ rsvpStatus: r.rsvpStatus as RsvpStatus, n: r.n })),
      invitations,
      meals,
    },
    eventIds,
  );
}

/** Everything around the list: events, counts, tags in use, settings and links, submissions waiting. */
export async function guestOverview(deps: GuestDeps, coupleId: string) {
  const { db } = deps;
  const events = await loadEvents(db, coupleId);
  const [counts, tagRows, settings, names, waiting] = await Promise.all([
    guestCounts(
      db,
      coupleId,
      events.map((e) => e.id),
    ),
    db
      .selectDistinct({ tag: sql<string>`unnest(${guests.tags})` })
      .from(guests)
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt)))
      .orderBy(sql`1`)
      .limit(200),
    loadSettings(db, coupleId),
    coupleNames(db, coupleId),
    db
      .select({ n: count() })
      .from(guestSubmissions)
      .where(and(eq(guestSubmissions.coupleId, coupleId), eq(guestSubmissions.status, "pending"))),
  ]);
  const base = deps.config.publicUrl;
  return {
    couple: names,
    events: events.map(eventView),
    counts,
    tags: tagRows.map((r) => r.tag),
    settings: {
      rsvpDeadline: settings?.rsvpDeadline ?? null,
      weddingCode: settings?.weddingCode ?? null,
      registrationEnabled: settings?.registrationEnabled ?? false,
      registrationUrl: settings?.weddingCode ? `${base}/guest-registration/${encodeURIComponent(settings.weddingCode)}` : null,
      addressUrl: settings?.addressToken ? `${base}/guest-address/${settings.addressToken}` : null,
      sheetsFeedUrl: settings?.sheetsFeedToken ? `${base}/api/guest-feed/${settings.sheetsFeedToken}` : null,
    },
    pendingSubmissions: waiting[0]?.n ?? 0,
  };
}

export async function getGuest(deps: GuestDeps, coupleId: string, guestId: string) {
  const row = await loadGuest(deps.db, coupleId, guestId);
  const [view] = await readGuestViews(deps.db, [row]);
  return { guest: view! };
}

/** Households for the picker: by name, with their guests' names. */
export async function searchHouseholds(deps: GuestDeps, coupleId: string, q: string | undefined) {
  const conditions = [eq(guestHouseholds.coupleId, coupleId)];
  if (q?.trim()) conditions.push(ilike(guestHouseholds.name, containsPattern(q.trim())));
  const rows = await deps.db
    .select({ id: guestHouseholds.id, name: guestHouseholds.name, guestCount: sql<number>`count(${guests.id})`.mapWith(Number) })
    .from(guestHouseholds)
    .innerJoin(guests, and(eq(guests.householdId, guestHouseholds.id), isNull(guests.deletedAt)))
    .where(and(...conditions))
    .groupBy(guestHouseholds.id)
    .orderBy(asc(sql`lower(${guestHouseholds.name})`))
    .limit(20);
  return { households: rows };
}

/** The couple's overview of the list: answers, per event too, and how many households were sent their invitation. */
export async function guestSummary(deps: Pick<GuestDeps, "db">, coupleId: string) {
  const { db } = deps;
  const events = await loadEvents(db, coupleId);
  const [counts, [sent]] = await Promise.all([
    guestCounts(
      db,
      coupleId,
      events.map((e) => e.id),
    ),
    db
      .select({ n: count() })
      .from(guestHouseholds)
      .where(and(eq(guestHouseholds.coupleId, coupleId), isNotNull(guestHouseholds.invitationSentAt))),
  ]);
  const names = new Map(events.map((e) => [e.id, e.name]));
  return {
    total: counts.total,
    attending: counts.attending,
    pending: counts.pending,
    declined: counts.declined,
    invitationsSent: sent?.n ?? 0,
    events: counts.events.filter((e) => e.invited > 0).map((e) => ({ ...e, name: names.get(e.eventId) ?? "" })),
  };
}
