import { building, buildingPalette, ROOF_SHAPES, type BuildingKind, type BuildingPalette, type RoofShape } from "./buildings.ts";
import { glowDefs, H, hills, inSeason, lit, photoFinish, SEASONS, sky, skyline, stringLights, TIMES, tree, treeLine, W, water, type Season, type TimeOfDay, type TreeKind } from "./landscape.ts";
import { createRng, hashString, type Rng } from "../random.ts";
import { aisle, arch, ceremonyChairs, dancers, project, quad, roomLights, roomShell, tables, type Camera, type RoomStyle, type ViewKind } from "./room.ts";
import { circle, ellipse, escapeXml, flattenOpacity, linearGradient, mix, n, path, polygon, radialGradient, rect, shade, tint } from "../svg.ts";

/** What the art needs to know about a venue. Seed venues satisfy it. */
export interface ArtVenue {
  slug: string;
  name: string;
  styles: readonly string[];
  setting: string;
}

export const IMAGE_WIDTH = W;
export const IMAGE_HEIGHT = H;
export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 320;

/** The shots a listing's gallery is made of, in order; a venue has the first 4 to 6 of them. */
export const SHOTS = ["exterior", "ceremony", "reception", "detail", "evening", "party"] as const;
export type Shot = (typeof SHOTS)[number];

export function venueImageCount(slug: string): number {
  return 4 + (hashString(`count:${slug}`) % 3);
}

type Surround = "lawn" | "water" | "vines" | "rooftop" | "meadow" | "woods";

/**
 * What sets one venue's pictures apart from another's of the same kind: when they were taken (season,
 * hour) and how the grounds are laid out, all drawn from the venue's slug so it never changes.
 */
export interface Scenery {
  season: Season;
  /** The exterior's hour; the outdoor ceremony keeps to daylight and the evening shot is dusk or night. */
  hour: "morning" | "day" | "golden" | "sunset";
  ceremonyHour: "morning" | "day" | "golden";
  evening: "dusk" | "night";
  palette: BuildingPalette;
  /** Where the building stands across the frame (0 to 1), and its size against the usual. */
  across: number;
  scale: number;
  roof: RoofShape;
  silo: boolean;
  /** On a rooftop, a parasol over the lounge instead. */
  fence: "none" | "rail" | "picket";
  pond: boolean;
  /** String lights strung over the grounds by day too. */
  lights: boolean;
  framingTrees: "left" | "right" | "both" | "none";
  treeKind: TreeKind;
}

function sceneryFor(slug: string, kind: BuildingKind, surround: Surround): Scenery {
  const rng = createRng(`scene:${slug}`);
  const across = rng.pick([0.32, 0.5, 0.68]);
  return {
    season: rng.pick(["spring", "summer", "fall", "winter"] as const),
    hour: rng.pick(["morning", "day", "golden", "golden", "sunset"] as const),
    ceremonyHour: rng.pick(["morning", "day", "golden"] as const),
    evening: rng.pick(["dusk", "night"] as const),
    palette: buildingPalette(kind, rng),
    across,
    scale: rng.range(0.82, 1.12),
    roof: rng.pick(ROOF_SHAPES),
    silo: rng.chance(0.5),
    fence: surround === "water" || surround === "vines" ? "none" : rng.pick(["none", "rail", "picket"] as const),
    pond: surround !== "water" && surround !== "vines" && rng.chance(0.35),
    lights: rng.chance(0.4),
    // A tree fills the side the building leaves open.
    framingTrees: across < 0.5 ? rng.pick(["right", "both"] as const) : across > 0.5 ? rng.pick(["left", "both"] as const) : rng.pick(["left", "right", "both", "none"] as const),
    treeKind: surround === "woods" ? "conifer" : rng.pick(["round", "oak", "oak", "poplar", "conifer"] as const),
  };
}

/** How a venue looks, decided once per venue from its styles and setting (and its slug, for variety). */
interface Look {
  building: BuildingKind;
  surround: Surround;
  room: RoomStyle;
  roomNoun: string;
  exteriorNoun: string;
  ceremonyOutdoors: boolean;
  ceremonyPlace: string;
  backDecor: "art" | "barrels" | "drapes" | "doors" | "none";
  flowers: readonly string[];
  flowerNoun: string;
  scenery: Scenery;
  cloth: string;
  chair: string;
  lightsNoun: string;
  long: boolean;
}

const FLOWER_PALETTES: readonly { colors: readonly string[]; noun: string }[] = [
  { colors: ["#f4c7c3", "#fbe9e4", "#e8a0a0", "#ffffff"], noun: "blush roses" },
  { colors: ["#ffffff", "#f6f1e3", "#e9efe1", "#fdf7ea"], noun: "white peonies and garden roses" },
  { colors: ["#7b1f35", "#a8344e", "#d9a5a0", "#f2d6c9"], noun: "burgundy dahlias" },
  { colors: ["#f4b183", "#f9d3b0", "#e98a5c", "#fff1e0"], noun: "peach ranunculus" },
  { colors: ["#b9a3d6", "#e2d6ef", "#8c74b5", "#ffffff"], noun: "lavender and sweet peas" },
  { colors: ["#f5c542", "#f9e08a", "#e99b3a", "#ffffff"], noun: "sunflowers and chamomile" },
];

