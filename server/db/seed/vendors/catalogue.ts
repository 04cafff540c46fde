import { CITIES, getCity, type CityId } from "../../../../domain/cities.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import { SAMPLE_REVIEWER_ID_PREFIX, type VendorStyle } from "../../../../domain/vendors.ts";
import { createRng, hashString } from "../../../art/random.ts";
import { scaleVendorBySlug } from "./scale.ts";
import { CATEGORY_WRITING, NEIGHBORHOODS, RECOMMENDATION_NOTES, REVIEWER_NAMES } from "./writing.ts";

/** One catalog vendor as the seed writes it: a profile a vendor could claim, its packages and reviews. */
export interface SeedVendor {
  slug: string;
  businessName: string;
  category: VendorCategorySlug;
  city: CityId;
  citiesServed: CityId[];
  summary: string;
  description: string;
  startingPrice: number;
  styles: VendorStyle[];
  yearsInBusiness: number;
  responseTimeHours: number;
  website: string;
  phone: string;
  contactEmail: string;
  packages: { name: string; price: number; description: string; includes: string[] }[];
  reviews: { reviewer: number; rating: number; body: string; daysAgo: number }[];
}

export interface SeedRecommendation {
  from: string;
  to: string;
  note: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const AREA_CODES: Record<CityId, string> = { cleveland: "216", columbus: "614", cincinnati: "513", nashville: "615" };

/** Rounds a price the way vendors write them ($1,850, not $1,847). */
function roundPrice(value: number): number {
  const step = value >= 2000 ? 100 : value >= 500 ? 50 : 25;
  return Math.max(step, Math.round(value / step) * step);
}

function pickSome<T>(items: readonly T[], count: number, seed: string): T[] {
  const rng = createRng(seed);
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!);
  return out;
}

function buildVendor(category: VendorCategorySlug, city: CityId, index: number): SeedVendor {
  const writing = CATEGORY_WRITING[category];
  const businessName = writing.names[city][index]!;
  const slug = slugify(`${businessName} ${city}`);
  const rng = createRng(`vendor:${slug}`);
  const neighborhood = rng.pick(NEIGHBORHOODS[city]);
  const cityName = getCity(city).name;
  const years = rng.int(2, 24);
  const lead = rng.pick(writing.leads);
  const specialties = pickSome(writing.specialties, 3, `spec:${slug}`);
  const approach = rng.pick(writing.approach);
  // Most work in the cities of their state; Nashville vendors travel to Ohio now and then.
  const others = CITIES.map((c) => c.id).filter((id) => id !== city);
  const sameState = others.filter((id) => getCity(id).state === getCity(city).state);
  const travels = rng.chance(0.45) ? pickSome(sameState.length > 0 ? sameState : others, rng.int(1, Math.max(1, sameState.length)), `travel:${slug}`) : [];
  if (rng.chance(0.12)) travels.push(rng.pick(others.filter((id) => !travels.includes(id))));
  const citiesServed = [city, ...new Set(travels)];
  const [low, high] = writing.price;
  const startingPrice = roundPrice(low + (high - low) * ((index + rng.next()) / 3));
  const styles = pickSome(writing.styles, rng.int(2, 3), `styles:${slug}`);
  const travelLine =
    citiesServed.length > 1 ? `Based in ${neighborhood}, they also work in ${citiesServed.slice(1).map((id) => getCity(id).name).join(" and ")}.` : `They work all over ${cityName} from their home in ${neighborhood}.`;
  const packages = writing.packages.map((pkg) => ({ name: pkg.name, price: roundPrice(startingPrice * pkg.factor), description: pkg.description, includes: [...pkg.includes] }));
  // The starting price is what the cheapest package costs.
  const lowest = Math.min(...packages.map((p) => p.price));
  const reviewCount = rng.int(2, 5);
  const reviewers = pickSome(
    REVIEWER_NAMES.map((_, i) => i),
    reviewCount,
    `reviewers:${slug}`,
  );
  const lines = pickSome(writing.reviews, reviewCount, `reviews:${slug}`);
  const reviews = reviewers.map((reviewer, i) => ({
    reviewer,
    rating: rng.pick([5, 5, 5, 4, 4, 3]),
    body: (lines[i % lines.length] ?? writing.reviews[0]!).replace("{name}", businessName),
    daysAgo: rng.int(10, 700),
  }));
  const host = slugify(businessName);
  return {
    slug,
    businessName,
    category,
    city,
    citiesServed,
    summary: `${businessName} is ${lead} in ${cityName}. ${specialties[0]}`,
    description: [`${businessName} is ${lead} with ${years} years of weddings in ${cityName}.`, ...specialties, approach, travelLine].join(" "),
    startingPrice: lowest,
    styles,
    yearsInBusiness: years,
    responseTimeHours: rng.pick([2, 4, 6, 12, 24, 24, 48]),
    website: `https://${host}.example.com`,
    phone: `+1${AREA_CODES[city]}555${String(1000 + (hashString(slug) % 9000)).padStart(4, "0")}`,
    contactEmail: `hello@${host}.example.com`,
    packages,
    reviews,
  };
}

/** 12 categories x 4 cities x 3 businesses: 144 vendors. */
export const SEED_VENDORS: SeedVendor[] = VENDOR_CATEGORIES.flatMap((category) =>
  CITIES.flatMap((city) => [0, 1, 2].map((index) => buildVendor(category.slug, city.id, index))),
);

const bySlug = new Map(SEED_VENDORS.map((vendor) => [vendor.slug, vendor]));
/** A written catalog vendor, or one of the scale seed's (`npm run seed:scale`), whose portfolio is drawn the same way. */
export const seedVendorBySlug = (slug: string) => bySlug.get(slug) ?? scaleVendorBySlug(slug);

/** Friendors: each vendor vouches for one or two others in its city, in other categories. */
export const SEED_RECOMMENDATIONS: SeedRecommendation[] = SEED_VENDORS.flatMap((vendor) => {
  const rng = createRng(`friendors:${vendor.slug}`);
  const candidates = SEED_VENDORS.filter((other) => other.city === vendor.city && other.category !== vendor.category);
  return pickSome(candidates, rng.int(1, 2), `friendor-pick:${vendor.slug}`).map((other) => ({ from: vendor.slug, to: other.slug, note: rng.pick(RECOMMENDATION_NOTES) }));
});

export const reviewerEmail = (index: number) => `reviewer-${index + 1}@couples.serviceberry.example`;
export const reviewerId = (index: number) => `${SAMPLE_REVIEWER_ID_PREFIX}${index + 1}`;
