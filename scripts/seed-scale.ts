// npm run seed:scale: migrates and seeds the database at DATA_DIR (or DATABASE_URL) like `npm start`,
// then adds the scale catalog: 3,000 generated venues (SCALE_VENUES=N for another count) and 9,856
// generated vendors, 10,000 with the written ones (SCALE_VENDORS=N for another count;
// `npm run seed:scale -- --vendors=large` for 100,000 in all, meant for PostgreSQL). Safe to run again:
// venues and vendors already there are left alone, so a larger count only adds the rest. `npm start`
// never runs it.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { seedScaleVendors, seedScaleVenues } from "../server/db/seed/scale.ts";
import { LARGE_SCALE_VENDOR_COUNT, SCALE_VENDOR_COUNT } from "../server/db/seed/vendors/scale.ts";
import { SCALE_VENUE_COUNT } from "../server/db/seed/venues/scale.ts";

const { values } = parseArgs({ options: { vendors: { type: "string" } } });
if (values.vendors !== undefined && values.vendors !== "large") {
  console.error("--vendors takes one value: large (100,000 vendors in all)");
  process.exit(2);
}

function countFrom(name: string, fallback: number, max: number): number {
  const count = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(count) || count < 0 || count > max) {
    console.error(`${name} must be a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return count;
}

const config = loadConfig();
const venueCount = countFrom("SCALE_VENUES", SCALE_VENUE_COUNT, SCALE_VENUE_COUNT);
const vendorCount = countFrom("SCALE_VENDORS", values.vendors === "large" ? LARGE_SCALE_VENDOR_COUNT : SCALE_VENDOR_COUNT, LARGE_SCALE_VENDOR_COUNT);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
if (vendorCount > SCALE_VENDOR_COUNT && database.kind !== "postgres") {
  console.warn("seed:scale: 100,000 vendors are meant for PostgreSQL; the embedded database will take a while and a lot of memory");
}
try {
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  const venues = await seedScaleVenues(database.db, { count: venueCount });
  const vendors = await seedScaleVendors(database.db, {
    count: vendorCount,
    onProgress: (done) => {
      if (vendorCount > 20_000 && done % 10_000 === 0) console.log(`seed:scale: ${done} of ${vendorCount} vendors`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seed:scale: ${venues.inserted} venues added (${venueCount - venues.inserted} already there), ` +
      `${vendors.inserted} vendors added (${vendorCount - vendors.inserted} already there) on ${database.kind} in ${seconds} s`,
  );
} finally {
  await database.close();
}
