import { and, eq, sql } from "drizzle-orm";
import { vendorGalleryPath } from "../../../../domain/vendor-galleries.ts";
import { vendorGalleries, vendorGalleryImages, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { keyOfMediaUrl } from "../../../storage/storage.ts";
import { loadOwnedBoard, readBoard, storeBoardImage } from "../../inspiration-boards/index.ts";
import { galleryImageNotFound, type GalleryDeps } from "./deps.ts";
import type { Uploader } from "./images.ts";

/**
 * A couple (or a helper granted boards at edit) saves an image of a live gallery to one of the couple's
 * boards: the picture is copied through the boards' own path (duplicate check, daily limits, photo
 * pipeline, colors, the couple's limits), titled with its caption and linked back to the gallery.
 */
export async function saveGalleryImageToBoard(deps: GalleryDeps, access: PlanningAccess, imageId: string, boardId: string, uploader: Uploader) {
  const [row] = await deps.db
    .select({ image: vendorGalleryImages, code: vendorGalleries.code, businessName: vendors.businessName })
    .from(vendorGalleryImages)
    .innerJoin(vendorGalleries, eq(vendorGalleries.vendorId, vendorGalleryImages.vendorId))
    .innerJoin(vendors, eq(vendors.id, vendorGalleryImages.vendorId))
    .where(and(eq(vendorGalleryImages.id, imageId), sql`${vendorGalleries.code} is not null`, eq(vendors.published, true)))
    .limit(1);
  if (!row?.code) throw galleryImageNotFound();
  const board = await loadOwnedBoard(deps.db, access.coupleId, boardId);
  const key = keyOfMediaUrl(row.image.url);
  const file = key ? await deps.storage.read(key) : null;
  if (!file) throw new ApiError(422, "image_unavailable", "This picture can't be copied right now. Try again later.");
  const caption = row.image.caption.trim();
  await storeBoardImage(
    deps,
    access,
    board.id,
    file.body,
    { title: caption ? `${caption} (${row.businessName})` : row.businessName, link: `${deps.config.publicUrl}${vendorGalleryPath(row.code)}`, note: "" },
    uploader,
  );
  await deps.db.update(vendorGalleryImages).set({ saveCount: sql`${vendorGalleryImages.saveCount} + 1` }).where(eq(vendorGalleryImages.id, imageId));
  const saved = await readBoard(deps.db, access.coupleId, board.id);
  return { board: { id: saved.id, name: saved.name, images: saved.images.length } };
}
