import { sniffText } from "./sniff.ts";

/** A file read as a table: a header row and data rows of the same width. */
export interface SourceTable {
  headers: string[];
  rows: string[][];
  /** Each row's number as the file counts it: a spreadsheet's row (the header is row 1; blank rows still count), a vCard file's contact. */
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

/**
 * One row of a file (with the line breaks of its quoted cells) may be this long. A guest's row is a few
 * hundred characters; a longer one is not a guest list (a 15 MB file on one line cost 620 MB to split
 * into cells before it was refused, issue 25).
 */
export const IMPORT_LINE_MAX_CHARS = 65_536;
export const IMPORT_COLUMNS_MAX = 300;

const DELIMITERS = [",", ";", "\t", "|"];
/** The separator is chosen from the first lines, read no further than this. */
const DELIMITER_SAMPLE_CHARS = 10 * IMPORT_LINE_MAX_CHARS;

/** Picks the separator that splits the first lines (outside quotes) into the most, consistent, columns. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number>[] = [];
  let current: Record<string, number> = {};
  let blank = true;
  let quoted = false;
  const end = Math.min(text.length, DELIMITER_SAMPLE_CHARS);
  for (let i = 0; i < end && counts.length < 10; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) {
      if (!blank) counts.push(current);
      current = {};
      blank = true;
      continue;
    } else if (!quoted && DELIMITERS.includes(ch)) current[ch] = (current[ch] ?? 0) + 1;
    if (ch.trim() !== "") blank = false;
  }
  if (!blank && counts.length < 10) counts.push(current);
  let best = ",";
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const first = counts[0]?.[delimiter] ?? 0;
    if (first === 0) continue;
    const consistent = counts.filter((line) => (line[delimiter] ?? 0) === first).length;
    const score = first * consistent;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
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

/** The line (1-based, as a text editor counts) that a character of the text is on. */
export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) line += 1;
  return line;
}

/** Refuses text that was not UTF-8: decoding it left replacement characters (U+FFFD) where its bytes were. */
export function checkDecodedText(text: string): void {
  const bad = text.indexOf("\uFFFD");
  if (bad === -1) return;
  throw new ImportFileError(
    "invalid_text",
    `Line ${lineOf(text, bad).toLocaleString("en-US")} has characters that aren't UTF-8 text (shown as �), so names would come in garbled. Save the file as "CSV UTF-8" in your spreadsheet app and upload it again.`,
  );
}

interface RecordOptions {
  delimiter: string;
  /** Stop with this error once more data rows than this have been read. */
  maxRows?: { rows: number; error: (rows: number) => ImportFileError };
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Reads CSV records one at a time (RFC 4180: quoted cells may hold separators, doubled quotes and line
 * breaks). Each record is cut into cells only once it is known to fit IMPORT_LINE_MAX_CHARS and
 * IMPORT_COLUMNS_MAX, so a file that is one enormous line is refused after reading its first 64 KB,
 * not after splitting all of it. A quote that never closes, or text after a closing quote, is refused
 * with its line: read on, it would swallow the rows after it into one cell.
 */
export function* csvRecords(text: string, options: RecordOptions): Generator<{ cells: string[]; line: number; record: number }> {
  const { delimiter } = options;
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  let i = 0;
  let line = 1;
  let record = 0;
  const tooLong = (at: number) =>
    new ImportFileError(
      "line_too_long",
      `Line ${at.toLocaleString("en-US")} is longer than ${IMPORT_LINE_MAX_CHARS.toLocaleString("en-US")} characters, which no guest's row is. Check that the file is a guest list saved as CSV, with one guest or household a line.`,
    );
  while (i < length) {
    record += 1;
    const recordLine = line;
    const recordStart = i;
    const cells: string[] = [];
    for (;;) {
      if (cells.length >= IMPORT_COLUMNS_MAX) {
        throw new ImportFileError("too_many_columns", `Line ${recordLine.toLocaleString("en-US")} has more than ${IMPORT_COLUMNS_MAX} columns. A guest list has a few dozen at most; check the file is saved as CSV.`);
      }
      if (text.charCodeAt(i) === QUOTE) {
        const quoteLine = line;
        let value = "";
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1 || close - recordStart > IMPORT_LINE_MAX_CHARS) {
            if (close === -1 && length - recordStart <= IMPORT_LINE_MAX_CHARS) {
              throw new ImportFileError(
                "unbalanced_quote",
                `Line ${quoteLine.toLocaleString("en-US")} opens a quote (") that never closes, so every line after it would read as one cell. Remove the stray quote, or close it, and upload the file again.`,
              );
            }
            throw tooLong(recordLine);
          }
          const piece = text.slice(from, close);
          for (let at = piece.indexOf("\n"); at !== -1; at = piece.indexOf("\n", at + 1)) line += 1;
          value += piece;
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"';
            from = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        // Spaces may follow a closing quote; anything else means the quotes were not a cell's.
        while (text[i] === " ") i += 1;
        const next = text.charCodeAt(i);
        if (i < length && next !== separator && next !== LF && next !== CR) {
          throw new ImportFileError(
            "unbalanced_quote",
            `Line ${line.toLocaleString("en-US")} has a quote (") in the middle of a cell, near "${text.slice(Math.max(recordStart, i - 20), i + 10).replace(/\s+/g, " ")}". Put the whole cell in quotes and double any quote inside it (""), or remove the quote.`,
          );
        }
        cells.push(value);
      } else {
        let end = i;
        while (end < length) {
          const code = text.charCodeAt(end);
          if (code === separator || code === LF || code === CR) break;
          end += 1;
          if (end - recordStart > IMPORT_LINE_MAX_CHARS) throw tooLong(recordLine);
        }
        cells.push(text.slice(i, end));
        i = end;
      }
      if (i - recordStart > IMPORT_LINE_MAX_CHARS) throw tooLong(recordLine);
      if (i >= length) break;
      const code = text.charCodeAt(i);
      if (code === separator) {
        i += 1;
        if (i >= length) {
          cells.push("");
          break;
        }
        continue;
      }
      // The end of the record: \n, \r\n or \r.
      i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line += 1;
      break;
    }
    if (options.maxRows && record - 1 > options.maxRows.rows) throw options.maxRows.error(record - 1);
    yield { cells, line: recordLine, record };
  }
}

/**
 * Reads CSV text (a file or a paste): strips a byte-order mark, finds the separator, keeps quoted
 * cells with line breaks, pads short rows and drops blank ones. Throws ImportFileError with a
 * message for a person when the text is not a table, or is malformed (not UTF-8, a quote that never
 * closes, a line longer than any guest's row).
 */
export function parseCsvText(input: string, maxRows?: RecordOptions["maxRows"]): SourceTable {
  const notTable = sniffText(input);
  if (notTable) throw new ImportFileError(notTable.code, notTable.message);
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  checkDecodedText(text);
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let headerRow: string[] | undefined;
  for (const { cells, record } of csvRecords(text, { delimiter, maxRows })) {
    if (cells.every((value) => value.trim() === "")) continue;
    if (!headerRow) headerRow = cells;
    else {
      rows.push(cells);
      rowNumbers.push(record);
    }
  }
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
