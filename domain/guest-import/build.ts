import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { z } from "zod";
import { guestFieldsSchema, mailingAddressSchema, overallRsvpStatus, TAGS_PER_GUEST_MAX, type GuestFields } from "../guests.ts";
import { normalizePhone } from "../phone.ts";
import type { SourceTable } from "./csv.ts";
import { childField, eventOf, type ImportField } from "./fields.ts";
import {
  countryCodeOf,
  firstOf,
  isEmail,
  isUnnamedPlusOne,
  nameKey,
  plusOneHost,
  readCount,
  readGuestType,
  readRsvp,
  readSide,
  readTags,
  readYesNo,
  splitEmails,
  type GuestTypeValue,
  type RsvpValue,
  type SideValue,
} from "./values.ts";

export interface ImportAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface PlannedGuest {
  /** The spreadsheet row (the header is row 1) the guest came from. */
  row: number;
  firstName: string;
  lastName: string;
  /** A seat for someone not named yet (Zola's "Guest"). */
  unnamed: boolean;
  /** Whose plus-one an unnamed seat is, when the file says ("Dana's Guest"). */
  plusOneOf?: string;
  email: string;
  phone: string;
  side: SideValue | null;
  guestType: GuestTypeValue;
  /** The file says what kind of guest this is (a type column, a child's column), so an update sets it. */
  typeGiven: boolean;
  tags: string[];
  rsvp: RsvpValue | null;
  /** Per event, by the event's name as the file spells it. */
  eventRsvps: Record<string, RsvpValue>;
  meal: string;
  dietary: string;
  notes: string;
  plusOneAllowed: boolean | null;
  plusOneName: string;
  table: string;
  /** The values as the list stores them, once the row passed the list's rules. */
  stored?: GuestFields;
  /** Set by the duplicate check. */
  duplicate: null | { of: "file"; row: number } | { of: "list"; guestId: string; householdId: string | null };
}

export interface PlannedHousehold {
  row: number;
  name: string;
  /** The line the envelope is addressed to ("Mr. and Mrs. Jonas Fischer"), when the file gives one. */
  mailingName: string;
  /** The household's own words (The Knot's "Send a note to the couple?", RSVPify's note). */
  note: string;
  address: ImportAddress | null;
  guests: PlannedGuest[];
}

export type ProblemCode =
  | "missing_name"
  | "bad_email"
  | "bad_phone"
  | "household_name"
  | "extra_seats"
  | "unknown_rsvp"
  | "unknown_side"
  | "unknown_guest_type"
  | "invalid_value"
  | "too_long"
  | "duplicate_in_file"
  | "duplicate_in_list";

export interface RowProblem {
  row: number;
  code: ProblemCode;
  /** The column (header) the problem is in, when there is one. */
  column?: string;
  message: string;
  /**
   * Errors block the import (a row with no name, a file that is no list); warnings import with the
   * value kept as written in the guest's notes; duplicates are settled by the skip / update choice.
   */
  kind: "error" | "warning" | "duplicate";
}

