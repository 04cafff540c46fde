import { and, count, eq, sql } from "drizzle-orm";
import type { VendorPackageInput } from "../../../../domain/vendors.ts";
import { planLimitsOf } from "../../billing/index.ts";
import { vendorPackages, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { VendorRow } from "../ownership.ts";
import { packagesOf, packageView, type VendorDashboardDeps } from "./deps.ts";

const notFound = () => new ApiError(404, "package_not_found", "That package isn't part of this profile.");

/** The cheapest package sets the starting price couples compare. */
async function syncStartingPrice(tx: Pick<VendorDashboardDeps["db"], "select" | "update">, vendorId: string) {
  const [row] = await tx.select({ min: sql<number | null>`min(${vendorPackages.price})::int` }).from(vendorPackages).where(eq(vendorPackages.vendorId, vendorId));
  if (row?.min != null) await tx.update(vendors).set({ startingPrice: row.min, updatedAt: sql`now()` }).where(eq(vendors.id, vendorId));
}

export async function addPackage({ db }: VendorDashboardDeps, row: VendorRow, input: VendorPackageInput) {
  // The owner's plan sets how many packages a profile may have (decision 043).
  const { packages: limit } = await planLimitsOf(db, row.ownerId, "vendor");
  const created = await db.transaction(async (tx) => {
    // The profile row lock counts concurrent additions one after another, so the limit holds.
    await tx.execute(sql`select 1 from ${vendors} where ${vendors.id} = ${row.id} for update`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(vendorPackages).where(eq(vendorPackages.vendorId, row.id));
    if (n >= limit) throw new ApiError(409, "too_many_packages", `Your plan allows ${limit} packages on a profile. Remove one to add another, or see the bigger plans on /vendor-pricing.`);
    const [inserted] = await tx.insert(vendorPackages).values({ ...input, vendorId: row.id, position: n }).returning();
    await syncStartingPrice(tx, row.id);
    return inserted!;
  });
  return { package: packageView(created) };
}

export async function updatePackage({ db }: VendorDashboardDeps, row: VendorRow, packageId: string, input: VendorPackageInput) {
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(vendorPackages)
      .set({ ...input, updatedAt: sql`now()` })
      .where(and(eq(vendorPackages.id, packageId), eq(vendorPackages.vendorId, row.id)))
      .returning();
    if (!changed) throw notFound();
    await syncStartingPrice(tx, row.id);
    return changed;
  });
  return { package: packageView(updated) };
}

export async function deletePackage({ db }: VendorDashboardDeps, row: VendorRow, packageId: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(vendorPackages).where(and(eq(vendorPackages.id, packageId), eq(vendorPackages.vendorId, row.id))).returning({ id: vendorPackages.id });
    if (!removed) throw notFound();
    await syncStartingPrice(tx, row.id);
  });
  return { deleted: true, packages: await packagesOf(db, row.id) };
}
