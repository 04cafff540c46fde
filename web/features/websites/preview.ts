import { getCity, isCityId } from "@domain/cities";
import { formatMinutes } from "@domain/timeline";
import { dayOfMatch } from "@domain/websites";
import type { BuilderView, OpenSite, SiteSettingsValues } from "./api";

/**
 * The live preview: the site as guests will see it, composed in the browser from the builder's current
 * (unsaved) values and the couple's planning, the way the server composes the real site.
 */
export function previewSite(planning: BuilderView["planning"], values: SiteSettingsValues, today: Date): OpenSite {
  const partner1 = planning.partner1.trim();
  const partner2 = planning.partner2.trim();
  const venue = planning.venues.find((v) => v.id === values.content.venueId) ?? planning.venues[0] ?? null;
  const mapUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  const days = planning.weddingDate ? Math.round((Date.parse(`${planning.weddingDate}T12:00:00`) - Date.parse(`${today.toISOString().slice(0, 10)}T12:00:00`)) / 86_400_000) : null;
  const publicIds = new Set(values.content.publicEventIds);
  return {
    id: "preview",
    slug: values.slug,
    design: values.design,
    palette: values.palette,
    sections: values.sections,
    rsvpLookup: values.rsvpLookup,
    couple: { partner1, partner2, names: partner1 && partner2 ? `${partner1} & ${partner2}` : partner1 || partner2 || "Our wedding" },
    weddingDate: planning.weddingDate,
    daysToGo: days !== null && days >= 0 ? days : null,
    city: planning.city && isCityId(planning.city) ? getCity(planning.city).displayName : null,
    venue: venue ? { name: venue.name, address: venue.address, mapUrl: mapUrl(`${venue.name}, ${venue.address}`) } : null,
    events: planning.events.map((e) => {
      const match = dayOfMatch(e, planning.dayOf, values.content.timelineLinks);
      const location = match?.place.trim() || e.place;
      return {
        id: e.id,
        name: e.name,
        kind: e.kind,
        date: e.date ?? (match ? planning.weddingDate : null),
        time: match ? formatMinutes(match.startMinutes) : e.time,
        timeFromSchedule: Boolean(match),
        place: location || venue?.name || "",
        mapUrl: location ? mapUrl(location) : venue ? mapUrl(`${venue.name}, ${venue.address}`) : null,
        dressCode: values.content.dressCodes[e.id] ?? "",
        public: publicIds.has(e.id),
      };
    }),
    lockedSections: [],
    previewPhotoUrl: values.content.previewPhotoUrl ?? values.content.gallery[0]?.url ?? null,
    content: {
      headline: values.content.headline,
      story: values.content.story,
      travel: values.content.travel,
      hotels: values.content.hotels,
      thingsToDo: values.content.thingsToDo,
      registry: values.content.registry,
      faq: values.content.faq,
      gallery: values.content.gallery,
      party: values.content.party,
    },
  };
}
