// npm run seed:scale: migrates and seeds the database at DATA_DIR (or DATABASE_URL) like `npm start`,
// then adds the scale catalog (3,000 generated venues; SCALE_VENUES=N for another count). Safe to run
// again: venues already there are left alone. `npm start` never runs it.
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { seedScaleVenues } from "../server/db/seed/scale.ts";
import { SCALE_VENUE_COUNT } from "../server/db/seed/venues/scale.ts";

const config = loadConfig();
const count = Number(process.env.SCALE_VENUES ?? SCALE_VENUE_COUNT);
if (!Number.isInteger(count) || count < 0 || count > SCALE_VENUE_COUNT) {
  console.error(`SCALE_VENUES must be a whole number from 0 to ${SCALE_VENUE_COUNT}`);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  const { inserted } = await seedScaleVenues(database.db, { count });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seed:scale: ${inserted} venues added (${count - inserted} already there) on ${database.kind} in ${seconds} s`);
} finally {
  await database.close();
}