export interface ExistingGuest {
  id: string;
  householdId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface BuildOptions {
  /** The partners' first names, so a Side column may say "Maya" or "Maya's side". */
  partnerNames?: [string, string];
  existing?: ExistingGuest[];
  /** Rows are people with no household column (Zola's RSVP export): neighbors with one last name are one household. */
  groupNeighbors?: boolean;
}

export interface ImportPlan {
  households: PlannedHousehold[];
  problems: RowProblem[];
  events: string[];
  counts: { rows: number; households: number; guests: number; plusOnes: number; errors: number; warnings: number; duplicates: number };
}

type Columns = Map<string, number[]>;

function columnsOf(mapping: ImportField[]): Columns {
  const columns: Columns = new Map();
  mapping.forEach((field, index) => {
    if (field === "ignore") return;
    const list = columns.get(field) ?? [];
    list.push(index);
    columns.set(field, list);
  });
  return columns;
}

/** The first non-blank cell among the columns mapped to a field. */
function cell(row: string[], columns: Columns, field: string): string {
  for (const index of columns.get(field) ?? []) {
    const value = (row[index] ?? "").trim();
    if (value !== "") return value;
  }
  return "";
}

/** Every non-blank cell among the columns mapped to a field, in column order. */
function cells(row: string[], columns: Columns, field: string): string[] {
  const values: string[] = [];
  for (const index of columns.get(field) ?? []) {
    const value = (row[index] ?? "").trim();
    if (value !== "") values.push(value);
  }
  return values;
}

function columnName(headers: string[], columns: Columns, field: string): string | undefined {
  const index = columns.get(field)?.[0];
  return index === undefined ? undefined : headers[index];
}

/** "Ana María de la Cruz" is first "Ana María de la", last "Cruz": the last word is the family name. */
export function splitFullName(full: string): { first: string; last: string } {
  const name = full.replace(/\s+/g, " ").trim();
  if (name.includes(",")) {
    const [last = "", first = ""] = name.split(",", 2).map((part) => part.trim());
    return { first, last };
  }
  const space = name.lastIndexOf(" ");
  return space < 0 ? { first: name, last: "" } : { first: name.slice(0, space), last: name.slice(space + 1) };
}

/** A whole mailing address in one cell ("12 Elm St\nApt 4\nColumbus, OH 43215\nUSA") read into its parts. */
export function parseAddress(text: string): ImportAddress {
  const lines = text
    .split(/\r?\n|\s*;\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
  const address: ImportAddress = { line1: "", line2: "", city: "", state: "", postalCode: "", country: "" };
  if (lines.length === 1) {
    // One line: "12 Elm St, Columbus, OH 43215"
    const parts = lines[0]!.split(",").map((p) => p.trim());
    if (parts.length >= 3) {
      const tail = /^([A-Za-z .]+?)\s+(\d{5}(?:-\d{4})?)$/.exec(parts[parts.length - 1]!);
      if (tail) {
        address.line1 = parts.slice(0, -2).join(", ");
        address.city = parts[parts.length - 2]!;
        address.state = tail[1]!;
        address.postalCode = tail[2]!;
        return address;
      }
    }
    address.line1 = lines[0]!;
    return address;
  }
  let rest = [...lines];
  const last = rest[rest.length - 1]!;
  if (!/\d/.test(last) && !/,/.test(last)) {
    address.country = last;
    rest = rest.slice(0, -1);
  }
  const cityLine = rest[rest.length - 1] ?? "";
  const cityMatch = /^(.+?),?\s+([A-Za-z]{2}|[A-Za-z][a-z]+(?: [A-Z][a-z]+)?)\s+(\d{5}(?:-\d{4})?)$/.exec(cityLine);
  if (cityMatch && rest.length >= 2) {
    address.city = cityMatch[1]!.replace(/,$/, "");
    address.state = cityMatch[2]!;
    address.postalCode = cityMatch[3]!;
    rest = rest.slice(0, -1);
  }
  address.line1 = rest[0] ?? "";
  address.line2 = rest.slice(1).join(", ");
  return address;
}

function addressOf(row: string[], columns: Columns): ImportAddress | null {
  const parts: ImportAddress = {
    line1: firstOf(cell(row, columns, "address1")),
    line2: firstOf(cell(row, columns, "address2")),
    city: firstOf(cell(row, columns, "city")),
    state: firstOf(cell(row, columns, "state")),
    postalCode: firstOf(cell(row, columns, "postalCode")),
    country: firstOf(cell(row, columns, "country")),
  };
  if (Object.values(parts).some(Boolean)) {
    // A whole address in the street column (a pasted block) is split like a whole address.
    if (!parts.city && !parts.postalCode && !parts.state && (/\n/.test(parts.line1) || /,/.test(parts.line1))) {
      const parsed = parseAddress(parts.line1);
      return { ...parsed, line2: parsed.line2 || parts.line2, country: parsed.country || parts.country };
    }
    // A two-line street in one cell (Outlook's Home Street, a vCard's street): its second line is line 2.
    if (/\n/.test(parts.line1)) {
      const [first = "", ...rest] = parts.line1.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
      parts.line1 = first;
      parts.line2 = [...rest, parts.line2].filter(Boolean).join(", ");
    }
    return parts;
  }
  const full = cell(row, columns, "addressFull");
  if (!full) return null;
  return parseAddress(full.split(/\s*:::\s*/)[0] ?? full);
}

/** Google labels "* myContacts" and "* starred" are the app's own, not the couple's tags. */
function tagsOf(value: string): string[] {
  return [...new Set(readTags(value).filter((tag) => !tag.startsWith("*")))];
}

const TITLES = /^(?:mr|mrs|ms|miss|mx|dr|prof|rev|hon|sir|dame|capt|col|gen|lt|sgt)\.?$/i;

/**
 * The people an envelope's line names, when the file has no name columns (Minted's address book):
 * "Ana & Ben Whitfield" is Ana and Ben Whitfield, "Mr. and Mrs. Jonas Fischer" is Jonas Fischer and
 * an unnamed seat, "Grace Osei and Guest" is Grace with a plus-one. null for a line that names a
 * household, not people ("The Whitfield Family").
 */
export function peopleOfEnvelope(line: string): { first: string; last: string; unnamed: boolean }[] | null {
  const text = line.replace(/\s+/g, " ").trim();
  if (/^the\s.+\s(family|household)$/i.test(text) || /\bfamily$/i.test(text)) return null;
  const parts = text.split(/\s+(?:and|&|\+)\s+/i).map((part) => part.trim()).filter(Boolean);
  const people = parts.map((part) => {
    const words = part.split(" ").filter((word) => !TITLES.test(word));
    if (words.length === 0 || isUnnamedPlusOne(words.join(" "))) return { first: "", last: "", unnamed: true };
    if (words.length === 1) return { first: words[0]!, last: "", unnamed: false };
    return { first: words.slice(0, -1).join(" "), last: words[words.length - 1]!, unnamed: false };
  });
  // "Ana & Ben Whitfield": the last person's family name is the others' too.
  const family = people[people.length - 1]?.last ?? "";
  for (const person of people) if (!person.unnamed && !person.last) person.last = family;
  return people.some((person) => !person.unnamed) ? people : null;
}

/** Whether an envelope's line gives the household a plus-one ("Ms. Grace Osei and Guest"). */
function envelopeHasGuest(line: string): boolean {
  return /\s(?:and|&|\+)\s+guest\s*$/i.test(line);
}

const phoneChecks = new Map<string, string | null>();
/** E.164 for a number as written, read for the row's country when it has one (IN, "United Kingdom"), else as North American. */
export function phoneFor(value: string, country: string | null): string | null {
  if (!country || country === "US" || value.trim().startsWith("+")) return normalizePhone(value);
  const cacheKey = `${country}:${value}`;
  const known = phoneChecks.get(cacheKey);
  if (known !== undefined) return known;
  let number: string | null = null;
  try {
    const parsed = parsePhoneNumberFromString(value, country as CountryCode);
    number = parsed?.isValid() ? parsed.number : null;
  } catch {
    number = null;
  }
  if (phoneChecks.size > 10_000) phoneChecks.clear();
  phoneChecks.set(cacheKey, number);
  return number;
}

function newGuest(row: number, first: string, last: string, unnamed: boolean, type: GuestTypeValue, side: SideValue | null): PlannedGuest {
  return {
    row,
    firstName: unnamed ? "" : first,
    lastName: unnamed ? "" : last,
    unnamed,
    email: "",
    phone: "",
    side,
    guestType: unnamed ? "plus_one" : type,
    typeGiven: unnamed || type !== "adult",
    tags: [],
    rsvp: null,
    eventRsvps: {},
    meal: "",
    dietary: "",
    notes: "",
    plusOneAllowed: null,
    plusOneName: "",
    table: "",
    duplicate: null,
  };
}

function householdName(guests: PlannedGuest[]): string {
  const named = guests.filter((guest) => !guest.unnamed);
  if (named.length === 0) return "Guest";
  const [first, second] = named;
  if (named.length === 1) return `${first!.firstName} ${first!.lastName}`.trim();
  if (named.length === 2) {
    if (first!.lastName && first!.lastName === second!.lastName) return `${first!.firstName} & ${second!.firstName} ${first!.lastName}`;
    return `${`${first!.firstName} ${first!.lastName}`.trim()} & ${`${second!.firstName} ${second!.lastName}`.trim()}`;
  }
  return first!.lastName ? `The ${first!.lastName} family` : `${first!.firstName}'s party`;
}

/** What a row had, for the message of a row that lacks a name: its first non-blank values. */
function rowSummary(row: string[]): string {
  const values = row.map((value) => value.trim()).filter(Boolean).slice(0, 3);
  return values.length === 0 ? "" : ` (it has ${values.map((value) => `"${value.length > 30 ? `${value.slice(0, 27)}...` : value}"`).join(", ")})`;
}

/**
 * Reads mapped rows into households of guests and lists every row's problems. Rows with a household
 * (party, group, order number) column are grouped by it; otherwise each row is a household (Zola's one
 * row per household, with partner and child columns, or a plain list). Only a row with no name blocks
 * the import; a value that fails the list's checks (a phone, an email, an RSVP word) imports with a
 * warning and is kept as written in the guest's notes. Existing guests are matched by email, or by
 * name when neither has an email.
 */
export function buildImportPlan(table: SourceTable, mapping: ImportField[], options: BuildOptions = {}): ImportPlan {
  const { headers, rows } = table;
  const columns = columnsOf(mapping);
  const problems: RowProblem[] = [];
  const events = [...new Set(mapping.map(eventOf).filter((event): event is string => event !== null))];
  const childIndexes = [...new Set(mapping.map(childField).filter((c) => c !== null).map((c) => c.index))].sort((a, b) => a - b);
  const hasHouseholdColumn = columns.has("household") || columns.has("householdKey");
  const households: PlannedHousehold[] = [];
  const byParty = new Map<string, PlannedHousehold>();
  const partnerNames = options.partnerNames ?? ["", ""];
  const keepNoteColumns = columns.get("keepNote") ?? [];
  const keepTagColumns = columns.get("keepTag") ?? [];

  let rowNumber = 0;
  const problem = (code: ProblemCode, message: string, field?: string, kind: RowProblem["kind"] = "warning") =>
    problems.push({ row: rowNumber, code, message, kind, column: field ? columnName(headers, columns, field) : undefined });
  let previous: { household: PlannedHousehold; lastName: string; name: string } | null = null;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    rowNumber = table.rowNumbers[index] ?? index + 2;
    /** Values kept as written, for the main guest's notes. */
    const asWritten: string[] = [];

    // Emails: the first valid one is the guest's; others (a second in the cell, or in Email 2) are noted.
    const emails = cells(row, columns, "email").flatMap(splitEmails);
    const email = emails.find(isEmail) ?? "";
    const otherEmails = emails.filter((value) => value !== email && isEmail(value));
    for (const value of emails.filter((value) => !isEmail(value))) {
      problem("bad_email", `Email "${value}" isn't a valid address, so the guest is imported without one and it is kept in their notes as written.`, "email");
      asWritten.push(`Email as written in the file: ${value}`);
    }
    // Phones: read for the row's country; one that fails the check is kept in the notes as written.
    const country = countryCodeOf(firstOf(cell(row, columns, "country")));
    const phones = cells(row, columns, "phone").map(firstOf);
    let phone = "";
    const otherPhones: string[] = [];
    for (const value of phones) {
      const number = value.length <= 40 ? phoneFor(value, country) : null;
      if (number && !phone) phone = number;
      else if (number) otherPhones.push(value);
      else {
        problem("bad_phone", `Phone "${value}" isn't a number we can call${country && country !== "US" ? ` in ${country}` : ""}, so it is kept in the guest's notes as written.`, "phone");
        asWritten.push(`Phone as written in the file: ${value}`);
      }
    }
    const also = [...otherEmails, ...otherPhones];

    const sideText = cell(row, columns, "side");
    let side: SideValue | null = null;
    if (sideText) {
      side = readSide(sideText, partnerNames);
      if (!side) {
        problem("unknown_side", `Side "${sideText}" isn't one we know (Partner 1, Partner 2 or Both), so the guest is on both sides and it is kept in their notes.`, "side");
        asWritten.push(`Side as written in the file: ${sideText}`);
      }
    }
    const typeText = cell(row, columns, "guestType");
    let guestType: GuestTypeValue = "adult";
    let typeGiven = false;
    if (typeText) {
      const read = readGuestType(typeText);
      typeGiven = read !== null;
      if (read) guestType = read;
      else {
        problem("unknown_guest_type", `Guest type "${typeText}" isn't one we know (Adult, Child, Plus-one or Vendor), so the guest is an adult and it is kept in their notes.`, "guestType");
        asWritten.push(`Guest type as written in the file: ${typeText}`);
      }
    }
    const childText = cell(row, columns, "isChild");
    if (childText && readYesNo(childText) !== null) {
      guestType = readYesNo(childText) ? "child" : guestType;
      typeGiven = true;
    }
    const rsvpText = cell(row, columns, "rsvp");
    const rsvp = rsvpText ? readRsvp(rsvpText) : null;
    if (rsvpText && !rsvp) {
      problem("unknown_rsvp", `RSVP "${rsvpText}" isn't an answer we know (Attending, Declined or Pending), so it is pending and kept in the guest's notes as written.`, "rsvp");
      asWritten.push(`RSVP as written in the file: ${rsvpText}`);
    }
    const eventRsvps: Record<string, RsvpValue> = {};
    for (const event of events) {
      const text = cell(row, columns, `rsvp:${event}`);
      if (!text) continue;
      const value = readRsvp(text);
      if (value) eventRsvps[event] = value;
      else {
        eventRsvps[event] = "pending";
        problem("unknown_rsvp", `RSVP "${text}" for ${event} isn't an answer we know (Attending, Declined or No Response), so it is pending and kept in the guest's notes as written.`, `rsvp:${event}`);
        asWritten.push(`RSVP for ${event} as written in the file: ${text}`);
      }
    }
    const relationship = cell(row, columns, "relationship");
    const rowTags = [
      ...(relationship ? [relationship] : []),
      ...keepTagColumns.map((column) => (row[column] ?? "").trim()).filter(Boolean),
    ];
    const kept = keepNoteColumns.map((column) => [headers[column], (row[column] ?? "").trim()] as const).filter(([, value]) => value !== "").map(([header, value]) => `${header}: ${value}`);
    const mailingName = cell(row, columns, "mailingName");

    // The row's main person.
    let first = cell(row, columns, "firstName");
    let last = cell(row, columns, "lastName");
    const full = cell(row, columns, "fullName");
    if (!first && !last && full) ({ first, last } = splitFullName(full));
    // No name columns but an envelope's line (Minted): its people are the household.
    let envelopePeople: ReturnType<typeof peopleOfEnvelope> = null;
    if (!first && !last && mailingName) {
      envelopePeople = peopleOfEnvelope(mailingName);
      const named = envelopePeople?.find((person) => !person.unnamed);
      if (named) ({ first, last } = named);
      else {
        first = mailingName;
        problem("household_name", `"${mailingName}" names a household, not a person, so it is imported as one guest with that name. Add each person's name on your list.`, "mailingName");
      }
    }
    const unnamedMain = isUnnamedPlusOne(`${first} ${last}`.trim()) && !!(first || last);
    const main = newGuest(rowNumber, first, last, unnamedMain, guestType, side);
    if (unnamedMain) main.plusOneOf = plusOneHost(`${first} ${last}`.trim()) ?? undefined;
    const notes = [cell(row, columns, "notes"), ...kept, ...(also.length > 0 ? [`Also: ${also.join(", ")}`] : []), ...asWritten].filter(Boolean).join("\n");
    Object.assign(main, {
      typeGiven: main.typeGiven || typeGiven,
      email,
      phone,
      tags: [...new Set([...tagsOf(cell(row, columns, "tags")), ...rowTags])],
      rsvp,
      eventRsvps,
      meal: cell(row, columns, "meal"),
      dietary: cell(row, columns, "dietary"),
      notes,
      table: cell(row, columns, "table"),
    });
    const rowGuests: PlannedGuest[] = [main];
    const member = (firstName: string, lastName: string, type: GuestTypeValue) => {
      const guest = newGuest(rowNumber, firstName, lastName, false, type, side);
      guest.rsvp = rsvp;
      guest.eventRsvps = { ...eventRsvps };
      guest.tags = [...rowTags];
      rowGuests.push(guest);
      return guest;
    };
    for (const person of envelopePeople ?? []) {
      if (person.first === first && person.last === last && !person.unnamed) continue;
      if (person.unnamed) main.plusOneAllowed = true;
      else member(person.first, person.last, "adult");
    }
    if (mailingName && envelopeHasGuest(mailingName)) main.plusOneAllowed = true;

    // Zola: the partner on the same row; "Guest" is an unnamed plus-one.
    let partnerFirst = cell(row, columns, "partnerFirstName");
    let partnerLast = cell(row, columns, "partnerLastName");
    const partnerFull = cell(row, columns, "partnerFullName");
    if (!partnerFirst && !partnerLast && partnerFull) ({ first: partnerFirst, last: partnerLast } = splitFullName(partnerFull));
    if (partnerFirst || partnerLast) {
      if (isUnnamedPlusOne(`${partnerFirst} ${partnerLast}`.trim())) main.plusOneAllowed = true;
      else member(partnerFirst, partnerLast || last, "adult");
    }
    for (const childIndex of childIndexes) {
      let childFirst = cell(row, columns, `child:${childIndex}:first`);
      let childLast = cell(row, columns, `child:${childIndex}:last`);
      const childFull = cell(row, columns, `child:${childIndex}:full`);
      if (!childFirst && !childLast && childFull) ({ first: childFirst, last: childLast } = splitFullName(childFull));
      if (!childFirst && !childLast) continue;
      member(childFirst, childLast || last, "child");
    }
    // A plus-one column: yes/no or a count allows one; a name (or "Guest") is the plus-one, kept on their host.
    const plusOneText = cell(row, columns, "plusOne");
    if (plusOneText) {
      const allowed = readYesNo(plusOneText);
      const count = readCount(plusOneText);
      if (allowed !== null) main.plusOneAllowed = allowed;
      else if (count !== null) main.plusOneAllowed = count > 0;
      else {
        main.plusOneAllowed = true;
        if (!isUnnamedPlusOne(plusOneText)) main.plusOneName = plusOneText;
      }
    }
    // Zola's "Total Definitely Invited": seats beyond the people named are unnamed plus-ones.
    const total = readCount(cell(row, columns, "totalInvited"));
    if (total !== null && !main.unnamed) {
      let extra = total - rowGuests.length - rowGuests.filter((guest) => guest.plusOneAllowed).length;
      for (const guest of rowGuests) {
        if (extra <= 0) break;
        if (guest.guestType === "adult" && !guest.plusOneAllowed) {
          guest.plusOneAllowed = true;
          extra -= 1;
        }
      }
      if (extra > 0) {
        problem("extra_seats", `The file invites ${total} here but names ${rowGuests.length}; each adult has a plus-one and ${extra} more ${extra === 1 ? "seat is" : "seats are"} noted on the household's first guest.`, "totalInvited");
        main.notes = [main.notes, `Seats invited in the file: ${total}`].filter(Boolean).join("\n");
      }
    }

    if (!main.unnamed && !main.firstName && !main.lastName) {
      problem("missing_name", `This row has no name${rowSummary(row)}. Add a first and last name (or a full name).`, columns.has("firstName") ? "firstName" : "fullName", "error");
    }

    const party = hasHouseholdColumn ? cell(row, columns, "householdKey") || cell(row, columns, "household") : "";
    const partyName = cell(row, columns, "household");
    const address = addressOf(row, columns);
    const partyKey = party.toLowerCase().replace(/\s+/g, " ");
    let existingHousehold = partyKey ? byParty.get(partyKey) : undefined;
    // A "Guest" row with no party of its own is the plus-one of the person just before it (Zola's RSVP export).
    if (!existingHousehold && !partyKey && main.unnamed && previous) {
      existingHousehold = previous.household;
      main.plusOneOf ??= previous.name;
    }
    // Zola's RSVP export lists a party's people one after another: neighbors with one last name share a household.
    if (!existingHousehold && !partyKey && options.groupNeighbors && previous && main.lastName && nameKey("", previous.lastName) === nameKey("", main.lastName)) {
      existingHousehold = previous.household;
    }
    const householdNote = cell(row, columns, "householdNote");
    if (existingHousehold) {
      existingHousehold.guests.push(...rowGuests);
      existingHousehold.address ??= address;
      existingHousehold.mailingName ||= mailingName;
      existingHousehold.note ||= householdNote;
      if (!existingHousehold.name) existingHousehold.name = partyName;
    } else {
      const household: PlannedHousehold = { row: rowNumber, name: partyName, mailingName, note: householdNote, address, guests: rowGuests };
      households.push(household);
      if (partyKey) byParty.set(partyKey, household);
      existingHousehold = household;
    }
    if (!main.unnamed) previous = { household: existingHousehold, lastName: main.lastName, name: `${main.firstName} ${main.lastName}`.trim() };
  }

  for (const household of households) {
    foldPlusOnes(household, problems);
    if (!household.name || /^\d+$/.test(household.name)) household.name = householdName(household.guests);
    checkFields(household, headers, columns, problems);
  }
  markDuplicates(households, problems, options.existing ?? []);
  problems.sort((a, b) => a.row - b.row);
  const guests = households.flatMap((household) => household.guests);
  return {
    households,
    problems,
    events,
    counts: {
      rows: rows.length,
      households: households.length,
      guests: guests.length,
      plusOnes: guests.filter((guest) => guest.plusOneAllowed).length,
      errors: problems.filter((p) => p.kind === "error").length,
      warnings: problems.filter((p) => p.kind === "warning").length,
      duplicates: problems.filter((p) => p.kind === "duplicate").length,
    },
  };
}

/**
 * A plus-one is kept on their host (allowed, and named when known), as the list and the RSVP page
 * hold them: "Dana's Guest" goes to Dana, a "Guest" row with no party (Zola's RSVP export) to the
 * person listed before it, The Knot's "Guest" in a party to its first named member without one.
 */
function foldPlusOnes(household: PlannedHousehold, problems: RowProblem[]): void {
  const unnamed = household.guests.filter((guest) => guest.unnamed);
  if (unnamed.length === 0) return;
  const named = household.guests.filter((guest) => !guest.unnamed);
  for (const seat of unnamed) {
    const wanted = seat.plusOneOf ? nameKey(seat.plusOneOf, "") : "";
    const host =
      (wanted ? named.find((guest) => nameKey(guest.firstName, "") === wanted || nameKey(guest.firstName, guest.lastName) === wanted) : undefined) ??
      named.find((guest) => !guest.plusOneAllowed) ??
      named[0];
    if (host) host.plusOneAllowed = true;
    else {
      problems.push({
        row: seat.row,
        code: "missing_name",
        kind: "error",
        message: "This plus-one has no one to come with. Put them in the same party as their host, or add the host's name.",
      });
    }
  }
  household.guests = named;
}

const FIELD_OF: Record<string, string> = {
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  phone: "phone",
  tags: "tags",
  mealChoice: "meal",
  dietaryNeeds: "dietary",
  plusOneName: "plusOne",
  tableAssignment: "table",
  notes: "notes",
  addressLine1: "address1",
  addressLine2: "address2",
  city: "city",
  state: "state",
  postalCode: "postalCode",
  country: "country",
};

/** The values a guest row gives, in the shape the list stores (guestFieldsSchema validates it). */
export function guestFieldsOf(guest: PlannedGuest) {
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    side: guest.side ?? "both",
    guestType: guest.guestType,
    rsvpStatus: overallOf(guest),
    tags: guest.tags,
    mealChoice: guest.meal,
    dietaryNeeds: guest.dietary,
    plusOneAllowed: guest.plusOneAllowed ?? false,
    plusOneName: guest.plusOneName,
    tableAssignment: guest.table,
    notes: guest.notes,
  };
}

