import { CITIES, getCity, type CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import { createRng, type Rng } from "../../../art/random.ts";
import type { SeedVendor } from "./catalogue.ts";
import { CATEGORY_WRITING, NEIGHBORHOODS, REVIEWER_NAMES } from "./writing.ts";

/**
 * The vendor catalog at real scale (`npm run seed:scale`): generated vendors on top of the 144 written
 * ones, made from a seeded random generator so the same index always gives the same vendor. The slug
 * ends in the index, which is how the art generator finds a scale vendor's portfolio again without a
 * database read (as for scale venues).
 */

/** With the 144 written vendors, 10,000 in all: what `npm run seed:scale` adds. */
export const SCALE_VENDOR_COUNT = 9_856;
/** With the written ones, 100,000 (`npm run seed:scale -- --vendors=large`, meant for PostgreSQL). */
export const LARGE_SCALE_VENDOR_COUNT = 99_856;

/** How many review-writing couples the scale catalog adds beside the written catalog's (no password, no sign-in). */
export const SCALE_REVIEWER_COUNT = 600;

/**
 * How common each kind of business is, roughly as in a real metro directory: many photographers,
 * DJs and florists, fewer officiants and bartending services.
 */
const CATEGORY_WEIGHTS: Record<VendorCategorySlug, number> = {
  photographers: 18,
  videographers: 8,
  caterers: 10,
  djband: 11,
  florists: 10,
  weddingplanners: 8,
  bakers: 7,
  hairmakeup: 9,
  transportation: 4,
  officiants: 5,
  bartenders: 4,
  decorators: 6,
};

/** Bigger metros hold more businesses. */
const CITY_WEIGHTS: Record<CityId, number> = { columbus: 30, nashville: 28, cleveland: 22, cincinnati: 20 };

/** How each kind of business is named: "Juniper Photography", "The Copper Table". */
const CATEGORY_NOUNS: Record<VendorCategorySlug, readonly string[]> = {
  photographers: ["Photography", "Photo Co.", "Studio", "Film & Light", "Portraits"],
  videographers: ["Films", "Cinema", "Motion Pictures", "Wedding Films", "Story Films"],
  caterers: ["Catering", "Kitchen", "Table", "Provisions", "Supper Club"],
  djband: ["Sound", "Entertainment", "Band", "DJ Co.", "Music Collective"],
  florists: ["Florals", "Flower Co.", "Botanicals", "Blooms", "Stems"],
  weddingplanners: ["Events", "Planning Co.", "Weddings", "Event Design", "Celebrations"],
  bakers: ["Bakery", "Cake Studio", "Sweets", "Bake Shop", "Confections"],
  hairmakeup: ["Beauty", "Hair & Makeup", "Glam Studio", "Bridal Beauty", "Artistry"],
  transportation: ["Limousine", "Coach Co.", "Classic Cars", "Trolley Co.", "Chauffeurs"],
  officiants: ["Ceremonies", "Officiants", "Vows", "Wedding Ceremonies"],
  bartenders: ["Bar Co.", "Mobile Bar", "Cocktail Co.", "Bar Service", "Pour House"],
  decorators: ["Decor", "Event Rentals", "Design House", "Decor & Rentals", "Styling Co."],
};

const FIRST_WORDS = [
  "Willow", "Juniper", "Copper", "Stonebridge", "Maple", "Hawthorn", "Larkspur", "Ironwood", "Foxglove", "Cedar",
  "Bluebird", "Magnolia", "Harbor", "Summit", "Meadowlark", "Heron", "Oakmont", "Briar", "Ashford", "Linden",
  "Sycamore", "Riverbend", "Millstone", "Lantern", "Beacon", "Orchard", "Wren", "Thistle", "Elmhurst", "Goldenrod",
  "Redbud", "Buckeye", "Dogwood", "Hollow Creek", "Fairmount", "Silver Lake", "Kingfisher", "Whitfield", "Brambleton", "Clover",
  "Golden Hour", "Velvet", "Sparrow", "Marigold", "Northstar", "Saltbox", "Bellwether", "Fern & Fig", "Twin Oaks", "Amberly",
] as const;

const OWNER_NAMES = [
  "Ada", "Bea", "Cal", "Dana", "Eli", "Fern", "Gus", "Hana", "Ike", "June", "Kit", "Lena", "Milo", "Nell", "Otis", "Pia",
  "Quinn", "Rhea", "Silas", "Tess", "Uma", "Vera", "Wes", "Yara", "Zane",
] as const;

const FAMILY_NAMES = [
  "Adeyemi", "Brennan", "Castillo", "Dubois", "Eriksen", "Fontaine", "Gallagher", "Haddad", "Ishikawa", "Jablonski",
  "Kowalczyk", "Lindqvist", "Moreno", "Nakamura", "Okonkwo", "Petrov", "Quintero", "Rasmussen", "Sandoval", "Tanaka",
  "Underwood", "Vasquez", "Whitaker", "Yilmaz", "Zielinski",
] as const;

const COUPLE_FIRST_NAMES = [
  "Ava", "Ben", "Cara", "Dev", "Erin", "Finn", "Gia", "Hugo", "Iris", "Jon", "Kara", "Leo", "Mara", "Nico", "Opal", "Paul",
  "Rae", "Sami", "Tara", "Vic", "Wade", "Xena", "Yuri", "Zoe", "Amir", "Bo", "Cleo", "Drew", "Esme", "Gabe",
] as const;

/** The scale catalog's reviewers, after the written catalog's (reviewerId/reviewerEmail take the same index). */
export function scaleReviewers(): { index: number; name: string }[] {
  return Array.from({ length: SCALE_REVIEWER_COUNT }, (_, i) => {
    const a = COUPLE_FIRST_NAMES[i % COUPLE_FIRST_NAMES.length]!;
    const b = COUPLE_FIRST_NAMES[(i * 7 + 3 + Math.floor(i / COUPLE_FIRST_NAMES.length)) % COUPLE_FIRST_NAMES.length]!;
    return { index: REVIEWER_NAMES.length + i, name: `${a} & ${b === a ? "Sam" : b}` };
  });
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

function weightedPick<T extends string>(rng: Rng, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = rng.next() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return entries[entries.length - 1]![0];
}

function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!);
  return out;
}

