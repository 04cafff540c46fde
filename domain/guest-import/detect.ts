import { COMMON_EVENTS, type ImportField } from "./fields.ts";
import { readGuestType, readRsvp } from "./values.ts";

/** The files couples have, recognized by their header rows (and, for a few, their values). */
export const SOURCE_FORMATS = {
  zola: "Zola guest list export",
  zolaRsvp: "Zola RSVP export",
  theknot: "The Knot guest list export",
  joy: "Joy address book template",
  joyExport: "Joy guest list export",
  minted: "Minted address book",
  google: "Google Contacts export",
  icloud: "iPhone or iCloud contacts, converted to CSV",
  outlook: "Outlook contacts export",
  eventbrite: "Eventbrite attendee report",
  rsvpify: "RSVPify guest export",
  vcard: "Contacts card file (vCard)",
  plain: "a spreadsheet",
} as const;

export type SourceFormat = keyof typeof SOURCE_FORMATS;

/** Lowercase letters and digits only: "E-mail 1 - Value" is "email1value", "Email (Optional)" is "email". */
export function headerKey(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\((optional|required)\)/gi, "")
    .toLowerCase()
    .replace(/[^a-z0-9#+]/g, "");
}

const EXACT: Record<string, ImportField> = {};
function add(field: ImportField, ...keys: string[]) {
  for (const k of keys) EXACT[k] = field;
}
add("fullName", "name", "fullname", "guestname", "displayname", "guest", "contactname", "attendeename", "fileas");
add("firstName", "firstname", "first", "givenname", "fname", "guestfirstname", "attendeefirstname");
add("lastName", "lastname", "last", "familyname", "surname", "lname", "guestlastname", "attendeelastname");
add("email", "email", "emailaddress", "e", "mail", "primaryemail", "emailaddresses");
add("phone", "phone", "phonenumber", "mobile", "mobilephone", "cell", "cellphone", "telephone", "tel", "homephone", "primaryphone");
add("addressFull", "address1formatted", "fulladdress", "formattedaddress", "mailingaddress", "homeaddress", "postaladdress");
add("address1", "address", "address1", "addressline1", "street", "streetaddress", "streetaddress1", "homestreet", "address1street", "homeaddress1", "street1", "streetline1", "homeaddress1street");
add("address2", "address2", "addressline2", "streetaddress2", "streetaddressline2", "homestreet2", "apt", "aptsuite", "unit", "homeaddress2", "address1extendedaddress", "street2", "streetline2");
add("city", "city", "town", "homecity", "address1city", "citytown", "locality");
add("state", "state", "stateprovince", "stateregion", "province", "region", "homestate", "address1region", "address1state", "stateprovinceregion", "administrativearea");
add("postalCode", "zip", "zipcode", "postalcode", "zippostalcode", "homepostalcode", "address1postalcode", "address1zip", "homezip", "postcode");
add("country", "country", "countryregion", "homecountryregion", "homecountry", "address1country", "countrycode");
add("household", "party", "partyname", "household", "householdname", "family", "invitationgroup", "group", "groupname");
add("householdKey", "partyid", "party#", "householdid", "groupid", "invitationid", "order#", "ordernumber", "ordernum");
add("mailingName", "nameonenvelope", "envelopename", "mailingname", "addressee", "formalname", "envelopeline", "outerenvelope");
add("householdNote", "sendanotetothecouple", "notetocouple", "notetothecouple", "messagetocouple", "messagetothecouple");
add("relationship", "relationshiptocouple", "relationship", "relation", "relationshiptous");
add("totalInvited", "totaldefinitelyinvited", "totalinvited", "partysize", "numberinvited", "seatsinvited");
add("isChild", "ischild", "child", "kid", "minor", "ischild?");
add("side", "side", "guestof", "whoseguest", "invitedby", "partnerside", "sideof");
add("guestType", "guesttype", "type", "agegroup", "adultchild", "adultorchild");
add("tags", "tags", "tag", "labels", "groupmembership", "categories", "category", "groups", "lists");
add("rsvp", "rsvp", "rsvpstatus", "status", "attending", "isattending", "attendeestatus", "response", "attendance", "rsvpresponse");
add("meal", "meal", "mealchoice", "entree", "mealselection", "menu", "menuchoice", "mealpreference");
add("dietary", "dietary", "dietaryrestrictions", "dietaryrestriction", "dietaryneeds", "allergies", "dietaryrequirements", "allergiesdietaryrestrictions");
add("notes", "notes", "note", "comments", "comment", "mynotes");
add("plusOne", "plusone", "plusoneallowed", "allowplusone", "plus1", "+1", "plusonename", "plus1name", "guestofguest", "plusonesallowed", "additionalguestsallowed", "additionalguests", "guestsallowed");
add("table", "table", "tablenumber", "tableassignment", "table#", "seat");
add("partnerFullName", "partnername", "partner", "spouse", "spousename", "partnerfullname");
add("partnerFirstName", "partnerfirstname", "spousefirstname", "partnergivenname");
add("partnerLastName", "partnerlastname", "spouselastname", "partnerfamilyname");

const EVENT_KEYS = new Map(COMMON_EVENTS.map((event) => [headerKey(event), event]));

/** The field a header most likely means, or "ignore". */
export function guessField(header: string): ImportField {
  const k = headerKey(header);
  const exact = EXACT[k];
  if (exact) return exact;
  const child = /^(?:child|kid)(\d{1,2})(first|last|full)?name$/.exec(k) ?? /^(?:child|kid)(\d{1,2})$/.exec(k);
  if (child && Number(child[1]) >= 1 && Number(child[1]) <= 10) {
    return `child:${Number(child[1])}:${(child[2] as "first" | "last" | "full" | undefined) ?? "full"}`;
  }
  // The Knot: "Wedding - RSVP", "Rehearsal Dinner RSVP"; others: "RSVP: Brunch", "RSVP (Ceremony)".
  const suffixed = /^(.+?)\s*[-–:]?\s*rsvp(?:\s*status)?$/i.exec(header.trim());
  if (suffixed?.[1] && /[a-z]/i.test(suffixed[1])) return `rsvp:${suffixed[1].trim()}`;
  const prefixed = /^rsvp\s*(?:status)?\s*[-–:(]\s*(.+?)\)?$/i.exec(header.trim());
  if (prefixed?.[1]) return `rsvp:${prefixed[1].trim()}`;
  const event = EVENT_KEYS.get(k);
  if (event) return `rsvp:${event}`;
  // Numbered contact groups: Google "E-mail 2 - Value", Outlook "E-mail 2 Address", "Phone 3 - Value".
  if (/^e?mail\d+(value|address)?$/.test(k) || /^emailaddress\d+$/.test(k)) return "email";
  if (/^phone\d+(value)?$/.test(k) || /^(home|mobile|other)phone\d*$/.test(k)) return "phone";
  return "ignore";
}

/** Headers that hold yes/no values but are no event: "Primary Guest", "Plus One Allowed", "Invitation Sent". */
const NOT_AN_EVENT = /primary|allowed|child|invited|sent|vip|opt|paid|checked|minor|adult|guest/i;
const ZOLA_ANSWERS = new Set(["attending", "declined", "no response"]);

function nonBlank(rows: string[][], index: number): string[] {
  const values: string[] = [];
  for (const row of rows) {
    const value = (row[index] ?? "").trim();
    if (value) values.push(value);
  }
  return values;
}

/** A column nobody named but whose every value is an RSVP answer (Zola's RSVP export names columns after the events). */
function isAnswerColumn(header: string, values: string[]): boolean {
  if (values.length === 0 || NOT_AN_EVENT.test(header)) return false;
  return values.every((value) => readRsvp(value) !== null) && values.some((value) => /[a-z]/i.test(value));
}

/** "rehearsal" from an open-source planner's column reads as "Rehearsal"; names written with capitals stay. */
function eventName(header: string): string {
  const name = header.trim();
  return name === name.toLowerCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

function has(keys: Set<string>, ...wanted: string[]): boolean {
  return wanted.some((k) => keys.has(k));
}

/** The first rows are enough to tell a format by its values. */
const SAMPLE_ROWS = 200;

/**
 * Which app's export the file is, from its headers and the values of its first rows. When nothing
 * marks it as one product's, it is "a spreadsheet": a wrong product name would mislead more than none.
 */
export function detectFormat(headers: string[], delimiter: string, rows: string[][] = []): SourceFormat {
  if (delimiter === "vcard") return "vcard";
  const keys = new Set(headers.map(headerKey));
  const sample = rows.slice(0, SAMPLE_ROWS);
  if (headers.some((h) => /\(optional\)/i.test(h))) return "joy";
  if (has(keys, "order#", "ordernumber") && has(keys, "tickettype", "attendeestatus", "attendee#")) return "eventbrite";
  // Apple's own labels ("_$!<Mobile>!$_") survive a vCard-to-CSV conversion.
  if (sample.some((row) => row.some((value) => value.includes("_$!<")))) return "icloud";
  if (has(keys, "email1value", "phone1value", "address1formatted", "givenname") && has(keys, "email1label", "email1type", "phone1label", "phone1type", "labels", "groupmembership")) return "google";
  if (has(keys, "emailaddress", "email2address") && has(keys, "homestreet", "businessphone", "mobilephone", "emaildisplayname")) return "outlook";
  if (has(keys, "partnerfirstname", "partnerlastname", "totaldefinitelyinvited", "relationshiptocouple") || headers.some((h) => /^child\s*\d/i.test(h.trim()))) return "zola";
  if (has(keys, "nameonenvelope")) return "joyExport";
  if (has(keys, "locality", "administrativearea", "streetline1")) return "minted";
  if (has(keys, "partyid", "primaryguest") || (has(keys, "notetocouple") && has(keys, "partyname"))) return "rsvpify";
  if (has(keys, "mynotes", "sendanotetothecouple") || (has(keys, "party") && headers.some((h) => /\brsvp$/i.test(h.trim())))) return "theknot";
  const named = has(keys, "firstname") && has(keys, "lastname") && !has(keys, "party", "household", "group", "groupname");
  const zolaAnswers = headers.some((header, index) => {
    if (guessField(header) !== "ignore") return false;
    const values = nonBlank(sample, index);
    return values.length > 0 && values.every((value) => ZOLA_ANSWERS.has(value.toLowerCase()));
  });
  if (named && zolaAnswers) return "zolaRsvp";
  return "plain";
}

/**
 * The automatic mapping: one field per column. Only the first column of a single-valued field wins
 * (Outlook's "Home Phone" before "Mobile Phone" both map to phone; the second is used when the
 * first is blank). A column nobody named is read by its values only when every one is an RSVP answer
 * (an event's column); else it is left out ("ignore"), never guessed, and the preview names it.
 */
export function detectMapping(headers: string[], format: SourceFormat, rows: string[][] = []): ImportField[] {
  const sample = rows.slice(0, SAMPLE_ROWS);
  return headers.map((header, index): ImportField => {
    const k = headerKey(header);
    if (format === "eventbrite" && k === "attendeestatus") return "rsvp";
    // Minted's "name" is the envelope's line ("The Whitfield Family"), not a person's name.
    if (format === "minted" && k === "name") return "mailingName";
    const field = guessField(header);
    // A "Type" column may mean the relationship (Friend, Coworker): only guest types make it the guest type.
    if (field === "guestType" && k === "type") {
      const values = nonBlank(sample, index);
      return values.every((value) => readGuestType(value) !== null) ? field : "ignore";
    }
    if (field !== "ignore") return field;
    return isAnswerColumn(header, nonBlank(sample, index)) ? `rsvp:${eventName(header)}` : "ignore";
  });
}

/** A contact app's label for a neighboring column ("E-mail 1 - Type", "Phone 1 Label"): not data of its own. */
const LABEL_COLUMN = /^(e-?mail|phone|address|tel|website|im)\s*\d*\s*-?\s*(type|label)$/i;

/** Columns with data that the mapping leaves out, each with a value from it, so the couple can keep them as notes or tags. */
export function skippedColumns(headers: string[], rows: string[][], mapping: ImportField[]): { header: string; example: string }[] {
  const skipped: { header: string; example: string }[] = [];
  headers.forEach((header, index) => {
    if (mapping[index] !== "ignore" || LABEL_COLUMN.test(header.trim())) return;
    const example = rows.find((row) => (row[index] ?? "").trim() !== "")?.[index]?.trim();
    if (example) skipped.push({ header, example: example.length > 60 ? `${example.slice(0, 57)}...` : example });
  });
  return skipped;
}