function lookFor(venue: ArtVenue): Look {
  const rng = createRng(`look:${venue.slug}`);
  const styles = venue.styles;
  const primary = styles[0] ?? "historic";
  const has = (style: string) => styles.includes(style);
  const outdoorOnly = venue.setting === "outdoor";
  const palette = rng.pick(primary === "barn" || primary === "rustic" ? [FLOWER_PALETTES[5]!, FLOWER_PALETTES[3]!, FLOWER_PALETTES[1]!] : FLOWER_PALETTES);
  const surround: Surround = primary === "rooftop" || (has("rooftop") && primary === "modern")
    ? "rooftop"
    : has("waterfront")
      ? "water"
      : has("vineyard") && venue.setting !== "indoor" && primary !== "industrial"
        ? "vines"
        : primary === "barn"
          ? "meadow"
          : primary === "rustic"
            ? "woods"
            : "lawn";
  const view: ViewKind | undefined = surround === "rooftop" ? "skyline" : surround === "water" ? "water" : undefined;
  const base = {
    halfWidth: rng.range(6, 9),
    height: rng.range(4.5, 6.5),
    depth: rng.range(15, 20),
  };
  let room: RoomStyle;
  let roomNoun: string;
  let backDecor: Look["backDecor"] = "none";
  let buildingKind: BuildingKind;
  let exteriorNoun: string;
  switch (primary) {
    case "barn":
      room = { ...base, wall: rng.pick(["#8a6546", "#9a7452", "#7d5b40"]), finish: "wood", floor: "#6e5038", floorKind: "wood", ceiling: "gable", ceilingColor: "#5e4532", windows: "tall", lights: rng.pick(["bulbs", "chandelier"]) };
      roomNoun = "barn";
      backDecor = "doors";
      buildingKind = "barn";
      exteriorNoun = "timber barn";
      break;
    case "rustic":
      room = { ...base, wall: "#7a5234", finish: "wood", floor: "#5e4430", floorKind: "wood", ceiling: "gable", ceilingColor: "#4e3a2a", windows: "tall", lights: rng.pick(["lanterns", "chandelier", "bulbs"]), view };
      roomNoun = has("waterfront") ? "lakeside hall" : "great room";
      buildingKind = has("waterfront") ? "pavilion" : "lodge";
      exteriorNoun = has("waterfront") ? "timber boathouse" : "lodge";
      break;
    case "ballroom":
      room = { ...base, halfWidth: rng.range(8, 10), height: rng.range(6.5, 8), wall: rng.pick(["#efe3cf", "#e9dcc4", "#f3ebe0"]), finish: "panel", floor: rng.pick(["#d9cbb4", "#7a5a3e"]), floorKind: rng.pick(["marble", "wood"]), ceiling: "coffered", ceilingColor: "#f1e6d2", windows: "arched", lights: "chandelier" };
      roomNoun = "ballroom";
      backDecor = "drapes";
      buildingKind = "classical";
      exteriorNoun = "stone facade";
      break;
    case "industrial":
      room = { ...base, halfWidth: rng.range(7, 10), wall: rng.pick(["#8a4b35", "#9c5a3c", "#7d4631"]), finish: "brick", floor: "#8d8a85", floorKind: "concrete", ceiling: "truss", ceilingColor: "#3a3a3c", windows: "grid", lights: "bulbs", view };
      roomNoun = "brick hall";
      backDecor = view ? "none" : "doors";
      buildingKind = "warehouse";
      exteriorNoun = "brick warehouse";
      break;
    case "museum":
      room = { ...base, wall: "#f4f2ee", finish: "plaster", floor: rng.pick(["#bdb7ae", "#a98b6c"]), floorKind: rng.pick(["concrete", "wood"]), ceiling: "flat", ceilingColor: "#fbfaf7", windows: "none", lights: "pendant" };
      roomNoun = "gallery";
      backDecor = "art";
      buildingKind = has("modern") ? "glassbox" : "classical";
      exteriorNoun = has("modern") ? "glass-fronted gallery" : "gallery building";
      break;
    case "modern":
      room = { ...base, wall: "#ece9e4", finish: "plaster", floor: "#b7b2aa", floorKind: "concrete", ceiling: "flat", ceilingColor: "#f6f4f0", windows: "tall", lights: "pendant", view: view ?? (has("garden") ? "garden" : "skyline") };
      roomNoun = "glass pavilion";
      buildingKind = "glassbox";
      exteriorNoun = "glass pavilion";
      break;
    case "garden":
      room = outdoorOnly
        ? { ...base, wall: "#f4f1ea", finish: "plaster", floor: "#6f8f45", floorKind: "grass", ceiling: "tent", ceilingColor: "#fbf8f1", windows: "none", lights: rng.pick(["bulbs", "lanterns"]), view: "garden" }
        : { ...base, wall: "#f4f1ea", finish: "glass", floor: "#b9ab95", floorKind: "marble", ceiling: "glass", ceilingColor: "#ffffff", windows: "none", lights: rng.pick(["bulbs", "chandelier"]), view: "garden" };
      roomNoun = outdoorOnly ? "tent on the lawn" : "glasshouse";
      buildingKind = has("estate") ? "mansion" : has("historic") ? "brick" : "conservatory";
      exteriorNoun = has("estate") ? "house and gardens" : has("historic") ? "garden and brick house" : "glass conservatory";
      break;
    case "waterfront":
      room = { ...base, wall: rng.pick(["#a07a55", "#efe9df"]), finish: rng.pick(["wood", "plaster"]), floor: "#8a6a4b", floorKind: "wood", ceiling: rng.pick(["gable", "flat"]), ceilingColor: "#6d5440", windows: "tall", lights: "bulbs", view: "water" };
      roomNoun = "hall above the water";
      buildingKind = has("modern") ? "glassbox" : "pavilion";
      exteriorNoun = has("modern") ? "glass pavilion on the water" : "pavilion on the water";
      break;
    case "rooftop":
      room = { ...base, depth: rng.range(12, 15), wall: "#2f3236", finish: "plaster", floor: "#8a6a4b", floorKind: "deck", ceiling: "flat", ceilingColor: "#25282c", windows: "none", lights: rng.pick(["bulbs", "pendant", "lanterns"]), view: "skyline" };
      roomNoun = "glass room above the city";
      buildingKind = "glassbox";
      exteriorNoun = "rooftop terrace";
      break;
    case "vineyard":
      room = { ...base, wall: rng.pick(["#8b7a66", "#7a5f46"]), finish: rng.pick(["stone", "wood"]), floor: "#7d7468", floorKind: "concrete", ceiling: "gable", ceilingColor: "#5b4636", windows: "arched", lights: rng.pick(["chandelier", "bulbs"]) };
      roomNoun = has("industrial") ? "barrel room" : "tasting barn";
      backDecor = "barrels";
      buildingKind = has("industrial") ? "warehouse" : "winery";
      exteriorNoun = has("industrial") ? "brewery" : "winery";
      break;
    case "estate":
      room = venue.setting !== "indoor" && rng.chance(0.5)
        ? { ...base, wall: "#f4f1ea", finish: "plaster", floor: "#6f8f45", floorKind: "grass", ceiling: "tent", ceilingColor: "#fbf8f1", windows: "none", lights: "chandelier", view: has("waterfront") ? "water" : "garden" }
        : { ...base, wall: "#e9e1d0", finish: "panel", floor: "#7a5a3e", floorKind: "wood", ceiling: "coffered", ceilingColor: "#f3ede2", windows: "tall", lights: "chandelier" };
      roomNoun = room.ceiling === "tent" ? "tent on the lawn" : "reception room";
      backDecor = room.ceiling === "tent" ? "none" : "drapes";
      buildingKind = "mansion";
      exteriorNoun = "mansion";
      break;
    default: {
      // historic
      const brickHall = rng.chance(0.5);
      room = { ...base, wall: brickHall ? "#9c5a3c" : "#e8dcc6", finish: brickHall ? "brick" : "plaster", floor: "#7a5a3e", floorKind: "wood", ceiling: rng.pick(["flat", "coffered"]), ceilingColor: "#efe6d6", windows: "arched", lights: rng.pick(["chandelier", "bulbs"]) };
      roomNoun = "hall";
      backDecor = rng.pick(["drapes", "doors"]);
      buildingKind = has("rustic") ? "lodge" : "brick";
      exteriorNoun = has("rustic") ? "old building" : "historic brick building";
    }
  }
  const ceremonyOutdoors = venue.setting !== "indoor";
  const ceremonyPlace = !ceremonyOutdoors
    ? `in the ${roomNoun}`
    : surround === "water"
      ? "by the water"
      : surround === "vines"
        ? "among the vines"
        : surround === "rooftop"
          ? "on the terrace"
          : surround === "meadow"
            ? "in the meadow"
            : surround === "woods"
              ? "under the trees"
              : primary === "garden" || has("garden")
                ? "in the garden"
                : "on the lawn";
  const lightsNoun = room.lights === "chandelier" ? "chandeliers" : room.lights === "bulbs" ? "string lights" : room.lights === "pendant" ? "pendant lights" : "paper lanterns";
  return {
    building: buildingKind,
    surround,
    room,
    roomNoun,
    exteriorNoun,
    ceremonyOutdoors,
    ceremonyPlace,
    backDecor,
    flowers: palette.colors,
    flowerNoun: palette.noun,
    scenery: sceneryFor(venue.slug, buildingKind, surround),
    cloth: rng.pick(["#f7f3ea", "#fbfaf6", "#efe6d8", "#e9ede6"]),
    chair: primary === "ballroom" || primary === "estate" ? rng.pick(["#c9a860", "#e9e4da"]) : rng.pick(["#8a6546", "#e9e4da", "#3a3532", "#c9a860"]),
    lightsNoun,
    long: primary === "barn" || primary === "vineyard" || primary === "industrial" ? rng.chance(0.5) : false,
  };
}