/** The guest's overall answer: from the per-event answers when the file has them. */
export function overallOf(guest: PlannedGuest): RsvpValue {
  const events = Object.values(guest.eventRsvps);
  if (events.length === 0) return guest.rsvp ?? "pending";
  return overallRsvpStatus(events);
}

const EMAIL_RULE = z.regexes.email;

/**
 * guestFieldsSchema's output for a guest that meets every rule, or null: the same rules in a straight
 * line (the schema costs ~20-70 µs a row, this ~2 µs plus the phone check). A test holds the two equal.
 */
export function storedGuestFields(guest: PlannedGuest): GuestFields | null {
  const input = guestFieldsOf(guest);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  const phone = input.phone.trim();
  const meal = input.mealChoice.trim();
  const table = input.tableAssignment.trim();
  const dietaryNeeds = input.dietaryNeeds.trim();
  const plusOneName = input.plusOneName.trim();
  const notes = input.notes.trim();
  if (firstName.length < 1 || firstName.length > 80 || lastName.length > 80) return null;
  if (email.length > 254 || (email !== "" && !EMAIL_RULE.test(email))) return null;
  if (meal.length > 60 || table.length > 40 || dietaryNeeds.length > 300 || plusOneName.length > 120 || notes.length > 1000) return null;
  if (input.tags.length > TAGS_PER_GUEST_MAX) return null;
  const tags = input.tags.map((tag) => tag.trim());
  if (tags.some((tag) => tag.length < 1 || tag.length > 40)) return null;
  let storedPhone: string | null = null;
  if (phone !== "") {
    if (phone.length > 40) return null;
    storedPhone = normalizePhone(phone);
    if (storedPhone === null) return null;
  }
  return {
    firstName,
    lastName,
    email: email === "" ? null : email.toLowerCase(),
    phone: storedPhone,
    side: input.side,
    guestType: input.guestType,
    rsvpStatus: input.rsvpStatus,
    tags: [...new Set(tags)],
    mealChoice: meal === "" ? null : meal,
    dietaryNeeds,
    // Import files carry no accessibility column; the couple adds needs on the guest.
    accessibilityNeeds: "",
    plusOneAllowed: input.plusOneAllowed,
    plusOneName,
    tableAssignment: table === "" ? null : table,
    notes,
  };
}

