// npm run bench -- guests: the guest list manager with 2,000 guests (3 events, households of 1 to 4)
// against the real server on PGlite: milliseconds (median and p95 of 30) for a page of the list, a
// search, a filter, the counts, the CSV export and a bulk edit of 200 guests.
import { printFigure, startServer } from "./lib/server.ts";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 2000);
const RUNS = 30;
const PASSWORD = "lantern orchard velvet 42";

const server = await startServer(Number(process.env.BENCH_PORT ?? 4393));
const origin = { origin: server.url };
try {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { ...origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, name: "Bench Couple", userType: "couple" }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: "POST", headers: { ...origin, "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(server.url + path, { method, headers: { ...origin, cookie, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };

  for (const event of [{ name: "Rehearsal dinner", kind: "rehearsal_dinner" }, { name: "Ceremony", kind: "ceremony" }, { name: "Reception", kind: "reception", mealOptions: ["Chicken", "Salmon", "Risotto"] }]) {
    await call("POST", "/api/guests/events", event);
  }
  const lastNames = ["Alvarez", "Baker", "Chen", "Dawson", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Johnson", "Kowalski", "Lopez", "Miller", "Nguyen", "Okafor", "Patel"];
  const firstNames = ["Ana", "Ben", "Cara", "Dev", "Ella", "Finn", "Gia", "Hank", "Ivy", "Jon", "Kira", "Leo", "Mia", "Noah", "Opal", "Pete"];
  const started = performance.now();
  const households: Record<string, unknown>[][] = [];
  for (let i = 0; i < GUESTS; ) {
    const members: Record<string, unknown>[] = [];
    for (let k = 0; k < 1 + (households.length % 4) && i < GUESTS; k++, i++) {
      members.push({
        firstName: firstNames[i % 16]!,
        lastName: `${lastNames[Math.floor(i / 16) % 16]!}${Math.floor(i / 256) || ""}`,
        email: `guest${i}@example.com`,
        side: (["partner1", "partner2", "both"] as const)[i % 3],
        rsvpStatus: (["pending", "attending", "declined", "attending"] as const)[i % 4],
        tags: [["Family", "College", "Work", "Neighbors"][i % 4]!],
        mealChoice: i % 4 === 1 ? ["Chicken", "Salmon", "Risotto"][i % 3] : "",
      });
    }
    households.push(members);
  }
  const ids: string[] = [];
  // Eight households at a time through the API, each member joining the first one's household.
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < households.length) {
        const [first, ...rest] = households[next++]!;
        const created = (await (await call("POST", "/api/guests", { ...first, household: { name: `The ${String(first!.lastName)} household ${next}`, city: "Columbus", state: "OH" } })).json()) as {
          guest: { id: string; householdId: string };
        };
        ids.push(created.guest.id);
        for (const member of rest) ids.push(((await (await call("POST", "/api/guests", { ...member, householdId: created.guest.householdId })).json()) as { guest: { id: string } }).guest.id);
      }
    }),
  );
  printFigure("guests", "seed_via_api", Math.round(performance.now() - started), "ms", { guests: GUESTS, households: households.length });

  const time = async (metric: string, path: string, method = "GET", body?: () => unknown) => {
    const samples: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
      const t0 = performance.now();
      const response = await call(method, path, body?.());
      await response.arrayBuffer();
      if (run >= 3) samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    printFigure("guests", `${metric}_median`, Math.round(samples[Math.floor(RUNS / 2)]! * 10) / 10, "ms", { guests: GUESTS });
    printFigure("guests", `${metric}_p95`, Math.round(samples[Math.floor(RUNS * 0.95)]! * 10) / 10, "ms", { guests: GUESTS });
  };
  await time("list_first_page", "/api/guests?pageSize=50");
  await time("list_last_page_by_household", `/api/guests?pageSize=50&sort=household&page=${Math.ceil(GUESTS / 50)}`);
  await time("search", "/api/guests?q=nguyen&pageSize=50");
  await time("filter_rsvp_side_tag", "/api/guests?rsvp=attending&side=partner2&tag=College&pageSize=50");
  await time("overview_counts", "/api/guests/overview");
  await time("export_csv", "/api/guests/export.csv");
  let flip = 0;
  await time("bulk_edit_200", "/api/guests/bulk-edit", "POST", () => ({ ids: ids.slice(0, 200), set: { tableAssignment: `Table ${++flip}` } }));
} finally {
  await server.stop();
}
