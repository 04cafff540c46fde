import { CITIES, type CityId } from "../../../../domain/cities.ts";
import type { VenueAmenity, VenueStyle } from "../../../../domain/venues.ts";
import { createRng, type Rng } from "../../../art/random.ts";
import { CINCINNATI_VENUES } from "./cincinnati.ts";
import { CLEVELAND_VENUES } from "./cleveland.ts";
import { COLUMBUS_VENUES } from "./columbus.ts";
import { NASHVILLE_VENUES } from "./nashville.ts";
import type { SeedVenue } from "./types.ts";

/**
 * The catalog at real scale (`npm run seed:scale`): thousands of fictional venues made from a seeded
 * random generator, so the same index always gives the same venue. Its slug ends in the index, which
 * is how the art generator finds a scale venue's pictures again without a database read.
 */
export const SCALE_VENUE_COUNT = 3000;

/** Where scale venues stand: the streets and neighborhoods of the written catalog, per city. */
interface Location {
  neighborhood: string;
  street: string;
  /** "Nashville, TN 37203": the part of the address after the street. */
  locality: string;
}

const ADDRESS = /^\d+ ([^,]+),(?: [^,]+,)? ([^,]+, [A-Z]{2} \d{5})$/;

// The city files, not catalogue.ts: the catalog's slug lookup falls back to this module.
const WRITTEN = [...CLEVELAND_VENUES, ...COLUMBUS_VENUES, ...CINCINNATI_VENUES, ...NASHVILLE_VENUES];

const LOCATIONS: ReadonlyMap<CityId, readonly Location[]> = new Map(
  CITIES.map((city) => [
    city.id,
    WRITTEN.filter((v) => v.city === city.id).flatMap((v) => {
      const match = ADDRESS.exec(v.address);
      return match ? [{ neighborhood: v.neighborhood, street: match[1]!, locality: match[2]! }] : [];
    }),
  ]),
);

const AREA_CODES: Record<CityId, string> = { cleveland: "216", columbus: "614", cincinnati: "513", nashville: "615" };

const FIRST_WORDS = [
  "Willow", "Juniper", "Copper", "Stonebridge", "Maple", "Hawthorn", "Larkspur", "Ironwood", "Foxglove", "Cedar",
  "Bluebird", "Magnolia", "Harbor", "Summit", "Meadowlark", "Heron", "Oakmont", "Briar", "Ashford", "Linden",
  "Sycamore", "Riverbend", "Millstone", "Lantern", "Beacon", "Orchard", "Wren", "Thistle", "Elmhurst", "Goldenrod",
  "Redbud", "Buckeye", "Dogwood", "Hollow Creek", "Fairmount", "Silver Lake", "Kingfisher", "Whitfield", "Brambleton", "Clover",
] as const;

/** What a venue of each style is called, and how its description opens. */
const STYLE_WORDS: Record<VenueStyle, { nouns: readonly string[]; adjective: string; sentences: readonly string[] }> = {
  barn: {
    nouns: ["Barn", "Farm", "Homestead", "Stables"],
    adjective: "a restored timber-frame barn",
    sentences: ["Hand-hewn beams, a hayloft strung with lights and sliding doors open onto the pasture.", "The farm's fields and fences make the photographs, from the tractor path to the old silo."],
  },
  ballroom: {
    nouns: ["Ballroom", "Grand Hall", "Club", "Assembly Rooms"],
    adjective: "a chandeliered ballroom",
    sentences: ["Crystal chandeliers hang over a sprung dance floor with a balcony for the toasts.", "Gilded mirrors and tall windows make the room glow long after the first dance."],
  },
  garden: {
    nouns: ["Gardens", "Conservatory", "Garden House", "Arboretum"],
    adjective: "a walled garden",
    sentences: ["Boxwood paths lead to a lawn framed by peonies, hydrangeas and old shade trees.", "Something is always in bloom, and the greenhouse doubles as a rain plan."],
  },
  industrial: {
    nouns: ["Loft", "Works", "Mill", "Warehouse"],
    adjective: "a converted warehouse loft",
    sentences: ["Exposed brick, steel columns and factory windows give the room its character.", "Concrete floors and high ceilings take any look, from candlelit to neon."],
  },
  historic: {
    nouns: ["House", "Hall", "Inn", "Chapel"],
    adjective: "a landmark building",
    sentences: ["Original woodwork, a sweeping staircase and stained glass tell its long story.", "The rooms keep their period details, and the staff know every one of them."],
  },
  waterfront: {
    nouns: ["Boathouse", "Landing", "Pier", "Lakehouse"],
    adjective: "a waterfront pavilion",
    sentences: ["The ceremony deck sits right on the water, and sunset does the decorating.", "Guests watch the boats go by from the lawn while the band sets up inside."],
  },
  rooftop: {
    nouns: ["Rooftop", "Terrace", "Skydeck"],
    adjective: "a rooftop terrace",
    sentences: ["The skyline wraps around the terrace, with heaters and a glass windbreak for cooler nights.", "Vows happen under the open sky and dinner moves into the glass lounge below."],
  },
  vineyard: {
    nouns: ["Vineyard", "Winery", "Cellars", "Brewing Company"],
    adjective: "a family vineyard",
    sentences: ["Rows of vines run down to the tasting room, and the barrel cellar seats dinner by candlelight.", "The house pours its own wine and beer, and a tasting is part of every package."],
  },
  museum: {
    nouns: ["Gallery", "Museum", "Arts Center"],
    adjective: "a working gallery",
    sentences: ["Guests wander the exhibits during cocktail hour before dinner in the sculpture court.", "The collection changes through the year, so no two weddings look quite the same."],
  },
  rustic: {
    nouns: ["Lodge", "Cabin", "Retreat"],
    adjective: "a stone-and-timber lodge",
    sentences: ["A great stone fireplace anchors the hall, and the porch looks out over the woods.", "Trails, a fire pit and a creek keep guests outside until the last song."],
  },
  modern: {
    nouns: ["Studio", "Pavilion", "Atrium"],
    adjective: "a modern glass pavilion",
    sentences: ["Clean white walls and a skylit atrium make a blank canvas for any design.", "Built-in lighting changes color with the evening, from ceremony to last dance."],
  },
  estate: {
    nouns: ["Estate", "Manor", "Mansion"],
    adjective: "a country estate",
    sentences: ["A tree-lined drive leads to the manor house, its terraces and formal lawns.", "The family rooms, library and courtyard are all yours for the weekend."],
  },
};