/** Lengths, phone numbers, tag counts: the list's own rules, so what the preview passes the import takes. */
type GuestText = "firstName" | "lastName" | "meal" | "table" | "dietary" | "plusOneName";
/** The list's lengths for the text a row gives (guestFieldsSchema's), its import field and the words a message uses. */
const GUEST_TEXT_LIMITS: { key: GuestText; field: string; max: number; label: string }[] = [
  { key: "firstName", field: "firstName", max: 80, label: "First name" },
  { key: "lastName", field: "lastName", max: 80, label: "Last name" },
  { key: "meal", field: "meal", max: 60, label: "Meal" },
  { key: "table", field: "table", max: 40, label: "Table" },
  { key: "dietary", field: "dietary", max: 300, label: "Dietary needs" },
  { key: "plusOneName", field: "plusOne", max: 120, label: "Plus-one name" },
];
const ADDRESS_LIMITS: { key: keyof ImportAddress; field: string; max: number; label: string }[] = [
  { key: "line1", field: "address1", max: 120, label: "Street address" },
  { key: "line2", field: "address2", max: 120, label: "Second address line" },
  { key: "city", field: "city", max: 80, label: "City" },
  { key: "state", field: "state", max: 40, label: "State" },
  { key: "postalCode", field: "postalCode", max: 20, label: "ZIP code" },
  { key: "country", field: "country", max: 60, label: "Country" },
];
const NOTES_MAX = 1000;

