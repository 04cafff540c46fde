import { NONE_MATCH, type Check } from "./checks.ts";
import type { QualityFixture } from "./fixture.ts";

type Venue = QualityFixture["catalogVenues"][number];
type Vendor = QualityFixture["catalogVendors"][number];

/** Checks that a reply names catalog venues or directory vendors meeting what was asked, and none that do not. */
export function catalogChecks(f: QualityFixture) {
  const venues = f.catalogVenues;
  const vendors = f.catalogVendors;
  const venuesIn = (reply: string) => venues.filter((v) => reply.toLowerCase().includes(v.name.toLowerCase()));
  const vendorsIn = (reply: string) => vendors.filter((v) => reply.toLowerCase().includes(v.name.toLowerCase()));
  return {
    venuesIn,
    venuesMeeting: (label: string, test: (v: Venue) => boolean): Check => ({
      label: `names at least 1 catalog venue ${label}, none that is not`,
      ok: ({ reply }) => {
        const named = venuesIn(reply);
        return named.length >= 1 && named.every(test);
      },
    }),
    serves: (city: string, slug: string, cap = Infinity) => (v: Vendor) => v.category === slug && v.citiesServed.includes(city) && v.startingPrice <= cap,
    /** Vendors that all fit (at least one), or, when the directory has none that fits, a plain "none". */
    vendorsFitting: (label: string, test: (v: Vendor) => boolean): Check => ({
      label: `names only directory vendors ${label}${vendors.some(test) ? " (at least one)" : ", or says none fits"}`,
      ok: ({ reply }) => {
        const named = vendorsIn(reply);
        if (vendors.some(test)) return named.length > 0 && named.every(test);
        return (named.length > 0 && named.every(test)) || NONE_MATCH.test(reply.toLowerCase());
      },
    }),
  };
}