function timeFor(look: Look, rng: Rng, shot: Shot): TimeOfDay {
  const { scenery } = look;
  const hour =
    shot === "evening" || shot === "party" ? TIMES[scenery.evening] : shot === "exterior" ? TIMES[scenery.hour] : shot === "ceremony" ? TIMES[scenery.ceremonyHour] : rng.pick([TIMES.golden, TIMES.sunset]);
  return inSeason(hour, scenery.season);
}

/** The color of one tree's leaves (autumn mixes them), darkened as trees in the foreground are. */
const leafColor = (rng: Rng, time: TimeOfDay, darken: number) => shade(rng.pick(time.leaves), darken);

function seasonalTree(rng: Rng, time: TimeOfDay, x: number, baseY: number, height: number, kind: TreeKind, darken: number): string {
  const season = SEASONS[time.season];
  return tree(rng, x, baseY, height, leafColor(rng, time, darken), kind, { snow: season.snow, blossom: season.blossom && kind !== "conifer" ? season.blossom.map((c) => lit(time, c)) : undefined });
}

/** The sky and whatever lies beyond: used outdoors and through glass. */
function backdrop(rng: Rng, time: TimeOfDay, horizon: number, surround: Surround | ViewKind): { defs: string; body: string } {
  const skyPart = sky(rng, time, horizon);
  let defs = skyPart.defs;
  let body = skyPart.body;
  const far = mix(time.land, time.haze, 0.55);
  const mid = mix(time.land, time.haze, 0.25);
  if (surround === "skyline" || surround === "rooftop") {
    body += skyline(rng, horizon + 4, horizon * 0.45, mix("#3a4250", time.sky[1], 0.35), time);
    body += skyline(rng, horizon + 4, horizon * 0.28, mix("#272c36", time.sky[0], 0.2), time);
    const street = mix("#272c36", time.sky[0], 0.3);
    body += rect(0, horizon + 2, W, H - horizon, street);
    for (let i = 0; i < 120; i++) body += rect(rng.range(0, W), horizon + 6 + Math.pow(rng.next(), 2) * (H - horizon), rng.range(3, 10), 3, time.lit ? time.light : tint(street, 0.3), `opacity="${n(rng.range(0.3, 0.8))}"`);
  } else if (surround === "water") {
    body += treeLine(rng, horizon - 4, 26, far);
    const waterPart = water(rng, horizon - 4, H, time, "bd-water");
    defs += waterPart.defs;
    body += waterPart.body;
  } else if (surround === "vines" || surround === "hills") {
    body += hills(rng, horizon, 120, far);
    body += hills(rng, horizon + 10, 60, mid);
  } else {
    body += hills(rng, horizon, 60, far);
    body += treeLine(rng, horizon + 6, rng.range(90, 160), mix(lit(time, SEASONS[time.season].woods), mid, 0.35));
  }
  return { defs, body };
}

function svgDocument(defs: string, body: string, title: string, thumb: boolean): string {
  const size = thumb ? `width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}"` : `width="${W}" height="${H}"`;
  return flattenOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" ${size} preserveAspectRatio="xMidYMid slice" role="img"><title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`,
  );
}

function vineRows(rng: Rng, horizon: number, vx: number, leaf: string): string {
  let out = "";
  for (let i = -14; i <= 14; i++) {
    const x = vx + i * 170;
    out += path(polygon([[vx + i * 6, horizon], [x - 26, H + 20], [x + 26, H + 20], [vx + i * 6 + 1, horizon]]), shade(leaf, 0.05 + (i % 2) * 0.05));
    for (let k = 0; k < 14; k++) {
      const t = Math.pow(rng.next(), 1.6);
      const px = vx + i * 6 + (x - vx - i * 6) * t;
      const py = horizon + (H + 20 - horizon) * t;
      out += circle(px + rng.range(-20, 20) * t, py - 6 * t, 3 + 18 * t, tint(leaf, rng.range(0, 0.2)), `opacity="0.85"`);
    }
  }
  return out;
}

