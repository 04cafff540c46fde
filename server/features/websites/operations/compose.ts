import { differenceInCalendarDays, parseISO } from "date-fns";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import { planningToday } from "../../../../domain/dates.ts";
import { readCoupleProfile } from "../../account/planning.ts";
import { loadEvents } from "../../guests/index.ts";
import { savedVenuesOf, siteSettingsView, type Reader, type WebsiteRow } from "../rows.ts";

/** A map link anyone can open (no key, no script): the address searched on OpenStreetMap. */
export const mapLink = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

export interface SiteAudience {
  /** Everyone sees the events the couple made public; a guest who found their invitation also sees theirs. */
  invitedEventIds: ReadonlySet<string>;
  /** The couple's preview shows every event, each marked with who sees it. */
  everything?: boolean;
}

/**
 * The site as a visitor reads it: the couple's choices and words, with names, date, city, venue and
 * events read from their planning now (so a changed event shows on the next visit).
 */
export async function composeSite(db: Reader, row: WebsiteRow, audience: SiteAudience, now = new Date()) {
  const settings = siteSettingsView(row);
  const [profile, events, venues] = await Promise.all([readCoupleProfile(db, row.coupleId), loadEvents(db, row.coupleId), savedVenuesOf(db, row.coupleId)]);
  const partner1 = profile?.partner1Name?.trim() || "";
  const partner2 = profile?.partner2Name?.trim() || "";
  const city = profile?.city && isCityId(profile.city) ? getCity(profile.city) : null;
  const venue = venues.find((v) => v.id === settings.content.venueId) ?? venues[0] ?? null;
  const publicIds = new Set(settings.content.publicEventIds);
  const weddingDate = profile?.weddingDate ?? null;
  const today = planningToday(now);
  const visible = events.filter((e) => audience.everything || publicIds.has(e.id) || audience.invitedEventIds.has(e.id));
  return {
    id: row.id,
    slug: row.slug,
    design: settings.design,
    palette: settings.palette,
    sections: settings.sections,
    rsvpLookup: settings.rsvpLookup,
    couple: { partner1, partner2, names: partner1 && partner2 ? `${partner1} & ${partner2}` : partner1 || partner2 || "Our wedding" },
    weddingDate,
    /** Days from today (Eastern) to the wedding; null without a date or once it has passed. */
    daysToGo: weddingDate && differenceInCalendarDays(parseISO(weddingDate), parseISO(today)) >= 0 ? differenceInCalendarDays(parseISO(weddingDate), parseISO(today)) : null,
    city: city?.displayName ?? null,
    venue: venue ? { name: venue.name, address: venue.address, mapUrl: mapLink(`${venue.name}, ${venue.address}`) } : null,
    events: visible.map((e) => ({
      id: e.id,
      name: e.name,
      kind: e.kind,
      date: e.eventDate,
      time: e.startTime,
      place: e.location || venue?.name || "",
      mapUrl: e.location ? mapLink(e.location) : venue ? mapLink(`${venue.name}, ${venue.address}`) : null,
      dressCode: settings.content.dressCodes[e.id] ?? "",
      public: publicIds.has(e.id),
    })),
    content: {
      headline: settings.content.headline,
      story: settings.content.story,
      travel: settings.content.travel,
      hotels: settings.content.hotels,
      thingsToDo: settings.content.thingsToDo,
      registry: settings.content.registry,
      faq: settings.content.faq,
    },
  };
}
export type ComposedSite = Awaited<ReturnType<typeof composeSite>>;
