// npm run bench -- csv-import: a generated guest list CSV imported through the API (POST
// /api/guest-import, one transaction) against the real server on PGlite: seconds end to end for
// 10,000 rows, next to papaparse parsing the same file alone in this process; then 50,000 rows with
// the server's peak memory. Targets (issue 13): 10,000 rows under 1.5 s and under 20x the bare parse.
// On PostgreSQL: bash scripts/with-postgres.sh bash -c 'DATABASE_URL=$TEST_DATABASE_URL npm run bench -- csv-import'
// (that throwaway cluster runs with fsync off, as the tests' does).
import fs from "node:fs";
import Papa from "papaparse";
import { printFigure, startServer, type RunningServer } from "./lib/server.ts";

const FIRST = ["Maria", "Leo", "Jordan", "Ana", "Sam", "Priya", "Chidi", "Zoë", "José", "Mei", "Dana", "Kim", "Eve", "Ray", "Tom", "Ruth"];
const LAST = ["Alvarez", "Lee", "Park", "Nguyen", "Okafor", "Müller", "Shah", "Reed", "Stone", "Baker", "Ford", "Wei", "Cruz", "Adler"];
const CITIES = [
  ["Columbus", "OH", "43215"],
  ["Cleveland", "OH", "44113"],
  ["Cincinnati", "OH", "45202"],
  ["Nashville", "TN", "37203"],
];
const RSVP = ["Attending", "Regret", "No Response"];

/** A plain spreadsheet export: households of 1-4 people, address, phone, per-event RSVPs, meal and tags. */
function guestListCsv(rows: number, seed: string): string {
  const lines = ["Household,First Name,Last Name,Email,Phone,Street Address,City,State,Zip Code,Ceremony RSVP,Reception RSVP,Meal,Tags"];
  let household = 0;
  for (let i = 0; i < rows; ) {
    household += 1;
    const size = 1 + (household % 4);
    const last = LAST[household % LAST.length]!;
    const [city, state, zip] = CITIES[household % CITIES.length]!;
    for (let member = 0; member < size && i < rows; member++, i++) {
      const first = FIRST[(i * 7) % FIRST.length]!;
      const area = ["614", "216", "513", "615"][household % 4];
      const phone = `(${area}) 555-${String(1000 + (i % 9000)).padStart(4, "0")}`;
      lines.push(
        [
          `"The ${last} Household ${household}"`,
          first,
          last,
          `${first.toLowerCase().normalize("NFKD").replace(/[^a-z]/g, "")}.${i}.${seed}@example.com`,
          phone,
          `"${100 + (household % 900)} Oak Street, Apt ${member + 1}"`,
          city,
          state,
          zip,
          RSVP[i % 3],
          RSVP[(i + 1) % 3],
          ["Chicken", "Salmon", "Vegetarian", ""][i % 4],
          ["Family | Out of town", "College", "Work", ""][household % 4],
        ].join(","),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function signUpCouple(server: RunningServer, name: string): Promise<string> {
  const headers = { origin: server.url, "content-type": "application/json" };
  const email = `bench-${name}-${Date.now()}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "lantern orchard velvet 42", name: "Bench Couple", userType: "couple" }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "lantern orchard velvet 42" }) });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  return signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Seconds from sending the file to the import's answer (parse, checks, one transaction, commit). */
async function importSeconds(server: RunningServer, cookie: string, text: string, expectGuests: number): Promise<number> {
  const body = JSON.stringify({ text, duplicates: "skip" });
  const started = performance.now();
  const response = await fetch(`${server.url}/api/guest-import`, { method: "POST", headers: { origin: server.url, "content-type": "application/json", cookie }, body });
  const answer = (await response.json()) as { guestsCreated?: number };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201 || answer.guestsCreated !== expectGuests) throw new Error(`import: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return seconds;
}

function parseSeconds(text: string): number {
  const started = performance.now();
  const result = Papa.parse<string[]>(text, { skipEmptyLines: true });
  const seconds = (performance.now() - started) / 1000;
  if (result.data.length < 2) throw new Error("papaparse read nothing");
  return seconds;
}

/** Peak resident memory of a process (VmHWM), in MB. */
function peakMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

// The embedded database by default; DATABASE_URL runs the same server on that PostgreSQL server.
const database = process.env.DATABASE_URL ? "postgresql" : "pglite";
const server = await startServer(Number(process.env.BENCH_PORT ?? 4394));
try {
  printFigure("csv-import", "server_memory_at_start_mb", peakMegabytes(server.pid), "MB");
  // Warm up the server (JIT, query plans) with a small import, as any running server is.
  await importSeconds(server, await signUpCouple(server, "warmup"), guestListCsv(1000, "warm"), 1000);

  const text = guestListCsv(10_000, "ten");
  // papaparse warmed up like the server's parser (three runs), then the median of nine.
  for (const _ of [1, 2, 3]) parseSeconds(text);
  const parses = Array.from({ length: 9 }, () => parseSeconds(text));
  const imports: number[] = [];
  for (const run of [1, 2, 3, 4, 5]) imports.push(await importSeconds(server, await signUpCouple(server, `ten-${run}`), text, 10_000));
  const bareParse = median(parses);
  const endToEnd = median(imports);
  const bytes = Buffer.byteLength(text);
  printFigure("csv-import", "import_10000_rows_seconds", round(endToEnd), "s", { database, runs: imports.map((s) => round(s)), file_bytes: bytes, target_seconds: 1.5 });
  printFigure("csv-import", "papaparse_10000_rows_seconds", round(bareParse, 4), "s", { runs: parses.map((s) => round(s, 4)) });
  printFigure("csv-import", "import_vs_bare_parse_ratio", round(endToEnd / bareParse, 1), "x", { database, target_ratio: 20 });

  const before = peakMegabytes(server.pid);
  const big = guestListCsv(50_000, "fifty");
  const bigSeconds = await importSeconds(server, await signUpCouple(server, "fifty"), big, 50_000);
  printFigure("csv-import", "import_50000_rows_seconds", round(bigSeconds), "s", { database, file_bytes: Buffer.byteLength(big) });
  printFigure("csv-import", "server_peak_memory_mb", peakMegabytes(server.pid), "MB", { before_50000_rows_mb: before });
} finally {
  await server.stop();
}
