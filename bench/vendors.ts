// npm run bench -- vendors: requests/s and p99 latency at 50 connections for vendor matching (a full
// questionnaire: all twelve categories) and the category listing, next to a bare `SELECT 1` through the
// same database driver in the same server process (the bench-only endpoint of lib/venues-bench-server.ts).
// Each comes as the same request over and over (answered from the per-process catalog cache) and as
// requests nobody asked before (the uncached cost). The database is embedded PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set. Metric names start with `<database>.`.
// BENCH_VENDORS=written|scale|large (default scale): the 144 written vendors, the 10,000 of
// `npm run seed:scale`, or 100,000 (`--vendors=large`, meant for PostgreSQL). BENCH_DATA_DIR=<dir> keeps
// the embedded database there between runs (BENCH_DATABASE_NAME=<name> a PostgreSQL one). BENCH_ONLY=name,name runs only those targets (and SELECT 1).
// Each target also gets the server process's CPU time per request (from /proc), steadier than req/s when
// the machine is shared. BENCH_CPU_PROF=<dir> writes a CPU profile of the server there.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { VENDOR_CATEGORIES } from "../domain/vendor-categories.ts";
import { VENDOR_SORTS, VENDOR_STYLES } from "../domain/vendors.ts";
import { LARGE_SCALE_VENDOR_COUNT, SCALE_VENDOR_COUNT } from "../server/db/seed/vendors/scale.ts";
import { databaseUrl, withAdminClient } from "../server/test/template-database.ts";
import { printFigure } from "./lib/server.ts";

const CITY_IDS = ["cleveland", "columbus", "cincinnati", "nashville"];
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const port = Number(process.env.BENCH_PORT ?? 4391);
const url = `http://127.0.0.1:${port}`;
const serverUrl = process.env.TEST_DATABASE_URL;
const database = serverUrl ? "postgres" : "pglite";
const catalogs: Record<string, number> = { written: 0, scale: SCALE_VENDOR_COUNT, large: LARGE_SCALE_VENDOR_COUNT };
const catalog = process.env.BENCH_VENDORS ?? "scale";
const scaleVendors = catalogs[catalog];
if (scaleVendors === undefined) throw new Error("BENCH_VENDORS is written, scale or large");

const questionnaire = (i: number) => ({
  city: CITY_IDS[i % 4],
  weddingDate: "2027-06-12",
  guestCount: 60 + (i % 240),
  budget: 20000 + Math.floor(i / 240) * 500,
  styles: [VENDOR_STYLES[i % VENDOR_STYLES.length]!.id, VENDOR_STYLES[(i + 5) % VENDOR_STYLES.length]!.id],
  categories: VENDOR_CATEGORIES.map((c) => c.slug),
});

type Target = { name: string; path: string; method?: "GET" | "POST"; body?: () => () => string; vary?: () => () => string };
const targets: Target[] = [
  { name: "select_1", path: "/__bench/select-1" },
  { name: "category_listing", path: "/api/vendors?category=photographers&city=columbus" },
  {
    name: "category_listing_uncached",
    path: "/api/vendors?category=photographers&city=columbus",
    // Category x city x sort x page: never the same listing twice during a run.
    vary: () => {
      let n = 0;
      return () => {
        const i = n++;
        const category = VENDOR_CATEGORIES[i % 12]!.slug;
        const sort = VENDOR_SORTS[Math.floor(i / 12) % VENDOR_SORTS.length]!.id;
        return `/api/vendors?category=${category}&city=${CITY_IDS[Math.floor(i / 72) % 4]}&sort=${sort}&minRating=${1 + (Math.floor(i / 288) % 3)}&page=${1 + Math.floor(i / 864)}`;
      };
    },
  },
  { name: "match_full", path: "/api/vendors/match", method: "POST", body: () => () => JSON.stringify(questionnaire(0)) },
  {
    name: "match_full_uncached",
    path: "/api/vendors/match",
    method: "POST",
    body: () => {
      let n = 1;
      return () => JSON.stringify(questionnaire(n++));
    },
  },
];

