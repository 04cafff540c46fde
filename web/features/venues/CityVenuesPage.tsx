import { useLocation } from "react-router";
import { getCity, isCityId, type CityId } from "@domain/cities";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import { venueListHead } from "./seo";
import type { PageQueries } from "@web/lib/page-queries";
import { venueQueries } from "./api";
import { apiQuery, parseFilters } from "./search-params";
import { VenueSearchView } from "./VenueSearchView";

const CITY_INTROS: Record<CityId, string> = {
  cleveland:
    "Lake Erie sunsets, restored foundries in the Flats, glasshouses and grand old halls: Cleveland venues carry a lot of history and a lot of character.",
  columbus:
    "From Short North galleries to German Village courtyards and farm barns just outside town, Columbus has a venue for every size of celebration.",
  cincinnati:
    "Riverfront views, Over-the-Rhine brewhouses and hilltop estates: Cincinnati's venues pair Queen City history with plenty of room to dance.",
  nashville:
    "Music Row lofts, Tennessee barns and garden estates: Nashville weddings come with great sound and warm Southern hospitality.",
};

function cityOfPath(pathname: string): CityId {
  const slug = pathname.split("/")[2] ?? "";
  return isCityId(slug) ? slug : "cleveland";
}

/** The first page of the city's venues, with whatever filters the address carries. */
export const pageQueries: PageQueries = ({ pathname, searchParams }) => {
  const cityId = cityOfPath(pathname);
  return [venueQueries.search(apiQuery({ ...parseFilters(searchParams), city: cityId }, cityId))];
};

/** /venues/cleveland, /venues/columbus, /venues/cincinnati, /venues/nashville: the search with the city fixed. */
export default function CityVenuesPage() {
  const cityId = cityOfPath(useLocation().pathname);
  const city = getCity(cityId);
  usePageHead(venueListHead(cityId, usePublicOrigin()));
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">{city.displayName}</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Wedding venues in {city.name}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{CITY_INTROS[cityId]}</p>
      </header>
      <div className="mt-8">
        <VenueSearchView fixedCity={cityId} defaultCity={cityId} />
      </div>
    </div>
  );
}