/** Styles that suit each other, so a venue reads as one place. */
const COMPANIONS: Record<VenueStyle, readonly VenueStyle[]> = {
  barn: ["rustic", "garden", "vineyard", "estate"],
  ballroom: ["historic", "modern", "estate"],
  garden: ["estate", "historic", "waterfront", "barn"],
  industrial: ["modern", "historic", "rooftop", "museum"],
  historic: ["ballroom", "estate", "garden", "museum"],
  waterfront: ["garden", "modern", "rustic"],
  rooftop: ["modern", "industrial"],
  vineyard: ["barn", "garden", "rustic"],
  museum: ["historic", "modern", "industrial"],
  rustic: ["barn", "waterfront", "vineyard"],
  modern: ["industrial", "rooftop", "museum", "waterfront"],
  estate: ["garden", "historic", "ballroom"],
};

const STYLE_IDS = Object.keys(STYLE_WORDS) as VenueStyle[];

const INCLUSIONS = [
  "Exclusive use of the venue for the day", "Tables, chairs and linens", "Day-of coordinator", "Getting-ready suite",
  "Ceremony rehearsal the day before", "Bistro lighting package", "Sound system with microphones", "Cake cutting and plating",
  "Setup and cleanup crew", "Parking attendants", "Champagne toast", "Outdoor lawn games",
] as const;

const RULES = [
  "Amplified music ends at 11 pm", "No confetti, glitter or rice", "Candles must be enclosed in glass", "Outside vendors carry liability insurance",
  "Sparklers only on the lawn", "No tape or nails on the walls", "Load-out is finished by midnight", "A security deposit is due at booking",
] as const;

const PARKING = [
  "Free lot beside the venue, with room for about {n} cars.",
  "Street parking nearby and a public garage a block away.",
  "Valet at the door for parties over 100; otherwise a free lot on site.",
] as const;

const ACCESSIBILITY = [
  "Step-free entrance, accessible restrooms and level paths to the ceremony site.",
  "An elevator serves every floor; accessible restrooms on the main level.",
  "Ramped entrance and paved paths; the lower lawn is reached by a gentle slope.",
] as const;

/** Catering and alcohol policies, and the amenities they imply (the written catalog's rules). */
const CATERING = ["in_house", "approved_list", "any"] as const;
const ALCOHOL = ["in_house", "licensed_bartender", "byob", "none"] as const;
const OPTIONAL_AMENITIES: readonly VenueAmenity[] = [
  "on_site_parking", "wheelchair_accessible", "ceremony_space", "bridal_suite", "dance_floor", "av_equipment", "tables_chairs", "rain_plan", "pet_friendly",
];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A 100-guest Saturday in the middle of each tier's band (see PRICE_TIERS). */
const TIER_ESTIMATE: Record<number, [number, number]> = { 1: [4_000, 8_000], 2: [9_000, 15_000], 3: [16_000, 25_000], 4: [27_000, 50_000] };
const TIER_PER_GUEST: Record<number, [number, number]> = { 1: [20, 40], 2: [40, 70], 3: [65, 105], 4: [100, 170] };

function pickStyles(rng: Rng): VenueStyle[] {
  const primary = rng.pick(STYLE_IDS);
  const styles = [primary];
  for (const companion of COMPANIONS[primary]) if (styles.length < 3 && rng.chance(0.35)) styles.push(companion);
  return styles;
}

function pickSetting(rng: Rng, primary: VenueStyle): SeedVenue["setting"] {
  if (primary === "ballroom" || primary === "museum") return rng.chance(0.8) ? "indoor" : "both";
  if (primary === "garden" || primary === "rooftop") return rng.chance(0.5) ? "outdoor" : "both";
  return rng.pick(["indoor", "outdoor", "both", "both"] as const);
}

