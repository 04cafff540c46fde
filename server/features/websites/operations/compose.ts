import { differenceInCalendarDays, parseISO } from "date-fns";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import { planningToday } from "../../../../domain/dates.ts";
import { readCoupleProfile } from "../../account/planning.ts";
import { formatMinutes } from "../../../../domain/timeline.ts";
import { loadEvents } from "../../guests/index.ts";
import { dayOfEventsOfCouple } from "../../timeline/index.ts";
import { dayOfMatch, type SiteSection } from "../../../../domain/websites.ts";
import { savedVenuesOf, siteSettingsView, type Reader, type WebsiteRow } from "../rows.ts";

/** A map link anyone can open (no key, no script): the address searched on OpenStreetMap. */
export const mapLink = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

export interface SiteAudience {
  /** Everyone sees the events the couple made public; a guest who found their invitation also sees theirs. */
  invitedEventIds: ReadonlySet<string>;
  /** The couple's preview shows every event, each marked with who sees it. */
  everything?: boolean;
  /** Sections with their own password that this visitor has opened (the preview opens all). */
  openedSections?: ReadonlySet<string>;
}

/**
 * The site as a visitor reads it: the couple's choices and words, with names, date, city, venue and
 * events read from their planning now (so a changed event shows on the next visit).
 */
export async function composeSite(db: Reader, row: WebsiteRow, audience: SiteAudience, now = new Date()) {
  const settings = siteSettingsView(row);
  const [profile, events, venues, dayOf] = await Promise.all([readCoupleProfile(db, row.coupleId), loadEvents(db, row.coupleId), savedVenuesOf(db, row.coupleId), dayOfEventsOfCouple(db, row.coupleId)]);
  const partner1 = profile?.partner1Name?.trim() || "";
  const partner2 = profile?.partner2Name?.trim() || "";
  const city = profile?.city && isCityId(profile.city) ? getCity(profile.city) : null;
  const venue = venues.find((v) => v.id === settings.content.venueId) ?? venues[0] ?? null;
  const publicIds = new Set(settings.content.publicEventIds);
  const weddingDate = profile?.weddingDate ?? null;
  const today = planningToday(now);
  const visible = events.filter((e) => audience.everything || publicIds.has(e.id) || audience.invitedEventIds.has(e.id));
  const locked = new Set(settings.sections.filter((s) => settings.protectedSections.includes(s) && !audience.everything && !audience.openedSections?.has(s)));
  const hidden = <T,>(section: SiteSection, value: T, empty: T): T => (locked.has(section) ? empty : value);
  const c = settings.content;
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
    events: hidden("schedule", visible, []).map((e) => {
      // The day-of schedule is the latest word on the wedding day's times (and place, when it names one).
      const match = dayOfMatch(e, dayOf, settings.content.timelineLinks);
      const location = match?.place.trim() || e.location;
      return {
        id: e.id,
        name: e.name,
        kind: e.kind,
        date: e.eventDate ?? (match ? weddingDate : null),
        time: match ? formatMinutes(match.startMinutes) : e.startTime,
        timeFromSchedule: Boolean(match),
        place: location || venue?.name || "",
        mapUrl: location ? mapLink(location) : venue ? mapLink(`${venue.name}, ${venue.address}`) : null,
        dressCode: settings.content.dressCodes[e.id] ?? "",
        public: publicIds.has(e.id),
      };
    }),
    /** Sections behind their own password that this visitor has not opened: shown as a lock, nothing of their content. */
    lockedSections: [...locked],
    // A section behind its own password carries none of its words until the visitor opens it.
    content: {
      headline: c.headline,
      story: hidden("story", c.story, ""),
      travel: hidden("travel", c.travel, ""),
      hotels: hidden("travel", c.hotels, []),
      thingsToDo: hidden("things-to-do", c.thingsToDo, ""),
      registry: hidden("registry", c.registry, []),
      faq: hidden("faq", c.faq, []),
      gallery: hidden("gallery", c.gallery, []),
      party: hidden("wedding-party", c.party, []),
    },
    previewPhotoUrl: c.previewPhotoUrl ?? (locked.has("gallery") ? null : c.gallery[0]?.url) ?? null,
  };
}
export type ComposedSite = Awaited<ReturnType<typeof composeSite>>;