function bushes(rng: Rng, y: number, color: string, flowers: readonly string[], count: number, xFrom = 0, xTo = W): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(xFrom, xTo);
    const r = rng.range(30, 70);
    out += ellipse(x, y - r * 0.4, r, r * 0.6, shade(color, rng.range(0, 0.2)));
    for (let f = 0; f < 6; f++) out += circle(x + rng.range(-r * 0.8, r * 0.8), y - r * rng.range(0.2, 0.8), rng.range(3, 7), rng.pick(flowers), `opacity="0.9"`);
  }
  return out;
}

/** Vine leaves through the year: bare canes in winter. */
function vineLeaf(time: TimeOfDay): string {
  return lit(time, { spring: "#6f9a3c", summer: "#4f6b34", fall: "#b0782f", winter: "#6b5a48" }[time.season]);
}

function snowfall(rng: Rng): string {
  let out = "";
  for (let i = 0; i < 90; i++) out += circle(rng.range(0, W), rng.range(0, H), rng.range(1.5, 4), "#ffffff", `opacity="${n(rng.range(0.4, 0.85))}"`);
  return out;
}

/** What the venue's grounds hold besides the building: a fence, a pond, string lights. */
function grounds(rng: Rng, time: TimeOfDay, scenery: Scenery, cx: number, width: number, base: number): string {
  let out = "";
  const open = cx < W / 2 ? 1 : -1;
  if (scenery.pond) {
    const px = W / 2 + open * W * 0.3;
    const py = base + (H - base) * 0.55;
    const frozen = time.season === "winter";
    const surface = frozen ? lit(time, "#dfe9ef") : mix(time.sky[1], "#2f5a78", 0.45);
    out += ellipse(px, py + 6, 250, 46, shade(time.land, 0.25)) + ellipse(px, py, 236, 40, surface);
    for (let i = 0; i < 6; i++) out += rect(px - rng.range(60, 180), py - 24 + i * 8, rng.range(60, 200), 2, frozen ? "#ffffff" : tint(time.sky[2], 0.3), `opacity="${n(rng.range(0.25, 0.6))}"`);
    if (!frozen) for (let i = 0; i < 7; i++) out += rect(px - 236 + rng.range(0, 40), py - rng.range(10, 60), 3, rng.range(40, 70), shade(time.land, 0.3));
  }
  if (scenery.fence !== "none") {
    const y = base + (H - base) * 0.3;
    const color = scenery.fence === "picket" ? lit(time, "#f3efe6", 0.6) : lit(time, "#6b5643", 0.6);
    // The fence runs along the open side, stopping short of the drive.
    const [from, to] = open > 0 ? [cx + width * 0.45, W + 20] : [-20, cx - width * 0.45];
    if (scenery.fence === "rail") {
      out += rect(from, y - 46, to - from, 6, color) + rect(from, y - 24, to - from, 6, color);
      for (let x = from; x < to; x += 90) out += rect(x, y - 58, 10, 58, shade(color, 0.15));
    } else {
      out += rect(from, y - 34, to - from, 5, color);
      for (let x = from; x < to; x += 22) out += path(polygon([[x, y], [x, y - 44], [x + 6, y - 52], [x + 12, y - 44], [x + 12, y]]), color);
    }
  }
  if (scenery.lights && !time.lit) {
    // Unlit by day, but the strands and bulbs still show.
    const top = base - width * 0.32;
    out += stringLights([cx - open * width * 0.5, top], [W / 2 + open * W * 0.55, top + rng.range(40, 120)], 50, 16, "#f7efd9", 3);
    out += stringLights([cx - open * width * 0.5, top + 40], [W / 2 + open * W * 0.55, top + rng.range(120, 200)], 40, 14, "#f7efd9", 3);
  }
  return out;
}

