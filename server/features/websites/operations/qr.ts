import QRCode from "qrcode";
import { ApiError } from "../../../http/errors.ts";
import { siteOfCouple, type SiteDeps } from "../rows.ts";

/** The site's address for invitations, as a QR code: SVG for print, PNG for anything else. */
export async function siteQrCode(deps: SiteDeps, coupleId: string, format: "svg" | "png") {
  const site = await siteOfCouple(deps.db, coupleId);
  if (!site) throw new ApiError(409, "site_not_saved", "Save your website first; the QR code points at its address.");
  const url = `${deps.config.publicUrl}/wedding/${site.slug}`;
  const options = { errorCorrectionLevel: "M" as const, margin: 2 };
  if (format === "svg") return { url, body: await QRCode.toString(url, { ...options, type: "svg" }), contentType: "image/svg+xml; charset=utf-8" };
  return { url, body: new Uint8Array(await QRCode.toBuffer(url, { ...options, type: "png", width: 1024 })), contentType: "image/png" };
}
