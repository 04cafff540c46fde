import { IMPORT_LINE_MAX_CHARS, ImportFileError, type SourceTable } from "./csv.ts";

/** One contact read from a .vcf file (vCard 2.1, 3.0 or 4.0, as iCloud, Google and Outlook export them). */
export interface VCardContact {
  formattedName: string;
  firstName: string;
  lastName: string;
  emails: string[];
  phones: string[];
  addresses: { street: string; extended: string; city: string; region: string; postalCode: string; country: string }[];
  categories: string[];
  note: string;
}

interface ContentLine {
  name: string;
  params: Record<string, string[]>;
  value: string;
}

/** Undoes line folding: a line break followed by a space or tab continues the previous line. */
function unfold(text: string): string[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const long = lines.findIndex((line) => line.length > IMPORT_LINE_MAX_CHARS);
  if (long !== -1) {
    throw new ImportFileError("line_too_long", `Line ${(long + 1).toLocaleString("en-US")} is longer than ${IMPORT_LINE_MAX_CHARS.toLocaleString("en-US")} characters, which no contact's line is. Export the contacts again as a .vcf file.`);
  }
  const out: string[] = [];
  for (const line of lines) {
    if ((line.startsWith(" ") || line.startsWith("\t")) && out.length > 0) {
      out[out.length - 1] += line.slice(1);
    } else {
      out.push(line);
    }
  }
  // vCard 2.1 quoted-printable soft breaks: a line ending in "=" continues on the next one.
  const joined: string[] = [];
  for (const line of out) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && /QUOTED-PRINTABLE/i.test(previous.split(":")[0] ?? "") && previous.endsWith("=")) {
      joined[joined.length - 1] = previous.slice(0, -1) + line;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === separator && !quoted) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function parseLine(line: string): ContentLine | null {
  // The value starts after the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [rawName = "", ...rawParams] = splitOutsideQuotes(line.slice(0, colon), ";");
  // Apple groups properties as item1.EMAIL; the group prefix is dropped.
  const name = rawName.replace(/^[^.]*\./, "").toUpperCase();
  const params: Record<string, string[]> = {};
  for (const param of rawParams) {
    const eq = param.indexOf("=");
    // vCard 2.1 allows bare parameters: TEL;CELL;PREF:...
    const key = eq < 0 ? "TYPE" : param.slice(0, eq).toUpperCase();
    const values = (eq < 0 ? param : param.slice(eq + 1)).split(",").map((v) => v.replace(/^"|"$/g, ""));
    (params[key] ??= []).push(...values);
  }
  return { name, params, value: line.slice(colon + 1) };
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const encoded = new TextEncoder().encode(ch);
      bytes.push(...encoded);
    }
  }
  try {
    return new TextDecoder(/^utf-?8$/i.test(charset) || !charset ? "utf-8" : charset).decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder("utf-8").decode(new Uint8Array(bytes));
  }
}

/** Splits a structured value on unescaped semicolons, then unescapes each part. */
function components(value: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === "\\" && i + 1 < value.length) {
      current += ch + value[i + 1];
      i += 1;
    } else if (ch === ";") {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts.map(unescapeText);
}

function unescapeText(value: string): string {
  return value.replace(/\\([nN,;:\\])/g, (_, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch)).trim();
}

function decodedValue(line: ContentLine): string {
  const encoding = (line.params.ENCODING?.[0] ?? "").toUpperCase();
  if (encoding === "QUOTED-PRINTABLE" || line.params.TYPE?.some((t) => t.toUpperCase() === "QUOTED-PRINTABLE")) {
    return decodeQuotedPrintable(line.value, line.params.CHARSET?.[0] ?? "utf-8");
  }
  return line.value;
}

function isPreferred(line: ContentLine): boolean {
  return (line.params.TYPE ?? []).some((t) => t.toUpperCase() === "PREF") || (line.params.PREF?.[0] ?? "") === "1";
}

/** Reads every BEGIN:VCARD ... END:VCARD block; preferred e-mail, phone and address come first. */
export function parseVCards(text: string): VCardContact[] {
  const contacts: VCardContact[] = [];
  let current: ContentLine[] | null = null;
  for (const raw of unfold(text.replace(/^\uFEFF/, ""))) {
    const line = raw.trim() === "" ? null : parseLine(raw);
    if (!line) continue;
    if (line.name === "BEGIN" && line.value.trim().toUpperCase() === "VCARD") {
      current = [];
      continue;
    }
    if (line.name === "END" && line.value.trim().toUpperCase() === "VCARD") {
      if (current) contacts.push(toContact(current));
      current = null;
      continue;
    }
    current?.push(line);
  }
  return contacts;
}

function toContact(lines: ContentLine[]): VCardContact {
  const ordered = [...lines].sort((a, b) => Number(isPreferred(b)) - Number(isPreferred(a)));
  const contact: VCardContact = { formattedName: "", firstName: "", lastName: "", emails: [], phones: [], addresses: [], categories: [], note: "" };
  for (const line of ordered) {
    const value = decodedValue(line);
    switch (line.name) {
      case "FN":
        contact.formattedName = unescapeText(value);
        break;
      case "N": {
        const [family = "", given = "", additional = ""] = components(value);
        contact.lastName = family;
        contact.firstName = [given, additional].filter(Boolean).join(" ");
        break;
      }
      case "EMAIL":
        if (value.trim()) contact.emails.push(unescapeText(value));
        break;
      case "TEL":
        if (value.trim()) contact.phones.push(unescapeText(value).replace(/^tel:/i, ""));
        break;
      case "ADR": {
        const [, extended = "", street = "", city = "", region = "", postalCode = "", country = ""] = components(value);
        if ([street, city, region, postalCode].some(Boolean)) contact.addresses.push({ street, extended, city, region, postalCode, country });
        break;
      }
      case "CATEGORIES":
        contact.categories.push(...value.split(",").map(unescapeText).filter(Boolean));
        break;
      case "NOTE":
        contact.note = unescapeText(value);
        break;
    }
  }
  return contact;
}

export const VCARD_HEADERS = [
  "First Name",
  "Last Name",
  "Full Name",
  "Email",
  "Email 2",
  "Phone",
  "Phone 2",
  "Street Address",
  "Address Line 2",
  "City",
  "State",
  "Zip Code",
  "Country",
  "Tags",
  "Notes",
] as const;

export function looksLikeVCard(text: string): boolean {
  return /^\s*BEGIN:VCARD/i.test(text.replace(/^\uFEFF/, ""));
}

/** Contacts as a table with the plain spreadsheet's headers, so mapping and checks work the same way. */
export function vCardsToTable(text: string): SourceTable {
  const contacts = parseVCards(text);
  if (contacts.length === 0) throw new ImportFileError("empty", "That vCard file has no contacts in it.");
  const rows = contacts.map((contact) => {
    const address = contact.addresses[0];
    return [
      contact.firstName,
      contact.lastName,
      contact.formattedName,
      contact.emails[0] ?? "",
      contact.emails[1] ?? "",
      contact.phones[0] ?? "",
      contact.phones[1] ?? "",
      address?.street ?? "",
      address?.extended ?? "",
      address?.city ?? "",
      address?.region ?? "",
      address?.postalCode ?? "",
      address?.country ?? "",
      contact.categories.join(" | "),
      contact.note,
    ];
  });
  // A vCard file's guests are counted as contacts (the first contact is 1), not lines.
  return { headers: [...VCARD_HEADERS], rows, rowNumbers: rows.map((_, index) => index + 1), delimiter: "vcard" };
}
