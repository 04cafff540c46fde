import { checkDecodedText, ImportFileError, parseCsvText, type SourceTable } from "./csv.ts";
import { detectFormat, detectMapping, SOURCE_FORMATS, type SourceFormat } from "./detect.ts";
import type { ImportField } from "./fields.ts";
import { looksLikeVCard, vCardsToTable } from "./vcard.ts";

export * from "./build.ts";
export * from "./csv.ts";
export * from "./detect.ts";
export * from "./fields.ts";
export * from "./resolve.ts";
export * from "./sniff.ts";
export * from "./values.ts";
export * from "./vcard.ts";

export interface ReadFile {
  table: SourceTable;
  format: SourceFormat;
  formatLabel: string;
  mapping: ImportField[];
}

/**
 * Reads pasted or uploaded text (CSV in any common dialect, or vCards) and guesses what each column
 * means. `maxRows`: stop reading, with that error, past this many rows.
 */
export function readImportText(text: string, maxRows?: { rows: number; error: (rows: number) => ImportFileError }): ReadFile {
  let table: SourceTable;
  if (looksLikeVCard(text)) {
    checkDecodedText(text);
    table = vCardsToTable(text);
  } else table = parseCsvText(text, maxRows);
  if (table.rows.length === 0) throw new ImportFileError("no_rows", "The file has a header row but no guests under it.");
  const format = detectFormat(table.headers, table.delimiter, table.rows);
  return { table, format, formatLabel: SOURCE_FORMATS[format], mapping: detectMapping(table.headers, format, table.rows) };
}
export * from "./schemas.ts";
export * from "./template.ts";
