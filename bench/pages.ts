// npm run bench -- pages: Lighthouse mobile performance and SEO (median of three runs) for the home,
// /venues, a city page and a venue page; then server-render throughput at 50 connections: a venue page
// (as visitors get it, from the render cache, and rendered anew for every request) beside the static
// prerendered home in the same run. Targets (issue 10): performance >= 95 and SEO 100 on each page;
// the venue page >= 30% of the home's requests/s with p99 < 100 ms.
// Beside them, a vendor page and a category listing page in a city (issue 36: the vendor page >= 50% of
// the home's requests/s), which on the scale catalog means 10,000 vendors.
// BENCH_CATALOG=default|scale|both (default both): the throughput figures on the written catalog and
// on it plus the 3,000 venues of `npm run seed:scale`; Lighthouse runs on the default catalog.
import autocannon from "autocannon";
import { lighthouseScores, median } from "./lib/lighthouse.ts";
import { printFigure, startServer } from "./lib/server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const catalogSetting = process.env.BENCH_CATALOG ?? "both";
if (!["default", "scale", "both"].includes(catalogSetting)) throw new Error("BENCH_CATALOG is default, scale or both");
const catalogs = catalogSetting === "both" ? ["default", "scale"] : [catalogSetting];

for (const catalog of catalogs) {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4392), {}, { scaleCatalog: catalog === "scale" });
  try {
    const { venues } = (await (await fetch(`${server.url}/api/venues?city=nashville`)).json()) as { venues: { slug: string }[] };
    const venuePath = `/venues/${venues[0]!.slug}`;
    const vendorList = (await (await fetch(`${server.url}/api/vendors?city=nashville&category=photographers`)).json()) as { vendors: { slug: string }[] };
    const vendorPath = `/vendor/${vendorList.vendors[0]!.slug}`;
    if (catalog === "default" && !process.env.BENCH_SKIP_LIGHTHOUSE) await lighthouse(server.url, venuePath);
    await throughput(server.url, venuePath, vendorPath, catalog);
  } finally {
    await server.stop();
  }
}

async function lighthouse(base: string, venuePath: string) {
  const pages = [
    { name: "home", path: "/" },
    { name: "venues", path: "/venues" },
    { name: "city", path: "/venues/nashville" },
    { name: "venue", path: venuePath },
  ];
  for (const page of pages) {
    const performance: number[] = [];
    const seo: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const scores = await lighthouseScores(base + page.path, ["performance", "seo"]);
      if (scores.performance !== undefined) performance.push(scores.performance);
      if (scores.seo !== undefined) seo.push(scores.seo);
    }
    printFigure("pages", `lighthouse_mobile_performance_${page.name}`, median(performance) ?? -1, "score", { path: page.path, runs: performance, target_min: 95 });
    printFigure("pages", `lighthouse_seo_${page.name}`, median(seo) ?? -1, "score", { path: page.path, runs: seo, target: 100 });
  }
}

async function throughput(base: string, venuePath: string, vendorPath: string, catalog: string) {
  const targets = [
    { name: "static_home", path: "/" },
    { name: "venue_page", path: venuePath },
    // A query string never asked before misses the render cache: every request renders the page anew.
    { name: "venue_page_uncached", path: `${venuePath}?fresh=[<id>]` },
    { name: "vendor_page", path: vendorPath },
    { name: "vendor_page_uncached", path: `${vendorPath}?fresh=[<id>]` },
    { name: "vendor_listing_page_uncached", path: `/nashville/vendors/photographers?fresh=[<id>]` },
  ];
  const figures: Record<string, { rps: number; p99: number }> = {};
  for (const target of targets) {
    const options = { url: base + target.path, headers: { "accept-encoding": "br" }, idReplacement: true };
    await autocannon({ ...options, connections: 10, duration: 2 });
    const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
    // A saturated server times requests out: a figure to print, not a failure of the bench.
    if (result.non2xx > 0 || result.errors > result.timeouts) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    if (result.timeouts > 0) printFigure("pages", `${catalog}.${target.name}_timeouts`, result.timeouts, "requests", { connections: CONNECTIONS });
    figures[target.name] = { rps: Math.round(result.requests.average), p99: result.latency.p99 };
    printFigure("pages", `${catalog}.${target.name}_rps`, figures[target.name]!.rps, "req/s", { connections: CONNECTIONS, p99_ms: result.latency.p99 });
  }
  const home = figures.static_home!.rps;
  for (const name of ["venue_page", "venue_page_uncached", "vendor_page", "vendor_page_uncached", "vendor_listing_page_uncached"]) {
    const figure = figures[name]!;
    const target = name.startsWith("vendor") ? 50 : 30;
    printFigure("pages", `${catalog}.${name}_vs_static_home`, Math.round((figure.rps / home) * 1000) / 10, "%", { target_min: target, p99_ms: figure.p99, p99_target_max: 100 });
  }
}