/**
 * A value longer than the list keeps is no reason to hold back the whole file: it is shortened to fit,
 * with a warning, and the full text goes in the guest's notes (notes themselves keep their first 1,000
 * characters; tags beyond a guest's limit go in the notes too).
 */
function fitToLimits(household: PlannedHousehold, headers: string[], columns: Columns, problems: RowProblem[]): void {
  const warn = (row: number, field: string, message: string) =>
    problems.push({ row, code: "too_long", kind: "warning", message, column: columnName(headers, columns, field) });
  const quote = (value: string) => `"${value.length > 40 ? `${value.slice(0, 37)}...` : value}"`;
  const main = household.guests[0];
  for (const guest of household.guests) {
    const overflow: string[] = [];
    for (const { key, field, max, label } of GUEST_TEXT_LIMITS) {
      const value = guest[key].trim();
      if (value.length <= max) continue;
      guest[key] = value.slice(0, max).trim();
      overflow.push(`${label} as written in the file: ${value}`);
      warn(guest.row, field, `${label} ${quote(value)} is longer than ${max} characters, so it is shortened and kept whole in the guest's notes.`);
    }
    const tags = guest.tags.map((tag) => tag.trim()).filter(Boolean);
    const longTags = tags.filter((tag) => tag.length > 40);
    if (longTags.length > 0) warn(guest.row, "tags", `Tag ${quote(longTags[0]!)} is longer than 40 characters, so it is shortened and kept whole in the guest's notes.`);
    const fitted = [...new Set(tags.map((tag) => tag.slice(0, 40).trim()))];
    if (fitted.length > TAGS_PER_GUEST_MAX) warn(guest.row, "tags", `A guest can have up to ${TAGS_PER_GUEST_MAX} tags, so the other ${fitted.length - TAGS_PER_GUEST_MAX} are kept in the guest's notes.`);
    const extraTags = [...longTags, ...fitted.slice(TAGS_PER_GUEST_MAX)];
    if (extraTags.length > 0) overflow.push(`Tags as written in the file: ${extraTags.join(", ")}`);
    guest.tags = fitted.slice(0, TAGS_PER_GUEST_MAX);
    if (guest === main && household.address) {
      for (const { key, field, max, label } of ADDRESS_LIMITS) {
        const value = household.address[key].trim();
        if (value.length <= max) continue;
        household.address[key] = value.slice(0, max).trim();
        overflow.push(`${label} as written in the file: ${value}`);
        warn(household.row, field, `${label} ${quote(value)} is longer than ${max} characters, so it is shortened and kept whole in the guest's notes.`);
      }
    }
    const notes = [guest.notes.trim(), ...overflow].filter(Boolean).join("\n");
    if (notes.length > NOTES_MAX) warn(guest.row, "notes", `The notes are longer than ${NOTES_MAX.toLocaleString("en-US")} characters, so the first ${NOTES_MAX.toLocaleString("en-US")} are kept.`);
    guest.notes = notes.slice(0, NOTES_MAX).trim();
  }
}

