/**
 * Recognizes files that are not a text table at all, before parsing: a spreadsheet workbook, a PDF,
 * an image, a web page, JSON... Each answer says what the file looks like and what to do instead.
 */

export interface NotTableReason {
  code: "binary" | "xlsx" | "xls" | "pdf" | "html" | "json" | "empty" | "image";
  message: string;
}

const SAVE_AS_CSV = "Open it in your spreadsheet app and choose File > Save As (or Download) > CSV, then upload that file.";

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Looks at the first bytes of an uploaded file. Returns null when it may be text. */
export function sniffBytes(bytes: Uint8Array): NotTableReason | null {
  if (bytes.length === 0) return { code: "empty", message: "That file is empty." };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return { code: "xlsx", message: `That looks like an Excel or Numbers workbook (.xlsx), not a CSV file. ${SAVE_AS_CSV}` };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return { code: "xls", message: `That looks like an older Excel workbook (.xls), not a CSV file. ${SAVE_AS_CSV}` };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    return { code: "pdf", message: "That is a PDF, not a CSV file. Export your guest list from the app you keep it in as CSV instead." };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff]) || startsWith(bytes, [0x47, 0x49, 0x46])) {
    return { code: "image", message: "That is an image, not a CSV file. Upload a .csv or .vcf file." };
  }
  // UTF-16 text (Excel's "Unicode text") starts with its own byte-order mark; we read UTF-8 only.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return { code: "binary", message: `That file is saved as UTF-16 text. ${SAVE_AS_CSV} Choose "CSV UTF-8" if your app asks.` };
  }
  const sample = bytes.subarray(0, 4096);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return { code: "binary", message: `That file isn't text, so it can't be a CSV file. ${SAVE_AS_CSV}` };
    if (byte < 9 || (byte > 13 && byte < 32)) controls += 1;
  }
  if (controls > sample.length / 20) return { code: "binary", message: `That file isn't text, so it can't be a CSV file. ${SAVE_AS_CSV}` };
  return null;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Looks at text (a paste, or a decoded file). Returns null when it may be a CSV or vCard file. */
export function sniffText(text: string): NotTableReason | null {
  const head = text.replace(/^\uFEFF/, "").slice(0, 4096).trimStart();
  if (head === "") return { code: "empty", message: "There is nothing to import: the file or the pasted text is empty." };
  if (CONTROL.test(head)) return { code: "binary", message: `That file isn't text, so it can't be a CSV file. ${SAVE_AS_CSV}` };
  if (/^<(!doctype|html|\?xml|head|body|table|div)/i.test(head)) {
    return {
      code: "html",
      message: "That is a web page (HTML), not a CSV file. Use your guest list app's Export or Download CSV button, not Save Page.",
    };
  }
  if (/^[[{]/.test(head)) {
    try {
      JSON.parse(text.replace(/^\uFEFF/, ""));
      return { code: "json", message: "That is JSON data, not a CSV file. Export the guest list as CSV instead." };
    } catch {
      // A bracket at the start of a CSV cell is unusual but possible; carry on.
    }
  }
  return null;
}
