import { openPglite } from "./server/db/client.ts";
import { users } from "./server/db/schema/index.ts";
import { importGuests } from "./server/features/guest-import/operations/import.ts";
import pino from "pino";
const handle = await openPglite();
await handle.migrate();
const logger = pino({ level: "debug" });
const gen = (n: number, seed: string) => {
  const lines = ["Household,First Name,Last Name,Email,Phone,Street Address,City,State,Zip Code,Ceremony RSVP,Reception RSVP,Meal,Tags"];
  for (let i = 0; i < n; i++) lines.push(`H${Math.floor(i / 3)},Ann${i},Lee${i},a${i}.${seed}@example.com,(614) 555-${String(1000 + (i % 9000))},${i} Oak St,Columbus,OH,43215,Attending,Regret,Fish,Family | Work`);
  return lines.join("\n");
};
for (const [n, id] of [[1000, "u1"], [10000, "u2"], [20000, "u3"]] as const) {
  await handle.db.insert(users).values({ id, name: "x", email: `${id}@example.com`, emailVerified: true, createdAt: new Date(), updatedAt: new Date() } as never);
  const t = performance.now();
  await importGuests({ db: handle.db, logger: logger as never }, id, { text: gen(n, id), duplicates: "skip" });
  console.log(n, Math.round(performance.now() - t));
}
await handle.close();