/** The venue from outside; `evening` lights it up at dusk with string lights. */
function exterior(venue: ArtVenue, look: Look, rng: Rng, time: TimeOfDay, evening: boolean): { defs: string; body: string } {
  let defs = glowDefs(time.light);
  let body = "";
  if (look.surround === "rooftop") {
    const horizon = H * 0.6;
    const bd = backdrop(rng, time, horizon, "skyline");
    defs += bd.defs;
    body += bd.body;
    const deckTop = H * 0.78;
    body += rect(0, deckTop, W, H - deckTop, "#6d5640");
    for (let i = -20; i <= 20; i++) body += path(polygon([[W / 2 + i * 40, deckTop], [W / 2 + i * 120, H], [W / 2 + i * 120 + 3, H], [W / 2 + i * 40 + 1, deckTop]]), "#3f3125", `opacity="0.5"`);
    body += rect(0, deckTop - 110, W, 110, "#ffffff", `opacity="0.1"`);
    body += rect(0, deckTop - 112, W, 6, "#1d1f22");
    for (let x = 40; x < W; x += 200) body += rect(x, deckTop - 112, 6, 112, "#1d1f22");
    const { scenery } = look;
    const planter = lit(time, "#2f3236", 0.5);
    for (const x of [120, W - 140]) {
      body += rect(x - 70, deckTop - 40, 140, 80, planter);
      for (let g = 0; g < 14; g++) body += ellipse(x + rng.range(-60, 60), deckTop - 40 - rng.range(0, 90), rng.range(6, 14), rng.range(30, 70), shade(rng.pick(time.leaves), rng.range(0, 0.3)), `transform="rotate(${n(rng.range(-25, 25))} ${n(x)} ${n(deckTop - 40)})"`);
    }
    // The glass room stands on the side the lounge leaves free.
    const lounge = W * scenery.across;
    if (look.building === "glassbox") body += building("glassbox", rng, { cx: lounge < W / 2 ? W * 0.9 : W * 0.1, base: deckTop + 10, width: 520 * scenery.scale, time, palette: scenery.palette });
    const cushion = lit(time, scenery.palette.accent, 0.5);
    body += rect(lounge - W * 0.14, deckTop + 40, W * 0.28, 70, lit(time, "#e8e1d4", 0.5), `rx="14"`) + rect(lounge - W * 0.14, deckTop + 10, W * 0.28, 40, cushion, `rx="12"`);
    if (scenery.fence !== "none") body += path(`M${n(lounge)} ${n(deckTop - 260)}L${n(lounge - 260)} ${n(deckTop - 150)}L${n(lounge + 260)} ${n(deckTop - 150)}Z`, cushion) + rect(lounge - 4, deckTop - 260, 8, 280, "#2a2622");
    if (time.lit || evening || scenery.lights) for (let i = 0; i < 4; i++) body += stringLights([-20, 80 + i * 40], [W + 20, 140 + i * 30], 70 + i * 10, 22, "#fff1cf", 4);
    if (time.season === "winter") body += snowfall(rng);
    return { defs, body };
  }
  const horizon = H * rng.range(0.56, 0.62);
  const bd = backdrop(rng, time, horizon, look.surround === "water" ? "lawn" : look.surround);
  defs += bd.defs;
  body += bd.body;
  const base = look.surround === "water" ? horizon + H * 0.1 : H * rng.range(0.74, 0.8);
  const scenery = look.scenery;
  const cx = W * scenery.across + rng.range(-40, 40);
  const width = scenery.scale * (look.building === "glassbox" || look.building === "conservatory" ? 700 : look.building === "mansion" ? 570 : 600);
  const ground = linearGradient("ground", [
    [0, mix(time.land, time.haze, 0.15)],
    [1, shade(time.land, 0.35)],
  ]);
  defs += ground;
  body += rect(0, horizon + 8, W, H - horizon, "url(#ground)");
  const buildingSvg = building(look.building, rng, { cx, base, width, time, palette: scenery.palette, roof: scenery.roof, silo: scenery.silo });
  if (look.surround === "water") {
    body += path(polygon([[0, base + 14], [0, horizon + 30], [W * 0.2, base - 40], [W, base - 50], [W, base + 14]]), shade(time.land, 0.15));
    body += treeLine(rng, base - 30, 110, shade(time.land, 0.25), W, 0.8);
    body += buildingSvg;
    const waterPart = water(rng, base + 10, H, time, "front-water");
    defs += waterPart.defs + `<clipPath id="below"><rect x="0" y="${n(base + 10)}" width="${W}" height="${n(H - base)}"/></clipPath>`;
    body += waterPart.body;
    body += `<g clip-path="url(#below)" opacity="0.3"><g transform="translate(0 ${n(2 * base + 20)}) scale(1 -1)">${buildingSvg}</g></g>`;
    body += rect(W * 0.1, base + 6, W * 0.26, 14, "#6d5640");
    for (let x = W * 0.1; x < W * 0.36; x += 40) body += rect(x, base + 6, 6, 60, "#4b3b2c");
  } else {
    body += treeLine(rng, base - 10, rng.range(110, 170), shade(lit(time, SEASONS[time.season].woods), 0.25), W, 0.9);
    if (look.surround === "vines") body += vineRows(rng, base, cx, vineLeaf(time));
    body += buildingSvg;
    if (look.building === "classical" || look.building === "mansion" || look.building === "brick") {
      body += path(polygon([[cx - 60, base], [cx + 60, base], [cx + 260, H], [cx - 260, H]]), mix("#d8c9ae", time.light, 0.2));
    } else if (look.surround !== "vines") {
      // The drive curves toward the open side of the picture.
      const bend = cx < W / 2 ? 1 : -1;
      body += path(`M${n(cx)} ${n(base)}Q${n(cx + 200 * bend)} ${n((base + H) / 2)} ${n(cx - 100 * bend)} ${n(H)}L${n(cx + 120 * bend)} ${n(H)}Q${n(cx + 280 * bend)} ${n((base + H) / 2)} ${n(cx + 30 * bend)} ${n(base)}Z`, mix(lit(time, "#cdbb9a"), time.land, 0.3));
    }
    if (look.surround !== "vines") body += bushes(rng, base + 16, shade(lit(time, SEASONS[time.season].leaves[0] ?? "#55783a"), 0.2), time.season === "winter" ? [lit(time, "#f4f7fa")] : look.flowers, 8, 0, W);
    body += grounds(rng, time, scenery, cx, width, base);
  }
  // Framing trees.
  const kind = scenery.treeKind;
  if (scenery.framingTrees === "left" || scenery.framingTrees === "both") body += seasonalTree(rng, time, rng.range(-60, 90), H + 30, rng.range(480, 640), kind, 0.35);
  if (scenery.framingTrees === "right" || scenery.framingTrees === "both") body += seasonalTree(rng, time, rng.range(W - 90, W + 60), H + 30, rng.range(440, 600), kind, 0.45);
  if (time.season === "winter") body += snowfall(rng);
  if (evening) {
    for (let i = 0; i < 3; i++) body += stringLights([rng.range(80, 300), base - rng.range(300, 420)], [rng.range(W - 300, W - 80), base - rng.range(260, 380)], 60 + i * 20, 18, "#fff1cf", 4);
  }
  return { defs, body };
}