function pickSome<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const count = rng.int(min, max);
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]!);
  return picked;
}

/** The scale venue with this index (0 to SCALE_VENUE_COUNT - 1): the same every time. */
export function scaleVenue(index: number): SeedVenue {
  const rng = createRng(`scale-venue:${index}`);
  const city = CITIES[index % CITIES.length]!;
  const location = rng.pick(LOCATIONS.get(city.id)!);
  const styles = pickStyles(rng);
  const primary = styles[0]!;
  const words = STYLE_WORDS[primary];
  const name = `${rng.chance(0.3) ? "The " : ""}${rng.pick(FIRST_WORDS)} ${rng.pick(words.nouns)}`;
  const slug = `${slugify(name)}-${index}`;
  const setting = pickSetting(rng, primary);

  // Mostly 60 to 300 guests, a few halls for 600 and more (log-uniform).
  const standingCapacity = Math.max(40, roundTo(Math.exp(rng.range(Math.log(50), Math.log(800))), 10));
  const seatedCapacity = Math.max(30, roundTo(standingCapacity * rng.range(0.6, 0.85), 10));

  const priceTier = rng.pick([1, 2, 2, 3, 3, 4] as const);
  const [perGuestLow, perGuestHigh] = TIER_PER_GUEST[priceTier]!;
  const perGuestMin = roundTo(rng.range(perGuestLow, perGuestHigh - 10), 5);
  const perGuestMax = perGuestMin + roundTo(rng.range(10, 35), 5);
  const [estimateLow, estimateHigh] = TIER_ESTIMATE[priceTier]!;
  const rentalMid = Math.max(500, rng.range(estimateLow, estimateHigh) - ((perGuestMin + perGuestMax) / 2) * 100);
  const rentalFeeMin = roundTo(rentalMid * 0.8, 250);
  const rentalFeeMax = roundTo(rentalMid * 1.2, 250);

  const catering = rng.pick(CATERING);
  const alcohol = rng.pick(ALCOHOL);
  const guestRooms = (primary === "estate" || primary === "rustic" || primary === "historic") && rng.chance(0.4);
  const amenities: VenueAmenity[] = [catering === "in_house" ? "in_house_catering" : "outside_catering"];
  if (alcohol === "in_house" || (alcohol === "licensed_bartender" && rng.chance(0.5))) amenities.push("bar_service");
  if (alcohol === "byob") amenities.push("byob");
  if (guestRooms) amenities.push("accommodation");
  for (const amenity of OPTIONAL_AMENITIES) if (rng.chance(0.55)) amenities.push(amenity);

  const where = `${location.neighborhood}, ${city.name}`;
  const summary = `${words.adjective[0]!.toUpperCase()}${words.adjective.slice(1)} in ${where}, with room for ${seatedCapacity} seated and ${standingCapacity} standing.`;
  const description = [
    `${name} is ${words.adjective} in ${location.neighborhood}, ${city.name}.`,
    ...words.sentences,
    ...(styles[1] ? [rng.pick(STYLE_WORDS[styles[1]].sentences)] : []),
    catering === "in_house" ? "The kitchen is in-house and builds every menu around the season." : "Couples bring their own caterer, and the staff help plan the flow of the evening.",
  ].slice(0, 5);

  const phoneTail = String(index % 100).padStart(2, "0");
  return {
    slug,
    name,
    city: city.id,
    address: `${rng.int(100, 9899)} ${location.street}, ${location.locality}`,
    neighborhood: location.neighborhood,
    summary,
    description: description.join(" "),
    styles,
    setting,
    seatedCapacity,
    standingCapacity,
    priceTier,
    rentalFeeMin,
    rentalFeeMax,
    perGuestMin,
    perGuestMax,
    priceIncludes: pickSome(rng, INCLUSIONS, 3, 6),
    amenities,
    catering,
    alcohol,
    parking: rng.pick(PARKING).replace("{n}", String(roundTo(standingCapacity / 3, 10))),
    accessibility: rng.pick(ACCESSIBILITY),
    accommodation: guestRooms
      ? `${rng.int(4, 16)} guest rooms on site for the wedding party, and hotels in ${city.name} within twenty minutes.`
      : `Hotels in ${city.name} are within twenty minutes; the venue suggests room blocks.`,
    rules: pickSome(rng, RULES, 2, 5),
    website: `https://${slug}.example.com`,
    phone: `+1${AREA_CODES[city.id]}55501${phoneTail}`,
    contactEmail: `events@${slug}.example.com`,
    tour: rng.chance(0.3),
  };
}

/** The scale venues with indexes in [from, to). */
export function scaleVenues(from: number, to: number): SeedVenue[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => scaleVenue(from + i));
}

const SCALE_SLUG = /-(\d{1,6})$/;

/** The scale venue a slug names, if it is one: regenerated from its index, then checked. */
export function scaleVenueBySlug(slug: string): SeedVenue | undefined {
  const match = SCALE_SLUG.exec(slug);
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= SCALE_VENUE_COUNT) return undefined;
  const venue = scaleVenue(index);
  return venue.slug === slug ? venue : undefined;
}
