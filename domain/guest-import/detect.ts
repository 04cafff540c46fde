import { COMMON_EVENTS, type ImportField } from "./fields.ts";

/** The files couples have, recognized by their header rows. */
export const SOURCE_FORMATS = {
  zola: "Zola guest list export",
  theknot: "The Knot guest list export",
  joy: "Joy guest list template",
  google: "Google Contacts export",
  outlook: "Outlook contacts export",
  eventbrite: "Eventbrite attendee report",
  vcard: "Contacts card file (vCard)",
  plain: "Spreadsheet",
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
add("address1", "address", "address1", "addressline1", "street", "streetaddress", "streetaddress1", "homestreet", "address1street", "homeaddress1", "street1");
add("address2", "address2", "addressline2", "streetaddress2", "homestreet2", "apt", "aptsuite", "unit", "homeaddress2", "address1extendedaddress", "street2");
add("city", "city", "town", "homecity", "address1city", "citytown");
add("state", "state", "stateprovince", "stateregion", "province", "region", "homestate", "address1region", "stateprovinceregion");
add("postalCode", "zip", "zipcode", "postalcode", "zippostalcode", "homepostalcode", "address1postalcode", "homezip", "postcode");
add("country", "country", "countryregion", "homecountryregion", "homecountry", "address1country");
add("household", "party", "partyname", "household", "householdname", "householdid", "family", "invitationgroup", "order#", "ordernumber", "ordernum", "party#");
add("side", "side", "guestof", "whoseguest", "invitedby", "partnerside", "sideof");
add("guestType", "guesttype", "type", "agegroup", "adultchild", "adultorchild");
add("tags", "tags", "tag", "labels", "groupmembership", "categories", "category", "groups", "group", "lists");
add("rsvp", "rsvp", "rsvpstatus", "status", "attending", "attendeestatus", "response", "attendance", "rsvpresponse");
add("meal", "meal", "mealchoice", "entree", "mealselection", "menu", "menuchoice", "mealpreference");
add("dietary", "dietary", "dietaryrestrictions", "dietaryrestriction", "dietaryneeds", "allergies", "dietaryrequirements", "allergiesdietaryrestrictions");
add("notes", "notes", "note", "comments", "comment");
add("plusOne", "plusone", "plusoneallowed", "allowplusone", "plus1", "+1", "plusonename", "plus1name", "guestofguest");
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
  if (/^phone\d+value$/.test(k) || /^(home|mobile|other)phone\d*$/.test(k)) return "phone";
  return "ignore";
}

function has(keys: Set<string>, ...wanted: string[]): boolean {
  return wanted.some((k) => keys.has(k));
}

/** Which app's export the headers come from. */
export function detectFormat(headers: string[], delimiter: string): SourceFormat {
  if (delimiter === "vcard") return "vcard";
  const keys = new Set(headers.map(headerKey));
  if (headers.some((h) => /\(optional\)/i.test(h))) return "joy";
  if (has(keys, "order#", "ordernumber") && has(keys, "tickettype", "attendeestatus", "attendee#")) return "eventbrite";
  if (has(keys, "email1value", "phone1value", "address1formatted", "givenname") && has(keys, "email1label", "email1type", "phone1label", "phone1type", "labels", "groupmembership")) return "google";
  if (has(keys, "emailaddress", "email2address") && has(keys, "homestreet", "businessphone", "mobilephone", "emaildisplayname")) return "outlook";
  if (has(keys, "partnerfirstname", "partnerlastname") || headers.some((h) => /^child\s*\d/i.test(h.trim()))) return "zola";
  if (has(keys, "party") && headers.some((h) => /rsvp$/i.test(h.trim()))) return "theknot";
  if (has(keys, "party") && has(keys, "firstname") && has(keys, "lastname")) return "theknot";
  return "plain";
}

/**
 * The automatic mapping: one field per column. Only the first column of a single-valued field wins
 * (Outlook's "Home Phone" before "Mobile Phone" both map to phone; the second is used when the
 * first is blank). Headers nobody recognizes are left out ("ignore"), never guessed.
 */
export function detectMapping(headers: string[], format: SourceFormat): ImportField[] {
  return headers.map((header) => {
    const k = headerKey(header);
    if (format === "eventbrite" && k === "attendeestatus") return "rsvp";
    return guessField(header);
  });
}