function ceremony(look: Look, rng: Rng, time: TimeOfDay): { defs: string; body: string } {
  let defs = glowDefs(time.light);
  let body = "";
  const cam: Camera = { f: 950, cx: W / 2, cy: H * 0.42, eye: 1.75 };
  const archKind = rng.pick(["round", "square", "hexagon"] as const);
  const wood = rng.pick(["#7a5a3e", "#f2ede2", "#c9a860", "#3a3532"]);
  if (look.ceremonyOutdoors) {
    const bd = backdrop(rng, time, cam.cy, look.surround === "meadow" ? "lawn" : look.surround);
    defs += bd.defs;
    body += bd.body;
    const groundTop = look.surround === "water" ? cam.cy + 36 : cam.cy;
    const groundColor = look.surround === "rooftop" ? "#6d5640" : time.land;
    defs += linearGradient("lawn", [
      [0, mix(groundColor, time.haze, 0.2)],
      [1, shade(groundColor, 0.3)],
    ]);
    body += rect(0, groundTop, W, H - groundTop, "url(#lawn)");
    if (look.surround === "vines") body += vineRows(rng, cam.cy, W / 2, vineLeaf(time));
    if (look.surround === "rooftop") {
      body += rect(0, groundTop - 70, W, 70, "#ffffff", `opacity="0.12"`) + rect(0, groundTop - 72, W, 5, "#1d1f22");
    } else {
      const kind = look.scenery.treeKind;
      body += seasonalTree(rng, time, rng.range(60, 220), cam.cy + 120, rng.range(520, 640), kind, 0.3);
      body += seasonalTree(rng, time, rng.range(W - 220, W - 60), cam.cy + 130, rng.range(480, 620), kind, 0.4);
    }
    for (let i = 0; i < 160; i++) {
      const [x, y] = project(cam, rng.range(-10, 10), 0, rng.range(2, 14));
      if (look.surround !== "rooftop") body += ellipse(x, y, rng.range(6, 16), rng.range(1.5, 3), shade(time.land, rng.range(0.1, 0.3)), `opacity="0.4"`);
    }
  } else {
    const style: RoomStyle = { ...look.room, depth: Math.min(look.room.depth, 14) };
    const outside = backdrop(rng, time, cam.cy, style.view ?? "lawn");
    defs += outside.defs;
    body += roomShell(rng, cam, style, time, outside.body);
    body += backWall(rng, cam, style, look, time);
    body += roomLights(rng, cam, style, time).back;
  }
  const archZ = 9;
  body += aisle(cam, 1.2, archZ - 0.5, rng.pick(["#fbf8f1", "#f2ede2"]), look.flowers, rng);
  body += arch(cam, archZ, archKind, wood, look.flowers, rng);
  body += ceremonyChairs(cam, 3.4, archZ - 1.6, 3.8, look.chair, rng);
  return { defs, body };
}

function backWall(rng: Rng, cam: Camera, style: RoomStyle, look: Look, time: TimeOfDay): string {
  const { halfWidth: hw, height: ht, depth: d } = style;
  if (style.view || style.ceiling === "tent") return "";
  let out = "";
  if (look.backDecor === "art") {
    const colors = ["#c8553d", "#2d6a8f", "#f2c14e", "#5b8e7d", "#1f2a44", "#e8b4bc", "#8c5e9c"];
    for (let i = 0; i < 3; i++) {
      const x = -hw * 0.6 + i * hw * 0.6;
      const w = rng.range(1.2, 2);
      const h = rng.range(1, 1.8);
      out += quad(cam, [[x - w / 2, 1.6, d - 0.01], [x + w / 2, 1.6, d - 0.01], [x + w / 2, 1.6 + h, d - 0.01], [x - w / 2, 1.6 + h, d - 0.01]], "#fbfaf7", `stroke="#2b2a28" stroke-width="2"`);
      for (let k = 0; k < 4; k++) {
        const a = rng.range(0, 0.6);
        const b = rng.range(0, 0.6);
        out += quad(cam, [[x - w / 2 + 0.1 + a * w * 0.5, 1.7 + b * h * 0.5, d - 0.02], [x - w / 2 + 0.1 + a * w * 0.5 + w * 0.4, 1.7 + b * h * 0.5, d - 0.02], [x - w / 2 + 0.1 + a * w * 0.5 + w * 0.4, 1.7 + b * h * 0.5 + h * 0.4, d - 0.02], [x - w / 2 + 0.1 + a * w * 0.5, 1.7 + b * h * 0.5 + h * 0.4, d - 0.02]], rng.pick(colors), `opacity="0.85"`);
      }
    }
    for (const side of [-1, 1]) {
      for (let z = 3; z < d - 2; z += 4) {
        const w = rng.range(1.2, 1.8);
        out += quad(cam, [[side * (hw - 0.02), 1.5, z], [side * (hw - 0.02), 1.5, z + w], [side * (hw - 0.02), 2.8, z + w], [side * (hw - 0.02), 2.8, z]], rng.pick(colors), `stroke="#2b2a28" stroke-width="2" opacity="0.9"`);
      }
    }
  } else if (look.backDecor === "barrels") {
    for (let row = 0; row < 3; row++) {
      for (let x = -hw + 0.5; x < hw - 0.3; x += 0.95) {
        const [px, py] = project(cam, x + (row % 2) * 0.45, 0.45 + row * 0.85, d - 0.5);
        const s = cam.f / (d - 0.5);
        out += circle(px, py, s * 0.44, "#7a5032") + circle(px, py, s * 0.36, "#8f6240") + circle(px, py, s * 0.08, "#3a281a");
        out += circle(px, py, s * 0.44, "none", `stroke="#2f2a26" stroke-width="${n(s * 0.04)}"`);
      }
    }
  } else if (look.backDecor === "drapes") {
    const [lx, top] = project(cam, -hw, ht, d);
    const [rx, bottom] = project(cam, hw, 0, d);
    const drape = mix(look.flowers[0] ?? "#f4c7c3", "#fbf8f1", 0.6);
    for (let x = lx; x < rx; x += 28) out += rect(x, top, 16, bottom - top, tint(drape, 0.3), `opacity="0.55"`);
    out += rect(lx, top, rx - lx, bottom - top, drape, `opacity="0.35"`);
    const stage = project(cam, -hw * 0.5, 0.5, d - 1.5);
    const stageEnd = project(cam, hw * 0.5, 0, d - 1.5);
    out += rect(stage[0], stage[1], stageEnd[0] - stage[0], stageEnd[1] - stage[1], shade(style.floor, 0.3));
  } else if (look.backDecor === "doors") {
    const glass = time.lit ? mix(time.sky[0], "#0d1220", 0.3) : mix(time.sky[1], time.light, 0.3);
    out += quad(cam, [[-1.6, 0, d - 0.01], [1.6, 0, d - 0.01], [1.6, ht * 0.7, d - 0.01], [-1.6, ht * 0.7, d - 0.01]], glass);
    out += quad(cam, [[-1.6, 0, d - 0.02], [-1.6, 0, d - 0.02], [1.6, ht * 0.7, d - 0.02], [-1.6, ht * 0.7, d - 0.02]], "none", `stroke="${shade(style.wall, 0.5)}" stroke-width="6"`);
    const [mx, top] = project(cam, 0, ht * 0.7, d);
    const [, bot] = project(cam, 0, 0, d);
    out += rect(mx - 3, top, 6, bot - top, shade(style.wall, 0.5));
    if (!time.lit) out += circle(mx, (top + bot) / 2, (bot - top) * 1.2, "url(#glow)", `opacity="0.5"`);
  }
  return out;
}

