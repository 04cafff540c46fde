// npm run bench -- venues: requests/s and p99 latency at 50 connections for a filtered venue search
// (text + city + guests + styles), next to a bare `SELECT 1` through the same database driver in the
// same server process (a bench-only endpoint, see lib/venues-bench-server.ts), on embedded PGlite.
// Target (issue 4): search throughput >= 40% of SELECT 1's, search p99 < 50 ms.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { printFigure } from "./lib/server.ts";

const CITY_IDS = ["cleveland", "columbus", "cincinnati", "nashville"];

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const port = Number(process.env.BENCH_PORT ?? 4391);
const url = `http://127.0.0.1:${port}`;
type Target = { name: string; path: string; vary?: () => string };
const targets: Target[] = [
  { name: "select_1", path: "/__bench/select-1" },
  { name: "health", path: "/api/health" },
  { name: "venue_search", path: "/api/venues?q=garden&city=cleveland&guests=100&styles=garden,historic,waterfront" },
  { name: "venue_search_filters_only", path: "/api/venues?city=columbus&guests=80&priceMax=3&setting=outdoor&amenities=on_site_parking" },
  // Searches are cached per process while the catalogue is unchanged (server/features/venues/search-cache.ts).
  // This one asks 2,000 different searches at random, so most miss the 500-entry cache: the uncached cost.
  {
    name: "venue_search_varied",
    path: "/api/venues?city=columbus&guests=1",
    vary: () => `/api/venues?city=${CITY_IDS[Math.floor(Math.random() * 4)]}&guests=${1 + Math.floor(Math.random() * 500)}&styles=garden,historic`,
  },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sb-bench-venues-"));
const child = spawn(process.execPath, ["--import", "tsx", "bench/lib/venues-bench-server.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" },
});
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("bench server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const probe = (await (await fetch(url + targets.find((t) => t.name === "venue_search")!.path)).json()) as { total: number };
  if (!probe.total) throw new Error("the filtered search finds nothing: is the catalogue seeded?");

  const figures: Record<string, { rps: number; p99: number }> = {};
  for (const target of targets) {
    // Warm up: JIT, query plans, page cache.
    await autocannon({ url: url + target.path, connections: 10, duration: 2 });
    const vary = target.vary;
    const result = await autocannon({
      url: url + target.path,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      ...(vary ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: vary() }) }] } : {}),
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    figures[target.name] = { rps: Math.round(result.requests.average), p99: result.latency.p99 };
    printFigure("venues", `${target.name}_requests_per_second`, Math.round(result.requests.average), "req/s", { connections: CONNECTIONS, seconds: DURATION_SECONDS });
    printFigure("venues", `${target.name}_latency_p99`, result.latency.p99, "ms", { connections: CONNECTIONS });
  }
  const ratio = figures.venue_search!.rps / figures.select_1!.rps;
  printFigure("venues", "venue_search_vs_select_1", Math.round(ratio * 1000) / 10, "%", {
    target: ">= 40% and search p99 < 50 ms",
    met: ratio >= 0.4 && figures.venue_search!.p99 < 50,
    results_found: probe.total,
  });
  printFigure("venues", "venue_search_varied_vs_select_1", Math.round((figures.venue_search_varied!.rps / figures.select_1!.rps) * 1000) / 10, "%", {
    note: "mostly cache misses",
  });
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
