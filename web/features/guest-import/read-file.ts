import { sniffBytes } from "@domain/guest-import/sniff";

/** A file's text, or the reason it can't be imported (a workbook, a PDF, not UTF-8 text...). */
export async function readImportFile(file: File): Promise<{ text: string } | { error: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const notText = sniffBytes(bytes);
  if (notText) return { error: notText.message };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Older Excel on Windows saves CSV as Windows-1252; its accented names read correctly this way.
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return { text };
}
