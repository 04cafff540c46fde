import { CITIES, type CityId } from "@domain/cities";
import type { VenueDetail } from "@domain/venue-cards";
import { amenityLabel, priceTierLabel } from "@domain/venues";
import { SHARE_PREVIEW, sharePreviewUrl } from "@domain/share-preview";
import type { PageHead } from "@web/lib/page-head";
import { formatRange } from "./format";

const cityOf = (id: string) => CITIES.find((city) => city.id === id);

/** "1730 Elm Street, Cincinnati, OH 45202" as schema.org parts; an address in another shape stays whole. */
export function postalAddress(address: string, cityId: string) {
  const city = cityOf(cityId);
  const postalCode = address.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1];
  const street = city ? address.replace(new RegExp(`,\\s*${city.name}\\b.*$`, "i"), "").trim() : address;
  return {
    "@type": "PostalAddress",
    streetAddress: street || address,
    addressLocality: city?.name ?? "",
    addressRegion: city?.state ?? "",
    ...(postalCode ? { postalCode } : {}),
    addressCountry: "US",
  };
}

function breadcrumbs(items: { name: string; path: string }[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: origin + item.path })),
  };
}

/** Short enough for a search result (about 160 characters), cut at a word. */
function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** A venue page's title, description, preview picture and schema.org data (an EventVenue with its breadcrumbs). */
export function venueHead(venue: VenueDetail, origin: string): PageHead {
  const city = cityOf(venue.city);
  const path = `/venues/${venue.slug}`;
  const cover = venue.images[0];
  const price = priceTierLabel(venue.priceTier);
  const fee = formatRange(venue.rentalFeeMin, venue.rentalFeeMax);
  // The facts a couple scans a search result for come first; the venue's own words fill the rest.
  const description = snippet(
    `Wedding venue in ${city?.displayName ?? venue.city} for up to ${venue.seatedCapacity} seated guests, rental ${fee}. ${venue.summary}`,
  );
  const venueData = {
    "@context": "https://schema.org",
    "@type": ["EventVenue", "LocalBusiness"],
    name: venue.name,
    description: venue.summary,
    url: origin + path,
    address: postalAddress(venue.address, venue.city),
    ...(price ? { priceRange: price } : {}),
    maximumAttendeeCapacity: Math.max(venue.seatedCapacity, venue.standingCapacity),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(cover ? { image: venue.images.slice(0, 4).map((image) => origin + image.url) } : {}),
    ...(venue.amenities.length ? { amenityFeature: venue.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name: amenityLabel(name), value: true })) } : {}),
  };
  return {
    title: `${venue.name}: wedding venue in ${city?.displayName ?? venue.city}`,
    description,
    canonicalPath: path,
    image: cover ? { url: sharePreviewUrl(cover.url), ...SHARE_PREVIEW, alt: cover.alt } : undefined,
    jsonLd: [
      venueData,
      breadcrumbs(
        [
          { name: "Venues", path: "/venues" },
          ...(city ? [{ name: city.displayName, path: `/venues/${city.id}` }] : []),
          { name: venue.name, path },
        ],
        origin,
      ),
    ],
  };
}

/** /venues and the city pages: one address per city, the first page of results for previews. */
export function venueListHead(cityId: CityId | null, origin: string, firstCover?: { url: string; width?: number | null; height?: number | null; alt?: string }): PageHead {
  const city = cityId ? cityOf(cityId) : undefined;
  const path = city ? `/venues/${city.id}` : "/venues";
  return {
    title: city ? `Wedding venues in ${city.displayName}` : "Wedding venues",
    description: city
      ? `Compare wedding venues in ${city.displayName}: barns, ballrooms, gardens and lofts with real prices, seated and standing capacity, and open tour times.`
      : "Compare wedding venues across Ohio and Tennessee: barns, ballrooms, gardens and lofts with real prices, capacities and open tour times.",
    canonicalPath: path,
    image: firstCover,
    jsonLd: [breadcrumbs([{ name: "Venues", path: "/venues" }, ...(city ? [{ name: city.displayName, path }] : [])], origin)],
  };
}
