import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { vendorPackages, vendorPortfolioImages } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";

/** What the vendor dashboard's operations use. */
export type VendorDashboardDeps = Pick<AppDeps, "db" | "storage" | "logger">;

export type PackageRow = typeof vendorPackages.$inferSelect;
export type ImageRow = typeof vendorPortfolioImages.$inferSelect;

export const packageView = (p: PackageRow) => ({ id: p.id, name: p.name, price: p.price, description: p.description, includes: p.includes, position: p.position });
export const imageView = (i: ImageRow) => ({ id: i.id, url: i.url, thumbUrl: i.thumbUrl, alt: i.alt, width: i.width, height: i.height, position: i.position });

export async function packagesOf(db: Database, vendorId: string) {
  return (await db.select().from(vendorPackages).where(eq(vendorPackages.vendorId, vendorId)).orderBy(asc(vendorPackages.position), asc(vendorPackages.createdAt))).map(packageView);
}

export async function imagesOf(db: Database, vendorId: string) {
  return (await db.select().from(vendorPortfolioImages).where(eq(vendorPortfolioImages.vendorId, vendorId)).orderBy(asc(vendorPortfolioImages.position))).map(imageView);
}