function checkFields(household: PlannedHousehold, headers: string[], columns: Columns, problems: RowProblem[]): void {
  fitToLimits(household, headers, columns, problems);
  const report = (row: number, issues: { path: PropertyKey[]; message: string }[], values: Record<string, unknown>) => {
    const seen = new Set<string>();
    for (const issue of issues) {
      const key = String(issue.path[0] ?? "");
      if (seen.has(key)) continue;
      seen.add(key);
      // A row without a name already has its own, clearer problem.
      if (key === "firstName" && !String(values.firstName ?? "").trim()) continue;
      const field = FIELD_OF[key];
      const value = values[key];
      const shown = typeof value === "string" && value.trim() ? ` ("${value.length > 40 ? `${value.slice(0, 37)}...` : value}")` : "";
      problems.push({ row, code: "invalid_value", kind: "error", message: `${issue.message}${shown}`, column: field ? columnName(headers, columns, field) : undefined });
    }
  };
  for (const guest of household.guests) {
    const stored = storedGuestFields(guest);
    if (stored) {
      guest.stored = stored;
      guest.phone = stored.phone ?? "";
      guest.email = stored.email ?? "";
      continue;
    }
    // Only a row that breaks a rule pays for the schema, which words the problem.
    const values = guestFieldsOf(guest);
    const parsed = guestFieldsSchema.safeParse(values);
    if (parsed.success) guest.stored = parsed.data;
    else report(guest.row, parsed.error.issues, values);
  }
  if (household.address) {
    const a = household.address;
    const fits = a.line1.length <= 120 && a.line2.length <= 120 && a.city.length <= 80 && a.state.length <= 40 && a.postalCode.length <= 20 && a.country.length <= 60;
    if (!fits) {
      const fields = addressFields(household.address);
      const parsed = mailingAddressSchema.safeParse(fields);
      if (!parsed.success) report(household.row, parsed.error.issues, fields);
    }
  }
  household.name = household.name.trim().slice(0, 120);
  household.mailingName = household.mailingName.trim().slice(0, 200);
  household.note = household.note.trim().slice(0, 1000);
}