function reception(look: Look, rng: Rng, time: TimeOfDay, party: boolean): { defs: string; body: string } {
  let defs = glowDefs(party ? "#ffd9a0" : time.light);
  const cam: Camera = { f: 900, cx: W / 2, cy: H * 0.42, eye: 1.7 };
  const style: RoomStyle = party ? { ...look.room, wall: shade(look.room.wall, 0.45), floor: shade(look.room.floor, 0.4), ceilingColor: shade(look.room.ceilingColor, 0.5) } : look.room;
  const outside = backdrop(rng, time, cam.cy, style.view ?? (style.ceiling === "tent" || style.finish === "glass" ? "lawn" : "lawn"));
  defs += outside.defs;
  let body = roomShell(rng, cam, style, time, outside.body);
  body += backWall(rng, cam, style, look, time);
  const lights = roomLights(rng, cam, style, time);
  body += lights.back;
  if (party) {
    const colors = [rng.pick(["#d9467a", "#7b5cff", "#ff8a3d"]), rng.pick(["#3da5ff", "#c04bd6", "#ffb547"])];
    defs += radialGradient("up0", [[0, colors[0]!, 0.85], [1, colors[0]!, 0]]) + radialGradient("up1", [[0, colors[1]!, 0.85], [1, colors[1]!, 0]]);
    for (let z = 2; z < style.depth; z += 2.2) {
      for (const side of [-1, 1]) {
        const [px, py] = project(cam, side * style.halfWidth, 1.2, z);
        const s = cam.f / z;
        body += ellipse(px, py, s * 0.9, s * 2.2, `url(#up${(Math.round(z) + (side > 0 ? 1 : 0)) % 2})`);
      }
    }
    // Dance floor and the band's stage.
    body += quad(cam, [[-3, 0.01, 4], [3, 0.01, 4], [3, 0.01, 11], [-3, 0.01, 11]], "#f4efe6", `opacity="0.22"`);
    for (let z = 4; z < 11; z += 1) for (let x = -3; x < 3; x += 1) if ((x + z) % 2 === 0) body += quad(cam, [[x, 0.02, z], [x + 1, 0.02, z], [x + 1, 0.02, z + 1], [x, 0.02, z + 1]], "#ffffff", `opacity="0.12"`);
    const d = style.depth;
    body += quad(cam, [[-3.5, 0.6, d - 2.5], [3.5, 0.6, d - 2.5], [3.5, 0, d - 2.5], [-3.5, 0, d - 2.5]], "#141414");
    body += quad(cam, [[-3.5, 0.6, d - 2.5], [3.5, 0.6, d - 2.5], [3.5, 0.6, d - 0.2], [-3.5, 0.6, d - 0.2]], "#252525");
    body += dancers(cam, rng, d - 1.9, d - 0.9, 2.8, "#1a1414");
    for (let i = 0; i < 5; i++) {
      const from = project(cam, rng.range(-3, 3), style.height, d - 1.5);
      const to = project(cam, rng.range(-4, 4), 0, rng.range(5, 10));
      body += path(polygon([from, [to[0] - 90, to[1]], [to[0] + 90, to[1]]]), rng.pick(colors), `opacity="0.14"`);
    }
    body += dancers(cam, rng, 4.6, 9.5, 2.8, "#1c1418");
    body += tables(rng, cam, { ...style, depth: 6 }, { cloth: shade(look.cloth, 0.45), chair: shade(look.chair, 0.4), flowers: look.flowers, long: false }, time, true);
  } else {
    body += tables(rng, cam, style, { cloth: look.cloth, chair: look.chair, flowers: look.flowers, long: look.long }, time, false);
  }
  body += lights.front;
  return { defs, body };
}