async function startBenchServer() {
  // BENCH_DATA_DIR keeps the embedded database between runs (seeding is idempotent, so a kept one is
  // only topped up): 10,000 vendors take minutes to seed on a busy machine.
  const keptDir = process.env.BENCH_DATA_DIR;
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sb-bench-vendors-"));
  // BENCH_DATABASE_NAME keeps a PostgreSQL database the same way (100,000 vendors take minutes to seed).
  const keptDbName = serverUrl ? process.env.BENCH_DATABASE_NAME : undefined;
  if (keptDbName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keptDbName)) throw new Error("BENCH_DATABASE_NAME is lower case letters, digits and _");
  const dbName = serverUrl ? (keptDbName ?? `sb_bench_vendors_${randomUUID().replace(/-/g, "").slice(0, 12)}`) : undefined;
  if (serverUrl && dbName) {
    await withAdminClient(serverUrl, async (admin) => {
      const found = await admin.query("select 1 from pg_database where datname = $1", [dbName]);
      if (found.rowCount === 0) await admin.query(`create database ${dbName}`);
    });
  }
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server process there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "bench/lib/venues-bench-server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      BENCH_SCALE_VENUES: "0",
      BENCH_SCALE_VENDORS: String(scaleVendors),
      ...(serverUrl && dbName ? { DATABASE_URL: databaseUrl(serverUrl, dbName) } : {}),
    },
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && dbName && !keptDbName) await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${dbName} with (force)`));
  };
  // Seeding 100,000 vendors takes minutes.
  const deadline = Date.now() + (catalog === "large" ? 1_800_000 : 300_000);
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { stop, pid: child.pid! };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("bench server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const { stop, pid } = await startBenchServer();
// The server's own CPU time (user + system, from /proc): per request, a figure the neighbours' load moves
// far less than requests/s or p99 on a shared machine.
const clockTicksPerSecond = 100;
const serverCpuMs = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
};
try {
  const probe = (await (await fetch(`${url}/api/vendors/match`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(questionnaire(0)) })).json()) as {
    categories: { matches: unknown[] }[];
  };
  if (probe.categories?.length !== 12 || probe.categories.some((c) => c.matches.length === 0)) throw new Error("matching finds nothing: is the catalog seeded?");
  const figures: Record<string, { rps: number; p99: number; cpuMs: number }> = {};
  const only = process.env.BENCH_ONLY?.split(",");
  const measure = async (target: Target) => {
    const vary = target.vary?.();
    const body = target.body?.();
    const method = target.method ?? "GET";
    const headers = { "content-type": "application/json" };
    const requests =
      vary || body
        ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, method, headers, ...(vary ? { path: vary() } : {}), ...(body ? { body: body() } : {}) }) }] }
        : {};
    await autocannon({ url: url + target.path, method, headers, connections: 10, duration: 2, ...requests });
    const cpuBefore = serverCpuMs();
    const result = await autocannon({ url: url + target.path, method, headers, connections: CONNECTIONS, duration: DURATION_SECONDS, ...requests });
    const cpuMsPerRequest = (serverCpuMs() - cpuBefore) / Math.max(1, result.requests.total);
    if (result.non2xx > 0 || result.errors > result.timeouts) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    if (result.timeouts > 0) printFigure("vendors", `${database}.${target.name}_timeouts`, result.timeouts, "requests", { database });
    return { rps: Math.round(result.requests.average), p99: result.latency.p99, cpuMs: Math.round(cpuMsPerRequest * 1000) / 1000 };
  };
  const selectOne = targets.find((t) => t.name === "select_1")!;
  for (const target of targets.filter((t) => t.name !== "select_1" && (!only || only.includes(t.name)))) {
    // The machine is shared: SELECT 1 is measured right before each request it is compared with, so a
    // neighbour's burst of work moves both figures of a pair instead of only one.
    const baseline = await measure(selectOne);
    figures.select_1 ??= baseline;
    printFigure("vendors", `${database}.select_1_requests_per_second`, baseline.rps, "req/s", { database, connections: CONNECTIONS, seconds: DURATION_SECONDS, before: target.name });
    printFigure("vendors", `${database}.select_1_latency_p99`, baseline.p99, "ms", { database, connections: CONNECTIONS, before: target.name });
    const figure = (figures[target.name] = await measure(target));
    printFigure("vendors", `${database}.${target.name}_requests_per_second`, figure.rps, "req/s", { database, connections: CONNECTIONS, seconds: DURATION_SECONDS });
    printFigure("vendors", `${database}.${target.name}_latency_p99`, figure.p99, "ms", { database, connections: CONNECTIONS });
    printFigure("vendors", `${database}.${target.name}_server_cpu_per_request`, figure.cpuMs, "ms", { database, select_1_cpu_ms: baseline.cpuMs });
    printFigure("vendors", `${database}.${target.name}_vs_select_1`, Math.round((figure.rps / baseline.rps) * 1000) / 10, "%", { database, catalog, p99_ms: figure.p99, select_1_p99_ms: baseline.p99, load: os.loadavg()[0]!.toFixed(1) });
  }
} finally {
  await stop();
}
