// npm run bench -- api: requests/s and p99 latency at 50 connections for /api/health and a
// database-backed endpoint (help-centre full-text search), against the real server on PGlite.
import autocannon from "autocannon";
import { printFigure, startServer } from "./lib/server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const targets = [
  { name: "health", path: "/api/health" },
  { name: "help_search", path: "/api/help/articles?q=venue%20tour&limit=10" },
];

const server = await startServer(Number(process.env.BENCH_PORT ?? 4390));
try {
  for (const target of targets) {
    // Warm up: JIT, query plans, page cache.
    await autocannon({ url: server.url + target.path, connections: 10, duration: 2 });
    const result = await autocannon({ url: server.url + target.path, connections: 50, duration: DURATION_SECONDS });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    printFigure("api", `${target.name}_requests_per_second`, Math.round(result.requests.average), "req/s", { connections: 50, seconds: DURATION_SECONDS });
    printFigure("api", `${target.name}_latency_p99`, result.latency.p99, "ms", { connections: 50 });
  }
} finally {
  await server.stop();
}