function detail(look: Look, rng: Rng, time: TimeOfDay): { defs: string; body: string } {
  const light = time.light;
  const defs =
    glowDefs(light) +
    linearGradient("room", [
      [0, shade(look.room.wall, 0.5)],
      [1, shade(look.room.wall, 0.2)],
    ]) +
    linearGradient("cloth", [
      [0, shade(look.cloth, 0.08)],
      [1, tint(look.cloth, 0.4)],
    ]) +
    radialGradient("bokeh", [
      [0, light, 0.55],
      [0.7, light, 0.3],
      [1, light, 0],
    ]) +
    radialGradient("plate", [
      [0, "#ffffff"],
      [0.8, "#f3efe8"],
      [1, "#d9d3c8"],
    ]);
  let body = rect(0, 0, W, H, "url(#room)");
  for (let i = 0; i < 36; i++) body += circle(rng.range(0, W), rng.range(0, H * 0.55), rng.range(18, 70), "url(#bokeh)", `opacity="${n(rng.range(0.4, 1))}"`);
  const tableTop = H * 0.46;
  body += path(polygon([[0, tableTop], [W, tableTop], [W, H], [0, H]]), "url(#cloth)");
  body += rect(0, tableTop, W, 3, "#ffffff", `opacity="0.5"`);
  // Charger, plate and napkin.
  const px = W * rng.range(0.45, 0.55);
  const py = H * 0.74;
  const charger = rng.pick(["#c9a860", "#b9b2a6", "#8a6546", "#e7dccb"]);
  body += ellipse(px + 14, py + 18, 380, 120, "#000000", `opacity="0.12"`);
  body += ellipse(px, py, 370, 115, charger) + ellipse(px, py - 4, 350, 106, tint(charger, 0.2));
  body += ellipse(px, py - 6, 300, 92, "url(#plate)") + ellipse(px, py - 6, 230, 68, "#ffffff", `stroke="#e7e2d8" stroke-width="2"`);
  const napkin = mix(look.flowers[0] ?? "#f4c7c3", "#ffffff", 0.4);
  body += path(polygon([[px - 120, py - 20], [px + 110, py - 40], [px + 130, py + 10], [px - 100, py + 30]]), napkin);
  body += rect(px - 8, py - 40, 16, 70, look.flowers[2] ?? "#e8a0a0", `transform="rotate(-8 ${n(px)} ${n(py)})" opacity="0.8"`);
  body += rect(px - 70, py - 110, 140, 60, "#fffdf8", `rx="4" transform="rotate(-4 ${n(px)} ${n(py - 80)})"`);
  body += rect(px - 46, py - 90, 92, 4, "#7d7468", `transform="rotate(-4 ${n(px)} ${n(py - 80)})"`);
  body += rect(px - 34, py - 76, 68, 3, "#a39a8e", `transform="rotate(-4 ${n(px)} ${n(py - 80)})"`);
  // Cutlery.
  const metal = rng.pick(["#d6b25e", "#c7c9cc"]);
  for (const [dx, w] of [[-420, 12], [-450, 10], [420, 14], [452, 10]] as const) body += rect(px + dx, py - 150, w, 300, metal, `rx="5"`);
  // Glasses.
  for (const [gx, gy, scale] of [[px + 300, py - 250, 1], [px + 440, py - 270, 0.85]] as const) {
    const w = 70 * scale;
    body += ellipse(gx, gy + 250 * scale, w * 0.9, 14 * scale, "#ffffff", `opacity="0.35"`);
    body += rect(gx - 3, gy + 120 * scale, 6, 130 * scale, "#ffffff", `opacity="0.45"`);
    body += path(`M${n(gx - w)} ${n(gy)}Q${n(gx - w)} ${n(gy + 120 * scale)} ${n(gx)} ${n(gy + 125 * scale)}Q${n(gx + w)} ${n(gy + 120 * scale)} ${n(gx + w)} ${n(gy)}Z`, "#ffffff", `opacity="0.22" stroke="#ffffff" stroke-width="2"`);
    body += path(`M${n(gx - w * 0.9)} ${n(gy + 50 * scale)}Q${n(gx)} ${n(gy + 60 * scale)} ${n(gx + w * 0.9)} ${n(gy + 50 * scale)}Q${n(gx + w * 0.7)} ${n(gy + 118 * scale)} ${n(gx)} ${n(gy + 122 * scale)}Q${n(gx - w * 0.7)} ${n(gy + 118 * scale)} ${n(gx - w * 0.9)} ${n(gy + 50 * scale)}Z`, scale === 1 ? "#f3e3a6" : "#f7f1e0", `opacity="0.6"`);
    body += rect(gx - w * 0.6, gy + 10, 8, 80 * scale, "#ffffff", `opacity="0.5" rx="4"`);
  }
  // Candles.
  for (const [cx, h] of [[px - 520, 240], [px - 600, 170], [px + 620, 200]] as const) {
    const base = tableTop + 120;
    body += circle(cx, base - h - 18, 160, "url(#glow)", `opacity="0.9"`);
    body += rect(cx - 18, base - h, 36, h, "#fbf6ea") + rect(cx - 18, base - h, 10, h, "#ffffff", `opacity="0.6"`);
    body += ellipse(cx, base - h - 16, 7, 18, "#ffcf6a") + ellipse(cx, base - h - 12, 3, 8, "#fff8e0");
    body += ellipse(cx, base, 34, 8, "#000000", `opacity="0.15"`);
  }
  // Flowers spilling in from the top left.
  const fx = W * rng.range(0.12, 0.22);
  const fy = tableTop + 20;
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0, 240);
    const x = fx + Math.cos(a) * r * 1.2;
    const y = fy + Math.sin(a) * r * 0.45 - 40;
    if (i % 3 === 0) {
      body += ellipse(x, y, rng.range(40, 80), rng.range(12, 20), rng.pick(["#55744a", "#6c8a5a", "#415e3c"]), `transform="rotate(${n(rng.range(-50, 50))} ${n(x)} ${n(y)})"`);
      continue;
    }
    const size = rng.range(34, 64);
    const color = rng.pick(look.flowers);
    body += circle(x, y, size, shade(color, 0.08));
    for (let ring = 1; ring <= 3; ring++) body += circle(x + ring * 2, y - ring * 2, size * (1 - ring * 0.25), ring % 2 ? tint(color, 0.12) : shade(color, 0.1));
    body += circle(x - size * 0.3, y - size * 0.35, size * 0.2, "#ffffff", `opacity="0.25"`);
  }
  return { defs, body };
}

/** The SVG for image `index` of a venue's gallery (0-based). */
export function renderVenueImage(venue: ArtVenue, index: number, options: { thumb?: boolean } = {}): string {
  const shot = SHOTS[index];
  if (!shot) throw new Error(`No shot ${index}`);
  const look = lookFor(venue);
  const rng = createRng(`${venue.slug}:${index}`);
  const time = timeFor(look, rng, shot);
  const scene =
    shot === "exterior"
      ? exterior(venue, look, rng, time, false)
      : shot === "evening"
        ? exterior(venue, look, rng, time, true)
        : shot === "ceremony"
          ? ceremony(look, rng, time)
          : shot === "reception"
            ? reception(look, rng, time, false)
            : shot === "party"
              ? reception(look, rng, time, true)
              : detail(look, rng, time);
  const finish = photoFinish(time);
  return svgDocument(scene.defs + finish.defs, scene.body + finish.body, venueImageAlt(venue, index), options.thumb ?? false);
}

/** What image `index` shows, for screen readers and for when the image fails. */
export function venueImageAlt(venue: ArtVenue, index: number): string {
  const shot = SHOTS[index];
  const look = lookFor(venue);
  const rng = createRng(`${venue.slug}:${index}`);
  const time = shot ? timeFor(look, rng, shot) : TIMES.day;
  switch (shot) {
    case "exterior":
      return look.surround === "rooftop"
        ? `The ${look.exteriorNoun} at ${venue.name} looking over the city skyline at ${time.label}`
        : `${venue.name}: the ${look.exteriorNoun} at ${time.label} in ${time.season}`;
    case "ceremony":
      return `Rows of chairs and a flower arch set for a ceremony ${look.ceremonyPlace} at ${venue.name}`;
    case "reception":
      return `The ${look.roomNoun} at ${venue.name} set for a reception under ${look.lightsNoun}`;
    case "detail":
      return `A place setting with candles and ${look.flowerNoun} on a reception table at ${venue.name}`;
    case "evening":
      return `${venue.name} at ${time.label} in ${time.season}, lit with string lights`;
    case "party":
      return `The dance floor in the ${look.roomNoun} at ${venue.name} at night, with a band on stage`;
    default:
      return venue.name;
  }
}

// The panorama shares the look.
export { lookFor as venueLook };
export type { Look as VenueLook };
