// npm run bench -- csv-import: a generated guest list CSV imported through the API (POST
// /api/guest-import, one transaction) against the real server on PGlite: seconds end to end for
// 10,000 rows, next to papaparse parsing the same file alone in this process; then 50,000 rows with
// the server's peak memory. Targets (issue 13): 10,000 rows under 1.5 s and under 20x the bare parse.
// Then (issue 26) a 10,000-row Zola guest list export (partners, children, "Guest" partners and
// unnamed seats from Total Definitely Invited, two event columns: about 2.2 guests a row): preview plus
// import end to end, next to papaparse on the same file; target under 2.5 s on a calm machine. A
// one-guest list read (GET /api/guests) in the same run is the reference for how loaded the machine is.
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

const ZOLA_HEADERS =
  "Title,First Name,Last Name,Suffix,Partner Title,Partner First Name,Partner Last Name,Partner Suffix,Child 1 First Name,Child 1 Last Name,Child 2 First Name,Child 2 Last Name,Relationship To Couple,Email Address,Phone Number,Street Address,Street Address (line 2),City,State / Region,Zip / Postal Code,Country,Total Definitely Invited,Total Maybe Invited,Ceremony,Reception";
const RELATIONSHIPS = ["Family of the bride", "Family of the groom", "Friends of the bride", "Friends of the groom", "Work friends"];
const ZOLA_ANSWERS = ["Attending", "Declined", "No Response"];
/** Children's names, none of them a parent's (FIRST), so no one in a household is taken for another. */
const CHILDREN = ["Lily", "Mateo", "Sofia", "Noah", "Ava", "Eli", "Nora", "Theo"];

/** A Zola guest list export, one row per household; returns the text and how many named guests it holds. */
function zolaGuestListCsv(rows: number, seed: string): { text: string; guests: number; seats: number } {
  const lines = [ZOLA_HEADERS];
  let guests = 0;
  let seats = 0;
  for (let i = 0; i < rows; i++) {
    const kind = i % 10; // 0-2 single, 3 single + "Guest", 4-7 couple, 8-9 couple with children
    // Each household's family name is its own, so partners and children (who have no email) are not
    // taken for the same people as another household's and skipped as duplicates.
    const last = `${LAST[i % LAST.length]}-${FIRST[Math.floor(i / LAST.length) % FIRST.length]}${Math.floor(i / (LAST.length * FIRST.length))}`;
    const first = FIRST[(i * 7) % FIRST.length]!;
    const partner = kind >= 4 ? FIRST[(i * 7 + 3) % FIRST.length]! : kind === 3 ? "Guest" : "";
    const children = kind === 8 ? 1 : kind === 9 ? 2 : 0;
    const named = 1 + (kind >= 4 ? 1 : 0) + children;
    // Every fifth single is invited with an unnamed seat through the total alone.
    const total = named + (kind === 3 || (kind === 0 && i % 5 === 0) ? 1 : 0);
    guests += named;
    seats += total;
    const [city, state, zip] = CITIES[i % CITIES.length]!;
    const area = ["614", "216", "513", "615"][i % 4];
    lines.push(
      [
        kind >= 4 ? "Mrs." : "",
        first,
        last,
        "",
        kind >= 4 ? "Mr." : "",
        partner,
        kind >= 4 ? last : "",
        "",
        children >= 1 ? CHILDREN[i % CHILDREN.length] : "",
        children >= 1 ? last : "",
        children >= 2 ? CHILDREN[(i + 1) % CHILDREN.length] : "",
        children >= 2 ? last : "",
        RELATIONSHIPS[i % RELATIONSHIPS.length],
        `${first.toLowerCase().normalize("NFKD").replace(/[^a-z]/g, "")}.${i}.${seed}@example.com`,
        `(${area}) 555-${String(1000 + (i % 9000)).padStart(4, "0")}`,
        `${100 + (i % 900)} Oak Street`,
        i % 3 === 0 ? `Apt ${1 + (i % 40)}` : "",
        city,
        state,
        zip,
        "United States",
        total,
        0,
        ZOLA_ANSWERS[i % 3],
        ZOLA_ANSWERS[(i + 1) % 3],
      ].join(","),
    );
  }
  return { text: `${lines.join("\r\n")}\r\n`, guests, seats };
}