export function addressFields(address: ImportAddress | null) {
  return {
    addressLine1: address?.line1 ?? "",
    addressLine2: address?.line2 ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    postalCode: address?.postalCode ?? "",
    country: address?.country || "United States",
  };
}

interface Indexed<T> {
  item: T;
  order: number;
}

/**
 * People seen so far, found again as markDuplicates' rule says: by name, when either side has no email
 * or both have the same one; else by email, when either side has no name. Every lookup is a map read,
 * so a file of 50,000 rows full of namesakes costs no more than one without.
 */
class PeopleIndex<T> {
  private added = 0;
  private readonly names = new Map<string, { first: Indexed<T>; withoutEmail?: Indexed<T>; byEmail: Map<string, Indexed<T>> }>();
  private readonly emails = new Map<string, { first: Indexed<T>; withoutName?: Indexed<T> }>();

  /** `email` is the person's email as written (lowercased), "" for none; `emailKey` only when it is a valid address. */
  add(item: T, key: string, email: string, emailKey: string): void {
    const entry = { item, order: this.added++ };
    if (key) {
      const named = this.names.get(key);
      if (!named) this.names.set(key, { first: entry, withoutEmail: email ? undefined : entry, byEmail: new Map(email ? [[email, entry]] : []) });
      else if (!email) named.withoutEmail ??= entry;
      else if (!named.byEmail.has(email)) named.byEmail.set(email, entry);
    }
    if (emailKey) {
      const mailed = this.emails.get(emailKey);
      if (!mailed) this.emails.set(emailKey, { first: entry, withoutName: key ? undefined : entry });
      else if (!key) mailed.withoutName ??= entry;
    }
  }

