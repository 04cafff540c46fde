import Papa from "papaparse";
import { sniffText } from "./sniff.ts";

/** A file read as a table: a header row and data rows of the same width. */
export interface SourceTable {
  headers: string[];
  rows: string[][];
  /** Each row's number as a spreadsheet shows it (the header is row 1; blank rows still count). */
  rowNumbers: number[];
  /** What separated the cells: "," ";" "\t", or "vcard" for contacts read from a .vcf file. */
  delimiter: string;
}

export class ImportFileError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const DELIMITERS = [",", ";", "\t", "|"];

/** Picks the separator that splits the first lines (outside quotes) into the most, consistent, columns. */
export function detectDelimiter(text: string): string {
  const lines: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length && lines.length < 10; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === "\n" || ch === "\r")) {
      if (current.trim() !== "") lines.push(current);
      current = "";
      continue;
    }
    current += ch;
  }
  if (current.trim() !== "" && lines.length < 10) lines.push(current);
  let best = ",";
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const consistent = counts.filter((count) => count === first).length;
    const score = first * consistent;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === delimiter) count += 1;
  }
  return count;
}

function uniqueHeaders(raw: string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((header, index) => {
    const name = header.trim() || `Column ${index + 1}`;
    const times = seen.get(name.toLowerCase()) ?? 0;
    seen.set(name.toLowerCase(), times + 1);
    return times === 0 ? name : `${name} (${times + 1})`;
  });
}

/**
 * Reads CSV text (a file or a paste): strips a byte-order mark, finds the separator, keeps quoted
 * cells with line breaks, pads short rows and drops blank ones. Throws ImportFileError with a
 * message for a person when the text is not a table.
 */
export function parseCsvText(input: string): SourceTable {
  const notTable = sniffText(input);
  if (notTable) throw new ImportFileError(notTable.code, notTable.message);
  const text = input.replace(/^\uFEFF/, "");
  const delimiter = detectDelimiter(text);
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let headerRow: string[] | undefined;
  result.data.forEach((row, index) => {
    if (row.every((value) => value.trim() === "")) return;
    if (!headerRow) headerRow = row;
    else {
      rows.push(row);
      rowNumbers.push(index + 1);
    }
  });
  if (!headerRow || headerRow.every((cell) => cell.trim() === "")) {
    throw new ImportFileError("no_header", "The first row should name the columns (like First Name, Last Name, Email), but it is empty.");
  }
  if (headerRow.length < 2 && rows.length > 0 && !/name/i.test(headerRow[0] ?? "")) {
    throw new ImportFileError(
      "not_csv",
      "That doesn't look like a CSV file: no separators (commas, semicolons or tabs) were found between columns. Save the list as CSV and try again.",
    );
  }
  const headers = uniqueHeaders(headerRow);
  const width = headers.length;
  const table = rows.map((row) => {
    if (row.length === width) return row;
    if (row.length < width) return [...row, ...Array<string>(width - row.length).fill("")];
    return row.slice(0, width);
  });
  return { headers, rows: table, rowNumbers, delimiter };
}