/** Seconds for the preview (the file read, checked and planned against the list) and then its import. */
async function previewAndImportSeconds(server: RunningServer, cookie: string, text: string, expectGuests: number): Promise<{ preview: number; total: number }> {
  const headers = { origin: server.url, "content-type": "application/json", cookie };
  const started = performance.now();
  const preview = await fetch(`${server.url}/api/guest-import/preview`, { method: "POST", headers, body: JSON.stringify({ text }) });
  const previewed = (await preview.json()) as { mapping?: string[]; counts?: { guests: number; errors: number } };
  const previewSeconds = (performance.now() - started) / 1000;
  if (preview.status !== 200 || previewed.counts?.guests !== expectGuests || previewed.counts.errors !== 0) {
    throw new Error(`preview: ${preview.status} ${JSON.stringify(previewed).slice(0, 300)}`);
  }
  const response = await fetch(`${server.url}/api/guest-import`, { method: "POST", headers, body: JSON.stringify({ text, mapping: previewed.mapping, duplicates: "skip" }) });
  const answer = (await response.json()) as { guestsCreated?: number };
  const total = (performance.now() - started) / 1000;
  if (response.status !== 201 || answer.guestsCreated !== expectGuests) throw new Error(`import: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return { preview: previewSeconds, total };
}

/** A small authenticated read (one guest of an empty list): the machine's load, for reading the other figures. */
async function referenceSeconds(server: RunningServer, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/guests?pageSize=1`, { headers: { origin: server.url, cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`reference: ${response.status}`);
  return (performance.now() - started) / 1000;
}

/**
 * fetch, once more when the server closed the kept-alive socket just as it was reused (seen on a
 * loaded machine right after the health checks; nothing was sent to the app).
 */
async function fetchRetryingClosedSocket(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

async function signUpCouple(server: RunningServer, name: string): Promise<string> {
  const headers = { origin: server.url, "content-type": "application/json" };
  const email = `bench-${name}-${Date.now()}@example.com`;
  const signUp = await fetchRetryingClosedSocket(`${server.url}/api/auth/sign-up/email`, {
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

  // Issue 26: a Zola guest list export, preview plus import.
  const zola = zolaGuestListCsv(10_000, "zola");
  for (const _ of [1, 2, 3]) parseSeconds(zola.text);
  const zolaParses = Array.from({ length: 9 }, () => parseSeconds(zola.text));
  const zolaRuns: { preview: number; total: number }[] = [];
  for (const run of [1, 2, 3]) zolaRuns.push(await previewAndImportSeconds(server, await signUpCouple(server, `zola-${run}`), zola.text, zola.guests));
  const referenceCookie = await signUpCouple(server, "reference");
  for (const _ of [1, 2, 3]) await referenceSeconds(server, referenceCookie);
  const references = [];
  for (const _ of Array.from({ length: 9 })) references.push(await referenceSeconds(server, referenceCookie));
  const zolaTotal = median(zolaRuns.map((run) => run.total));
  printFigure("csv-import", "zola_10000_rows_preview_and_import_seconds", round(zolaTotal), "s", {
    database,
    runs: zolaRuns.map((run) => round(run.total)),
    preview_runs: zolaRuns.map((run) => round(run.preview)),
    guests: zola.guests,
    seats_with_plus_ones: zola.seats,
    guests_per_row: round(zola.seats / 10_000, 2),
    file_bytes: Buffer.byteLength(zola.text),
    target_seconds: 2.5,
  });
  printFigure("csv-import", "papaparse_zola_10000_rows_seconds", round(median(zolaParses), 4), "s", { runs: zolaParses.map((s) => round(s, 4)) });
  printFigure("csv-import", "reference_small_read_seconds", round(median(references), 4), "s", { what: "GET /api/guests?pageSize=1, median of 9" });

  const before = peakMegabytes(server.pid);
  const big = guestListCsv(50_000, "fifty");
  const bigSeconds = await importSeconds(server, await signUpCouple(server, "fifty"), big, 50_000);
  printFigure("csv-import", "import_50000_rows_seconds", round(bigSeconds), "s", { database, file_bytes: Buffer.byteLength(big) });
  printFigure("csv-import", "server_peak_memory_mb", peakMegabytes(server.pid), "MB", { before_50000_rows_mb: before });
} finally {
  await server.stop();
}