  /** The first person seen who is this one (see the class comment). */
  find(key: string, email: string): T | undefined {
    const named = key ? this.names.get(key) : undefined;
    if (named) {
      if (!email) return named.first.item;
      const candidates = [named.withoutEmail, named.byEmail.get(email)].filter((entry): entry is Indexed<T> => entry !== undefined);
      if (candidates.length > 0) return candidates.reduce((a, b) => (a.order < b.order ? a : b)).item;
    }
    const mailed = email ? this.emails.get(email) : undefined;
    if (!mailed) return undefined;
    return (key ? mailed.withoutName : mailed.first)?.item;
  }
}

function markDuplicates(households: PlannedHousehold[], problems: RowProblem[], existing: ExistingGuest[]): void {
  // The same person: the same name with the same email, or one side without an email. Families share
  // an address (Eventbrite repeats the buyer's on every ticket), so an email alone does not make two
  // differently named people one; a row with no name matches on its email.
  const list = new PeopleIndex<ExistingGuest>();
  for (const guest of existing) {
    const email = guest.email?.toLowerCase() ?? "";
    list.add(guest, nameKey(guest.firstName, guest.lastName), email, email);
  }
  const file = new PeopleIndex<PlannedGuest>();
  for (const household of households) {
    for (const guest of household.guests) {
      if (guest.unnamed) continue;
      const email = isEmail(guest.email) ? guest.email.toLowerCase() : "";
      const key = nameKey(guest.firstName, guest.lastName);
      if (!key && !email) continue;
      const name = `${guest.firstName} ${guest.lastName}`.trim() || guest.email;
      const inList = list.find(key, email);
      if (inList) {
        guest.duplicate = { of: "list", guestId: inList.id, householdId: inList.householdId };
        problems.push({ row: guest.row, code: "duplicate_in_list", kind: "duplicate", message: `${name} is already on your guest list.` });
        continue;
      }
      const inFile = file.find(key, email);
      if (inFile) {
        guest.duplicate = { of: "file", row: inFile.row };
        problems.push({ row: guest.row, code: "duplicate_in_file", kind: "duplicate", message: `${name} is also on row ${inFile.row}.` });
        continue;
      }
      file.add(guest, key, guest.email.toLowerCase(), email);
    }
  }
}
