/** How cell values people type read as the product's values; anything else is a row problem. */

export type RsvpValue = "pending" | "attending" | "declined";
export type SideValue = "partner1" | "partner2" | "both";
export type GuestTypeValue = "adult" | "child" | "plus_one" | "vendor_meal";

const NON_ASCII = /[^ -~]/;

function key(value: string): string {
  return (NON_ASCII.test(value) ? value.normalize("NFKD") : value)
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

const RSVP_WORDS: Record<string, RsvpValue> = {
  "": "pending",
  pending: "pending",
  "no response": "pending",
  "not responded": "pending",
  "awaiting response": "pending",
  awaiting: "pending",
  invited: "pending",
  "not sent": "pending",
  unknown: "pending",
  maybe: "pending",
  tbd: "pending",
  "?": "pending",
  attending: "attending",
  attend: "attending",
  "will attend": "attending",
  yes: "attending",
  y: "attending",
  accepted: "attending",
  accept: "attending",
  accepts: "attending",
  "joyfully accepts": "attending",
  confirmed: "attending",
  going: "attending",
  coming: "attending",
  "checked in": "attending",
  true: "attending",
  "1": "attending",
  declined: "declined",
  decline: "declined",
  declines: "declined",
  "regretfully declines": "declined",
  regret: "declined",
  regrets: "declined",
  no: "declined",
  n: "declined",
  "not attending": "declined",
  "not going": "declined",
  "cannot attend": "declined",
  "can t attend": "declined",
  "will not attend": "declined",
  false: "declined",
  "0": "declined",
  "refunded": "declined",
  // A file may say it either way; the product writes "canceled".
  "cancelled": "declined",
  "canceled": "declined",
};

export function readRsvp(value: string): RsvpValue | null {
  return RSVP_WORDS[key(value)] ?? null;
}

const SIDE_WORDS: Record<string, SideValue> = {
  "partner 1": "partner1",
  partner1: "partner1",
  p1: "partner1",
  "1": "partner1",
  "partner 2": "partner2",
  partner2: "partner2",
  p2: "partner2",
  "2": "partner2",
  both: "both",
  mutual: "both",
  joint: "both",
  shared: "both",
};

/** Side values may also be the partners' first names ("Maya", "Maya's side"). */
export function readSide(value: string, partnerNames: [string, string] = ["", ""]): SideValue | null {
  const k = key(value).replace(/ s side$| side$/, "");
  if (k in SIDE_WORDS) return SIDE_WORDS[k]!;
  const [first, second] = partnerNames.map(key);
  if (first && k === first) return "partner1";
  if (second && k === second) return "partner2";
  return null;
}

const GUEST_TYPE_WORDS: Record<string, GuestTypeValue> = {
  adult: "adult",
  adults: "adult",
  child: "child",
  children: "child",
  kid: "child",
  kids: "child",
  infant: "child",
  baby: "child",
  "plus one": "plus_one",
  "plus 1": "plus_one",
  plusone: "plus_one",
  "+1": "plus_one",
  guest: "plus_one",
  vendor: "vendor_meal",
  "vendor meal": "vendor_meal",
  staff: "vendor_meal",
};

export function readGuestType(value: string): GuestTypeValue | null {
  return GUEST_TYPE_WORDS[key(value)] ?? null;
}

/** Yes/no cells ("Plus One Allowed"); null when the cell is not a yes or a no. */
export function readYesNo(value: string): boolean | null {
  const k = key(value);
  if (["yes", "y", "true", "1", "allowed", "x"].includes(k)) return true;
  if (["no", "n", "false", "0", "not allowed", ""].includes(k)) return false;
  return null;
}

/** "Guest", "+1", "Plus One", "Dana's Guest": a seat for someone not named yet (Zola writes Guest, Joy "Dana's Guest"). */
export function isUnnamedPlusOne(name: string): boolean {
  const k = key(name);
  return k === "guest" || k === "+1" || k === "plus one" || k === "plus 1" || k === "guest tbd" || k === "and guest" || k === "tbd" || plusOneHost(name) !== null;
}

/** Whose plus-one a row like "Dana's Guest" or "Guest of Dana" is: "Dana", else null. */
export function plusOneHost(name: string): string | null {
  const match = /^\s*(.+?)['’]s\s+(?:guest|plus[\s-]*one|\+1)\s*$/i.exec(name) ?? /^\s*(?:guest|plus[\s-]*one)\s+of\s+(.+?)\s*$/i.exec(name);
  return match?.[1] ? match[1].trim() : null;
}

/** A count cell ("2", "2.0"), or null when the cell is not a whole number. */
export function readCount(value: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.0+)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/**
 * Every value in a cell that may hold several: "a@x.com, b@y.com", "a@x.com ::: b@y.com" (Google),
 * "a@x.com; b@y.com" (Outlook). For emails only: a phone number has spaces and commas of its own.
 */
export function splitEmails(value: string): string[] {
  return value
    .split(/\s*:::\s*|[\s,;]+/)
    .map((part) => part.trim().replace(/^<|>$/g, ""))
    .filter(Boolean);
}

/** Tags as Minted writes them (`["Save the date"]`, `[]`), or separated by commas, pipes, semicolons or ":::". */
export function readTags(value: string): string[] {
  const text = value.trim();
  if (text.startsWith("[") && text.endsWith("]")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === "string").map((item) => item.trim()).filter(Boolean);
    } catch {
      return splitMulti(text.slice(1, -1).replace(/["']/g, ""));
    }
  }
  return splitMulti(text);
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}

/** Cells that hold several values: Google's " ::: ", Joy's "|", Outlook's ";". */
export function splitMulti(value: string): string[] {
  return value
    .split(/\s*(?::::|\||;)\s*|\s*,\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The first of several values ("a@x.com ::: b@y.com" is a@x.com). */
export function firstOf(value: string): string {
  if (!value.includes(":::")) return value.trim();
  return (value.split(/\s*:::\s*/)[0] ?? "").trim();
}

/** A comparison key for names: case, accents and spacing do not make two people different. */
export function nameKey(first: string, last: string): string {
  return key(`${first} ${last}`).replace(/\s+/g, " ");
}

const COUNTRY_NAMES: Record<string, string> = {
  "united states": "US", "united states of america": "US", usa: "US", "u s a": "US", "u s": "US", america: "US",
  "united kingdom": "GB", uk: "GB", "u k": "GB", "great britain": "GB", britain: "GB", england: "GB", scotland: "GB", wales: "GB", "northern ireland": "GB",
  india: "IN", germany: "DE", deutschland: "DE", france: "FR", canada: "CA", mexico: "MX", australia: "AU", "new zealand": "NZ",
  ireland: "IE", norway: "NO", sweden: "SE", denmark: "DK", finland: "FI", iceland: "IS", portugal: "PT", spain: "ES", espana: "ES",
  italy: "IT", italia: "IT", netherlands: "NL", "the netherlands": "NL", holland: "NL", belgium: "BE", switzerland: "CH", austria: "AT",
  poland: "PL", greece: "GR", turkey: "TR", israel: "IL", "south africa": "ZA", nigeria: "NG", ghana: "GH", kenya: "KE", egypt: "EG",
  japan: "JP", china: "CN", "south korea": "KR", korea: "KR", philippines: "PH", vietnam: "VN", "viet nam": "VN", thailand: "TH",
  singapore: "SG", malaysia: "MY", indonesia: "ID", pakistan: "PK", bangladesh: "BD", "sri lanka": "LK", nepal: "NP",
  brazil: "BR", brasil: "BR", argentina: "AR", chile: "CL", colombia: "CO", peru: "PE", venezuela: "VE", jamaica: "JM",
  "puerto rico": "PR", "dominican republic": "DO", cuba: "CU", "el salvador": "SV", guatemala: "GT", honduras: "HN",
  "united arab emirates": "AE", uae: "AE", "saudi arabia": "SA", lebanon: "LB", jordan: "JO",
};

/** The two-letter code of a Country cell ("GB", "India", "United Kingdom"), or null when it names no country we know. */
export function countryCodeOf(value: string): string | null {
  const k = key(value);
  if (k === "") return null;
  if (/^[a-z]{2}$/.test(k)) return k === "uk" ? "GB" : k.toUpperCase();
  return COUNTRY_NAMES[k] ?? null;
}