function roundPrice(value: number): number {
  const step = value >= 2000 ? 100 : value >= 500 ? 50 : 25;
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * How many reviews a business has: about a fifth have none yet, most a handful, a few dozens
 * (a long tail, as on any marketplace). Capped by the reviewers there are.
 */
function reviewCount(rng: Rng): number {
  if (rng.chance(0.2)) return 0;
  const n = Math.floor(-Math.log(1 - rng.next()) * 7) + 1;
  return Math.min(n, 60);
}

/** Different couples (one review each per vendor), from the scale catalog's reviewers. */
function distinctReviewers(rng: Rng, count: number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(REVIEWER_NAMES.length + Math.floor(rng.next() * SCALE_REVIEWER_COUNT));
  return [...picked];
}

/** The scale vendor with this index (0 to LARGE_SCALE_VENDOR_COUNT - 1): the same every time. */
export function scaleVendor(index: number): SeedVendor {
  const rng = createRng(`scale-vendor:${index}`);
  const category = weightedPick(rng, CATEGORY_WEIGHTS);
  const city = weightedPick(rng, CITY_WEIGHTS);
  const writing = CATEGORY_WRITING[category];
  const cityName = getCity(city).name;
  const businessName = rng.chance(0.25)
    ? `${rng.pick(OWNER_NAMES)} ${rng.pick(FAMILY_NAMES)} ${rng.pick(CATEGORY_NOUNS[category])}`
    : `${rng.chance(0.2) ? "The " : ""}${rng.pick(FIRST_WORDS)} ${rng.pick(CATEGORY_NOUNS[category])}`;
  const slug = `${slugify(`${businessName} ${city}`)}-${index}`;
  const neighborhood = rng.pick(NEIGHBORHOODS[city]);
  const years = Math.max(1, Math.round(Math.exp(rng.range(0, Math.log(30)))));
  const lead = rng.pick(writing.leads);
  const specialties = pickSome(rng, writing.specialties, 3);
  const approach = rng.pick(writing.approach);

  // Most work only at home or in their state's other cities; a few travel between Ohio and Tennessee.
  const others = CITIES.map((c) => c.id).filter((id) => id !== city);
  const sameState = others.filter((id) => getCity(id).state === getCity(city).state);
  const travels = rng.chance(0.4) && sameState.length > 0 ? pickSome(rng, sameState, rng.int(1, sameState.length)) : [];
  if (rng.chance(0.08)) travels.push(rng.pick(others.filter((id) => !travels.includes(id))));
  const citiesServed = [city, ...new Set(travels)];

  // Prices spread a little past the written catalog's band both ways: budget newcomers and luxury studios.
  const [low, high] = writing.price;
  const base = Math.exp(rng.range(Math.log(low * 0.6), Math.log(high * 1.5)));
  const offered = writing.packages.filter((_, i) => i === 1 || rng.chance(0.75));
  const packages = offered.map((pkg) => ({ name: pkg.name, price: roundPrice(base * pkg.factor), description: pkg.description, includes: [...pkg.includes] }));
  const startingPrice = Math.min(...packages.map((p) => p.price));
  const styles = pickSome(rng, writing.styles, rng.int(1, 3));

  // Each business has a standing: most are loved, some are uneven.
  const quality = rng.pick([5, 5, 5, 4, 4, 4, 3] as const);
  const reviewers = distinctReviewers(rng, reviewCount(rng));
  const reviews = reviewers.map((reviewer) => ({
    reviewer,
    rating: Math.max(1, Math.min(5, quality - (rng.chance(0.25) ? rng.int(1, 2) : 0) + (quality < 5 && rng.chance(0.3) ? 1 : 0))),
    body: rng.pick(writing.reviews).replace("{name}", businessName),
    daysAgo: rng.int(3, 1400),
  }));

  const travelLine =
    citiesServed.length > 1 ? `Based in ${neighborhood}, they also work in ${citiesServed.slice(1).map((id) => getCity(id).name).join(" and ")}.` : `They work all over ${cityName} from their home in ${neighborhood}.`;
  const host = slug;
  return {
    slug,
    businessName,
    category,
    city,
    citiesServed,
    summary: `${businessName} is ${lead} in ${cityName}. ${specialties[0]}`,
    description: [`${businessName} is ${lead} with ${years} ${years === 1 ? "year" : "years"} of weddings in ${cityName}.`, ...specialties, approach, travelLine].join(" "),
    startingPrice,
    styles,
    yearsInBusiness: years,
    responseTimeHours: rng.pick([1, 2, 4, 6, 12, 24, 24, 48, 72]),
    website: rng.chance(0.85) ? `https://${host}.example.com` : "",
    phone: `+1${AREA_CODES[city]}555${String(index % 10_000).padStart(4, "0")}`,
    contactEmail: `hello@${host}.example.com`,
    packages,
    reviews,
  };
}

const AREA_CODES: Record<CityId, string> = { cleveland: "216", columbus: "614", cincinnati: "513", nashville: "615" };

/** The scale vendors with indexes in [from, to). */
export function scaleVendors(from: number, to: number): SeedVendor[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => scaleVendor(from + i));
}

const SCALE_SLUG = /-(\d{1,6})$/;

/** The scale vendor a slug names, if it is one: regenerated from its index, then checked. */
export function scaleVendorBySlug(slug: string): SeedVendor | undefined {
  const match = SCALE_SLUG.exec(slug);
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= LARGE_SCALE_VENDOR_COUNT) return undefined;
  const vendor = scaleVendor(index);
  return vendor.slug === slug ? vendor : undefined;
}
